#include "engine/rules/turns.hpp"

namespace cf {

namespace {

long long ceil_hundredths(long long x) { return (x + 99) / 100; }

}  // namespace

int actions_in_turn(int speed, int turn) {
    const long long t = turn;
    return static_cast<int>(ceil_hundredths((t + 1) * speed) - ceil_hundredths(t * speed));
}

}  // namespace cf
