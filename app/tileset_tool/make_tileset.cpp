// cryptforge-make-tileset: renders the game's CP437 glyph atlas (content/tileset.png) from a
// TrueType monospace font, so the game itself never needs a font at run time.
//
// Atlas contract (what the renderer relies on):
//   - 16 x 16 square cells of `cell` pixels; cell index = CP437 code, row-major, so code 0 is
//     top left and 'A' (65) is at column 1, row 4.
//   - RGBA8. Every pixel is white (255, 255, 255); alpha is coverage. The background is fully
//     transparent, so the renderer tints the foreground and fills the background itself.
//   - Font glyphs share one scale and one baseline, are centred horizontally on their ink and
//     never touch or cross the cell edge.
//   - Box drawing (179-218), shades (176-178), blocks (219-223) and the small square (254) are
//     drawn procedurally, pixel-exact; lines and blocks reach the cell edges so walls tile
//     without gaps. Cells 0, 32 and 255 are blank.
//   - Deterministic: the same font file and options give byte-identical PNG files.

#define STB_TRUETYPE_IMPLEMENTATION
#include <stb_truetype.h>
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace cf {
namespace {

constexpr int kGridSide = 16;  // cells per atlas row and per atlas column
constexpr int kCodeCount = kGridSide * kGridSide;
constexpr int kMinCell = 8;
constexpr int kMaxCell = 256;
constexpr std::uintmax_t kMaxFontBytes = 64u << 20;  // larger files are surely not a font

constexpr int kExitOk = 0;
constexpr int kExitWriteFailed = 1;
constexpr int kExitBadInput = 2;  // bad arguments or unusable font

constexpr std::string_view kUsage =
    "usage: cryptforge-make-tileset [--font FILE] [--cell N] [--out FILE]\n"
    "  --font FILE  TrueType monospace font\n"
    "               (default /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf)\n"
    "  --cell N     square cell size in pixels, 8..256 (default 24)\n"
    "  --out FILE   output PNG (default content/tileset.png, relative to the working directory)\n";

struct Options {
    std::string font_path = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf";
    int cell = 24;
    std::string out_path = "content/tileset.png";
};

// ---------------------------------------------------------------------------------------------
// CP437 -> Unicode

// Codes 1-31 and 127 are the IBM PC graphic characters, not control codes.
constexpr std::array<char32_t, 32> kCp437Low = {
    0x0000, 0x263A, 0x263B, 0x2665, 0x2666, 0x2663, 0x2660, 0x2022,   // . smileys suits bullet
    0x25D8, 0x25CB, 0x25D9, 0x2642, 0x2640, 0x266A, 0x266B, 0x263C,   // inverse bullets, signs
    0x25BA, 0x25C4, 0x2195, 0x203C, 0x00B6, 0x00A7, 0x25AC, 0x21A8,   // pointers, arrows, marks
    0x2191, 0x2193, 0x2192, 0x2190, 0x221F, 0x2194, 0x25B2, 0x25BC};  // arrows, triangles

constexpr std::array<char32_t, 128> kCp437High = {
    0x00C7, 0x00FC, 0x00E9, 0x00E2, 0x00E4, 0x00E0, 0x00E5, 0x00E7,   // 128 Latin letters
    0x00EA, 0x00EB, 0x00E8, 0x00EF, 0x00EE, 0x00EC, 0x00C4, 0x00C5,   // 136
    0x00C9, 0x00E6, 0x00C6, 0x00F4, 0x00F6, 0x00F2, 0x00FB, 0x00F9,   // 144
    0x00FF, 0x00D6, 0x00DC, 0x00A2, 0x00A3, 0x00A5, 0x20A7, 0x0192,   // 152 currency
    0x00E1, 0x00ED, 0x00F3, 0x00FA, 0x00F1, 0x00D1, 0x00AA, 0x00BA,   // 160
    0x00BF, 0x2310, 0x00AC, 0x00BD, 0x00BC, 0x00A1, 0x00AB, 0x00BB,   // 168
    0x2591, 0x2592, 0x2593, 0x2502, 0x2524, 0x2561, 0x2562, 0x2556,   // 176 shades, box drawing
    0x2555, 0x2563, 0x2551, 0x2557, 0x255D, 0x255C, 0x255B, 0x2510,   // 184
    0x2514, 0x2534, 0x252C, 0x251C, 0x2500, 0x253C, 0x255E, 0x255F,   // 192
    0x255A, 0x2554, 0x2569, 0x2566, 0x2560, 0x2550, 0x256C, 0x2567,   // 200
    0x2568, 0x2564, 0x2565, 0x2559, 0x2558, 0x2552, 0x2553, 0x256B,   // 208
    0x256A, 0x2518, 0x250C, 0x2588, 0x2584, 0x258C, 0x2590, 0x2580,   // 216 blocks
    0x03B1, 0x00DF, 0x0393, 0x03C0, 0x03A3, 0x03C3, 0x00B5, 0x03C4,   // 224 Greek
    0x03A6, 0x0398, 0x03A9, 0x03B4, 0x221E, 0x03C6, 0x03B5, 0x2229,   // 232
    0x2261, 0x00B1, 0x2265, 0x2264, 0x2320, 0x2321, 0x00F7, 0x2248,   // 240 maths
    0x00B0, 0x2219, 0x00B7, 0x221A, 0x207F, 0x00B2, 0x25A0, 0x00A0};  // 248

// The Unicode code point shown for a CP437 code (0..255). Code 0 maps to U+0000 (blank).
constexpr char32_t cp437_to_unicode(int code) {
    if (code < 32) return kCp437Low[static_cast<std::size_t>(code)];
    if (code < 127) return static_cast<char32_t>(code);
    if (code == 127) return 0x2302;  // house
    return kCp437High[static_cast<std::size_t>(code - 128)];
}

static_assert(cp437_to_unicode(65) == U'A');
static_assert(cp437_to_unicode(1) == 0x263A);
static_assert(cp437_to_unicode(219) == 0x2588);
static_assert(cp437_to_unicode(255) == 0x00A0);

// ---------------------------------------------------------------------------------------------
// Cell bitmaps

// One cell's coverage, row-major, `side` x `side`, 0 = empty, 255 = full.
struct CellBitmap {
    int side = 0;
    std::vector<std::uint8_t> alpha;

    explicit CellBitmap(int side_px)
        : side(side_px), alpha(static_cast<std::size_t>(side_px * side_px), 0) {}

    // Sets the half-open rectangle [x0, x1) x [y0, y1) to full coverage; clipped to the cell.
    void fill_rect(int x0, int y0, int x1, int y1) {
        x0 = std::max(x0, 0);
        y0 = std::max(y0, 0);
        x1 = std::min(x1, side);
        y1 = std::min(y1, side);
        for (int y = y0; y < y1; ++y) {
            for (int x = x0; x < x1; ++x) set(x, y, 255);
        }
    }

    // Requires 0 <= x, y < side. Keeps the larger coverage where shapes overlap.
    void set(int x, int y, std::uint8_t value) {
        std::uint8_t& dst = alpha[static_cast<std::size_t>(y * side + x)];
        dst = std::max(dst, value);
    }
};

// ---------------------------------------------------------------------------------------------
// Box drawing

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

// Where the strokes of box-drawing lines lie across their length, in pixels from the cell's top
// (horizontal lines) or left edge (vertical lines); every band is half-open [lo, hi). The same
// numbers serve both axes, so a horizontal line of one cell meets the vertical line of the next.
struct BoxGeometry {
    int side = 0;
    int single_lo = 0, single_hi = 0;  // the one stroke of a single line
    int first_lo = 0, first_hi = 0;    // top / left stroke of a double line
    int second_lo = 0, second_hi = 0;  // bottom / right stroke of a double line
};

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

// ---------------------------------------------------------------------------------------------
// Font glyphs

struct Font {
    std::vector<unsigned char> data;  // must outlive and not move under `info`
    stbtt_fontinfo info{};
};

// Loads the first face of a TrueType / OpenType file. Returns an empty message on success, else
// why the file is unusable. stb_truetype trusts the tables it reads, so only fonts from the
// system are expected here.
std::string load_font(const std::string& path, Font& font) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        return "cannot open font file '" + path + "' (missing or not a regular file)";
    }
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec || size > kMaxFontBytes) return "cannot read font file '" + path + "'";
    std::ifstream in(path, std::ios::binary);
    if (!in) return "cannot open font file '" + path + "'";
    font.data.resize(static_cast<std::size_t>(size));
    in.read(reinterpret_cast<char*>(font.data.data()), static_cast<std::streamsize>(size));
    if (!in || static_cast<std::uintmax_t>(in.gcount()) != size) {
        return "cannot read font file '" + path + "'";
    }
    if (font.data.size() < 64) return "'" + path + "' is not a TrueType/OpenType font";
    const int offset = stbtt_GetFontOffsetForIndex(font.data.data(), 0);
    if (offset < 0 || stbtt_InitFont(&font.info, font.data.data(), offset) == 0) {
        return "'" + path + "' is not a TrueType/OpenType font stb_truetype can read";
    }
    for (const char c : std::string_view("AW@g")) {
        if (stbtt_FindGlyphIndex(&font.info, c) == 0) {
            return "font '" + path + "' lacks basic Latin glyphs";
        }
    }
    return {};
}

// A glyph rasterised at one scale, in pen coordinates: x right, y down, baseline at y = 0.
struct GlyphRaster {
    int left = 0;  // pen-relative position of the bitmap's first column / row
    int top = 0;
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> coverage;
    // Pen-relative, half-open bounds of the pixels with non-zero coverage; valid if has_ink.
    bool has_ink = false;
    int ink_x0 = 0, ink_y0 = 0, ink_x1 = 0, ink_y1 = 0;
};

// Rasterises `glyph` at `scale` with the pen `shift_x` (0 <= shift_x < 1) pixels right of a
// pixel boundary and the baseline on a pixel boundary.
GlyphRaster rasterise(const Font& font, int glyph, float scale, float shift_x) {
    GlyphRaster r;
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    stbtt_GetGlyphBitmapBoxSubpixel(&font.info, glyph, scale, scale, shift_x, 0.0f, &x0, &y0, &x1,
                                    &y1);
    r.left = x0;
    r.top = y0;
    r.width = std::max(0, x1 - x0);
    r.height = std::max(0, y1 - y0);
    if (r.width == 0 || r.height == 0) return r;
    r.coverage.assign(static_cast<std::size_t>(r.width * r.height), 0);
    stbtt_MakeGlyphBitmapSubpixel(&font.info, r.coverage.data(), r.width, r.height, r.width, scale,
                                  scale, shift_x, 0.0f, glyph);
    for (int y = 0; y < r.height; ++y) {
        for (int x = 0; x < r.width; ++x) {
            if (r.coverage[static_cast<std::size_t>(y * r.width + x)] == 0) continue;
            if (!r.has_ink) {
                r.has_ink = true;
                r.ink_x0 = r.ink_x1 = r.left + x;
                r.ink_y0 = r.ink_y1 = r.top + y;
            }
            r.ink_x0 = std::min(r.ink_x0, r.left + x);
            r.ink_x1 = std::max(r.ink_x1, r.left + x + 1);
            r.ink_y0 = std::min(r.ink_y0, r.top + y);
            r.ink_y1 = std::max(r.ink_y1, r.top + y + 1);
        }
    }
    return r;
}

// Shared placement of font glyphs in a cell.
struct Layout {
    int side = 0;
    int margin = 0;      // blank pixels kept between ink and every cell edge
    float scale = 0.0f;  // font units -> pixels
    int baseline = 0;    // pixel row of the baseline, from the cell top
};

// Where one glyph lands: its pen at column pen_x (the raster already holds the sub-pixel part of
// the horizontal position) and row `baseline` of the cell.
struct Placement {
    GlyphRaster raster;
    int pen_x = 0;
    int baseline = 0;
};

// Pen position that centres the glyph's outline box horizontally in the cell.
double centred_pen_x(const Font& font, int glyph, double scale, int side) {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    stbtt_GetGlyphBox(&font.info, glyph, &x0, &y0, &x1, &y1);
    return (side - (x1 - x0) * scale) / 2.0 - x0 * scale;
}

// Rasterises `glyph` with the shared layout, centred horizontally. The result may stick out of
// the cell; fit_glyph() corrects that.
Placement place_glyph(const Font& font, int glyph, double scale, const Layout& layout) {
    const double pen = centred_pen_x(font, glyph, scale, layout.side);
    const double pen_floor = std::floor(pen);
    Placement p;
    p.raster =
        rasterise(font, glyph, static_cast<float>(scale), static_cast<float>(pen - pen_floor));
    p.pen_x = static_cast<int>(pen_floor);
    p.baseline = layout.baseline;
    return p;
}

// True if the placed ink keeps the layout margin on all four sides.
bool fits(const Placement& p, const Layout& layout) {
    const int lo = layout.margin;
    const int hi = layout.side - layout.margin;
    const GlyphRaster& r = p.raster;
    return p.pen_x + r.ink_x0 >= lo && p.pen_x + r.ink_x1 <= hi && p.baseline + r.ink_y0 >= lo &&
           p.baseline + r.ink_y1 <= hi;
}

// Printable ASCII decides the shared scale and baseline: all of it fits unmoved. The grave
// accent is left out: in DejaVu Sans Mono it rises above every letter, and it costs nothing
// to let that lone mark drop a pixel instead of shrinking the whole font for it.
constexpr int kFirstLayoutCode = 33;
constexpr int kLastLayoutCode = 126;

bool decides_layout(int code) {
    return code >= kFirstLayoutCode && code <= kLastLayoutCode && code != '`';
}

// Chooses the largest scale (within 1 %) at which every glyph that decides_layout() fits the
// cell inside the margin with one shared baseline, the union of their outlines centred
// vertically.
Layout compute_layout(const Font& font, int side) {
    int ux0 = 0, uy0 = 0, ux1 = 0, uy1 = 0;
    bool any = false;
    for (int code = kFirstLayoutCode; code <= kLastLayoutCode; ++code) {
        if (!decides_layout(code)) continue;
        const int glyph = stbtt_FindGlyphIndex(&font.info, code);
        int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        if (glyph == 0 || stbtt_GetGlyphBox(&font.info, glyph, &x0, &y0, &x1, &y1) == 0) continue;
        if (!any) {
            ux0 = x0, uy0 = y0, ux1 = x1, uy1 = y1;
            any = true;
        }
        ux0 = std::min(ux0, x0);
        uy0 = std::min(uy0, y0);
        ux1 = std::max(ux1, x1);
        uy1 = std::max(uy1, y1);
    }

    Layout layout;
    layout.side = side;
    layout.margin = side >= 12 ? 1 : 0;
    const double room = side - 2 * layout.margin;
    const int width = std::max(1, ux1 - ux0);
    const int height = std::max(1, uy1 - uy0);
    double scale = std::min(room / width, room / height);
    for (int attempt = 0; attempt < 200; ++attempt) {
        // Top of the union box sits (room - its height) / 2 below the margin.
        const double top = layout.margin + (room - height * scale) / 2.0;
        layout.scale = static_cast<float>(scale);
        layout.baseline = static_cast<int>(std::lround(top + uy1 * scale));
        bool all_fit = true;
        for (int code = kFirstLayoutCode; code <= kLastLayoutCode && all_fit; ++code) {
            const int glyph = stbtt_FindGlyphIndex(&font.info, code);
            if (glyph == 0 || !decides_layout(code)) continue;
            // Same (float) scale fit_glyph() will use, so the check holds for the real output.
            const Placement p = place_glyph(font, glyph, layout.scale, layout);
            if (p.raster.has_ink && !fits(p, layout)) all_fit = false;
        }
        if (all_fit) break;
        scale *= 0.99;
    }
    return layout;
}

// Places a glyph with the shared layout and, only if it would not fit, moves it the least
// whole pixels that make it fit (tall accented capitals drop a little), shrinking it first if
// it is larger than the cell's room.
Placement fit_glyph(const Font& font, int glyph, const Layout& layout) {
    const int room = layout.side - 2 * layout.margin;
    double scale = layout.scale;
    Placement p = place_glyph(font, glyph, scale, layout);
    for (int attempt = 0; attempt < 200 && p.raster.has_ink; ++attempt) {
        const GlyphRaster& r = p.raster;
        if (r.ink_x1 - r.ink_x0 <= room && r.ink_y1 - r.ink_y0 <= room) break;
        scale *= 0.98;
        p = place_glyph(font, glyph, scale, layout);
    }
    if (!p.raster.has_ink) return p;
    const GlyphRaster& r = p.raster;
    const int lo = layout.margin;
    const int hi = layout.side - layout.margin;
    if (p.pen_x + r.ink_x0 < lo) p.pen_x = lo - r.ink_x0;
    if (p.pen_x + r.ink_x1 > hi) p.pen_x = hi - r.ink_x1;
    if (p.baseline + r.ink_y0 < lo) p.baseline = lo - r.ink_y0;
    if (p.baseline + r.ink_y1 > hi) p.baseline = hi - r.ink_y1;
    return p;
}

// Copies a placed glyph into the cell; anything outside the cell is dropped (fit_glyph() makes
// sure there is none).
void blit(CellBitmap& cell, const Placement& p) {
    const GlyphRaster& r = p.raster;
    for (int y = 0; y < r.height; ++y) {
        for (int x = 0; x < r.width; ++x) {
            const std::uint8_t a = r.coverage[static_cast<std::size_t>(y * r.width + x)];
            const int cx = p.pen_x + r.left + x;
            const int cy = p.baseline + r.top + y;
            if (a == 0 || cx < 0 || cy < 0 || cx >= cell.side || cy >= cell.side) continue;
            cell.set(cx, cy, a);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Atlas

struct Atlas {
    int side = 0;                      // pixels per row and column
    std::vector<std::uint8_t> rgba;    // row-major RGBA8
    std::vector<std::string> missing;  // "U+XXXX (code N)" for glyphs the font lacks
};

// Renders all 256 cells.
Atlas render_atlas(const Font& font, int cell_side) {
    Atlas atlas;
    atlas.side = cell_side * kGridSide;
    const auto pixel_count = static_cast<std::size_t>(atlas.side * atlas.side);
    atlas.rgba.assign(pixel_count * 4, 255);
    for (std::size_t i = 0; i < pixel_count; ++i) atlas.rgba[i * 4 + 3] = 0;

    const Layout layout = compute_layout(font, cell_side);
    const BoxGeometry box = box_geometry(cell_side);
    for (int code = 0; code < kCodeCount; ++code) {
        CellBitmap cell(cell_side);
        const char32_t cp = cp437_to_unicode(code);
        if (code != 0 && code != 32 && code != 255 && !draw_procedural(cell, code, box)) {
            const int glyph = stbtt_FindGlyphIndex(&font.info, static_cast<int>(cp));
            if (glyph == 0) {
                char name[40];
                std::snprintf(name, sizeof name, "U+%04X (code %d)", static_cast<unsigned>(cp),
                              code);
                atlas.missing.emplace_back(name);
            } else {
                blit(cell, fit_glyph(font, glyph, layout));
            }
        }
        const int ox = (code % kGridSide) * cell_side;
        const int oy = (code / kGridSide) * cell_side;
        for (int y = 0; y < cell_side; ++y) {
            for (int x = 0; x < cell_side; ++x) {
                const auto src = static_cast<std::size_t>(y * cell_side + x);
                const auto dst = static_cast<std::size_t>((oy + y) * atlas.side + ox + x);
                atlas.rgba[dst * 4 + 3] = cell.alpha[src];
            }
        }
    }
    return atlas;
}

void append_bytes(void* context, void* data, int size) {
    auto* out = static_cast<std::vector<unsigned char>*>(context);
    const auto* bytes = static_cast<const unsigned char*>(data);
    out->insert(out->end(), bytes, bytes + size);
}

// Encodes and writes the atlas. Returns an empty message on success.
std::string write_png(const Atlas& atlas, const std::string& path) {
    std::vector<unsigned char> png;
    if (stbi_write_png_to_func(append_bytes, &png, atlas.side, atlas.side, 4, atlas.rgba.data(),
                               atlas.side * 4) == 0) {
        return "PNG encoding failed";
    }
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) return "cannot open '" + path + "' for writing";
    out.write(reinterpret_cast<const char*>(png.data()), static_cast<std::streamsize>(png.size()));
    out.close();
    if (!out) return "failed writing '" + path + "'";
    return {};
}

// ---------------------------------------------------------------------------------------------
// Command line

enum class ParseResult { run, help, error };

// Fills `options` from the arguments (program name excluded); on error sets `error`.
ParseResult parse_args(std::span<char* const> args, Options& options, std::string& error) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "-h" || arg == "--help") return ParseResult::help;
        if (arg != "--font" && arg != "--cell" && arg != "--out") {
            error = "unknown argument '" + std::string(arg) + "'";
            return ParseResult::error;
        }
        if (i + 1 >= args.size()) {
            error = std::string(arg) + " needs a value";
            return ParseResult::error;
        }
        const std::string_view value = args[++i];
        if (value.empty()) {
            error = std::string(arg) + " needs a non-empty value";
            return ParseResult::error;
        }
        if (arg == "--font") {
            options.font_path = value;
        } else if (arg == "--out") {
            options.out_path = value;
        } else {
            int cell = 0;
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), cell);
            if (ec != std::errc() || end != value.data() + value.size() || cell < kMinCell ||
                cell > kMaxCell) {
                error = "--cell wants a whole number of pixels from " + std::to_string(kMinCell) +
                        " to " + std::to_string(kMaxCell) + ", not '" + std::string(value) + "'";
                return ParseResult::error;
            }
            options.cell = cell;
        }
    }
    return ParseResult::run;
}

int run_tool(std::span<char* const> args) {
    Options options;
    std::string error;
    switch (parse_args(args, options, error)) {
        case ParseResult::help:
            std::fputs(kUsage.data(), stdout);
            return kExitOk;
        case ParseResult::error:
            std::fprintf(stderr, "cryptforge-make-tileset: %s\n%s", error.c_str(), kUsage.data());
            return kExitBadInput;
        case ParseResult::run:
            break;
    }

    Font font;
    error = load_font(options.font_path, font);
    if (!error.empty()) {
        std::fprintf(stderr, "cryptforge-make-tileset: %s\n", error.c_str());
        return kExitBadInput;
    }

    const Atlas atlas = render_atlas(font, options.cell);
    for (const std::string& m : atlas.missing) {
        std::fprintf(stderr,
                     "cryptforge-make-tileset: warning: font has no glyph for %s; cell left "
                     "blank\n",
                     m.c_str());
    }
    error = write_png(atlas, options.out_path);
    if (!error.empty()) {
        std::fprintf(stderr, "cryptforge-make-tileset: %s\n", error.c_str());
        return kExitWriteFailed;
    }
    std::printf("wrote %s: %dx%d px, %d px cells, font %s\n", options.out_path.c_str(), atlas.side,
                atlas.side, options.cell, options.font_path.c_str());
    return kExitOk;
}

}  // namespace
}  // namespace cf

int main(int argc, char** argv) {
    return cf::run_tool(std::span<char* const>(argv + 1, static_cast<std::size_t>(argc - 1)));
}
