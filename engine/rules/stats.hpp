#pragma once
// Derived stats, computed when read and never stored: definition base + level-up
// gains + the bonuses of equipped items + the modifiers of held statuses. This is what
// makes hot reload and saves correct: change a base or a bonus and every reader sees the
// new total at once.

#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/entity.hpp"
#include "engine/world/state_bounds.hpp"
#include "engine/world/state_paths.hpp"

namespace cf {

enum class Stat { max_hp, power, defense, speed };

// The derived stats by name, the one list every reader (dumps, explanations, the
// inspector, the reload preview) goes through, in Stat's order. `def_field` is the actor
// definition's field its base comes from, as the content editor names it; `gain_field` the
// progression field a level-up raises ("" when levels do not raise it).
struct StatName {
    Stat stat;
    std::string_view name;
    std::string_view def_field;
    std::string_view gain_field;
};
inline constexpr StatName kStatNames[] = {
    {Stat::max_hp, "max_hp", "fighter.hp", paths::kMaxHpGain},
    {Stat::power, "power", "fighter.power", paths::kPowerGain},
    {Stat::defense, "defense", "fighter.defense", paths::kDefenseGain},
    {Stat::speed, "speed", "speed", ""}};
static_assert(
    [] {
        for (std::size_t i = 0; i < std::size(kStatNames); ++i)
            if (kStatNames[i].stat != static_cast<Stat>(i)) return false;
        return true;
    }(),
    "kStatNames lists the stats in Stat's order");
inline const StatName& stat_name(Stat stat) { return kStatNames[static_cast<std::size_t>(stat)]; }

// Speed is kept in this range whatever statuses add: 10 acts every tenth turn.
inline constexpr int kMinSpeed = 10;
inline constexpr int kMaxSpeed = 1000;

struct StatSource {
    std::string item_name;  // the equipped item's or the status's name
    DefId item_def;         // the item's or the status's id
    DefId slot;             // the slot it is worn in; "" for a status
    int amount = 0;
};

// A stat split into where each point comes from, for the character panel and the
// inspector ("power 2 + 1 + 4 = 7").
struct StatBreakdown {
    int base = 0;                      // from the definition
    int gains = 0;                     // from level-up choices
    std::vector<StatSource> bonuses;   // from equipped items
    std::vector<StatSource> statuses;  // from held statuses' modifiers
    int bonus() const;
    int from_statuses() const;
    // The sum, held within the state's bounds (state_bounds.hpp): stacked modifiers
    // never wrap around.
    int total() const;
};

StatBreakdown breakdown(const Entity& e, const Content& content, Stat stat);
int max_hp(const Entity& e, const Content& content);
int power(const Entity& e, const Content& content);
int defense(const Entity& e, const Content& content);
// Actions per 100 turns, kMinSpeed..kMaxSpeed.
int speed(const Entity& e, const Content& content);
// The stat by name (max_hp, power, defense, speed), clamped as its own function clamps.
int stat_value(const Entity& e, const Content& content, Stat stat);

// XP needed to go from `level` to the next: base + level * factor.
int xp_for_next_level(const ActorDef& def, int level);
// Total XP at which `level` was reached (0 for level 1).
int xp_at_level(const ActorDef& def, int level);

// Display name: the definition's name, "<name> corpse" for a corpse ("Orc corpse"), or the
// id in brackets when the definition is missing.
std::string display_name(const Entity& e, const Content& content);
bool blocks_movement(const Entity& e, const Content& content);

}  // namespace cf
