// Tiles with behaviour that cannot work are problems at their place: a tile named that
// does not exist, a chain that never ends, a move cost out of range, a hidden tile with
// nothing to pass for, an on_step effect a tile cannot give.

#include "engine/content/validation.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/one_edit_problem.hpp"

namespace cf {
namespace {

constexpr const char* kPoisonDisguise =
    "  hidden: true\n  looks_like: floor\n  on_step:\n    - status: poisoned";

const test::OneEditProblem kRows[] = {
    {"UnknownOpensTo", "tiles.yaml", "  opens_to: open_door", "  opens_to: open_dor", 10, 13,
     "no tile named 'open_dor'"},
    {"UnknownLooksLike", "tiles.yaml", kPoisonDisguise,
     "  hidden: true\n  looks_like: flor\n  on_step:\n    - status: poisoned", 61, 15,
     "no tile named 'flor'"},
    {"UnknownBecomes", "tiles.yaml", "  becomes: floor", "  becomes: flooor", 91, 12,
     "no tile named 'flooor'"},
    {"BecomesLoopsForever", "tiles.yaml", "  becomes: floor", "  becomes: teleport_trap", 91, 3,
     "becomes loops forever: 'teleport_trap' -> 'teleport_trap'"},
    {"OpensToLoopsForever", "tiles.yaml", "  opens_to: open_door", "  opens_to: door", 10, 3,
     "opens_to loops forever: 'door' -> 'door'"},
    {"MoveCostOutOfRange", "tiles.yaml", "  move_cost: 200", "  move_cost: 5000", 77, 14,
     "move_cost"},
    {"HiddenWithoutLooksLike", "tiles.yaml", kPoisonDisguise,
     "  hidden: true\n  on_step:\n    - status: poisoned", 60, 3,
     "is hidden but has no looks_like"},
    {"OnStepTeleportToAChosenCell", "tiles.yaml", "    - teleport: random",
     "    - teleport: target", 90, 7, "'teleport: target' needs a cell the user chooses"},
};

class TileEdit : public ::testing::TestWithParam<test::OneEditProblem> {};
TEST_P(TileEdit, GivesOneLocatedProblem) { test::expect_one_problem(GetParam()); }
INSTANTIATE_TEST_SUITE_P(ValidationTiles, TileEdit, ::testing::ValuesIn(kRows), test::case_name);

TEST(ValidationTiles, AnOpenAndClosedDoorPairIsNoLoop) {
    test::ContentDir dir;
    EXPECT_THAT(dir.load().problems, ::testing::IsEmpty());
}

}  // namespace
}  // namespace cf
