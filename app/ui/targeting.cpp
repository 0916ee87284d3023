#include "app/ui/targeting.hpp"

#include <imgui.h>

#include "app/input.hpp"
#include "app/ui/theme.hpp"

namespace cf {

void TargetingState::begin(const Game& game, int item, TargetingInfo info) {
    item_ = item;
    info_ = info;
    const World& w = game.world();
    cursor_ = w.player().pos;
    if (info.kind != Targeting::actor) return;
    int best = -1;
    for (const Entity& e : w.entities) {
        if (e.id == w.player_id || !e.alive() || !w.map.visible(e.pos)) continue;
        const int d = distance_squared(e.pos, w.player().pos);
        if (best < 0 || d < best) {
            best = d;
            cursor_ = e.pos;
        }
    }
}

TargetingResult TargetingState::update(const FrameInput& input, const Game& game, const GameView& view) {
    TargetingResult result;
    const Map& map = game.world().map;
    if (auto hovered = view.hovered_cell(); hovered && ImGui::GetIO().MouseDelta.x * ImGui::GetIO().MouseDelta.x + ImGui::GetIO().MouseDelta.y * ImGui::GetIO().MouseDelta.y > 0.0f) {
        cursor_ = *hovered;
    }
    const KeyIntent key = input.intent();
    if (key.intent == Intent::move) {
        const Point next = cursor_ + delta(key.dir);
        if (map.in_bounds(next)) cursor_ = next;
    }
    const bool confirm = key.intent == Intent::confirm || (view.clicked() && view.hovered_cell());
    if (key.intent == Intent::menu) {
        result.done = true;
    } else if (confirm) {
        if (view.clicked() && view.hovered_cell()) cursor_ = *view.hovered_cell();
        result.command = Command::use(item_, cursor_);
        result.done = true;
    }
    // A hint near the top of the viewport.
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + 12, vp->WorkPos.y + 12));
    ImGui::SetNextWindowBgAlpha(0.85f);
    ImGui::Begin("##targeting_hint", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::TextColored(kTitleColor, info_.kind == Targeting::area ? "Choose where the fireball lands" : "Choose a creature");
    ImGui::TextColored(kDimColor, "Move the cursor with the movement keys or the mouse.\nEnter or click: confirm    Esc: cancel");
    const std::string under = names_at(game, cursor_);
    if (!under.empty()) ImGui::Text("Target: %s", under.c_str());
    ImGui::End();
    return result;
}

ViewOverlay TargetingState::overlay(const Game& game) const {
    ViewOverlay out;
    const Map& map = game.world().map;
    if (info_.kind == Targeting::area) {
        const int r = info_.radius;
        for (int dy = -r; dy <= r; ++dy) {
            for (int dx = -r; dx <= r; ++dx) {
                const Point p = cursor_ + Point{dx, dy};
                if (!map.in_bounds(p) || dx * dx + dy * dy > r * r) continue;
                out.cells.push_back({p.x, p.y, 255, 110, 40, 90});
            }
        }
    }
    const bool valid = map.visible(cursor_);
    out.cells.push_back({cursor_.x, cursor_.y, valid ? std::uint8_t{255} : std::uint8_t{200},
                         valid ? std::uint8_t{230} : std::uint8_t{40}, 60, 150});
    return out;
}

}  // namespace cf
