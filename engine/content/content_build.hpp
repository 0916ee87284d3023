#pragma once
// The loader's pipeline once the files are read and parsed (content_loader.hpp reads
// them, through a cache):
//
//   layer folders -> files (content_layout.hpp) -> written definitions with file:line
//     -> layers merged in order (partial definitions, delete) -> templates resolved
//     (from:, abstract) -> one node per definition, read through the schema
//     -> one immutable snapshot + its provenance (provenance.hpp)
//
// Layers merge before templates resolve, so a mod that changes `orc` changes what is
// made from orc too, unless that sets the field itself; a mod's new monster made
// `from: orc` starts from the modded orc. All problems are collected, each in the file
// that holds its cause.

#include <memory>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/content/content_cache.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/provenance.hpp"
#include "engine/content/schema_reader.hpp"
#include "engine/core/problem.hpp"

namespace cf {

// One layer's files, read and parsed.
struct LayerInput {
    std::string name;  // as given, without a trailing '/'
    std::string dir;   // the folder it was read from ("" for texts held in memory)
    struct File {
        std::string path;  // relative to the layer, '/'-separated
        ParsedFilePtr parsed;
    };
    std::vector<File> files;
    std::vector<Problem> problems;  // from listing the folder
};

// The name problems give a layer's file: its path, or "LAYER/path" when there are
// several layers.
std::string shown_file_name(const std::string& layer, const std::string& path, bool several);

// Definitions read by one build, for the next: a definition whose pieces are the very
// nodes they were (the bytes of their files unchanged) is taken as it was read instead of
// being merged and read through the schema again, so a reload costs what changed. Only
// definitions read without a problem are kept.
struct DefinitionCache {
    struct Entry {
        std::vector<const YamlNodeData*> pieces;  // the bodies it was merged from, in order
        std::vector<ParsedFilePtr> files;         // keep those nodes, and their addresses, alive
        std::variant<std::monostate, TileDef, ActorDef, ItemDef, SlotDef, StatusDef, VaultDef,
                     DamageTypeDef, FactionDef, AppearanceDef>
            definition;  // none: a template
        std::vector<PendingReference> references;
        std::vector<DefId> legacy_statuses;  // statuses its older forms refer to
        SourceLocation location;
        // Where its list entries start ("actor 'orc'.on_hit[0]" -> place), for later checks.
        std::vector<std::pair<std::string, SourceLocation>> entry_locations;
        std::shared_ptr<const DefOrigin> origin;
    };
    using Entries = std::unordered_map<std::string, std::shared_ptr<const Entry>>;
    // What the last build read (shared with its snapshot's build memo); never changed in
    // place, so a snapshot's memo stays true whatever later builds do.
    std::shared_ptr<const Entries> entries;
    // The last build's snapshot when it had no problem: its provenance's build_memo holds
    // its groups, as resolved, so that a reload whose changed files keep their
    // definitions' ids, `from:`, `abstract:` and `delete:` as they were reads only the
    // definitions made from those files.
    ContentPtr last;
    bool quick = false;  // the last build was made over the snapshot before it
};

// Quoted text in long problem messages cut short ("no damage_type named 'aaaa... (20000
// characters)'"), so no content makes a problem line of unbounded length.
void shorten_problem_quotes(std::vector<Problem>& problems);

// Builds and validates the snapshot of `layers` (base first). With a `cache`, reuses what
// it holds and leaves in it what this build read.
// Its problems' quotes are shortened.
ContentLoad build_content(const std::vector<LayerInput>& layers, DefinitionCache* cache = nullptr);

// build_content(layers), made over `before` (a snapshot build_content made with a cache)
// as the quick reload makes it: files whose parse is the very one `before` was built
// from are not read again, and when the changed files keep their definitions as they
// were made (ids, `from:`, `abstract:`, `delete:`) only the definitions made from them
// are read through the schema again. Gives the same snapshot or the same problems as
// build_content(layers); without `before`'s memo it is build_content(layers). A save
// checks its files with it. `quick`, when given, says whether only what changed was read.
ContentLoad build_content_over(const Content& before, const std::vector<LayerInput>& layers,
                               bool* quick = nullptr);

}  // namespace cf
