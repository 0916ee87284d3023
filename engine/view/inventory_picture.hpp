#pragma once
// The player's pack as the inventory window shows it, prepared as plain data: one row per
// letter (its glyph, "2 Fireball scrolls", where it is worn, what it does) with the
// details the window shows for the row under the cursor, and whether choosing it asks for
// a target. The morgue lists the same rows.

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/rules/items.hpp"
#include "engine/world/world.hpp"

namespace cf {

struct InventoryRow {
    int letter = 0;   // a = 0
    std::string key;  // "a"
    int glyph = 0;    // the item's glyph and colour
    Color color;
    std::string name;                // "2 Fireball scrolls"
    std::string worn_on;             // the slot's name ("weapon"), "" when not worn
    std::string summary;             // what it does, in one line (item_summary)
    std::vector<std::string> facts;  // "Type: equipment (weapon)", "Power   +2", ...
    std::string hint;                // what choosing it does in the window's mode
    std::string description;         // "" while its kind is unknown
    bool throwable = false;          // it has a `throw:`
    TargetingInfo targeting;  // choosing it (to use or throw) asks for a target unless `none`
    Point aim;  // where that cursor starts: the nearest visible enemy in reach, or the player

    // "a  Dagger (on weapon)": the row as one line of text.
    std::string line() const;
};

struct InventoryPicture {
    int carried = 0;   // items in the pack
    int capacity = 0;  // how many it holds
    std::vector<InventoryRow> rows;

    // The row of `letter`; null when no item has it.
    const InventoryRow* row(int letter) const;
};

// What the window is choosing an item for: the hints and the targeting follow it.
enum class PackMode { use, drop, throw_item };

InventoryPicture build_inventory_picture(const World& world, const Content& content,
                                         PackMode mode = PackMode::use);

}  // namespace cf
