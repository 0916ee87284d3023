#include "app/screens/look_mode.hpp"

#include <imgui.h>

namespace cf {

bool LookMode::update(const FrameInput& input, const Game& game, const GameView& view) {
    const ImVec2 d = ImGui::GetIO().MouseDelta;
    if (auto hovered = view.hovered_cell(); hovered && d.x * d.x + d.y * d.y > 0.0f)
        cursor_ = *hovered;
    const std::optional<Action> key = input.action(kScopeCursor);
    if (const std::optional<Direction> dir = key ? direction_of(*key) : std::nullopt) {
        const Point next = cursor_ + delta(*dir);
        if (game.world().map.in_bounds(next)) cursor_ = next;
    }
    return !(key == Action::look || key == Action::menu);
}

}  // namespace cf
