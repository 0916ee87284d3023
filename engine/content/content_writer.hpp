#pragma once
// Canonical YAML for a content snapshot: what the editor saves, and the form the
// repository's content/ files are kept in. Canonical means stable: the same content
// gives the same bytes (fields in schema order, ids and depths sorted, every field
// written), so saving an unchanged file changes nothing and diffs show only edits.
// Loading the text gives back the same definitions. Comments are not kept.

#include <map>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/content/rename.hpp"

namespace cf {

// File name -> canonical YAML text, for every content file (statuses.yaml included).
std::map<std::string, std::string> content_files(const Content& content);
// The canonical text of the settings file and of the spawn tables file.
std::string settings_yaml(const Settings& settings);
std::string spawns_yaml(const SpawnTables& spawns);

// The files `next` changes relative to `base`, each as the text to write: base's loaded
// bytes (Content::sources) with only the changes made in place (patch_yaml), so comments,
// blank lines, key order and unwritten defaults stay; the canonical text when base has
// no bytes for the file or the patched text would not load back as `next`. `renames`
// (base's ids to next's, in order) rename keys where they stand: a renamed definition
// keeps its place, its comments and its unwritten defaults.
std::map<std::string, std::string> edited_files(const Content& base, const Content& next,
                                                const std::vector<Rename>& renames = {});

// Writes the files whose text differs from what is on disk, each with write_file (keep_backup
// = true, so the previous file stays as NAME.bak). false + error on the first failure, or
// before anything is written when a file would be larger than the loader reads.
bool save_content(const Content& content, const std::string& directory, std::string& error);
// Whether `text` is small enough for the loader to read back as `file`; false + error.
bool fits_in_a_content_file(const std::string& file, const std::string& text, std::string& error);

// Whether two snapshots define the same game: every definition, the settings and the
// spawn tables; not where they were loaded from (directory, locations).
bool same_definitions(const Content& a, const Content& b);
// The same, the abstract templates (template_definitions.hpp) included: what the editor
// compares, as it edits templates too.
bool same_definitions_and_templates(const Content& a, const Content& b);

}  // namespace cf
