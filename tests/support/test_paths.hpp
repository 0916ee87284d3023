#pragma once
// Where the test suites find their own files. Tests read the fixture content under
// tests/data/content, which the tests own: retuning the shipped game in content/ never
// turns a unit test red. Only tests/shipped/ reads content/ (shipped_content_dir()).

#include <string>

namespace cf::test {

// tests/data/content: the content the suites assert numbers of.
std::string fixture_content_dir();
// tests/data: maps, replays, saves and golden floors.
std::string test_data_dir();
// The repository's README.md (the key table is checked against the keymap).
std::string readme_path();

}  // namespace cf::test
