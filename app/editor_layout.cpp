#include "app/editor_layout.hpp"

#include <imgui.h>

#include <utility>

#include "app/platform/keys.hpp"
#include "app/render/tile_renderer.hpp"
#include "app/ui/hud.hpp"
#include "engine/rules/stats.hpp"

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

void draw_stale_banner(const ContentStatus& status) {
    const ImVec2 min = ImGui::GetWindowPos();
    const float width = ImGui::GetWindowWidth();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const std::string text = "Stale content: " + status.headline();
    draw->AddRectFilled(ImVec2(min.x, min.y + 20), ImVec2(min.x + width, min.y + 44), IM_COL32(150, 40, 30, 230));
    draw->AddText(ImVec2(min.x + 8, min.y + 24), IM_COL32(255, 235, 220, 255), text.c_str());
}

SpawnAction EditorLayout::draw(EditorFrame& f) {
    Game& game = f.game;
    panel_focused_ = false;

    place(460, 0, 440, 460);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::Begin("Game##editor", nullptr, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoCollapse);
    ViewOverlay overlay = to_view_overlay(overlays.tints(game));
    overlay.cells.insert(overlay.cells.end(), f.extra_overlay.cells.begin(), f.extra_overlay.cells.end());
    f.view.draw(game, f.renderer, overlay, overlays.reveal_map);
    if (f.status.stale) draw_stale_banner(f.status);
    ImGui::End();
    ImGui::PopStyleVar();
    if (f.view.clicked() && f.view.hovered_cell()) inspector.on_map_click(game, session, *f.view.hovered_cell());

    place(0, 0, 460, 480);
    ImGui::Begin((ContentEditorPanel::window_title(f.document) + "###content_editor").c_str());
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
            if ((kind == DefKind::actor && e.is_actor() && e.def == id) || (kind == DefKind::item && e.is_item() && e.def == id)) ++n;
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
    ImGui::EndTabBar();
    ImGui::End();

    place(0, 480, 460, 240);
    ImGui::Begin((ProblemsPanel::window_title(f.status.problems) + "###problems").c_str());
    panel_focused_ |= window_focused();
    problems_panel.draw(f.status.problems, f.document.content(), content_editor, f.document.saved().directory);
    ImGui::End();
    problems_panel.source.draw();

    place(460, 460, 440, 260);
    ImGui::Begin("Messages##editor");
    draw_message_log(game);
    ImGui::End();

    place(900, 0, 380, 440);
    ImGui::Begin("Inspector");
    panel_focused_ |= window_focused();
    ImGui::BeginDisabled(!session.can_undo());
    if (ImGui::SmallButton("Undo")) session.undo(game, f.document);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && session.can_undo()) {
        ImGui::SetTooltip("Undo %s (content and world edits share one history)", session.undo_label().c_str());
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(!session.can_redo());
    if (ImGui::SmallButton("Redo")) session.redo(game, f.document);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && session.can_redo()) {
        ImGui::SetTooltip("Redo %s", session.redo_label().c_str());
    }
    inspector.draw(game, session);
    ImGui::End();

    place(900, 440, 380, 150);
    ImGui::Begin("Overlays");
    panel_focused_ |= window_focused();
    overlays.draw(game, session);
    ImGui::End();

    draw_pending_changes(f);
    draw_outside_change(f);

    place(900, 590, 380, 130);
    ImGui::Begin("Performance");
    performance.entity_count = static_cast<int>(game.world().entities.size());
    performance.draw(f.status);
    ImGui::End();

    if (std::optional<SavePlan> decided = save_conflict.draw()) decided_save = std::move(decided);
    panel_focused_ |= save_conflict.is_open();
    versions.open |= std::exchange(content_editor.versions_requested, false);
    versions.draw(f.document.saved().directory);
    return action;
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
    place(460, 430, 440, 290);  // over the message log, leaving the map in view
    ImGui::Begin("Pending changes (Live is off)###pending");
    panel_focused_ |= window_focused();
    const Game& game = f.game;
    const auto name_of = [&game](EntityId id) {
        const Entity* e = game.world().find(id);
        return (e ? display_name(*e, game.content()) : std::string("entity")) + " #" + std::to_string(id);
    };
    switch (preview_panel.draw(preview_, name_of)) {
        case ReloadPreviewPanel::Choice::none: break;
        case ReloadPreviewPanel::Choice::apply: apply_requested = true; break;
        case ReloadPreviewPanel::Choice::discard: {
            // Back to what the game runs, renames included: a discarded rename must not
            // reach the game (it would point its entities at an id that no longer exists).
            const Content running = f.game.content();
            doc.edit("Discard pending changes", "", [&](Content& c) { c = running; }, reversed(doc.pending_renames()));
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
    place(460, 430, 440, 290);
    ImGui::Begin(("Outside change: " + outside_change->files + "###outside_change").c_str());
    panel_focused_ |= window_focused();
    ImGui::TextWrapped("Another program changed %s. \"Ask before applying\" is on: nothing reaches the game "
                       "until you apply it.", outside_change->files.c_str());
    const auto name_of = [&game](EntityId id) {
        const Entity* e = game.world().find(id);
        return (e ? display_name(*e, game.content()) : std::string("entity")) + " #" + std::to_string(id);
    };
    outside_choice = preview_panel.draw(outside_change->preview, name_of);
    ImGui::End();
}

bool EditorLayout::handle_editor_key(const KeyEvent& key, Game& game, ContentDocument& document) {
    if (!key.ctrl || key.alt || key.repeat || ImGui::GetIO().WantTextInput) return false;
    if (key.key == keys::kS) content_editor.save_requested = true;
    else if (key.key == keys::kZ) session.undo(game, document);
    else if (key.key == keys::kY) session.redo(game, document);
    else return false;
    return true;
}

}  // namespace cf
