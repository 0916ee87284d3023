#include "app/ui/game_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "engine/rules/stats.hpp"
#include "engine/view/cell_description.hpp"

namespace cf {

namespace {

// Cells are drawn at the tileset's own size (crisp, no resampling) unless that would
// show fewer than this many columns.
constexpr float kMinColumns = 40.0f;
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

Point GameView::camera_origin(const Game& game) const {
    const Map& map = game.world().map;
    const Point player = game.world().player().pos;
    auto axis = [](int center, int view, int size) {
        if (size <= view) return -(view - size) / 2;  // centre a small map
        return std::clamp(center - view / 2, 0, size - view);
    };
    return {axis(player.x, cols_, map.width()), axis(player.y, rows_, map.height())};
}

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
            const TileDef& t = map.tile(p);
            cells_[static_cast<std::size_t>(y * cols_ + x)] =
                make_cell(t.glyph, lit ? t.lit_fg : t.dark_fg, lit ? t.lit_bg : t.dark_bg);
        }
    }
    std::vector<const Entity*> shown;
    for (const Entity& e : w.entities) {
        if (reveal_all || map.visible(e.pos)) shown.push_back(&e);
    }
    std::stable_sort(shown.begin(), shown.end(),
                     [](const Entity* a, const Entity* b) { return draw_rank(*a) < draw_rank(*b); });
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
            if (const ItemDef* d = content.item(e->def)) glyph = d->glyph, color = d->color;
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

void GameView::draw(const Game& game, TileRenderer& renderer, const ViewOverlay& overlay,
                    bool reveal_all) {
    hovered_.reset();
    clicked_ = false;
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    if (avail.x < 8 || avail.y < 8 || !renderer.has_tileset()) return;
    const float cell_w = std::min(static_cast<float>(renderer.cell_width()), avail.x / kMinColumns);
    const float cell_h = cell_w * static_cast<float>(renderer.cell_height()) /
                         static_cast<float>(std::max(1, renderer.cell_width()));
    cols_ = std::max(1, static_cast<int>(avail.x / cell_w));
    rows_ = std::max(1, static_cast<int>(avail.y / cell_h));
    origin_ = camera_origin(game);
    build_cells(game, reveal_all);
    overlay_.clear();
    for (OverlayCell c : overlay.cells) {
        c.x -= origin_.x;
        c.y -= origin_.y;
        overlay_.push_back(c);
    }
    renderer.render(cols_, rows_, cells_, overlay_);

    // Scale the texture to fill the space, keeping square cells, and centre it.
    const float scale = std::min(avail.x / static_cast<float>(renderer.pixel_width()),
                                 avail.y / static_cast<float>(renderer.pixel_height()));
    const ImVec2 size(static_cast<float>(renderer.pixel_width()) * scale,
                      static_cast<float>(renderer.pixel_height()) * scale);
    const ImVec2 start = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(ImVec2(start.x + (avail.x - size.x) * 0.5f, start.y + (avail.y - size.y) * 0.5f));
    const ImVec2 image_pos = ImGui::GetCursorScreenPos();
    ImGui::Image(renderer.imgui_texture_id(), size);
    if (ImGui::IsItemHovered()) {
        const ImVec2 mouse = ImGui::GetMousePos();
        const int cx = static_cast<int>((mouse.x - image_pos.x) / size.x * static_cast<float>(cols_));
        const int cy = static_cast<int>((mouse.y - image_pos.y) / size.y * static_cast<float>(rows_));
        hovered_ = origin_ + Point{std::clamp(cx, 0, cols_ - 1), std::clamp(cy, 0, rows_ - 1)};
        clicked_ = ImGui::IsMouseClicked(ImGuiMouseButton_Left);
        const CellDescription cell = describe_cell(game.world(), game.content(), *hovered_);
        if (cell.known) ImGui::SetTooltip("%s", look_text(cell).c_str());
    }
    draw_health_bars(game, image_pos, ImVec2(size.x / static_cast<float>(cols_), size.y / static_cast<float>(rows_)));
}

void GameView::draw_health_bars(const Game& game, ImVec2 image_pos, ImVec2 cell) const {
    const World& w = game.world();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float height = std::max(2.0f, std::floor(cell.y * 0.12f));
    for (const Entity& e : w.entities) {
        if (e.id == w.player_id || !e.alive() || !w.map.visible(e.pos)) continue;
        const Point v = e.pos - origin_;
        if (v.x < 0 || v.y < 0 || v.x >= cols_ || v.y >= rows_) continue;
        const auto creature = describe_cell(w, game.content(), e.pos).creature;
        if (!creature || !creature->wounded() || creature->max_hp <= 0) continue;
        const ImVec2 at(image_pos.x + static_cast<float>(v.x) * cell.x, image_pos.y + static_cast<float>(v.y + 1) * cell.y - height);
        const float fraction = std::clamp(static_cast<float>(creature->hp) / static_cast<float>(creature->max_hp), 0.0f, 1.0f);
        draw->AddRectFilled(at, ImVec2(at.x + cell.x, at.y + height), IM_COL32(60, 0, 0, 230));
        draw->AddRectFilled(at, ImVec2(at.x + cell.x * fraction, at.y + height), IM_COL32(220, 40, 40, 255));
    }
}

}  // namespace cf
