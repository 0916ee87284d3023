#include "app/ui/inventory_window.hpp"

#include <imgui.h>

#include "app/input.hpp"
#include "app/platform/keys.hpp"
#include "app/ui/theme.hpp"
#include "engine/rules/inventory.hpp"

namespace cf {

namespace {

ImVec4 to_imvec(Color c) {
    return {static_cast<float>(c.r) / 255.0f, static_cast<float>(c.g) / 255.0f, static_cast<float>(c.b) / 255.0f, 1.0f};
}

std::string signed_number(int v) { return (v >= 0 ? "+" : "") + std::to_string(v); }

void append_bonus(std::string& out, int amount, const char* what) {
    if (amount == 0) return;
    if (!out.empty()) out += ", ";
    out += signed_number(amount) + " " + what;
}

void draw_details(const ItemDef& item, const Content& content, const std::optional<DefId>& slot) {
    ImGui::TextColored(to_imvec(item.color), "%c  %s", static_cast<char>(item.glyph), item.name.c_str());
    ImGui::Separator();
    if (item.equippable) {
        const SlotDef* s = content.slot(item.equippable->slot);
        ImGui::Text("Type: equipment (%s)", s ? s->name.c_str() : item.equippable->slot.c_str());
        ImGui::Text("Power   %s", signed_number(item.equippable->power).c_str());
        ImGui::Text("Defense %s", signed_number(item.equippable->defense).c_str());
        ImGui::Text("Max HP  %s", signed_number(item.equippable->max_hp).c_str());
        ImGui::TextColored(kDimColor, slot ? "Equipped. Choose it to remove it." : "Choose it to equip it.");
    } else if (item.consumable) {
        ImGui::Text("Type: consumable");
        ImGui::TextWrapped("Effect: %s", item_summary(item, content).c_str());
    }
    ImGui::Spacing();
    if (!item.description.empty()) ImGui::TextWrapped("%s", item.description.c_str());
}

}  // namespace

std::string item_summary(const ItemDef& item, const Content& content) {
    if (item.equippable) {
        std::string out;
        append_bonus(out, item.equippable->power, "power");
        append_bonus(out, item.equippable->defense, "defense");
        append_bonus(out, item.equippable->max_hp, "max HP");
        const SlotDef* s = content.slot(item.equippable->slot);
        const std::string slot = s ? s->name : item.equippable->slot;
        return (out.empty() ? std::string("no bonus") : out) + " (" + slot + ")";
    }
    if (!item.consumable) return {};
    const ConsumableDef& c = *item.consumable;
    switch (c.effect) {
        case EffectKind::heal: return "heals " + std::to_string(c.amount) + " HP";
        case EffectKind::lightning:
            return std::to_string(c.amount) + " damage to the nearest enemy, range " + std::to_string(c.range);
        case EffectKind::confusion:
            return "confuses a creature for " + std::to_string(c.turns) + " turns, range " + std::to_string(c.range);
        case EffectKind::fireball:
            return std::to_string(c.amount) + " damage to all in radius " + std::to_string(c.radius);
    }
    return {};
}

std::optional<int> InventoryWindow::draw(const FrameInput& input, const Game& game, bool& close) {
    const Entity& player = game.world().player();
    const Content& content = game.content();
    const auto& items = player.inventory->items;
    const int count = static_cast<int>(items.size());
    const ActorDef* def = content.actor(player.def);
    std::optional<int> chosen;

    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.45f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(860, 400), ImGuiCond_Always);
    bool open = true;
    const std::string title = std::string(mode == InventoryMode::use ? "Inventory: choose an item to use or equip" : "Drop which item?") +
                              " (" + std::to_string(count) + "/" + std::to_string(def ? def->inventory : 0) + ")###inventory";
    ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
    if (count == 0) {
        ImGui::TextColored(kDimColor, "Your pack is empty.");
    } else {
        if (ImGui::IsKeyPressed(keys::kDown, true)) selected = (selected + 1) % count;
        if (ImGui::IsKeyPressed(keys::kUp, true)) selected = (selected + count - 1) % count;
        selected = std::clamp(selected, 0, count - 1);
        if (ImGui::IsKeyPressed(keys::kEnter)) chosen = selected;
        if (auto letter = input.letter(); letter && *letter < count) chosen = *letter;
        std::optional<int> hovered;
        ImGui::BeginChild("rows", ImVec2(520, 0), true);
        for (int i = 0; i < count; ++i) {
            const ItemDef* item = content.item(items[static_cast<std::size_t>(i)].def);
            if (!item) continue;
            const auto slot = equipped_slot(player, i);
            ImGui::PushID(i);
            const std::string label = std::string("(") + static_cast<char>('a' + i) + ")";
            if (ImGui::Selectable(label.c_str(), selected == i, 0, ImVec2(0, 0))) chosen = i;
            if (ImGui::IsItemHovered()) hovered = i;
            ImGui::SameLine();
            ImGui::TextColored(to_imvec(item->color), "%c", static_cast<char>(item->glyph));
            ImGui::SameLine();
            ImGui::TextUnformatted(item->name.c_str());
            if (slot) {
                const SlotDef* s = content.slot(*slot);
                ImGui::SameLine();
                ImGui::TextColored(kTitleColor, "(on %s)", s ? s->name.c_str() : slot->c_str());
            }
            ImGui::SameLine();
            ImGui::TextColored(kDimColor, " %s", item_summary(*item, content).c_str());
            ImGui::PopID();
        }
        ImGui::EndChild();
        ImGui::SameLine();
        ImGui::BeginChild("details", ImVec2(0, 0), true);
        const int shown = hovered.value_or(selected);
        if (const ItemDef* item = content.item(items[static_cast<std::size_t>(shown)].def)) {
            draw_details(*item, content, equipped_slot(player, shown));
        }
        ImGui::EndChild();
    }
    ImGui::End();
    if (!open || input.escape()) close = true;
    return chosen;
}

}  // namespace cf
