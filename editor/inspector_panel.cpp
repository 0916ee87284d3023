#include "editor/inspector_panel.hpp"

#include <imgui.h>

#include <cctype>
#include <string>
#include <type_traits>

#include "editor/field_texts.hpp"
#include "editor/flow_layout.hpp"
#include "editor/panel_colors.hpp"
#include "editor/provenance_text.hpp"
#include "editor/text_filter.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/rules/factions.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"
#include "engine/world/state_schema.hpp"
#include "engine/world/state_text.hpp"

namespace cf {

namespace {

using editor_colors::kError;
using editor_colors::kHeading;

void heading(const char* text) {
    ImGui::Separator();
    ImGui::TextColored(kHeading, "%s", text);
}

// `origin`: where the base (the definition's value) comes from, shown on hover.
void stat_line(const std::string& name, const StatBreakdown& b, const std::string& origin) {
    ImGui::Text("%-8s %3d + %d + %d + %d = %d", name.c_str(), b.base, b.gains, b.bonus(),
                b.from_statuses(), b.total());
    if (!origin.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", origin.c_str());
    for (const StatSource& s : b.bonuses) {
        ImGui::TextDisabled("           %+d from %s on %s", s.amount, s.item_name.c_str(),
                            s.slot.c_str());
    }
    for (const StatSource& s : b.statuses)
        ImGui::TextDisabled("           %+d from %s", s.amount, s.item_name.c_str());
}

// A combo of the ids of `defs` (`hint` while none is chosen) that keeps the choice in
// `chosen`, then a button: true on the frame the button is pressed.
template <class Defs>
bool pick_then_press(const char* combo_id, const char* hint, const Defs& defs, std::string& chosen,
                     const char* button) {
    ImGui::SetNextItemWidth(160);
    if (ui::BeginCombo(combo_id, chosen.empty() ? hint : chosen.c_str())) {
        for (const auto& entry : defs) {
            if (ui::Selectable(entry.first.c_str(), entry.first == chosen)) chosen = entry.first;
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    return ui::Button(button);
}

bool small_button(const char* label, const char* tooltip) {
    const bool pressed = ui::SmallButton(label);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
    return pressed;
}

// Draws one entity's described state: a widget per field, a heading per component,
// and what only the inspector adds (derived stats, revert buttons, inventory actions).
struct InspectorFields {
    InspectorPanel& panel;
    const Game& game;
    EditRequests& requests;
    const Entity& e;
    std::string prefix;

    const Content& content() const { return game.content(); }

    void number(const char* key, int& v, int lo, int hi) {
        const std::string path = prefix + key;
        if (path == "fighter.hp" && e.is_actor() && content().actor(e.def))
            hi = max_hp(e, content());
        if (path == "x") hi = game.world().map.width() - 1;
        if (path == "y") hi = game.world().map.height() - 1;
        panel.number_field(requests, e.id, path, v, lo, hi);
        if (!ImGui::IsItemHovered()) return;
        const std::string origin = definition_value_origin(content(), e, path);
        if (!origin.empty()) ImGui::SetTooltip("%s", origin.c_str());
    }
    void id(const char*, DefId&) {}  // shown in the header
    void kind(const char*, EntityKind&) {}
    void equipped(const char*, std::map<DefId, EntityId>&) {}  // shown beside each item
    void items(const char*, std::vector<ItemInstance>& items) {
        for (std::size_t i = 0; i < items.size(); ++i) item_row(static_cast<int>(i), items[i]);
        add_item_row();
    }
    // A number per entry (0 removes it). Statuses say who gave each and take new ones;
    // who gave them is shown beside each status, not as numbers of its own.
    template <class N>
    void keyed(const char* key, std::map<std::string, N>& m, long long lo, long long hi) {
        const std::string path = prefix + key;
        if (path == "status_sources") return;
        if (path == "statuses") heading("statuses");
        if (m.empty() && path != "statuses") return;
        for (auto& [name, value] : m) {
            panel.number_field(requests, e.id, path + "." + name, static_cast<int>(value),
                               static_cast<int>(std::max<long long>(lo, 0)),
                               static_cast<int>(std::min<long long>(hi, kMaxStateStat)));
            if (path == "statuses") status_origin(name);
        }
        if (path == "statuses") add_status_row();
    }
    void status_origin(const std::string& status) {
        const auto source = e.status_sources.find(status);
        if (source == e.status_sources.end()) return;
        const Entity* giver = game.world().find(source->second);
        ImGui::SameLine();
        ImGui::TextDisabled("from %s #%u", giver ? display_name(*giver, content()).c_str() : "?",
                            source->second);
    }
    void add_status_row() {
        std::string& add = panel.add_status_def;
        if (pick_then_press("##add_status", "status to give", content().statuses, add, "Give") &&
            content().status(add)) {
            panel.edit(requests, "give " + add + " to #" + std::to_string(e.id),
                       WorldEdit{{EditOp::set(e.id, "statuses." + add, "10")}});
        }
    }
    template <class T>
    void component(const char* key, std::optional<T>& c) {
        if (!c) return;
        heading(key);
        InspectorFields inner{panel, game, requests, e, prefix + key + "."};
        describe_state(inner, *c);
        if constexpr (std::is_same_v<T, Fighter>) fighter_extras();
        if constexpr (std::is_same_v<T, Ai>) ai_extras();
        if constexpr (std::is_same_v<T, Progression>) progression_extras();
    }

    void fighter_extras() {
        if (!e.is_actor() || !content().actor(e.def)) return;
        const int max = max_hp(e, content());
        ImGui::SameLine();
        ImGui::Text("/ %d", max);
        if (e.fighter->hp != max) {
            ImGui::SameLine();
            if (small_button("full hp", "Back to the definition's maximum")) {
                Entity wanted = e;
                wanted.fighter->hp = max;
                panel.change_entity(game, requests, "revert hp of #" + std::to_string(e.id),
                                    wanted);
            }
        }
        ImGui::TextDisabled("         base + levels + gear + statuses = total");
        for (const StatName& s : kStatNames) {
            stat_line(std::string(s.name), breakdown(e, content(), s.stat),
                      definition_value_origin(content(), e, std::string(s.def_field)));
        }
    }
    void ai_extras() {
        const ActorDef* def = content().actor(e.def);
        ImGui::TextDisabled(
            "kind: %s, behaving: %s (from the definition and statuses)",
            std::string(kAiKindNames[static_cast<std::size_t>(def ? def->ai.kind : AiKind::none)])
                .c_str(),
            std::string(kBehaviourNames[static_cast<std::size_t>(behaviour_of(e, content()))])
                .c_str());
    }
    void progression_extras() {
        const Progression& p = *e.progression;
        if (!(p.max_hp_gain || p.power_gain || p.defense_gain)) return;
        if (small_button("revert gains", "Forget the level-up choices")) {
            Entity wanted = e;
            wanted.progression->max_hp_gain = wanted.progression->power_gain =
                wanted.progression->defense_gain = 0;
            clamp_hp(wanted, content());
            panel.change_entity(game, requests, "revert gains of #" + std::to_string(e.id), wanted);
        }
    }
    void item_row(int index, const ItemInstance& item) {
        const auto slot = equipped_slot(e, index);
        ImGui::PushID(index);
        ImGui::Text("%c) %s #%u%s%s", static_cast<char>('a' + index), item.def.c_str(), item.id,
                    item.charges == kNoCharges
                        ? ""
                        : (" [" + std::to_string(item.charges) + " charges]").c_str(),
                    slot ? (" (on " + *slot + ")").c_str() : "");
        const ItemDef* def = content().item(item.def);
        if (def && def->equippable) {
            ImGui::SameLine();
            if (ui::SmallButton(slot ? "unequip" : "equip")) {
                Entity wanted = e;
                if (slot)
                    wanted.inventory->equipped.erase(*slot);
                else
                    wanted.inventory->equipped[def->equippable->slot] = item.id;
                clamp_hp(wanted, content());
                panel.change_entity(game, requests,
                                    std::string(slot ? "unequip " : "equip ") + item.def, wanted);
            }
        }
        ImGui::SameLine();
        if (ui::SmallButton("remove")) {
            Entity wanted = e;
            remove_carried(wanted, index);
            clamp_hp(wanted, content());
            panel.change_entity(game, requests,
                                "remove " + item.def + " from #" + std::to_string(e.id), wanted);
        }
        ImGui::PopID();
    }
    void add_item_row() {
        std::string& add = panel.add_item_def;
        if (pick_then_press("##add_item", "item to add", content().items, add, "Add") &&
            content().item(add)) {
            panel.edit(requests, "give " + add + " to #" + std::to_string(e.id),
                       WorldEdit{{EditOp::give(e.id, add)}});
        }
    }
};

// Each change: turn, value, cause (derived stats with their breakdown); changes after
// the moment shown are dimmed.
void history_table(const FieldHistory& h, std::size_t shown_events) {
    const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                  ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("history", 3, flags, ImVec2(0, 180))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("turn", ImGuiTableColumnFlags_WidthFixed, 40);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthFixed, 50);
    ImGui::TableSetupColumn("cause");
    ImGui::TableHeadersRow();
    for (const FieldChange& change : h.changes) {
        const bool later = change.event > shown_events;  // after the moment shown
        if (later)
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TableNextColumn();
        ImGui::Text("%d", change.turn);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(change.value.empty() ? "-" : change.value.c_str());
        ImGui::TableNextColumn();
        std::string cause = change.cause;
        if (const auto& b = change.breakdown) {
            cause += "  = " + std::to_string(b->base) + " base + " + std::to_string(b->gains) +
                     " levels + " + std::to_string(b->bonus()) + " gear";
            if (!b->statuses.empty())
                cause += " + " + std::to_string(b->from_statuses()) + " statuses";
        }
        wrapped_text(cause);
        if (later) ImGui::PopStyleColor();
    }
    ImGui::EndTable();
}

}  // namespace

std::string components_of(const Entity& e) {
    std::string out = e.is_item() ? "item" : "actor";
    if (e.fighter) out += e.alive() ? " fighter" : " corpse";
    if (e.ai) out += " ai";
    if (e.progression) out += " progression";
    if (e.inventory) out += " inventory";
    if (e.energy) out += " energy";
    for (const auto& [status, turns] : e.statuses) out += " " + status;
    return out;
}

void InspectorPanel::edit(EditRequests& requests, const std::string& label, const WorldEdit& e) {
    requests.edit_world(
        label, e, [this](const EventResult& r) { message = r.applied ? std::string() : r.error; });
}

void InspectorPanel::change_entity(const Game& game, EditRequests& requests,
                                   const std::string& label, const Entity& wanted) {
    const Entity* current = game.world().find(wanted.id);
    if (!current) return;
    const WorldEdit e = edit_to_match(*current, wanted);
    if (!e.empty()) edit(requests, label, e);
}

void InspectorPanel::number_field(EditRequests& requests, EntityId id, const std::string& path,
                                  int value, int lo, int hi) {
    const std::string widget = std::to_string(id) + "/" + path;
    int shown = editing == widget ? editing_value : value;
    ImGui::SetNextItemWidth(140);
    // Shown by its own name under its component's heading; the path keeps ids unique.
    const std::string label = path.substr(path.rfind('.') + 1) + "##" + path;
    ui::DragInt(label.c_str(), &shown, 0.2f, lo, hi, "%d", ImGuiSliderFlags_AlwaysClamp);
    if (ImGui::IsItemActive()) {
        editing = widget;
        editing_value = shown;
    }
    if (ImGui::IsItemDeactivated()) {
        editing.clear();
        // One edit for the whole drag or the whole typed number, from the value before it.
        if (ImGui::IsItemDeactivatedAfterEdit() && shown != value) {
            edit(requests, "set #" + std::to_string(id) + " " + path,
                 WorldEdit{{EditOp::set(id, path, std::to_string(shown))}});
        }
    }
}

void InspectorPanel::on_map_click(const Game& game, EditRequests& requests, Point cell) {
    const Content& c = game.content();
    if (read_only) picking = Pick::none;  // a past moment: a click only selects
    if (picking == Pick::teleport) {
        const EntityId p = game.world().player_id;
        edit(requests, "teleport the player",
             WorldEdit{{EditOp::set(p, "x", std::to_string(cell.x)),
                        EditOp::set(p, "y", std::to_string(cell.y))}});
    } else if (picking == Pick::tile && c.tile(brush_tile)) {
        // The brush stays on: each click paints one cell, one undoable edit, until the
        // button is clicked again.
        requests.edit_world(
            "tile " + brush_tile, WorldEdit{{EditOp::tile(cell, brush_tile)}},
            [this](const EventResult& r) { message = r.applied ? std::string() : r.error; });
        return;
    } else if (picking == Pick::spawn && (c.actor(spawn_def) || c.item(spawn_def))) {
        requests.edit_world("spawn " + spawn_def, WorldEdit{{EditOp::spawn(spawn_def, cell)}},
                            [this](const EventResult& r) {
                                message = r.applied ? std::string() : r.error;
                                if (r.applied) selected = r.created;
                            });
    } else {
        for (const Entity& e : game.world().entities) {
            if (e.pos == cell) selected = e.id;  // the last drawn (top) one wins
        }
    }
    picking = Pick::none;
}

void InspectorPanel::draw(const Game& game, EditRequests& requests) {
    const Content& c = game.content();
    if (read_only) picking = Pick::none;
    ImGui::BeginDisabled(read_only);
    if (ui::Button(picking == Pick::teleport ? "Click a tile..." : "Teleport player"))
        picking = Pick::teleport;
    same_line_if_fits(130);
    ImGui::SetNextItemWidth(130);
    if (ui::BeginCombo("##spawn", spawn_def.empty() ? "definition" : spawn_def.c_str())) {
        for (const auto& [id, def] : c.actors) {
            if (id != c.settings.player && ui::Selectable(id.c_str(), id == spawn_def))
                spawn_def = id;
        }
        for (const auto& [id, def] : c.items) {
            if (ui::Selectable(id.c_str(), id == spawn_def)) spawn_def = id;
        }
        ImGui::EndCombo();
    }
    same_line_if_room("Spawn at tile");
    if (ui::Button(picking == Pick::spawn ? "Click a tile...##s" : "Spawn at tile") &&
        !spawn_def.empty())
        picking = Pick::spawn;
    // The tile brush: a world edit per clicked cell (a door, a trap, water), refused with
    // the reason where it cannot go.
    ImGui::SetNextItemWidth(130);
    if (ui::BeginCombo("##brush tile", brush_tile.empty() ? "tile" : brush_tile.c_str())) {
        for (const auto& [id, def] : c.tiles) {
            if (ui::Selectable(id.c_str(), id == brush_tile)) brush_tile = id;
        }
        ImGui::EndCombo();
    }
    same_line_if_room("Paint tiles");
    if (ui::Button(picking == Pick::tile ? "Stop painting" : "Paint tiles") && !brush_tile.empty())
        picking = picking == Pick::tile ? Pick::none : Pick::tile;
    ImGui::EndDisabled();

    ImGui::SetNextItemWidth(-1);
    ui::InputTextWithHint("##filter", "filter: name, #id, orc, ai...", filter, sizeof filter);
    if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip(
            "Any case: a name (orc), a number (#5), a definition id (health_potion) or a\n"
            "component (ai, corpse, inventory)");
    }
    const std::string needle = filter;
    ImGui::BeginChild("entities", ImVec2(0, 130), true);
    for (const Entity& e : game.world().entities) {
        const std::string label = display_name(e, c) + " #" + std::to_string(e.id) + "  (" +
                                  std::to_string(e.pos.x) + "," + std::to_string(e.pos.y) + ")";
        if (!entity_matches_filter(e, c, needle)) continue;
        if (ui::Selectable(label.c_str(), selected == e.id)) selected = e.id;
    }
    ImGui::EndChild();
    if (!message.empty()) ImGui::TextColored(kError, "%s", message.c_str());
    const Entity* found = game.world().find(selected);
    if (!found) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        wrapped_textf("Select an entity in the list or click one on the map.");
        ImGui::PopStyleColor();
        return;
    }
    Entity e = *found;  // edits below change the world; the widgets read this copy
    ImGui::Text("#%u  %s  (%s '%s')", e.id, display_name(e, c).c_str(),
                e.is_item() ? "item" : "actor", e.def.c_str());
    // Why it fights you or beside you: its faction, yours, and a charm if one holds.
    if (e.fighter && e.id != game.world().player_id && game.world().find(game.world().player_id)) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        std::string why = explain_relation(game.world(), c, e, game.world().player());
        why[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(why[0])));
        wrapped_textf("%s.", why.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::BeginDisabled(read_only);
    InspectorFields fields{*this, game, requests, e, ""};
    describe_state(fields, e);
    ImGui::Separator();
    if (e.alive() && e.id != game.world().player_id && ui::Button("Kill")) {
        edit(requests, "kill #" + std::to_string(e.id),
             WorldEdit{{EditOp::set(e.id, "fighter.hp", "0")}});
    }
    if (e.id != game.world().player_id) {
        ImGui::SameLine();
        if (ui::Button("Delete entity")) {
            edit(requests, "delete #" + std::to_string(e.id), WorldEdit{{EditOp::remove(e.id)}});
        }
    }
    ImGui::EndDisabled();
    draw_history(run ? *run : game, e);
}

void InspectorPanel::draw_history(const Game& run_game, const Entity& e) {
    heading("History");
    std::vector<std::string> fields;
    for (const FieldValue& f : entity_fields(e)) {
        if (f.path != "kind" && f.path != "def" && !f.path.starts_with("inventory"))
            fields.push_back(f.path);
    }
    if (e.fighter) {
        for (const StatName& s : kStatNames) fields.emplace_back(s.name);
    }
    ImGui::SetNextItemWidth(160);
    if (ui::BeginCombo("##history_field",
                       history_field.empty() ? "field..." : history_field.c_str())) {
        for (const std::string& f : fields) {
            if (ui::Selectable(f.c_str(), f == history_field)) history_field = f;
        }
        ImGui::EndCombo();
    }
    if (history_field.empty()) return;
    // Another entity, field or run (a branch, a new game) starts over; a longer log of the
    // same run is followed from where the history stopped.
    const World& start = run_game.start_world();
    const std::string key = std::to_string(e.id) + "." + history_field + "@" +
                            std::to_string(start.seed) + ":" + std::to_string(start.rng.state()) +
                            ":" + std::to_string(start.next_id);
    if (key != history_key_ || !history_ || history_->followed() > run_game.log().size()) {
        std::string error;
        const auto ref = parse_field_ref(std::to_string(e.id) + "." + history_field, error);
        history_.reset();
        if (ref) history_.emplace(run_game, *ref);
        history_key_ = key;
    }
    if (!history_) return;
    history_->follow(run_game);
    const FieldHistory& history = history_->history();
    ImGui::SameLine();
    ImGui::Text("%s at the start, %zu changes",
                history.initial.empty() ? "absent" : history.initial.c_str(),
                history.changes.size());
    history_table(history, shown_events.value_or(run_game.log().size()));
}

std::string definition_value_origin(const Content& content, const Entity& e,
                                    const std::string& path) {
    std::map<std::string, std::string> texts;
    DefKind kind = DefKind::actor;
    if (const ActorDef* actor = e.is_actor() ? content.actor(e.def) : nullptr) {
        texts = field_texts(*actor);
    } else if (const ItemDef* item = e.is_item() ? content.item(e.def) : nullptr) {
        texts = field_texts(*item);
        kind = DefKind::item;
    }
    const auto value = texts.find(path);
    if (value == texts.end()) return {};
    ValueOrigin origin{path, value->second, value->second};
    // The game may run an edit not saved yet (Live): what the files hold is the chain's
    // top value, as written (a scalar; lists and objects are written in other shapes).
    const std::string key = location_key(kind, e.def);
    if (content.provenance) {
        const FieldChain chain = chain_of_path(*content.provenance, key, path);
        if (!chain.steps.empty()) {
            std::string written = chain.steps.front().text;
            if (written.size() >= 2 && written.front() == '\'' && written.back() == '\'')
                written = written.substr(1, written.size() - 2);
            if (!written.starts_with('[') && !written.starts_with('{')) origin.saved = written;
        }
    }
    return "From its definition, " + std::string(kind_name(kind)) + " '" + e.def + "':\n" +
           value_origin_text(content.provenance.get(), key, e.def, origin);
}

}  // namespace cf
