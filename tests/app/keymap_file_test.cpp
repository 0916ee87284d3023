// keys.yaml as a settings file people can trust: what it changes, and every mistake named
// once at its line and column, dropping only what the mistake is about.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <optional>
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

// The problems of keys.yaml holding `text`, as "file:line:col: message" lines.
std::vector<std::string> rebind_problems(Keymap& keymap, const std::string& text) {
    return problem_texts(keymap.rebind(text, "keys.yaml"));
}

// What a press of `key` (typing `character`) does in play.
std::optional<Action> in_play(const Keymap& keymap, int key, char32_t character = 0) {
    return keymap.match(file_press(key, character), kScopePlay);
}

TEST(KeysFile, ReplacesTheKeysOfTheActionsNamed) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "move_w: [Left, a]\ndescend: [Numpad Enter, '>']\n"),
                IsEmpty());
    EXPECT_EQ(in_play(keymap, keys::kA, U'a'), Action::move_w);
    EXPECT_FALSE(in_play(keymap, keys::kH, U'h'));  // h is no longer bound
    EXPECT_EQ(in_play(keymap, keys::kKpEnter), Action::descend);
    EXPECT_EQ(in_play(keymap, keys::kRight), Action::move_e);  // untouched
}

TEST(KeysFile, OneKeyNeedsNoBrackets) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "explore: Tab\n"), IsEmpty());
    EXPECT_EQ(in_play(keymap, keys::kTab), Action::explore);
}

TEST(KeysFile, AnAliasInsideItselfIsAProblemAndChangesNoKey) {
    // yaml-cpp builds it as a loop: reading it recursed until the stack ran out.
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "move_w: &k [a, *k]\n"),
                ElementsAre(HasSubstr("keys.yaml:1:16: this alias")));
    EXPECT_EQ(in_play(keymap, keys::kH, U'h'), Action::move_w);
    EXPECT_FALSE(in_play(keymap, keys::kA, U'a'));
}

TEST(KeysFile, ABadKeyDropsOnlyItself) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "move_w: [Left, Lft, a]\n"),
                ElementsAre("keys.yaml:1:16: unknown key 'Lft' for 'move_w'"));
    EXPECT_EQ(in_play(keymap, keys::kLeft), Action::move_w);
    EXPECT_EQ(in_play(keymap, keys::kA, U'a'), Action::move_w);
    EXPECT_FALSE(in_play(keymap, keys::kH, U'h'));
}

TEST(KeysFile, ALineWithNoUsableKeyKeepsTheDefaults) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "wait: [Numpad 5]\nmove_w: [Lft]\nfly: [f]\n"),
                ElementsAre("keys.yaml:2:1: 'move_w' has no usable key on this line; it keeps "
                            "its default keys: Left, Numpad 4, h",
                            "keys.yaml:2:10: unknown key 'Lft' for 'move_w'",
                            HasSubstr("keys.yaml:3:1: unknown action 'fly'")));
    EXPECT_EQ(in_play(keymap, keys::kLeft), Action::move_w);
    EXPECT_FALSE(in_play(keymap, keys::kPeriod, U'.'));  // wait is Numpad 5 only
}

TEST(KeysFile, AConflictIsAProblemAndTakesNoKeyAway) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "move_w: [Left, i]\n"),
                ElementsAre(HasSubstr("keys.yaml:1:16: 'i' is already inventory's key")));
    EXPECT_EQ(in_play(keymap, keys::kI, U'i'), Action::inventory);
    EXPECT_EQ(in_play(keymap, keys::kLeft), Action::move_w);
}

TEST(KeysFile, AKeyFreedByTheFileMayBeTaken) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "move_w: [Left, i]\ninventory: [I]\n"), IsEmpty());
    EXPECT_EQ(in_play(keymap, keys::kI, U'i'), Action::move_w);
    EXPECT_EQ(in_play(keymap, keys::kI, U'I'), Action::inventory);
}

TEST(KeysFile, TheLaterOfTwoLinesLosesTheKey) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "explore: [Tab]\nlook: [Tab, x]\n"),
                ElementsAre(HasSubstr("keys.yaml:2:8: 'Tab' is already explore's key")));
    EXPECT_EQ(in_play(keymap, keys::kTab), Action::explore);
}

TEST(KeysFile, KeysReadInDifferentPlacesDoNotConflict) {
    Keymap keymap;
    // 'q' quits from the main menu; in play it is free.
    EXPECT_THAT(rebind_problems(keymap, "wait: ['.', q]\n"), IsEmpty());
    EXPECT_EQ(in_play(keymap, keys::kQ, U'q'), Action::wait);
    EXPECT_EQ(keymap.match(file_press(keys::kQ, U'q'), kScopeMainMenu), Action::menu_quit);
    // A key read everywhere conflicts with every other.
    EXPECT_THAT(rebind_problems(keymap, "quit: [ctrl+q, F2]\nexplore: [F2, o]\n"),
                ElementsAre(HasSubstr("keys.yaml:2:11: 'F2' is already quit's key")));
}

TEST(KeysFile, ANumpadKeyAndTheDigitItTypesConflict) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "explore: ['8']\n"),
                ElementsAre(HasSubstr("keys.yaml:1:1: 'explore' has no usable key on this line; "
                                      "it keeps its default keys: o"),
                            HasSubstr("keys.yaml:1:11: '8' is already move_n's key")));
}

TEST(KeysFile, TheInventoryLettersStayItems) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "list_down: [Down, j]\n"),
                ElementsAre(HasSubstr("would hide the inventory's item letters")));
    EXPECT_EQ(keymap.match(file_press(keys::kDown), kScopeList), Action::list_down);
    EXPECT_FALSE(keymap.match(file_press(keys::kJ, U'j'), kScopeList));
}

TEST(KeysFile, DuplicatesAreNamed) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "explore: [Tab]\nexplore: [F3]\nlook: [x, x]\n"),
                ElementsAre(HasSubstr("keys.yaml:2:1: duplicate key 'explore'"),
                            "keys.yaml:3:11: 'x' is listed twice for 'look'"));
    EXPECT_EQ(in_play(keymap, keys::kTab), Action::explore);
    EXPECT_FALSE(in_play(keymap, keys::kF3));
}

TEST(KeysFile, ASyntaxErrorIsAtItsLine) {
    Keymap keymap;
    const auto problems =
        keymap.rebind("wait: [Numpad 5]\nmove_w: [Left\nmove_e: [Right]\n", "keys.yaml");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].line, 2) << to_string(problems[0]);
    EXPECT_EQ(problems[0].column, 9);
    EXPECT_EQ(in_play(keymap, keys::kPeriod, U'.'), Action::wait)
        << "a file that does not parse changes nothing";
}

TEST(KeysFile, ASecondDocumentIsReportedAndTheFirstApplies) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "explore: [Tab]\n---\nlook: [F4]\n"),
                ElementsAre(HasSubstr("keys.yaml:3:1: a second YAML document")));
    EXPECT_EQ(in_play(keymap, keys::kTab), Action::explore);
    EXPECT_FALSE(in_play(keymap, keys::kF4));
}

TEST(KeysFile, AFileThatIsNotAMapSaysSo) {
    Keymap keymap;
    EXPECT_THAT(rebind_problems(keymap, "[not, a, map]"),
                ElementsAre(HasSubstr("keys.yaml:1:1: keys.yaml must be a mapping")));
    EXPECT_THAT(rebind_problems(keymap, ""), IsEmpty());
    EXPECT_THAT(rebind_problems(keymap, "# nothing yet\n"), IsEmpty());
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
    EXPECT_EQ(in_play(keymap, keys::kHome), Action::explore);
    EXPECT_EQ(in_play(keymap, keys::kSpace, U' '), Action::wait);
    EXPECT_EQ(in_play(keymap, keys::kKp0, U'0'), Action::wait);
}

}  // namespace
}  // namespace cf
