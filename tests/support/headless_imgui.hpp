#pragma once
// A Dear ImGui context with no window and no renderer, for the editor panels' tests and
// benchmarks: a display size and a built font atlas are enough for NewFrame / Render.
// One at a time (ImGui has one current context); it is destroyed with the object.

#include <imgui.h>

namespace cf::test {

class HeadlessImGuiContext {
  public:
    explicit HeadlessImGuiContext(ImVec2 display_size) {
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = display_size;
        io.IniFilename = nullptr;
        unsigned char* pixels = nullptr;
        int width = 0;
        int height = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    }
    ~HeadlessImGuiContext() { ImGui::DestroyContext(); }
    HeadlessImGuiContext(const HeadlessImGuiContext&) = delete;
    HeadlessImGuiContext& operator=(const HeadlessImGuiContext&) = delete;

  protected:
    // Starts a frame (1/60 s after the last) and a window `name` of `size` at the
    // top-left corner; end_frame() closes both.
    static void begin_frame(const char* name, ImVec2 size, ImGuiWindowFlags flags) {
        ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
        ImGui::NewFrame();
        ImGui::SetNextWindowPos(ImVec2(0.0f, 0.0f));
        ImGui::SetNextWindowSize(size);
        ImGui::Begin(name, nullptr, flags);
    }
    static void end_frame() {
        ImGui::End();
        ImGui::Render();
    }
};

}  // namespace cf::test
