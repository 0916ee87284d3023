#include "tests/support/test_paths.hpp"

// The paths are compile definitions of this file alone, so the other test sources do not
// carry the checkout's location in their flags.

namespace cf::test {

std::string fixture_content_dir() { return CF_FIXTURE_CONTENT_DIR; }
std::string test_data_dir() { return CF_TEST_DATA_DIR; }
std::string readme_path() { return CF_README; }

}  // namespace cf::test
