#include "app/ui/viewport_camera.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace cf {

namespace {

constexpr int kSmallestCell = 6;

int floor_div(int a, int b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0); }

// The first pixel of the map in view along one axis, following `focus` (a map pixel): centred
// on it but clamped so the map fills the view, or the whole map centred when it is smaller.
double follow_axis(double focus, int map_px, float view) {
    const double map = map_px;
    if (map <= view) return -(view - map) / 2.0;
    return std::clamp(focus - view / 2.0, 0.0, map - view);
}

}  // namespace

Point CameraFrame::cell_at(float view_x, float view_y) const {
    const int px = offset_x + static_cast<int>(std::floor(view_x));
    const int py = offset_y + static_cast<int>(std::floor(view_y));
    return origin + Point{floor_div(px, cell_px), floor_div(py, cell_px)};
}

std::vector<int> zoom_steps(int tile_px) {
    std::vector<int> steps;
    if (tile_px <= 0) return {1};
    // Fractions whose result is a whole number of pixels: each screen pixel averages the
    // same share of texels everywhere, so strokes keep one weight.
    for (const int denominator : {3, 2}) {
        if (tile_px % denominator == 0 && tile_px / denominator >= kSmallestCell)
            steps.push_back(tile_px / denominator);
    }
    if (tile_px % 3 == 0 && tile_px * 2 / 3 >= kSmallestCell) steps.push_back(tile_px * 2 / 3);
    for (int multiple = 1; multiple <= 4; ++multiple) steps.push_back(tile_px * multiple);
    std::sort(steps.begin(), steps.end());
    steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
    return steps;
}

void ViewportCamera::set_tile_size(int tile_px) {
    const int current = zoom_chosen_ ? cell_px() : tile_px;
    steps_ = zoom_steps(tile_px);
    step_ = 0;
    for (std::size_t i = 0; i < steps_.size(); ++i) {
        if (std::abs(steps_[i] - current) <
            std::abs(steps_[static_cast<std::size_t>(step_)] - current)) {
            step_ = static_cast<int>(i);
        }
    }
}

float first_zoom_growth(float ui_scale, float display_w, float display_h) {
    const float window = std::min(display_w / 1280.0f, display_h / 720.0f);
    return std::max({1.0f, ui_scale, window});
}

void ViewportCamera::choose_initial_zoom(float view_w, float growth) {
    if (zoom_chosen_ || view_w <= 0) return;
    zoom_chosen_ = true;
    const float largest =
        static_cast<float>(steps_[static_cast<std::size_t>(step_)]) * std::max(1.0f, growth);
    step_ = 0;
    for (std::size_t i = 0; i < steps_.size(); ++i) {
        const auto cell = static_cast<float>(steps_[i]);
        if (cell <= largest && view_w / cell >= kDefaultColumns) step_ = static_cast<int>(i);
    }
}

int ViewportCamera::cell_px() const { return steps_[static_cast<std::size_t>(step_)]; }

bool ViewportCamera::zoom(int steps, float at_x, float at_y, float view_w, float view_h) {
    const int next = std::clamp(step_ + steps, 0, static_cast<int>(steps_.size()) - 1);
    if (next == step_) return false;
    zoom_chosen_ = true;
    const double old_cell = cell_px();
    const double map_x = (left_px(view_w) + at_x) / old_cell;  // the map point under the mouse
    const double map_y = (top_px(view_h) + at_y) / old_cell;
    step_ = next;
    if (!following_) {
        const double cell = cell_px();
        center_x_ = (map_x * cell - at_x + view_w / 2.0) / cell;
        center_y_ = (map_y * cell - at_y + view_h / 2.0) / cell;
    }
    return true;
}

void ViewportCamera::pan(float dx, float dy) {
    following_ = false;
    const double cell = cell_px();
    center_x_ -= dx / cell;
    center_y_ -= dy / cell;
}

void ViewportCamera::fit(int map_w, int map_h, float view_w, float view_h) {
    zoom_chosen_ = true;
    following_ = false;
    step_ = 0;
    for (std::size_t i = 0; i < steps_.size(); ++i) {
        if (static_cast<float>(map_w * steps_[i]) <= view_w &&
            static_cast<float>(map_h * steps_[i]) <= view_h) {
            step_ = static_cast<int>(i);
        }
    }
    center_x_ = map_w / 2.0;
    center_y_ = map_h / 2.0;
}

void ViewportCamera::follow() { following_ = true; }

CameraFrame ViewportCamera::frame(Point player, int map_w, int map_h, float view_w, float view_h) {
    const int cell = cell_px();
    double left = 0;
    double top = 0;
    if (following_) {
        left = follow_axis((player.x + 0.5) * cell, map_w * cell, view_w);
        top = follow_axis((player.y + 0.5) * cell, map_h * cell, view_h);
        center_x_ = (left + view_w / 2.0) / cell;
        center_y_ = (top + view_h / 2.0) / cell;
    } else {
        // A free camera may show the map's edge but never lose the map entirely.
        center_x_ = std::clamp(center_x_, 0.0, static_cast<double>(map_w));
        center_y_ = std::clamp(center_y_, 0.0, static_cast<double>(map_h));
        left = left_px(view_w);
        top = top_px(view_h);
    }
    const int left_i = static_cast<int>(std::floor(left));
    const int top_i = static_cast<int>(std::floor(top));
    CameraFrame f;
    f.cell_px = cell;
    f.origin = {floor_div(left_i, cell), floor_div(top_i, cell)};
    f.offset_x = left_i - f.origin.x * cell;
    f.offset_y = top_i - f.origin.y * cell;
    f.cols = std::max(1, static_cast<int>(std::ceil((static_cast<float>(f.offset_x) + view_w) /
                                                    static_cast<float>(cell))));
    f.rows = std::max(1, static_cast<int>(std::ceil((static_cast<float>(f.offset_y) + view_h) /
                                                    static_cast<float>(cell))));
    return f;
}

}  // namespace cf
