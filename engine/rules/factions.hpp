#pragma once
// Factions: who fights whom. Each creature fights for one faction (factions.yaml, see
// content/definitions.hpp FactionDef): its definition's, or the one it was given (a
// summon takes its summoner's), or while a status whose behaviour is `charm` holds it,
// its charmer's. Two factions' relation holds both ways. Content without factions.yaml
// plays as it always did: the player ("player") and every monster ("monsters") are
// hostile, monsters are allied to one another.

#include <array>
#include <string>
#include <string_view>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

enum class Relation { hostile, neutral, allied };
inline constexpr std::array<std::string_view, 3> kRelationNames = {"hostile", "neutral", "allied"};

// The factions of definitions that name none.
inline constexpr std::string_view kPlayerFaction = "player";
inline constexpr std::string_view kMonsterFaction = "monsters";

// The faction the definition `id` puts its creatures in.
DefId def_faction(const Content& content, const DefId& id);
// The player's faction (its actor's).
DefId player_faction(const Content& content);
// The faction `e` fights for now: its charmer's while charmed, else the one it was given,
// else its definition's.
DefId faction_of(const World& world, const Content& content, const Entity& e);
// Puts `e` on `faction`'s side for good (a summon on its summoner's); "" or its
// definition's own gives it back to its definition's (the entity then stores nothing).
void set_faction(Entity& e, const Content& content, const DefId& faction);

// How faction `a` stands to faction `b` (see FactionDef).
Relation relation(const Content& content, const DefId& a, const DefId& b);
// How `a` stands to `b` now; a creature is allied to itself.
Relation relation_between(const World& world, const Content& content, const Entity& a,
                          const Entity& b);
// Why: "the Goblin is allied to you (Goblins: allied to player)", "the Orc is hostile to
// the Goblin", "the Orc is charmed by you".
std::string explain_relation(const World& world, const Content& content, const Entity& a,
                             const Entity& b);

}  // namespace cf
