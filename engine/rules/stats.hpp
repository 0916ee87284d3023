#pragma once
// Derived stats, computed when read and never stored: definition base + level-up
// gains + the bonuses of equipped items. This is what makes hot reload and saves
// correct: change a base or a bonus and every reader sees the new total at once.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/entity.hpp"

namespace cf {

enum class Stat { max_hp, power, defense };

struct StatSource {
    std::string item_name;  // the equipped item's name
    DefId item_def;
    DefId slot;
    int amount = 0;
};

// A stat split into where each point comes from, for the character panel and the
// inspector ("power 2 + 1 + 4 = 7").
struct StatBreakdown {
    int base = 0;                     // from the definition
    int gains = 0;                    // from level-up choices
    std::vector<StatSource> bonuses;  // from equipped items
    int bonus() const;
    int total() const { return base + gains + bonus(); }
};

StatBreakdown breakdown(const Entity& e, const Content& content, Stat stat);
int max_hp(const Entity& e, const Content& content);
int power(const Entity& e, const Content& content);
int defense(const Entity& e, const Content& content);

// XP needed to go from `level` to the next: base + level * factor.
int xp_for_next_level(const ActorDef& def, int level);
// Total XP at which `level` was reached (0 for level 1).
int xp_at_level(const ActorDef& def, int level);

// Display name: the definition's name, "<name> corpse" for a corpse ("Orc corpse"), or the
// id in brackets when the definition is missing.
std::string display_name(const Entity& e, const Content& content);
bool blocks_movement(const Entity& e, const Content& content);

}  // namespace cf
