#include "app/render/screenshot.hpp"

#include <epoxy/gl.h>
#include <stb_image_write.h>

#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/core/file_write.hpp"

namespace cf {

namespace {

void append_bytes(void* context, void* data, int size) {
    auto* out = static_cast<std::vector<std::uint8_t>*>(context);
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    out->insert(out->end(), bytes, bytes + size);
}

}  // namespace

bool write_screenshot(const std::string& path, int width, int height, std::string& error) {
    if (width <= 0 || height <= 0) {
        error = "screenshot: nothing to capture, the framebuffer is " + std::to_string(width) +
                "x" + std::to_string(height);
        return false;
    }
    const auto w = static_cast<std::size_t>(width);
    const auto h = static_cast<std::size_t>(height);

    GLint previous_read_framebuffer = 0;
    GLint previous_read_buffer = 0;
    GLint previous_pack_alignment = 0;
    glGetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &previous_read_framebuffer);
    glGetIntegerv(GL_READ_BUFFER, &previous_read_buffer);
    glGetIntegerv(GL_PACK_ALIGNMENT, &previous_pack_alignment);

    // RGBA is the one format/type pair every implementation must accept for glReadPixels.
    std::vector<std::uint8_t> rgba(w * h * 4);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
    const GLenum gl_error = glGetError();

    glPixelStorei(GL_PACK_ALIGNMENT, previous_pack_alignment);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(previous_read_framebuffer));
    if (previous_read_framebuffer == 0) glReadBuffer(static_cast<GLenum>(previous_read_buffer));
    if (gl_error != GL_NO_ERROR) {
        error = "screenshot: glReadPixels failed (GL error " + std::to_string(gl_error) + ")";
        return false;
    }

    // GL rows run bottom-up, PNG rows top-down; the window's alpha means nothing on screen.
    std::vector<std::uint8_t> rgb(w * h * 3);
    for (std::size_t y = 0; y < h; ++y) {
        const std::uint8_t* src = &rgba[(h - 1 - y) * w * 4];
        std::uint8_t* dst = &rgb[y * w * 3];
        for (std::size_t x = 0; x < w; ++x) {
            dst[x * 3 + 0] = src[x * 4 + 0];
            dst[x * 3 + 1] = src[x * 4 + 1];
            dst[x * 3 + 2] = src[x * 4 + 2];
        }
    }

    std::vector<std::uint8_t> png;
    if (stbi_write_png_to_func(append_bytes, &png, width, height, 3, rgb.data(), width * 3) == 0) {
        error = "screenshot: cannot encode PNG";
        return false;
    }

    // The program's one writer: atomic beside a regular file (a link followed), in place
    // on a device or FIFO, and nothing written or removed anywhere else.
    const std::string_view bytes(reinterpret_cast<const char*>(png.data()), png.size());
    if (!write_file(path, bytes, error)) {
        error = "screenshot: " + error;
        return false;
    }
    return true;
}

}  // namespace cf
