#include "engine/yaml/yaml_text.hpp"

#include <algorithm>

namespace cf {

namespace {

bool is_control(unsigned char c) { return c < 0x20 || c == 0x7f; }

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        const auto lower = [](char c) {
            return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
        };
        return lower(x) == lower(y);
    });
}

bool plain_is_safe(std::string_view s) {
    if (s.empty() || s.front() == ' ' || s.back() == ' ' || s.back() == ':') return false;
    // Characters that start something else than a plain scalar (conservatively all of YAML's
    // indicators).
    if (std::string_view("-?:,[]{}#&*!|>'\"%@`").find(s.front()) != std::string_view::npos)
        return false;
    if (s.find(": ") != std::string_view::npos || s.find(" #") != std::string_view::npos)
        return false;
    if (s.starts_with("...")) return false;
    return !yaml_reads_as_other_type(s);
}

}  // namespace

bool yaml_reads_as_other_type(std::string_view s) {
    static constexpr std::string_view kWords[] = {"~",    "null",  "true",  "false", "yes",
                                                  "no",   "on",    "off",   "y",     "n",
                                                  ".inf", "-.inf", "+.inf", ".nan"};
    for (std::string_view word : kWords) {
        if (equals_ignoring_case(s, word)) return true;
    }
    // Digits mixed only with characters of ints, floats, hex, octal and 1.1's base 60.
    bool digit = false;
    for (char c : s) {
        if (c >= '0' && c <= '9') {
            digit = true;
        } else if (std::string_view("+-._:eExXoOaAbBcCdDfF").find(c) == std::string_view::npos) {
            return false;
        }
    }
    return digit;
}

std::string yaml_double_quoted(std::string_view text) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (is_control(u)) {
            out += "\\x";
            out += kHex[u >> 4u];
            out += kHex[u & 15u];
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string yaml_single_quoted(std::string_view text) {
    std::string out = "'";
    for (char c : text) {
        out += c;
        if (c == '\'') out += '\'';
    }
    return out + "'";
}

std::string yaml_scalar(std::string_view text) {
    for (char c : text) {
        if (is_control(static_cast<unsigned char>(c))) return yaml_double_quoted(text);
    }
    return plain_is_safe(text) ? std::string(text) : yaml_single_quoted(text);
}

}  // namespace cf
