#include "app/ui/theme.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <filesystem>
#include <iterator>

namespace cf {

namespace {
constexpr const char* kUiFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf";
constexpr const char* kTitleFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf";
}  // namespace

ImFont* load_ui_fonts(float scale) {
    ImGuiIO& io = ImGui::GetIO();
    if (!std::filesystem::exists(kUiFont) || !std::filesystem::exists(kTitleFont)) {
        io.FontGlobalScale = scale;
        return nullptr;
    }
    io.Fonts->Clear();
    io.Fonts->AddFontFromFileTTF(kUiFont, std::round(kUiFontSize * scale));
    return io.Fonts->AddFontFromFileTTF(kTitleFont, std::round(34.0f * scale));
}

float ui_scale() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.Fonts->Fonts.Size == 0) return 1.0f;
    return std::max(1.0f, io.Fonts->Fonts[0]->FontSize * io.FontGlobalScale / kUiFontSize);
}

ImFont* title_font() {
    ImGuiIO& io = ImGui::GetIO();
    return io.Fonts->Fonts.Size > 1 ? io.Fonts->Fonts[1] : io.Fonts->Fonts[0];
}

ImVec4 tone_color(Tone tone) {
    // One colour a tone, in Tone's order.
    static const ImVec4 kToneColors[] = {
        {0.86f, 0.86f, 0.86f, 1.0f},  // normal
        {0.90f, 0.90f, 0.90f, 1.0f},  // player_attack
        {1.00f, 0.55f, 0.45f, 1.0f},  // enemy_attack
        {1.00f, 0.62f, 0.25f, 1.0f},  // enemy_death
        {1.00f, 0.25f, 0.25f, 1.0f},  // player_death
        {0.45f, 0.95f, 0.45f, 1.0f},  // heal
        {0.60f, 0.85f, 1.00f, 1.0f},  // status
        {0.95f, 0.80f, 0.40f, 1.0f},  // warning
        {0.80f, 0.60f, 1.00f, 1.0f},  // level_up
        {0.55f, 0.75f, 0.75f, 1.0f},  // system
        {0.70f, 0.70f, 1.00f, 1.0f},  // magic
    };
    static_assert(
        sizeof kToneColors / sizeof kToneColors[0] == static_cast<std::size_t>(Tone::magic) + 1,
        "one colour for each Tone");
    const auto i = static_cast<std::size_t>(tone);
    return i < std::size(kToneColors) ? kToneColors[i] : ImVec4(1, 1, 1, 1);
}

void apply_game_style(float scale) {
    ImGui::StyleColorsDark();
    ImGuiStyle& s = ImGui::GetStyle();
    s.WindowRounding = 3.0f;
    s.FrameRounding = 2.0f;
    s.WindowBorderSize = 1.0f;
    s.WindowPadding = ImVec2(8, 8);
    ImVec4* c = s.Colors;
    c[ImGuiCol_WindowBg] = ImVec4(0.07f, 0.06f, 0.05f, 1.0f);
    c[ImGuiCol_ChildBg] = ImVec4(0.05f, 0.045f, 0.04f, 1.0f);
    c[ImGuiCol_PopupBg] = ImVec4(0.09f, 0.08f, 0.07f, 0.98f);
    c[ImGuiCol_TitleBg] = ImVec4(0.16f, 0.12f, 0.08f, 1.0f);
    c[ImGuiCol_TitleBgActive] = ImVec4(0.30f, 0.21f, 0.12f, 1.0f);
    c[ImGuiCol_Border] = ImVec4(0.35f, 0.28f, 0.20f, 0.8f);
    // Buttons and headers share the wood: plain, lit under the mouse, pressed.
    const ImVec4 wood(0.30f, 0.22f, 0.14f, 1.0f);
    const ImVec4 wood_lit(0.48f, 0.35f, 0.20f, 1.0f);
    const ImVec4 wood_pressed(0.60f, 0.44f, 0.24f, 1.0f);
    c[ImGuiCol_Button] = wood;
    c[ImGuiCol_ButtonHovered] = wood_lit;
    c[ImGuiCol_ButtonActive] = wood_pressed;
    c[ImGuiCol_Header] = ImVec4(wood.x, wood.y, wood.z, 0.8f);
    c[ImGuiCol_HeaderHovered] = ImVec4(wood_lit.x, wood_lit.y, wood_lit.z, 0.9f);
    c[ImGuiCol_HeaderActive] = wood_pressed;
    c[ImGuiCol_FrameBg] = ImVec4(0.16f, 0.13f, 0.10f, 1.0f);
    c[ImGuiCol_Tab] = ImVec4(0.22f, 0.16f, 0.10f, 1.0f);
    c[ImGuiCol_TabActive] = ImVec4(0.42f, 0.30f, 0.17f, 1.0f);
    c[ImGuiCol_TabHovered] = ImVec4(0.50f, 0.36f, 0.20f, 1.0f);
    s.ScaleAllSizes(scale);
}

}  // namespace cf
