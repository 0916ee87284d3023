#include "app/render/tileset.hpp"

#include <epoxy/gl.h>
#include <stb_image.h>

#include <algorithm>
#include <utility>

#include "app/render/texture_sampling.hpp"
#include "engine/core/file_read.hpp"

namespace cf {

namespace {

bool is_magenta(const std::uint8_t* p) { return p[0] == 255 && p[1] == 0 && p[2] == 255; }

}  // namespace

void normalise_glyph_pixels(std::vector<std::uint8_t>& rgba) {
    const std::size_t count = rgba.size() / 4;
    bool alpha_varies = false;
    for (std::size_t i = 1; i < count && !alpha_varies; ++i) {
        alpha_varies = rgba[i * 4 + 3] != rgba[3];
    }
    for (std::size_t i = 0; i < count; ++i) {
        std::uint8_t* p = &rgba[i * 4];
        std::uint8_t coverage = 0;
        if (is_magenta(p)) {
            coverage = 0;
        } else if (alpha_varies) {
            coverage = p[3];
        } else {
            // The brightest channel, not weighted luminance, so glyphs drawn in a saturated
            // colour (pure red, pure blue) keep full coverage instead of fading out.
            coverage = std::max({p[0], p[1], p[2]});
        }
        p[0] = 255;
        p[1] = 255;
        p[2] = 255;
        p[3] = coverage;
    }
}

std::optional<TilesetImage> load_tileset_image(const std::string& path, std::string& error) {
    const FileRead file = read_regular_file(path, kMaxTilesetBytes);
    if (!file.text) {
        error = "tileset " + path + ": " + (file.missing ? "file not found" : file.error);
        return std::nullopt;
    }
    const auto* bytes = reinterpret_cast<const stbi_uc*>(file.text->data());
    const int size = static_cast<int>(file.text->size());
    int width = 0;
    int height = 0;
    int channels_in_file = 0;
    // The size from the header first: a few bytes can claim a picture of gigabytes.
    if (stbi_info_from_memory(bytes, size, &width, &height, &channels_in_file) &&
        (width > kMaxTilesetSide || height > kMaxTilesetSide)) {
        error = "tileset " + path + ": image is " + std::to_string(width) + "x" +
                std::to_string(height) + " pixels; a tileset is at most " +
                std::to_string(kMaxTilesetSide) + " pixels on a side";
        return std::nullopt;
    }
    stbi_uc* pixels = stbi_load_from_memory(bytes, size, &width, &height, &channels_in_file, 4);
    if (pixels == nullptr) {
        const char* reason = stbi_failure_reason();
        error = "tileset " + path + ": cannot decode image (" +
                std::string(reason != nullptr ? reason : "unknown reason") + ")";
        return std::nullopt;
    }
    if (width < 16 || height < 16 || width % 16 != 0 || height % 16 != 0) {
        stbi_image_free(pixels);
        error = "tileset " + path + ": image is " + std::to_string(width) + "x" +
                std::to_string(height) +
                " pixels; a CP437 atlas is 16x16 glyphs, so both sides must be multiples of 16";
        return std::nullopt;
    }
    TilesetImage image;
    image.width = width;
    image.height = height;
    const std::size_t decoded =
        static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4;
    image.rgba.assign(pixels, pixels + decoded);
    stbi_image_free(pixels);
    normalise_glyph_pixels(image.rgba);
    return image;
}

std::optional<Tileset> Tileset::load(const std::string& path, std::string& error) {
    std::optional<TilesetImage> image = load_tileset_image(path, error);
    if (!image) return std::nullopt;
    return upload(*image);
}

Tileset Tileset::upload(const TilesetImage& image) {
    Tileset tileset;
    tileset.width_ = image.width;
    tileset.height_ = image.height;

    GLint previous_texture = 0;
    GLint previous_alignment = 0;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &previous_texture);
    glGetIntegerv(GL_UNPACK_ALIGNMENT, &previous_alignment);

    GLuint texture = 0;
    glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    // Glyphs are sampled texel-exact; filtering would bleed neighbouring glyphs into each other.
    set_texture_sampling(GL_NEAREST, GL_NEAREST);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    // Rows go up top row first, so texel row 0 is the top of the atlas image.
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, image.width, image.height, 0, GL_RGBA,
                 GL_UNSIGNED_BYTE, image.rgba.data());

    glPixelStorei(GL_UNPACK_ALIGNMENT, previous_alignment);
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(previous_texture));
    tileset.texture_ = texture;
    return tileset;
}

Tileset::~Tileset() {
    if (texture_ != 0) glDeleteTextures(1, &texture_);
}

Tileset::Tileset(Tileset&& other) noexcept
    : texture_(std::exchange(other.texture_, 0u)),
      width_(std::exchange(other.width_, 0)),
      height_(std::exchange(other.height_, 0)) {}

Tileset& Tileset::operator=(Tileset&& other) noexcept {
    if (this != &other) {
        if (texture_ != 0) glDeleteTextures(1, &texture_);
        texture_ = std::exchange(other.texture_, 0u);
        width_ = std::exchange(other.width_, 0);
        height_ = std::exchange(other.height_, 0);
    }
    return *this;
}

}  // namespace cf
