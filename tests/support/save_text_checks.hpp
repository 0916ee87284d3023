#pragma once
// What the save-text tests share: loading a text against the fixture content, and a
// matcher for a problem's message.
#include <gmock/gmock.h>

#include <string>

#include "engine/save/save.hpp"
#include "tests/support/test_support.hpp"

namespace cf::test {

// The fixture content every save-text test reads its saves against.
inline const Content& save_content() { return *default_content(); }

// `text` loaded as the save "s.yaml".
inline SaveLoad load_save_fixture(const std::string& text) {
    return load_save_text(text, "s.yaml", save_content());
}

// Matches a Problem whose message contains `text`.
inline auto MessageHas(const std::string& text) {
    return ::testing::Field(&Problem::message, ::testing::HasSubstr(text));
}

}  // namespace cf::test
