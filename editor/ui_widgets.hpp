#pragma once
// The widgets of the editor and the player's UI, named so other programs can find and use
// them (the automation API's ui.list, ui.click and ui.type). Each function here is the
// Dear ImGui widget of the same name, drawn exactly as ImGui draws it, that also notes the
// widget in the frame's WidgetRegistry: its path, kind, text, rectangle and value. Panels
// call cf::ui::Button where they would call ImGui::Button; nothing else changes for them.
//
// A widget's path is its window and its label as ImGui identifies them: the part after
// the last "###" when a name has one, else the whole name ("Content editor/Save",
// "Game##editor/God mode"). Popups (a combo's list) are named by the window that opened
// them. The second widget with the same path in one frame is "path#2", and so on.
//
// The registry belongs to the program (GameApp), which lends it to ImGui's context through
// ImGuiIO::UserData; with none lent (tests, tools) the widgets only draw.

#include <imgui.h>
#include <imgui_stdlib.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cf::ui {

// One widget drawn in a frame.
struct Widget {
    std::string path;    // "Window/label", unique in its frame
    std::string window;  // the window's part of the path
    std::string text;    // what it shows: the label before "##" (or its value for a field)
    std::string kind;    // button, checkbox, radio, selectable, menu_item, tab, combo,
                         // input_text, input_number, slider, drag, header, tree_node, color
    float x = 0, y = 0, w = 0, h = 0;  // its rectangle, in the window's pixels
    float click_x = 0, click_y = 0;    // where a click lands: the middle of its visible part
    bool visible = true;               // not clipped away (scrolled out of its panel)
    bool enabled = true;               // not drawn disabled
    std::optional<bool> checked;       // a checkbox's or radio's or selectable's state
    std::optional<std::string> value;  // a text or number field's content
};

// A window of a frame: where a program clicks into it (the game's map, say).
struct WindowBox {
    std::string name;   // its part of a path (after "###" when it has one)
    std::string title;  // what its title bar shows
    float x = 0, y = 0, w = 0, h = 0;
    bool focused = false;
};

// The widgets of the last whole frame, and those being noted in this one.
class WidgetRegistry {
  public:
    // A frame starts: nothing of it is noted yet.
    void begin_frame() { current_.clear(); }
    // The frame was drawn whole: its widgets become the last frame's list. (A frame cut
    // short, the program quitting, leaves the last whole one.)
    void end_frame();
    // The windows of the last whole frame (shown ones, not child windows), front last.
    const std::vector<WindowBox>& last_windows() const { return windows_; }
    // The widgets of the last frame drawn, in the order they were drawn.
    const std::vector<Widget>& last_frame() const { return last_; }
    // The last frame's widget with this path; null when none was drawn.
    const Widget* find(std::string_view path) const;
    // Notes the widget ImGui has just added (its last item). `label` is its ImGui label.
    void note(const char* kind, const char* label, std::optional<bool> checked = {},
              std::optional<std::string> value = {});
    // Notes a widget whose rectangle is given (a combo that opened: ImGui's last item is then
    // its popup window).
    void note_at(const char* kind, const char* label, ImVec2 min, ImVec2 max);
    // The next frame scrolls the panel holding the widget `path` so that it is in sight
    // (when it is drawn out of sight).
    void reveal(std::string path) { reveal_ = std::move(path); }

  private:
    void add(Widget widget);

    std::vector<Widget> last_;
    std::vector<Widget> current_;
    std::vector<WindowBox> windows_;
    std::string reveal_;
};

// The registry lent to the current ImGui context, or null.
WidgetRegistry* registry();
// The ID part of an ImGui name: after its last "###" if it has one, else all of it.
std::string_view id_part(std::string_view name);
// What a label shows: before "##".
std::string_view shown_part(std::string_view label);

// The widgets. Same arguments and results as ImGui's.
bool Button(const char* label, const ImVec2& size = ImVec2(0, 0));
bool SmallButton(const char* label);
// The editor's Save (the Definitions and Spawns tabs make the one save, as Ctrl+S does):
// lit while there are unsaved changes; true when pressed.
bool SaveButton(bool dirty);
bool InvisibleButton(const char* id, const ImVec2& size, ImGuiButtonFlags flags = 0);
bool Checkbox(const char* label, bool* v);
bool RadioButton(const char* label, bool active);
bool Selectable(const char* label, bool selected = false, ImGuiSelectableFlags flags = 0,
                const ImVec2& size = ImVec2(0, 0));
bool Selectable(const char* label, bool* selected, ImGuiSelectableFlags flags = 0,
                const ImVec2& size = ImVec2(0, 0));
bool MenuItem(const char* label, const char* shortcut = nullptr, bool selected = false,
              bool enabled = true);
bool BeginMenu(const char* label, bool enabled = true);
bool BeginTabItem(const char* label, bool* open = nullptr, ImGuiTabItemFlags flags = 0);
bool BeginCombo(const char* label, const char* preview, ImGuiComboFlags flags = 0);
bool CollapsingHeader(const char* label, ImGuiTreeNodeFlags flags = 0);
bool TreeNode(const char* label);
bool TreeNodeEx(const char* label, ImGuiTreeNodeFlags flags = 0);
bool TabItemButton(const char* label, ImGuiTabItemFlags flags = 0);
// ImGui's Combo of `count` texts, its choices named widgets (ImGui's own are not).
bool Combo(const char* label, int* current, const char* const items[], int count);
// ImGui's ImageButton has no label (its ID is the texture's): `name` names it, for the
// path, and its ID too.
bool ImageButton(const char* name, ImTextureID texture, const ImVec2& size, const ImVec2& uv0,
                 const ImVec2& uv1, int frame_padding = -1);
bool InputText(const char* label, std::string* text, ImGuiInputTextFlags flags = 0);
bool InputText(const char* label, char* buffer, std::size_t size, ImGuiInputTextFlags flags = 0);
bool InputTextWithHint(const char* label, const char* hint, std::string* text,
                       ImGuiInputTextFlags flags = 0);
bool InputTextWithHint(const char* label, const char* hint, char* buffer, std::size_t size,
                       ImGuiInputTextFlags flags = 0);
bool InputInt(const char* label, int* v, int step = 1, int step_fast = 100,
              ImGuiInputTextFlags flags = 0);
bool InputFloat(const char* label, float* v, float step = 0.0f, float step_fast = 0.0f,
                const char* format = "%.3f", ImGuiInputTextFlags flags = 0);
bool InputScalar(const char* label, ImGuiDataType type, void* data, const void* step = nullptr,
                 const void* step_fast = nullptr, const char* format = nullptr,
                 ImGuiInputTextFlags flags = 0);
bool SliderInt(const char* label, int* v, int lo, int hi, const char* format = "%d",
               ImGuiSliderFlags flags = 0);
bool DragInt(const char* label, int* v, float speed = 1.0f, int lo = 0, int hi = 0,
             const char* format = "%d", ImGuiSliderFlags flags = 0);
bool ColorEdit3(const char* label, float rgb[3], ImGuiColorEditFlags flags = 0);

}  // namespace cf::ui
