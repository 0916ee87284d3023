#pragma once
// Entity inspector: every entity on the floor, filterable, and for the selected one
// every component's state plus derived stats as base + gains + gear = total, with
// where each bonus comes from.

#include <string>

#include "engine/rules/game.hpp"

namespace cf {

struct InspectorPanel {
    EntityId selected = kNoEntity;  // kNoEntity: none selected
    char filter[64] = {};           // substring of name or component

    void draw(const Game& game);
};

}  // namespace cf
