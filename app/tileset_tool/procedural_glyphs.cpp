#include "app/tileset_tool/procedural_glyphs.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

namespace cf::tileset_tool {

// Line weight of one arm of a box-drawing character.
enum Weight : std::uint8_t { kNone = 0, kSingle = 1, kDouble = 2 };

struct BoxArms {
    Weight up;
    Weight down;
    Weight left;
    Weight right;
};

constexpr int kFirstBoxCode = 179;
constexpr int kLastBoxCode = 218;

// Arms of CP437 179..218 (U+2502 ... U+250C), in code order.
constexpr std::array<BoxArms, kLastBoxCode - kFirstBoxCode + 1> kBoxArms = {{
    {kSingle, kSingle, kNone, kNone},      // 179 vertical
    {kSingle, kSingle, kSingle, kNone},    // 180 vertical and left
    {kSingle, kSingle, kDouble, kNone},    // 181 vertical single, left double
    {kDouble, kDouble, kSingle, kNone},    // 182 vertical double, left single
    {kNone, kDouble, kSingle, kNone},      // 183 down double, left single
    {kNone, kSingle, kDouble, kNone},      // 184 down single, left double
    {kDouble, kDouble, kDouble, kNone},    // 185 double vertical and left
    {kDouble, kDouble, kNone, kNone},      // 186 double vertical
    {kNone, kDouble, kDouble, kNone},      // 187 double down and left
    {kDouble, kNone, kDouble, kNone},      // 188 double up and left
    {kDouble, kNone, kSingle, kNone},      // 189 up double, left single
    {kSingle, kNone, kDouble, kNone},      // 190 up single, left double
    {kNone, kSingle, kSingle, kNone},      // 191 down and left
    {kSingle, kNone, kNone, kSingle},      // 192 up and right
    {kSingle, kNone, kSingle, kSingle},    // 193 up and horizontal
    {kNone, kSingle, kSingle, kSingle},    // 194 down and horizontal
    {kSingle, kSingle, kNone, kSingle},    // 195 vertical and right
    {kNone, kNone, kSingle, kSingle},      // 196 horizontal
    {kSingle, kSingle, kSingle, kSingle},  // 197 vertical and horizontal
    {kSingle, kSingle, kNone, kDouble},    // 198 vertical single, right double
    {kDouble, kDouble, kNone, kSingle},    // 199 vertical double, right single
    {kDouble, kNone, kNone, kDouble},      // 200 double up and right
    {kNone, kDouble, kNone, kDouble},      // 201 double down and right
    {kDouble, kNone, kDouble, kDouble},    // 202 double up and horizontal
    {kNone, kDouble, kDouble, kDouble},    // 203 double down and horizontal
    {kDouble, kDouble, kNone, kDouble},    // 204 double vertical and right
    {kNone, kNone, kDouble, kDouble},      // 205 double horizontal
    {kDouble, kDouble, kDouble, kDouble},  // 206 double vertical and horizontal
    {kSingle, kNone, kDouble, kDouble},    // 207 up single, horizontal double
    {kDouble, kNone, kSingle, kSingle},    // 208 up double, horizontal single
    {kNone, kSingle, kDouble, kDouble},    // 209 down single, horizontal double
    {kNone, kDouble, kSingle, kSingle},    // 210 down double, horizontal single
    {kDouble, kNone, kNone, kSingle},      // 211 up double, right single
    {kSingle, kNone, kNone, kDouble},      // 212 up single, right double
    {kNone, kSingle, kNone, kDouble},      // 213 down single, right double
    {kNone, kDouble, kNone, kSingle},      // 214 down double, right single
    {kDouble, kDouble, kSingle, kSingle},  // 215 vertical double, horizontal single
    {kSingle, kSingle, kDouble, kDouble},  // 216 vertical single, horizontal double
    {kSingle, kNone, kSingle, kNone},      // 217 up and left
    {kNone, kSingle, kNone, kSingle},      // 218 down and right
}};

// Strokes are side/12 px thick (at least 1); a double line leaves a gap of two strokes.
BoxGeometry box_geometry(int side) {
    BoxGeometry g;
    g.side = side;
    const int stroke = std::max(1, side / 12);
    g.single_lo = (side - stroke) / 2;
    g.single_hi = g.single_lo + stroke;
    const int gap = 2 * stroke;
    g.first_lo = (side - (2 * stroke + gap)) / 2;
    g.first_hi = g.first_lo + stroke;
    g.second_lo = g.first_hi + gap;
    g.second_hi = g.second_lo + stroke;
    return g;
}

// How far an arm runs from its cell edge towards (and maybe past) the centre.
enum class Reach {
    centre,       // to the middle of the cell; the opposite arm continues it
    over_single,  // across the perpendicular single line
    near_double,  // onto the nearer stroke of the perpendicular double line
    far_double,   // across both strokes of the perpendicular double line
    full,         // all the way to the opposite edge
};

struct Span {
    int lo = 0;
    int hi = 0;
};

// Extent along the arm's axis of an arm leaving through the low edge (left / top) when
// `from_low` is true, else through the high edge (right / bottom).
Span arm_span(bool from_low, Reach reach, const BoxGeometry& g) {
    switch (reach) {
        case Reach::centre:
            return from_low ? Span{0, g.side / 2} : Span{g.side / 2, g.side};
        case Reach::full:
            return Span{0, g.side};
        case Reach::over_single:
            return from_low ? Span{0, g.single_hi} : Span{g.single_lo, g.side};
        case Reach::near_double:
            return from_low ? Span{0, g.first_hi} : Span{g.second_lo, g.side};
        case Reach::far_double:
            return from_low ? Span{0, g.second_hi} : Span{g.first_lo, g.side};
    }
    return Span{0, g.side};
}

// One arm seen in its own frame: `along` follows the arm, `across` is perpendicular.
struct ArmContext {
    bool from_low;       // leaves through the left / top edge
    Weight own;          // weight of this arm (not kNone)
    Weight opposite;     // the arm leaving through the opposite edge
    Weight across_low;   // perpendicular arm on the low side (up for horizontal arms)
    Weight across_high;  // perpendicular arm on the high side
};

// Draws one arm; `horizontal` selects whether `along` is x (left/right arms) or y.
//
// Joins follow the classic CP437 shapes: a single line passing a continuous double line stops
// at its nearer stroke (182), a single line meeting a double corner crosses both strokes (184),
// double lines meeting double lines form nested corners (201) and T-junctions keep the outer
// stroke unbroken (203).
void draw_arm(CellBitmap& cell, bool horizontal, const ArmContext& arm, const BoxGeometry& g) {
    const Weight across = std::max(arm.across_low, arm.across_high);
    auto fill = [&](Span along, int band_lo, int band_hi) {
        if (horizontal) {
            cell.fill_rect(along.lo, band_lo, along.hi, band_hi);
        } else {
            cell.fill_rect(band_lo, along.lo, band_hi, along.hi);
        }
    };

    if (arm.own == kSingle) {
        Reach reach = Reach::over_single;
        if (across == kDouble) {
            if (arm.opposite != kNone) {
                reach = Reach::full;
            } else if (arm.across_low != kNone && arm.across_high != kNone) {
                reach = Reach::near_double;
            } else {
                reach = Reach::far_double;
            }
        }
        fill(arm_span(arm.from_low, reach, g), g.single_lo, g.single_hi);
        return;
    }

    // Double arm: each stroke decides on its own, looking at the perpendicular arm on its side.
    auto stroke_reach = [&](Weight side_arm) {
        if (across == kDouble) return side_arm != kNone ? Reach::near_double : Reach::far_double;
        if (across == kSingle) return Reach::over_single;
        return Reach::centre;
    };
    fill(arm_span(arm.from_low, stroke_reach(arm.across_low), g), g.first_lo, g.first_hi);
    fill(arm_span(arm.from_low, stroke_reach(arm.across_high), g), g.second_lo, g.second_hi);
}

void draw_box(CellBitmap& cell, const BoxArms& a, const BoxGeometry& g) {
    if (a.left != kNone) draw_arm(cell, true, {true, a.left, a.right, a.up, a.down}, g);
    if (a.right != kNone) draw_arm(cell, true, {false, a.right, a.left, a.up, a.down}, g);
    if (a.up != kNone) draw_arm(cell, false, {true, a.up, a.down, a.left, a.right}, g);
    if (a.down != kNone) draw_arm(cell, false, {false, a.down, a.up, a.left, a.right}, g);
}

// ---------------------------------------------------------------------------------------------
// Shades and blocks

// Dither unit for the shades: about side/12 px, shrunk until the pattern period (4 units)
// divides the cell so neighbouring shade cells continue the pattern. Cells that are not a
// multiple of 4 px (not the default) keep a faint seam in shaded areas.
int shade_unit(int side) {
    int unit = std::max(1, side / 12);
    while (unit > 1 && side % (4 * unit) != 0) --unit;
    return unit;
}

// level 1 = light (25 %), 2 = medium (50 %), 3 = dark (75 %).
void draw_shade(CellBitmap& cell, int level) {
    const int unit = shade_unit(cell.side);
    for (int y = 0; y < cell.side; ++y) {
        for (int x = 0; x < cell.side; ++x) {
            const int ux = x / unit;
            const int uy = y / unit;
            const bool light_dot = (uy % 2 == 0) ? (ux % 4 == 0) : (ux % 4 == 2);
            bool on = false;
            if (level == 1) on = light_dot;
            if (level == 2) on = (ux + uy) % 2 == 0;
            if (level == 3) on = !light_dot;
            if (on) cell.set(x, y, 255);
        }
    }
}

// Draws the procedural glyph for `code` and returns true, or returns false if the code is
// left to the font.
bool draw_procedural(CellBitmap& cell, int code, const BoxGeometry& g) {
    const int n = cell.side;
    const int half = n / 2;
    if (code >= kFirstBoxCode && code <= kLastBoxCode) {
        draw_box(cell, kBoxArms[static_cast<std::size_t>(code - kFirstBoxCode)], g);
        return true;
    }
    switch (code) {
        case 176:  // light shade
            draw_shade(cell, 1);
            return true;
        case 177:  // medium shade
            draw_shade(cell, 2);
            return true;
        case 178:  // dark shade
            draw_shade(cell, 3);
            return true;
        case 219:  // full block
            cell.fill_rect(0, 0, n, n);
            return true;
        case 220:  // lower half block
            cell.fill_rect(0, half, n, n);
            return true;
        case 221:  // left half block
            cell.fill_rect(0, 0, half, n);
            return true;
        case 222:  // right half block
            cell.fill_rect(half, 0, n, n);
            return true;
        case 223:  // upper half block
            cell.fill_rect(0, 0, n, half);
            return true;
        case 254: {  // small square, half the cell wide, centred
            const int lo = (n - half) / 2;
            cell.fill_rect(lo, lo, lo + half, lo + half);
            return true;
        }
        default:
            return false;
    }
}

}  // namespace cf::tileset_tool
