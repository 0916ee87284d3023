// Field-level problems found while reading one definition: each is a value with the
// exact file:line:col of the offending key or value, never an exception.

#include "engine/content/yaml_reader.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/content/content_loader.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;
using ::testing::Contains;
using ::testing::ElementsAre;

// actors.yaml starts with the orc: line 2 "  name: Orc", 7 "    hp: 10", 8 "    power: 3".

TEST(YamlReader, SyntaxErrorPointsAtTheOffendingCharacter) {
    ContentDir dir;
    dir.replace("actors.yaml", "  name: Orc\n", "  name: Orc: big\n");
    const ContentLoad load = dir.load();
    EXPECT_EQ(load.content, nullptr);
    ASSERT_FALSE(load.problems.empty());
    // The second ':' on line 2 is the 12th character.
    EXPECT_THAT(load.problems.front(), ProblemAt("actors.yaml", 2, 12, "YAML syntax"));
}

TEST(YamlReader, UnknownKeyIsReportedAtTheKey) {
    ContentDir dir;
    dir.replace("actors.yaml", "    power: 3\n", "    powr: 3\n");
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 8, 5, "unknown key 'powr'")));
}

TEST(YamlReader, WrongTypeIsReportedAtTheValue) {
    ContentDir dir;
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: lots\n");
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 7, 9,
                                      "'hp' must be a whole number from 1 to 100000")));
}

TEST(YamlReader, OutOfRangeNumberSaysTheValueAndTheRange) {
    ContentDir dir;
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: 0\n");
    EXPECT_THAT(
        dir.load().problems,
        ElementsAre(ProblemAt("actors.yaml", 7, 9, "'hp' is 0, but must be from 1 to 100000")));
}

TEST(YamlReader, InventoryLargerThanTheAlphabetIsOutOfRange) {
    ContentDir dir;
    dir.replace("actors.yaml", "  inventory: 26\n", "  inventory: 27\n");  // line 23
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 23, 14,
                                      "'inventory' is 27, but must be from 0 to 26")));
}

TEST(YamlReader, DuplicateIdIsReportedAtTheSecondDefinition) {
    ContentDir dir;
    dir.append("actors.yaml", "orc:\n  name: Second orc\n");  // actors.yaml has 106 lines
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 107, 1, "duplicate key 'orc'")));
}

TEST(YamlReader, DuplicateFieldIsReported) {
    ContentDir dir;
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: 10\n    hp: 12\n");
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 8, 5, "duplicate key 'hp'")));
}

TEST(YamlReader, InvalidIdIsReported) {
    ContentDir dir;
    dir.append("actors.yaml", "Big Orc:\n  name: Big orc\n");
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 107, 1, "not a valid id")));
}

TEST(YamlReader, MissingRequiredNameIsReportedAtTheDefinition) {
    ContentDir dir;
    dir.replace("actors.yaml", "  name: Orc\n", "");
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 2, 3, "missing required key 'name'")));
}

TEST(YamlReader, UnknownChoiceListsTheAllowedNames) {
    ContentDir dir;
    dir.replace("actors.yaml",
                "  ai: hostile\n  vision: 8\nplayer:", "  ai: angry\n  vision: 8\nplayer:");
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 11, 7,
                                      "must be one of 'none' or 'hostile', not 'angry'")));
}

TEST(YamlReader, BadGlyphIsReported) {
    ContentDir dir;
    dir.replace("actors.yaml", "  glyph: o\n", "  glyph: oo\n");  // line 3
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 3, 10, "'glyph' must be one character")));
}

TEST(YamlReader, GlyphCodeAbove255IsReported) {
    ContentDir dir;
    dir.replace("tiles.yaml", "  glyph: 250\n", "  glyph: 256\n");  // floor, line 12
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("tiles.yaml", 12, 10, "CP437 code from 0 to 255")));
}

TEST(YamlReader, GlyphIsACharacterOrACode) {
    ContentDir dir;
    dir.replace("actors.yaml", "  glyph: o\n", "  glyph: 2\n");
    dir.replace("actors.yaml", "  glyph: T\n", "  glyph: '2'\n");
    const ContentPtr c = dir.load_ok();
    EXPECT_EQ(c->actor("orc")->glyph, 2);      // plain number: CP437 code 2 (a smiley)
    EXPECT_EQ(c->actor("troll")->glyph, '2');  // quoted: the character
}

TEST(YamlReader, BadColourIsReported) {
    ContentDir dir;
    dir.replace("actors.yaml", "  color: '#7fc24f'\n", "  color: '#7fc24'\n");  // line 4
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 4, 10,
                                      "must be a colour like \"#ff8800\", not '#7fc24'")));
}

TEST(YamlReader, UnquotedColourIsReportedOnItsOwnLine) {
    ContentDir dir;
    dir.replace("actors.yaml", "  color: '#7fc24f'\n", "  color: #7fc24f\n");  // line 4
    EXPECT_THAT(dir.load().problems, ElementsAre(ProblemAt("actors.yaml", 4, 3, "'color'")));
}

TEST(YamlReader, KeyWithoutAValueIsReportedOnItsOwnLine) {
    ContentDir dir;
    dir.replace("actors.yaml", "    hp: 10\n", "    hp:\n");  // line 7
    EXPECT_THAT(dir.load().problems, ElementsAre(ProblemAt("actors.yaml", 7, 5, "'hp'")));
}

TEST(YamlReader, ColourNameIsNotAColour) {
    ContentDir dir;
    dir.replace("tiles.yaml", "  lit_fg: '#ffd75f'\n", "  lit_fg: gold\n");  // line 4
    EXPECT_THAT(dir.load().problems, ElementsAre(ProblemAt("tiles.yaml", 4, 11, "not 'gold'")));
}

TEST(YamlReader, FlagMustBeTrueOrFalse) {
    ContentDir dir;
    dir.replace("tiles.yaml", "  walkable: false\n", "  walkable: sometimes\n");  // line 26
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("tiles.yaml", 26, 13, "must be true or false")));
}

TEST(YamlReader, ParameterOfAnotherEffectIsAnUnknownKey) {
    // A stray turns on a heal is a typo to report, not a value to ignore.
    ContentDir dir;
    dir.replace("items.yaml", "      - heal: 4\n",
                "      - heal: 4\n        turns: 2\n");  // line 50
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("items.yaml", 50, 9, "unknown key 'turns'")));
}

TEST(YamlReader, ParameterOfAnotherLegacyEffectIsAnUnknownKey) {
    ContentDir dir;
    dir.write("items.yaml", test::legacy_items_text());
    dir.replace("items.yaml", "    amount: 4\n", "    amount: 4\n    radius: 2\n");  // line 45
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("items.yaml", 45, 5, "unknown key 'radius'")));
}

TEST(YamlReader, DefinitionThatIsNotAMappingIsReported) {
    ContentDir dir;
    dir.append("slots.yaml", "amulet: 3\n");  // line 7
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("slots.yaml", 7, 9, "must be a mapping")));
}

TEST(YamlReader, ReadIntRejectsFractions) {
    std::vector<Problem> problems;
    const ReadContext ctx{"x.yaml", &problems, nullptr};
    EXPECT_EQ(read_int(YAML::Load("2.5"), ctx, 0, 10, "n"), std::nullopt);
    EXPECT_EQ(read_int(YAML::Load("7"), ctx, 0, 10, "n"), 7);
    EXPECT_THAT(problems,
                ElementsAre(ProblemAt("x.yaml", 1, 1, "'n' must be a whole number from 0 to 10")));
}

// A second document used to be dropped unread, so whatever it held was never checked.
TEST(YamlReader, ContentAfterADocumentStartMarkerIsAnError) {
    ContentDir dir;
    dir.append("actors.yaml", "---\nghost:\n  name: Ghost\n  fighter: {hp: -5}\n");  // line 107
    // The file is refused whole, like one with a syntax error, so references into it fail too.
    EXPECT_THAT(dir.load().problems,
                Contains(ProblemAt("actors.yaml", 108, 1, "a second YAML document starts here")));
}

TEST(YamlReader, ContentAfterADocumentEndMarkerIsAnError) {
    ContentDir dir;
    dir.append("slots.yaml", "...\namulet:\n  name: Amulet\n");  // line 7
    EXPECT_THAT(dir.load().problems,
                Contains(ProblemAt("slots.yaml", 8, 1, "a second YAML document starts here")));
}

TEST(YamlReader, MarkersAroundTheOneDocumentAreFine) {
    ContentDir dir;
    dir.write("slots.yaml", "---\n" + dir.read("slots.yaml") + "...\n# nothing more\n");
    EXPECT_NE(dir.load_ok(), nullptr);
}

TEST(YamlReader, ASecondStartMarkerIsASecondDocumentEvenWithNothingAfterIt) {
    // yaml-test-suite 6XDY: spawns.yaml took "---\n---\n" for an empty table.
    ContentDir dir;
    dir.write("spawns.yaml", "---\n---\n");
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("spawns.yaml", 2, 1, "second YAML document")));
    dir.write("spawns.yaml", "monsters: {}\n");
    dir.append("tiles.yaml", "---\n# nothing more\n");
    EXPECT_THAT(dir.load().problems, Contains(Field(&Problem::file, "tiles.yaml")));
}

TEST(YamlReader, ExplicitValueInASecondDocumentIsAnError) {
    std::vector<Problem> problems;
    EXPECT_EQ(parse_yaml_text("a: 1\n--- ~\n", "x.yaml", problems), std::nullopt);
    EXPECT_THAT(problems, ElementsAre(ProblemAt("x.yaml", 2, 5, "second YAML document")));
}

TEST(YamlReader, DeepFlowNestingSaysSoAtTheNesting) {
    std::vector<Problem> problems;
    const std::string text = "a: 1\nb: " + std::string(600, '[') + "\n";
    EXPECT_EQ(parse_yaml_text(text, "x.yaml", problems), std::nullopt);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_THAT(problems[0], ProblemAt("x.yaml", 2, 603, "nested too deeply"));
    EXPECT_THAT(problems[0].message, ::testing::Not(::testing::HasSubstr("bad file")));
}

TEST(YamlReader, DeepBlockNestingSaysSo) {
    std::vector<Problem> problems;
    std::string text;
    for (int i = 0; i < 1000; ++i) text += "- ";
    EXPECT_EQ(parse_yaml_text(text + "x\n", "x.yaml", problems), std::nullopt);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].line, 1);
    EXPECT_GT(problems[0].column, 1);
    EXPECT_THAT(problems[0].message, ::testing::HasSubstr("nested too deeply"));
}

TEST(YamlReader, EveryYamlFileMustBeARegularFile) {
    // Replays and prefab maps are read by the same function, so `--replay DIR` is refused
    // by name instead of replaying nothing (devices and FIFOs: content_loader_test).
    test::TempDir dir;
    std::vector<Problem> problems;
    EXPECT_EQ(parse_yaml_file(dir.path().string(), "replays/", problems), std::nullopt);
    EXPECT_THAT(problems, ElementsAre(ProblemAt("replays/", 0, 0, "is a directory, not a file")));
}

TEST(YamlReader, StrayCommaIsASyntaxErrorNotAnEmptyFileOrAnEndlessLoad) {
    // Found by fuzz_replay: yaml-cpp reads a file holding just ',' as empty (all
    // defaults), and its LoadAll returns empty documents for it forever.
    std::vector<Problem> problems;
    EXPECT_EQ(parse_yaml_text(",", "x.yaml", problems), std::nullopt);
    EXPECT_EQ(parse_yaml_text("a: 1\n...\n,\n", "y.yaml", problems), std::nullopt);
    EXPECT_THAT(problems, ElementsAre(ProblemAt("x.yaml", 1, 1, "YAML syntax: unexpected ','"),
                                      ProblemAt("y.yaml", 3, 1, "a second YAML document")));
}

TEST(YamlReader, EmptyTextIsAnEmptyDocument) {
    std::vector<Problem> problems;
    const auto root = parse_yaml_text("", "x.yaml", problems);
    ASSERT_TRUE(root.has_value());
    EXPECT_TRUE(root->IsNull());
    EXPECT_TRUE(problems.empty());
}

// Each problem must print as one line: a newline in an id used to split it in two.
void expect_one_line_each(const std::vector<Problem>& problems) {
    for (const Problem& p : problems)
        EXPECT_EQ(to_string(p).find('\n'), std::string::npos) << to_string(p);
}

TEST(YamlReader, IdWithANewlineIsInvalidAndPrintsOnOneLine) {
    ContentDir dir;
    dir.append("actors.yaml", "\"big\\norc\":\n  name: Big orc\n");  // line 107
    const ContentLoad load = dir.load();
    EXPECT_THAT(load.problems, ElementsAre(ProblemAt("actors.yaml", 107, 1, "is not a valid id")));
    expect_one_line_each(load.problems);
}

TEST(YamlReader, ReferenceThatIsNotAnIdIsReportedAsSuch) {
    ContentDir dir;
    dir.replace("items.yaml", "    slot: armor\n    defense: 3\n",
                "    slot: \"arm\\x01or\"\n    defense: 3\n");  // line 7
    const ContentLoad load = dir.load();
    EXPECT_THAT(load.problems, ElementsAre(ProblemAt("items.yaml", 7, 11, "is not a valid id")));
    expect_one_line_each(load.problems);
}

TEST(YamlReader, StartingEquipmentIdsMustBeIds) {
    ContentDir dir;
    dir.replace("actors.yaml", "    - leather_armor\n", "    - \"leather\\narmor\"\n");  // line 29
    const ContentLoad load = dir.load();
    EXPECT_THAT(load.problems, ElementsAre(ProblemAt("actors.yaml", 29, 7, "is not a valid id")));
    expect_one_line_each(load.problems);
}

TEST(YamlReader, NameMustBeValidUtf8) {
    ContentDir dir;
    dir.replace("actors.yaml", "  name: Orc\n", "  name: Orc\xff\n");  // line 2
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 2, 9, "'name' is not valid UTF-8")));
}

TEST(YamlReader, Utf8NamesAreKept) {
    ContentDir dir;
    dir.replace("actors.yaml", "  name: Orc\n", "  name: Orc bâtard\n");
    EXPECT_EQ(dir.load_ok()->actor("orc")->name, "Orc bâtard");
}

TEST(YamlReader, GlyphMayBeAnyCharacterOfTheCp437Tileset) {
    ContentDir dir;
    dir.replace("actors.yaml", "  glyph: o\n", "  glyph: 'é'\n");
    dir.replace("actors.yaml", "  glyph: T\n", "  glyph: ♥\n");
    dir.replace("tiles.yaml", "  glyph: 250\n", "  glyph: '░'\n");
    const ContentPtr c = dir.load_ok();
    EXPECT_EQ(c->actor("orc")->glyph, 130);
    EXPECT_EQ(c->actor("troll")->glyph, 3);
    EXPECT_EQ(c->tile("floor")->glyph, 176);
}

TEST(YamlReader, GlyphTheTilesetLacksSaysSo) {
    ContentDir dir;
    dir.replace("actors.yaml", "  glyph: o\n", "  glyph: '€'\n");  // line 3
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("actors.yaml", 3, 10,
                                      "'glyph' '€' is not a character of the CP437 tileset")));
}

}  // namespace
}  // namespace cf
