#include "editor/inspector_panel.hpp"

#include <imgui.h>

#include "engine/rules/factory.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

const ImVec4 kHeading{1.0f, 0.84f, 0.37f, 1.0f};

void heading(const char* text) {
    ImGui::Separator();
    ImGui::TextColored(kHeading, "%s", text);
}

void stat_line(const char* name, const StatBreakdown& b) {
    ImGui::Text("%-8s %3d + %d + %d = %d", name, b.base, b.gains, b.bonus(), b.total());
    for (const StatSource& s : b.bonuses) {
        ImGui::TextDisabled("           %+d from %s on %s", s.amount, s.item_name.c_str(), s.slot.c_str());
    }
}

// An int field edited in place; a drag is one undo step. Returns true when edited.
void int_field(Game& game, WorldHistory& history, EntityId id, const char* label, int value, int lo, int hi,
               void (*assign)(Entity&, int)) {
    int v = value;
    ImGui::SetNextItemWidth(140);
    if (ImGui::DragInt(label, &v, 0.2f, lo, hi)) {
        history.edit(game, std::string("set ") + label, std::to_string(id) + label,
                     [&](World& w) { if (Entity* e = w.find(id)) assign(*e, v); });
    }
    if (!ImGui::IsItemActive() && ImGui::IsItemDeactivated()) history.end_merge();
}

void revert_button(Game& game, WorldHistory& history, EntityId id, const char* what, bool changed,
                   void (*revert)(Entity&, const Content&)) {
    if (!changed) return;
    ImGui::SameLine();
    ImGui::PushID(what);
    if (ImGui::SmallButton("revert")) {
        const Content& c = game.content();
        history.edit(game, std::string("revert ") + what, "", [&](World& w) { if (Entity* e = w.find(id)) revert(*e, c); });
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Back to the definition's value");
    ImGui::PopID();
}

void draw_fighter(Game& game, WorldHistory& history, const Entity& e) {
    const Content& c = game.content();
    heading("fighter");
    const int max = max_hp(e, c);
    int_field(game, history, e.id, "hp", e.fighter->hp, 0, max, [](Entity& x, int v) { x.fighter->hp = v; });
    revert_button(game, history, e.id, "hp", e.fighter->hp != max,
                  [](Entity& x, const Content& cc) { x.fighter->hp = max_hp(x, cc); });
    ImGui::SameLine();
    ImGui::Text("/ %d", max);
    ImGui::TextDisabled("         base + levels + gear = total");
    stat_line("max hp", breakdown(e, c, Stat::max_hp));
    stat_line("power", breakdown(e, c, Stat::power));
    stat_line("defense", breakdown(e, c, Stat::defense));
}

void draw_progression(Game& game, WorldHistory& history, const Entity& e) {
    heading("progression");
    const Progression& p = *e.progression;
    int_field(game, history, e.id, "level", p.level, 1, 100, [](Entity& x, int v) { x.progression->level = v; });
    int_field(game, history, e.id, "xp", p.xp, 0, 1000000, [](Entity& x, int v) { x.progression->xp = v; });
    int_field(game, history, e.id, "max_hp_gain", p.max_hp_gain, 0, 10000, [](Entity& x, int v) { x.progression->max_hp_gain = v; });
    int_field(game, history, e.id, "power_gain", p.power_gain, 0, 10000, [](Entity& x, int v) { x.progression->power_gain = v; });
    int_field(game, history, e.id, "defense_gain", p.defense_gain, 0, 10000, [](Entity& x, int v) { x.progression->defense_gain = v; });
    revert_button(game, history, e.id, "gains", p.max_hp_gain || p.power_gain || p.defense_gain, [](Entity& x, const Content& c) {
        x.progression->max_hp_gain = x.progression->power_gain = x.progression->defense_gain = 0;
        clamp_hp(x, c);
    });
}

void draw_inventory(Game& game, WorldHistory& history, const Entity& e, std::string& add_def) {
    heading("inventory");
    const Content& c = game.content();
    for (std::size_t i = 0; i < e.inventory->items.size(); ++i) {
        const ItemInstance& item = e.inventory->items[i];
        const auto slot = equipped_slot(e, static_cast<int>(i));
        ImGui::PushID(static_cast<int>(i));
        ImGui::Text("%c) %s #%u%s", static_cast<char>('a' + i), item.def.c_str(), item.id,
                    slot ? (" (on " + *slot + ")").c_str() : "");
        const ItemDef* def = c.item(item.def);
        const int index = static_cast<int>(i);
        const EntityId id = e.id;
        if (def && def->equippable) {
            ImGui::SameLine();
            if (ImGui::SmallButton(slot ? "unequip" : "equip")) {
                history.edit(game, slot ? "unequip" : "equip", "", [&](World& w) {
                    Entity* x = w.find(id);
                    if (!x) return;
                    if (slot) x->inventory->equipped.erase(*slot);
                    else x->inventory->equipped[def->equippable->slot] = x->inventory->items[static_cast<std::size_t>(index)].id;
                    clamp_hp(*x, c);
                });
            }
        }
        ImGui::SameLine();
        if (ImGui::SmallButton("remove")) {
            history.edit(game, "remove item", "", [&](World& w) {
                if (Entity* x = w.find(id)) { remove_carried(*x, index); clamp_hp(*x, c); }
            });
        }
        ImGui::PopID();
    }
    ImGui::SetNextItemWidth(160);
    if (ImGui::BeginCombo("##add_item", add_def.empty() ? "item to add" : add_def.c_str())) {
        for (const auto& [id, def] : c.items) {
            if (ImGui::Selectable(id.c_str(), id == add_def)) add_def = id;
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    if (ImGui::Button("Add") && c.item(add_def)) {
        const EntityId id = e.id;
        history.edit(game, "add item", "", [&](World& w) {
            const EntityId item_id = w.new_id();
            if (Entity* x = w.find(id)) x->inventory->items.push_back({item_id, add_def});
        });
    }
}

void draw_entity(Game& game, WorldHistory& history, const Entity& e, std::string& add_def) {
    const Content& c = game.content();
    ImGui::Text("#%u  %s  (def '%s')", e.id, display_name(e, c).c_str(), e.def.c_str());
    int pos[2] = {e.pos.x, e.pos.y};
    ImGui::SetNextItemWidth(140);
    if (ImGui::DragInt2("position", pos, 0.1f, 0, std::max(game.world().map.width(), game.world().map.height()) - 1)) {
        const EntityId id = e.id;
        const Point p{pos[0], pos[1]};
        if (game.world().map.in_bounds(p)) {
            history.edit(game, "move entity", std::to_string(id) + "pos", [&](World& w) { if (Entity* x = w.find(id)) x->pos = p; });
        }
    }
    if (!ImGui::IsItemActive() && ImGui::IsItemDeactivated()) history.end_merge();
    if (e.fighter) draw_fighter(game, history, e);
    if (e.ai) {
        heading("ai");
        const ActorDef* def = c.actor(e.def);
        ImGui::Text("kind: %s (from the definition)", def && def->ai == AiKind::hostile ? "hostile" : "none");
        int_field(game, history, e.id, "confused_turns", e.ai->confused_turns, 0, 1000,
                  [](Entity& x, int v) { x.ai->confused_turns = v; });
        revert_button(game, history, e.id, "confusion", e.ai->confused_turns != 0, [](Entity& x, const Content&) { x.ai->confused_turns = 0; });
    }
    if (e.progression) draw_progression(game, history, e);
    if (e.inventory) draw_inventory(game, history, e, add_def);
    ImGui::Separator();
    if (e.alive() && e.id != game.world().player_id && ImGui::Button("Kill")) {
        const EntityId id = e.id;
        history.edit(game, "kill", "", [&](World& w) { if (Entity* x = w.find(id)) x->fighter->hp = 0; });
    }
    if (e.id != game.world().player_id) {
        ImGui::SameLine();
        if (ImGui::Button("Delete entity")) {
            const EntityId id = e.id;
            history.edit(game, "delete entity", "", [&](World& w) { w.remove(id); });
        }
    }
}

bool matches(const std::string& needle, const std::string& label, const Entity& e) {
    return needle.empty() || label.find(needle) != std::string::npos || components_of(e).find(needle) != std::string::npos;
}

}  // namespace

std::string components_of(const Entity& e) {
    std::string out = e.is_item() ? "item" : "actor";
    if (e.fighter) out += e.alive() ? " fighter" : " corpse";
    if (e.ai) out += " ai";
    if (e.progression) out += " progression";
    if (e.inventory) out += " inventory";
    return out;
}

void InspectorPanel::on_map_click(Game& game, WorldHistory& history, Point cell) {
    const Content& c = game.content();
    if (picking == Pick::teleport) {
        history.edit(game, "teleport player", "", [&](World& w) { w.player().pos = cell; });
    } else if (picking == Pick::spawn && (c.actor(spawn_def) || c.item(spawn_def))) {
        history.edit(game, "spawn " + spawn_def, "", [&](World& w) {
            if (c.actor(spawn_def)) selected = spawn_actor(w, c, spawn_def, cell);
            else selected = spawn_item(w, c, spawn_def, cell);
        });
    } else {
        for (const Entity& e : game.world().entities) {
            if (e.pos == cell) selected = e.id;  // the last drawn (top) one wins
        }
    }
    picking = Pick::none;
}

void InspectorPanel::draw(Game& game, WorldHistory& history) {
    const Content& c = game.content();
    if (ImGui::Button(picking == Pick::teleport ? "Click a tile..." : "Teleport player")) picking = Pick::teleport;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(130);
    if (ImGui::BeginCombo("##spawn", spawn_def.empty() ? "definition" : spawn_def.c_str())) {
        for (const auto& [id, def] : c.actors) {
            if (id != c.settings.player && ImGui::Selectable(id.c_str(), id == spawn_def)) spawn_def = id;
        }
        for (const auto& [id, def] : c.items) {
            if (ImGui::Selectable(id.c_str(), id == spawn_def)) spawn_def = id;
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    if (ImGui::Button(picking == Pick::spawn ? "Click a tile...##s" : "Spawn at tile") && !spawn_def.empty()) picking = Pick::spawn;

    ImGui::SetNextItemWidth(-1);
    ImGui::InputTextWithHint("##filter", "filter by name or component (e.g. ai, corpse)", filter, sizeof filter);
    const std::string needle = filter;
    ImGui::BeginChild("entities", ImVec2(0, 130), true);
    for (const Entity& e : game.world().entities) {
        const std::string label = display_name(e, c) + " #" + std::to_string(e.id) + "  (" +
                                  std::to_string(e.pos.x) + "," + std::to_string(e.pos.y) + ")";
        if (!matches(needle, label, e)) continue;
        if (ImGui::Selectable(label.c_str(), selected == e.id)) selected = e.id;
    }
    ImGui::EndChild();
    if (const Entity* e = game.world().find(selected)) {
        const Entity copy = *e;  // edits below may reallocate the entity vector
        draw_entity(game, history, copy, add_item_def);
    } else {
        ImGui::TextDisabled("Select an entity in the list or click one on the map.");
    }
}

}  // namespace cf
