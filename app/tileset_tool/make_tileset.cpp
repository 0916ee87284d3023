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

#include <stb_image_write.h>

#include <charconv>
#include <cstdio>
#include <fstream>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "app/tileset_tool/font_glyphs.hpp"

namespace cf::tileset_tool {
namespace {

constexpr int kMinCell = 8;
constexpr int kMaxCell = 256;

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
}  // namespace cf::tileset_tool

int main(int argc, char** argv) {
    return cf::tileset_tool::run_tool(
        std::span<char* const>(argv + 1, static_cast<std::size_t>(argc - 1)));
}
