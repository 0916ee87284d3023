// keys.yaml as a settings file people can trust: what it changes, and every mistake named
// once at its line and column, dropping only what the mistake is about.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/keymap.hpp"
#include "app/platform/keys.hpp"
#include "tests/support/problem_texts.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

KeyEvent file_press(int key, char32_t character = 0) {
    KeyEvent e;
    e.key = key;
    e.character = character;
    return e;
}

using test::problem_texts;

TEST(KeysFile, ReplacesTheKeysOfTheActionsNamed) {
    Keymap keymap;
    const auto problems =
        keymap.rebind("move_w: [Left, a]\ndescend: [Numpad Enter, '>']\n", "keys.yaml");
    EXPECT_THAT(problem_texts(problems), IsEmpty());
    EXPECT_EQ(keymap.match(file_press(keys::kA, U'a'), kScopePlay), Action::move_w);
    EXPECT_FALSE(keymap.match(file_press(keys::kH, U'h'), kScopePlay));  // h is no longer bound
    EXPECT_EQ(keymap.match(file_press(keys::kKpEnter), kScopePlay), Action::descend);
    EXPECT_EQ(keymap.match(file_press(keys::kRight), kScopePlay), Action::move_e);  // untouched
}

TEST(KeysFile, OneKeyNeedsNoBrackets) {
    Keymap keymap;
    EXPECT_THAT(problem_texts(keymap.rebind("explore: Tab\n", "keys.yaml")), IsEmpty());
    EXPECT_EQ(keymap.match(file_press(keys::kTab), kScopePlay), Action::explore);
}

TEST(KeysFile, ABadKeyDropsOnlyItself) {
    Keymap keymap;
    const auto problems = keymap.rebind("move_w: [Left, Lft, a]\n", "keys.yaml");
    EXPECT_THAT(problem_texts(problems),
                ElementsAre("keys.yaml:1:16: unknown key 'Lft' for 'move_w'"));
    EXPECT_EQ(keymap.match(file_press(keys::kLeft), kScopePlay), Action::move_w);
    EXPECT_EQ(keymap.match(file_press(keys::kA, U'a'), kScopePlay), Action::move_w);
    EXPECT_FALSE(keymap.match(file_press(keys::kH, U'h'), kScopePlay));
}

TEST(KeysFile, ALineWithNoUsableKeyKeepsTheDefaults) {
    Keymap keymap;
    const auto problems = keymap.rebind("wait: [Numpad 5]\nmove_w: [Lft]\nfly: [f]\n", "keys.yaml");
    EXPECT_THAT(problem_texts(problems),
                ElementsAre("keys.yaml:2:1: 'move_w' has no usable key on this line; it keeps "
                            "its default keys: Left, Numpad 4, h",
                            "keys.yaml:2:10: unknown key 'Lft' for 'move_w'",
                            HasSubstr("keys.yaml:3:1: unknown action 'fly'")));
    EXPECT_EQ(keymap.match(file_press(keys::kLeft), kScopePlay), Action::move_w);
    EXPECT_FALSE(
        keymap.match(file_press(keys::kPeriod, U'.'), kScopePlay));  // wait is Numpad 5 only
}

TEST(KeysFile, AConflictIsAProblemAndTakesNoKeyAway) {
    Keymap keymap;
    const auto problems = keymap.rebind("move_w: [Left, i]\n", "keys.yaml");
    EXPECT_THAT(problem_texts(problems),
                ElementsAre(HasSubstr("keys.yaml:1:16: 'i' is already inventory's key")));
    EXPECT_EQ(keymap.match(file_press(keys::kI, U'i'), kScopePlay), Action::inventory);
    EXPECT_EQ(keymap.match(file_press(keys::kLeft), kScopePlay), Action::move_w);
}

TEST(KeysFile, AKeyFreedByTheFileMayBeTaken) {
    Keymap keymap;
    EXPECT_THAT(problem_texts(keymap.rebind("move_w: [Left, i]\ninventory: [I]\n", "keys.yaml")),
                IsEmpty());
    EXPECT_EQ(keymap.match(file_press(keys::kI, U'i'), kScopePlay), Action::move_w);
    EXPECT_EQ(keymap.match(file_press(keys::kI, U'I'), kScopePlay), Action::inventory);
}

TEST(KeysFile, TheLaterOfTwoLinesLosesTheKey) {
    Keymap keymap;
    const auto problems = keymap.rebind("explore: [Tab]\nlook: [Tab, x]\n", "keys.yaml");
    EXPECT_THAT(problem_texts(problems),
                ElementsAre(HasSubstr("keys.yaml:2:8: 'Tab' is already explore's key")));
    EXPECT_EQ(keymap.match(file_press(keys::kTab), kScopePlay), Action::explore);
}

TEST(KeysFile, KeysReadInDifferentPlacesDoNotConflict) {
    Keymap keymap;
    // 'q' quits from the main menu; in play it is free.
    EXPECT_THAT(problem_texts(keymap.rebind("wait: ['.', q]\n", "keys.yaml")), IsEmpty());
    EXPECT_EQ(keymap.match(file_press(keys::kQ, U'q'), kScopePlay), Action::wait);
    EXPECT_EQ(keymap.match(file_press(keys::kQ, U'q'), kScopeMainMenu), Action::menu_quit);
    // A key read everywhere conflicts with every other.
    EXPECT_THAT(problem_texts(keymap.rebind("quit: [ctrl+q, F2]\nexplore: [F2, o]\n", "keys.yaml")),
                ElementsAre(HasSubstr("keys.yaml:2:11: 'F2' is already quit's key")));
}

TEST(KeysFile, ANumpadKeyAndTheDigitItTypesConflict) {
    Keymap keymap;
    EXPECT_THAT(problem_texts(keymap.rebind("explore: ['8']\n", "keys.yaml")),
                ElementsAre(HasSubstr("keys.yaml:1:1: 'explore' has no usable key on this line; "
                                      "it keeps its default keys: o"),
                            HasSubstr("keys.yaml:1:11: '8' is already move_n's key")));
}

TEST(KeysFile, TheInventoryLettersStayItems) {
    Keymap keymap;
    EXPECT_THAT(problem_texts(keymap.rebind("list_down: [Down, j]\n", "keys.yaml")),
                ElementsAre(HasSubstr("would hide the inventory's item letters")));
    EXPECT_EQ(keymap.match(file_press(keys::kDown), kScopeList), Action::list_down);
    EXPECT_FALSE(keymap.match(file_press(keys::kJ, U'j'), kScopeList));
}

TEST(KeysFile, DuplicatesAreNamed) {
    Keymap keymap;
    const auto problems =
        keymap.rebind("explore: [Tab]\nexplore: [F3]\nlook: [x, x]\n", "keys.yaml");
    EXPECT_THAT(problem_texts(problems),
                ElementsAre(HasSubstr("keys.yaml:2:1: duplicate key 'explore'"),
                            "keys.yaml:3:11: 'x' is listed twice for 'look'"));
    EXPECT_EQ(keymap.match(file_press(keys::kTab), kScopePlay), Action::explore);
    EXPECT_FALSE(keymap.match(file_press(keys::kF3), kScopePlay));
}

TEST(KeysFile, ASyntaxErrorIsAtItsLine) {
    Keymap keymap;
    const auto problems =
        keymap.rebind("wait: [Numpad 5]\nmove_w: [Left\nmove_e: [Right]\n", "keys.yaml");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].line, 2) << to_string(problems[0]);
    EXPECT_EQ(problems[0].column, 9);
    EXPECT_EQ(keymap.match(file_press(keys::kPeriod, U'.'), kScopePlay), Action::wait)
        << "a file that does not parse changes nothing";
}

TEST(KeysFile, ASecondDocumentIsReportedAndTheFirstApplies) {
    Keymap keymap;
    const auto problems = keymap.rebind("explore: [Tab]\n---\nlook: [F4]\n", "keys.yaml");
    EXPECT_THAT(problem_texts(problems),
                ElementsAre(HasSubstr("keys.yaml:3:1: a second YAML document")));
    EXPECT_EQ(keymap.match(file_press(keys::kTab), kScopePlay), Action::explore);
    EXPECT_FALSE(keymap.match(file_press(keys::kF4), kScopePlay));
}

TEST(KeysFile, AFileThatIsNotAMapSaysSo) {
    Keymap keymap;
    EXPECT_THAT(problem_texts(keymap.rebind("[not, a, map]", "keys.yaml")),
                ElementsAre(HasSubstr("keys.yaml:1:1: keys.yaml must be a mapping")));
    EXPECT_THAT(problem_texts(keymap.rebind("", "keys.yaml")), IsEmpty());
    EXPECT_THAT(problem_texts(keymap.rebind("# nothing yet\n", "keys.yaml")), IsEmpty());
}

TEST(KeysFile, ModifierChordsAndEveryCommonNameRebind) {
    Keymap keymap;
    const auto problems = keymap.rebind(
        "quit: [ctrl+x]\nexplore: [F5, Home]\nzoom_in: [Page Up]\nzoom_out: [Page Down]\n"
        "pickup: [Insert, g]\ndrop: [Delete]\nwait: [Numpad 0, Space, Backspace]\n",
        "keys.yaml");
    EXPECT_THAT(problem_texts(problems), IsEmpty());
    KeyEvent ctrl_x = file_press(keys::kX);
    ctrl_x.ctrl = true;
    EXPECT_EQ(keymap.match_global(ctrl_x), Action::quit);
    EXPECT_EQ(keymap.match(file_press(keys::kHome), kScopePlay), Action::explore);
    EXPECT_EQ(keymap.match(file_press(keys::kSpace, U' '), kScopePlay), Action::wait);
    EXPECT_EQ(keymap.match(file_press(keys::kKp0, U'0'), kScopePlay), Action::wait);
}

}  // namespace
}  // namespace cf
