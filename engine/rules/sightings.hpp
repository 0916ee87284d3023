#pragma once
// Messages about what the player notices, said into the log like any other so replays
// carry them: "You see an Orc." when a creature comes into view, "You see here a Sword."
// on stepping onto items or stairs. Which creatures are in view is read from the map's
// field of view, itself a function of the state, so the messages are deterministic.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// The living creatures other than the player that the player sees now, in entity order.
std::vector<EntityId> creatures_in_view(const World& world);

// Says "You see an Orc." for each creature in view that is not in `seen`, and adds it there.
void announce_sightings(World& world, const Content& content, std::vector<EntityId>& seen);

// Says what lies on the player's cell: "You see here a Sword and 2 Fireball scrolls." and
// "There are down stairs here." Nothing for an empty floor.
void say_what_is_here(World& world, const Content& content);

// The items lying at `p`, last dropped first, identical ones counted: "Sword",
// "2 Fireball scrolls".
std::vector<std::string> counted_items_at(const World& world, const Content& content, Point p);

// "an Orc", "a Sword", "2 Fireball scrolls" (counts keep no article).
std::string with_article(const std::string& name);

}  // namespace cf
