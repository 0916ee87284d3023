#include "app/ui/game_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "app/ui/status_marks.hpp"
#include "app/ui/theme.hpp"
#include "engine/view/cell_description.hpp"

namespace cf {

namespace {

GlyphCell glyph_cell(const CellPicture& c) {
    return {static_cast<std::uint8_t>(c.glyph), c.fg.r, c.fg.g, c.fg.b, c.bg.r, c.bg.g, c.bg.b};
}

}  // namespace

void GameView::prepare(const Game& game, bool reveal_all, std::vector<MapTint> tints) {
    const World& world = game.world();
    const Map& map = world.map;
    const Point player = world.player().pos;
    // A panned camera stays put while the player stands still; a step brings it back.
    if (last_player_ && *last_player_ != player) camera_.follow();
    last_player_ = player;
    // The cells about the camera as the view was last drawn, with a view's width and
    // height to spare on each side (a zoom out or a pan before the next prepare shows no
    // blank edge); the whole map before the first draw.
    MapArea area{{0, 0}, map.width(), map.height()};
    if (view_w_ > 0 && tile_px_ > 0) {
        const CameraFrame f = camera_.frame(player, map.width(), map.height(), view_w_, view_h_);
        area = {f.origin - Point{f.cols, f.rows}, 3 * f.cols, 3 * f.rows};
    }
    picture_ = build_map_picture(world, game.content(), area, reveal_all);
    picture_.tints = std::move(tints);
    hover_text_.clear();
    if (hovered_) {
        const CellDescription cell = describe_cell(world, game.content(), *hovered_);
        if (cell.known) hover_text_ = look_text(cell);
    }
}

void GameView::fill_cells(const CameraFrame& frame, const ViewOverlay& extra) {
    cells_.resize(static_cast<std::size_t>(frame.cols * frame.rows));
    for (int y = 0; y < frame.rows; ++y) {
        for (int x = 0; x < frame.cols; ++x) {
            cells_[static_cast<std::size_t>(y * frame.cols + x)] =
                glyph_cell(picture_.at(frame.origin + Point{x, y}));
        }
    }
    overlay_.clear();
    for (OverlayCell c : extra.cells) {
        c.x -= frame.origin.x;
        c.y -= frame.origin.y;
        overlay_.push_back(c);
    }
    for (const MapTint& t : picture_.tints) {
        overlay_.push_back({t.cell.x - frame.origin.x, t.cell.y - frame.origin.y, t.color.r,
                            t.color.g, t.color.b, t.alpha});
    }
}

void GameView::fit() { camera_.fit(picture_.map_width, picture_.map_height, view_w_, view_h_); }

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

void GameView::draw(TileRenderer& renderer, const ViewOverlay& extra) {
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
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    camera_.choose_initial_zoom(view_w_, first_zoom_growth(ui_scale(), display.x, display.y));
    const ImVec2 start = ImGui::GetCursorScreenPos();
    const ImVec2 image_pos(std::floor(start.x), std::floor(start.y));
    const ImVec2 mouse = ImGui::GetMousePos();
    const bool over = ImGui::IsWindowHovered() && mouse.x >= image_pos.x &&
                      mouse.y >= image_pos.y && mouse.x < image_pos.x + view_w_ &&
                      mouse.y < image_pos.y + view_h_;
    handle_mouse(over, mouse.x - image_pos.x, mouse.y - image_pos.y);

    const CameraFrame frame =
        camera_.frame(picture_.player, picture_.map_width, picture_.map_height, view_w_, view_h_);
    fill_cells(frame, extra);
    renderer.render(frame.cols, frame.rows, cells_, overlay_, frame.cell_px);
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
    const bool on_map = under.x >= 0 && under.y >= 0 && under.x < picture_.map_width &&
                        under.y < picture_.map_height;
    if (ImGui::IsItemHovered() && on_map) {
        // The words were prepared for the cell under the mouse in the last draw; a moved
        // mouse has them in the next frame.
        if (hovered_ = under; !hover_text_.empty()) ImGui::SetTooltip("%s", hover_text_.c_str());
        clicked_ = ImGui::IsMouseClicked(ImGuiMouseButton_Left);
    }
    draw_marks(image_pos, frame);
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

void GameView::draw_marks(ImVec2 image_pos, const CameraFrame& frame) const {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const auto cell_px = static_cast<float>(frame.cell_px);
    const float bar_h = std::max(2.0f, std::floor(cell_px * 0.12f));
    draw->PushClipRect(image_pos, ImVec2(image_pos.x + view_w_, image_pos.y + view_h_), true);
    for (const CreatureMarks& m : picture_.marks) {
        const Point v = m.cell - frame.origin;
        if (v.x < 0 || v.y < 0 || v.x >= frame.cols || v.y >= frame.rows) continue;
        // The cell's corner on screen: the texture starts `offset` pixels into the first cell.
        const ImVec2 cell(image_pos.x + static_cast<float>(v.x * frame.cell_px - frame.offset_x),
                          image_pos.y + static_cast<float>(v.y * frame.cell_px - frame.offset_y));
        if (m.health) {
            const ImVec2 at(cell.x, cell.y + cell_px - bar_h);
            draw->AddRectFilled(at, ImVec2(at.x + cell_px, at.y + bar_h), IM_COL32(60, 0, 0, 230));
            draw->AddRectFilled(at, ImVec2(at.x + cell_px * *m.health, at.y + bar_h),
                                IM_COL32(220, 40, 40, 255));
        }
        const std::vector<StatusMarkRect> rects =
            status_mark_rects(frame.cell_px, m.statuses.size());
        for (std::size_t i = 0; i < rects.size(); ++i) {
            const StatusMarkRect& r = rects[i];
            const Color c = m.statuses[i];
            const ImVec2 at(cell.x + r.x, cell.y + r.y);
            // A dark rim keeps a light mark readable on a light glyph or a lit floor.
            draw->AddRectFilled(ImVec2(at.x - 1, at.y - 1),
                                ImVec2(at.x + r.size + 1, at.y + r.size + 1),
                                IM_COL32(0, 0, 0, 220));
            draw->AddRectFilled(at, ImVec2(at.x + r.size, at.y + r.size),
                                IM_COL32(c.r, c.g, c.b, 255));
        }
    }
    draw->PopClipRect();
}

}  // namespace cf
