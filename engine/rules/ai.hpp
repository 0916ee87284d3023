#pragma once
// Monster turns. After the player's turn every monster takes its own in entity order:
// the start of its turn (regeneration, its statuses' each_turn effects), as many actions
// as its speed gives it this turn (turns.hpp), then the end of its turn (statuses and
// cooldowns count down). Its statuses' behaviour (statuses.hpp behaviour_of) decides an
// action first: skip loses it, stumble steps in a random direction striking whatever it
// bumps into, flee runs from its foes. Otherwise a monster with a mind acts when the player
// can see it (FOV is symmetric, so it sees the player) within its vision radius. Its foes
// are the creatures in view of factions hostile to its own (factions.hpp): it runs when its
// HP is below its flee_below share, else uses the first ability it may (abilities.hpp),
// else acts by its AI kind (a guard holds its post, a wanderer roams and an ally follows
// the player while no foe is near, a coward keeps away): keeps its distance when it has
// one, else attacks a foe when adjacent and otherwise takes the next step of a cheapest way
// to the nearest, treating other monsters as costly but passable so it goes around them
// (and waits when the cheapest way is through one). Every hunter of a faction reads one
// distance field toward that faction's foes (factions with the same foes share it),
// computed once a turn only as far as the farthest hunter, so a turn costs about the same
// with one hunter or thousands; without factions.yaml that is one field toward the player.
// Blows and steps cost energy (energy.hpp).
//
// Monsters out of view do nothing but what their statuses do: a stumbling one stumbles,
// a poisoned one takes its poison and every status runs out; a monster with no status
// out of view costs one check.
// `paths` holds the buffers reused turn after turn (see pathfinding.hpp).

#include <vector>

#include "engine/content/content.hpp"
#include "engine/map/pathfinding.hpp"
#include "engine/world/world.hpp"

namespace cf {

// The monsters' turns of the turn before World::turn (the player's turn just ended).
void run_monster_turns(World& world, const Content& content, Pathfinder& paths);
// The way `monster` (an element of world.entities) would walk to the player as the
// floor stands now, ending on the player (empty when it would not move): for the
// editor's path overlay.
std::vector<Point> intended_path(const World& world, const Content& content, const Entity& monster,
                                 Pathfinder& paths);

}  // namespace cf
