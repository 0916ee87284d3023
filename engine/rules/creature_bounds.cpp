#include "engine/rules/creature_bounds.hpp"

#include <algorithm>
#include <string>

namespace cf {

namespace {

void say_floor_is_full(World& world, const Content& content) {
    world.hit_bound("max_creatures",
                    "The floor holds " + std::to_string(content.settings.max_creatures) +
                        " creatures, as many as settings.yaml allows (max_creatures): no more "
                        "are made on it.");
}

}  // namespace

int living_creatures(const World& world) {
    return static_cast<int>(std::count_if(world.entities.begin(), world.entities.end(),
                                          [](const Entity& e) { return e.alive(); }));
}

int summons_allowed(World& world, const Content& content, int wanted) {
    if (world.summons_turn != world.turn) {
        world.summons_turn = world.turn;
        world.summons_made = 0;
    }
    const int room = std::max(0, content.settings.max_creatures - living_creatures(world));
    const int left = std::max(0, content.settings.max_summons_per_turn - world.summons_made);
    const int allowed = std::min({wanted, room, left});
    if (allowed < wanted && room <= left) say_floor_is_full(world, content);
    if (allowed < wanted && left < room) {
        world.hit_bound("max_summons_per_turn",
                        "Summons made " + std::to_string(content.settings.max_summons_per_turn) +
                            " creatures this turn, as many as settings.yaml allows "
                            "(max_summons_per_turn): no more are made until the next.");
    }
    return allowed;
}

void count_summons(World& world, int made) { world.summons_made += made; }

bool room_for_a_creature(World& world, const Content& content) {
    if (living_creatures(world) < content.settings.max_creatures) return true;
    say_floor_is_full(world, content);
    return false;
}

}  // namespace cf
