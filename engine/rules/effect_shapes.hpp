#pragma once
// Whom an effect touches (content/effect_definitions.hpp Shape and Who): the cells of a
// bolt, a beam, a burst or a cone from the user toward the aimed cell, and the creatures
// on them. Pure geometry over the map and the entities: no dice, so a shape adds nothing
// to the RNG's draws.

#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// The cells `shape` covers from `user` toward `aim` (target and self: none; bolt and beam:
// the line up to the first cell sight cannot pass, that cell included; burst: the cells
// within `radius` of `aim` it can see; cone: the cells within `radius` of `user` it can
// see, no more than 45 degrees off the line to `aim`).
std::vector<Point> shape_cells(const Map& map, Shape shape, Point user, Point aim, int radius);

// The living creatures standing on a line's `cells`, nearest first; a bolt's is the first.
std::vector<EntityId> creatures_on_line(const World& world, const std::vector<Point>& cells,
                                        bool first_only);
// The living creatures standing on an area's `cells`, in entity order (one pass over the
// entities, however wide the area).
std::vector<EntityId> creatures_in_area(const World& world, const std::vector<Point>& cells);

// The living creatures in the player's view hostile to `user` (`enemies`) or, but for the
// user itself, allied to it, in entity order.
std::vector<EntityId> side_in_view(const World& world, const Content& content, const Entity& user,
                                   bool enemies);

}  // namespace cf
