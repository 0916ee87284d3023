#include "engine/view/targeting_picture.hpp"

#include "engine/rules/targeting.hpp"
#include "engine/view/cell_description.hpp"

namespace cf {

namespace {

// An area use that only harms says where its blast lands; one that puts to sleep, slows or
// heals says where it takes hold ("Choose where the sleep takes hold" read oddly as a blast).
std::string area_title(const TargetingInfo& info) {
    return info.harms ? "Choose where the blast lands" : "Choose where it takes effect";
}

}  // namespace

TargetingPicture build_targeting_picture(const World& world, const Content& content, Point cursor,
                                         const TargetingInfo& info, bool thrown) {
    TargetingPicture out;
    if (thrown) {
        out.title = "Choose where to throw it (range " + std::to_string(info.range) + ")";
        out.hits = "At: " + look_text(describe_cell(world, content, cursor));
        out.tints = target_tints(world, cursor, 0);
    } else if (info.kind == Targeting::area) {
        const std::vector<EntityId> hits = area_hits(world, cursor, info.radius);
        out.title = area_title(info);
        out.hits = "Hits: " + hit_list(world, content, hits);
        out.hits_player = hits_player(world, hits);
        out.tints = target_tints(world, cursor, info.radius);
    } else {
        out.title = "Choose a creature";
        out.hits = "Target: " + look_text(describe_cell(world, content, cursor));
        out.tints = target_tints(world, cursor, 0);
    }
    return out;
}

}  // namespace cf
