#pragma once
// Unknown items: a kind with `unidentified: POOL` is shown as one of the pool's looks
// ("murky potion") until the player learns it, for the whole game (World::identified).
// Which look each kind has is not state: the pool's looks are shuffled by a derivation of
// the game's seed of their own, so no other random draw changes and a replay, a save and
// a rewind all show the same looks.

#include <string>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// The look `item` has in a game of `seed`; nullptr when it is known by name in every game
// (no pool, or a pool too small to give it one, which validation reports).
const Look* look_of(std::uint64_t seed, const Content& content, const ItemDef& item);
// Whether the player knows what `item` is.
bool is_known(const World& world, const ItemDef& item);
// Its name as the player knows it: the look's while unknown, else its own.
std::string shown_name(const World& world, const Content& content, const ItemDef& item);
// The same for a definition id; the id itself when the content has no such item.
std::string shown_name(const World& world, const Content& content, const DefId& item);
// Its colour on the map: the look's while unknown.
Color shown_color(const World& world, const Content& content, const ItemDef& item);
// The player learns what `item` is ("The murky potion was a Potion of healing."); false
// when it was known already.
bool learn_item(World& world, const Content& content, const ItemDef& item);

}  // namespace cf
