#include "app/ui/game_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/ui/status_marks.hpp"
#include "app/ui/theme.hpp"
#include "engine/rules/identification.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"
#include "engine/view/cell_description.hpp"

namespace cf {

namespace {

constexpr int kCorpseGlyph = '%';
constexpr Color kCorpseColor{191, 40, 40};

GlyphCell make_cell(int glyph, Color fg, Color bg) {
    return {static_cast<std::uint8_t>(glyph), fg.r, fg.g, fg.b, bg.r, bg.g, bg.b};
}

int draw_rank(const Entity& e) {
    if (e.is_corpse()) return 0;
    if (e.is_item()) return 1;
    return 2;
}

}  // namespace

void GameView::build_cells(const Game& game, bool reveal_all) {
    const World& w = game.world();
    const Content& content = game.content();
    const Map& map = w.map;
    cells_.assign(static_cast<std::size_t>(cols_ * rows_), GlyphCell{0, 0, 0, 0, 0, 0, 0});
    for (int y = 0; y < rows_; ++y) {
        for (int x = 0; x < cols_; ++x) {
            const Point p = origin_ + Point{x, y};
            if (!map.in_bounds(p)) continue;
            const bool lit = reveal_all || map.visible(p);
            if (!lit && !map.explored(p)) continue;
            // The editor's reveal shows hidden tiles (traps) as what they are.
            const TileDef& t = reveal_all ? map.tile(p) : map.shown(p);
            cells_[static_cast<std::size_t>(y * cols_ + x)] =
                make_cell(t.glyph, lit ? t.lit_fg : t.dark_fg, lit ? t.lit_bg : t.dark_bg);
        }
    }
    std::vector<const Entity*> shown;
    for (const Entity& e : w.entities) {
        if (reveal_all || map.visible(e.pos)) shown.push_back(&e);
    }
    std::stable_sort(shown.begin(), shown.end(), [](const Entity* a, const Entity* b) {
        return draw_rank(*a) < draw_rank(*b);
    });
    for (const Entity* e : shown) {
        const Point v = e->pos - origin_;
        if (v.x < 0 || v.y < 0 || v.x >= cols_ || v.y >= rows_) continue;
        GlyphCell& cell = cells_[static_cast<std::size_t>(v.y * cols_ + v.x)];
        int glyph = '?';
        Color color{255, 0, 255};
        if (e->is_corpse()) {
            glyph = kCorpseGlyph;
            color = kCorpseColor;
        } else if (e->is_item()) {
            if (const ItemDef* d = content.item(e->def))
                glyph = d->glyph, color = shown_color(w, content, *d);
        } else if (const ActorDef* d = content.actor(e->def)) {
            glyph = d->glyph;
            color = d->color;
        }
        cell.glyph = static_cast<std::uint8_t>(glyph);
        cell.fg_r = color.r;
        cell.fg_g = color.g;
        cell.fg_b = color.b;
    }
}

void GameView::fit(const Game& game) {
    const Map& map = game.world().map;
    camera_.fit(map.width(), map.height(), view_w_, view_h_);
}

void GameView::handle_mouse(bool hovered, float mouse_x, float mouse_y) {
    const ImGuiIO& io = ImGui::GetIO();
    if (hovered && io.MouseWheel != 0.0f) {
        camera_.zoom(io.MouseWheel > 0 ? 1 : -1, mouse_x, mouse_y, view_w_, view_h_);
    }
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Middle)) dragging_ = true;
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Middle)) dragging_ = false;
    if (!dragging_) return;
    // Measured from where the button went down (not the frame's mouse delta, which also
    // holds the move that came before the press when both land in one frame).
    const ImVec2 moved = ImGui::GetMouseDragDelta(ImGuiMouseButton_Middle, 0.0f);
    if (moved.x == 0.0f && moved.y == 0.0f) return;
    camera_.pan(moved.x, moved.y);
    ImGui::ResetMouseDragDelta(ImGuiMouseButton_Middle);
}

void GameView::draw(const Game& game, TileRenderer& renderer, const ViewOverlay& overlay,
                    bool reveal_all) {
    hovered_.reset();
    clicked_ = false;
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    if (avail.x < 8 || avail.y < 8 || !renderer.has_tileset()) return;
    if (tile_px_ != renderer.cell_width()) {
        tile_px_ = renderer.cell_width();
        camera_.set_tile_size(tile_px_);
    }
    // Whole pixels: the texture is shown 1:1, so its corner must sit on a pixel.
    view_w_ = std::floor(avail.x);
    view_h_ = std::floor(avail.y);
    camera_.choose_initial_zoom(view_w_, ui_scale());
    const ImVec2 start = ImGui::GetCursorScreenPos();
    const ImVec2 image_pos(std::floor(start.x), std::floor(start.y));
    const ImVec2 mouse = ImGui::GetMousePos();
    const bool over = ImGui::IsWindowHovered() && mouse.x >= image_pos.x &&
                      mouse.y >= image_pos.y && mouse.x < image_pos.x + view_w_ &&
                      mouse.y < image_pos.y + view_h_;
    handle_mouse(over, mouse.x - image_pos.x, mouse.y - image_pos.y);

    const Map& map = game.world().map;
    const Point player = game.world().player().pos;
    // A panned camera stays put while the player stands still; a step brings it back.
    if (last_player_ && *last_player_ != player) camera_.follow();
    last_player_ = player;
    const CameraFrame frame = camera_.frame(player, map.width(), map.height(), view_w_, view_h_);
    cols_ = frame.cols;
    rows_ = frame.rows;
    origin_ = frame.origin;
    build_cells(game, reveal_all);
    overlay_.clear();
    for (OverlayCell c : overlay.cells) {
        c.x -= origin_.x;
        c.y -= origin_.y;
        overlay_.push_back(c);
    }
    renderer.render(cols_, rows_, cells_, overlay_, frame.cell_px);
    if (renderer.pixel_width() <= 0 || renderer.pixel_height() <= 0) return;

    // The view's part of the texture, 1:1: the first cell is cut by the camera's offset.
    const auto tex_w = static_cast<float>(renderer.pixel_width());
    const auto tex_h = static_cast<float>(renderer.pixel_height());
    const ImVec2 uv0(static_cast<float>(frame.offset_x) / tex_w,
                     static_cast<float>(frame.offset_y) / tex_h);
    const ImVec2 uv1((static_cast<float>(frame.offset_x) + view_w_) / tex_w,
                     (static_cast<float>(frame.offset_y) + view_h_) / tex_h);
    ImGui::SetCursorScreenPos(image_pos);
    ImGui::Image(renderer.imgui_texture_id(), ImVec2(view_w_, view_h_), uv0, uv1);
    const Point under = frame.cell_at(mouse.x - image_pos.x, mouse.y - image_pos.y);
    if (ImGui::IsItemHovered() && map.in_bounds(under)) {
        hovered_ = under;
        clicked_ = ImGui::IsMouseClicked(ImGuiMouseButton_Left);
        const CellDescription cell = describe_cell(game.world(), game.content(), *hovered_);
        if (cell.known) ImGui::SetTooltip("%s", look_text(cell).c_str());
    }
    draw_health_bars(game, image_pos, frame);
    draw_status_marks(game, image_pos, frame);
}

void GameView::draw_zoom_label(const std::string& keys) const {
    if (view_w_ <= 0 || tile_px_ <= 0) return;
    const int cell = camera_.cell_px();
    const std::string text = "Zoom " + std::to_string(cell * 100 / tile_px_) + "%, " +
                             std::to_string(cell) + " px  " + keys;
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    const float pad = 4.0f * ui_scale();
    const ImVec2 win = ImGui::GetWindowPos();
    const ImVec2 region = ImGui::GetWindowContentRegionMax();
    const ImVec2 at(win.x + region.x - size.x - 2 * pad, win.y + region.y - size.y - 2 * pad);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(at, ImVec2(at.x + size.x + 2 * pad, at.y + size.y + 2 * pad),
                        IM_COL32(0, 0, 0, 160), 3.0f);
    draw->AddText(ImVec2(at.x + pad, at.y + pad), IM_COL32(200, 190, 170, 255), text.c_str());
}

void GameView::draw_health_bars(const Game& game, ImVec2 image_pos,
                                const CameraFrame& frame) const {
    const World& w = game.world();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const auto cell = static_cast<float>(frame.cell_px);
    const float height = std::max(2.0f, std::floor(cell * 0.12f));
    draw->PushClipRect(image_pos, ImVec2(image_pos.x + view_w_, image_pos.y + view_h_), true);
    for (const Entity& e : w.entities) {
        if (e.id == w.player_id || !e.alive() || !w.map.visible(e.pos)) continue;
        const Point v = e.pos - origin_;
        if (v.x < 0 || v.y < 0 || v.x >= cols_ || v.y >= rows_) continue;
        const auto creature = describe_cell(w, game.content(), e.pos).creature;
        if (!creature || !creature->wounded() || creature->max_hp <= 0) continue;
        // The cell's corner on screen: the texture starts `offset` pixels into the first cell.
        const ImVec2 at(
            image_pos.x + static_cast<float>(v.x * frame.cell_px - frame.offset_x),
            image_pos.y + static_cast<float>((v.y + 1) * frame.cell_px - frame.offset_y) - height);
        const float fraction = std::clamp(
            static_cast<float>(creature->hp) / static_cast<float>(creature->max_hp), 0.0f, 1.0f);
        draw->AddRectFilled(at, ImVec2(at.x + cell, at.y + height), IM_COL32(60, 0, 0, 230));
        draw->AddRectFilled(at, ImVec2(at.x + cell * fraction, at.y + height),
                            IM_COL32(220, 40, 40, 255));
    }
    draw->PopClipRect();
}

void GameView::draw_status_marks(const Game& game, ImVec2 image_pos,
                                 const CameraFrame& frame) const {
    const World& w = game.world();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->PushClipRect(image_pos, ImVec2(image_pos.x + view_w_, image_pos.y + view_h_), true);
    for (const Entity& e : w.entities) {
        if (!e.alive() || !w.map.visible(e.pos)) continue;
        if (e.statuses.empty() && !e.inventory) continue;  // only gear grants the rest
        const Point v = e.pos - origin_;
        if (v.x < 0 || v.y < 0 || v.x >= cols_ || v.y >= rows_) continue;
        const std::vector<const StatusDef*> held = held_statuses(e, game.content());
        const std::vector<StatusMarkRect> marks = status_mark_rects(frame.cell_px, held.size());
        const ImVec2 cell(image_pos.x + static_cast<float>(v.x * frame.cell_px - frame.offset_x),
                          image_pos.y + static_cast<float>(v.y * frame.cell_px - frame.offset_y));
        for (std::size_t i = 0; i < marks.size(); ++i) {
            const StatusMarkRect& m = marks[i];
            const Color c = held[i]->color;
            const ImVec2 at(cell.x + m.x, cell.y + m.y);
            // A dark rim keeps a light mark readable on a light glyph or a lit floor.
            draw->AddRectFilled(ImVec2(at.x - 1, at.y - 1),
                                ImVec2(at.x + m.size + 1, at.y + m.size + 1),
                                IM_COL32(0, 0, 0, 220));
            draw->AddRectFilled(at, ImVec2(at.x + m.size, at.y + m.size),
                                IM_COL32(c.r, c.g, c.b, 255));
        }
    }
    draw->PopClipRect();
}

}  // namespace cf
