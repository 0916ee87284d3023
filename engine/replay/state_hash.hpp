#pragma once
// A fingerprint of a world's whole state, for recordings: two worlds with the same
// hash hold the same state (the save text of each, hashed), so a replay that drifts
// from its recording is caught at the first event where they part.

#include <cstdint>
#include <string>

#include "engine/save/save.hpp"
#include "engine/world/world.hpp"

namespace cf {

// `save_version`: the save format whose text is hashed; a recording made when saves were
// version 2 carries hashes of that text (save_to_text_as_version2).
std::uint64_t state_hash(const World& world, int save_version = kSaveFormatVersion);
// 16 lower-case hex digits.
std::string state_hash_text(const World& world, int save_version = kSaveFormatVersion);

}  // namespace cf
