#include "engine/rules/throwing.hpp"

#include <cstdlib>

#include "engine/rules/charges.hpp"
#include "engine/rules/combat.hpp"
#include "engine/rules/effects.hpp"
#include "engine/rules/identification.hpp"
#include "engine/rules/inventory.hpp"

namespace cf {

namespace {

// Where a thrown item comes to rest: the cell it stopped in (a creature's, whose corpse
// it then lies beside) or the thrower's own when it never left.
Point resting_cell(const std::vector<Point>& path, Point from) {
    return path.empty() ? from : path.back();
}

}  // namespace

TargetingInfo throw_targeting(const ItemDef& item) {
    if (!item.thrown) return {};
    return {Targeting::area, 0, item.thrown->range};
}

std::vector<Point> flight_path(const World& world, Point from, Point to, int range) {
    std::vector<Point> path;
    for (Point p : line_cells(from, to)) {
        if (p == from) continue;
        if (static_cast<int>(path.size()) >= range) break;
        if (!world.map.in_bounds(p) || !world.map.walkable(p)) break;
        path.push_back(p);
        if (world.actor_at(p)) break;
    }
    return path;
}

bool throw_item(World& world, const Content& content, Entity& thrower, int index, Point target) {
    if (!thrower.inventory || index < 0 ||
        index >= static_cast<int>(thrower.inventory->items.size()))
        return false;
    const ItemInstance carried = thrower.inventory->items[static_cast<std::size_t>(index)];
    const ItemDef* item = content.item(carried.def);
    if (!item) return false;
    const std::string name = shown_name(world, content, *item);
    if (!item->thrown) {
        world.say("The " + name + " is not made for throwing.", Tone::warning);
        return false;
    }
    const int range = item->thrown->range;
    if (target == thrower.pos) {
        world.say("You cannot throw the " + name + " at yourself.", Tone::warning);
        return false;
    }
    if (!world.map.in_bounds(target) || !world.map.visible(target) ||
        distance_squared(target, thrower.pos) > range * range) {
        world.say("The " + name + " cannot reach there (range " + std::to_string(range) + ").",
                  Tone::warning);
        return false;
    }
    const EntityId thrower_id = thrower.id;
    const Point from = thrower.pos;
    const std::vector<Point> path = flight_path(world, from, target, range);
    const Entity* hit = path.empty() ? nullptr : world.actor_at(path.back());
    remove_carried(thrower, index);
    if (hit) {
        world.say("You throw the " + name + " at " + subject_name(world, content, *hit) + ".",
                  Tone::normal);
    } else {
        world.say("You throw the " + name + ".", Tone::normal);
    }
    if (hit && !item->thrown->effects.empty()) {
        if (thrower_id == world.player_id) learn_item(world, content, *item);
        EffectUse how;
        how.user = thrower_id;
        how.name = name;
        how.cause = name;
        how.cell = path.back();
        apply_effects(world, content, item->thrown->effects, {hit->id}, how);
    }
    if (item->thrown->breaks) {
        world.say("The " + name + " shatters.", Tone::normal);
        return true;
    }
    Entity lying;
    lying.id = carried.id;
    lying.kind = EntityKind::item;
    lying.def = carried.def;
    lying.pos = resting_cell(path, from);
    if (const int left = charges_left(carried, *item); left != kNoCharges)
        lying.charges = Charges{left};
    world.entities.push_back(std::move(lying));
    return true;
}

}  // namespace cf
