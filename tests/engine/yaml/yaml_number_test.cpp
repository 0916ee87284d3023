// Numbers are read the YAML 1.2 way in every file: decimal only where the schema says
// integer, and the same rule for content fields, glyph codes, spawn weights, spawn depth
// keys and settings. yaml-cpp alone reads `hp: 017` as 15, `0x1F` as 31, and takes "10"
// and `!!str 5` for numbers.

#include "engine/yaml/yaml_number.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;

// actors.yaml: line 7 is "    hp: 10" (the orc), its value at column 9.
std::vector<Problem> with_orc_hp(const std::string& spelling) {
    ContentDir dir;
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: " + spelling + "\n");
    return dir.load().problems;
}

TEST(YamlNumbers, DecimalIsRead) {
    ContentDir dir;
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: 17\n");
    EXPECT_EQ(dir.load_ok()->actor("orc")->fighter.hp, 17);
}

TEST(YamlNumbers, EveryOtherSpellingIsALocatedProblem) {
    EXPECT_THAT(with_orc_hp("017"),
                ElementsAre(ProblemAt("actors.yaml", 7, 9,
                                      "'hp' must be a whole number from 1 to 100000: '017' has a "
                                      "leading zero")));
    EXPECT_THAT(with_orc_hp("0x1F"), ElementsAre(ProblemAt("actors.yaml", 7, 9, "hexadecimal")));
    EXPECT_THAT(with_orc_hp("0o17"), ElementsAre(ProblemAt("actors.yaml", 7, 9, "octal")));
    EXPECT_THAT(with_orc_hp("'10'"), ElementsAre(ProblemAt("actors.yaml", 7, 9, "in quotes")));
    EXPECT_THAT(with_orc_hp("\"10\""), ElementsAre(ProblemAt("actors.yaml", 7, 9, "in quotes")));
    EXPECT_THAT(with_orc_hp("!!str 5"),
                ElementsAre(ProblemAt("actors.yaml", 7, 9, "'5' is tagged !!str")));
    EXPECT_THAT(with_orc_hp("+5"), ElementsAre(ProblemAt("actors.yaml", 7, 9, "'+' sign")));
    EXPECT_THAT(with_orc_hp("1_0"), ElementsAre(ProblemAt("actors.yaml", 7, 9, "YAML 1.1 only")));
}

TEST(YamlNumbers, AnExplicitIntTagIsStillANumber) {
    EXPECT_THAT(with_orc_hp("!!int 12"), IsEmpty());
}

TEST(YamlNumbers, GlyphCodesFollowTheSameRule) {
    ContentDir dir;
    dir.replace("actors.yaml", "  glyph: o\n", "  glyph: 0x41\n");  // line 3
    EXPECT_THAT(dir.load().problems, ElementsAre(ProblemAt("actors.yaml", 3, 10, "hexadecimal")));
    dir.replace("actors.yaml", "  glyph: 0x41\n", "  glyph: 065\n");
    EXPECT_THAT(dir.load().problems, ElementsAre(ProblemAt("actors.yaml", 3, 10, "leading zero")));
    dir.replace("actors.yaml", "  glyph: 065\n", "  glyph: 65\n");
    EXPECT_EQ(dir.load_ok()->actor("orc")->glyph, 65);
    dir.replace("actors.yaml", "  glyph: 65\n", "  glyph: '6'\n");
    EXPECT_EQ(dir.load_ok()->actor("orc")->glyph, '6') << "a quoted digit is the character";
}

TEST(YamlNumbers, SpawnWeightsAndDepthKeysFollowTheSameRule) {
    ContentDir dir;
    dir.replace("spawns.yaml", "    orc: 80\n", "    orc: 0x50\n");  // line 3
    dir.replace("spawns.yaml", "  3:\n", "  '3':\n");                // line 4
    EXPECT_THAT(dir.load().problems, ElementsAre(ProblemAt("spawns.yaml", 3, 10, "hexadecimal"),
                                                 ProblemAt("spawns.yaml", 4, 3, "in quotes")));
}

TEST(YamlNumbers, SettingsFollowTheSameRule) {
    ContentDir dir;
    dir.replace("settings.yaml", "map_width: 80\n", "map_width: 080\n");
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("settings.yaml", 1, 12, "leading zero")));
}

TEST(YamlNumbers, NodeFormsAreKnown) {
    const YAML::Node doc = YAML::Load("[7, '7', \"7\", !!str 7, !!int 7, x, [7]]");
    EXPECT_EQ(scalar_form(doc[0]), ScalarForm::plain);
    EXPECT_EQ(scalar_form(doc[1]), ScalarForm::quoted);
    EXPECT_EQ(scalar_form(doc[2]), ScalarForm::quoted);
    EXPECT_EQ(scalar_form(doc[3]), ScalarForm::tagged);
    EXPECT_EQ(scalar_form(doc[4]), ScalarForm::plain);
    EXPECT_EQ(scalar_form(YAML::Load("|\n  7\n")), ScalarForm::quoted) << "a block scalar is text";
    EXPECT_THAT(whole_number_problem(doc[6]), HasSubstr("it is a list"));
    EXPECT_EQ(whole_number<int>(doc[0]), 7);
    EXPECT_EQ(whole_number<int>(doc[1]), std::nullopt);
    EXPECT_EQ(decimal_number(YAML::Load("1.5")), 1.5);
    EXPECT_EQ(decimal_number(YAML::Load("'1.5'")), std::nullopt);
}

}  // namespace
}  // namespace cf
