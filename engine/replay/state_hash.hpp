#pragma once
// A fingerprint of a world's whole state, for recordings: two worlds with the same
// hash hold the same state (the save text of each, hashed), so a replay that drifts
// from its recording is caught at the first event where they part.

#include <cstdint>
#include <string>

#include "engine/world/world.hpp"

namespace cf {

std::uint64_t state_hash(const World& world);
// 16 lower-case hex digits.
std::string state_hash_text(const World& world);

}  // namespace cf
