#pragma once
// FNV-1a 64: the program's one hash of bytes (save checksums, the watcher's file stamps,
// content hashes). Stable across runs and machines, so it can be written into files. Not
// for security: it tells damage and change, not forgery.

#include <cstdint>
#include <string>
#include <string_view>

namespace cf {

inline constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;

// The hash of `bytes`, or, given the hash of what came before, of the two together:
// fnv1a(b, fnv1a(a)) == fnv1a(a + b).
inline std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash = kFnvOffset) {
    for (const char c : bytes) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    return hash;
}

class Fnv1a {
  public:
    // Mixes `bytes` in; parts mixed one after the other hash as their concatenation.
    void mix(std::string_view bytes) { hash_ = fnv1a(bytes, hash_); }
    std::uint64_t value() const { return hash_; }

  private:
    std::uint64_t hash_ = kFnvOffset;
};

// 16 lower-case hex digits.
inline std::string hex16(std::uint64_t value) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, value >>= 4u)
        out[static_cast<std::size_t>(i)] = kDigits[value & 15u];
    return out;
}

}  // namespace cf
