#pragma once
// Checks of generated text (saves, content files, morgue files, dumps): each expected
// piece is its own expectation, so a failure names the piece that is missing.

#include <gmock/gmock.h>

#include <initializer_list>
#include <string>
#include <utility>

namespace cf::test {

// Every one of `pieces` is somewhere in `text`.
inline void expect_all_in(const std::string& text, std::initializer_list<std::string> pieces) {
    for (const std::string& piece : pieces) EXPECT_THAT(text, ::testing::HasSubstr(piece));
}

// Each input of `cases` is refused by `parse(input, why)`, and `why` then holds the case's
// reason: for the readers that return an empty optional and say why in a string.
template <typename Parse>
void expect_each_refused(Parse parse,
                         std::initializer_list<std::pair<const char*, const char*>> cases) {
    for (const auto& [input, reason] : cases) {
        std::string why;
        EXPECT_FALSE(parse(input, why)) << input;
        EXPECT_THAT(why, ::testing::HasSubstr(reason)) << input;
    }
}

}  // namespace cf::test
