// The headless ImGui the panel tests run in, and the stb code it needs.
//
// Debian's libimgui.a leaves every stbtt_* / stbrp_* symbol undefined (it is built
// against the system stb); the app defines them in app/render/stb_impl.cpp, which the
// editor tests do not link, so this test binary defines them once, here.

#define STB_RECT_PACK_IMPLEMENTATION
#include <stb_rect_pack.h>
#define STB_TRUETYPE_IMPLEMENTATION
#include <stb_truetype.h>

#include <gtest/gtest.h>

#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

TEST(HeadlessImGui, RunsFramesWithoutABackend) {
    test::HeadlessImGui imgui;
    bool clicked = false;
    for (int i = 0; i < 3; ++i) {
        imgui.frame([&] { clicked = ImGui::Button("OK") || clicked; });
    }
    EXPECT_FALSE(clicked);
    EXPECT_TRUE(ImGui::GetIO().Fonts->IsBuilt());
}

}  // namespace
}  // namespace cf
