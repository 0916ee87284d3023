#pragma once
// A CP437 glyph atlas: 16x16 glyphs in code-page order, row-major from the top left.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cf {

// An atlas decoded and normalised on the CPU: RGBA8, top row first, every pixel white with
// the glyph's coverage in alpha, so a shader tints glyphs by multiplying with a colour.
struct TilesetImage {
    int width = 0;                   // pixels, a multiple of 16
    int height = 0;                  // pixels, a multiple of 16
    std::vector<std::uint8_t> rgba;  // width * height * 4 bytes

    int cell_width() const { return width / 16; }
    int cell_height() const { return height / 16; }
};

// The largest tileset file read, and the largest side: a 16x16 atlas of 1024-pixel cells.
inline constexpr std::size_t kMaxTilesetBytes = std::size_t{64} * 1024 * 1024;
inline constexpr int kMaxTilesetSide = 16384;

// Reads any image stb_image understands (PNG, BMP, TGA, ...) and normalises it; nullopt and a
// message naming the file when it is missing, unreadable, or not a 16x16 grid of equal cells.
std::optional<TilesetImage> load_tileset_image(const std::string& path, std::string& error);

// Turns decoded RGBA pixels into white-plus-coverage. Coverage is the source alpha when the
// alpha channel varies, otherwise the pixel's brightness; pure magenta (255,0,255) is always
// transparent, as in Dwarf Fortress-style sets.
void normalise_glyph_pixels(std::vector<std::uint8_t>& rgba);

// The atlas as a GL texture (nearest filtering). Needs a current GL context to create and to
// destroy; movable, not copyable.
class Tileset {
  public:
    // load_tileset_image() then upload().
    static std::optional<Tileset> load(const std::string& path, std::string& error);
    // Uploads a normalised image into a new texture.
    static Tileset upload(const TilesetImage& image);

    Tileset() = default;
    ~Tileset();
    Tileset(Tileset&& other) noexcept;
    Tileset& operator=(Tileset&& other) noexcept;
    Tileset(const Tileset&) = delete;
    Tileset& operator=(const Tileset&) = delete;

    // False for a default-constructed or moved-from tileset.
    bool valid() const { return texture_ != 0; }
    // GL texture name; 0 when not valid().
    unsigned texture_id() const { return texture_; }
    int width() const { return width_; }
    int height() const { return height_; }
    // Size of one glyph in pixels.
    int cell_width() const { return width_ / 16; }
    int cell_height() const { return height_ / 16; }

  private:
    unsigned texture_ = 0;
    int width_ = 0;
    int height_ = 0;
};

}  // namespace cf
