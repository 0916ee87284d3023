#pragma once
// Saving edits into content laid out in many files and layers (content_layout.hpp,
// content_build.hpp) without writing anything into the wrong file. The snapshot the
// editor edits is flattened (templates resolved, layers merged); this writes back only
// what changed, where the designer chose, and proves the result before it is written:
//
//   - every change goes to one layer, the write layer (by default the top one); nothing
//     is ever written into a layer below it;
//   - a definition with its own block in the write layer is edited there, in place
//     (patch_yaml: comments, key order, unwritten defaults kept); any other gets a
//     partial definition (`orc: {fighter: {power: 5}}`) in its kind's file of the layer;
//   - only changed fields are written: `from:` stays, inherited fields are never copied;
//   - a new definition goes whole into its kind's file, except one the editor made from a
//     parent (give_new_parent): `from:` and only what differs, beside the parent's block;
//     a definition given another parent (set_parent_origin) gets the new `from:`, and
//     fields moved up into the parent (TemplateDefinitions::released) lose their keys;
//   - a deleted one loses its block
//     when all of it is in the write layer, else gets `delete: true` there;
//   - a rename renames the key where it stands and every `from:` naming it (the editor
//     refuses one that would need a lower layer changed: rename_refusal);
//   - a changed field that now holds what the definition's template gives is not
//     written: a key of the write layer's block for it is removed (Revert to inherited),
//     none is added (a field that followed its edited template: follow_templates), and a
//     list the block extends whose own entries stayed keeps its block as it is;
//   - abstract templates (Content::templates) are written into their own blocks like
//     definitions;
//   - the files are read again in memory, and the edit is refused unless they load as
//     exactly the edited content, templates included. Where they do not (a template
//     edited without its children following it), what the template change did to them
//     is written as their own overrides, so the game plays what the editor showed.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/rename.hpp"

namespace cf {

// Where edits go: a layer, and for new and partial definitions a file per kind.
struct WriteTarget {
    int layer = -1;                        // index in the layers; -1 (or out of range): the top
    std::map<DefKind, std::string> files;  // relative to the layer; unset: the kind's default
    friend bool operator==(const WriteTarget&, const WriteTarget&) = default;
};

// Whether saving `base` needs this file's save: it was loaded from several layers, or
// from files other than the seven canonical ones at the top of its folder. Content in
// those files alone keeps the single-folder save (edited_files).
bool needs_layered_save(const Content& base);

// The index of the layer `target` writes to, for content loaded as `base` (0 without
// provenance).
int write_layer_index(const Content& base, const WriteTarget& target);

// The file (relative to its layer) new and partial definitions of `kind` go to in the
// write layer: the target's choice when it is a file of that kind, else the layer's file
// holding most definitions of the kind, else `<kind>.yaml` at the layer's top (created).
std::string file_for_kind(const Content& base, DefKind kind, const WriteTarget& target);

// The files of `kind` in a layer, relative to it, sorted (for the "Write to" control).
std::vector<std::string> files_of_kind(const Content& base, int layer, DefKind kind);

// One file a layered save writes.
struct LayeredFile {
    int layer = 0;
    std::string path;                   // relative to the layer's folder
    std::string text;                   // what to write
    std::optional<std::string> loaded;  // the bytes loaded (nullopt: a new file)
};

struct LayeredEdit {
    std::vector<LayeredFile> files;  // only files whose bytes change
    std::string error;               // why the edit cannot be written ("" when it can)
};

// The files that turn `base` (loaded, with provenance and sources) into `next` when
// written, all in the write layer; `renames` take base's ids to next's, in order.
LayeredEdit layered_edit(const Content& base, const Content& next,
                         const std::vector<Rename>& renames, const WriteTarget& target);

// Why renaming `id` (an id of `saved`, the content as loaded) cannot be saved into the
// target's layer: its block, a `from:` naming it or a spawn table naming it is in a
// lower layer, or a higher layer changes it under its id ("" when it can, and for a
// definition `saved` does not have).
std::string rename_refusal(const Content& saved, DefKind kind, const DefId& id,
                           const WriteTarget& target);

// Loads again what `content` was loaded from: its layers when it has several and
// `directory` is its base folder, else `directory` alone.
ContentLoad load_same_layers(const Content& content, const std::string& directory);

// The content of `base`'s layers with `changed` files ((layer, path) -> text) in place of
// theirs, loaded in memory as the loader would load the folders.
ContentLoad load_layers_with(const Content& base,
                             const std::map<std::pair<int, std::string>, std::string>& changed);

}  // namespace cf
