#pragma once
// Entity inspector: every entity on the floor (filter by name or component; click one
// on the map to select it), every component's state editable through undoable world
// edits, derived stats as base + levels + gear = total with where each bonus comes
// from, "revert to definition" per changed field, spawn any definition at a chosen
// tile, kill, teleport the player.

#include <optional>
#include <string>

#include "editor/world_history.hpp"
#include "engine/rules/game.hpp"

namespace cf {

struct InspectorPanel {
    enum class Pick { none, spawn, teleport };

    EntityId selected = kNoEntity;  // kNoEntity: none selected
    char filter[64] = {};           // substring of name or component
    std::string spawn_def;          // definition chosen for "spawn at tile"
    std::string add_item_def;       // item chosen for "add to inventory"
    Pick picking = Pick::none;      // waiting for a click on the map

    void draw(Game& game, WorldHistory& history);
    // A click on the viewport: finishes a pending spawn/teleport, else selects what is there.
    void on_map_click(Game& game, WorldHistory& history, Point cell);
};

// "actor fighter ai inventory": the components an entity has, for filtering.
std::string components_of(const Entity& e);

}  // namespace cf
