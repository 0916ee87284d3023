#pragma once
// Draws the game's character grid into an offscreen texture that the UI shows with ImGui::Image.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "app/render/tileset.hpp"

namespace cf {

// One grid cell: a CP437 glyph tinted with fg over a solid bg. Seven bytes, no padding, so a
// row-major array of them goes to the GPU as it is.
struct GlyphCell {
    std::uint8_t glyph = 0;  // CP437 code, the index into the 16x16 atlas
    std::uint8_t fg_r = 255;
    std::uint8_t fg_g = 255;
    std::uint8_t fg_b = 255;
    std::uint8_t bg_r = 0;
    std::uint8_t bg_g = 0;
    std::uint8_t bg_b = 0;
};
static_assert(sizeof(GlyphCell) == 7);

// A translucent square blended over a cell after the glyphs (targeting areas, paths).
struct OverlayCell {
    int x = 0;  // column, 0 at the left; cells off the grid are clipped
    int y = 0;  // row, 0 at the top
    std::uint8_t r = 255;
    std::uint8_t g = 255;
    std::uint8_t b = 255;
    std::uint8_t a = 96;  // 0 transparent .. 255 opaque
};
static_assert(sizeof(OverlayCell) == 12);

// Owns GL objects, so it needs a current GL 3.3 context from init() to destruction (destroy it
// before the Window). Not copyable or movable.
class TileRenderer {
  public:
    TileRenderer() = default;
    ~TileRenderer();
    TileRenderer(const TileRenderer&) = delete;
    TileRenderer& operator=(const TileRenderer&) = delete;
    TileRenderer(TileRenderer&&) = delete;
    TileRenderer& operator=(TileRenderer&&) = delete;

    // Compiles the shaders and creates buffers and the framebuffer; false and the reason
    // (e.g. a shader log) on failure. Call once, after the window exists.
    bool init(std::string& error);

    // Replaces the glyph atlas; the cell size (and so the texture size) follows it.
    void set_tileset(Tileset&& tileset);
    // True once a valid tileset was set; render() draws nothing before that.
    bool has_tileset() const { return tileset_.valid(); }
    const Tileset& tileset() const { return tileset_; }

    // Redraws the texture: cols x rows cells, row-major from the top left, then the overlay.
    // Cells are `cell_px` pixels wide (0: the tileset's own size; the height keeps the
    // tileset's aspect); glyphs are area-averaged from the atlas, so whole multiples and
    // exact fractions of the tileset's cell stay crisp. Missing cells (cells.size() < cols *
    // rows) stay black; extra ones are ignored. Leaves the GL state (framebuffer, viewport,
    // program, bindings, blend/scissor) as it found it.
    void render(int cols, int rows, std::span<const GlyphCell> cells,
                std::span<const OverlayCell> overlay = {}, int cell_px = 0);

    // GL name of the texture render() draws into; its texel row 0 is the grid's top row.
    unsigned texture_id() const { return target_texture_; }
    // texture_id() as ImGui 1.86's ImTextureID (a void*), for ImGui::Image with default uvs.
    void* imgui_texture_id() const;
    // The glyph atlas itself as an ImTextureID (the editor's glyph picker); null without one.
    void* tileset_imgui_texture_id() const;

    // Glyph size in pixels of the current tileset (0 without one).
    int cell_width() const { return tileset_.cell_width(); }
    int cell_height() const { return tileset_.cell_height(); }
    // Texture size drawn by the last render(): cols x rows cells of the size it was given.
    int pixel_width() const { return pixel_width_; }
    int pixel_height() const { return pixel_height_; }

  private:
    // A vertex array and the one buffer its per-instance attributes read, grown as needed.
    struct InstanceStream {
        unsigned vao = 0;
        unsigned buffer = 0;
        std::size_t capacity = 0;  // bytes
    };

    bool ensure_target(int width, int height);
    // Makes the stream's vertex array and buffer and leaves both bound, for its attributes.
    static void create_stream(InstanceStream& stream);
    static void delete_stream(InstanceStream& stream);
    static void upload_stream(InstanceStream& stream, const void* data, std::size_t bytes);

    Tileset tileset_;

    unsigned cell_program_ = 0;
    int cell_cols_location_ = -1;
    int cell_size_location_ = -1;
    int cell_target_location_ = -1;
    int cell_atlas_location_ = -1;
    int cell_atlas_size_location_ = -1;
    InstanceStream cell_stream_;

    unsigned overlay_program_ = 0;
    int overlay_size_location_ = -1;
    int overlay_target_location_ = -1;
    InstanceStream overlay_stream_;

    unsigned framebuffer_ = 0;
    unsigned target_texture_ = 0;
    int target_width_ = 0;  // allocated texture size, always that of the last render
    int target_height_ = 0;
    int max_texture_size_ = 0;

    int pixel_width_ = 0;
    int pixel_height_ = 0;
};

}  // namespace cf
