#pragma once
// Font glyphs and the atlas: a TrueType face rasterised at one shared scale and baseline,
// each glyph centred on its ink and kept inside its cell, and all 256 cells laid out in
// CP437 order with the procedural cells (procedural_glyphs.hpp) drawn instead of the font.

#include <stb_truetype.h>

#include <cstdint>
#include <string>
#include <vector>

namespace cf::tileset_tool {

inline constexpr int kGridSide = 16;  // cells per atlas row and per atlas column

struct Font {
    std::vector<unsigned char> data;  // must outlive and not move under `info`
    stbtt_fontinfo info{};
};

// Loads the first face of a TrueType / OpenType file. Returns an empty message on success, else
// why the file is unusable. stb_truetype trusts the tables it reads, so only fonts from the
// system are expected here.
std::string load_font(const std::string& path, Font& font);

struct Atlas {
    int side = 0;                      // pixels per row and column
    std::vector<std::uint8_t> rgba;    // row-major RGBA8
    std::vector<std::string> missing;  // "U+XXXX (code N)" for glyphs the font lacks
};

// Renders all 256 cells of `cell_side` pixels.
Atlas render_atlas(const Font& font, int cell_side);

}  // namespace cf::tileset_tool
