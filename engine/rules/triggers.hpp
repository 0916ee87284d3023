#pragma once
// Triggers: effect lists content attaches to moments (content/effect_definitions.hpp):
// an actor's on_death, on_struck and on_kill, a status's on_start and on_end, an item's
// on_pickup, on_equip and on_unequip (a tile's on_step is the terrain's, rules/terrain).
// Each fires through the one interpreter (rules/effects.hpp) with the owner as the user.
//
// A trigger's effects may set off others (a jelly's on_death burst kills a second jelly);
// they nest at most kMaxTriggerDepth deep, and past that the rest do not happen, said
// once in the log as a bound (World::hit_bound), so no content makes an endless chain.
//
// Callers fire triggers where no reference to an entity is held across the call: the
// effects may summon, and a summon may move the entity list.

#include <optional>
#include <string>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

inline constexpr int kMaxTriggerDepth = 8;

// Applies `effects` with `user` as their user to `target` (kNoEntity: none, the effects
// that act once still act). `name` is {item} in messages, `cause` what explanations say
// ("Jelly: on_struck").
// `cell` is the aimed cell of shaped effects (none: the target's).
void fire_trigger(World& world, const Content& content, const EffectList& effects, EntityId user,
                  EntityId target, const std::string& name, const std::string& cause,
                  std::optional<Point> cell = std::nullopt);

// The dead creature's on_death (its killer the target), then the killer's on_kill.
void fire_death_triggers(World& world, const Content& content, EntityId dead, EntityId killer);

// `struck`'s on_struck after a melee blow from `striker` landed and left it standing.
void fire_struck_trigger(World& world, const Content& content, EntityId struck, EntityId striker);

enum class ItemMoment { pickup, equip, unequip };

// An item's on_pickup, on_equip or on_unequip on whoever holds it (the holder is the user
// and the target).
void fire_item_trigger(World& world, const Content& content, EntityId holder, const ItemDef& item,
                       ItemMoment moment);

// A status's on_start (`started`) or on_end on its bearer.
void fire_status_trigger(World& world, const Content& content, EntityId bearer, const DefId& status,
                         bool started);

}  // namespace cf
