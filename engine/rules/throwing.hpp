#pragma once
// Throwing a carried item (content's `throw:`) at a cell: it flies along the line from the
// thrower toward the cell, at most its range, and stops at the first creature (its
// effects hit that creature), before a cell it cannot pass (a wall, a closed door) or at
// the cell. Then it lies where it stopped, or is gone when it `breaks`. The thrower
// learns what an unknown item was when its effects hit something.

#include <vector>

#include "engine/content/content.hpp"
#include "engine/rules/items.hpp"
#include "engine/world/world.hpp"

namespace cf {

// What the UI must ask for before a throw command can be sent (none: it cannot be thrown).
TargetingInfo throw_targeting(const ItemDef& item);

// The cells a throw from `from` toward `to` passes, the first step first and `from` left
// out, at most `range` of them, cut after the first creature and before the first cell it
// cannot pass. The last is where it stops (none: it could not leave the thrower's cell).
std::vector<Point> flight_path(const World& world, Point from, Point to, int range);

// Throws the carried item at `index` toward `target`. Returns whether the turn was spent;
// a throw that cannot happen (the item cannot be thrown, the cell is out of range or
// unseen) says why and spends nothing.
bool throw_item(World& world, const Content& content, Entity& thrower, int index, Point target);

}  // namespace cf
