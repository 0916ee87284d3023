#include "app/editor_layout.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <string>
#include <utility>

#include "app/render/tile_renderer.hpp"
#include "app/ui/hud.hpp"
#include "editor/ui_widgets.hpp"

namespace cf {

namespace {

void place_rect(const Box& r, ImGuiCond cond) {
    const ImVec2 o = ImGui::GetMainViewport()->WorkPos;
    ImGui::SetNextWindowPos(ImVec2(o.x + r.x, o.y + r.y), cond);
    ImGui::SetNextWindowSize(ImVec2(r.w, r.h), cond);
}

bool window_focused() { return ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows); }

// The part of each panel's window name ImGui takes its id from (after the last "###"), as
// panel() is called with it: the ids stay those of earlier versions' ini files.
constexpr const char* kPanelWindowIds[kEditorPanelCount] = {
    "Game##editor", "###content_editor", "###problems",      "Timeline",
    "Inspector",    "Overlays",          "Messages##editor", "Performance"};

// The panels as a person names them, for stderr.
constexpr const char* kPanelNames[kEditorPanelCount] = {"Game",     "Content editor", "Problems",
                                                        "Timeline", "Inspector",      "Overlays",
                                                        "Messages", "Performance"};

// "cryptforge: editor layout: Problems, Timeline collapsed; viewport 371,0 647x720": what
// the automatic layout made of a collapse or an expansion, for a terminal and the
// end-to-end test.
void report_collapse(const CollapsedPanels& collapsed, const Box& viewport) {
    std::string names;
    for (std::size_t i = 1; i < kEditorPanelCount; ++i) {
        if (!collapsed[i]) continue;
        names += (names.empty() ? "" : ", ") + std::string(kPanelNames[i]);
    }
    std::cerr << "cryptforge: editor layout: " << (names.empty() ? "no panel" : names)
              << " collapsed; viewport " << viewport.x << "," << viewport.y << " " << viewport.w
              << "x" << viewport.h << "\n";
}

// Whether ImGui draws `panel` collapsed this frame: as it was last frame, flipped when a
// click on its collapse arrow asked for that (ImGui applies it in the next Begin); before
// its window exists, as the ini file saved it.
bool panel_collapsed(EditorPanel panel) {
    const ImGuiID id = ImHashStr(kPanelWindowIds[static_cast<std::size_t>(panel)]);
    if (const ImGuiWindow* w = ImGui::FindWindowByID(id))
        return w->Collapsed != w->WantCollapseToggle;
    if (const ImGuiWindowSettings* saved = ImGui::FindWindowSettings(id)) return saved->Collapsed;
    return false;
}

// Over the editor's viewport: zoom, "Fit" (the whole map) and "Follow player", and
// "Reset layout" once the user has arranged the panels. True when that was pressed.
bool draw_camera_toolbar(GameView& view, bool user_arranged) {
    ImGui::SetCursorPos(ImVec2(ImGui::GetCursorPosX() + 6, ImGui::GetCursorPosY() + 3));
    if (ui::SmallButton("-")) view.zoom_step(-1);
    ImGui::SameLine();
    ImGui::Text("%d px", view.camera().cell_px());
    ImGui::SameLine();
    if (ui::SmallButton("+")) view.zoom_step(1);
    ImGui::SameLine();
    if (ui::SmallButton("Fit")) view.fit();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Zoom to show the whole floor");
    ImGui::SameLine();
    ImGui::BeginDisabled(view.camera().following());
    if (ui::SmallButton("Follow player")) view.camera().follow();
    ImGui::EndDisabled();
    bool reset = false;
    if (user_arranged) {
        ImGui::SameLine();
        reset = ui::SmallButton("Reset layout");
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
    title_bar_ = ImGui::GetFrameHeight();
    for (std::size_t i = 1; i < kEditorPanelCount; ++i)
        collapsed_[i] = panel_collapsed(static_cast<EditorPanel>(i));
    rects_ = editor_panel_rects(work.x, work.y, collapsed_, title_bar_);
    relayout_ =
        arrangement_ == Arrangement::automatic &&
        (work.x != laid_out_w_ || work.y != laid_out_h_ || collapsed_ != laid_out_collapsed_);
    if (relayout_) {
        // After the first placement (laid_out_w_ > 0), a change of the collapsed panels.
        if (laid_out_w_ > 0 && collapsed_ != laid_out_collapsed_)
            report_collapse(collapsed_, rects_[EditorPanel::viewport]);
        laid_out_w_ = work.x;
        laid_out_h_ = work.y;
        laid_out_collapsed_ = collapsed_;
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
            // A collapsed window shows its title bar; the file keeps its expanded size.
            size = ImVec2(saved->Size.x, saved->Collapsed ? title_bar_ : saved->Size.y);
        }
    }
    const ImVec2 o = ImGui::GetMainViewport()->WorkPos;
    placed_[static_cast<std::size_t>(panel)] = {pos.x - o.x, pos.y - o.y, size.x, size.y};
    if (panel != EditorPanel::viewport &&
        ImGui::IsWindowCollapsed() != collapsed_[static_cast<std::size_t>(panel)])
        collapse_flipped_ = true;
}

void EditorLayout::end_layout() {
    const bool flipped = std::exchange(collapse_flipped_, false);
    if (arrangement_ == Arrangement::unknown) {
        // First frame: ImGui placed the panels from the ini file (or from rects_ when it has
        // none). Placement the automatic layout made follows the window; the user's stays.
        if (is_automatic_placement(placed_, collapsed_, title_bar_)) {
            arrangement_ = Arrangement::automatic;
            float w = 0;
            float h = 0;
            for (const Box& p : placed_) w = std::max(w, p.right()), h = std::max(h, p.bottom());
            laid_out_w_ = w;
            laid_out_h_ = h;
            laid_out_collapsed_ = collapsed_;
        } else {
            arrangement_ = Arrangement::user;
        }
        return;
    }
    // laid_out_w_ < 0: "Reset layout" was pressed this frame, the placement comes next frame.
    if (arrangement_ == Arrangement::automatic && laid_out_w_ >= 0 && !flipped &&
        !is_automatic_placement(placed_, collapsed_, title_bar_)) {
        arrangement_ = Arrangement::user;
    }
}

void EditorLayout::reset_layout() {
    arrangement_ = Arrangement::automatic;
    laid_out_w_ = laid_out_h_ = -1;
}

void EditorLayout::panel(EditorPanel which, const std::string& title,
                         const std::function<void()>& fill, bool takes_keys) {
    place(which);
    // The side panels tile the window; like the viewport they stay under floating windows.
    const bool open = ImGui::Begin(title.c_str(), nullptr, ImGuiWindowFlags_NoBringToFrontOnFocus);
    note_placement(which);
    // A collapsed panel still runs its fill (a panel may keep state up to date there), whose
    // widgets ImGui skips; "the last item" is then the title bar, so no tooltip may follow it.
    if (!open) GImGui->LastItemData.StatusFlags = ImGuiItemStatusFlags_None;
    if (takes_keys) panel_focused_ |= window_focused();
    fill();
    ImGui::End();
}

FloatingPlace EditorLayout::floating_place(const Box& r) const {
    const ImVec2 o = ImGui::GetMainViewport()->WorkPos;
    return {o.x + r.x, o.y + r.y, r.w, r.h};
}

void EditorLayout::draw_viewport(Editor& editor, TileRenderer& renderer, GameView& view,
                                 const ContentStatus& status) {
    place(EditorPanel::viewport);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    // Never brought to the front by a click: the floating windows (spreadsheet, pending
    // changes, branches) over the map stay above it while the designer plays.
    ImGui::Begin("Game##editor", nullptr,
                 ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoBringToFrontOnFocus);
    note_placement(EditorPanel::viewport);
    if (draw_camera_toolbar(view, arrangement_ == Arrangement::user)) reset_layout();
    view.draw(renderer, to_view_overlay(editor.overlay_tints()));
    if (status.stale) draw_stale_banner(status);
    ImGui::End();
    ImGui::PopStyleVar();
    if (view.clicked() && view.hovered_cell()) editor.map_click(*view.hovered_cell());
}

void EditorLayout::draw(Editor& editor, TileRenderer& renderer, GameView& view,
                        const ContentStatus& status) {
    panel_focused_ = false;
    begin_layout();
    draw_viewport(editor, renderer, view, status);
    // The Timeline and Overlays hold buttons and boxes only: a click on Present or a box
    // leaves the keyboard to the game, so the next arrow key plays on.
    panel(
        EditorPanel::timeline, "Timeline", [&] { editor.draw_timeline(); }, false);
    panel(EditorPanel::content,
          ContentEditorPanel::window_title(editor.content().document(), status.count()) +
              "###content_editor",
          [&] { editor.draw_content(renderer.tileset_imgui_texture_id(), status); });
    panel(EditorPanel::problems, ProblemsPanel::window_title(status.problems) + "###problems",
          [&] { editor.draw_problems(status); });
    panel(
        EditorPanel::messages, "Messages##editor",
        [&] { draw_message_log(message_lines(editor.shown().world())); }, false);
    panel(EditorPanel::inspector, "Inspector", [&] { editor.draw_inspector(); });
    panel(
        EditorPanel::overlays, "Overlays", [&] { editor.draw_overlays(); }, false);
    panel(
        EditorPanel::performance, "Performance", [&] { editor.draw_performance(status); }, false);
    end_layout();
    // The spreadsheet opens over the viewport's lower part, leaving the player (centred) in
    // view; the other floating windows over the map's lower half.
    const Box& v = rects_[EditorPanel::viewport];
    const float top = std::round(v.h * kFloatingTop);
    const Box sheet{v.x + 8, v.y + top, v.w - 16, v.h - top - 8};
    draw_files(editor);
    draw_painter(editor, renderer.tileset_imgui_texture_id());
    panel_focused_ |= editor.draw_floating(floating_place(sheet), floating_place(rects_.floating));
}

void EditorLayout::draw_painter(Editor& editor, void* tileset_texture) {
    EditorPanels& panels = editor.panels();
    if (!panels.show_painter) return;
    // Over the viewport's right part, its full height under the camera toolbar: the map
    // stays in view on the left, where Place here is clicked.
    const Box& v = rects_[EditorPanel::viewport];
    const float font = ImGui::GetFontSize() / 13.0f;
    const float w = std::round(std::min(v.w * 0.55f, 520.0f * font));
    const FloatingPlace place = floating_place(Box{v.x + v.w - w - 8, v.y + 34, w, v.h - 42});
    const ImGuiCond cond = relayout_ ? ImGuiCond_Always : ImGuiCond_Appearing;
    ImGui::SetNextWindowPos(ImVec2(place.x, place.y), cond);
    ImGui::SetNextWindowSize(ImVec2(place.w, place.h), cond);
    if (ImGui::Begin("Vault painter###vault_painter", &panels.show_painter)) {
        panel_focused_ |= window_focused();
        editor.draw_vault_painter(tileset_texture);
    }
    ImGui::End();
}

void EditorLayout::draw_files(Editor& editor) {
    EditorPanels& panels = editor.panels();
    if (!panels.show_files) return;
    // Over the viewport's left part, its full height under the camera toolbar: a tall
    // narrow tree beside the Content editor, the player (centred) still in view.
    const Box& v = rects_[EditorPanel::viewport];
    const float font = ImGui::GetFontSize() / 13.0f;
    const Box files{v.x + 8, v.y + 34, std::round(std::min(v.w * 0.48f, 430.0f * font)), v.h - 42};
    // Placed each time it opens, and again when the window's size changes the automatic
    // layout, so it fits the viewport it covers (a place saved at another size may not).
    const FloatingPlace place = floating_place(files);
    const ImGuiCond cond = relayout_ ? ImGuiCond_Always : ImGuiCond_Appearing;
    ImGui::SetNextWindowPos(ImVec2(place.x, place.y), cond);
    ImGui::SetNextWindowSize(ImVec2(place.w, place.h), cond);
    if (ImGui::Begin("Files###files", &panels.show_files)) {
        panel_focused_ |= window_focused();
        panels.files_panel.draw(editor.content().document(), panels.content_editor);
    }
    ImGui::End();
    // A definition opened from the tree: the Content editor comes forward to show it, and
    // stderr says so (for a terminal, and the end-to-end test).
    if (panels.files_panel.take_focus_request()) {
        ImGui::SetWindowCollapsed("###content_editor", false);
        ImGui::SetWindowFocus("###content_editor");
        std::cerr << "cryptforge: opened " << kind_name(panels.content_editor.kind) << " '"
                  << panels.content_editor.selected << "' from the Files panel\n";
    }
}

}  // namespace cf
