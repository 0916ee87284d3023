#pragma once
// The program's one clock for timing what it does (frames, reload latency): milliseconds
// on the steady clock, which never jumps with the wall clock.

#include <chrono>

namespace cf {

inline double now_ms() {
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace cf
