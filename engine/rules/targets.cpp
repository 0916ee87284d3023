#include "engine/rules/targets.hpp"

#include <algorithm>
#include <optional>

#include "engine/rules/factions.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/targeting.hpp"

namespace cf {

namespace {

bool within(Point a, Point b, int range) {
    return range <= 0 || distance_squared(a, b) <= range * range;
}

// The picked ones, or with a radius everyone living near `centre`.
std::vector<EntityId> around(const World& world, Point centre, int radius,
                             std::vector<EntityId> picked) {
    return radius > 0 ? area_hits(world, centre, radius) : std::move(picked);
}

TargetChoice nearest_foe(const World& world, const Content& content, const Entity& user,
                         const TargetRequest& r) {
    TargetChoice out;
    const auto near = foes_in_view(world, content, user, r.range);
    if (near.empty()) {
        out.refusal = "No enemy is close enough to strike.";
        return out;
    }
    out.targets = around(world, near.front()->pos, r.radius, {near.front()->id});
    return out;
}

TargetChoice all_foes(const World& world, const Content& content, const Entity& user,
                      const TargetRequest& r) {
    TargetChoice out;
    for (const Entity* e : foes_in_view(world, content, user, r.range))
        out.targets.push_back(e->id);
    std::sort(out.targets.begin(), out.targets.end(), [&](EntityId a, EntityId b) {
        return world.find(a) < world.find(b);  // entity order: the list's own order
    });
    if (out.targets.empty()) out.refusal = "No enemy is close enough to strike.";
    return out;
}

// The cell the player chose, or nothing with the refusal in `out` when it is out of sight.
std::optional<Point> seen_choice(const World& world, const TargetRequest& r, TargetChoice& out) {
    if (world.map.visible(*r.chosen)) return *r.chosen;
    out.refusal = "You cannot target an area that you cannot see.";
    return std::nullopt;
}

TargetChoice creature(const World& world, const Entity& user, const TargetRequest& r) {
    TargetChoice out;
    const std::optional<Point> seen = seen_choice(world, r, out);
    if (!seen) return out;
    const Point at = *seen;
    const Entity* victim = world.actor_at(at);
    if (!victim) {
        out.refusal = "You must select an enemy to target.";
    } else if (victim->id == user.id) {
        out.refusal = r.self_message;
    } else if (!within(user.pos, at, r.range)) {
        out.refusal = "That target is out of range.";
    } else {
        out.targets = around(world, at, r.radius, {victim->id});
    }
    return out;
}

TargetChoice cell(const World& world, const Entity& user, const TargetRequest& r) {
    TargetChoice out;
    const std::optional<Point> at = seen_choice(world, r, out);
    if (!at) return out;
    if (!within(user.pos, *at, r.range)) {
        out.refusal = "That target is out of range.";
    } else {
        out.cell = *at;
        out.targets = area_hits(world, *at, r.radius);
    }
    return out;
}

TargetChoice wounded_ally(const World& world, const Content& content, const Entity& user,
                          const TargetRequest& r) {
    TargetChoice out;
    const Entity* best = nullptr;
    long best_share = 0;  // hp * 1000 / max: the most hurt first
    for (const Entity& e : world.entities) {
        if (e.id == user.id || !e.alive() || (!e.ai && e.id != world.player_id)) continue;
        if (relation_between(world, content, user, e) != Relation::allied) continue;
        if (!world.map.visible(e.pos) || !within(user.pos, e.pos, r.range)) continue;
        const int top = max_hp(e, content);
        if (e.fighter->hp >= top || e.fighter->hp * 100 >= top * r.ally_hp_below) continue;
        const long share = 1000L * e.fighter->hp / top;
        if (!best || share < best_share) {
            best = &e;
            best_share = share;
        }
    }
    if (!best) {
        out.refusal = "There is no one to help.";
        return out;
    }
    out.targets = around(world, best->pos, r.radius, {best->id});
    return out;
}

}  // namespace

bool foes(const World& world, const Content& content, const Entity& e, const Entity& other) {
    return e.id != other.id && relation_between(world, content, e, other) == Relation::hostile;
}

std::vector<const Entity*> foes_in_view(const World& world, const Content& content, const Entity& e,
                                        int range) {
    std::vector<const Entity*> out;
    // The cheap tests first: most of a big floor is out of view.
    for (const Entity& other : world.entities) {
        if (other.alive() && world.map.visible(other.pos) && within(e.pos, other.pos, range) &&
            foes(world, content, e, other))
            out.push_back(&other);
    }
    std::stable_sort(out.begin(), out.end(), [&](const Entity* a, const Entity* b) {
        return distance_squared(e.pos, a->pos) < distance_squared(e.pos, b->pos);
    });
    return out;
}

TargetChoice choose_targets(const World& world, const Content& content, const Entity& user,
                            const TargetRequest& request) {
    switch (request.kind) {
        case TargetKind::self: {
            TargetChoice out;
            out.targets = around(world, user.pos, request.radius, {user.id});
            return out;
        }
        case TargetKind::nearest_enemy:
            return nearest_foe(world, content, user, request);
        case TargetKind::in_view:
            return all_foes(world, content, user, request);
        case TargetKind::creature:
        case TargetKind::cell:
            if (!request.chosen) return {{}, {}, "a target is needed"};
            return request.kind == TargetKind::cell ? cell(world, user, request)
                                                    : creature(world, user, request);
        case TargetKind::wounded_ally:
            return wounded_ally(world, content, user, request);
    }
    return {};
}

}  // namespace cf
