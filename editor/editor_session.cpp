#include "editor/editor_session.hpp"

namespace cf {

EventResult EditorSession::edit_world(Game& game, const std::string& label, const WorldEdit& edit) {
    EventResult r = game.apply(edit);
    if (!r.applied) return r;
    done_.push_back({Step::Kind::world, label, r.inverse, {}});
    undone_.clear();
    return r;
}

void EditorSession::note_document_steps(const ContentDocument& doc) {
    const std::size_t now = doc.undo_steps();
    if (now > document_steps_) {
        // New edits of the document (a merge into the last step makes none).
        for (std::size_t i = document_steps_; i < now; ++i)
            done_.push_back({Step::Kind::content, doc.undo_label(), {}, {}});
        undone_.clear();
    }
    document_steps_ = now;
}

std::optional<ReloadReport> EditorSession::sync(Game& game, ContentDocument& doc, bool widget_held,
                                                bool live) {
    note_document_steps(doc);
    if (doc.revision() == applied_revision_ || widget_held || !(live || forced_))
        return std::nullopt;
    if (!doc.problems().empty()) return std::nullopt;  // the game keeps its last good content
    applied_revision_ = doc.revision();
    forced_ = false;
    std::vector<Rename> renames = doc.take_renames();
    if (same_definitions(game.content(), doc.content()) && renames.empty()) {
        restore_after_.reset();
        return std::nullopt;
    }
    const std::string label =
        restore_after_
            ? "Undo: " + pending_label_
            : (doc.undo_label().empty() ? "Reloaded content" : "Edit: " + doc.undo_label());
    ReloadReport report = game.apply_content(doc.snapshot(), std::move(renames), label);
    if (!report.applied) return report;
    if (restore_after_) {
        if (!restore_after_->empty()) game.apply(*restore_after_);
        restore_after_.reset();
    } else if (!done_.empty() && done_.back().kind == Step::Kind::content) {
        done_.back().undo = report.restore;
    }
    return report;
}

void EditorSession::outside_change(Game& game, ContentDocument& doc, const std::string& label,
                                   WorldEdit restore) {
    const std::size_t before = doc.undo_steps();
    doc.take_outside_change(game.content_ptr(), label);
    if (doc.undo_steps() > before) {
        done_.push_back({Step::Kind::content, label, std::move(restore), {}});
        undone_.clear();
    }
    document_steps_ = doc.undo_steps();
    applied_revision_ = doc.revision();
}

bool EditorSession::undo(Game& game, ContentDocument& doc) {
    note_document_steps(doc);
    return move_step(game, doc, done_, undone_, true);
}

bool EditorSession::redo(Game& game, ContentDocument& doc) {
    return move_step(game, doc, undone_, done_, false);
}

bool EditorSession::move_step(Game& game, ContentDocument& doc, std::vector<Step>& from,
                              std::vector<Step>& to, bool undoing) {
    if (from.empty()) return false;
    Step step = std::move(from.back());
    from.pop_back();
    if (step.kind == Step::Kind::world) {
        // The edit that goes this way; applying it gives the one that goes back.
        const EventResult r = game.apply(undoing ? step.undo : step.redo);
        (undoing ? step.redo : step.undo) = r.inverse;
    } else {
        // A document that forgot the step (a reset) has nowhere to go.
        if (!(undoing ? doc.undo() : doc.redo())) return false;
        document_steps_ = doc.undo_steps();
        if (undoing)
            restore_after_ = step.undo;
        else
            restore_after_.reset();
        pending_label_ = step.label;
        forced_ = true;
    }
    to.push_back(std::move(step));
    return true;
}

void EditorSession::clear(const ContentDocument& doc) {
    done_.clear();
    undone_.clear();
    restore_after_.reset();
    document_steps_ = doc.undo_steps();
    applied_revision_ = doc.revision();
    forced_ = false;
}

}  // namespace cf
