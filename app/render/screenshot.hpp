#pragma once
// Saving what the window shows, for bug reports and for checking the UI headlessly.

#include <string>

namespace cf {

// Writes the default framebuffer, whose size width x height must be (Window::framebuffer_width/
// height), as an RGB PNG. Call after Window::render_ui() and before
// Window::present(), while the frame is still in the back buffer. The file appears whole or
// not at all (written beside it as path + ".tmp", then renamed). False and the reason on error.
bool write_screenshot(const std::string& path, int width, int height, std::string& error);

}  // namespace cf
