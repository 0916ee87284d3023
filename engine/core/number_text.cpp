#include "engine/core/number_text.hpp"

#include <cmath>
#include <cstdlib>

namespace cf {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool all_digits(std::string_view s) {
    if (s.empty()) return false;
    for (const char c : s) {
        if (!is_digit(c)) return false;
    }
    return true;
}

// A hostile file can hold megabytes in one scalar: messages quote the start only.
std::string quoted(std::string_view text) {
    constexpr std::size_t kShown = 24;
    return "'" + std::string(text.substr(0, kShown)) + (text.size() > kShown ? "...'" : "'");
}

// The reason a scalar written as `form` is text, not a number; "" for plain ones.
std::string form_problem(std::string_view text, ScalarForm form, std::string_view tag) {
    if (form == ScalarForm::quoted)
        return quoted(text) +
               " is in quotes, so it is text, not a number (write it without quotes)";
    if (form == ScalarForm::tagged)
        return quoted(text) + " is tagged " + std::string(tag.empty() ? "as text" : tag) +
               ", so it is not a number";
    return {};
}

// What a number-like text is instead, for the spellings YAML 1.1 readers (yaml-cpp
// included) take for numbers; "" when nothing more specific fits.
std::string spelling_problem(std::string_view text) {
    const std::string_view body = text.substr(!text.empty() && (text[0] == '-' || text[0] == '+'));
    if (body.size() > 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X'))
        return quoted(text) + " is hexadecimal; write the number in decimal digits";
    if (body.size() > 2 && body[0] == '0' && (body[1] == 'o' || body[1] == 'O'))
        return quoted(text) + " is octal; write the number in decimal digits";
    if (!text.empty() && text[0] == '+')
        return quoted(text) + " has a '+' sign; write the number without it";
    if (body.size() > 1 && body[0] == '0' && is_digit(body[1])) {
        return quoted(text) +
               " has a leading zero, which YAML 1.1 readers take for octal; write it without "
               "the zero";
    }
    if (body.find('_') != std::string_view::npos || body.find(':') != std::string_view::npos)
        return quoted(text) + " is not plain decimal digits ('_' and ':' are YAML 1.1 only)";
    return {};
}

}  // namespace

std::string whole_number_problem(std::string_view text, ScalarForm form, std::string_view tag) {
    if (std::string form_reason = form_problem(text, form, tag); !form_reason.empty())
        return form_reason;
    if (text.empty()) return "it is empty";
    const std::string_view digits = text.substr(text[0] == '-' ? 1 : 0);
    if (all_digits(digits) && (digits.size() == 1 || digits[0] != '0')) return {};
    if (std::string spelling = spelling_problem(text); !spelling.empty()) return spelling;
    return quoted(text) + " is not a whole number";
}

std::string decimal_number_problem(std::string_view text, ScalarForm form, std::string_view tag) {
    if (std::string form_reason = form_problem(text, form, tag); !form_reason.empty())
        return form_reason;
    if (text.empty()) return "it is empty";
    if (std::string spelling = spelling_problem(text); !spelling.empty()) return spelling;
    // [-]digits[.digits][e[-+]digits], or [-].digits...: YAML 1.2 core's float without
    // .inf and .nan.
    std::size_t i = text[0] == '-' ? 1 : 0;
    const std::size_t whole_start = i;
    while (i < text.size() && is_digit(text[i])) ++i;
    bool digits = i > whole_start;
    if (i < text.size() && text[i] == '.') {
        const std::size_t fraction_start = ++i;
        while (i < text.size() && is_digit(text[i])) ++i;
        digits = digits || i > fraction_start;
    }
    if (digits && i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
        const std::size_t exponent_start = i;
        while (i < text.size() && is_digit(text[i])) ++i;
        digits = i > exponent_start;
    }
    if (digits && i == text.size()) return {};
    return quoted(text) + " is not a number";
}

std::optional<double> parse_decimal_number(std::string_view text) {
    if (!decimal_number_problem(text).empty()) return std::nullopt;
    const std::string copy(text);  // strtod wants a terminated string
    char* end = nullptr;
    const double value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size() || !std::isfinite(value)) return std::nullopt;
    return value;
}

}  // namespace cf
