#pragma once
// Each definition's pieces, in merge order. The middle of the loader's pipeline
// (content_build.hpp): the written pieces of every
// definition gathered from every file of every layer, the layers merged (a later layer
// changes, deletes or adds), and the templates resolved (`from:`, `abstract:`), each step
// reporting located problems. What comes out is, for each definition, the list of pieces
// to merge, lowest priority first.

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/content/content_layout.hpp"
#include "engine/content/provenance.hpp"
#include "engine/core/problem.hpp"

namespace cf {

// One written definition: `id: {...}` in a file, or a whole settings or spawns file.
struct Fragment {
    FileKind kind;
    DefId id;  // "" for settings and spawns
    int layer = 0;
    int file = 0;  // index in ContentProvenance::files
    YamlNode key;  // the id (undefined for settings and spawns)
    YamlNode body;
    std::optional<DefId> from;  // `from:` and where it is written
    YamlNode from_node;
    std::optional<bool> abstract;
    bool deleted = false;  // `delete: true`
    YamlNode delete_node;

    NodeMark mark() const { return key.IsDefined() ? key.Mark() : body.Mark(); }
};

// One definition (or the settings, or the spawn tables) and what it is made of.
struct DefGroup {
    FileKind kind;
    DefId id;
    std::vector<int> stack;  // its own fragments since the last deletion, in layer order
    int deleted_by = -1;     // the fragment that deleted it, when nothing came after
    std::optional<DefId> from;
    YamlNode from_node;
    bool abstract = false;
    enum class State { unresolved, resolving, resolved, broken };
    State state = State::unresolved;
    std::vector<int> chain;        // every fragment to merge, the root template's first
    std::vector<DefId> templates;  // the `from:` chain, nearest first
    int depth = 0;                 // templates.size()
    int problem = -1;              // broken: the problem saying why

    bool defined() const { return !stack.empty(); }
};

// Kinds whose file failed to load -> the first problem saying so.
using FailedKinds = std::map<std::string, int>;  // by kind_folder()

struct GroupTable {
    std::vector<Fragment> fragments;
    std::vector<DefGroup> groups;  // in the order first written

    DefGroup* find(const FileKind& kind, const DefId& id);
    const DefGroup* find(const FileKind& kind, const DefId& id) const;
    // The group of (kind, id), made when there is none yet.
    DefGroup& add(const FileKind& kind, const DefId& id);

  private:
    // By kind (index in all_file_kinds()), then by id: ids mostly fit std::string's
    // inline buffer, so finding one allocates nothing.
    std::vector<std::unordered_map<std::string, int>> index_;
    std::unordered_map<std::string, int>& ids_of(const FileKind& kind);
    const std::unordered_map<std::string, int>* ids_of(const FileKind& kind) const;
};

// Reads every parsed file into fragments and groups. Ids are unique per layer across all
// its files: a second definition of an id in one layer is a problem naming both places.
void collect_fragments(const ContentProvenance& provenance,
                       const std::vector<std::optional<FileKind>>& file_kinds, GroupTable& table,
                       std::vector<Problem>& problems);

// Applies the layers in order: deletions, partial definitions; lists overlaps (two layers
// above a definition's first changing one field of it) and, for the settings and spawn
// tables, reports one layer setting one value in two files.
void merge_layers(GroupTable& table, ContentProvenance& provenance, std::vector<Problem>& problems);

// The overlaps of one group into `provenance` (merge_layers' check, for a build that
// changes one group's pieces): fields two layers above its first both change; for the
// settings and spawn tables, one value set twice in a layer is a problem.
void find_group_overlaps(const GroupTable& table, const DefGroup& group,
                         ContentProvenance& provenance, std::vector<Problem>& problems);

// The longest `from:` chain: a definition made through more templates is a problem.
inline constexpr int kMaxTemplateDepth = 64;

// Resolves every group's `from:` chain. A missing parent or a cycle is a problem at the
// `from:`; what is made from a broken template is a knock-on problem folded under it;
// a parent in a file that failed to load folds under that file's problem.
void resolve_templates(GroupTable& table, const FailedKinds& failed,
                       std::vector<Problem>& problems);

}  // namespace cf
