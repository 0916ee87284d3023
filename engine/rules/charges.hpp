#pragma once
// Charged items (content's `charges`, a wand): each item keeps its own charges left,
// rolled when it is made, in ItemInstance::charges while carried and in the Charges
// component on the floor. A use spends one instead of the item; at 0 the use is refused.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// The charges a new item of `item` is made with: kNoCharges for a kind without any; a
// draw from the world's RNG only when its least and most differ.
int new_charges(World& world, const ItemDef& item);
// The charges a carried item has left; kNoCharges when its kind has none. One carried
// from before its kind had charges holds the least.
int charges_left(const ItemInstance& carried, const ItemDef& item);
// The same for an item lying on the floor.
int charges_left(const Entity& floor_item, const ItemDef& item);
// " (3 charges)", " (1 charge)", "" for a kind without charges: after an item's name.
std::string charges_text(int charges);
// Every charged item `bearer` carries gains `amount` charges, up to its kind's most;
// returns the names (as the player knows them) of those that gained any.
std::vector<std::string> recharge_carried(World& world, const Content& content, Entity& bearer,
                                          int amount);

}  // namespace cf
