#include "engine/replay/state_hash.hpp"
#include "engine/core/hash.hpp"

#include "engine/save/save.hpp"
#include "engine/save/save_format.hpp"

namespace cf {

std::uint64_t state_hash(const World& world, int save_version) {
    // The save text is the whole state in a fixed layout; its checksum line is the only
    // part that is not state, and checksum_of skips it.
    const std::string text =
        save_version < 3 ? save_to_text_as_version2(world) : save_to_text(world);
    const std::size_t digits =
        text.find(save_format::kChecksumKey) + save_format::kChecksumKey.size();
    return save_format::checksum_of(text, digits);
}

std::string state_hash_text(const World& world, int save_version) {
    return hex16(state_hash(world, save_version));
}

}  // namespace cf
