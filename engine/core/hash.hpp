#pragma once
// FNV-1a 64: the program's one hash of bytes (save checksums, the watcher's file stamps).
// Not for security: it tells damage and change, not forgery.

#include <cstdint>
#include <string_view>

namespace cf {

class Fnv1a {
  public:
    // Mixes `bytes` in; parts mixed one after the other hash as their concatenation.
    void mix(std::string_view bytes) {
        for (const char c : bytes) {
            hash_ ^= static_cast<unsigned char>(c);
            hash_ *= 0x100000001b3ULL;
        }
    }
    std::uint64_t value() const { return hash_; }

  private:
    std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

inline std::uint64_t fnv1a(std::string_view bytes) {
    Fnv1a hash;
    hash.mix(bytes);
    return hash.value();
}

}  // namespace cf
