#pragma once
// Using items: an item's `use` picks its targets (targets.hpp) and applies its effects
// (effects.hpp), every number and word from the item's definition. A use that cannot
// apply says why and spends neither the turn nor the item.

#include <optional>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// What the UI must ask for before a use command can be sent.
enum class Targeting { none, actor, area };

struct TargetingInfo {
    Targeting kind = Targeting::none;
    int radius = 0;      // area: tiles around the chosen one that are hit
    int range = 0;       // the farthest the chosen cell may be (0: anywhere in view)
    bool harms = false;  // its effects deal damage (a blast), not only sleep, slow or heal
};

TargetingInfo targeting_of(const ItemDef& item);

// Uses the carried item at `index` (equippables are equipped/removed). `target` is
// needed for items whose targeting is not none. Returns whether the turn was spent.
bool use_item(World& world, const Content& content, Entity& user, int index,
              std::optional<Point> target);

}  // namespace cf
