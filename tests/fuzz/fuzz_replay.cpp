// libFuzzer target: the replay parser (`--replay FILE`) on any bytes.

#include <cstdint>

#include "engine/replay/replay.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const cf::ReplayLoad load = cf::load_replay(cf::fuzz::scratch_file(data, size));
    (void)load;
    return 0;
}
