#pragma once
// Finds text cut off at a window's edge in a rendered headless frame: a glyph whose quad
// crosses the clip rectangle it was drawn with is a label, hint or value the user cannot
// read whole. (Glyphs wholly outside are not drawn at all; one of a cut label always
// straddles the edge.) Call after ImGui::Render().

#include <gtest/gtest.h>
#include <imgui.h>

#include <filesystem>
#include <string>
#include <vector>

namespace cf::test {

// A headless ImGui context with the font the program draws with (DejaVu Sans Mono at
// 14 px times `scale`, from fonts-dejavu-core, which third_party/install_deps.sh
// installs), so widths measured here are the window's. draw() runs inside a fixed window
// of the given size at the top left, as a panel gets it from the layout.
class PanelFrame {
  public:
    explicit PanelFrame(float scale = 1.0f) {
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(5120.0f, 2160.0f);  // room for the widest sheet
        io.IniFilename = nullptr;
        const char* font = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf";
        if (std::filesystem::exists(font)) {
            io.Fonts->AddFontFromFileTTF(font, 14.0f * scale);
        } else {
            ADD_FAILURE() << "no " << font << ": widths would not be the program's "
                          << "(apt-get install fonts-dejavu-core)";
        }
        unsigned char* pixels = nullptr;
        int width = 0;
        int height = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
        ImGui::GetStyle().ScaleAllSizes(scale);
        // Lines drawn from the white pixel, so only glyphs sample the rest of the atlas.
        ImGui::GetStyle().AntiAliasedLinesUseTex = false;
    }
    ~PanelFrame() { ImGui::DestroyContext(); }
    PanelFrame(const PanelFrame&) = delete;
    PanelFrame& operator=(const PanelFrame&) = delete;

    // Two frames (ImGui sizes some things on the first), the panel in a `w` x `h` window.
    template <class F>
    void draw(float w, float h, F&& panel) {
        for (int frame = 0; frame < 2; ++frame) {
            ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
            ImGui::NewFrame();
            ImGui::SetNextWindowPos(ImVec2(0.0f, 0.0f));
            ImGui::SetNextWindowSize(ImVec2(w, h));
            ImGui::Begin("Panel", nullptr,
                         ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                             ImGuiWindowFlags_NoSavedSettings);
            panel();
            ImGui::End();
            ImGui::Render();
        }
    }
};

// The glyphs of the last frame that cross their clip rectangle's left or right edge, as
// "x=... in window WINDOW" notes for the failure message; empty when nothing is cut.
inline std::vector<std::string> cut_glyphs() {
    std::vector<std::string> out;
    const ImDrawData* data = ImGui::GetDrawData();
    const ImVec2 white = ImGui::GetIO().Fonts->TexUvWhitePixel;
    if (!data) return out;
    for (int l = 0; l < data->CmdListsCount; ++l) {
        const ImDrawList* list = data->CmdLists[l];
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            if (cmd.UserCallback) continue;
            for (unsigned int i = 0; i < cmd.ElemCount; ++i) {
                const ImDrawVert& v =
                    list->VtxBuffer[list->IdxBuffer[cmd.IdxOffset + i] + cmd.VtxOffset];
                if (v.uv.x == white.x && v.uv.y == white.y) continue;  // a shape, not a glyph
                if (v.pos.x > cmd.ClipRect.z + 0.5f || v.pos.x < cmd.ClipRect.x - 0.5f) {
                    out.push_back("x=" + std::to_string(v.pos.x) + " clip " +
                                  std::to_string(cmd.ClipRect.x) + ".." +
                                  std::to_string(cmd.ClipRect.z) + " in " + list->_OwnerName);
                    break;
                }
            }
        }
    }
    return out;
}

}  // namespace cf::test
