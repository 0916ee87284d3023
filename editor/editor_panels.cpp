// The editor's panels, each drawn into the window the app opened for it, and the
// windows that float over the viewport. Everything here reads; what a panel asks for
// waits for Editor::update().

#include "editor/editor_panels.hpp"

#include <imgui.h>

#include <utility>

#include "editor/hover_tip.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

bool window_focused() { return ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows); }

void place_first(const FloatingPlace& p) {
    ImGui::SetNextWindowPos(ImVec2(p.x, p.y), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(p.w, p.h), ImGuiCond_FirstUseEver);
}

// "Orc #5", or "entity #5" for one that is gone.
std::function<std::string(EntityId)> namer(const Game& game) {
    return [&game](EntityId id) {
        const Entity* e = game.world().find(id);
        return (e ? display_name(*e, game.content()) : std::string("entity")) + " #" +
               std::to_string(id);
    };
}

// How many entities on the floor (carried items included) use a definition.
int entities_using(const Game& game, DefKind kind, const DefId& id) {
    int n = 0;
    for (const Entity& e : game.world().entities) {
        if ((kind == DefKind::actor && e.is_actor() && e.def == id) ||
            (kind == DefKind::item && e.is_item() && e.def == id))
            ++n;
        if (kind == DefKind::item && e.inventory) {
            for (const ItemInstance& item : e.inventory->items) n += item.def == id ? 1 : 0;
        }
    }
    return n;
}

const ImVec4 kConflict(1.0f, 0.6f, 0.35f, 1.0f);

// A trailing tab that opens or closes a window: flips `open` when pressed, drawn in the
// selected tab's colour while the window is open. True when hovered (for a tooltip).
bool window_switch(const char* label, bool& open) {
    const bool was_open = open;
    if (was_open) ImGui::PushStyleColor(ImGuiCol_Tab, ImGui::GetStyleColorVec4(ImGuiCol_TabActive));
    // "Files##window": not the toolbar's Files button, for the API's ui.click.
    if (ui::TabItemButton((std::string(label) + "##window").c_str(), ImGuiTabItemFlags_Trailing))
        open = !open;
    if (was_open) ImGui::PopStyleColor();
    return ImGui::IsItemHovered();
}

}  // namespace

void EditorPanels::follow_moment(const TimelinePanel& timeline, const Game& live) {
    inspector.read_only = timeline.in_past();
    inspector.run = &live;
    inspector.shown_events = timeline.shown_events();
}

void EditorPanels::forget_game() {
    inspector.selected = kNoEntity;
    inspector.forget_history();
}

void EditorPanels::take_asks(EditRequests& asks) {
    asks.undo |= std::exchange(content_editor.undo_requested, false);
    asks.redo |= std::exchange(content_editor.redo_requested, false);
    asks.save |= std::exchange(content_editor.save_requested, false);
    if (std::optional<FileAction> action = content_editor.write_target.take_action())
        asks.file_action = std::move(action);
}

void EditorPanels::draw_content(ContentDocument& doc, const FrameGames& games, const Content* disk,
                                EditRequests& asks, void* tileset_texture,
                                const ContentStatus& status) {
    ImGui::BeginTabBar("content_tabs");
    EditorContext ctx;
    ctx.tileset_texture = tileset_texture;
    ctx.undo_label = doc.history().undo_label();
    ctx.redo_label = doc.history().redo_label();
    ctx.status_headline = status.headline();
    ctx.status_ok = status.count() == 0;
    const Game& live = games.live;
    ctx.live_entities_using = [&live](DefKind kind, const DefId& id) {
        return entities_using(live, kind, id);
    };
    ctx.game_content = &live.content();
    ctx.disk_content = disk;
    // The Files panel opened a definition: its tab comes forward.
    const ImGuiTabItemFlags definitions_flags =
        files_panel.take_definitions_tab_request() ? ImGuiTabItemFlags_SetSelected : 0;
    if (ui::BeginTabItem("Definitions", nullptr, definitions_flags)) {
        content_editor.draw(doc, ctx);
        ImGui::EndTabItem();
    }
    if (ui::BeginTabItem("Spawns")) {
        const SpawnAction action = spawn_tables.draw(doc);
        if (action != SpawnAction::none) asks.spawn_action = action;
        asks.save |= std::exchange(spawn_tables.save_requested, false);  // its Save button
        ImGui::EndTabItem();
    }
    balance.poll(doc.snapshot(), doc.revision(), doc.dirty());
    if (ui::BeginTabItem("Balance")) {
        balance.draw();
        ImGui::EndTabItem();
    }
    // The two windows' switches end the bar, short enough that every tab reads whole in
    // the panel's width at 1280x720; a switch that is on looks like the selected tab.
    if (window_switch("Sheet", show_spreadsheet))
        ImGui::SetTooltip("The spreadsheet: all actors or all items side by side, with bulk edits");
    if (window_switch("Files", show_files))
        ImGui::SetTooltip("The layers, folders and files, each with its definitions; search");
    if (window_switch("Paint", show_painter))
        ImGui::SetTooltip("The vault painter: paint the selected vault's map, check it, place it");
    ImGui::EndTabBar();
}

void EditorPanels::draw_problems(const ContentStatus& status, const ContentDocument& doc) {
    problems_panel.draw(status.problems, doc.content(), content_editor, doc.saved().directory);
}

void EditorPanels::draw_vault_painter(ContentDocument& doc, const FrameGames& games,
                                      void* tileset_texture) {
    // The painter follows the vault chosen in the Content editor.
    if (content_editor.kind == DefKind::vault && !content_editor.selected.empty() &&
        doc.content().vault(content_editor.selected))
        vault_painter.vault = content_editor.selected;
    ImGui::BeginDisabled(games.past);
    vault_painter.draw(doc, games.shown, tileset_texture);
    ImGui::EndDisabled();
}

void EditorPanels::draw_inspector(const EditHistory& history, const FrameGames& games,
                                  EditRequests& asks) {
    ImGui::BeginDisabled(!history.can_undo() || games.past);
    if (ui::SmallButton("Undo")) asks.undo = true;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && history.can_undo()) {
        ImGui::SetTooltip("Undo %s (content and world edits share one history)",
                          history.undo_label().c_str());
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(!history.can_redo() || games.past);
    if (ui::SmallButton("Redo")) asks.redo = true;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && history.can_redo())
        ImGui::SetTooltip("Redo %s", history.redo_label().c_str());
    inspector.draw(games.shown, asks);
}

void EditorPanels::draw_overlays(const FrameGames& games, EditRequests& asks) {
    ImGui::BeginDisabled(games.past);
    overlays.draw(games.shown, asks);
    ImGui::EndDisabled();
}

void EditorPanels::draw_performance(const FrameGames& games, const ContentStatus& status) {
    performance.entity_count = static_cast<int>(games.shown.world().entities.size());
    performance.draw(status);
}

void EditorPanels::map_click(const FrameGames& games, EditRequests& asks, Point cell) {
    if (vault_painter.placing() && !games.past)
        vault_painter.on_map_click(games.shown, asks, cell);
    else
        inspector.on_map_click(games.shown, asks, cell);
}

bool EditorPanels::draw_spreadsheet(const FloatingPlace& place, ContentDocument& doc) {
    if (!show_spreadsheet) return false;
    bool focused = false;
    place_first(place);
    if (ImGui::Begin("Spreadsheet", &show_spreadsheet)) {
        focused = window_focused();
        spreadsheet.draw(doc);
    }
    ImGui::End();
    return focused;
}

bool EditorPanels::draw_pending(const FloatingPlace& place, const ReloadPreview* preview,
                                const Game& live, EditRequests& asks) {
    if (!preview) return false;
    place_first(place);  // over the map's lower half
    // It appears with the first edit that waits: taking the focus then would end the
    // typing that made it after one letter.
    ImGui::Begin(content_editor.live ? "Pending changes###pending"
                                     : "Pending changes (Live is off)###pending",
                 nullptr, ImGuiWindowFlags_NoFocusOnAppearing);
    const bool focused = window_focused();
    switch (pending_panel_.draw(*preview, namer(live))) {
        case ReloadPreviewPanel::Choice::none:
            break;
        case ReloadPreviewPanel::Choice::apply:
            asks.apply = true;
            break;
        case ReloadPreviewPanel::Choice::discard:
            asks.discard = true;
            break;
    }
    ImGui::End();
    return focused;
}

void EditorPanels::draw_branches(const FloatingPlace& place, TimelinePanel& timeline) {
    if (!timeline.has_details()) return;
    place_first(place);  // over the lower map, the bar in view
    // Branches and a what-if are read and clicked, never typed into: after a fork the
    // keyboard stays with the game, so the next key plays the new branch.
    ImGui::Begin("Branches and what if", nullptr, ImGuiWindowFlags_NoFocusOnAppearing);
    timeline.draw_details();
    ImGui::End();
}

bool EditorPanels::draw_dialogs(const Content& saved, EditRequests& asks) {
    if (std::optional<SavePlan> decided = save_conflict.draw())
        asks.decided_save = std::move(decided);
    const bool focused = save_conflict.is_open();
    versions.open |= std::exchange(content_editor.versions_requested, false);
    versions.draw(saved);
    problems_panel.source.draw();
    return focused;
}

bool EditorPanels::draw_held(const FloatingPlace& place, HeldOutsideChange* held_change,
                             const Game& live, EditRequests& asks) {
    if (!held_change) return false;
    const HeldOutsideChange& held = *held_change;
    place_first(place);  // over the map's lower half, as the pending changes
    ImGui::Begin(("Outside change: " + held.files + "###outside_change").c_str());
    const bool focused = window_focused();
    if (held.merge.conflicts.empty()) {
        wrapped_textf(
            "Another program changed %s. \"Ask before applying\" is on: nothing reaches the "
            "editor or the game until you apply it.",
            held.files.c_str());
        switch (held_panel_.draw(held.preview, namer(live))) {
            case ReloadPreviewPanel::Choice::none:
                break;
            case ReloadPreviewPanel::Choice::apply:
                asks.held_answer = OutsideChangeAnswer::keep_mine;
                break;
            case ReloadPreviewPanel::Choice::discard:
                asks.held_answer = OutsideChangeAnswer::later;
                break;
        }
        ImGui::End();
        return focused;
    }
    wrapped_textf(
        "Another program changed %s where you have unsaved edits. Their other changes merge "
        "with yours; these fields differ on both sides:",
        held.files.c_str());
    if (ImGui::BeginTable("conflicts", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn("field");
        ImGui::TableSetupColumn("yours");
        ImGui::TableSetupColumn("on disk");
        ImGui::TableSetupColumn("when loaded");
        ImGui::TableHeadersRow();
        for (const MergeConflict& c : held.merge.conflicts) {
            ImGui::TableNextColumn();
            wrapped_textf("%s%s%s", c.owner.c_str(), c.field.empty() ? "" : " ", c.field.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(c.mine.c_str());
            ImGui::TableNextColumn();
            ImGui::TextColored(kConflict, "%s", c.theirs.c_str());
            ImGui::TableNextColumn();
            ImGui::TextDisabled("%s", c.base.c_str());
        }
        ImGui::EndTable();
    }
    if (ui::Button("Keep mine where both changed"))
        asks.held_answer = OutsideChangeAnswer::keep_mine;
    ImGui::SameLine();
    if (ui::Button("Take theirs where both changed"))
        asks.held_answer = OutsideChangeAnswer::take_theirs;
    ImGui::SameLine();
    if (ui::Button("Decide when saving")) asks.held_answer = OutsideChangeAnswer::later;
    hover_tip(
        "Leave their file as it is for now; your edits stay. Saving then asks before it\n"
        "replaces their file (keep mine, take theirs, keep both).");
    ImGui::End();
    return focused;
}

}  // namespace cf
