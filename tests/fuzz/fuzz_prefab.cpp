// libFuzzer target: the prefab map parser (`--map FILE`) on any bytes, against the
// bundled content.

#include <cstdint>

#include "engine/replay/prefab.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const cf::Content& content = cf::fuzz::default_content();
    const cf::PrefabLoad load = cf::load_prefab(cf::fuzz::scratch_file(data, size), content, 1);
    (void)load;
    return 0;
}
