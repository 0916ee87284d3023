#pragma once
// Choosing where a scroll lands, prepared as plain data: the hint's title and what the
// cursor's choice hits ("Hits: the Orc and you" for an area, "Target: Orc (4/10 HP);
// Floor." for a creature), whether the player is in the blast, and the map's tints (the
// area and the cursor).

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/rules/items.hpp"
#include "engine/view/map_picture.hpp"
#include "engine/world/world.hpp"

namespace cf {

struct TargetingPicture {
    std::string title;         // "Choose where the blast lands" / "Choose a creature"
    std::string hits;          // "Hits: the Orc and you" / "Target: Orc (10/10 HP); Floor."
    bool hits_player = false;  // confirming asks first
    std::vector<MapTint> tints;
};

// `thrown`: the item is thrown at the cell, not used on it.
TargetingPicture build_targeting_picture(const World& world, const Content& content, Point cursor,
                                         const TargetingInfo& info, bool thrown = false);

}  // namespace cf
