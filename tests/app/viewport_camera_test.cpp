// The viewport camera: crisp zoom steps, the player kept in view, the map point under the
// mouse kept under it while zooming, and pixels mapped back to the right map cell.
#include "app/ui/viewport_camera.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace cf {
namespace {

TEST(ViewportCamera, ZoomStepsAreExactFractionsOrMultiplesOfTheTile) {
    EXPECT_EQ(zoom_steps(24), (std::vector<int>{8, 12, 16, 24, 48, 72, 96}));
    EXPECT_EQ(zoom_steps(16), (std::vector<int>{8, 16, 32, 48, 64}));
    EXPECT_EQ(zoom_steps(10), (std::vector<int>{10, 20, 30, 40}));
    // The smallest step is 6 px: a third of 18 is one; two thirds of 6 is not.
    EXPECT_EQ(zoom_steps(18), (std::vector<int>{6, 9, 12, 18, 36, 54, 72}));
    EXPECT_EQ(zoom_steps(6), (std::vector<int>{6, 12, 18, 24}));
}

TEST(ViewportCamera, FirstZoomShowsEnoughColumnsWithoutEnlarging) {
    ViewportCamera wide;
    wide.set_tile_size(24);
    wide.choose_initial_zoom(1000);  // 41 columns at 24 px
    EXPECT_EQ(wide.cell_px(), 24);
    ViewportCamera narrow;
    narrow.set_tile_size(24);
    narrow.choose_initial_zoom(500);  // 24 px would show 20 columns
    EXPECT_EQ(narrow.cell_px(), 16);
}

TEST(ViewportCamera, TheFirstZoomGrowsWithTheUi) {
    ViewportCamera big;
    big.set_tile_size(24);
    big.choose_initial_zoom(3400, 2.0f);  // a 3840x2160 window at UI scale 2
    EXPECT_EQ(big.cell_px(), 48);
    ViewportCamera between;
    between.set_tile_size(24);
    between.choose_initial_zoom(2200, 1.25f);  // no crisp step between 24 and 48
    EXPECT_EQ(between.cell_px(), 24);
}

TEST(ViewportCamera, TheFirstZoomGrowsWithTheWindow) {
    // A 2560x1440 window opened at 24 px cells (its UI scale is 1.25): it grows twofold.
    EXPECT_FLOAT_EQ(first_zoom_growth(1.25f, 2560, 1440), 2.0f);
    ViewportCamera large;
    large.set_tile_size(24);
    large.choose_initial_zoom(2200, first_zoom_growth(1.25f, 2560, 1440));
    EXPECT_EQ(large.cell_px(), 48);
    // 1920x1080 grows 1.5 times: 36 px is no crisp step, so it stays at the tile.
    ViewportCamera full_hd;
    full_hd.set_tile_size(24);
    full_hd.choose_initial_zoom(1500, first_zoom_growth(1.0f, 1920, 1080));
    EXPECT_EQ(full_hd.cell_px(), 24);
    // A small window never shrinks the tile on its account; the columns rule does that.
    EXPECT_FLOAT_EQ(first_zoom_growth(1.0f, 800, 600), 1.0f);
}

TEST(ViewportCamera, AMapSmallerThanTheViewIsCentred) {
    ViewportCamera camera;
    camera.set_tile_size(24);
    // 20 x 10 cells of 24 px in a 1000 x 600 view: 260 px left and right, 180 above, below.
    for (const Point player : {Point{0, 0}, Point{19, 9}, Point{10, 5}}) {
        const CameraFrame f = camera.frame(player, 20, 10, 1000, 600);
        EXPECT_EQ(f.cell_at(260, 180), (Point{0, 0}));
        EXPECT_EQ(f.cell_at(259, 179), (Point{-1, -1}));
        // A whole cell off the map's corner is still the first cell off it; a pixel more is
        // the second.
        EXPECT_EQ(f.cell_at(236, 156), (Point{-1, -1}));
        EXPECT_EQ(f.cell_at(235, 155), (Point{-2, -2}));
        EXPECT_EQ(f.cell_at(1000 - 261, 600 - 181), (Point{19, 9}));
    }
}

TEST(ViewportCamera, ThePlayerStaysAwayFromTheEdgeWhereTheMapAllows) {
    ViewportCamera camera;
    camera.set_tile_size(24);
    const float w = 480, h = 240;  // 20 x 10 cells
    for (int x = 0; x < 80; x += 3) {
        for (int y = 0; y < 45; y += 2) {
            const CameraFrame f = camera.frame({x, y}, 80, 45, w, h);
            // The player's cell, in view pixels.
            const int px = (x - f.origin.x) * f.cell_px - f.offset_x;
            const int py = (y - f.origin.y) * f.cell_px - f.offset_y;
            const int margin_x = std::min({x, 79 - x, 4}) * 24;
            const int margin_y = std::min({y, 44 - y, 3}) * 24;
            EXPECT_GE(px, margin_x) << x << "," << y;
            EXPECT_LE(px + 24, static_cast<int>(w) - margin_x) << x << "," << y;
            EXPECT_GE(py, margin_y) << x << "," << y;
            EXPECT_LE(py + 24, static_cast<int>(h) - margin_y) << x << "," << y;
        }
    }
}

TEST(ViewportCamera, FollowingCentresThePlayerAndClampsAtTheMapEdge) {
    ViewportCamera camera;
    camera.set_tile_size(24);
    const CameraFrame middle = camera.frame({40, 22}, 80, 45, 480, 240);  // 20 x 10 cells
    EXPECT_EQ(middle.cell_at(240, 120), (Point{40, 22}));
    const CameraFrame corner = camera.frame({0, 0}, 80, 45, 480, 240);
    EXPECT_EQ(corner.origin, (Point{0, 0}));
    EXPECT_EQ(corner.offset_x, 0);
    const CameraFrame far = camera.frame({79, 44}, 80, 45, 480, 240);
    EXPECT_EQ(far.cell_at(479, 239), (Point{79, 44}));
}

TEST(ViewportCamera, FrameCoversTheWholeViewAndMapsEveryPixel) {
    ViewportCamera camera;
    camera.set_tile_size(24);
    camera.frame({40, 22}, 80, 45, 500, 301);
    camera.pan(-5, -7);  // off the cell grid
    const CameraFrame f = camera.frame({40, 22}, 80, 45, 500, 301);
    EXPECT_GE(f.cols * f.cell_px, f.offset_x + 500);
    EXPECT_GE(f.rows * f.cell_px, f.offset_y + 301);
    // The pixel just before and just after a cell boundary fall in neighbouring cells.
    const float boundary = static_cast<float>(f.cell_px - f.offset_x);
    EXPECT_EQ(f.cell_at(boundary, 0).x, f.cell_at(boundary - 1, 0).x + 1);
    EXPECT_EQ(f.cell_at(0, 0), f.origin);
}

TEST(ViewportCamera, ZoomingAFreeCameraKeepsTheCellUnderTheMouse) {
    ViewportCamera camera;
    camera.set_tile_size(24);
    camera.frame({40, 22}, 80, 45, 600, 400);
    camera.pan(1, 0);  // free camera
    const CameraFrame before = camera.frame({40, 22}, 80, 45, 600, 400);
    const Point under = before.cell_at(150, 100);
    ASSERT_TRUE(camera.zoom(1, 150, 100, 600, 400));
    const CameraFrame after = camera.frame({40, 22}, 80, 45, 600, 400);
    EXPECT_EQ(after.cell_px, 48);
    EXPECT_EQ(after.cell_at(150, 100), under);
}

TEST(ViewportCamera, ZoomStopsAtTheEnds) {
    ViewportCamera camera;
    camera.set_tile_size(24);
    int steps = 0;
    while (camera.zoom(-1, 0, 0, 100, 100)) ++steps;
    EXPECT_EQ(camera.cell_px(), 8);
    EXPECT_EQ(steps, 3);
    EXPECT_FALSE(camera.zoom(-1, 0, 0, 100, 100));
}

TEST(ViewportCamera, PanningStopsFollowingAndFollowResumes) {
    ViewportCamera camera;
    camera.set_tile_size(24);
    const CameraFrame followed = camera.frame({40, 22}, 80, 45, 480, 240);
    camera.pan(-48, 0);  // drag left: the view moves two cells east
    EXPECT_FALSE(camera.following());
    const CameraFrame panned = camera.frame({40, 22}, 80, 45, 480, 240);
    EXPECT_EQ(panned.origin, (followed.origin + Point{2, 0}));
    camera.follow();
    EXPECT_EQ(camera.frame({40, 22}, 80, 45, 480, 240).origin, followed.origin);
}

TEST(ViewportCamera, FitShowsTheWholeMap) {
    ViewportCamera camera;
    camera.set_tile_size(24);
    camera.fit(80, 45, 700, 600);
    EXPECT_EQ(camera.cell_px(), 8);  // 80 x 8 = 640 fits 700; 12 px would need 960
    const CameraFrame f = camera.frame({1, 1}, 80, 45, 700, 600);
    EXPECT_EQ(f.cell_at(30, 120), (Point{0, 0}));  // (700-640)/2 = 30, (600-360)/2 = 120
    EXPECT_LT(f.cell_at(29, 130).x, 0);
    EXPECT_EQ(f.cell_at(669, 479), (Point{79, 44}));
}

}  // namespace
}  // namespace cf
