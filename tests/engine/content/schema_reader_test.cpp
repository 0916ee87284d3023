// Field-level problems found while reading one definition: each is a value with the
// exact file:line:col of the offending key or value, never an exception.

#include "engine/content/schema_reader.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/content/content_loader.hpp"
#include "tests/support/one_edit_problem.hpp"
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

// Each edit gives exactly one problem, at the offending key or value.
const test::OneEditProblem kOneEditProblems[] = {
    {"UnknownKeyIsReportedAtTheKey", "actors.yaml", "    power: 3\n", "    powr: 3\n", 8, 5,
     "unknown key 'powr'"},
    {"WrongTypeIsReportedAtTheValue", "actors.yaml", "    hp: 10\n", "    hp: lots\n", 7, 9,
     "'hp' must be a whole number from 1 to 100000"},
    {"OutOfRangeNumberSaysTheValueAndTheRange", "actors.yaml", "    hp: 10\n", "    hp: 0\n", 7, 9,
     "'hp' is 0, but must be from 1 to 100000"},
    {"InventoryLargerThanTheAlphabetIsOutOfRange", "actors.yaml", "  inventory: 26\n",
     "  inventory: 27\n", 23, 14, "'inventory' is 27, but must be from 0 to 26"},
    // actors.yaml has 106 lines
    {"DuplicateIdIsReportedAtTheSecondDefinition", "actors.yaml", "", "orc:\n  name: Second orc\n",
     107, 1, "duplicate key 'orc'"},
    {"DuplicateFieldIsReported", "actors.yaml", "    hp: 10\n", "    hp: 10\n    hp: 12\n", 8, 5,
     "duplicate key 'hp'"},
    {"InvalidIdIsReported", "actors.yaml", "", "Big Orc:\n  name: Big orc\n", 107, 1,
     "not a valid id"},
    {"MissingRequiredNameIsReportedAtTheDefinition", "actors.yaml", "  name: Orc\n", "", 2, 3,
     "missing required key 'name'"},
    {"UnknownChoiceListsTheAllowedNames", "actors.yaml",
     "  ai: hostile\n  vision: 8\nplayer:", "  ai: angry\n  vision: 8\nplayer:", 11, 7,
     "must be one of 'none', 'hostile', 'ally', 'guard', 'wander' or 'coward', not 'angry'"},
    {"BadGlyphIsReported", "actors.yaml", "  glyph: o\n", "  glyph: oo\n", 3, 10,
     "'glyph' must be one character"},
    // the floor
    {"GlyphCodeAbove255IsReported", "tiles.yaml", "  glyph: 250\n", "  glyph: 256\n", 28, 10,
     "CP437 code from 0 to 255"},
    {"BadColourIsReported", "actors.yaml", "  color: '#7fc24f'\n", "  color: '#7fc24'\n", 4, 10,
     "must be a colour like \"#ff8800\", not '#7fc24'"},
    {"UnquotedColourIsReportedOnItsOwnLine", "actors.yaml", "  color: '#7fc24f'\n",
     "  color: #7fc24f\n", 4, 3, "'color'"},
    {"KeyWithoutAValueIsReportedOnItsOwnLine", "actors.yaml", "    hp: 10\n", "    hp:\n", 7, 5,
     "'hp'"},
    {"ColourNameIsNotAColour", "tiles.yaml", "  lit_fg: '#ffd75f'\n", "  lit_fg: gold\n", 17, 11,
     "not 'gold'"},
    {"FlagMustBeTrueOrFalse", "tiles.yaml", "  walkable: false\n", "  walkable: sometimes\n", 100,
     13, "must be true or false"},
    // A stray turns on a heal is a typo to report, not a value to ignore.
    {"ParameterOfAnotherEffectIsAnUnknownKey", "items.yaml", "      - heal: 4\n",
     "      - heal: 4\n        turns: 2\n", 50, 9, "unknown key 'turns'"},
    {"DefinitionThatIsNotAMappingIsReported", "slots.yaml", "", "amulet: 3\n", 7, 9,
     "must be a mapping"},
    {"NameMustBeValidUtf8", "actors.yaml", "  name: Orc\n", "  name: Orc\xff\n", 2, 9,
     "'name' is not valid UTF-8"},
    {"GlyphTheTilesetLacksSaysSo", "actors.yaml", "  glyph: o\n", "  glyph: '€'\n", 3, 10,
     "'glyph' '€' is not a character of the CP437 tileset"},
};

class YamlReaderEdit : public ::testing::TestWithParam<test::OneEditProblem> {};

TEST_P(YamlReaderEdit, GivesOneProblemAtTheOffendingKeyOrValue) {
    test::expect_one_problem(GetParam());
}

INSTANTIATE_TEST_SUITE_P(YamlReader, YamlReaderEdit, ::testing::ValuesIn(kOneEditProblems),
                         test::case_name);

TEST(YamlReader, GlyphIsACharacterOrACode) {
    ContentDir dir;
    dir.replace("actors.yaml", "  glyph: o\n", "  glyph: 2\n");
    dir.replace("actors.yaml", "  glyph: T\n", "  glyph: '2'\n");
    const ContentPtr c = dir.load_ok();
    EXPECT_EQ(c->actor("orc")->glyph, 2);      // plain number: CP437 code 2 (a smiley)
    EXPECT_EQ(c->actor("troll")->glyph, '2');  // quoted: the character
}

TEST(YamlReader, ParameterOfAnotherLegacyEffectIsAnUnknownKey) {
    ContentDir dir;
    dir.write("items.yaml", test::legacy_items_text());
    dir.replace("items.yaml", "    amount: 4\n", "    amount: 4\n    radius: 2\n");  // line 45
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("items.yaml", 45, 5, "unknown key 'radius'")));
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

}  // namespace
}  // namespace cf
