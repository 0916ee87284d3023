#include "engine/content/content_save.hpp"

#include <algorithm>
#include <filesystem>

#include "engine/content/content_writer.hpp"
#include "engine/content/file_versions.hpp"
#include "engine/content/yaml_reader.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"

namespace cf {

bool SavePlan::has_conflict() const {
    return std::any_of(files.begin(), files.end(), [](const FileSave& f) { return f.conflict(); });
}

bool SavePlan::undecided() const {
    return std::any_of(files.begin(), files.end(), [](const FileSave& f) {
        return f.conflict() && f.choice == ConflictChoice::undecided;
    });
}

SavePlan plan_save(const Content& base, const Content& next, const std::string& directory,
                   const std::vector<Rename>& renames) {
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
        FileRead disk = read_regular_file((std::filesystem::path(directory) / name).string(),
                                          kMaxYamlFileBytes);
        if (disk.text)
            save.disk = std::move(disk.text);
        else if (!disk.missing)
            save.unreadable = name + " on disk " + disk.error;
        // Built in memory, or saved elsewhere than it was loaded from: nobody else's
        // edit can be lost there that the editor knew of, so what is on disk is replaced.
        if (!base.sources || base.directory != directory) save.loaded = save.disk;
        plan.files.push_back(std::move(save));
    }
    return plan;
}

SaveOutcome carry_out(const SavePlan& plan) {
    SaveOutcome out;
    for (const FileSave& f : plan.files) {
        // What is there now could not be kept as a version, so it is not replaced either.
        if (!f.unreadable.empty()) {
            out.error = "not saved: " + f.unreadable;
            return out;
        }
        if (!fits_in_a_content_file(f.file, f.mine, out.error)) return out;
    }
    if (plan.undecided()) {
        out.error = "not saved: a file changed on disk since it was loaded; choose what to keep";
        return out;
    }
    for (const FileSave& f : plan.files) {
        if (f.conflict() && f.choice == ConflictChoice::take_theirs) {
            out.theirs.push_back(f.file);
            continue;
        }
        const bool keep_theirs = f.conflict() && f.choice == ConflictChoice::keep_both;
        std::string kept;
        if (f.disk && !keep_version(plan.directory, f.file, *f.disk, keep_theirs, out.error, &kept))
            return out;
        if (keep_theirs) out.kept.push_back(kept);
        const std::string path = (std::filesystem::path(plan.directory) / f.file).string();
        // The file it replaces is kept in .versions/ above: one kind of backup, none beside.
        if (!write_file(path, f.mine, out.error)) return out;
        out.written.push_back(f.file);
    }
    out.ok = true;
    return out;
}

}  // namespace cf
