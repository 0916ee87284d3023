// Core value types: the deterministic RNG, colours, grid directions, problem text.

#include <gtest/gtest.h>

#include <set>

#include "engine/core/color.hpp"
#include "engine/core/geometry.hpp"
#include "engine/core/problem.hpp"
#include "engine/core/rng.hpp"

namespace cf {
namespace {

TEST(Rng, SameSeedSameSequenceDifferentSeedDifferentSequence) {
    Rng a(123);
    Rng b(123);
    Rng c(124);
    int differ = 0;
    for (int i = 0; i < 100; ++i) {
        const std::uint32_t x = a.next_u32();
        EXPECT_EQ(x, b.next_u32());
        differ += x != c.next_u32() ? 1 : 0;
    }
    EXPECT_GT(differ, 90);
}

TEST(Rng, RangeStaysWithinBoundsAndReachesBoth) {
    Rng rng(9);
    std::set<int> seen;
    for (int i = 0; i < 2000; ++i) {
        const int v = rng.range(-2, 3);
        ASSERT_GE(v, -2);
        ASSERT_LE(v, 3);
        seen.insert(v);
    }
    EXPECT_EQ(seen.size(), 6u);
    EXPECT_EQ(rng.range(5, 5), 5);
    EXPECT_EQ(rng.range(5, 1), 5);
}

TEST(Rng, RestoredStateContinuesTheSameSequence) {
    Rng rng(77);
    for (int i = 0; i < 10; ++i) rng.next_u32();
    Rng copy;
    copy.restore(rng.state(), rng.stream());
    for (int i = 0; i < 20; ++i) EXPECT_EQ(copy.range(0, 1000), rng.range(0, 1000));
}

TEST(Color, ParsesHexCaseInsensitively) {
    EXPECT_EQ(parse_color("#7fC24F"), (Color{0x7f, 0xc2, 0x4f}));
    EXPECT_EQ(to_hex(Color{0x7f, 0xc2, 0x4f}), "#7fc24f");
    EXPECT_EQ(parse_color("7fc24f"), std::nullopt);
    EXPECT_EQ(parse_color("#7fc24"), std::nullopt);
    EXPECT_EQ(parse_color("#7fc24g"), std::nullopt);
}

TEST(Color, MixBlendsLinearly) {
    const Color black{0, 0, 0};
    const Color white{255, 255, 255};
    EXPECT_EQ(mix(black, white, 0.0f), black);
    EXPECT_EQ(mix(black, white, 1.0f), white);
    EXPECT_EQ(mix(black, Color{200, 100, 0}, 0.5f), (Color{100, 50, 0}));
}

TEST(Geometry, DirectionsRoundTripThroughNamesAndSteps) {
    for (Direction d : kAllDirections) {
        EXPECT_EQ(parse_direction(direction_name(d)), d);
        EXPECT_EQ(direction_between({5, 5}, Point{5, 5} + delta(d)), d);
    }
    EXPECT_EQ(delta(Direction::n), (Point{0, -1}));
    EXPECT_EQ(delta(Direction::se), (Point{1, 1}));
    EXPECT_EQ(parse_direction("north"), std::nullopt);
    EXPECT_EQ(direction_between({0, 0}, {2, 0}), std::nullopt);
}

TEST(Geometry, Distances) {
    EXPECT_EQ(chebyshev_distance({1, 1}, {4, 3}), 3);
    EXPECT_EQ(distance_squared({1, 1}, {4, 3}), 13);
}

TEST(Problem, PrintsAsFileLineColumnMessage) {
    EXPECT_EQ(to_string(Problem{"actors.yaml", 8, 5, "unknown key 'powr'"}),
              "actors.yaml:8:5: unknown key 'powr'");
    EXPECT_EQ(to_string(Problem{"actors.yaml", 8, 0, "m"}), "actors.yaml:8: m");
    EXPECT_EQ(to_string(Problem{"slots.yaml", 0, 0, "cannot open the file"}),
              "slots.yaml: cannot open the file");
    EXPECT_EQ(to_string(std::vector<Problem>{{"a", 1, 2, "x"}, {"b", 0, 0, "y"}}),
              "a:1:2: x\nb: y\n");
}

TEST(Problem, ControlBytesAreEscapedSoEachProblemStaysOneLine) {
    EXPECT_EQ(to_string(Problem{"actors.yaml", 3, 1, "'big\norc' is not a valid id"}),
              "actors.yaml:3:1: 'big\\norc' is not a valid id");
    EXPECT_EQ(to_string(Problem{"a\tb.yaml", 0, 0, "x\x01y\x7f"}), "a\\tb.yaml: x\\x01y\\x7f");
    // Non-ASCII text is kept; bytes that are not UTF-8 are shown by value.
    EXPECT_EQ(to_string(Problem{"f", 0, 0, "Épée \xff"}), "f: Épée \\xff");
}

}  // namespace
}  // namespace cf
