#pragma once
// What the Files panel shows, without ImGui: the content's layers, then each layer's
// folders and files as a tree, each file with the definitions it writes (templates,
// partial definitions of a later layer and deletions marked, unsaved edits marked), and
// the search over it: by id, name and the definitions' effective field values.

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/content/content.hpp"

namespace cf {

// One row of the tree, in drawing order (depth first).
struct FileTreeRow {
    enum class Type { layer, folder, file, definition, unsaved_group };
    Type type = Type::file;
    int depth = 0;
    std::string label;  // "hard", "actors", "orcs.yaml"; a definition's id
    std::string node;   // a unique key of the row ("0/actors/orcs.yaml", "0/actors/orcs.yaml#orc")
    std::size_t parent = static_cast<std::size_t>(-1);  // index of the row holding it
    int count = 0;  // definitions under a layer, folder or file (a file's own rows)
    // A definition's row.
    DefKind kind = DefKind::actor;
    std::string name;           // its name (effective), "" when it has none
    std::string file;           // the file as problems name it; "" for a new definition
    int line = 0;               // where it is written in that file
    bool abstract = false;      // a template (`abstract: true`): never in the game
    bool partial = false;       // changes a definition of an earlier layer
    bool deleted_here = false;  // this file deletes it (`delete: true`)
    bool deleted = false;       // a later layer deletes it, or an unsaved edit did
    std::string deleted_by;     // the later layer that deletes it ("hard"), "" for none
    std::string deleted_at;     // where: "mods/hard/actors.yaml:14"
    bool unsaved = false;       // it has edits not saved yet (or is new)
    bool selectable = false;    // in the content being edited: a click opens it
    std::string made_from;      // its `from:` chain, "orc" or "orc, monster"
};

// The definitions' texts the search looks in, by row index.
struct FileTreeEntryTexts {
    std::string id;
    std::string name;
    // Effective values, ("fighter.power", "5"), side by side: the search reads them all.
    std::vector<std::pair<std::string, std::string>> fields;
};

struct FileTree {
    std::vector<FileTreeRow> rows;
    std::vector<FileTreeEntryTexts> texts;  // by row (empty for all but definitions)
    std::map<std::string, std::vector<std::size_t>> rows_of;  // "actor/orc" -> its rows
    int definitions = 0;                                      // definition rows
};

// The tree of `working` (the content being edited) as its files on disk (`saved`, whose
// provenance names them) hold it. Content without provenance lists its definitions by
// kind under one "(in memory)" layer.
FileTree build_file_tree(const Content& working, const Content& saved);

// Brings `tree`, built from `before`, to `after` (the same files, `saved`), reading only
// the definitions an edit changed. False, `tree` untouched, when a definition was made,
// deleted or renamed: the tree is built anew then.
bool update_file_tree(FileTree& tree, const Content& before, const Content& after,
                      const Content& saved);

// The ids of `kind` whose definitions differ between two snapshots; nullopt when one
// snapshot has an id of that kind the other lacks. What an edit changed, for the panels
// that keep what they read of thousands of definitions.
std::optional<std::vector<DefId>> changed_definitions(const Content& before, const Content& after,
                                                      DefKind kind);

// Whether definition row `texts` matches `query` (any case):
//  - the id or name holds it ("orc", "warlord");
//  - some field's value is it ("5", "hostile", "#df3f3f");
//  - "FIELD VALUE" (or FIELD=VALUE, FIELD:VALUE): that field, by its full path or its
//    last part ("fighter.power 5", "power 5", "power=5"), has that value.
// An empty query matches everything.
bool matches_definition_query(const FileTreeEntryTexts& texts, const std::string& query);

// The rows to draw: with an empty query, every row whose containers are open (`closed`
// holds the node keys of closed rows); with a query, the matching definitions and the
// rows that hold them, all open. `counts` gets, per shown container row, the number of
// matches under it (its own count without a query).
std::vector<std::size_t> visible_rows(const FileTree& tree, const std::string& query,
                                      const std::vector<std::string>& closed,
                                      std::vector<int>& counts);

// How the search box explains itself.
inline constexpr const char* kFileSearchHint = "id, name, 5, power 5";
inline constexpr const char* kFileSearchHelp =
    "Finds definitions by id or name (any part), by any field's value (5, hostile), or by\n"
    "a field and its value (power 5, fighter.power=5, ai:none). Values are the effective\n"
    "ones: what templates and layers make of each definition, unsaved edits included.";

}  // namespace cf
