#pragma once
// Shared by the libFuzzer targets: the bundled content, loaded once, and a scratch
// file for loaders that only read from a path.

#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/content/content.hpp"

namespace cf::fuzz {

// The tests' content (tests/data/content); aborts when it does not load, since every input
// would then test nothing.
const Content& default_content();

// Writes `size` bytes to this process's scratch file and returns its path.
const std::string& scratch_file(const std::uint8_t* data, std::size_t size);

}  // namespace cf::fuzz
