#pragma once
// Where a quoted YAML scalar that opens at a quote ends on its own line: the one scan the
// lint and the outline reader share.

#include <cstddef>
#include <string_view>

namespace cf {

// Just past the quote that closes the one at `text[open]` ('"' or '\''), looking no further
// than `end` (the end of the line); npos when it does not close before `end`. A double-quoted
// scalar skips the character after a backslash; a single-quoted one reads '' as a quote.
inline std::size_t yaml_quote_end(std::string_view text, std::size_t open, std::size_t end) {
    const char quote = text[open];
    for (std::size_t i = open + 1; i < end; ++i) {
        if (quote == '"' && text[i] == '\\') {
            ++i;
        } else if (text[i] == quote) {
            if (quote == '\'' && i + 1 < end && text[i + 1] == '\'') {
                ++i;
                continue;
            }
            return i + 1;
        }
    }
    return std::string_view::npos;
}

}  // namespace cf
