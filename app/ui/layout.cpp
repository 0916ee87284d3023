#include "app/ui/layout.hpp"

#include <algorithm>
#include <cmath>

namespace cf {

namespace {

constexpr float kSidePanelWidth = 300.0f;
constexpr float kLogHeight = 170.0f;

}  // namespace

PlayLayout play_layout(float width, float height, float scale) {
    const float side = std::min(kSidePanelWidth * scale, width * 2.0f / 3.0f);
    const float log = std::min(kLogHeight * scale, height * 2.0f / 3.0f);
    PlayLayout out;
    out.map = {0, 0, width - side, height - log};
    out.status = {width - side, 0, side, height};
    out.log = {0, height - log, width - side, log};
    return out;
}

float automatic_ui_scale(float content_scale, float rows, float ui_size) {
    constexpr float kBaseRows = 1080.0f;
    float scale = content_scale;
    if (scale <= 1.0f) scale = std::max(1.0f, std::floor(rows / kBaseRows * 4.0f) / 4.0f);
    return scale * ui_size;
}

Box dialog_box(float width, float height, float want_w, float want_h, float scale) {
    const float margin = kDialogMargin * scale;
    const float w = std::max(1.0f, std::min(want_w * scale, width - 2.0f * margin));
    const float h = std::max(1.0f, std::min(want_h * scale, height - 2.0f * margin));
    return {(width - w) * 0.5f, (height - h) * 0.5f, w, h};
}

}  // namespace cf
