#pragma once
// The bounds of every number a game's state holds: the one table the rules, the world
// edits and the save reader all read (state_schema.hpp describes each field with them),
// so the rules never make a state the save reader refuses. Where a sum can grow (a
// status extended again and again, modifiers granted on modifiers) the rules add with
// `saturated_add` and stop at the bound rather than overflow.

#include <algorithm>

namespace cf {

inline constexpr int kMaxStateStat = 1'000'000;       // HP, gains, status turns, cooldowns
inline constexpr int kMaxStateCount = 1'000'000'000;  // turns, XP, counts
inline constexpr long long kMaxEntityId = 4'000'000'000;
inline constexpr int kMaxMapSide = 4096;
inline constexpr int kMaxStateCharges = 100;  // an item's charges left (content's kMaxCharges)

// `value` held within [low, high].
constexpr int saturated(long long value, int low, int high) {
    return static_cast<int>(std::clamp<long long>(value, low, high));
}

// a + b, within [-kMaxStateStat, kMaxStateStat] unless told otherwise: a derived stat or
// a stacked count never wraps around.
constexpr int saturated_add(int a, long long b, int low = -kMaxStateStat,
                            int high = kMaxStateStat) {
    return saturated(static_cast<long long>(a) + std::clamp<long long>(b, -(1LL << 40), 1LL << 40),
                     low, high);
}

}  // namespace cf
