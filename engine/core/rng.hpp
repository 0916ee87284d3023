#pragma once
// Deterministic random numbers: the same seed gives the same sequence on every
// platform and compiler (std:: distributions do not promise that).

#include <cstdint>

namespace cf {

// PCG32 (O'Neill): 64-bit state, 32-bit output. Its whole state is two numbers, so
// saves and replays can store and restore it exactly.
class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);
    std::uint32_t next_u32();
    // Uniform integer in [lo, hi], both inclusive; lo when hi < lo.
    int range(int lo, int hi);
    // True with probability numerator / denominator.
    bool chance(int numerator, int denominator) { return range(1, denominator) <= numerator; }

    std::uint64_t state() const { return state_; }
    std::uint64_t stream() const { return increment_; }
    void restore(std::uint64_t state, std::uint64_t stream) {
        state_ = state;
        increment_ = stream | 1u;
    }

  private:
    std::uint64_t state_ = 0;
    std::uint64_t increment_ = 1;
};

}  // namespace cf
