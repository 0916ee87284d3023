#include "app/ui/inventory_window.hpp"

#include <imgui.h>

#include <algorithm>
#include <utility>

#include "app/input.hpp"
#include "app/ui/layout.hpp"
#include "app/ui/theme.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"

namespace cf {

namespace {

ImVec4 to_imvec(Color c) {
    return {static_cast<float>(c.r) / 255.0f, static_cast<float>(c.g) / 255.0f,
            static_cast<float>(c.b) / 255.0f, 1.0f};
}

void draw_details(const InventoryRow& row) {
    ImGui::TextColored(to_imvec(row.color), "%c  %s", static_cast<char>(row.glyph),
                       row.name.c_str());
    ImGui::Separator();
    for (const std::string& fact : row.facts) wrapped_text(fact);
    ImGui::TextColored(kDimColor, "%s", row.hint.c_str());
    ImGui::Spacing();
    if (!row.description.empty()) wrapped_text(row.description);
}

}  // namespace

InventoryAnswer InventoryWindow::update(const FrameInput& input, const InventoryPicture& pack) {
    InventoryAnswer out = std::exchange(clicked_, InventoryAnswer{});
    const int rows = static_cast<int>(pack.rows.size());
    const std::optional<Action> key = input.action(kScopeList);
    if (key == Action::menu) out.close = true;
    if (rows == 0) return out;
    if (key == Action::list_down) selected = (selected + 1) % rows;
    if (key == Action::list_up) selected = (selected + rows - 1) % rows;
    selected = std::clamp(selected, 0, rows - 1);
    if (key == Action::confirm) out.chosen = pack.rows[static_cast<std::size_t>(selected)].letter;
    // The keymap first: keys.yaml keeps plain letters out of this window's actions.
    const std::optional<int> letter = key ? std::nullopt : input.letter();
    if (letter && pack.row(*letter)) out.chosen = *letter;
    return out;
}

void InventoryWindow::draw(const InventoryPicture& pack) {
    const int rows = static_cast<int>(pack.rows.size());
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const Box box =
        dialog_box(vp->WorkSize.x, vp->WorkSize.y, kInventoryWidth, kInventoryHeight, ui_scale());
    const ImVec2 size(box.w, box.h);
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + box.x, vp->WorkPos.y + box.y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
    bool open = true;
    const std::string title =
        std::string(mode == InventoryMode::use ? "Inventory: choose an item to use or equip"
                    : mode == InventoryMode::throw_item ? "Throw which item?"
                                                        : "Drop which item?") +
        "  (carrying " + std::to_string(pack.carried) + " of " + std::to_string(pack.capacity) +
        " items)###inventory";
    ImGui::Begin(title.c_str(), &open,
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
    if (rows == 0) {
        ImGui::TextColored(kDimColor, "Your pack is empty.");
    } else {
        selected = std::clamp(selected, 0, rows - 1);
        std::optional<int> hovered;
        ImGui::BeginChild("rows", ImVec2(size.x * 0.6f, 0), true);
        for (int i = 0; i < rows; ++i) {
            const InventoryRow& row = pack.rows[static_cast<std::size_t>(i)];
            ImGui::PushID(i);
            const std::string label = "(" + row.key + ")";
            if (ui::Selectable(label.c_str(), selected == i, 0, ImVec2(0, 0)))
                clicked_.chosen = row.letter;
            if (ImGui::IsItemHovered()) hovered = i;
            ImGui::SameLine();
            ImGui::TextColored(to_imvec(row.color), "%c", static_cast<char>(row.glyph));
            ImGui::SameLine();
            ImGui::TextUnformatted(row.name.c_str());
            if (!row.worn_on.empty()) {
                ImGui::SameLine();
                ImGui::TextColored(kTitleColor, "(on %s)", row.worn_on.c_str());
            }
            ImGui::SameLine();
            ImGui::TextColored(kDimColor, " %s", row.summary.c_str());
            ImGui::PopID();
        }
        ImGui::EndChild();
        ImGui::SameLine();
        ImGui::BeginChild("details", ImVec2(0, 0), true);
        draw_details(pack.rows[static_cast<std::size_t>(hovered.value_or(selected))]);
        ImGui::EndChild();
    }
    ImGui::End();
    if (!open) clicked_.close = true;
}

}  // namespace cf
