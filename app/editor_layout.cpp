#include "app/editor_layout.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "app/render/tile_renderer.hpp"
#include "app/ui/hud.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

void place_rect(const PanelRect& r, ImGuiCond cond) {
    const ImVec2 o = ImGui::GetMainViewport()->WorkPos;
    ImGui::SetNextWindowPos(ImVec2(o.x + r.x, o.y + r.y), cond);
    ImGui::SetNextWindowSize(ImVec2(r.w, r.h), cond);
}

bool window_focused() { return ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows); }

// Over the editor's viewport: zoom, "Fit" (the whole map) and "Follow player", and
// "Reset layout" once the user has arranged the panels. True when that was pressed.
bool draw_camera_toolbar(GameView& view, const Game& game, bool user_arranged) {
    ImGui::SetCursorPos(ImVec2(ImGui::GetCursorPosX() + 6, ImGui::GetCursorPosY() + 3));
    if (ImGui::SmallButton("-")) view.zoom_step(-1);
    ImGui::SameLine();
    ImGui::Text("%d px", view.camera().cell_px());
    ImGui::SameLine();
    if (ImGui::SmallButton("+")) view.zoom_step(1);
    ImGui::SameLine();
    if (ImGui::SmallButton("Fit")) view.fit(game);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Zoom to show the whole floor");
    ImGui::SameLine();
    ImGui::BeginDisabled(view.camera().following());
    if (ImGui::SmallButton("Follow player")) view.camera().follow();
    ImGui::EndDisabled();
    bool reset = false;
    if (user_arranged) {
        ImGui::SameLine();
        reset = ImGui::SmallButton("Reset layout");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Place the panels to fit the window again");
    }
    ImGui::SameLine();
    ImGui::TextDisabled("wheel: zoom, middle drag: pan");
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 3);
    return reset;
}

}  // namespace

ViewOverlay to_view_overlay(const std::vector<CellTint>& tints) {
    ViewOverlay out;
    out.cells.reserve(tints.size());
    for (const CellTint& t : tints) out.cells.push_back({t.cell.x, t.cell.y, t.r, t.g, t.b, t.a});
    return out;
}

void draw_stale_banner(const ContentStatus& status) {
    const ImVec2 min = ImGui::GetWindowPos();
    const float width = ImGui::GetWindowWidth();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const std::string text = "Stale content: " + status.headline();
    draw->AddRectFilled(ImVec2(min.x, min.y + 20), ImVec2(min.x + width, min.y + 44),
                        IM_COL32(150, 40, 30, 230));
    draw->AddText(ImVec2(min.x + 8, min.y + 24), IM_COL32(255, 235, 220, 255), text.c_str());
}

void EditorLayout::begin_layout() {
    const ImVec2 work = ImGui::GetMainViewport()->WorkSize;
    rects_ = editor_panel_rects(work.x, work.y);
    relayout_ =
        arrangement_ == Arrangement::automatic && (work.x != laid_out_w_ || work.y != laid_out_h_);
    if (relayout_) {
        laid_out_w_ = work.x;
        laid_out_h_ = work.y;
    }
}

void EditorLayout::place(EditorPanel panel) {
    place_rect(rects_[panel], relayout_ ? ImGuiCond_Always : ImGuiCond_FirstUseEver);
}

void EditorLayout::note_placement(EditorPanel panel) {
    ImVec2 pos = ImGui::GetWindowPos();
    ImVec2 size = ImGui::GetWindowSize();
    // On the first frame, a layout saved in a larger window has been clamped into this
    // one, so it no longer looks automatic; the ini file's own numbers say where the
    // automatic layout put it (then the next frame lays it out for this size).
    if (arrangement_ == Arrangement::unknown) {
        if (const ImGuiWindowSettings* saved =
                ImGui::FindWindowSettings(ImGui::GetCurrentWindow()->ID)) {
            pos = ImVec2(saved->Pos.x, saved->Pos.y);
            size = ImVec2(saved->Size.x, saved->Size.y);
        }
    }
    const ImVec2 o = ImGui::GetMainViewport()->WorkPos;
    placed_[static_cast<std::size_t>(panel)] = {pos.x - o.x, pos.y - o.y, size.x, size.y};
}

void EditorLayout::end_layout() {
    if (arrangement_ == Arrangement::unknown) {
        // First frame: ImGui placed the panels from the ini file (or from rects_ when it has
        // none). Placement the automatic layout made follows the window; the user's stays.
        if (is_automatic_placement(placed_)) {
            arrangement_ = Arrangement::automatic;
            float w = 0;
            float h = 0;
            for (const PanelRect& p : placed_)
                w = std::max(w, p.right()), h = std::max(h, p.bottom());
            laid_out_w_ = w;
            laid_out_h_ = h;
        } else {
            arrangement_ = Arrangement::user;
        }
        return;
    }
    // laid_out_w_ < 0: "Reset layout" was pressed this frame, the placement comes next frame.
    if (arrangement_ == Arrangement::automatic && laid_out_w_ >= 0 &&
        !is_automatic_placement(placed_)) {
        arrangement_ = Arrangement::user;
    }
}

void EditorLayout::reset_layout() {
    arrangement_ = Arrangement::automatic;
    laid_out_w_ = laid_out_h_ = -1;
}

SpawnAction EditorLayout::draw(EditorFrame& f) {
    timeline.sync(f.game);
    Game& game = timeline.shown(f.game);  // a past moment is shown read-only
    const bool past = timeline.in_past();
    inspector.read_only = past;
    inspector.run = &f.game;
    inspector.shown_events = timeline.shown_events();
    panel_focused_ = false;
    begin_layout();

    place(EditorPanel::viewport);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::Begin("Game##editor", nullptr,
                 ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                     ImGuiWindowFlags_NoCollapse);
    note_placement(EditorPanel::viewport);
    if (draw_camera_toolbar(f.view, game, arrangement_ == Arrangement::user)) reset_layout();
    ViewOverlay overlay = to_view_overlay(overlays.tints(game));
    overlay.cells.insert(overlay.cells.end(), f.extra_overlay.cells.begin(),
                         f.extra_overlay.cells.end());
    f.view.draw(game, f.renderer, overlay, overlays.reveal_map);
    if (f.status.stale) draw_stale_banner(f.status);
    ImGui::End();
    ImGui::PopStyleVar();
    if (f.view.clicked() && f.view.hovered_cell())
        inspector.on_map_click(game, session, *f.view.hovered_cell());

    place(EditorPanel::timeline);
    ImGui::Begin("Timeline");
    note_placement(EditorPanel::timeline);
    panel_focused_ |= window_focused();
    timeline.draw(f.game);
    ImGui::End();

    place(EditorPanel::content);
    ImGui::Begin((ContentEditorPanel::window_title(f.document) + "###content_editor").c_str());
    note_placement(EditorPanel::content);
    panel_focused_ |= window_focused();
    SpawnAction action = SpawnAction::none;
    ImGui::BeginTabBar("content_tabs");
    EditorContext ctx;
    ctx.tileset_texture = f.renderer.tileset_imgui_texture_id();
    ctx.undo_label = session.undo_label();
    ctx.redo_label = session.redo_label();
    ctx.status_headline = f.status.headline();
    ctx.status_ok = f.status.count() == 0;
    ctx.live_entities_using = [&game](DefKind kind, const DefId& id) {
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
    };
    if (ImGui::BeginTabItem("Definitions")) {
        content_editor.draw(f.document, ctx);
        ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("Spawn tables")) {
        action = spawn_tables.draw(f.document);
        ImGui::EndTabItem();
    }
    balance.poll(f.document.snapshot(), f.document.revision(), f.document.dirty());
    if (ImGui::BeginTabItem("Balance")) {
        balance.draw();
        ImGui::EndTabItem();
    }
    if (ImGui::TabItemButton(show_spreadsheet ? "Spreadsheet (open)" : "Spreadsheet",
                             ImGuiTabItemFlags_Trailing)) {
        show_spreadsheet = !show_spreadsheet;
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("All actors or all items side by side, with bulk edits");
    ImGui::EndTabBar();
    ImGui::End();
    if (show_spreadsheet) draw_spreadsheet(f.document);

    place(EditorPanel::problems);
    ImGui::Begin((ProblemsPanel::window_title(f.status.problems) + "###problems").c_str());
    note_placement(EditorPanel::problems);
    panel_focused_ |= window_focused();
    problems_panel.draw(f.status.problems, f.document.content(), content_editor,
                        f.document.saved().directory);
    ImGui::End();
    problems_panel.source.draw();

    place(EditorPanel::messages);
    ImGui::Begin("Messages##editor");
    note_placement(EditorPanel::messages);
    draw_message_log(game);
    ImGui::End();

    place(EditorPanel::inspector);
    ImGui::Begin("Inspector");
    note_placement(EditorPanel::inspector);
    panel_focused_ |= window_focused();
    ImGui::BeginDisabled(!session.can_undo() || past);
    if (ImGui::SmallButton("Undo")) session.undo(f.game, f.document);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && session.can_undo()) {
        ImGui::SetTooltip("Undo %s (content and world edits share one history)",
                          session.undo_label().c_str());
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(!session.can_redo() || past);
    if (ImGui::SmallButton("Redo")) session.redo(f.game, f.document);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && session.can_redo()) {
        ImGui::SetTooltip("Redo %s", session.redo_label().c_str());
    }
    inspector.draw(game, session);
    ImGui::End();

    place(EditorPanel::overlays);
    ImGui::Begin("Overlays");
    note_placement(EditorPanel::overlays);
    panel_focused_ |= window_focused();
    ImGui::BeginDisabled(past);
    overlays.draw(game, session);
    ImGui::EndDisabled();
    ImGui::End();

    draw_pending_changes(f);
    if (timeline.has_details()) {
        place_rect(rects_.floating, ImGuiCond_FirstUseEver);  // over the lower map, the bar in view
        ImGui::Begin("Branches and what if");
        panel_focused_ |= window_focused();
        timeline.draw_details();
        ImGui::End();
    }
    draw_outside_change(f);

    place(EditorPanel::performance);
    ImGui::Begin("Performance");
    note_placement(EditorPanel::performance);
    performance.entity_count = static_cast<int>(game.world().entities.size());
    performance.draw(f.status);
    ImGui::End();
    end_layout();

    if (std::optional<SavePlan> decided = save_conflict.draw()) decided_save = std::move(decided);
    panel_focused_ |= save_conflict.is_open();
    versions.open |= std::exchange(content_editor.versions_requested, false);
    versions.draw(f.document.saved().directory);
    return action;
}

void EditorLayout::draw_spreadsheet(ContentDocument& doc) {
    // Opens over the viewport's lower part, leaving the player (centred) in view; the user
    // may move it.
    const PanelRect& v = rects_[EditorPanel::viewport];
    const float top = std::round(v.h * 0.56f);
    place_rect({v.x + 8, v.y + top, v.w - 16, v.h - top - 8}, ImGuiCond_FirstUseEver);
    if (ImGui::Begin("Spreadsheet", &show_spreadsheet)) {
        panel_focused_ |= window_focused();
        spreadsheet.draw(doc);
    }
    ImGui::End();
}

void EditorLayout::draw_pending_changes(EditorFrame& f) {
    ContentDocument& doc = f.document;
    if (content_editor.live || !session.pending(doc) || !doc.problems().empty() ||
        same_definitions(doc.content(), f.game.content())) {
        return;
    }
    if (preview_revision_ != doc.revision() || preview_log_size_ != f.game.log().size()) {
        preview_ = preview_reload(f.game, doc.content(), doc.pending_renames());
        preview_revision_ = doc.revision();
        preview_log_size_ = f.game.log().size();
    }
    place_rect(rects_.floating, ImGuiCond_FirstUseEver);  // over the map's lower half
    ImGui::Begin("Pending changes (Live is off)###pending");
    panel_focused_ |= window_focused();
    const Game& game = f.game;
    const auto name_of = [&game](EntityId id) {
        const Entity* e = game.world().find(id);
        return (e ? display_name(*e, game.content()) : std::string("entity")) + " #" +
               std::to_string(id);
    };
    switch (preview_panel.draw(preview_, name_of)) {
        case ReloadPreviewPanel::Choice::none:
            break;
        case ReloadPreviewPanel::Choice::apply:
            apply_requested = true;
            break;
        case ReloadPreviewPanel::Choice::discard: {
            // Back to what the game runs, renames included: a discarded rename must not
            // reach the game (it would point its entities at an id that no longer exists).
            const Content running = f.game.content();
            doc.edit(
                "Discard pending changes", "", [&](Content& c) { c = running; },
                reversed(doc.pending_renames()));
            break;
        }
    }
    ImGui::End();
}

void EditorLayout::draw_outside_change(EditorFrame& f) {
    if (!outside_change) return;
    const Game& game = f.game;
    if (outside_change->log_size != game.log().size()) {
        outside_change->preview = preview_reload(game, *outside_change->content, {});
        outside_change->log_size = game.log().size();
    }
    place_rect(rects_.floating,
               ImGuiCond_FirstUseEver);  // over the map's lower half, as the preview
    ImGui::Begin(("Outside change: " + outside_change->files + "###outside_change").c_str());
    panel_focused_ |= window_focused();
    ImGui::TextWrapped(
        "Another program changed %s. \"Ask before applying\" is on: nothing reaches the game "
        "until you apply it.",
        outside_change->files.c_str());
    const auto name_of = [&game](EntityId id) {
        const Entity* e = game.world().find(id);
        return (e ? display_name(*e, game.content()) : std::string("entity")) + " #" +
               std::to_string(id);
    };
    outside_choice = preview_panel.draw(outside_change->preview, name_of);
    ImGui::End();
}

}  // namespace cf
