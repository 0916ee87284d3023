#include "app/tileset_tool/font_glyphs.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string_view>
#include <system_error>

#include "app/tileset_tool/procedural_glyphs.hpp"
#include "engine/core/cp437.hpp"

namespace cf::tileset_tool {

namespace {

constexpr std::uintmax_t kMaxFontBytes = 64u << 20;  // larger files are surely not a font

}  // namespace

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

Atlas render_atlas(const Font& font, int cell_side) {
    Atlas atlas;
    atlas.side = cell_side * kGridSide;
    const auto pixel_count = static_cast<std::size_t>(atlas.side * atlas.side);
    atlas.rgba.assign(pixel_count * 4, 255);
    for (std::size_t i = 0; i < pixel_count; ++i) atlas.rgba[i * 4 + 3] = 0;

    const Layout layout = compute_layout(font, cell_side);
    const BoxGeometry box = box_geometry(cell_side);
    for (int code = 0; code < kGridSide * kGridSide; ++code) {
        CellBitmap cell(cell_side);
        const char32_t cp = cp437_character(code);
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

}  // namespace cf::tileset_tool
