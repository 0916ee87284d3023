#pragma once
// The effect language as data: what items, equipment, monster abilities and statuses do.
// One small tree of plain structs, described field by field in schema.hpp like every
// other definition, and interpreted in one place (rules/effects.hpp). Nothing here knows
// an item, a monster or a status by id: a new poison, potion or spell is a new value.

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/color.hpp"

namespace cf {

using DefId = std::string;

// One change an effect makes to each of its targets. The kind is the first key of its
// YAML mapping and that key carries the kind's own value (`damage: 3`, `status: asleep`).
// recharge: each charged item the target carries gains `amount` charges (to its most);
// identify: the target learns the first `amount` unknown kinds it carries, in letter order.
enum class EffectKind {
    damage,
    heal,
    status,
    remove_status,
    teleport,
    summon,
    reveal_floor,
    push,
    set_tile,
    cleanse,
    drain,
    spawn_item,
    recharge,
    identify
};
inline constexpr std::array<std::string_view, 14> kEffectKindNames = {
    "damage", "heal",     "status",  "remove_status", "teleport",   "summon",   "reveal_floor",
    "push",   "set_tile", "cleanse", "drain",         "spawn_item", "recharge", "identify"};

// teleport: random moves each target to a random free floor cell in sight of nothing in
// particular; target moves the user to the chosen cell; blink moves the user up to
// `distance` cells along the line toward the aimed cell (or its first target), stopping
// before the first wall or creature; swap trades the places of the user and each target.
enum class TeleportKind { random, target, swap, blink };
inline constexpr std::array<std::string_view, 4> kTeleportNames = {"random", "target", "swap",
                                                                   "blink"};
// A blink's reach when its `distance` is not given.
inline constexpr int kDefaultBlinkDistance = 5;

// Which cells an effect touches, from the user toward the cell its container aimed at:
// target: the container's own targets (the default); self: the user; bolt: the first
// creature on the line (a wall stops it); beam: every creature on the line up to a wall;
// burst: every creature within `radius` of the aimed cell that the cell can see (walls
// block); cone: every creature within `radius` of the user, no more than 45 degrees off
// the line to the aimed cell, that the user can see.
enum class Shape { target, self, bolt, beam, burst, cone };
inline constexpr std::array<std::string_view, 6> kShapeNames = {"target", "self",  "bolt",
                                                                "beam",   "burst", "cone"};

// Whom an effect touches instead of its shape's creatures: target (the shape's, the
// default), user, every ally or every enemy of the user in the player's view.
enum class Who { target, user, allies_in_view, enemies_in_view };
inline constexpr std::array<std::string_view, 4> kWhoNames = {"target", "user", "allies_in_view",
                                                              "enemies_in_view"};

// `if: {target_is: enemy}`: what the target must be to the user.
enum class TargetIs { any, enemy, ally, self, other };
inline constexpr std::array<std::string_view, 5> kTargetIsNames = {"any", "enemy", "ally", "self",
                                                                   "other"};

// Conditions an effect's target must meet (`if:`); every one given must hold, else the
// effect does not happen to that target and the explanation says which failed.
struct EffectIf {
    int chance = 100;    // percent; 100 never draws from the RNG
    int hp_below = 101;  // the target's HP is below this percent of its max (101: always)
    int hp_above = 0;    // ... and above this percent (0: always, for the living)
    DefId has_status;    // it holds this status ("" : no condition)
    DefId lacks_status;  // it does not hold this status
    TargetIs target_is = TargetIs::any;

    friend bool operator==(const EffectIf&, const EffectIf&) = default;
};

struct EffectDef {
    EffectKind kind = EffectKind::damage;
    int amount = 0;  // damage, drain: HP lost (defense ignored); heal: HP; push: cells;
                     // recharge: charges; identify: kinds learned; teleport blink: its
                     // distance (0: kDefaultBlinkDistance)
    DefId status;    // status, remove_status: a statuses.yaml id; cleanse: an id or a tag
    int turns = 0;   // status: how long it lasts (required); set_tile: turns until the
                     // cells turn back (0: for good)
    TeleportKind teleport = TeleportKind::random;
    DefId actor;               // summon: an actors.yaml id
    int count = 1;             // summon, spawn_item: how many
    bool reveal_floor = true;  // reveal_floor: must be true
    DefId type;                // damage, drain, push's impact: a damage_types.yaml id ("": none)
    int impact = 0;            // push: damage when the target is stopped by a wall or a creature
    DefId tile;                // set_tile: a tiles.yaml id
    DefId item;                // spawn_item: an items.yaml id
    Shape shape = Shape::target;
    int radius = 0;  // burst, cone: cells
    Who who = Who::target;
    EffectIf when;        // `if:`
    int chance = 100;     // percent; 100 never draws from the RNG
    std::string message;  // template ("" = the kind's default)

    static constexpr const auto& kKindNames = kEffectKindNames;
    static constexpr const char* kHelpOwner = "effect";  // its fields' help (schema.hpp)
    friend bool operator==(const EffectDef&, const EffectDef&) = default;
};

using EffectList = std::vector<EffectDef>;

// Whom a use or an ability picks. self: the user; nearest_enemy: the nearest foe in view
// within range; creature: a creature the user chooses in view within range (not itself);
// cell: a cell the user chooses in view within range (0 = anywhere in view);
// in_view: every foe in view within range; wounded_ally: the most hurt creature of the
// user's side in view within range (not itself).
enum class TargetKind { self, nearest_enemy, creature, cell, in_view, wounded_ally };
inline constexpr std::array<std::string_view, 6> kTargetNames = {
    "self", "nearest_enemy", "creature", "cell", "in_view", "wounded_ally"};

// An item's use: once, then the item is gone.
struct UseDef {
    TargetKind target = TargetKind::self;
    int range = 0;   // cells (as distance squared against range squared); 0: anywhere in view
    int radius = 0;  // > 0: everyone within this many cells of the target is hit
    EffectList effects;
    // creature: what refusing the user itself as the target says.
    std::string self_message = "You cannot target yourself with the {item}.";

    friend bool operator==(const UseDef&, const UseDef&) = default;
};

// How a status makes its bearer behave; when several apply, the first in this order wins:
// skip (loses its actions), stumble (steps at random, striking what it bumps), flee
// (moves away from its foe), none (acts as it would). charm acts as none, but the bearer
// fights for the faction of whoever gave it the status while it lasts (rules/factions.hpp).
enum class Behaviour { none, skip, stumble, flee, charm };
inline constexpr std::array<std::string_view, 5> kBehaviourNames = {"none", "skip", "stumble",
                                                                    "flee", "charm"};

// What applying a status its bearer already has does to its turns left.
enum class Stacking { extend, refresh, strongest };
inline constexpr std::array<std::string_view, 3> kStackingNames = {"extend", "refresh",
                                                                   "strongest"};

// A number for each of some ids (`resist: {fire: 50, cold: -50}`).
struct IdAmount {
    DefId id;
    int amount = 0;

    static constexpr const char* kHelpOwner = "resist";  // its fields' help (schema.hpp)
    friend bool operator==(const IdAmount&, const IdAmount&) = default;
};
// Percent of each damage type's damage taken off (negative: taken on, a weakness).
using Resists = std::vector<IdAmount>;

// Added to the bearer's derived stats while the status lasts.
struct Modifiers {
    int speed = 0;
    int power = 0;
    int defense = 0;
    int max_hp = 0;
    Resists resist;
    friend bool operator==(const Modifiers&, const Modifiers&) = default;
};

struct StatusDef {
    DefId id;
    std::string name;            // "Poisoned": in look text, the inspector and messages
    std::string description;     // one line that the inspector and the wiki show
    Color color{200, 200, 200};  // its mark on the map
    Stacking stacking = Stacking::extend;
    std::string tag;       // what `cleanse:` may name besides its id ("poison", "magic")
    EffectList each_turn;  // on the bearer at the start of each of its turns
    EffectList on_start;   // on the bearer when it begins (not when it is extended)
    EffectList on_end;     // on the bearer when it runs out or is removed
    Behaviour behaviour = Behaviour::none;
    bool ends_on_damage = false;  // any damage taken ends it (sleep)
    Modifiers modifiers;
    std::string start_message = "{Target} {is} {status}.";
    std::string end_message = "{Target} {is} no longer {status}.";

    friend bool operator==(const StatusDef&, const StatusDef&) = default;
};

// A kind of damage (damage_types.yaml): what resistances name and messages show.
struct DamageTypeDef {
    DefId id;
    std::string name;            // "fire": "... 6 fire damage"
    Color color{255, 255, 255};  // how the editor and the wiki show it

    friend bool operator==(const DamageTypeDef&, const DamageTypeDef&) = default;
};

// When a monster may use an ability; every condition given must hold.
struct AbilityWhen {
    int hp_below = 101;    // its HP is below this percent of its max (101: always)
    int foes_in_view = 0;  // at least this many foes in view
    friend bool operator==(const AbilityWhen&, const AbilityWhen&) = default;
};

struct AbilityDef {
    std::string name;  // "Shoot": messages, explanations; its cooldown is kept by this name
    TargetKind target = TargetKind::nearest_enemy;
    int range = 1;
    int radius = 0;
    int cooldown = 0;  // turns before it can be used again
    int chance = 100;  // percent of the turns it could be used that it is
    AbilityWhen when;
    EffectList effects;
    std::string message;  // said when used ("" = nothing beyond the effects' own messages)

    static constexpr const char* kHelpOwner = "ability";  // its fields' help (schema.hpp)
    friend bool operator==(const AbilityDef&, const AbilityDef&) = default;
};

// How a monster decides. `ai: hostile` is the shorthand for {kind: hostile}. Every kind
// but none fights the foes of its faction (rules/factions.hpp) and reads keep_distance and
// flee_below: hostile hunts the nearest foe; ally does so too and otherwise follows the
// player; guard stands where it is until a foe comes within guard_radius; wander steps at
// random while no foe is in its sight; coward keeps out of its foes' reach and flees them,
// fighting only when cornered.
enum class AiKind { none, hostile, ally, guard, wander, coward };
inline constexpr std::array<std::string_view, 6> kAiKindNames = {"none",  "hostile", "ally",
                                                                 "guard", "wander",  "coward"};

struct AiDef {
    AiKind kind = AiKind::none;
    int keep_distance = 0;  // > 0: stays this many cells from its foe (archers)
    int flee_below = 0;     // percent of max HP under which it runs away (0: never)
    int guard_radius = 3;   // guard: a foe this close (cells) makes it leave its post

    static constexpr const char* kShorthandKey = "kind";
    friend bool operator==(const AiDef&, const AiDef&) = default;
};

}  // namespace cf
