#include "engine/core/utf8.hpp"

#include <cstdint>

namespace cf {

namespace {

struct Decoded {
    char32_t code = 0;
    std::size_t length = 0;  // 0: not well-formed at this position
};

// Decodes the character starting at `at`.
Decoded decode(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<std::uint8_t>(text[i]); };
    const std::uint8_t lead = byte(at);
    if (lead < 0x80) return {lead, 1};
    std::size_t length = 0;
    char32_t code = 0;
    char32_t least = 0;  // the smallest code point this length may encode (no overlong forms)
    if ((lead & 0xE0) == 0xC0) {
        length = 2, code = lead & 0x1Fu, least = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3, code = lead & 0x0Fu, least = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4, code = lead & 0x07u, least = 0x10000;
    } else {
        return {};
    }
    if (text.size() - at < length) return {};
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xC0) != 0x80) return {};
        code = (code << 6) | (byte(at + i) & 0x3Fu);
    }
    if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return {};
    return {code, length};
}

bool is_control(char32_t code) { return code < 0x20 || (code >= 0x7F && code <= 0x9F); }

std::string hex_escape(std::uint8_t byte) {
    static constexpr char kDigits[] = "0123456789abcdef";
    return std::string("\\x") + kDigits[byte >> 4] + kDigits[byte & 0x0F];
}

}  // namespace

bool valid_utf8(std::string_view text) {
    for (std::size_t at = 0; at < text.size();) {
        const Decoded d = decode(text, at);
        if (d.length == 0) return false;
        at += d.length;
    }
    return true;
}

std::optional<char32_t> single_code_point(std::string_view text) {
    if (text.empty()) return std::nullopt;
    const Decoded d = decode(text, 0);
    if (d.length == 0 || d.length != text.size()) return std::nullopt;
    return d.code;
}

std::string escape_controls(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const Decoded d = decode(text, at);
        if (d.length == 0) {
            out += hex_escape(static_cast<std::uint8_t>(text[at]));
            ++at;
            continue;
        }
        if (!is_control(d.code)) {
            out += text.substr(at, d.length);
        } else if (d.code == '\n') {
            out += "\\n";
        } else if (d.code == '\t') {
            out += "\\t";
        } else if (d.code == '\r') {
            out += "\\r";
        } else {
            for (std::size_t i = 0; i < d.length; ++i)
                out += hex_escape(static_cast<std::uint8_t>(text[at + i]));
        }
        at += d.length;
    }
    return out;
}

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

std::string bounded_text(std::string_view text, std::size_t max_bytes) {
    if (text.size() <= max_bytes) return std::string(text);
    std::size_t cut = max_bytes;
    // Back to the first byte of a character: continuation bytes are 10xxxxxx.
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0U) == 0x80U) --cut;
    std::size_t more = 0;
    for (std::size_t i = cut; i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0U) != 0x80U) ++more;
    return std::string(text.substr(0, cut)) + " ... (" + std::to_string(more) + " more characters)";
}

}  // namespace cf
