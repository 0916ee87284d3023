#pragma once
// The one rule for numbers written in the program's files (content, spawn depth keys,
// saves, replays, recordings, prefabs, settings) and in the words of commands and world
// edits: YAML 1.2's core schema, decimal only. A whole number is plain (unquoted) text of
// decimal digits with an optional leading '-' and no leading zero: 017 (octal to YAML 1.1
// readers), 0x1F, 0o17, +5, "10" and !!str 5 are not numbers but located problems. A
// decimal number may add a fraction and an exponent (1.5, 2e3); .inf and .nan are not
// numbers here either.

#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace cf {

// How a scalar was written, as far as the rule cares.
enum class ScalarForm : std::uint8_t {
    plain,   // unquoted, untagged (or tagged !!int / !!float)
    quoted,  // '17', "17", a block scalar: text
    tagged,  // another explicit tag (!!str 5, !foo 5): not a number
};

// Why `text` written as `form` is not a whole number by the rule, as the end of a
// sentence ("'017' has a leading zero, ..."); "" when it is one. `tag` names the tag
// of a tagged scalar in the message.
std::string whole_number_problem(std::string_view text, ScalarForm form = ScalarForm::plain,
                                 std::string_view tag = {});
// The same for a decimal number with a fraction or an exponent allowed.
std::string decimal_number_problem(std::string_view text, ScalarForm form = ScalarForm::plain,
                                   std::string_view tag = {});

// The value of a whole number by the rule; nullopt when the text breaks the rule or the
// value does not fit in T.
template <class T>
std::optional<T> parse_whole_number(std::string_view text) {
    static_assert(std::is_integral_v<T>);
    if (!whole_number_problem(text).empty()) return std::nullopt;
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}
// The value of a decimal number by the rule; nullopt when the text breaks it.
std::optional<double> parse_decimal_number(std::string_view text);

}  // namespace cf
