#pragma once
// Text as YAML scalars, for every writer of YAML by hand (content files, saves): one
// routine decides when a text may stand plain and how quotes escape it.

#include <string>
#include <string_view>

namespace cf {

// Whether YAML (1.1 or 1.2) readers take the plain scalar `s` for something else than
// this text: null, a boolean or a number ("~", "no", "017", ".inf").
bool yaml_reads_as_other_type(std::string_view s);

// `text` double-quoted: '"' and '\' escaped, newline and tab as \n and \t, every other
// control character as \xNN; bytes from 0x80 up pass through, so UTF-8 stays readable.
std::string yaml_double_quoted(std::string_view text);

// `text` single-quoted ('' for each quote inside); control characters are not escaped.
std::string yaml_single_quoted(std::string_view text);

// `text` as a YAML scalar that reads back as exactly `text`: plain when that is safe,
// else single-quoted, else (control characters) double-quoted.
std::string yaml_scalar(std::string_view text);

}  // namespace cf
