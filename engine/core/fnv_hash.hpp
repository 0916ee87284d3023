#pragma once
// FNV-1a, 64 bits: a fast, stable hash of bytes for telling contents apart (not for
// security). Stable across runs and machines, so it can be written into files.

#include <cstdint>
#include <string>
#include <string_view>

namespace cf {

inline constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;

inline std::uint64_t fnv1a_64(std::string_view bytes, std::uint64_t hash = kFnvOffset) {
    for (const char c : bytes) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    return hash;
}

// 16 lower-case hex digits.
inline std::string hex16(std::uint64_t value) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, value >>= 4u)
        out[static_cast<std::size_t>(i)] = kDigits[value & 15u];
    return out;
}

}  // namespace cf
