#include "app/api/session_host.hpp"

namespace cf::api {

Editor& WindowHost::editor() { return *screen_.editor(); }

const Game* WindowHost::shown() {
    Game* game = live();
    if (!game || !screen_.editor()) return game;
    return &editor().timeline.shown(*game);
}

EventResult WindowHost::edit_world(const std::string& label, const WorldEdit& edit) {
    EventResult result;
    result.error = live()->refusal(edit);
    if (!result.error.empty()) return result;
    // Asked as the inspector asks, and carried out at once by the editor's update.
    editor().requests().edit_world(label, edit,
                                   [&result](const EventResult& done) { result = done; });
    screen_.update_content(session_);
    return result;
}

ContentOutcome WindowHost::revise_content(const std::string& label, ContentPtr next) {
    ContentOutcome out;
    const Content* before = &live()->content();
    // A step of the editor's document, as a panel's edit is: the game takes it through the
    // editor's Live sync (or holds it as pending while Live is off), and the editor saves it.
    editor().document().edit(label, "api " + std::to_string(++puts_), [&next](Content& c) {
        c.tiles = next->tiles;
        c.actors = next->actors;
        c.items = next->items;
        c.slots = next->slots;
        c.statuses = next->statuses;
    });
    editor().document().end_merge();
    screen_.update_content(session_);
    out.applied = &live()->content() != before;
    out.pending = !out.applied && editor().session().pending(*live(), editor().document());
    if (!out.applied && !out.pending) out.error = editor().status_line();
    return out;
}

std::string WindowHost::history_move(bool undo) {
    const ContentDocument& doc = editor().document();
    if (undo ? !doc.can_undo() : !doc.can_redo()) return {};
    std::string label = undo ? doc.undo_label() : doc.redo_label();
    if (undo) {
        editor().request_undo();
    } else {
        editor().request_redo();
    }
    screen_.update_content(session_);
    return label;
}

const Timeline* WindowHost::timeline() {
    if (!live()) return nullptr;
    editor().timeline.sync(*live());
    return editor().timeline.timeline();
}

std::optional<std::size_t> WindowHost::shown_events() const {
    return screen_.editor_view() ? screen_.editor_view()->timeline.shown_events() : std::nullopt;
}

void WindowHost::seek(std::size_t events) {
    const Timeline* t = timeline();
    if (!t) return;
    if (events >= t->size()) return present();
    editor().timeline.jump_to_turn(t->turn_after(events));
}

void WindowHost::present() { editor().timeline.to_present(); }

std::string WindowHost::fork() {
    editor().timeline.request_fork();
    screen_.update_content(session_);
    const BranchList& list = editor().timeline.branches();
    return list.list()[list.current()].name;
}

const BranchList& WindowHost::branches() const {
    return screen_.editor_view()->timeline.branches();
}

bool WindowHost::request_screenshot(const PendingReply& reply, std::string&) {
    screenshots_.push_back(reply);
    return true;
}

std::string base64(const std::string& bytes) {
    static constexpr char kDigits[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
        std::uint32_t chunk = 0;
        for (std::size_t j = 0; j < 3; ++j)
            chunk = (chunk << 8) | (j < n ? static_cast<unsigned char>(bytes[i + j]) : 0u);
        for (std::size_t j = 0; j < 4; ++j)
            out += j <= n ? kDigits[(chunk >> (18 - 6 * j)) & 0x3f] : '=';
    }
    return out;
}

}  // namespace cf::api
