#include "editor/wrapped_text.hpp"

#include <imgui_internal.h>

#include <cstdarg>
#include <cstdio>
#include <vector>

#include "engine/core/utf8.hpp"

namespace cf {

namespace {

std::string formatted(const char* format, std::va_list args) {
    std::va_list size_args;
    va_copy(size_args, args);
    const int size = std::vsnprintf(nullptr, 0, format, size_args);
    va_end(size_args);
    if (size <= 0) return {};
    std::vector<char> buffer(static_cast<std::size_t>(size) + 1);
    std::vsnprintf(buffer.data(), buffer.size(), format, args);
    return std::string(buffer.data(), static_cast<std::size_t>(size));
}

// The whole text, to its own bound, while the text just drawn is hovered.
void tip_for_cut(std::string_view text) {
    if (text.size() <= kMaxWrappedTextBytes || !ImGui::IsItemHovered()) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40.0f);
    const std::string tip = bounded_text(text, kMaxWrappedTipBytes);
    ImGui::TextUnformatted(tip.data(), tip.data() + tip.size());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

}  // namespace

void bounded_unformatted(std::string_view text) {
    const std::string shown = bounded_text(text, kMaxWrappedTextBytes);
    ImGui::TextUnformatted(shown.data(), shown.data() + shown.size());
    tip_for_cut(text);
}

void wrapped_text(std::string_view text) {
    // As ImGui::TextWrapped: to the window's edge unless a wrap position is pushed.
    const bool own_wrap = ImGui::GetCurrentWindow()->DC.TextWrapPos < 0.0f;
    if (own_wrap) ImGui::PushTextWrapPos(0.0f);
    bounded_unformatted(text);
    if (own_wrap) ImGui::PopTextWrapPos();
}

void wrapped_textf(const char* format, ...) {
    std::va_list args;
    va_start(args, format);
    const std::string text = formatted(format, args);
    va_end(args);
    wrapped_text(text);
}

}  // namespace cf
