#pragma once
// UTF-8 as the program reads it from files: validity, single characters, and text made
// safe for a one-problem-per-line message.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace cf {

// True when `text` is well-formed UTF-8 (no overlong forms, surrogates or values past
// U+10FFFF).
bool valid_utf8(std::string_view text);

// The code point when `text` is exactly one well-formed UTF-8 character.
std::optional<char32_t> single_code_point(std::string_view text);

// `text` with control characters (C0, DEL, C1) written as \n, \t, \r or \xNN and every
// byte that is not part of well-formed UTF-8 as \xNN; the rest, non-ASCII letters
// included, unchanged. The result never spans more than one line.
std::string escape_controls(std::string_view text);

// `text` whole when it is at most `max_bytes` long; else its first characters that fit in
// `max_bytes` (never half a UTF-8 character) and " ... (N more characters)". Text a person
// wrote can be any length; what is drawn or logged from it has a bound.
std::string bounded_text(std::string_view text, std::size_t max_bytes);

// Appends code point `c` (at most U+10FFFF) to `out` as UTF-8: one to four bytes.
void append_utf8(std::string& out, char32_t c);

}  // namespace cf
