#include "editor/editor_session.hpp"

#include <map>
#include <utility>

namespace cf {

namespace {

constexpr const char* kLiveLabel = "Live: apply the edits that waited";

// Whether following `renames` in order leaves every id where it was (a rename and its
// undo with others between them).
bool renames_cancel(const std::vector<Rename>& renames) {
    std::map<std::pair<DefKind, DefId>, DefId> where;  // id at the start -> id now
    for (const Rename& r : renames) {
        bool moved = false;
        for (auto& [start, now] : where) {
            if (start.first == r.kind && now == r.from) {
                now = r.to;
                moved = true;
            }
        }
        if (!moved && !where.contains({r.kind, r.from})) where[{r.kind, r.from}] = r.to;
    }
    for (const auto& [start, now] : where) {
        if (start.second != now) return false;
    }
    return true;
}

// Applies `edit` when the game takes it; the edit that goes back (empty when refused).
WorldEdit apply_world(Game& game, const WorldEdit& edit) {
    if (edit.empty() || !game.refusal(edit).empty()) return {};
    return game.apply(edit).inverse;
}

}  // namespace

void EditorSession::absorb(ContentDocument& doc) {
    std::vector<Rename> taken = doc.take_renames();
    to_document_.insert(to_document_.end(), taken.begin(), taken.end());
    to_document_ = simplified(std::move(to_document_));
}

bool EditorSession::pending(const Game& game, const ContentDocument& doc) const {
    return !same_definitions(game.content(), doc.content()) ||
           !renames_cancel(renames_to_document(doc));
}

std::vector<Rename> EditorSession::renames_to_document(const ContentDocument& doc) const {
    std::vector<Rename> all = to_document_;
    all.insert(all.end(), doc.pending_renames().begin(), doc.pending_renames().end());
    return simplified(std::move(all));
}

EventResult EditorSession::edit_world(Game& game, ContentDocument& doc, const std::string& label,
                                      const WorldEdit& edit) {
    absorb(doc);
    // A refused edit changes nothing, so it is no event: the log (and a replay of it)
    // never sees it.
    if (std::string why = game.refusal(edit); !why.empty()) {
        EventResult refused;
        refused.error = std::move(why);
        return refused;
    }
    EventResult r = game.apply(edit);
    if (!r.applied) return r;
    HistoryStep step;
    step.label = label;
    step.world = WorldMove{r.inverse, edit};
    doc.history().record(std::move(step));
    seen_steps_ = doc.history().size();
    return r;
}

std::optional<GameMove> EditorSession::follow(Game& game, ContentDocument& doc,
                                              const std::string& label, ReloadReport& report) {
    absorb(doc);
    GameMove move;
    move.before = game.content_ptr();
    move.after = doc.snapshot();
    move.renames = to_document_;
    // Content the game cannot run is refused before it is an event (see edit_world).
    report.refused = rebase_refusals(game.world(), *move.after, move.renames);
    if (!report.refused.empty()) return std::nullopt;
    report = game.apply_content(move.after, move.renames, label);
    if (!report.applied) return std::nullopt;
    to_document_.clear();
    move.restore_before = report.restore;
    return move;
}

std::optional<ReloadReport> EditorSession::apply_live_edits(Game& game, ContentDocument& doc,
                                                            bool widget_held, bool live) {
    absorb(doc);
    if (widget_held) return std::nullopt;  // a step still being made: it counts as new later
    EditHistory& history = doc.history();
    const bool fresh = history.size() > seen_steps_;
    seen_steps_ = history.size();
    if (!live) return std::nullopt;
    if (fresh) waiting_by_choice_ = false;  // a new edit: Live takes everything again
    if (waiting_by_choice_ || !pending(game, doc) || !doc.problems().empty()) return std::nullopt;
    HistoryStep* top = history.last();
    const bool own_step = fresh && top && top->document && !top->game && !top->world;
    ReloadReport report;
    std::optional<GameMove> move =
        follow(game, doc, own_step ? "Edit: " + top->label : kLiveLabel, report);
    if (!move) return report.refused.empty() ? std::nullopt : std::optional(report);
    if (own_step) {
        top->game = std::move(*move);
    } else {
        // Edits that waited (made in the past, or while the content had problems) reach
        // the game in a step of their own.
        HistoryStep step;
        step.label = kLiveLabel;
        step.game = std::move(*move);
        history.record(std::move(step));
        seen_steps_ = history.size();
    }
    return report;
}

std::optional<ReloadReport> EditorSession::apply(Game& game, ContentDocument& doc,
                                                 const std::string& label, bool live_switched_on) {
    absorb(doc);
    seen_steps_ = doc.history().size();
    waiting_by_choice_ = false;
    if (!pending(game, doc) || !doc.problems().empty()) return std::nullopt;
    ReloadReport report;
    std::optional<GameMove> move = follow(game, doc, label, report);
    if (move) {
        HistoryStep step;
        step.label = label;
        step.game = std::move(*move);
        step.live_switched_on = live_switched_on;
        doc.history().record(std::move(step));
        seen_steps_ = doc.history().size();
    }
    return report;
}

void EditorSession::discard(const Game& game, ContentDocument& doc) {
    absorb(doc);
    waiting_by_choice_ = false;
    const ContentPtr& running = game.content_ptr();
    doc.edit(
        "Discard pending changes", "", [&running](Content& c) { c = *running; },
        reversed(to_document_));
    absorb(doc);
    seen_steps_ = doc.history().size();
}

std::optional<ReloadReport> EditorSession::take_disk_change(Game& game, ContentDocument& doc,
                                                            ContentPtr disk,
                                                            const ContentMerge& merge,
                                                            const std::string& files) {
    absorb(doc);
    const bool followed = !pending(game, doc);
    const std::size_t before = doc.history().size();
    doc.take_disk_change("outside change: " + files, merge.merged, merge.disk_renames,
                         std::move(disk));
    absorb(doc);
    const bool stepped = doc.history().size() > before;
    // Edits that waited for their problems to go (not by the designer's choice) and an
    // outside change that ends those problems reach the game in the change's own step,
    // as apply_live_edits() gives a fresh step its game move: left unseen, it is that
    // step. Taken in a "Live" step of its own, one undo took the game back and left the
    // outside change in the document.
    if (followed || waiting_by_choice_ || !stepped) seen_steps_ = doc.history().size();
    if (!followed || !stepped || !pending(game, doc) || !doc.problems().empty())
        return std::nullopt;
    ReloadReport report;
    if (auto move = follow(game, doc, "Reloaded " + files, report))
        doc.history().last()->game = std::move(*move);
    return report;
}

std::optional<ReloadReport> EditorSession::after_save(Game& game, ContentDocument& doc,
                                                      bool followed) {
    absorb(doc);
    const bool fresh = doc.history().size() > seen_steps_;
    seen_steps_ = doc.history().size();
    HistoryStep* top = doc.history().last();
    if (!followed || !fresh || !top || !top->document || top->game) return std::nullopt;
    if (!pending(game, doc) || !doc.problems().empty()) return std::nullopt;
    ReloadReport report;
    if (auto move = follow(game, doc, top->label, report)) top->game = std::move(*move);
    return report;
}

void EditorSession::move_game(Game& game, GameMove& move, bool backwards,
                              const std::string& label) {
    const ContentPtr& to = backwards ? move.before : move.after;
    const std::vector<Rename> renames = backwards ? reversed(move.renames) : move.renames;
    if (!rebase_refusals(game.world(), *to, renames).empty()) return;
    const ReloadReport report =
        game.apply_content(to, renames, (backwards ? "Undo: " : "Redo: ") + label);
    if (!report.applied) return;
    apply_world(game, backwards ? move.restore_before : move.restore_after);
    (backwards ? move.restore_after : move.restore_before) = report.restore;
    // The game's ids moved: its way to the document's starts by going back over that.
    std::vector<Rename> way = reversed(renames);
    way.insert(way.end(), to_document_.begin(), to_document_.end());
    to_document_ = simplified(std::move(way));
}

const HistoryStep* EditorSession::undo(Game& game, ContentDocument& doc, bool live) {
    absorb(doc);
    const bool followed = !pending(game, doc);
    HistoryStep* step = doc.history().undo();
    if (!step) return nullptr;
    if (step->world) step->world->redo = apply_world(game, step->world->undo);
    if (step->game) move_game(game, *step->game, true, step->label);
    if (step->document) {
        doc.move(*step->document, true);
        absorb(doc);
        if (!step->game && step->followed && live && followed && doc.problems().empty()) {
            // The game follows the document back; the step remembers it for its redo.
            ReloadReport report;
            if (auto move = follow(game, doc, "Undo: " + step->label, report)) {
                step->game = GameMove{
                    move->after, move->before, reversed(move->renames), {}, move->restore_before};
            }
        }
    }
    seen_steps_ = doc.history().size();
    waiting_by_choice_ = pending(game, doc);  // what the undo left waiting, waits
    return step;
}

const HistoryStep* EditorSession::redo(Game& game, ContentDocument& doc, bool live) {
    absorb(doc);
    const bool followed = !pending(game, doc);
    HistoryStep* step = doc.history().redo();
    if (!step) return nullptr;
    if (step->world) step->world->undo = apply_world(game, step->world->redo);
    if (step->document) {
        doc.move(*step->document, false);
        absorb(doc);
    }
    if (step->game) {
        move_game(game, *step->game, false, step->label);
    } else if (step->document && step->followed && live && followed && doc.problems().empty()) {
        ReloadReport report;
        if (auto move = follow(game, doc, "Redo: " + step->label, report))
            step->game = std::move(*move);
    }
    seen_steps_ = doc.history().size();
    waiting_by_choice_ = pending(game, doc);
    return step;
}

void EditorSession::game_replaced(ContentDocument& doc, std::vector<Rename> to_document) {
    doc.history().forget_game();
    doc.take_renames();
    to_document_ = simplified(std::move(to_document));
    seen_steps_ = doc.history().size();
    // The new game runs its own content (a fork, the moment's); if the editor holds other,
    // it waits for Apply even with Live on.
    waiting_by_choice_ = true;
}

}  // namespace cf
