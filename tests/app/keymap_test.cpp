// The keymap drives input and documents itself: what a press does, and that the README's
// "How to play" table is exactly the keymap's rows.

#include "app/keymap.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "app/input.hpp"
#include "app/platform/keys.hpp"
#include "tests/support/test_paths.hpp"

namespace cf {
namespace {

KeyEvent press(int key, char32_t character = 0, bool shift = false) {
    KeyEvent e;
    e.key = key;
    e.character = character;
    e.shift = shift;
    return e;
}

TEST(Keymap, GreaterThanDescendsWhateverKeyTypedIt) {
    const Keymap keymap;
    // US layout: Shift+Period. A layout where '>' has its own key: some other key code.
    EXPECT_EQ(keymap.match(press(keys::kPeriod, U'>', true)), Action::descend);
    EXPECT_EQ(keymap.match(press(keys::kBackslash, U'>')), Action::descend);
    // A period is a wait, not a descent, even with a stray Shift reported.
    EXPECT_EQ(keymap.match(press(keys::kPeriod, U'.')), Action::wait);
}

TEST(Keymap, LettersAreMatchedByTheCharacterTyped) {
    const Keymap keymap;
    // On AZERTY the key GLFW calls A types 'q'; on Dvorak the key called J types 'h'.
    EXPECT_EQ(keymap.match(press(keys::kJ, U'h')), Action::move_w);
    EXPECT_EQ(keymap.match(press(keys::kH, U'd')), Action::drop);
}

TEST(Keymap, NamedKeysAndNumpadMove) {
    const Keymap keymap;
    EXPECT_EQ(keymap.match(press(keys::kLeft)), Action::move_w);
    EXPECT_EQ(keymap.match(press(keys::kKp9, U'9')), Action::move_ne);
    EXPECT_EQ(keymap.match(press(keys::kKp5, U'5')), Action::wait);
    EXPECT_EQ(keymap.match(press(keys::kEscape)), Action::menu);
    EXPECT_EQ(keymap.match(press(keys::kF1)), Action::toggle_editor);
}

TEST(Keymap, ControlChordsAreNotGameActions) {
    const Keymap keymap;
    KeyEvent ctrl_s = press(keys::kS, 0);
    ctrl_s.ctrl = true;
    EXPECT_FALSE(keymap.match(ctrl_s));
    EXPECT_FALSE(keymap.match(press(keys::kF5)));
}

TEST(Keymap, IntentsCarryTheDirection) {
    const Keymap keymap;
    const KeyIntent intent = intent_of(press(keys::kKp1, U'1'), keymap);
    EXPECT_EQ(intent.intent, Intent::move);
    EXPECT_EQ(intent.dir, Direction::sw);
    EXPECT_EQ(letter_of(press(keys::kC, U'c')), 2);
    EXPECT_FALSE(letter_of(press(keys::kC, U'C', true)));
}

// The README's "How to play" table, from its header line to the first line after it that
// is not a table row.
std::vector<std::string> readme_key_table() {
    std::ifstream in(test::readme_path());
    std::vector<std::string> table;
    bool in_section = false;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("## ", 0) == 0) in_section = line == "## How to play";
        if (!in_section) continue;
        if (line.rfind("|", 0) == 0) {
            table.push_back(line);
        } else if (!table.empty()) {
            break;
        }
    }
    return table;
}

TEST(Keymap, ReadmeKeyTableIsTheKeymap) {
    const std::vector<std::string> readme = readme_key_table();
    const std::vector<std::string> expected = markdown_key_table(Keymap());
    ASSERT_FALSE(readme.empty()) << "no key table under '## How to play' in "
                                 << test::readme_path();
    EXPECT_EQ(readme, expected) << "update README.md's key table to:\n"
                                << [&] {
                                       std::string text;
                                       for (const std::string& line : expected) text += line + "\n";
                                       return text;
                                   }();
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

TEST(KeymapRebind, ReplacesTheKeysOfTheActionsNamed) {
    Keymap keymap;
    const auto problems =
        keymap.rebind("move_w: [Left, a]\ndescend: [Numpad Enter, '>']\n", "keys.yaml");
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(keymap.match(press(keys::kA, U'a')), Action::move_w);
    EXPECT_FALSE(keymap.match(press(keys::kH, U'h')));  // h is no longer bound
    EXPECT_EQ(keymap.match(press(keys::kKpEnter)), Action::descend);
    EXPECT_EQ(keymap.match(press(keys::kRight)), Action::move_e);  // untouched
}

TEST(KeymapRebind, ProblemsNameFileLineAndKeepTheDefaults) {
    Keymap keymap;
    const auto problems = keymap.rebind("wait: [Numpad 5]\nmove_w: [Lft]\nfly: [f]\n", "keys.yaml");
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0], "keys.yaml:2: unknown key 'Lft' for 'move_w'");
    EXPECT_EQ(problems[1], "keys.yaml:3: unknown action 'fly'");
    EXPECT_EQ(keymap.match(press(keys::kLeft)), Action::move_w);
    EXPECT_FALSE(keymap.match(press(keys::kPeriod, U'.')));  // wait is Numpad 5 only now
    EXPECT_FALSE(keymap.rebind("[not, a, map]", "keys.yaml").empty());
    EXPECT_FALSE(keymap.rebind("move_w: [Left", "keys.yaml").empty());
}

}  // namespace
}  // namespace cf
