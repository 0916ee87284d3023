#include "engine/rules/energy.hpp"

#include <algorithm>

#include "engine/world/state_bounds.hpp"

namespace cf {

namespace {

// The definition's own cost when it sets one (above 0), else the settings'.
int own_or(const Entity& e, const Content& content, int ActorDef::*own, int setting) {
    const ActorDef* def = content.actor(e.def);
    return def && def->*own > 0 ? def->*own : setting;
}

}  // namespace

int move_cost(const Entity& e, const Content& content) {
    return own_or(e, content, &ActorDef::move_cost, content.settings.costs.move);
}

int attack_cost(const Entity& e, const Content& content) {
    return own_or(e, content, &ActorDef::attack_cost, content.settings.costs.attack);
}

int use_cost(const Entity& e, const Content& content) {
    return own_or(e, content, &ActorDef::use_cost, content.settings.costs.use);
}

int step_cost(const Entity& e, const Content& content, int tile_cost, const ActorDef* def) {
    const int own = def ? (def->move_cost > 0 ? def->move_cost : content.settings.costs.move)
                        : move_cost(e, content);
    if (own == 100) return tile_cost;  // the plain step: the tile's cost exactly
    return static_cast<int>(
        std::min<long long>(static_cast<long long>(own) * tile_cost / 100, kMaxStateStat));
}

void owe_action(Entity& e, int cost) {
    if (cost <= 100) return;
    if (!e.energy) e.energy.emplace();
    e.energy->owed = static_cast<int>(
        std::min<long long>(static_cast<long long>(e.energy->owed) + cost - 100, kMaxStateStat));
}

}  // namespace cf
