// libFuzzer target: the save loader on any text, against the bundled content. Most
// inputs are resealed first (their checksum recomputed), or nearly every mutation
// would stop at the checksum and the reader behind it would go untested.

#include <cstdint>
#include <string>

#include "engine/save/save.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const cf::Content& content = cf::fuzz::default_content();
    std::string text(reinterpret_cast<const char*>(data), size);
    // The last byte decides, so the same input always takes the same path.
    if (size > 0 && data[size - 1] != '!') text = cf::reseal_save_text(std::move(text));
    const cf::SaveLoad load = cf::load_save_text(text, "fuzz.yaml", content);
    (void)load;
    return 0;
}
