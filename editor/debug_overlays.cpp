#include "editor/debug_overlays.hpp"

#include <imgui.h>

#include "editor/ui_widgets.hpp"
#include "engine/rules/ai.hpp"

namespace cf {

void DebugOverlays::draw(const Game& game, EditRequests& requests) {
    // Two columns where the longest label fits twice (the side panel at 1280x720 is wide
    // enough), one in a narrower panel; God mode first, never below the fold.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float column = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x +
                         ImGui::CalcTextSize("Monster paths").x + 2.0f * style.ItemSpacing.x;
    const bool two_columns = ImGui::GetContentRegionAvail().x >= 2.0f * column;
    const float second = ImGui::GetCursorPosX() + column;
    const auto beside = [&] {
        if (two_columns) ImGui::SameLine(second);
    };
    bool god = game.world().god_mode;
    const bool god_toggled = ui::Checkbox("God mode", &god);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The player takes no damage");
    if (god_toggled) {
        requests.edit_world(god ? "god mode on" : "god mode off",
                            WorldEdit{{EditOp::set_world("god_mode", god ? "true" : "false")}});
    }
    beside();
    ui::Checkbox("Reveal map", &reveal_map);
    ui::Checkbox("Field of view", &fov);
    beside();
    ui::Checkbox("Explored", &explored);
    ui::Checkbox("Walkability", &walkable);
    beside();
    ui::Checkbox("Monster paths", &paths);
    ui::Checkbox("Room outlines", &rooms);
}

std::vector<CellTint> DebugOverlays::tints(const Game& game) const {
    std::vector<CellTint> out;
    const World& w = game.world();
    const Map& map = w.map;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point p{x, y};
            if (fov && map.visible(p)) out.push_back({p, 255, 255, 120, 50});
            if (explored && map.explored(p) && !map.visible(p))
                out.push_back({p, 90, 140, 255, 50});
            if (walkable) {
                if (map.walkable(p))
                    out.push_back({p, 60, 220, 90, 45});
                else
                    out.push_back({p, 230, 60, 60, 45});
            }
        }
    }
    if (rooms) {
        for (const Rect& r : map.rooms()) {
            for (int x = r.x; x < r.x + r.w; ++x) {
                out.push_back({{x, r.y}, 80, 200, 255, 110});
                out.push_back({{x, r.y + r.h - 1}, 80, 200, 255, 110});
            }
            for (int y = r.y + 1; y < r.y + r.h - 1; ++y) {
                out.push_back({{r.x, y}, 80, 200, 255, 110});
                out.push_back({{r.x + r.w - 1, y}, 80, 200, 255, 110});
            }
        }
    }
    if (paths) {
        for (const Entity& e : w.entities) {
            if (e.id == w.player_id || !e.alive() || !e.ai) continue;
            for (Point p : intended_path(w, game.content(), e, paths_)) {
                out.push_back({p, 255, 80, 200, 120});
            }
        }
    }
    return out;
}

}  // namespace cf
