#include "engine/core/rng.hpp"

namespace cf {

void Rng::reseed(std::uint64_t seed) {
    state_ = 0;
    increment_ = (seed << 1u) | 1u;
    next_u32();
    state_ += 0x853c49e6748fea9bULL ^ seed;
    next_u32();
}

std::uint32_t Rng::next_u32() {
    const std::uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + increment_;
    const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    const auto rot = static_cast<std::uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

int Rng::range(int lo, int hi) {
    if (hi <= lo) return lo;
    const auto span = static_cast<std::uint64_t>(static_cast<std::int64_t>(hi) - lo) + 1u;
    // Rejection sampling removes modulo bias.
    const std::uint64_t limit = (std::uint64_t{1} << 32u) - ((std::uint64_t{1} << 32u) % span);
    std::uint64_t value = next_u32();
    while (value >= limit) value = next_u32();
    return static_cast<int>(static_cast<std::int64_t>(lo) +
                            static_cast<std::int64_t>(value % span));
}

}  // namespace cf
