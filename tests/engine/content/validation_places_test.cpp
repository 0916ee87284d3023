// Vaults that cannot work are problems at their place (validation_places.cpp and the
// schema reader's vault forms): rows of two widths, a glyph the legend lacks, no
// entrance, reversed depths, weights of 0 or 2^63, a tile, actor or item that does not
// exist, an empty map, a vault bigger than the floor; and the settings' floors: by depth.

#include "engine/content/validation.hpp"

#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/one_edit_problem.hpp"

namespace cf {
namespace {

constexpr const char* kCache =
    "cache:\n"                  // 1
    "  depths: [2, 5]\n"        // 2
    "  weight: 10\n"            // 3
    "  legend:\n"               // 4
    "    'D': {tile: door}\n"   // 5
    "    'o': {entity: orc}\n"  // 6
    "  map:\n"                  // 7
    "    - \"##D##\"\n"         // 8
    "    - \"#o..#\"\n"         // 9
    "    - \"#####\"\n";        // 10

// The fixture content with kCache, `from` replaced by `to`: exactly one problem there.
void expect_vault_problem(const std::string& from, const std::string& to, int line, int column,
                          const std::string& message) {
    test::ContentDir dir;
    std::string text = kCache;
    text.replace(text.find(from), from.size(), to);
    dir.write("vaults.yaml", text);
    EXPECT_THAT(dir.load().problems,
                ::testing::ElementsAre(test::ProblemAt("vaults.yaml", line, column, message)))
        << text;
}

TEST(ValidationPlaces, TheFixtureVaultLoads) {
    test::ContentDir dir;
    dir.write("vaults.yaml", kCache);
    const ContentPtr c = dir.load_ok();
    ASSERT_TRUE(c->vault("cache"));
    EXPECT_EQ(c->vault("cache")->map.size(), 3u);
    EXPECT_EQ(c->vault("cache")->first_depth, 2);
    EXPECT_EQ(c->vault("cache")->last_depth, 5);
}

TEST(ValidationPlaces, RaggedRowsAreReportedAtTheRow) {
    expect_vault_problem("\"#o..#\"", "\"#o..##\"", 9, 8, "row 2 is 6 characters wide");
}

TEST(ValidationPlaces, AGlyphOutsideTheLegendIsReportedAtItsColumn) {
    expect_vault_problem("\"#o..#\"", "\"#oX.#\"", 9, 10, "character 'X' is not in its legend");
}

TEST(ValidationPlaces, NoEntranceIsReported) {
    expect_vault_problem("\"##D##\"", "\"#####\"", 7, 3, "has no entrance");
}

TEST(ValidationPlaces, ReversedDepthsAreReported) {
    expect_vault_problem("[2, 5]", "[5, 2]", 2, 11, "is reversed");
}

// Found by the random designer: the editor's sheet set depths[0] past depths[1] in
// memory, which only the file reader had refused; the game ran it and its recording,
// holding the vault as a file, did not load.
TEST(ValidationPlaces, ReversedDepthsMadeInMemoryAreReported) {
    test::ContentDir dir;
    dir.write("vaults.yaml", kCache);
    auto edited = std::make_shared<Content>(*dir.load_ok());
    edited->vaults.at("cache").first_depth = 6;
    EXPECT_THAT(validate_content(*edited),
                ::testing::Contains(test::ProblemAt("vaults.yaml", 2, 3, "[6, 5] reversed")));
}

TEST(ValidationPlaces, WeightsOfZeroAndTwoToTheSixtyThreeAreRefused) {
    expect_vault_problem("weight: 10", "weight: 0", 3, 11, "weight");
    expect_vault_problem("weight: 10", "weight: 9223372036854775808", 3, 11, "weight");
}

TEST(ValidationPlaces, UnknownTileActorOrItemInTheLegendIsReported) {
    expect_vault_problem("tile: door", "tile: dor", 5, 17, "no tile named 'dor'");
    expect_vault_problem("entity: orc", "entity: orcc", 6, 19, "entity 'orcc' is no actor or item");
    expect_vault_problem("entity: orc", "entity: {orc: 1, sword_of_doom: 2}", 6, 19,
                         "entity 'sword_of_doom' is no actor or item");
}

TEST(ValidationPlaces, ALegendEntityChoosingFromNothingIsReported) {
    expect_vault_problem("entity: orc", "entity: {}", 6, 19, "'entity' names no id to choose from");
}

TEST(ValidationPlaces, AnEmptyMapIsReported) {
    expect_vault_problem("  map:\n    - \"##D##\"\n    - \"#o..#\"\n    - \"#####\"\n",
                         "  map: []\n", 1, 1, "has an empty map");
}

TEST(ValidationPlaces, AVaultBiggerThanTheFloorIsReported) {
    test::ContentDir dir;
    const std::string wide(78, '#');
    dir.write("vaults.yaml", "huge:\n  map:\n    - \"" + wide + "\"\n    - \"." + wide.substr(1) +
                                 "\"\n    - \"" + wide + "\"\n");
    EXPECT_THAT(dir.load().problems,
                ::testing::ElementsAre(
                    test::ProblemAt("vaults.yaml", 2, 3, "bigger than a 80x45 floor can hold")));
}

TEST(ValidationPlaces, AUnknownLegendKeyFormIsReported) {
    expect_vault_problem("'o': {entity: orc}\n", "'o': {entity: orc}\n    'xy': {}\n", 7, 5,
                         "legend keys must be single characters");
}

TEST(ValidationPlaces, FloorsMustGoDeeperEachEntry) {
    test::ContentDir dir;
    dir.append("settings.yaml", "floors:\n  - depth: 3\n  - depth: 2\n");
    EXPECT_THAT(dir.load().problems,
                ::testing::ElementsAre(test::ProblemAt(
                    "settings.yaml", 1, 1, "floors[1] is for depth 2, not deeper than")));
}

TEST(ValidationPlaces, AVaultSurvivesTheWriterAndReadsBackEqual) {
    test::ContentDir dir;
    dir.write("vaults.yaml", kCache);
    const ContentPtr c = dir.load_ok();
    test::ContentDir again;
    again.write("vaults.yaml", content_files(*c).at("vaults.yaml"));
    EXPECT_EQ(again.load_ok()->vaults, c->vaults);
}

// The random designer's find: a legend edited in memory (the editor) with one id twice in
// a weighted choice, or one glyph twice, was accepted and then saved as a file with a
// duplicate key, which does not load. Validation now says so before anything is saved.
TEST(ValidationPlaces, AnIdTwiceInAChoiceOrAGlyphTwiceIsReported) {
    test::ContentDir dir;
    dir.write("vaults.yaml", kCache);
    Content c = *dir.load_ok();
    VaultDef& v = c.vaults.at("cache");
    v.legend[1].entity = {{"orc", 3}, {"orc", 1}};
    v.legend.push_back(v.legend[0]);
    const std::string problems = to_string(validate_content(c));
    EXPECT_THAT(problems, ::testing::HasSubstr("legend['o']: entity 'orc' is named twice"));
    EXPECT_THAT(problems, ::testing::HasSubstr("legend['D'] is in its legend twice"));
}

}  // namespace
}  // namespace cf
