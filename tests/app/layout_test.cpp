// Every player window fits the game window and the play panels do not overlap, at every
// size from 800x600 to 4K and at every UI scale.

#include "app/ui/layout.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace cf {
namespace {

struct Size {
    float w;
    float h;
};

const std::vector<Size> kSizes = {{800, 600},   {1024, 768},  {1280, 720},
                                  {1920, 1080}, {2560, 1440}, {3840, 2160}};
const std::vector<float> kScales = {1.0f, 1.5f, 2.0f, 3.0f};

std::string where(Size s, float scale) {
    return std::to_string(static_cast<int>(s.w)) + "x" + std::to_string(static_cast<int>(s.h)) +
           " at scale " + std::to_string(scale);
}

bool inside(const Box& b, Size s) {
    return b.x >= 0 && b.y >= 0 && b.right() <= s.w && b.bottom() <= s.h && b.w > 0 && b.h > 0;
}

TEST(PlayLayout, PanelsFitAndDoNotOverlapAtEverySize) {
    for (Size s : kSizes) {
        for (float scale : kScales) {
            const PlayLayout l = play_layout(s.w, s.h, scale);
            SCOPED_TRACE(where(s, scale));
            EXPECT_TRUE(inside(l.map, s));
            EXPECT_TRUE(inside(l.status, s));
            EXPECT_TRUE(inside(l.log, s));
            EXPECT_FALSE(l.map.overlaps(l.status));
            EXPECT_FALSE(l.map.overlaps(l.log));
            EXPECT_FALSE(l.log.overlaps(l.status));
            EXPECT_GE(l.map.w, s.w / 3.0f - 1.0f) << "the map keeps a third of the width";
            EXPECT_GE(l.map.h, s.h / 3.0f - 1.0f) << "the map keeps a third of the height";
        }
    }
}

TEST(UiScale, GrowsWithTheWindowWhenTheMonitorSaysNothing) {
    EXPECT_EQ(automatic_ui_scale(1.0f, 600, 1.0f), 1.0f);
    EXPECT_EQ(automatic_ui_scale(1.0f, 720, 1.0f), 1.0f);
    EXPECT_EQ(automatic_ui_scale(1.0f, 1080, 1.0f), 1.0f);
    EXPECT_EQ(automatic_ui_scale(1.0f, 1440, 1.0f), 1.25f);
    EXPECT_EQ(automatic_ui_scale(1.0f, 2160, 1.0f), 2.0f);
    // Text size grows with the rows: about 14 px at 1080, more above.
    EXPECT_GT(automatic_ui_scale(1.0f, 1440, 1.0f), automatic_ui_scale(1.0f, 1080, 1.0f));
    EXPECT_GT(automatic_ui_scale(1.0f, 2160, 1.0f), automatic_ui_scale(1.0f, 1440, 1.0f));
}

TEST(UiScale, TheMonitorsScaleAndTheUiSizeSettingWin) {
    EXPECT_EQ(automatic_ui_scale(2.0f, 1440, 1.0f), 2.0f) << "HiDPI: the monitor knows best";
    EXPECT_EQ(automatic_ui_scale(1.0f, 1080, 1.5f), 1.5f);
    EXPECT_EQ(automatic_ui_scale(1.0f, 2160, 0.5f), 1.0f);
}

TEST(DialogBox, EveryDialogFitsTheWindowWithItsMargin) {
    const std::vector<Size> dialogs = {{kInventoryWidth, kInventoryHeight},
                                       {kCharacterWidth, 400},
                                       {kGameOverWidth, 520},
                                       {kMenuWidth, 300}};
    for (Size s : kSizes) {
        for (float scale : kScales) {
            for (Size d : dialogs) {
                const Box b = dialog_box(s.w, s.h, d.w, d.h, scale);
                SCOPED_TRACE(where(s, scale) + ", dialog " + std::to_string(static_cast<int>(d.w)));
                EXPECT_GE(b.x, kDialogMargin * scale - 0.5f);
                EXPECT_GE(b.y, kDialogMargin * scale - 0.5f);
                EXPECT_LE(b.right(), s.w - kDialogMargin * scale + 0.5f);
                EXPECT_LE(b.bottom(), s.h - kDialogMargin * scale + 0.5f);
            }
        }
    }
}

TEST(DialogBox, KeepsItsSizeWhenThereIsRoom) {
    const Box b = dialog_box(1920, 1080, kInventoryWidth, kInventoryHeight, 1.0f);
    EXPECT_EQ(b.w, kInventoryWidth);
    EXPECT_EQ(b.h, kInventoryHeight);
    EXPECT_EQ(b.x, (1920 - kInventoryWidth) / 2);
}

TEST(DialogBox, ShrinksTheInventoryAt800x600) {
    const Box b = dialog_box(800, 600, kInventoryWidth, kInventoryHeight, 1.0f);
    EXPECT_EQ(b.w, 800 - 2 * kDialogMargin);
    EXPECT_EQ(b.x, kDialogMargin);
}

}  // namespace
}  // namespace cf
