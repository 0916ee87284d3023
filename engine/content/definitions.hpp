#pragma once
// Definitions: the immutable data a content snapshot holds. Many entities share one
// definition; an entity stores only the id. Every field's YAML key, default and
// range is described once, in schema.hpp.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/effect_definitions.hpp"
#include "engine/core/color.hpp"
#include "engine/core/problem.hpp"

namespace cf {

struct TileDef {
    DefId id;
    std::string name;
    std::string description;      // one line that look mode and the wiki show
    int glyph = '.';              // CP437 code 0..255
    Color lit_fg{200, 200, 200};  // in view
    Color lit_bg{0, 0, 0};
    Color dark_fg{80, 80, 80};  // remembered, out of view
    Color dark_bg{0, 0, 0};
    bool walkable = true;
    bool transparent = true;
    DefId opens_to;       // "": not a door; else walking into it turns it into this tile
    DefId closes_to;      // "": cannot be closed; else `close DIR` turns it into this tile
    bool hidden = false;  // drawn, looked at and remembered as looks_like until it fires
    DefId looks_like;     // hidden: the tile it passes for (required then)
    EffectList on_step;   // on whoever steps onto it (player or monster)
    DefId becomes;  // "": stays (a hidden one is revealed); else what it turns into once fired
    int move_cost = 100;  // energy of a step onto it, 100 = a normal move

    friend bool operator==(const TileDef&, const TileDef&) = default;
};

struct FighterDef {
    int hp = 1;        // max HP before level-up gains and equipment
    int power = 0;     // attack before gains and equipment
    int defense = 0;   // defense before gains and equipment
    int accuracy = 0;  // percentage points added to its chance to hit (settings' combat)
    int evasion = 0;   // percentage points taken off the chance to hit it

    friend bool operator==(const FighterDef&, const FighterDef&) = default;
};

// How the player's level thresholds grow: XP for next level = base + level * factor.
struct LevelCurve {
    int base = 200;
    int factor = 150;

    friend bool operator==(const LevelCurve&, const LevelCurve&) = default;
};

struct ActorDef {
    DefId id;
    std::string name;
    std::string description;  // one line that look mode and the wiki show
    int glyph = '?';
    Color color{255, 255, 255};
    bool blocks = true;  // other actors cannot walk through it
    FighterDef fighter;
    int xp = 0;  // given to whoever kills it
    AiDef ai;
    int vision = 8;           // acts only when the player is within this radius and in view
    int speed = 100;          // actions per 100 ticks: 200 acts twice a turn, 50 every other turn
    bool opens_doors = true;  // walking into a closed door opens it; false: a door stops it
    int regeneration = 0;     // regains 1 HP every this many turns (0: never)
    std::vector<AbilityDef> abilities;  // what its AI may use besides melee, first first
    EffectList on_hit;                  // on whoever its melee hits
    DefId attack_type;                  // its melee's damage type ("": settings.attack_type)
    Resists resist;        // percent of each damage type taken off (negative: a weakness)
    EffectList on_death;   // when it dies: it is the user, its killer the target
    EffectList on_struck;  // after a melee blow lands on it: it is the user, the striker the target
    EffectList on_kill;    // when it kills: it is the user, the one it killed the target
    int inventory = 0;     // capacity; 0 = cannot carry
    LevelCurve levels;     // used for actors that gain XP (the player)
    std::vector<DefId> starting_equipment;  // items created in the inventory and equipped
    DefId faction;        // factions.yaml id; "": "player" for the player, "monsters" for the rest
    int move_cost = 0;    // energy of a step (times the tile's move_cost / 100); 0: settings'
    int attack_cost = 0;  // energy of a melee blow; 0: settings' (200: a slow, heavy hitter)
    int use_cost = 0;     // energy of using an item or an ability; 0: settings'

    friend bool operator==(const ActorDef&, const ActorDef&) = default;
};

// A side creatures fight on (factions.yaml). What one faction says of another holds both
// ways (rules/factions.hpp): hostile if either calls the other hostile, else allied if
// either calls it allied, else neutral; a faction is allied to itself, and two factions
// neither names are hostile when one is the player's, neutral otherwise. So content without
// factions plays as before: every monster (faction "monsters") against the player
// (faction "player"), no monster against another.
struct FactionDef {
    DefId id;
    std::string name;            // "Goblins": explanations, the editor
    std::vector<DefId> hostile;  // factions it fights
    std::vector<DefId> allied;   // factions it fights beside
    std::vector<DefId> neutral;  // factions it leaves alone

    friend bool operator==(const FactionDef&, const FactionDef&) = default;
};

struct SlotDef {
    DefId id;
    std::string name;  // shown in the inventory: "(on weapon)"

    friend bool operator==(const SlotDef&, const SlotDef&) = default;
};

// The older form of a consumable, `consumable: {effect: heal, amount: 4}`: still read
// (as the `use:` it means, see legacy_use) and never written.
enum class LegacyEffect { heal, lightning, confusion, fireball };

struct ConsumableDef {
    LegacyEffect effect = LegacyEffect::heal;
    int amount = 0;  // heal: HP restored; lightning/fireball: damage
    int range = 0;   // lightning: max distance to the nearest enemy
    int radius = 0;  // fireball: blast radius around the chosen tile
    int turns = 0;   // confusion: how long the target stumbles

    friend bool operator==(const ConsumableDef&, const ConsumableDef&) = default;
};

struct EquippableDef {
    DefId slot;
    int power = 0;
    int defense = 0;
    int max_hp = 0;
    EffectList on_hit;          // on whoever the wearer's melee hits
    std::vector<DefId> grants;  // statuses held while it is worn
    EffectList on_equip;        // on the wearer when it is put on
    EffectList on_unequip;      // on the wearer when it is taken off

    friend bool operator==(const EquippableDef&, const EquippableDef&) = default;
};

// How many times a charged item (a wand) can be used: `charges: 3`, or `charges: [2, 5]`
// rolled when the item is made. A charged item is not used up: at 0 it is refused until
// a `recharge` effect fills it again (up to `most`).
struct ChargesDef {
    int least = 1;
    int most = 1;

    friend bool operator==(const ChargesDef&, const ChargesDef&) = default;
};

// Throwing an item at a cell: it flies along the line toward the cell and stops at the
// first creature (which its effects hit), wall or the end of its range; then it lies
// where it stopped, or is gone when it `breaks` (a potion).
struct ThrowDef {
    int range = 6;  // cells
    EffectList effects;
    bool breaks = false;

    friend bool operator==(const ThrowDef&, const ThrowDef&) = default;
};

struct ItemDef {
    DefId id;
    std::string name;
    int glyph = '?';
    Color color{255, 255, 255};
    std::string description;
    std::optional<UseDef> use;  // exactly one of these two is set
    std::optional<EquippableDef> equippable;
    EffectList on_pickup;               // on whoever picks it up
    std::optional<ChargesDef> charges;  // none: a use spends the item
    std::optional<ThrowDef> thrown;     // `throw:`; none: it cannot be thrown
    DefId unidentified;  // "": known by name; else an appearances.yaml pool it looks like

    friend bool operator==(const ItemDef&, const ItemDef&) = default;
};

// Weights keyed by the first depth they apply from; a later depth's entry overrides an
// earlier weight for the same id (weight 0 removes it).
struct SpawnTable {
    std::map<int, std::map<DefId, int>> by_depth;

    friend bool operator==(const SpawnTable&, const SpawnTable&) = default;
};

// A number that changes with depth: each entry holds from its depth on.
struct DepthValue {
    std::map<int, int> by_depth;

    friend bool operator==(const DepthValue&, const DepthValue&) = default;
};

struct SpawnTables {
    SpawnTable monsters;
    SpawnTable items;
    DepthValue max_monsters_per_room;
    DepthValue max_items_per_room;

    friend bool operator==(const SpawnTables&, const SpawnTables&) = default;
};

// One of a weighted choice (`entity: {sword: 1, chainmail: 2}`); `entity: orc` is one
// entry of weight 1.
struct WeightedId {
    static constexpr const char* kHelpOwner = "choice";  // its fields' help (schema.hpp)
    DefId id;
    int weight = 1;

    friend bool operator==(const WeightedId&, const WeightedId&) = default;
};

// What a glyph of a vault's (or a prefab's) map stands for: a tile, and on it at most one
// of an entity picked from `entity`, a monster or an item from the floor's spawn tables.
struct VaultGlyph {
    static constexpr const char* kHelpOwner = "legend";  // its fields' help (schema.hpp)
    int glyph = '.';                                     // the legend's key: the character in `map`
    DefId tile;                                          // "": the floor tile (settings.floor_tile)
    std::vector<WeightedId> entity;                      // actor or item ids, one picked by weight
    bool monster = false;  // `monster: depth`: one from the depth's monster table
    bool item = false;     // `item: depth`: one from the depth's item table

    friend bool operator==(const VaultGlyph&, const VaultGlyph&) = default;
};

enum class VaultOrient { any, none, mirror };

// A hand-made place the generator puts into floors of its depths (map/vault_placement.hpp).
struct VaultDef {
    DefId id;
    std::string name;         // shown in the editor's lists and mapstat (optional)
    std::string description;  // one line for designers and mapstat
    int first_depth = 1;      // `depths: [first, last]`
    int last_depth = 1000;
    int weight = 10;      // its share among the vaults a floor may take
    int chance = 100;     // percent of tries at a floor of its depths that consider it
    bool unique = false;  // at most once per game (World::vaults_placed)
    VaultOrient orient = VaultOrient::any;
    std::vector<VaultGlyph> legend;  // over the defaults '#', '.', '>'
    std::vector<std::string> map;    // rows, all of one width

    friend bool operator==(const VaultDef&, const VaultDef&) = default;
};

// One look an unidentified item may have ("murky potion"), drawn in its colour.
struct Look {
    std::string name;
    Color color{255, 255, 255};

    static constexpr const char* kHelpOwner = "look";  // its fields' help (schema.hpp)
    friend bool operator==(const Look&, const Look&) = default;
};

// A pool of looks (appearances.yaml): each game shuffles it by its seed and gives each
// item that is `unidentified` with this pool a look of its own, until the player learns
// what the item is.
struct AppearanceDef {
    DefId id;
    std::string name;  // shown in the editor's lists (optional)
    std::vector<Look> looks;

    friend bool operator==(const AppearanceDef&, const AppearanceDef&) = default;
};

enum class CorridorStyle { l_shaped, winding };

// The generator's parameters from depth `depth` on (until a later entry's depth); depths
// before the first entry, and content without `floors:`, use the settings' own
// max_rooms, room_min_size and room_max_size with L corridors and no vault tries.
struct FloorParams {
    static constexpr const char* kHelpOwner = "floors";  // its fields' help (schema.hpp)
    int depth = 1;
    int rooms = 30;  // room tries per 80x45 cells, as max_rooms
    int room_min_size = 6;
    int room_max_size = 10;
    CorridorStyle corridors = CorridorStyle::l_shaped;
    int vault_tries = 0;  // vaults a floor tries to place before its rooms

    friend bool operator==(const FloorParams&, const FloorParams&) = default;
};

// How a melee blow is resolved (settings' `combat:`, rules/combat.hpp). The defaults are
// the plain rule, every blow landing for exactly power - defense (0 at least), so content
// without the section plays as it always did and draws nothing from the RNG for it.
struct CombatDef {
    int to_hit = 100;       // percent chance to hit when accuracy equals evasion
    int min_to_hit = 0;     // the chance never falls below this
    int max_to_hit = 100;   // nor rises above this (below 100: no blow is certain)
    int damage_spread = 0;  // percent: power P deals P - spread% to P + spread%, evenly
    int crit_chance = 0;    // percent of the blows that land which are critical
    int crit_damage = 200;  // percent of the rolled blow a critical deals, before defense
    int defense_cap = 100;  // percent of a blow that defense can stop at most
    int min_damage = 0;     // a blow that lands deals at least this

    friend bool operator==(const CombatDef&, const CombatDef&) = default;
};

// What an action costs in energy (rules/turns.hpp): 100 is one action of speed 100; an
// action dearer than that takes the time of the actions it would have had next.
struct ActionCosts {
    int move = 100;    // a step (times the tile's move_cost / 100)
    int attack = 100;  // a melee blow
    int use = 100;     // using an item or an ability

    friend bool operator==(const ActionCosts&, const ActionCosts&) = default;
};

// How the game is won (settings' `victory`): the floor at `depth` has no stairs down and
// holds the `defeat` creature where they would be; the player wins when it dies. No
// `defeat`: the dungeon goes on for ever and no game is won.
struct VictoryDef {
    DefId defeat;
    int depth = 1;
    std::string message = "You have defeated {name}. You win!";

    friend bool operator==(const VictoryDef&, const VictoryDef&) = default;
};

struct Settings {
    int map_width = 80;
    int map_height = 45;
    int max_rooms = 30;
    int room_min_size = 6;
    int room_max_size = 10;
    int fov_radius = 8;
    int max_creatures = 4000;             // living creatures on a floor; summons stop there
    int max_summons_per_turn = 100;       // creatures all summons of one turn make together
    DefId attack_type;                    // melee's damage type unless an actor names its own
    std::string tileset = "tileset.png";  // CP437 16x16 atlas, relative to the content dir
    DefId player = "player";
    DefId wall_tile = "wall";
    DefId floor_tile = "floor";
    DefId stairs_tile = "down_stairs";
    DefId door_tile;                // "": no doors; else put in room entrances
    int door_chance = 0;            // percent of room entrances that get a door
    std::vector<DefId> trap_tiles;  // hidden traps scattered in rooms, one of these each
    int traps_per_floor = 0;
    DefId water_tile;                 // "": no water; else small pools in rooms
    int water_pools = 0;              // per floor
    std::vector<FloorParams> floors;  // the generator by depth, in increasing depth
    int corpse_glyph = '%';           // what a dead creature leaves on the map
    Color corpse_color{191, 40, 40};
    CombatDef combat;    // how melee blows land and what they deal
    ActionCosts costs;   // the energy of actions, unless a definition says
    VictoryDef victory;  // how the game is won; none while victory.defeat is empty

    friend bool operator==(const Settings&, const Settings&) = default;
};

}  // namespace cf
