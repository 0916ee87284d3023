#include "app/render/tile_renderer.hpp"

#include <epoxy/gl.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "app/render/shader_program.hpp"
#include "app/render/texture_sampling.hpp"

namespace cf {

namespace {

// Quad corners come from gl_VertexID (triangle strip 0,1,2,3 -> (0,0) (1,0) (0,1) (1,1)), so
// there is no vertex buffer, only per-instance data. Pixel (0,0) of the target is the grid's
// top-left: the texture is stored top row first, like the atlas and like ImGui expects.
constexpr const char* kCellVertexShader = R"(#version 330 core
layout(location = 0) in uint a_glyph;
layout(location = 1) in vec3 a_fg;
layout(location = 2) in vec3 a_bg;
uniform int u_cols;
uniform vec2 u_cell_size;
uniform vec2 u_target_size;
out vec2 v_cell_pixel;
flat out vec2 v_glyph_origin;
flat out vec3 v_fg;
flat out vec3 v_bg;
void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vec2 cell = vec2(float(gl_InstanceID % u_cols), float(gl_InstanceID / u_cols));
    vec2 pixel = (cell + corner) * u_cell_size;
    gl_Position = vec4(pixel / u_target_size * 2.0 - 1.0, 0.0, 1.0);
    v_glyph_origin = vec2(float(a_glyph % 16u), float(a_glyph / 16u));
    v_cell_pixel = corner * u_cell_size;
    v_fg = a_fg;
    v_bg = a_bg;
}
)";

// Background and glyph in one pass: the cell is opaque, so blending the glyph over its own
// background in the shader saves a second draw and any blend state. Each target pixel takes
// the area-weighted mean of the atlas texels it covers: at the atlas's own size that is one
// texel, at whole multiples one texel repeated (nearest), at exact fractions a box filter,
// so the zoom steps of the viewport camera all come out crisp.
constexpr const char* kCellFragmentShader = R"(#version 330 core
uniform sampler2D u_atlas;
uniform vec2 u_cell_size;
uniform vec2 u_atlas_cell;
in vec2 v_cell_pixel;
flat in vec2 v_glyph_origin;
flat in vec3 v_fg;
flat in vec3 v_bg;
out vec4 o_color;
void main() {
    vec2 scale = u_atlas_cell / u_cell_size;
    vec2 from = floor(v_cell_pixel) * scale;
    vec2 to = from + scale;
    vec2 base = v_glyph_origin * u_atlas_cell;
    vec4 sum = vec4(0.0);
    for (float y = floor(from.y); y < to.y; y += 1.0) {
        float wy = min(to.y, y + 1.0) - max(from.y, y);
        for (float x = floor(from.x); x < to.x; x += 1.0) {
            float wx = min(to.x, x + 1.0) - max(from.x, x);
            sum += texelFetch(u_atlas, ivec2(base + vec2(x, y)), 0) * (wx * wy);
        }
    }
    vec4 glyph = sum / (scale.x * scale.y);
    o_color = vec4(mix(v_bg, v_fg * glyph.rgb, glyph.a), 1.0);
}
)";

constexpr const char* kOverlayVertexShader = R"(#version 330 core
layout(location = 0) in ivec2 a_cell;
layout(location = 1) in vec4 a_color;
uniform vec2 u_cell_size;
uniform vec2 u_target_size;
flat out vec4 v_color;
void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vec2 pixel = (vec2(a_cell) + corner) * u_cell_size;
    gl_Position = vec4(pixel / u_target_size * 2.0 - 1.0, 0.0, 1.0);
    v_color = a_color;
}
)";

constexpr const char* kOverlayFragmentShader = R"(#version 330 core
flat in vec4 v_color;
out vec4 o_color;
void main() { o_color = v_color; }
)";

const void* byte_offset(std::size_t offset) { return reinterpret_cast<const void*>(offset); }

// Attribute `index` of the bound vertex array, read once per instance from the bound buffer:
// `count` components of `type` at `offset` in records of `stride` bytes, handed to the
// shader as integers or normalized to 0..1.
void instance_attribute(GLuint index, GLint count, GLenum type, GLsizei stride, std::size_t offset,
                        bool as_integers) {
    glEnableVertexAttribArray(index);
    if (as_integers) {
        glVertexAttribIPointer(index, count, type, stride, byte_offset(offset));
    } else {
        glVertexAttribPointer(index, count, type, GL_TRUE, stride, byte_offset(offset));
    }
    glVertexAttribDivisor(index, 1);
}

void set_enabled(GLenum capability, bool enabled) {
    if (enabled) {
        glEnable(capability);
    } else {
        glDisable(capability);
    }
}

// The state render() changes, captured so the caller (ImGui's backend, mostly) finds the
// context as it left it.
struct GlStateBackup {
    GLint draw_framebuffer = 0;
    GLint read_framebuffer = 0;
    GLint viewport[4] = {0, 0, 0, 0};
    GLfloat clear_color[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    GLint program = 0;
    GLint vertex_array = 0;
    GLint array_buffer = 0;
    GLint active_texture = 0;
    GLint texture_2d = 0;
    GLint blend_src_rgb = 0;
    GLint blend_dst_rgb = 0;
    GLint blend_src_alpha = 0;
    GLint blend_dst_alpha = 0;
    GLint blend_equation_rgb = 0;
    GLint blend_equation_alpha = 0;
    bool blend = false;
    bool scissor = false;
    bool depth = false;
    bool cull = false;
    bool stencil = false;

    void capture() {
        glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &draw_framebuffer);
        glGetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &read_framebuffer);
        glGetIntegerv(GL_VIEWPORT, viewport);
        glGetFloatv(GL_COLOR_CLEAR_VALUE, clear_color);
        glGetIntegerv(GL_CURRENT_PROGRAM, &program);
        glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &vertex_array);
        glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &array_buffer);
        glGetIntegerv(GL_ACTIVE_TEXTURE, &active_texture);
        glActiveTexture(GL_TEXTURE0);
        glGetIntegerv(GL_TEXTURE_BINDING_2D, &texture_2d);
        glGetIntegerv(GL_BLEND_SRC_RGB, &blend_src_rgb);
        glGetIntegerv(GL_BLEND_DST_RGB, &blend_dst_rgb);
        glGetIntegerv(GL_BLEND_SRC_ALPHA, &blend_src_alpha);
        glGetIntegerv(GL_BLEND_DST_ALPHA, &blend_dst_alpha);
        glGetIntegerv(GL_BLEND_EQUATION_RGB, &blend_equation_rgb);
        glGetIntegerv(GL_BLEND_EQUATION_ALPHA, &blend_equation_alpha);
        blend = glIsEnabled(GL_BLEND) == GL_TRUE;
        scissor = glIsEnabled(GL_SCISSOR_TEST) == GL_TRUE;
        depth = glIsEnabled(GL_DEPTH_TEST) == GL_TRUE;
        cull = glIsEnabled(GL_CULL_FACE) == GL_TRUE;
        stencil = glIsEnabled(GL_STENCIL_TEST) == GL_TRUE;
    }

    void restore() const {
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(draw_framebuffer));
        glBindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(read_framebuffer));
        glViewport(viewport[0], viewport[1], viewport[2], viewport[3]);
        glClearColor(clear_color[0], clear_color[1], clear_color[2], clear_color[3]);
        glUseProgram(static_cast<GLuint>(program));
        glBindVertexArray(static_cast<GLuint>(vertex_array));
        glBindBuffer(GL_ARRAY_BUFFER, static_cast<GLuint>(array_buffer));
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(texture_2d));
        glActiveTexture(static_cast<GLenum>(active_texture));
        glBlendEquationSeparate(static_cast<GLenum>(blend_equation_rgb),
                                static_cast<GLenum>(blend_equation_alpha));
        glBlendFuncSeparate(static_cast<GLenum>(blend_src_rgb), static_cast<GLenum>(blend_dst_rgb),
                            static_cast<GLenum>(blend_src_alpha),
                            static_cast<GLenum>(blend_dst_alpha));
        set_enabled(GL_BLEND, blend);
        set_enabled(GL_SCISSOR_TEST, scissor);
        set_enabled(GL_DEPTH_TEST, depth);
        set_enabled(GL_CULL_FACE, cull);
        set_enabled(GL_STENCIL_TEST, stencil);
    }
};

}  // namespace

TileRenderer::~TileRenderer() {
    if (cell_program_ != 0) glDeleteProgram(cell_program_);
    if (overlay_program_ != 0) glDeleteProgram(overlay_program_);
    delete_stream(cell_stream_);
    delete_stream(overlay_stream_);
    if (framebuffer_ != 0) glDeleteFramebuffers(1, &framebuffer_);
    if (target_texture_ != 0) glDeleteTextures(1, &target_texture_);
}

bool TileRenderer::init(std::string& error) {
    if (cell_program_ != 0) return true;
    if (epoxy_gl_version() < 33 || !epoxy_is_desktop_gl()) {
        error = "tile renderer: needs desktop OpenGL 3.3, the context offers " +
                std::to_string(epoxy_gl_version() / 10) + "." +
                std::to_string(epoxy_gl_version() % 10);
        return false;
    }
    cell_program_ = link_program(kCellVertexShader, kCellFragmentShader, "cell", error);
    if (cell_program_ == 0) return false;
    overlay_program_ = link_program(kOverlayVertexShader, kOverlayFragmentShader, "overlay", error);
    if (overlay_program_ == 0) return false;

    cell_cols_location_ = glGetUniformLocation(cell_program_, "u_cols");
    cell_size_location_ = glGetUniformLocation(cell_program_, "u_cell_size");
    cell_target_location_ = glGetUniformLocation(cell_program_, "u_target_size");
    cell_atlas_location_ = glGetUniformLocation(cell_program_, "u_atlas");
    cell_atlas_size_location_ = glGetUniformLocation(cell_program_, "u_atlas_cell");
    overlay_size_location_ = glGetUniformLocation(overlay_program_, "u_cell_size");
    overlay_target_location_ = glGetUniformLocation(overlay_program_, "u_target_size");
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &max_texture_size_);

    GLint previous_vao = 0;
    GLint previous_buffer = 0;
    glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &previous_vao);
    glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &previous_buffer);

    // A VAO remembers the buffer each attribute reads from, so growing a buffer's storage
    // later (same name) needs no re-setup.
    create_stream(cell_stream_);
    constexpr GLsizei kCellStride = sizeof(GlyphCell);
    instance_attribute(0, 1, GL_UNSIGNED_BYTE, kCellStride, offsetof(GlyphCell, glyph), true);
    instance_attribute(1, 3, GL_UNSIGNED_BYTE, kCellStride, offsetof(GlyphCell, fg_r), false);
    instance_attribute(2, 3, GL_UNSIGNED_BYTE, kCellStride, offsetof(GlyphCell, bg_r), false);

    create_stream(overlay_stream_);
    constexpr GLsizei kOverlayStride = sizeof(OverlayCell);
    instance_attribute(0, 2, GL_INT, kOverlayStride, offsetof(OverlayCell, x), true);
    instance_attribute(1, 4, GL_UNSIGNED_BYTE, kOverlayStride, offsetof(OverlayCell, r), false);

    glBindVertexArray(static_cast<GLuint>(previous_vao));
    glBindBuffer(GL_ARRAY_BUFFER, static_cast<GLuint>(previous_buffer));

    glGenFramebuffers(1, &framebuffer_);
    glGenTextures(1, &target_texture_);
    GLint previous_texture = 0;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &previous_texture);
    glBindTexture(GL_TEXTURE_2D, target_texture_);
    // Shown scaled by ImGui: nearest when enlarged keeps glyphs crisp; linear when shrunk
    // keeps thin strokes from vanishing between sampled rows.
    set_texture_sampling(GL_LINEAR, GL_NEAREST);
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(previous_texture));
    return true;
}

void TileRenderer::set_tileset(Tileset&& tileset) { tileset_ = std::move(tileset); }

void* TileRenderer::tileset_imgui_texture_id() const {
    return reinterpret_cast<void*>(static_cast<std::uintptr_t>(tileset_.texture_id()));
}

void* TileRenderer::imgui_texture_id() const {
    // ImGui's OpenGL3 backend casts the pointer back with (GLuint)(intptr_t).
    return reinterpret_cast<void*>(static_cast<std::uintptr_t>(target_texture_));
}

bool TileRenderer::ensure_target(int width, int height) {
    if (width == target_width_ && height == target_height_) return true;
    GLint previous_texture = 0;
    GLint previous_framebuffer = 0;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &previous_texture);
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &previous_framebuffer);
    glBindTexture(GL_TEXTURE_2D, target_texture_);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(previous_texture));
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, framebuffer_);
    glFramebufferTexture2D(GL_DRAW_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D,
                           target_texture_, 0);
    const bool complete = glCheckFramebufferStatus(GL_DRAW_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(previous_framebuffer));
    if (!complete) {
        target_width_ = 0;
        target_height_ = 0;
        return false;
    }
    target_width_ = width;
    target_height_ = height;
    return true;
}

void TileRenderer::create_stream(InstanceStream& stream) {
    glGenVertexArrays(1, &stream.vao);
    glGenBuffers(1, &stream.buffer);
    glBindVertexArray(stream.vao);
    glBindBuffer(GL_ARRAY_BUFFER, stream.buffer);
}

void TileRenderer::delete_stream(InstanceStream& stream) {
    if (stream.vao != 0) glDeleteVertexArrays(1, &stream.vao);
    if (stream.buffer != 0) glDeleteBuffers(1, &stream.buffer);
    stream = {};
}

void TileRenderer::upload_stream(InstanceStream& stream, const void* data, std::size_t bytes) {
    glBindBuffer(GL_ARRAY_BUFFER, stream.buffer);
    if (bytes > stream.capacity) {
        // Grow geometrically so a slowly growing overlay does not reallocate every frame.
        stream.capacity = std::max(bytes, stream.capacity * 2);
    }
    // Re-specifying the same size orphans last frame's storage: no stall waiting for the
    // GPU to finish reading it, and no new allocation on our side.
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(stream.capacity), nullptr,
                 GL_STREAM_DRAW);
    glBufferSubData(GL_ARRAY_BUFFER, 0, static_cast<GLsizeiptr>(bytes), data);
}

void TileRenderer::render(int cols, int rows, std::span<const GlyphCell> cells,
                          std::span<const OverlayCell> overlay, int cell_px) {
    if (cell_program_ == 0 || !tileset_.valid() || cols <= 0 || rows <= 0) return;
    const int cell_w = cell_px > 0 ? cell_px : tileset_.cell_width();
    const int cell_h = cell_px > 0 ? cell_px * tileset_.cell_height() / tileset_.cell_width()
                                   : tileset_.cell_height();
    const std::int64_t wide = static_cast<std::int64_t>(cols) * cell_w;
    const std::int64_t high = static_cast<std::int64_t>(rows) * cell_h;
    if (wide > max_texture_size_ || high > max_texture_size_) return;
    const int width = static_cast<int>(wide);
    const int height = static_cast<int>(high);

    GlStateBackup backup;
    backup.capture();
    if (!ensure_target(width, height)) {
        backup.restore();
        return;
    }
    pixel_width_ = width;
    pixel_height_ = height;

    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
    glViewport(0, 0, width, height);
    glDisable(GL_SCISSOR_TEST);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    glDisable(GL_STENCIL_TEST);
    glDisable(GL_BLEND);
    glClearColor(0.0f, 0.0f, 0.0f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);

    const std::size_t cell_count =
        std::min(cells.size(), static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows));
    const auto cell_w_f = static_cast<float>(cell_w);
    const auto cell_h_f = static_cast<float>(cell_h);
    const auto width_f = static_cast<float>(width);
    const auto height_f = static_cast<float>(height);

    if (cell_count > 0) {
        upload_stream(cell_stream_, cells.data(), cell_count * sizeof(GlyphCell));
        glUseProgram(cell_program_);
        glUniform1i(cell_cols_location_, cols);
        glUniform2f(cell_size_location_, cell_w_f, cell_h_f);
        glUniform2f(cell_target_location_, width_f, height_f);
        glUniform2f(cell_atlas_size_location_, static_cast<float>(tileset_.cell_width()),
                    static_cast<float>(tileset_.cell_height()));
        glUniform1i(cell_atlas_location_, 0);
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, tileset_.texture_id());
        glBindVertexArray(cell_stream_.vao);
        glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, static_cast<GLsizei>(cell_count));
    }

    if (!overlay.empty()) {
        upload_stream(overlay_stream_, overlay.data(), overlay.size() * sizeof(OverlayCell));
        glEnable(GL_BLEND);
        glBlendEquation(GL_FUNC_ADD);
        // The target's alpha stays 1 so ImGui shows the texture opaque.
        glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ZERO, GL_ONE);
        glUseProgram(overlay_program_);
        glUniform2f(overlay_size_location_, cell_w_f, cell_h_f);
        glUniform2f(overlay_target_location_, width_f, height_f);
        glBindVertexArray(overlay_stream_.vao);
        glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, static_cast<GLsizei>(overlay.size()));
    }

    backup.restore();
}

}  // namespace cf
