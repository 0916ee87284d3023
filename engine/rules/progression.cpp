#include "engine/rules/progression.hpp"

#include "engine/world/state_bounds.hpp"
#include "engine/world/state_paths.hpp"

namespace cf {

void gain_level(World& world, const Content&, Entity& e, LevelUpChoice choice) {
    Progression& p = *e.progression;
    switch (choice) {
        case LevelUpChoice::max_hp:
            p.max_hp_gain = saturated_add(p.max_hp_gain, kLevelUpMaxHp, 0, kMaxStateStat);
            e.fighter->hp = saturated_add(e.fighter->hp, kLevelUpMaxHp, 0, kMaxStateStat);
            world.report(e, paths::kMaxHpGain, p.max_hp_gain, e.id, "level-up");
            world.report(e, paths::kFighterHp, e.fighter->hp, e.id, "level-up");
            break;
        case LevelUpChoice::power:
            p.power_gain = saturated_add(p.power_gain, kLevelUpPower, 0, kMaxStateStat);
            world.report(e, paths::kPowerGain, p.power_gain, e.id, "level-up");
            break;
        case LevelUpChoice::defense:
            p.defense_gain = saturated_add(p.defense_gain, kLevelUpDefense, 0, kMaxStateStat);
            world.report(e, paths::kDefenseGain, p.defense_gain, e.id, "level-up");
            break;
    }
}

}  // namespace cf
