#pragma once
// A text cut into its lines.

#include <string>
#include <string_view>
#include <vector>

namespace cf {

// The lines of `text` without their '\n' (a final '\n' ends the last line; it does not
// start an empty one). "a\nb\n" and "a\nb" both give {"a", "b"}; "" gives none.
std::vector<std::string> text_lines(std::string_view text);

}  // namespace cf
