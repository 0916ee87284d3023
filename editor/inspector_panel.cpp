#include "editor/inspector_panel.hpp"

#include <imgui.h>

#include <string>

#include "engine/rules/stats.hpp"

namespace cf {

namespace {

std::string components_of(const Entity& e) {
    std::string out = e.is_item() ? "item" : "actor";
    if (e.fighter) out += e.alive() ? " fighter" : " corpse";
    if (e.ai) out += " ai";
    if (e.progression) out += " progression";
    if (e.inventory) out += " inventory";
    return out;
}

void stat_line(const char* name, const StatBreakdown& b) {
    ImGui::Text("%-8s %d + %d + %d = %d", name, b.base, b.gains, b.bonus(), b.total());
    for (const StatSource& s : b.bonuses) {
        ImGui::TextDisabled("           %+d from %s on %s", s.amount, s.item_name.c_str(), s.slot.c_str());
    }
}

void draw_entity(const Game& game, const Entity& e) {
    const Content& c = game.content();
    ImGui::Text("#%u  %s  (def '%s')", e.id, display_name(e, c).c_str(), e.def.c_str());
    ImGui::Text("position  %d, %d", e.pos.x, e.pos.y);
    if (e.fighter) {
        ImGui::Separator();
        ImGui::TextColored(ImVec4(1.0f, 0.84f, 0.37f, 1.0f), "fighter");
        ImGui::Text("hp %d / %d", e.fighter->hp, max_hp(e, c));
        ImGui::TextDisabled("         base + levels + gear = total");
        stat_line("max hp", breakdown(e, c, Stat::max_hp));
        stat_line("power", breakdown(e, c, Stat::power));
        stat_line("defense", breakdown(e, c, Stat::defense));
    }
    if (e.ai) {
        ImGui::Separator();
        ImGui::TextColored(ImVec4(1.0f, 0.84f, 0.37f, 1.0f), "ai");
        const ActorDef* def = c.actor(e.def);
        ImGui::Text("kind %s", def && def->ai == AiKind::hostile ? "hostile" : "none");
        ImGui::Text("confused_turns %d", e.ai->confused_turns);
    }
    if (e.progression) {
        ImGui::Separator();
        ImGui::TextColored(ImVec4(1.0f, 0.84f, 0.37f, 1.0f), "progression");
        ImGui::Text("level %d  xp %d", e.progression->level, e.progression->xp);
        ImGui::Text("gains: max_hp %+d power %+d defense %+d", e.progression->max_hp_gain,
                    e.progression->power_gain, e.progression->defense_gain);
    }
    if (e.inventory) {
        ImGui::Separator();
        ImGui::TextColored(ImVec4(1.0f, 0.84f, 0.37f, 1.0f), "inventory");
        for (std::size_t i = 0; i < e.inventory->items.size(); ++i) {
            const ItemInstance& item = e.inventory->items[i];
            std::string slot;
            for (const auto& [s, id] : e.inventory->equipped) {
                if (id == item.id) slot = " (on " + s + ")";
            }
            ImGui::Text("%c) %s #%u%s", static_cast<char>('a' + i), item.def.c_str(), item.id, slot.c_str());
        }
    }
}

}  // namespace

void InspectorPanel::draw(const Game& game) {
    ImGui::InputTextWithHint("##filter", "filter by name or component", filter, sizeof filter);
    const std::string needle = filter;
    ImGui::BeginChild("entities", ImVec2(0, 160), true);
    for (const Entity& e : game.world().entities) {
        const std::string label = display_name(e, game.content()) + " #" + std::to_string(e.id);
        if (!needle.empty() && label.find(needle) == std::string::npos &&
            components_of(e).find(needle) == std::string::npos) {
            continue;
        }
        if (ImGui::Selectable(label.c_str(), selected == e.id)) selected = e.id;
    }
    ImGui::EndChild();
    if (const Entity* e = game.world().find(selected)) {
        draw_entity(game, *e);
    } else {
        ImGui::TextDisabled("Select an entity in the list or click one on the map.");
    }
}

}  // namespace cf
