#include "engine/content/content_save.hpp"

#include <algorithm>
#include <filesystem>

#include "engine/content/content_writer.hpp"
#include "engine/content/file_versions.hpp"
#include "engine/content/provenance.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

bool SavePlan::has_conflict() const {
    return std::any_of(files.begin(), files.end(), [](const FileSave& f) { return f.conflict(); });
}

bool SavePlan::undecided() const {
    return std::any_of(files.begin(), files.end(), [](const FileSave& f) {
        return f.conflict() && f.choice == ConflictChoice::undecided;
    });
}

namespace {

// What is on disk now at `path`, into `save`.
void read_disk_now(FileSave& save, const std::string& path) {
    FileRead disk = read_regular_file(path, kMaxYamlFileBytes);
    if (disk.text)
        save.disk = std::move(disk.text);
    else if (!disk.missing)
        save.unreadable = save.shown() + " on disk " + disk.error;
}

SavePlan plan_layered_save(const Content& base, const Content& next, const std::string& directory,
                           const std::vector<Rename>& renames, const WriteTarget& target) {
    SavePlan plan;
    plan.directory = directory;
    LayeredEdit edit = layered_edit(base, next, renames, target);
    if (!edit.error.empty()) {
        plan.refused = std::move(edit.error);
        return plan;
    }
    for (LayeredFile& file : edit.files)
        plan.files.push_back(layer_file_save(base, file.layer, file.path, std::move(file.text)));
    return plan;
}

}  // namespace

FileSave layer_file_save(const Content& base, int layer, const std::string& path,
                         std::string text) {
    const auto& layers = base.provenance->layers;
    const LayerRecord& record = layers[static_cast<std::size_t>(layer)];
    FileSave save;
    save.file = path;
    save.directory = record.dir;
    if (layers.size() > 1) save.layer = record.name;
    save.mine = std::move(text);
    for (const SourceFileRecord& f : base.provenance->files) {
        if (f.layer == layer && f.path == path) save.loaded = "";  // loaded, maybe empty
    }
    if (base.sources) {
        const auto it = base.sources->find(save.shown());
        if (it != base.sources->end()) save.loaded = it->second;
    }
    read_disk_now(save, (std::filesystem::path(record.dir) / path).string());
    return save;
}

SavePlan plan_save(const Content& base, const Content& next, const std::string& directory,
                   const std::vector<Rename>& renames, const WriteTarget& target) {
    // A definition the editor made from another (give_new_parent) keeps its `from:`: only
    // the layered save writes one.
    if ((needs_layered_save(base) || needs_layered_save(next)) && base.directory == directory)
        return plan_layered_save(base, next, directory, renames, target);
    SavePlan plan;
    plan.directory = directory;
    for (auto& [name, text] : edited_files(base, next, renames)) {
        FileSave save;
        save.file = name;
        save.mine = std::move(text);
        if (base.sources) {
            const auto it = base.sources->find(name);
            if (it != base.sources->end()) save.loaded = it->second;
        }
        read_disk_now(save, (std::filesystem::path(directory) / name).string());
        // Built in memory, or saved elsewhere than it was loaded from: nobody else's
        // edit can be lost there that the editor knew of, so what is on disk is replaced.
        if (!base.sources || base.directory != directory) save.loaded = save.disk;
        plan.files.push_back(std::move(save));
    }
    return plan;
}

SaveOutcome carry_out(const SavePlan& plan) {
    SaveOutcome out;
    if (!plan.refused.empty()) {
        out.error = "not saved: " + plan.refused;
        return out;
    }
    for (const FileSave& f : plan.files) {
        // What is there now could not be kept as a version, so it is not replaced either.
        if (!f.unreadable.empty()) {
            out.error = "not saved: " + f.unreadable;
            return out;
        }
        if (!fits_in_a_content_file(f.shown(), f.mine, out.error)) return out;
    }
    if (plan.undecided()) {
        out.error = "not saved: a file changed on disk since it was loaded; choose what to keep";
        return out;
    }
    for (const FileSave& f : plan.files) {
        if (f.conflict() && f.choice == ConflictChoice::take_theirs) {
            out.theirs.push_back(f.shown());
            continue;
        }
        const std::filesystem::path path =
            std::filesystem::path(f.directory.empty() ? plan.directory : f.directory) / f.file;
        // A file in a sub-folder keeps its versions in that folder's .versions/.
        const std::string folder = path.parent_path().string();
        const std::string name = path.filename().string();
        const bool keep_theirs = f.conflict() && f.choice == ConflictChoice::keep_both;
        std::string kept;
        if (f.disk && !keep_version(folder, name, *f.disk, keep_theirs, out.error, &kept))
            return out;
        if (keep_theirs) out.kept.push_back(kept);
        // Missing folders are made (a new file in a new sub-folder). The file it replaces
        // is kept in .versions/ above: one kind of backup, none beside.
        if (!write_file(path.string(), f.mine, out.error)) return out;
        out.written.push_back(f.shown());
    }
    out.ok = true;
    return out;
}

std::vector<std::string> answer_conflicts(SavePlan& plan, std::optional<ConflictChoice> choice) {
    std::vector<std::string> unanswered;
    for (FileSave& file : plan.files) {
        if (!file.conflict()) continue;
        if (choice)
            file.choice = *choice;
        else
            unanswered.push_back(file.shown());
    }
    return unanswered;
}

}  // namespace cf
