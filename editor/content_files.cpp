// The content side's file operations: a new file in the write layer, a definition moved to
// another file (content_side.hpp: new_file, move_to_file), as the "Write to" control asks.

#include <utility>

#include "editor/content_side.hpp"
#include "engine/content/layer_files.hpp"
#include "engine/content/provenance.hpp"
#include "engine/rules/rebase.hpp"

namespace cf {

namespace {

// "actors/undead.yaml (layer mods/hard)" or "actors/undead.yaml".
std::string file_in_layer(const Content& saved, const WriteTarget& target,
                          const std::string& path) {
    if (!saved.provenance || saved.provenance->layers.size() < 2) return path;
    const int layer = write_layer_index(saved, target);
    return path + " (layer " + saved.provenance->layers[static_cast<std::size_t>(layer)].name + ")";
}

}  // namespace

void ContentSide::take_file_action(EditRequests& asks) {
    const std::optional<FileAction> action = std::exchange(asks.file_action, std::nullopt);
    if (!action) return;
    if (action->op == FileAction::Op::new_file)
        new_file(action->path);
    else
        move_to_file(action->kind, action->id, action->path);
}

bool ContentSide::new_file(const std::string& path) {
    std::string error;
    const Content& saved = document_.saved();
    const std::string shown = file_in_layer(saved, document_.write_target(), path);
    if (!create_content_file(saved, path, document_.write_target(), error)) {
        status_.set("No new file: " + error);
        return false;
    }
    return take_rearranged_files("Made " + shown);
}

bool ContentSide::move_to_file(DefKind kind, const DefId& id, const std::string& path) {
    DefId saved_id = id;  // its id in the files: before the unsaved renames
    for (const Rename& r : reversed(document_.unsaved_renames())) {
        if (r.kind == kind && r.from == saved_id) saved_id = r.to;
    }
    const Content& saved = document_.saved();
    const SavePlan plan = plan_move(saved, kind, saved_id, path, document_.write_target());
    std::string why = plan.refused;
    if (why.empty() && plan.has_conflict())
        why = "a file changed on disk since it was loaded; move it once the change is taken";
    if (why.empty() && plan.files.empty()) why = "it is in " + path + " already";
    if (!why.empty()) {
        status_.set("Not moved: " + why);
        return false;
    }
    const SaveOutcome outcome = carry_out(plan);
    if (!outcome.ok) {
        status_.set("Not moved: " + outcome.error);
        return false;
    }
    return take_rearranged_files("Moved " + std::string(kind_name(kind)) + " '" + id + "' to " +
                                 file_in_layer(saved, document_.write_target(), path));
}

bool ContentSide::take_rearranged_files(const std::string& done) {
    const ContentLoad loaded = load_same_layers(document_.saved(), content_dir_);
    if (loaded.content && document_.take_files(loaded.content)) {
        status_.set(done + ".");
    } else {
        status_.set(done + ", but the files " +
                    (loaded.content ? std::string("define other content now; they come in as an "
                                                  "outside change")
                                    : "do not load: " + to_string(loaded.problems.front())));
    }
    return true;
}

}  // namespace cf
