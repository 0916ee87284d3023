#pragma once
// The Dear ImGui leaf widgets of the content editor's fields (field_editor.hpp visits the
// schema and calls these; tests call scripted ones in their place): a text box that
// shows a long text wrapped, numbers, flags, colours, CP437 glyphs, choices and
// references picked from a filtered list.

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/content/content.hpp"

namespace cf {

// What a widget did this frame.
struct WidgetResult {
    bool changed = false;   // the value was changed
    bool finished = false;  // the user let go of it (drag released, typing left): ends a merge
};

// Dear ImGui widgets for each kind of field.
struct ImGuiFieldWidgets {
    void* tileset_texture = nullptr;  // ImTextureID of the 16x16 CP437 atlas; null: codes as text

    // One line to type in; text longer than the box is shown wrapped under it, so a long
    // description can be read whole.
    WidgetResult text(const char* label, std::string& value) {
        const float box = ImGui::CalcItemWidth();
        // A text the selected definitions do not share is shown empty, "(mixed)" in grey.
        const bool changed =
            mixed_ ? ui::InputTextWithHint(label, "(mixed)", &value) : ui::InputText(label, &value);
        const WidgetResult result{changed, ImGui::IsItemDeactivated()};
        if (ImGui::CalcTextSize(value.c_str()).x > box - ImGui::GetStyle().FramePadding.x * 2.0f) {
            const ImVec2 min = ImGui::GetItemRectMin();
            const ImVec2 max = ImGui::GetItemRectMax();
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            wrapped_text(value);
            ImGui::PopStyleColor();
            // The field's tooltip and mark belong to the box, not to this preview.
            box_min_ = min;
            box_max_ = max;
            box_before_preview_ = true;
        }
        return result;
    }
    WidgetResult number(const char* label, int& value, int lo, int hi) {
        const float speed = hi - lo > 1000 ? 1.0f : 0.2f;
        const bool changed = ui::DragInt(label, &value, speed, lo, hi, mixed_ ? "(mixed)" : "%d",
                                         ImGuiSliderFlags_AlwaysClamp);
        return {changed, ImGui::IsItemDeactivated()};
    }
    WidgetResult flag(const char* label, bool& value) {
        const bool changed = ui::Checkbox(label, &value);
        if (mixed_) mixed_beside();
        return {changed, false};
    }
    WidgetResult color(const char* label, Color& value) {
        float rgb[3] = {value.r / 255.0f, value.g / 255.0f, value.b / 255.0f};
        const bool changed = ui::ColorEdit3(label, rgb);
        if (changed) value = {to_byte(rgb[0]), to_byte(rgb[1]), to_byte(rgb[2])};
        if (mixed_) mixed_beside();
        return {changed, ImGui::IsItemDeactivated()};
    }
    // The current glyph as a tileset cell; clicking it opens a 16x16 picker.
    WidgetResult glyph(const char* label, int& value) {
        WidgetResult result;
        ImGui::PushID(label);
        if (glyph_button(value, 20.0f)) ImGui::OpenPopup("glyph picker");
        ImGui::SameLine();
        if (mixed_) {
            ImGui::Text("%s  (mixed)", label);
        } else {
            ImGui::Text("%s  %d", label, value);
        }
        if (ImGui::BeginPopup("glyph picker")) {
            for (int code = 0; code < 256; ++code) {
                if (code % 16 != 0) ImGui::SameLine(0.0f, 2.0f);
                ImGui::PushID(code);
                if (glyph_button(code, 16.0f)) {
                    value = code;
                    result.changed = true;
                    ImGui::CloseCurrentPopup();
                }
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("%d", code);
                ImGui::PopID();
            }
            ImGui::EndPopup();
        }
        ImGui::PopID();
        return result;
    }
    // A combo of `names`; an index outside them shows "(choose)", so a combo that adds
    // (an effect of a kind) reads as a question.
    WidgetResult choice(const char* label, int& index, const std::string_view* names,
                        std::size_t count) {
        const bool known = index >= 0 && static_cast<std::size_t>(index) < count;
        const std::string preview = mixed_  ? std::string("(mixed)")
                                    : known ? std::string(names[index])
                                            : "(choose)";
        std::vector<std::string> options(names, names + count);
        // Mixed: every choice is a change, the first's value too.
        int shown = mixed_ ? -1 : index;
        const WidgetResult result = pick(label, preview, options, shown);
        if (result.changed) index = shown;
        return result;
    }
    // A combo of `ids` only, so a reference cannot name something that does not exist.
    WidgetResult reference(const char* label, DefId& value, const std::vector<DefId>& ids) {
        auto it = std::find(ids.begin(), ids.end(), value);
        int index = it == ids.end() ? -1 : static_cast<int>(it - ids.begin());
        const std::string preview = mixed_       ? std::string("(mixed)")
                                    : index >= 0 ? (value.empty() ? "(none)" : value)
                                                 : value + " (missing)";
        if (mixed_) index = -1;
        WidgetResult result = pick(label, preview, ids, index);
        if (result.changed) value = ids[static_cast<std::size_t>(index)];
        return result;
    }
    bool button(const char* label) { return ui::SmallButton(label); }
    // After a field's widget: its tooltip on hover, and a mark at its left edge when it
    // differs from the saved file.
    void explain(const std::string& tooltip, bool differs) {
        ImVec2 min = ImGui::GetItemRectMin();
        ImVec2 max = ImGui::GetItemRectMax();
        bool hovered = ImGui::IsItemHovered();
        if (box_before_preview_) {
            min = box_min_;
            max = box_max_;
            hovered = ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(min, max);
            box_before_preview_ = false;
        }
        if (differs) {
            ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(min.x - 4.0f, min.y + 1.0f),
                                                      ImVec2(min.x - 1.0f, max.y - 1.0f),
                                                      IM_COL32(235, 170, 60, 255));
        }
        if (tooltip.empty() || !hovered) return;
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
        bounded_unformatted(tooltip);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
    // Beside the field just drawn: what the game or the disk hold instead ("game 3").
    void disagree(const std::string& text) {
        if (text.empty()) return;
        const ImVec2 max = ImGui::GetItemRectMax();
        const ImVec2 min = ImGui::GetItemRectMin();
        const float y = min.y + (max.y - min.y - ImGui::GetTextLineHeight()) * 0.5f;
        ImGui::GetWindowDrawList()->AddText(ImVec2(max.x + 6.0f, y), IM_COL32(255, 150, 90, 255),
                                            text.c_str());
    }
    // Under the field just drawn: what reads wrongly in it, in the warning colour.
    void warn(const std::string& text) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.72f, 0.3f, 1.0f));
        wrapped_text(text);
        ImGui::PopStyleColor();
    }
    // Draws the next widget faded (a value taken from the template) until fade(false).
    void fade(bool on) {
        if (on) {
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        } else {
            ImGui::PopStyleColor();
        }
    }
    // Beside the field just drawn: the layer that sets it ("[hard]"), in the layer colour.
    void layer_mark(const std::string& layer) {
        const ImVec2 max = ImGui::GetItemRectMax();
        const ImVec2 min = ImGui::GetItemRectMin();
        ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(min.x - 4.0f, min.y + 1.0f),
                                                  ImVec2(min.x - 1.0f, max.y - 1.0f),
                                                  IM_COL32(110, 170, 255, 255));
        (void)layer;
    }
    // The next widgets show no value, "(mixed)" instead, until mixed(false): the
    // definitions edited together hold different values there.
    void mixed(bool on) { mixed_ = on; }
    // A list or optional part the definitions edited together do not share: its name and
    // "(mixed)", nothing to open (one value would replace all of theirs).
    void mixed_group(const char* label) {
        const std::string_view name = ui::shown_part(label);
        ImGui::TextDisabled("%.*s: (mixed)", static_cast<int>(name.size()), name.data());
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("The selected definitions differ here: select one to edit it");
    }
    bool begin_group(const char* label) {
        return ui::TreeNodeEx(label, ImGuiTreeNodeFlags_DefaultOpen);
    }
    void end_group() { ImGui::TreePop(); }
    void same_line() { ImGui::SameLine(); }
    void push_id(int id) { ImGui::PushID(id); }
    void pop_id() { ImGui::PopID(); }

  private:
    // A text field's box when a wrapped preview was drawn under it (the last item).
    ImVec2 box_min_;
    ImVec2 box_max_;
    bool box_before_preview_ = false;
    bool mixed_ = false;

    // "(mixed)" after the widget just drawn, for those that always show a value.
    static void mixed_beside() {
        const ImVec2 max = ImGui::GetItemRectMax();
        const ImVec2 min = ImGui::GetItemRectMin();
        const float y = min.y + (max.y - min.y - ImGui::GetTextLineHeight()) * 0.5f;
        ImGui::GetWindowDrawList()->AddText(ImVec2(max.x + 6.0f, y),
                                            ImGui::GetColorU32(ImGuiCol_TextDisabled), "(mixed)");
    }
    static std::uint8_t to_byte(float v) {
        return static_cast<std::uint8_t>(std::clamp(std::lround(v * 255.0f), 0L, 255L));
    }
    static WidgetResult pick(const char* label, const std::string& preview,
                             const std::vector<std::string>& options, int& index) {
        WidgetResult result;
        if (!ui::BeginCombo(label, preview.c_str(), ImGuiComboFlags_HeightLarge)) return result;
        for (std::size_t i = 0; i < options.size(); ++i) {
            const bool selected = static_cast<int>(i) == index;
            if (ui::Selectable(options[i].c_str(), selected) && !selected) {
                index = static_cast<int>(i);
                result.changed = true;
            }
            if (selected) ImGui::SetItemDefaultFocus();
        }
        ImGui::EndCombo();
        return result;
    }
    bool glyph_button(int code, float size) const {
        if (tileset_texture) {
            const int column = code % 16;  // the atlas is 16 glyphs a row
            const int row = code / 16;
            const ImVec2 uv0(static_cast<float>(column) / 16.0f, static_cast<float>(row) / 16.0f);
            const ImVec2 uv1(uv0.x + 1.0f / 16.0f, uv0.y + 1.0f / 16.0f);
            const std::string name = "glyph " + std::to_string(code);
            return ui::ImageButton(name.c_str(), tileset_texture, ImVec2(size, size), uv0, uv1, 1);
        }
        char text[16];
        const bool printable = code > 32 && code < 127 && code != '#';
        if (printable)
            std::snprintf(text, sizeof text, "%c##glyph", static_cast<char>(code));
        else
            std::snprintf(text, sizeof text, "%d##glyph", code);
        return ui::Button(text, ImVec2(size + 12.0f, 0.0f));
    }
};

}  // namespace cf
