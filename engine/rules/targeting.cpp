#include "engine/rules/targeting.hpp"

#include <algorithm>

#include "engine/rules/combat.hpp"
#include "engine/rules/factions.hpp"

namespace cf {

Point default_target(const World& world, const Content& content, int radius) {
    const Entity& player = world.player();
    Point best_pos = player.pos;
    int best = -1;
    bool best_safe = false;
    for (const Entity& e : world.entities) {
        if (e.id == world.player_id || !e.alive() || !world.map.visible(e.pos)) continue;
        if (relation_between(world, content, player, e) != Relation::hostile) continue;
        const int d = distance_squared(e.pos, player.pos);
        const bool safe = radius <= 0 || d > radius * radius;
        if (best < 0 || (safe && !best_safe) || (safe == best_safe && d < best)) {
            best = d;
            best_pos = e.pos;
            best_safe = safe;
        }
    }
    return best_pos;
}

std::vector<EntityId> area_hits(const World& world, Point target, int radius) {
    std::vector<EntityId> hit;
    const int r2 = radius * radius;
    for (const Entity& e : world.entities) {
        if (e.alive() && distance_squared(e.pos, target) <= r2) hit.push_back(e.id);
    }
    return hit;
}

bool hits_player(const World& world, const std::vector<EntityId>& hits) {
    return std::find(hits.begin(), hits.end(), world.player_id) != hits.end();
}

std::string hit_list(const World& world, const Content& content,
                     const std::vector<EntityId>& hits) {
    std::vector<std::string> names;
    bool you = false;
    for (EntityId id : hits) {
        const Entity* e = world.find(id);
        if (!e) continue;
        if (id == world.player_id) {
            you = true;
        } else {
            names.push_back(subject_name(world, content, *e));
        }
    }
    if (you) names.emplace_back("you");  // last, so the warning reads "... and you"
    if (names.empty()) return "nobody";
    std::string out = names.front();
    for (std::size_t i = 1; i < names.size(); ++i)
        out += (i + 1 == names.size() ? " and " : ", ") + names[i];
    return out;
}

}  // namespace cf
