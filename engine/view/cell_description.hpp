#pragma once
// What one map cell shows the player and what looking at it names, as plain data: the
// hover line, the look mode and the health bars on the map all read this, and the engine
// tests check it without a window. Only what the player knows is told: a cell in view
// names its creature, items and terrain; a remembered cell only its terrain; an unknown
// cell nothing.

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// A status a creature holds, as the player is told of it.
struct StatusView {
    std::string name;  // "poisoned": the status's name in lower case
    int turns = 0;     // turns left; 0 for one its gear grants (it lasts while worn)
    Color color;       // its mark on the map
    friend bool operator==(const StatusView&, const StatusView&) = default;
};

struct CreatureView {
    EntityId id = kNoEntity;
    std::string name;  // "Orc", "you" for the player
    int hp = 0;
    int max_hp = 0;
    std::vector<StatusView> statuses;  // its own (by id), then those its gear grants
    std::string side;         // "allied", "neutral" when it is not the player's foe; "" otherwise
    std::string description;  // its definition's one line ("" for the player)
    bool wounded() const { return hp < max_hp; }
};

// The statuses of `e` as the player is told of them.
std::vector<StatusView> status_views(const Entity& e, const Content& content);

struct CellDescription {
    bool known = false;               // in view or remembered
    bool in_view = false;             // seen this turn: creatures and items are told
    std::string terrain;              // the tile's name: "Floor", "Wall", "Down stairs"
    std::string terrain_description;  // the tile's one line, as the player knows the tile
    std::optional<CreatureView> creature;
    std::vector<std::string> items;    // top first, stacks counted ("2 Fireball scrolls")
    std::vector<std::string> remains;  // corpses: "Orc corpse"
};

CellDescription describe_cell(const World& world, const Content& content, Point p);

// One line for the hover panel and the look mode: "Orc (4/10 HP, poisoned 3, asleep 6);
// Sword; Floor." / "Wall (remembered)." / "Unknown." Creatures first, terrain last.
std::string look_text(const CellDescription& cell);

// What look mode says of the cell's subject under its line: the creature's description,
// else the terrain's ("" when the content gives none, or nothing is in view there).
std::string about_text(const CellDescription& cell);

}  // namespace cf
