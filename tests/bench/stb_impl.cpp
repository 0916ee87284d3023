// The stb code Debian's libimgui.a leaves undefined (it is built against the system
// stb): the editor frame benchmarks build ImGui's font atlas.

#define STB_RECT_PACK_IMPLEMENTATION
#include <stb_rect_pack.h>
#define STB_TRUETYPE_IMPLEMENTATION
#include <stb_truetype.h>
