#include "app/editor_layout.hpp"

#include <imgui.h>

#include "app/platform/keys.hpp"
#include "app/render/tile_renderer.hpp"
#include "app/ui/hud.hpp"

namespace cf {

namespace {

// First-use placement at 1280x720 (later runs use the ini file): content tools on the
// left, the viewport in the middle with the log under it, debug panels on the right.
void place(float x, float y, float w, float h) {
    const ImVec2 o = ImGui::GetMainViewport()->WorkPos;
    ImGui::SetNextWindowPos(ImVec2(o.x + x, o.y + y), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_FirstUseEver);
}

bool window_focused() { return ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows); }

}  // namespace

ViewOverlay to_view_overlay(const std::vector<CellTint>& tints) {
    ViewOverlay out;
    out.cells.reserve(tints.size());
    for (const CellTint& t : tints) out.cells.push_back({t.cell.x, t.cell.y, t.r, t.g, t.b, t.a});
    return out;
}

void draw_stale_banner(const std::vector<Problem>& problems) {
    if (problems.empty()) return;
    const ImVec2 min = ImGui::GetWindowPos();
    const float width = ImGui::GetWindowWidth();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const std::string text = "Content is stale: " + std::to_string(problems.size()) +
                             " problem(s) in the files; the game runs on the last good content. "
                             "See the Problems panel.";
    draw->AddRectFilled(ImVec2(min.x, min.y + 20), ImVec2(min.x + width, min.y + 44), IM_COL32(150, 40, 30, 230));
    draw->AddText(ImVec2(min.x + 8, min.y + 24), IM_COL32(255, 235, 220, 255), text.c_str());
}

void EditorLayout::draw(Game& game, TileRenderer& renderer, GameView& view, const ViewOverlay& extra_overlay,
                        const std::vector<Problem>& problems) {
    panel_focused_ = false;
    inspector_focused_ = false;

    place(380, 0, 520, 420);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::Begin("Game##editor", nullptr, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoCollapse);
    ViewOverlay overlay = to_view_overlay(overlays.tints(game));
    overlay.cells.insert(overlay.cells.end(), extra_overlay.cells.begin(), extra_overlay.cells.end());
    view.draw(game, renderer, overlay, overlays.reveal_map);
    draw_stale_banner(problems);
    ImGui::End();
    ImGui::PopStyleVar();
    if (view.clicked() && view.hovered_cell()) inspector.on_map_click(game, world_history, *view.hovered_cell());

    place(380, 420, 520, 300);
    ImGui::Begin("Messages##editor");
    draw_message_log(game);
    ImGui::End();

    place(900, 0, 380, 470);
    ImGui::Begin("Inspector");
    inspector_focused_ = window_focused();
    panel_focused_ |= inspector_focused_;
    if (ImGui::SmallButton("Undo") ) world_history.undo(game);
    if (ImGui::IsItemHovered() && world_history.can_undo()) ImGui::SetTooltip("Undo %s", world_history.undo_label().c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("Redo")) world_history.redo(game);
    if (ImGui::IsItemHovered() && world_history.can_redo()) ImGui::SetTooltip("Redo %s", world_history.redo_label().c_str());
    inspector.draw(game, world_history);
    ImGui::End();

    place(900, 470, 380, 140);
    ImGui::Begin("Overlays");
    panel_focused_ |= window_focused();
    overlays.draw(game);
    ImGui::End();

    place(900, 610, 380, 110);
    ImGui::Begin("Performance");
    performance.entity_count = static_cast<int>(game.world().entities.size());
    performance.draw();
    ImGui::End();
}

void EditorLayout::handle_undo_keys(Game& game) {
    const ImGuiIO& io = ImGui::GetIO();
    if (!inspector_focused_ || !io.KeyCtrl || io.WantTextInput) return;
    if (ImGui::IsKeyPressed(keys::kZ, false)) world_history.undo(game);
    if (ImGui::IsKeyPressed(keys::kY, false)) world_history.redo(game);
}

}  // namespace cf
