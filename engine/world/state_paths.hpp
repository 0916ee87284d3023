#pragma once
// The state paths the rules name when they report what they changed, and that
// explanations, forks and world edits look up: one constant each, so a path the state
// description (state_schema.hpp) does not have is caught in one place
// (tests/engine/world/state_paths_test.cpp walks an entity with every component).

#include <string>
#include <string_view>

namespace cf::paths {

inline constexpr std::string_view kX = "x";
inline constexpr std::string_view kY = "y";
inline constexpr std::string_view kFighterHp = "fighter.hp";
inline constexpr std::string_view kLevel = "progression.level";
inline constexpr std::string_view kXp = "progression.xp";
inline constexpr std::string_view kMaxHpGain = "progression.max_hp_gain";
inline constexpr std::string_view kPowerGain = "progression.power_gain";
inline constexpr std::string_view kDefenseGain = "progression.defense_gain";
inline constexpr std::string_view kInventoryItems = "inventory.items";
inline constexpr std::string_view kInventoryEquipped = "inventory.equipped";
inline constexpr std::string_view kStatuses = "statuses";
inline constexpr std::string_view kStatusSources = "status_sources";
inline constexpr std::string_view kCooldowns = "ai.cooldowns";

// Every constant above, for the test that checks them against the description.
inline constexpr std::string_view kAll[] = {kX,
                                            kY,
                                            kFighterHp,
                                            kLevel,
                                            kXp,
                                            kMaxHpGain,
                                            kPowerGain,
                                            kDefenseGain,
                                            kInventoryItems,
                                            kInventoryEquipped,
                                            kStatuses,
                                            kStatusSources,
                                            kCooldowns};

// "statuses.poisoned": the turns left of one status.
inline std::string status_path(std::string_view status) {
    return std::string(kStatuses) + "." + std::string(status);
}
// "ai.cooldowns.shoot": the turns before an ability can be used again.
inline std::string cooldown_path(std::string_view ability) {
    return std::string(kCooldowns) + "." + std::string(ability);
}

}  // namespace cf::paths
