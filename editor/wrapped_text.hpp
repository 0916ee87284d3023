#pragma once
// Wrapped text that any length of writing can pass through. Dear ImGui, as Debian builds
// it, indexes vertices in 16 bits, and a wrapped text emits every glyph above the bottom
// of its window, scrolled out of sight or not: about 16,000 characters in one wrapped
// text aborted the program. Every wrapped text of the editor and the player's UI is drawn
// here, cut to a bound with the rest of it (to a larger bound) in a tooltip.

#include <imgui.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace cf {

// At most this many bytes of one wrapped text are drawn in place (a quarter of what
// 16-bit indices allow, so the rest of a window keeps room)...
inline constexpr std::size_t kMaxWrappedTextBytes = 4000;
// ...and at most this many in the tooltip of a text that was cut.
inline constexpr std::size_t kMaxWrappedTipBytes = 12000;

// ImGui::TextWrapped of `text`, taken as it is (not as a format), bounded as above.
void wrapped_text(std::string_view text);

// The same for a printf-style format and its arguments.
void wrapped_textf(const char* format, ...) IM_FMTARGS(1);

// `text` drawn by ImGui::TextUnformatted inside a wrap position the caller pushed, bounded
// as above (a tooltip's or a panel's own wrapping).
void bounded_unformatted(std::string_view text);

}  // namespace cf
