#pragma once
// Checks of generated text (saves, content files, morgue files, dumps): each expected
// piece is its own expectation, so a failure names the piece that is missing.

#include <gmock/gmock.h>

#include <initializer_list>
#include <string>

namespace cf::test {

// Every one of `pieces` is somewhere in `text`.
inline void expect_all_in(const std::string& text, std::initializer_list<std::string> pieces) {
    for (const std::string& piece : pieces) EXPECT_THAT(text, ::testing::HasSubstr(piece));
}

}  // namespace cf::test
