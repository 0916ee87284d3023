#pragma once
// The builder behind build_content (content_build.hpp), in two halves that share this
// class: content_build.cpp makes the whole build (files, fragments, layers, templates,
// every definition read through the schema, the checks); content_build_reuse.cpp reuses
// what the last build read (a definition made of the very same nodes is taken as it was)
// and makes the quick reload over the last snapshot when only a few files changed.
// Internal to the loader: nothing outside engine/content/content_build*.cpp includes it.

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "engine/content/content_build.hpp"
#include "engine/content/definition_pieces.hpp"
#include "engine/content/schema_reader.hpp"
#include "engine/content/validation.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf {

// What a build without a problem read, kept with its snapshot (ContentProvenance::
// build_memo) so that the next build of nearly the same files reads only what changed.
// Immutable once made: a build over it copies what it changes.
struct ContentBuildMemo {
    std::weak_ptr<const Content> snapshot;                    // the snapshot it was made for
    std::shared_ptr<const DefinitionCache::Entries> entries;  // each definition as read
    GroupTable table;                                         // its groups, resolved
    std::vector<std::optional<FileKind>> kinds;               // of each file in the provenance
    std::vector<std::vector<int>> file_fragments;  // each file's fragments, in written order
    LoadFailures failures;
};

// The order kinds are read and reported in: settings first, spawn tables last.
int content_kind_rank(const std::optional<FileKind>& kind);

// The hash of a layer's content: its files' paths and the hashes of their bytes.
std::string layer_content_hash(const LayerInput& layer);

class ContentBuilder {
  public:
    explicit ContentBuilder(DefinitionCache* cache) : cache_(cache) {}

    ContentLoad run(const std::vector<LayerInput>& layers);

  private:
    // The whole build (content_build.cpp).
    void add_files(const std::vector<LayerInput>& layers);
    void add_file(int layer, const std::optional<FileKind>& kind, const LayerInput::File& f,
                  std::map<std::string, std::string>& sources, std::vector<bool>& present);
    void read_all();
    void read_one(const DefGroup& g, DefinitionCache::Entries& into);
    void read_group(const DefGroup& g, DefinitionCache::Entry& entry);
    template <class Def>
    void read_definition(const DefGroup& g, DefinitionCache::Entry& entry);
    YamlNode node_of(const DefGroup& g, const std::string& what, const ReadContext& ctx);
    std::shared_ptr<const DefOrigin> origin_of(const DefGroup& g) const;
    void fold(std::size_t first);
    void supply_legacy_statuses();
    void prune_deleted_spawns();
    LoadFailures failures() const;
    void check_pending_references();
    std::string only_file_hint(const FileKind& kind) const;

    // Reusing the last build (content_build_reuse.cpp).
    void remember(const ContentPtr& content, const LoadFailures& failed,
                  std::vector<std::vector<int>> file_fragments = {});
    std::optional<ContentLoad> run_changed(const ContentPtr& before,
                                           const std::vector<LayerInput>& layers);
    static bool same_layout(const std::vector<LayerInput>& layers, const ContentProvenance& before,
                            std::vector<std::size_t>& changed, std::vector<ParsedFilePtr>& now);
    bool take_changed_file(std::size_t i, const ParsedFile& old, const ParsedFile& parsed,
                           const std::vector<int>& fragments, std::vector<char>& touched);
    bool same_overlaps(const DefGroup& g, const ContentProvenance& before) const;
    bool move_deletion(const DefGroup& g, const Fragment& f, const SourceLocation& was);
    static std::string directives_of(const YamlNode& body);
    bool read_again(const DefGroup& g, DefinitionCache::Entries& entries);
    void erase_definition(DefKind kind, const DefId& id);
    std::vector<const YamlNodeData*> pieces_of(const DefGroup& g,
                                               std::vector<ParsedFilePtr>* files) const;
    bool reuse(const DefGroup& g);

    template <class Def>
    std::map<DefId, Def>& definitions() {
        if constexpr (std::is_same_v<Def, TileDef>) return content_->tiles;
        if constexpr (std::is_same_v<Def, ActorDef>) return content_->actors;
        if constexpr (std::is_same_v<Def, ItemDef>) return content_->items;
        if constexpr (std::is_same_v<Def, SlotDef>) return content_->slots;
        if constexpr (std::is_same_v<Def, StatusDef>) return content_->statuses;
        if constexpr (std::is_same_v<Def, VaultDef>) return content_->vaults;
        if constexpr (std::is_same_v<Def, DamageTypeDef>) return content_->damage_types;
        if constexpr (std::is_same_v<Def, FactionDef>) return content_->factions;
        if constexpr (std::is_same_v<Def, AppearanceDef>) return content_->appearances;
    }
    // The abstract templates of Def's kind (template_definitions.hpp).
    template <class Def>
    std::map<DefId, Def>& templates() {
        Content& c = *content_;
        if constexpr (std::is_same_v<Def, TileDef>) return c.templates.tiles;
        if constexpr (std::is_same_v<Def, ActorDef>) return c.templates.actors;
        if constexpr (std::is_same_v<Def, ItemDef>) return c.templates.items;
        if constexpr (std::is_same_v<Def, SlotDef>) return c.templates.slots;
        if constexpr (std::is_same_v<Def, StatusDef>) return c.templates.statuses;
        if constexpr (std::is_same_v<Def, VaultDef>) return c.templates.vaults;
        if constexpr (std::is_same_v<Def, DamageTypeDef>) return c.templates.damage_types;
        if constexpr (std::is_same_v<Def, FactionDef>) return c.templates.factions;
        if constexpr (std::is_same_v<Def, AppearanceDef>) return c.templates.appearances;
    }

    static std::string origin_key(const DefGroup& g) {
        return g.kind.part == FileKind::Part::definitions ? location_key(g.kind.kind, g.id)
                                                          : kind_folder(g.kind);
    }

    const Fragment& fragment(int i) const { return table_.fragments[static_cast<std::size_t>(i)]; }

    std::vector<Problem> problems_;
    std::shared_ptr<ContentProvenance> provenance_;
    std::shared_ptr<Content> content_;
    std::vector<std::optional<FileKind>> kinds_;  // of each file in provenance_->files
    FailedKinds failed_;
    GroupTable table_;
    YamlArena arena_;  // merged nodes, needed only while reading
    std::vector<PendingReference> references_;
    std::vector<DefId> legacy_statuses_;
    std::map<std::tuple<std::string, int, int>, int> first_at_;
    DefinitionCache* cache_;         // what the last build read, or null
    DefinitionCache::Entries next_;  // what this one read
};

}  // namespace cf
