#include "editor/ui_widgets.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cf::ui {

namespace {

// The window a widget belongs to for its path: a popup (a combo's list, a menu, a
// tooltip) counts as the window that opened it.
const ImGuiWindow* owning_window() {
    const ImGuiWindow* w = ImGui::GetCurrentWindow()->RootWindow;
    while ((w->Flags & ImGuiWindowFlags_Popup) && w->ParentWindow) w = w->ParentWindow->RootWindow;
    return w;
}

ImVec2 min_of(const Widget& w) { return ImVec2(w.x, w.y); }
ImVec2 max_of(const Widget& w) { return ImVec2(w.x + w.w, w.y + w.h); }

std::string number_text(ImGuiDataType type, const void* data, const char* format) {
    char text[64];
    ImGui::DataTypeFormatString(text, sizeof text, type, data, format ? format : "%d");
    return text;
}

// What a widget holds after it was drawn.
struct Held {
    std::optional<bool> checked;
    std::optional<std::string> value;
};

// Draws the widget, then notes it (its rectangle is ImGui's last item then); what it holds
// is read only when a registry listens.
template <class Draw, class Read>
bool noted(const char* kind, const char* label, Draw&& draw, Read&& read) {
    const bool result = draw();
    if (WidgetRegistry* r = registry()) {
        Held held = read();
        r->note(kind, label, held.checked, std::move(held.value));
    }
    return result;
}

Held nothing() { return {}; }

}  // namespace

std::string_view id_part(std::string_view name) {
    // ImGui's hash starts again at each "###", so the last one decides.
    const std::size_t triple = name.rfind("###");
    return triple == std::string_view::npos ? name : name.substr(triple + 3);
}

std::string_view shown_part(std::string_view label) { return label.substr(0, label.find("##")); }

WidgetRegistry* registry() {
    return ImGui::GetCurrentContext() ? static_cast<WidgetRegistry*>(ImGui::GetIO().UserData)
                                      : nullptr;
}

const Widget* WidgetRegistry::find(std::string_view path) const {
    const auto it =
        std::find_if(last_.begin(), last_.end(), [&](const Widget& w) { return w.path == path; });
    return it == last_.end() ? nullptr : &*it;
}

void WidgetRegistry::note(const char* kind, const char* label, std::optional<bool> checked,
                          std::optional<std::string> value) {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    note_at(kind, label, g.LastItemData.Rect.Min, g.LastItemData.Rect.Max);
    Widget& w = current_.back();
    w.visible = ImGui::IsItemVisible();
    ImRect shown(min_of(w), max_of(w));
    shown.ClipWithFull(ImGui::GetCurrentWindow()->ClipRect);
    if (w.visible) {
        w.click_x = (shown.Min.x + shown.Max.x) / 2;
        w.click_y = (shown.Min.y + shown.Max.y) / 2;
    }
    w.checked = checked;
    w.value = std::move(value);
    if (!reveal_.empty() && w.path == reveal_) {
        if (!w.visible) ImGui::SetScrollHereY(0.5f);  // its line to the panel's middle
        reveal_.clear();
    }
}

void WidgetRegistry::note_at(const char* kind, const char* label, ImVec2 min, ImVec2 max) {
    Widget w;
    w.window = std::string(id_part(owning_window()->Name));
    w.path = w.window + "/" + std::string(id_part(label));
    w.text = std::string(shown_part(label));
    w.kind = kind;
    w.x = min.x;
    w.y = min.y;
    w.w = max.x - min.x;
    w.h = max.y - min.y;
    w.click_x = (min.x + max.x) / 2;
    w.click_y = (min.y + max.y) / 2;
    w.enabled = (ImGui::GetItemFlags() & ImGuiItemFlags_Disabled) == 0;
    add(std::move(w));
}

void WidgetRegistry::end_frame() {
    last_.swap(current_);
    windows_.clear();
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    for (const ImGuiWindow* w : g.Windows) {
        if (!w->WasActive || w->Hidden || (w->Flags & ImGuiWindowFlags_ChildWindow)) continue;
        const std::string_view name = w->Name;
        windows_.push_back({std::string(id_part(name)), std::string(shown_part(name)), w->Pos.x,
                            w->Pos.y, w->Size.x, w->Size.y, g.NavWindow == w});
    }
}

void WidgetRegistry::add(Widget widget) {
    // The n-th widget of a path in one frame is "path#n". Frames hold a few hundred
    // widgets, so counting by a scan costs less than keeping an index.
    int same = 0;
    for (const Widget& w : current_) {
        if (w.path == widget.path || w.path.starts_with(widget.path + "#")) ++same;
    }
    if (same > 0) widget.path += "#" + std::to_string(same + 1);
    current_.push_back(std::move(widget));
}

bool Button(const char* label, const ImVec2& size) {
    return noted(
        "button", label, [&] { return ImGui::Button(label, size); }, nothing);
}
bool SaveButton(bool dirty) {
    if (dirty) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_TabActive));
    const bool pressed = Button("Save");
    if (dirty) ImGui::PopStyleColor();
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(dirty ? "Unsaved changes: write the content files (Ctrl+S)"
                                : "Write the content files (Ctrl+S)");
    return pressed;
}
bool SmallButton(const char* label) {
    return noted(
        "button", label, [&] { return ImGui::SmallButton(label); }, nothing);
}
bool InvisibleButton(const char* id, const ImVec2& size, ImGuiButtonFlags flags) {
    return noted(
        "button", id, [&] { return ImGui::InvisibleButton(id, size, flags); }, nothing);
}
bool Checkbox(const char* label, bool* v) {
    return noted(
        "checkbox", label, [&] { return ImGui::Checkbox(label, v); },
        [&] {
            return Held{*v, std::nullopt};
        });
}
bool RadioButton(const char* label, bool active) {
    return noted(
        "radio", label, [&] { return ImGui::RadioButton(label, active); },
        [&] {
            return Held{active, std::nullopt};
        });
}
bool Selectable(const char* label, bool selected, ImGuiSelectableFlags flags, const ImVec2& size) {
    return noted(
        "selectable", label, [&] { return ImGui::Selectable(label, selected, flags, size); },
        [&] {
            return Held{selected, std::nullopt};
        });
}
bool Selectable(const char* label, bool* selected, ImGuiSelectableFlags flags, const ImVec2& size) {
    return noted(
        "selectable", label, [&] { return ImGui::Selectable(label, selected, flags, size); },
        [&] {
            return Held{*selected, std::nullopt};
        });
}
bool MenuItem(const char* label, const char* shortcut, bool selected, bool enabled) {
    return noted(
        "menu_item", label, [&] { return ImGui::MenuItem(label, shortcut, selected, enabled); },
        nothing);
}
bool TreeNode(const char* label) {
    return noted(
        "tree_node", label, [&] { return ImGui::TreeNode(label); }, nothing);
}
bool TreeNodeEx(const char* label, ImGuiTreeNodeFlags flags) {
    return noted(
        "tree_node", label, [&] { return ImGui::TreeNodeEx(label, flags); }, nothing);
}
bool TabItemButton(const char* label, ImGuiTabItemFlags flags) {
    return noted(
        "tab", label, [&] { return ImGui::TabItemButton(label, flags); }, nothing);
}
bool Combo(const char* label, int* current, const char* const items[], int count) {
    // Made of BeginCombo and Selectable, so its choices are named widgets too.
    const bool in_range = *current >= 0 && *current < count;
    bool changed = false;
    if (BeginCombo(label, in_range ? items[*current] : "")) {
        for (int i = 0; i < count; ++i) {
            if (Selectable(items[i], i == *current)) {
                changed = *current != i;
                *current = i;
            }
            if (i == *current) ImGui::SetItemDefaultFocus();
        }
        ImGui::EndCombo();
    }
    return changed;
}
bool ImageButton(const char* name, ImTextureID texture, const ImVec2& size, const ImVec2& uv0,
                 const ImVec2& uv1, int frame_padding) {
    ImGui::PushID(name);
    const bool result = noted(
        "button", name, [&] { return ImGui::ImageButton(texture, size, uv0, uv1, frame_padding); },
        nothing);
    ImGui::PopID();
    return result;
}
bool CollapsingHeader(const char* label, ImGuiTreeNodeFlags flags) {
    return noted(
        "header", label, [&] { return ImGui::CollapsingHeader(label, flags); }, nothing);
}
bool BeginTabItem(const char* label, bool* open, ImGuiTabItemFlags flags) {
    return noted(
        "tab", label, [&] { return ImGui::BeginTabItem(label, open, flags); }, nothing);
}
bool InputText(const char* label, std::string* text, ImGuiInputTextFlags flags) {
    return noted(
        "input_text", label, [&] { return ImGui::InputText(label, text, flags); },
        [&] {
            return Held{std::nullopt, *text};
        });
}
bool InputText(const char* label, char* buffer, std::size_t size, ImGuiInputTextFlags flags) {
    return noted(
        "input_text", label, [&] { return ImGui::InputText(label, buffer, size, flags); },
        [&] {
            return Held{std::nullopt, std::string(buffer)};
        });
}
bool InputTextWithHint(const char* label, const char* hint, std::string* text,
                       ImGuiInputTextFlags flags) {
    return noted(
        "input_text", label, [&] { return ImGui::InputTextWithHint(label, hint, text, flags); },
        [&] {
            return Held{std::nullopt, *text};
        });
}
bool InputTextWithHint(const char* label, const char* hint, char* buffer, std::size_t size,
                       ImGuiInputTextFlags flags) {
    return noted(
        "input_text", label,
        [&] { return ImGui::InputTextWithHint(label, hint, buffer, size, flags); },
        [&] {
            return Held{std::nullopt, std::string(buffer)};
        });
}
bool InputInt(const char* label, int* v, int step, int step_fast, ImGuiInputTextFlags flags) {
    return noted(
        "input_number", label, [&] { return ImGui::InputInt(label, v, step, step_fast, flags); },
        [&] {
            return Held{std::nullopt, std::to_string(*v)};
        });
}
bool InputFloat(const char* label, float* v, float step, float step_fast, const char* format,
                ImGuiInputTextFlags flags) {
    return noted(
        "input_number", label,
        [&] { return ImGui::InputFloat(label, v, step, step_fast, format, flags); },
        [&] {
            return Held{std::nullopt, number_text(ImGuiDataType_Float, v, format)};
        });
}
bool InputScalar(const char* label, ImGuiDataType type, void* data, const void* step,
                 const void* step_fast, const char* format, ImGuiInputTextFlags flags) {
    return noted(
        "input_number", label,
        [&] { return ImGui::InputScalar(label, type, data, step, step_fast, format, flags); },
        [&] {
            return Held{std::nullopt, number_text(type, data, format)};
        });
}
bool SliderInt(const char* label, int* v, int lo, int hi, const char* format,
               ImGuiSliderFlags flags) {
    return noted(
        "slider", label, [&] { return ImGui::SliderInt(label, v, lo, hi, format, flags); },
        [&] {
            return Held{std::nullopt, std::to_string(*v)};
        });
}
bool DragInt(const char* label, int* v, float speed, int lo, int hi, const char* format,
             ImGuiSliderFlags flags) {
    return noted(
        "drag", label, [&] { return ImGui::DragInt(label, v, speed, lo, hi, format, flags); },
        [&] {
            return Held{std::nullopt, std::to_string(*v)};
        });
}
bool ColorEdit3(const char* label, float rgb[3], ImGuiColorEditFlags flags) {
    const auto byte = [](float f) {
        return static_cast<int>(std::lround(std::clamp(f, 0.0f, 1.0f) * 255.0f));
    };
    return noted(
        "color", label, [&] { return ImGui::ColorEdit3(label, rgb, flags); },
        [&] {
            char hex[16];
            std::snprintf(hex, sizeof hex, "#%02x%02x%02x", byte(rgb[0]), byte(rgb[1]),
                          byte(rgb[2]));
            return Held{std::nullopt, std::string(hex)};
        });
}

// A combo or menu that opens begins its popup window, which becomes ImGui's last item: its
// own frame is where the cursor stood, as wide as the item width and a frame high.
bool BeginCombo(const char* label, const char* preview, ImGuiComboFlags flags) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 size(ImGui::CalcItemWidth(), ImGui::GetFrameHeight());
    WidgetRegistry* r = registry();
    const bool open = ImGui::BeginCombo(label, preview, flags);
    if (r && !open) r->note("combo", label, std::nullopt, std::string(preview ? preview : ""));
    if (r && open) {
        // Noted from inside the popup: the window for the path is the one that opened it.
        r->note_at("combo", label, at, ImVec2(at.x + size.x, at.y + size.y));
    }
    return open;
}

bool BeginMenu(const char* label, bool enabled) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 text = ImGui::CalcTextSize(label, nullptr, true);
    WidgetRegistry* r = registry();
    const bool open = ImGui::BeginMenu(label, enabled);
    if (r && !open) r->note("menu", label);
    if (r && open) {
        const ImGuiStyle& style = ImGui::GetStyle();
        r->note_at("menu", label, at,
                   ImVec2(at.x + text.x + style.FramePadding.x * 2,
                          at.y + text.y + style.FramePadding.y * 2));
    }
    return open;
}

}  // namespace cf::ui
