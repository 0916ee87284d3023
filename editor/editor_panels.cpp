// The editor's panels, each drawn into the window the app opened for it, and the
// windows that float over the viewport. Everything here reads; what a panel asks for
// waits for Editor::update().

#include <imgui.h>

#include "editor/editor.hpp"
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

void Editor::draw_content(void* tileset_texture, const ContentStatus& status) {
    ImGui::BeginTabBar("content_tabs");
    EditorContext ctx;
    ctx.tileset_texture = tileset_texture;
    ctx.undo_label = history_.undo_label();
    ctx.redo_label = history_.redo_label();
    ctx.status_headline = status.headline();
    ctx.status_ok = status.count() == 0;
    const Game& live = *live_;
    ctx.live_entities_using = [&live](DefKind kind, const DefId& id) {
        return entities_using(live, kind, id);
    };
    ctx.game_content = &live.content();
    ctx.disk_content = held_ ? held_->disk.get() : nullptr;
    // The Files panel opened a definition: its tab comes forward.
    const ImGuiTabItemFlags definitions_flags =
        files_panel.take_definitions_tab_request() ? ImGuiTabItemFlags_SetSelected : 0;
    if (ui::BeginTabItem("Definitions", nullptr, definitions_flags)) {
        content_editor.draw(document_, ctx);
        ImGui::EndTabItem();
    }
    if (ui::BeginTabItem("Spawns")) {
        const SpawnAction action = spawn_tables.draw(document_);
        if (action != SpawnAction::none) spawn_action_ = action;
        content_editor.save_requested |= spawn_tables.save_requested;  // its Save button
        spawn_tables.save_requested = false;
        ImGui::EndTabItem();
    }
    balance.poll(document_.snapshot(), document_.revision(), document_.dirty());
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

void Editor::draw_timeline() { timeline.draw(*live_); }

void Editor::draw_problems(const ContentStatus& status) {
    problems_panel.draw(status.problems, document_.content(), content_editor,
                        document_.saved().directory);
}

void Editor::draw_vault_painter(void* tileset_texture) {
    // The painter follows the vault chosen in the Content editor.
    if (content_editor.kind == DefKind::vault && !content_editor.selected.empty() &&
        document_.content().vault(content_editor.selected))
        vault_painter.vault = content_editor.selected;
    ImGui::BeginDisabled(in_past());
    vault_painter.draw(document_, *shown_, tileset_texture);
    ImGui::EndDisabled();
}

void Editor::draw_inspector() {
    const bool past = in_past();
    ImGui::BeginDisabled(!history_.can_undo() || past);
    if (ui::SmallButton("Undo")) requests_.undo = true;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && history_.can_undo()) {
        ImGui::SetTooltip("Undo %s (content and world edits share one history)",
                          history_.undo_label().c_str());
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(!history_.can_redo() || past);
    if (ui::SmallButton("Redo")) requests_.redo = true;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && history_.can_redo())
        ImGui::SetTooltip("Redo %s", history_.redo_label().c_str());
    inspector.draw(*shown_, requests_);
}

void Editor::draw_overlays() {
    ImGui::BeginDisabled(in_past());
    overlays.draw(*shown_, requests_);
    ImGui::EndDisabled();
}

void Editor::draw_performance(const ContentStatus& status) {
    performance.entity_count = static_cast<int>(shown_->world().entities.size());
    performance.draw(status);
}

bool Editor::draw_floating(const FloatingPlace& spreadsheet_place, const FloatingPlace& floating) {
    bool focused = false;
    if (show_spreadsheet) {
        place_first(spreadsheet_place);
        if (ImGui::Begin("Spreadsheet", &show_spreadsheet)) {
            focused |= window_focused();
            spreadsheet.draw(document_);
        }
        ImGui::End();
    }
    focused |= draw_pending_changes(floating);
    if (timeline.has_details()) {
        place_first(floating);  // over the lower map, the bar in view
        // Branches and a what-if are read and clicked, never typed into: after a fork the
        // keyboard stays with the game, so the next key plays the new branch.
        ImGui::Begin("Branches and what if", nullptr, ImGuiWindowFlags_NoFocusOnAppearing);
        timeline.draw_details();
        ImGui::End();
    }
    focused |= draw_held_change(floating);
    if (std::optional<SavePlan> decided = save_conflict.draw()) decided_save_ = std::move(decided);
    focused |= save_conflict.is_open();
    versions.open |= std::exchange(content_editor.versions_requested, false);
    versions.draw(document_.saved());
    problems_panel.source.draw();
    return focused;
}

bool Editor::draw_pending_changes(const FloatingPlace& place) {
    const Game& game = *live_;
    if (!session_.pending(game, document_) || !document_.problems().empty()) return false;
    // With Live on an edit is on its way (this frame's, one still being dragged, one made
    // in the past); what the designer left waiting (another branch, an undone Apply) or
    // the game refuses waits here for Apply.
    const std::vector<Rename> renames = session_.renames_to_document(document_);
    if (content_editor.live && !session_.waiting_by_choice() &&
        rebase_refusals(game.world(), document_.content(), renames).empty()) {
        return false;
    }
    if (pending_.revision != document_.revision() || pending_.log_size != game.log().size()) {
        pending_.preview = preview_reload(game, document_.content(), renames);
        pending_.revision = document_.revision();
        pending_.log_size = game.log().size();
    }
    place_first(place);  // over the map's lower half
    // It appears with the first edit that waits: taking the focus then would end the
    // typing that made it after one letter.
    ImGui::Begin(content_editor.live ? "Pending changes###pending"
                                     : "Pending changes (Live is off)###pending",
                 nullptr, ImGuiWindowFlags_NoFocusOnAppearing);
    const bool focused = window_focused();
    switch (pending_.panel.draw(pending_.preview, namer(game))) {
        case ReloadPreviewPanel::Choice::none:
            break;
        case ReloadPreviewPanel::Choice::apply:
            pending_.apply = true;
            break;
        case ReloadPreviewPanel::Choice::discard:
            pending_.discard = true;
            break;
    }
    ImGui::End();
    return focused;
}

bool Editor::draw_held_change(const FloatingPlace& place) {
    if (!held_) return false;
    const Game& game = *live_;
    HeldOutsideChange& held = *held_;
    if (held.log_size != game.log().size() || held.preview.definitions.empty()) {
        std::vector<Rename> renames = session_.renames_to_document(document_);
        renames.insert(renames.end(), held.merge.disk_renames.begin(),
                       held.merge.disk_renames.end());
        held.preview = preview_reload(game, *held.merge.merged, renames);
        held.log_size = game.log().size();
    }
    place_first(place);  // over the map's lower half, as the pending changes
    ImGui::Begin(("Outside change: " + held.files + "###outside_change").c_str());
    const bool focused = window_focused();
    if (held.merge.conflicts.empty()) {
        wrapped_textf(
            "Another program changed %s. \"Ask before applying\" is on: nothing reaches the "
            "editor or the game until you apply it.",
            held.files.c_str());
        switch (held_panel_.draw(held.preview, namer(game))) {
            case ReloadPreviewPanel::Choice::none:
                break;
            case ReloadPreviewPanel::Choice::apply:
                held_answer_ = OutsideChangeAnswer::keep_mine;
                break;
            case ReloadPreviewPanel::Choice::discard:
                held_answer_ = OutsideChangeAnswer::later;
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
    if (ui::Button("Keep mine where both changed")) held_answer_ = OutsideChangeAnswer::keep_mine;
    ImGui::SameLine();
    if (ui::Button("Take theirs where both changed"))
        held_answer_ = OutsideChangeAnswer::take_theirs;
    ImGui::SameLine();
    if (ui::Button("Decide when saving")) held_answer_ = OutsideChangeAnswer::later;
    hover_tip(
        "Leave their file as it is for now; your edits stay. Saving then asks before it\n"
        "replaces their file (keep mine, take theirs, keep both).");
    ImGui::End();
    return focused;
}

}  // namespace cf
