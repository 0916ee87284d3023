// The text a layered save works in: a field taken out of a definition's canonical body
// takes the lines under it, and a mapping it leaves empty, and nothing else.

#include "engine/content/layered_text.hpp"

#include <gtest/gtest.h>

#include <string>

namespace cf {
namespace {

std::string without(std::string body, const std::string& path) {
    remove_field_lines(body, path);
    return body;
}

TEST(RemoveFieldLines, ATopFieldGoesAloneItsNeighboursStay) {
    EXPECT_EQ(without("  name: Orc\n  glyph: 111\n  hp: 10\n", "glyph"), "  name: Orc\n  hp: 10\n");
}

TEST(RemoveFieldLines, ANestedFieldGoesAndItsMappingStaysWhileItHoldsMore) {
    const std::string body = "  name: Orc\n  fighter:\n    hp: 10\n    power: 3\n  ai: hostile\n";
    EXPECT_EQ(without(body, "fighter.power"),
              "  name: Orc\n  fighter:\n    hp: 10\n  ai: hostile\n");
    EXPECT_EQ(without(body, "fighter.hp"),
              "  name: Orc\n  fighter:\n    power: 3\n  ai: hostile\n");
}

TEST(RemoveFieldLines, AMappingLeftEmptyGoesWithItsLastField) {
    EXPECT_EQ(without("  name: Orc\n  fighter:\n    power: 3\n  ai: hostile\n", "fighter.power"),
              "  name: Orc\n  ai: hostile\n");
    // Every level left empty goes, up to the first that still holds something.
    EXPECT_EQ(without("  a:\n    b:\n      c: 1\n    d: 2\n  e: 3\n", "a.b.c"),
              "  a:\n    d: 2\n  e: 3\n");
    EXPECT_EQ(without("  a:\n    b:\n      c: 1\n  e: 3\n", "a.b.c"), "  e: 3\n");
    EXPECT_EQ(without("  a:\n    b:\n      c: 1\n", "a.b.c"), "");
}

TEST(RemoveFieldLines, AFieldWithALinesUnderItTakesThemAll) {
    const std::string body =
        "  name: Potion\n  use:\n    effects:\n    - heal: 4\n    - status: regen\n    target: "
        "self\n";
    EXPECT_EQ(without(body, "use.effects"), "  name: Potion\n  use:\n    target: self\n");
    EXPECT_EQ(without("  tags:\n  - a\n  - b\n  name: X\n", "tags"), "  name: X\n");
}

TEST(RemoveFieldLines, AFieldTheBodyDoesNotHoldChangesNothing) {
    const std::string body = "  name: Orc\n  fighter:\n    hp: 10\n";
    EXPECT_EQ(without(body, "fighter.power"), body);
    EXPECT_EQ(without(body, "power"), body);
    // Only a key at its own depth counts: `hp` two levels in is not the top field `hp`.
    EXPECT_EQ(without(body, "hp"), body);
    // Nor does a key that only begins with the name.
    EXPECT_EQ(without("  hpx: 1\n", "hp"), "  hpx: 1\n");
}

// A file with no mapping yet (new, or only comments) gets its first definitions under its
// comments, one line after the other, whether or not its last line ends.
TEST(PatchFile, AFileOfCommentsGetsItsFirstDefinitionUnderThem) {
    FileViews views;
    views.defs["orc"] = DefViews{"", "", "orc", "  name: Orc\n"};
    EXPECT_EQ(patch_file("# notes\n", views), "# notes\norc:\n  name: Orc\n");
    EXPECT_EQ(patch_file("# notes", views), "# notes\norc:\n  name: Orc\n");
    EXPECT_EQ(patch_file("", views), "orc:\n  name: Orc\n");
}

}  // namespace
}  // namespace cf
