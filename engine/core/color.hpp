#pragma once
// 24-bit colours as written in content files: "#rrggbb".

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cf {

struct Color {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;

    friend constexpr bool operator==(Color, Color) = default;
};

// Parses "#rrggbb" (case-insensitive); nullopt for anything else.
std::optional<Color> parse_color(std::string_view text);
// Lower-case "#rrggbb".
std::string to_hex(Color c);
// Linear blend: t = 0 gives a, t = 1 gives b.
Color mix(Color a, Color b, float t);

}  // namespace cf
