// Cross-file checks of a loaded directory: references resolve, items are consumable
// xor equippable, ids are unique across kinds. Each problem points at a line a
// designer can jump to.

#include "engine/content/validation.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/content/content_loader.hpp"
#include "tests/support/one_edit_problem.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

// Each edit gives exactly one problem, located.
const test::OneEditProblem kValidationEdits[] = {
    // chainmail's slot is on line 7 of items.yaml.
    {"MissingSlotIsReportedAtTheReference", "items.yaml", "    slot: armor\n    defense: 3\n",
     "    slot: armour\n    defense: 3\n", 7, 11, "no slot named 'armour' (defined in slots.yaml)"},
    // sword: starts on line 70.
    {"ItemBothUsableAndEquippableIsReportedAtTheItem", "items.yaml", "    power: 4\n",
     "    power: 4\n  use:\n    effects:\n      - heal: 1\n", 70, 1, "it is both; pick one"},
    // player: starts on line 13.
    {"StartingEquipmentMustBeEquippable", "actors.yaml", "    - dagger\n", "    - health_potion\n",
     13, 1, "'health_potion' of 'player' is not equippable"},
    {"MissingStartingEquipmentIsReportedAtTheListEntry", "actors.yaml", "    - dagger\n",
     "    - daggr\n", 28, 7, "no item named 'daggr'"},
    {"MissingPlayerInSettingsIsReported", "settings.yaml", "player: player\n", "player: hero\n", 10,
     9, "no actor named 'hero'"},
    {"MissingTileInSettingsIsReported", "settings.yaml", "wall_tile: wall\n", "wall_tile: rock\n",
     11, 12, "no tile named 'rock'"},
    {"ItemNeitherUsableNorEquippableIsReportedAtTheItem", "items.yaml",
     "  equippable:\n    slot: weapon\n    power: 4\n", "", 70, 1, "it is neither"},
    {"RoomsThatCannotFitTheMapAreReported", "settings.yaml", "room_min_size: 6\n",
     "room_min_size: 11\n", 1, 1, "room_min_size (11) is larger"},
    // A number whose default lies outside its range (a status effect's turns) is required:
    // the confusion scroll's status.
    {"EffectWithoutItsRequiredParameterIsReported", "items.yaml", "        turns: 10\n", "", 18, 9,
     "missing required key 'turns'"},
};

class ValidationEdit : public ::testing::TestWithParam<test::OneEditProblem> {};

TEST_P(ValidationEdit, GivesOneLocatedProblem) { test::expect_one_problem(GetParam()); }

INSTANTIATE_TEST_SUITE_P(Validation, ValidationEdit, ::testing::ValuesIn(kValidationEdits),
                         test::case_name);

TEST(Validation, IdUsedByAnActorAndAnItemIsReported) {
    ContentDir dir;
    dir.append("items.yaml",
               "orc:\n  name: Orc figurine\n  equippable:\n    slot: armor\n");  // line 132
    // The spawn table's orc then also reads as an item; the id clash comes first.
    const ContentLoad load = dir.load();
    ASSERT_FALSE(load.problems.empty());
    EXPECT_THAT(load.problems.front(),
                ProblemAt("items.yaml", 132, 1, "both an actor and an item id"));
}

TEST(Validation, ProblemAtFallsBackToTheFileForUnknownKeys) {
    const Content c;
    EXPECT_THAT(problem_at(c, "item/none", "items.yaml", "m"), ProblemAt("items.yaml", 0, 0, "m"));
}

TEST(Validation, CheckReferencesOnDefaultContentFindsNothing) {
    std::vector<Problem> problems;
    check_references(*test::default_content(), problems);
    check_semantics(*test::default_content(), problems);
    EXPECT_THAT(problems, IsEmpty());
}

// A number whose default lies outside its range (a status effect's turns) is required,
// and reported at the effect that lacks it (EffectWithoutItsRequiredParameterIsReported
// above); the same in the older form, which still loads.
TEST(Validation, LegacyConsumableWithoutItsEffectParameterIsReported) {
    ContentDir dir;
    dir.write("items.yaml", test::legacy_items_text());
    dir.replace("items.yaml", "    amount: 4\n", "");  // health_potion, consumable on line 42
    EXPECT_THAT(dir.load().problems, ElementsAre(ProblemAt("items.yaml", 43, 5, "amount")));
}

}  // namespace
}  // namespace cf
