#include "engine/core/color.hpp"

#include <cmath>

namespace cf {

namespace {
int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}
}  // namespace

std::optional<Color> parse_color(std::string_view text) {
    if (text.size() != 7 || text[0] != '#') return std::nullopt;
    std::uint8_t parts[3] = {};
    for (int i = 0; i < 3; ++i) {
        const int hi = hex_digit(text[1 + 2 * static_cast<std::size_t>(i)]);
        const int lo = hex_digit(text[2 + 2 * static_cast<std::size_t>(i)]);
        if (hi < 0 || lo < 0) return std::nullopt;
        parts[i] = static_cast<std::uint8_t>(hi * 16 + lo);
    }
    return Color{parts[0], parts[1], parts[2]};
}

std::string to_hex(Color c) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out = "#";
    for (std::uint8_t v : {c.r, c.g, c.b}) {
        out += kDigits[v >> 4u];
        out += kDigits[v & 15u];
    }
    return out;
}

Color mix(Color a, Color b, float t) {
    auto lerp = [t](std::uint8_t x, std::uint8_t y) {
        const float v = static_cast<float>(x) + (static_cast<float>(y) - static_cast<float>(x)) * t;
        return static_cast<std::uint8_t>(std::lround(std::fmin(255.0f, std::fmax(0.0f, v))));
    };
    return {lerp(a.r, b.r), lerp(a.g, b.g), lerp(a.b, b.b)};
}

}  // namespace cf
