#pragma once
// The character sheet, the level-up choice and the death screen, prepared as plain data:
// the dialogs draw these rows and texts and ask nothing else.

#include <cstddef>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// One stat of the sheet: where its points come from.
struct StatRow {
    std::string name;  // "Max HP", "Power", "Defense"
    int base = 0;      // the definition's
    int gains = 0;     // from level-up choices
    int gear = 0;      // from equipped items
    int total = 0;
    std::vector<std::string> sources;  // "+2 from Sword (weapon)", one per item
};

struct SheetPicture {
    std::string title;  // "Player, level 2"
    std::string xp;     // "XP 40   next level at 60 (20 to go)"
    std::vector<StatRow> stats;
};

SheetPicture build_sheet_picture(const World& world, const Content& content);

// The reward choice on reaching a level: the stats it would raise, as they are now.
struct LevelUpPicture {
    int level = 0;
    int max_hp = 0;
    int power = 0;
    int defense = 0;
};

LevelUpPicture build_level_up_picture(const World& world, const Content& content);

struct DeathPicture {
    bool won = false;                        // the end of a won game: "You won", not "You died"
    std::string cause;                       // "Killed by a Troll on depth 3, turn 412."
    std::string level;                       // "Level 2, 40 XP"
    std::string kills;                       // "2 Orcs, 1 Troll" or "none"
    std::vector<std::string> last_messages;  // oldest first
};

// With the last `messages` lines of the log.
DeathPicture build_death_picture(const World& world, const Content& content, std::size_t messages);

}  // namespace cf
