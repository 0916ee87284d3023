#pragma once
// A content snapshot: every definition of the game, loaded and validated whole.
// Immutable once built; the game holds it through shared_ptr<const Content> and a
// reload swaps in a new one.

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/definitions.hpp"
#include "engine/content/template_definitions.hpp"

namespace cf {

// The kinds of definition. Each has its files in a content folder (content_layout.hpp).
enum class DefKind { tile, actor, item, slot, status, vault, damage_type, faction, appearance };
// Every kind, in the order the loader reads their files.
inline constexpr DefKind kDefKinds[] = {
    DefKind::damage_type, DefKind::slot,  DefKind::status,  DefKind::tile,      DefKind::actor,
    DefKind::item,        DefKind::vault, DefKind::faction, DefKind::appearance};

struct ContentProvenance;

// A folder of content loaded on top of the ones before it (the first is the base), as
// saves, recordings and lab results record it.
struct LayerRecord {
    std::string name;  // as given (--content DIR), without a trailing '/'
    std::string dir;   // the folder read ("" when not known: a recorded list)
    std::string hash;  // 16 hex digits over its YAML files' paths and bytes

    friend bool operator==(const LayerRecord& a, const LayerRecord& b) {
        return a.name == b.name && a.hash == b.hash;
    }
};

struct Content {
    std::string directory;  // where it was loaded from ("" when built in memory)
    Settings settings;
    std::map<DefId, TileDef> tiles;
    std::map<DefId, ActorDef> actors;
    std::map<DefId, ItemDef> items;
    std::map<DefId, SlotDef> slots;
    std::map<DefId, StatusDef> statuses;
    std::map<DefId, VaultDef> vaults;
    std::map<DefId, DamageTypeDef> damage_types;
    std::map<DefId, FactionDef> factions;
    std::map<DefId, AppearanceDef> appearances;
    SpawnTables spawns;
    // The abstract templates, for the editor only (template_definitions.hpp).
    TemplateDefinitions templates;
    // Where each definition starts in its file, keyed by "kind/id" (see location_key).
    std::map<std::string, SourceLocation> locations;
    // The bytes each file held when this snapshot was loaded ("actors.yaml" -> text), shared
    // by every copy made from it: a save patches them (yaml_patch.hpp) and compares them
    // with the disk to find outside changes. Null when built in memory.
    std::shared_ptr<const std::map<std::string, std::string>> sources;
    // Where every definition and field came from: layers, files, templates
    // (provenance.hpp). Null when built in memory. Shared by every copy made from it.
    std::shared_ptr<const ContentProvenance> provenance;

    const TileDef* tile(const DefId& id) const { return find(tiles, id); }
    const ActorDef* actor(const DefId& id) const { return find(actors, id); }
    const ItemDef* item(const DefId& id) const { return find(items, id); }
    const SlotDef* slot(const DefId& id) const { return find(slots, id); }
    const StatusDef* status(const DefId& id) const { return find(statuses, id); }
    const VaultDef* vault(const DefId& id) const { return find(vaults, id); }
    const DamageTypeDef* damage_type(const DefId& id) const { return find(damage_types, id); }
    const FactionDef* faction(const DefId& id) const { return find(factions, id); }
    const AppearanceDef* appearance(const DefId& id) const { return find(appearances, id); }
    const ActorDef& player() const { return actors.at(settings.player); }
    // Whether a definition of `kind` has this id.
    bool defines(DefKind kind, const DefId& id) const;

  private:
    template <class Map>
    static const typename Map::mapped_type* find(const Map& map, const DefId& id) {
        auto it = map.find(id);
        return it == map.end() ? nullptr : &it->second;
    }
};

using ContentPtr = std::shared_ptr<const Content>;

// Calls f with the member of Content that holds the definitions of `kind`
// (&Content::tiles, &Content::actors, ...) and returns what f returns, so code that does
// the same to every kind's map names the kinds once, here.
template <class F>
decltype(auto) with_definitions_of(DefKind kind, F&& f) {
    switch (kind) {
        case DefKind::tile:
            return f(&Content::tiles);
        case DefKind::actor:
            return f(&Content::actors);
        case DefKind::item:
            return f(&Content::items);
        case DefKind::slot:
            return f(&Content::slots);
        case DefKind::status:
            return f(&Content::statuses);
        case DefKind::damage_type:
            return f(&Content::damage_types);
        case DefKind::vault:
            return f(&Content::vaults);
        case DefKind::faction:
            return f(&Content::factions);
        case DefKind::appearance:
            break;
    }
    return f(&Content::appearances);
}

// The same for the abstract templates: f gets &TemplateDefinitions::tiles, ::actors, ...
template <class F>
decltype(auto) with_template_map(DefKind kind, F&& f) {
    switch (kind) {
        case DefKind::tile:
            return f(&TemplateDefinitions::tiles);
        case DefKind::actor:
            return f(&TemplateDefinitions::actors);
        case DefKind::item:
            return f(&TemplateDefinitions::items);
        case DefKind::slot:
            return f(&TemplateDefinitions::slots);
        case DefKind::status:
            return f(&TemplateDefinitions::statuses);
        case DefKind::damage_type:
            return f(&TemplateDefinitions::damage_types);
        case DefKind::faction:
            return f(&TemplateDefinitions::factions);
        case DefKind::appearance:
            return f(&TemplateDefinitions::appearances);
        case DefKind::vault:
            break;
    }
    return f(&TemplateDefinitions::vaults);
}

// The layers a snapshot was loaded from (none when it was built in memory).
std::vector<LayerRecord> content_layers(const Content& content);
// What differs between the layers a save or recording was made with and today's, in a
// sentence a player reads before going on ("mods/hard is not loaded now; content has
// changed since"); "" when they are the same or `then` is unknown (empty).
std::string layers_difference(const std::vector<LayerRecord>& then,
                              const std::vector<LayerRecord>& now);

// The files a content directory holds, in the order they are listed everywhere (the
// loader reads them in its own order). statuses.yaml may be left out; vaults, which came
// later still, are never among them (a folder of these seven is what it always was).
inline constexpr const char* kContentFiles[] = {"settings.yaml", "tiles.yaml", "actors.yaml",
                                                "items.yaml",    "slots.yaml", "statuses.yaml",
                                                "spawns.yaml"};
bool is_content_file(std::string_view name);

const char* kind_name(DefKind kind);  // "tile", "actor", ...
const char* kind_file(DefKind kind);  // "tiles.yaml", ...
std::string location_key(DefKind kind, const DefId& id);

// Ids are lower-case letters, digits and '_' (so one printable line in every message),
// whether they name a definition or refer to one.
bool valid_id(std::string_view id);
// The key an ability's cooldown is kept under in an entity's state: its name in lower
// case with every other character than a-z and 0-9 as '_' ("Fire bolt" -> "fire_bolt").
std::string ability_key(std::string_view name);
// "'Big Orc' is not a valid id: use lower-case letters, digits and '_'".
std::string invalid_id_message(std::string_view id);

}  // namespace cf
