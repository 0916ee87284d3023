// The one translation unit holding stb's code; every other file includes the stb headers for
// declarations only.
//
// stb_truetype and stb_rect_pack are here too although only ImGui uses them: Debian's
// libimgui.a is built to use the system stb (its imgui.pc says "Requires: stb") and leaves
// every stbtt_* / stbrp_* symbol undefined. Defining them here from the same /usr/include/stb
// headers that package was built against lets the app link without libstb; if libstb is ever
// linked as well, these definitions simply take precedence.

#define STB_IMAGE_IMPLEMENTATION
// Messages fit for a player ("Corrupt PNG") instead of terse internal codes.
#define STBI_FAILURE_USERMSG
#include <stb_image.h>

#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>

#define STB_RECT_PACK_IMPLEMENTATION
#include <stb_rect_pack.h>

#define STB_TRUETYPE_IMPLEMENTATION
#include <stb_truetype.h>
