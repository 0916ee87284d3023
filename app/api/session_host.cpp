#include "app/api/session_host.hpp"

#include "app/api/api_methods.hpp"
#include "engine/rules/rebase.hpp"

namespace cf::api {

Editor& WindowHost::editor() { return *screen_.editor(); }

const Game* WindowHost::shown() {
    Game* game = live();
    if (!game || !screen_.editor()) return game;
    return &editor().world().timeline.shown(*game);
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
    const ContentPtr before = live()->content_ptr();
    World preview = live()->world();  // what the revision does, told as the headless host tells it
    // A step of the editor's document, as a panel's edit is: the game takes it through the
    // editor's Live sync (or holds it as pending while Live is off), and the editor saves it.
    ContentDocument& doc = editor().content().document();
    doc.edit(label, "api " + std::to_string(++puts_), [&next](Content& c) {
        for (const DefKind kind : kDefKinds)
            with_definitions_of(kind, [&](auto member) { c.*member = (*next).*member; });
    });
    doc.end_merge();
    screen_.update_content(session_);
    out.applied = live()->content_ptr() != before;
    if (out.applied) out.report = rebase_world(preview, before.get(), live()->content(), {});
    out.pending = !out.applied && editor().content().session().pending(*live(), doc);
    if (!out.applied && !out.pending) out.error = editor().status_line();
    return out;
}

std::string WindowHost::history_move(bool undo) {
    const ContentDocument& doc = editor().content().document();
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
    editor().world().timeline.sync(*live());
    return editor().world().timeline.timeline();
}

std::optional<std::size_t> WindowHost::shown_events() const {
    return screen_.editor_view() ? screen_.editor_view()->world().timeline.shown_events()
                                 : std::nullopt;
}

void WindowHost::seek(std::size_t events) {
    const Timeline* t = timeline();
    if (!t) return;
    if (events >= t->size()) return present();
    editor().world().timeline.jump_to_turn(t->turn_after(events));
}

void WindowHost::present() { editor().world().timeline.to_present(); }

std::string WindowHost::fork() {
    editor().world().timeline.request_fork();
    screen_.update_content(session_);
    const BranchList& list = editor().world().timeline.branches();
    return list.list()[list.current()].name;
}

const BranchList& WindowHost::branches() const {
    return screen_.editor_view()->world().timeline.branches();
}

bool WindowHost::request_screenshot(const PendingReply& reply, std::string&) {
    screenshots_.push_back(reply);
    return true;
}

SaveAnswer WindowHost::save_content(std::optional<ConflictChoice> choice) {
    SaveAnswer out;
    Game* game = live();
    if (!game) {
        out.message = "no game runs";
        return out;
    }
    const ContentSide::OutsideSave save = editor().content().save_for(*game, choice);
    screen_.update_content(session_);  // the game follows what was saved, as after Ctrl+S
    out.saved = save.saved;
    out.message = save.status;
    out.conflicts = save.conflicts;
    return out;
}

namespace {

UiWidget api_widget(const ui::Widget& w) {
    return UiWidget{w.path, w.window, w.text,    w.kind,    w.x,       w.y,
                    w.w,    w.h,      w.visible, w.enabled, w.checked, w.value};
}

// The frames of a person's click at (x, y): the pointer comes to rest on the spot (ImGui
// hovers a widget that may be overlapped, a tab, only when it was hovered the frame
// before), the button goes down, comes up, and one frame more shows what the click did (a
// popup it opened is laid out on the frame after).
std::vector<MadeInput> click_frames(float x, float y) {
    return {MadeInput{x, y, false, false, -1, ""}, MadeInput{x, y, true, false, -1, ""},
            MadeInput{x, y, false, false, -1, ""}, MadeInput{x, y, false, false, -1, ""}};
}

}  // namespace

bool WindowHost::ui_widgets(std::vector<UiWidget>& out, std::string& why) {
    if (!widgets_) {
        why = "the window has not drawn a frame yet";
        return false;
    }
    for (const ui::Widget& w : widgets_->last_frame()) out.push_back(api_widget(w));
    return true;
}

std::vector<UiWindow> WindowHost::ui_windows() {
    std::vector<UiWindow> out;
    if (!widgets_) return out;
    for (const ui::WindowBox& w : widgets_->last_windows())
        out.push_back({w.name, w.title, w.x, w.y, w.w, w.h, w.focused});
    return out;
}

bool WindowHost::ui_act(const UiAction& action, const PendingReply& reply, std::string& why) {
    std::vector<UiWidget> all;
    if (!ui_widgets(all, why)) return false;
    if (ui_reply_) {
        why = "a ui action is under way: send the next when it is answered";
        return false;
    }
    const ui::Widget* w = widgets_->find(action.path);
    if (!w) {
        why = missing_widget(all, action.path);
        return false;
    }
    if (action.reveal) {
        // Its panel scrolls on the next frame; one more shows it there. The pointer rests
        // on the panel's title meanwhile, where it hovers nothing.
        widgets_->reveal(action.path);
        float x = w->x, y = w->y;
        for (const ui::WindowBox& box : widgets_->last_windows()) {
            if (box.name == w->window) x = box.x + box.w / 2, y = box.y + 4;
        }
        window_->make_input({MadeInput{x, y, false, false, -1, ""},
                             MadeInput{x, y, false, false, -1, ""},
                             MadeInput{x, y, false, false, -1, ""}});
        ui_reply_ = reply;
        ui_path_ = action.path;
        return true;
    }
    if (!w->visible || !w->enabled) {
        why = "'" + action.path + "' is " +
              (w->enabled ? "scrolled out of sight in its panel (ui.scroll_to brings it)"
                          : "disabled");
        return false;
    }
    const float x = w->click_x;
    const float y = w->click_y;
    std::vector<MadeInput> frames = click_frames(x, y);
    if (action.type) {
        frames.pop_back();  // the typing shows the field's outcome instead
        // A drag or slider takes typing after a Ctrl+click, as a person does it.
        const bool ctrl_click = w->kind == "drag" || w->kind == "slider";
        frames[1].ctrl = frames[2].ctrl = ctrl_click;
        if (action.replace) frames.push_back({x, y, false, true, ImGuiKey_A, ""});
        frames.push_back({x, y, false, false, -1, action.text});
        if (action.enter) frames.push_back({x, y, false, false, ImGuiKey_Enter, ""});
        frames.push_back({x, y, false, false, -1, ""});
    }
    window_->make_input(std::move(frames));
    ui_reply_ = reply;
    ui_path_ = action.path;
    return true;
}

std::optional<std::pair<PendingReply, Json>> WindowHost::finished_ui() {
    if (!ui_reply_ || window_->making_input()) return std::nullopt;
    Json result{{"path", ui_path_}};
    const ui::Widget* w = widgets_->find(ui_path_);
    result["widget"] = w ? widget_json(api_widget(*w)) : Json();
    std::pair<PendingReply, Json> done{*ui_reply_, std::move(result)};
    ui_reply_.reset();
    return done;
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
