#include "app/ui/inventory_window.hpp"

#include <imgui.h>

#include "app/input.hpp"
#include "app/ui/layout.hpp"
#include "app/ui/theme.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/rules/identification.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/items.hpp"
#include "engine/view/item_summary.hpp"

namespace cf {

namespace {

ImVec4 to_imvec(Color c) {
    return {static_cast<float>(c.r) / 255.0f, static_cast<float>(c.g) / 255.0f,
            static_cast<float>(c.b) / 255.0f, 1.0f};
}

std::string signed_number(int v) { return (v >= 0 ? "+" : "") + std::to_string(v); }

// What choosing the item does, in the words of the mode the window is in.
std::string choice_hint(const ItemDef& item, InventoryMode mode, bool equipped) {
    if (mode == InventoryMode::drop)
        return equipped ? "Choose it to take it off and drop it." : "Choose it to drop it.";
    if (mode == InventoryMode::throw_item)
        return item.thrown ? "Choose it, then choose where to throw it."
                           : "It is not for throwing.";
    if (item.equippable)
        return equipped ? "Equipped. Choose it to remove it." : "Choose it to equip it.";
    if (item.use && targeting_of(item).kind != Targeting::none)
        return "Choose it, then choose a target.";
    return "Choose it to use it.";
}

void draw_details(const World& world, const ItemInstance& carried, const ItemDef& item,
                  const Content& content, const std::optional<DefId>& slot, InventoryMode mode) {
    ImGui::TextColored(to_imvec(shown_color(world, content, item)), "%c  %s",
                       static_cast<char>(item.glyph),
                       carried_name(world, content, carried, 1).c_str());
    ImGui::Separator();
    if (item.equippable) {
        const SlotDef* s = content.slot(item.equippable->slot);
        ImGui::Text("Type: equipment (%s)", s ? s->name.c_str() : item.equippable->slot.c_str());
        ImGui::Text("Power   %s", signed_number(item.equippable->power).c_str());
        ImGui::Text("Defense %s", signed_number(item.equippable->defense).c_str());
        ImGui::Text("Max HP  %s", signed_number(item.equippable->max_hp).c_str());
    } else if (item.use) {
        ImGui::Text("Type: usable once");
        wrapped_textf("Effect: %s", known_summary(world, content, item).c_str());
    }
    ImGui::TextColored(kDimColor, "%s", choice_hint(item, mode, slot.has_value()).c_str());
    ImGui::Spacing();
    if (!item.description.empty() && is_known(world, item)) wrapped_text(item.description);
}

}  // namespace

std::optional<int> InventoryWindow::draw(const FrameInput& input, const Game& game, bool& close) {
    const Entity& player = game.world().player();
    const Content& content = game.content();
    const auto& items = player.inventory->items;
    const std::vector<CarriedStack> stacks = carried_stacks(*player.inventory);
    const int rows = static_cast<int>(stacks.size());
    const ActorDef* def = content.actor(player.def);
    std::optional<int> chosen;

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
        "  (carrying " + std::to_string(items.size()) + " of " +
        std::to_string(def ? def->inventory : 0) + " items)###inventory";
    ImGui::Begin(title.c_str(), &open,
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
    if (rows == 0) {
        ImGui::TextColored(kDimColor, "Your pack is empty.");
    } else {
        const std::optional<Action> key = input.action(kScopeList);
        if (key == Action::list_down) selected = (selected + 1) % rows;
        if (key == Action::list_up) selected = (selected + rows - 1) % rows;
        selected = std::clamp(selected, 0, rows - 1);
        if (key == Action::confirm) chosen = stacks[static_cast<std::size_t>(selected)].letter;
        // The keymap first: keys.yaml keeps plain letters out of this window's actions.
        const std::optional<int> letter = key ? std::nullopt : input.letter();
        if (letter && index_of_letter(*player.inventory, *letter)) chosen = *letter;
        std::optional<int> hovered;
        ImGui::BeginChild("rows", ImVec2(size.x * 0.6f, 0), true);
        for (int row = 0; row < rows; ++row) {
            const CarriedStack& stack = stacks[static_cast<std::size_t>(row)];
            const ItemDef* item = content.item(items[static_cast<std::size_t>(stack.first)].def);
            if (!item) continue;
            const auto slot = equipped_slot(player, stack.first);
            ImGui::PushID(row);
            const std::string label = "(" + letter_text(stack.letter) + ")";
            if (ui::Selectable(label.c_str(), selected == row, 0, ImVec2(0, 0)))
                chosen = stack.letter;
            if (ImGui::IsItemHovered()) hovered = row;
            ImGui::SameLine();
            const ItemInstance& carried = items[static_cast<std::size_t>(stack.first)];
            ImGui::TextColored(to_imvec(shown_color(game.world(), content, *item)), "%c",
                               static_cast<char>(item->glyph));
            ImGui::SameLine();
            ImGui::TextUnformatted(
                carried_name(game.world(), content, carried, stack.count).c_str());
            if (slot) {
                const SlotDef* s = content.slot(*slot);
                ImGui::SameLine();
                ImGui::TextColored(kTitleColor, "(on %s)", s ? s->name.c_str() : slot->c_str());
            }
            ImGui::SameLine();
            ImGui::TextColored(kDimColor, " %s",
                               known_summary(game.world(), content, *item).c_str());
            ImGui::PopID();
        }
        ImGui::EndChild();
        ImGui::SameLine();
        ImGui::BeginChild("details", ImVec2(0, 0), true);
        const CarriedStack& shown = stacks[static_cast<std::size_t>(hovered.value_or(selected))];
        const ItemInstance& carried = items[static_cast<std::size_t>(shown.first)];
        if (const ItemDef* item = content.item(carried.def)) {
            draw_details(game.world(), carried, *item, content, equipped_slot(player, shown.first),
                         mode);
        }
        ImGui::EndChild();
    }
    ImGui::End();
    if (!open || input.is(Action::menu, kScopeList)) close = true;
    return chosen;
}

}  // namespace cf
