// The tool's one translation unit holding stb's code (the PNG writer and the font
// rasterizer); its other files include the stb headers for declarations only. Compiled
// alone, outside the unity batch, and left out of clang-tidy, whose checks would walk
// thousands of lines of stb's C.

#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>

#define STB_TRUETYPE_IMPLEMENTATION
#include <stb_truetype.h>
