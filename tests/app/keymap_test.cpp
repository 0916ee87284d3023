// The keymap drives input and documents itself: what a press does where, that every key
// the program reacts to is a row, and that the README's "How to play" table is exactly
// the keymap's rows.

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

KeyEvent ctrl_press(int key) {
    KeyEvent e = press(key);
    e.ctrl = true;
    return e;
}

TEST(Keymap, GreaterThanDescendsWhateverKeyTypedIt) {
    const Keymap keymap;
    // US layout: Shift+Period. A layout where '>' has its own key: some other key code.
    EXPECT_EQ(keymap.match(press(keys::kPeriod, U'>', true), kScopePlay), Action::descend);
    EXPECT_EQ(keymap.match(press(keys::kBackslash, U'>'), kScopePlay), Action::descend);
    // A period is a wait, not a descent, even with a stray Shift reported.
    EXPECT_EQ(keymap.match(press(keys::kPeriod, U'.'), kScopePlay), Action::wait);
    // Shift+R rests; a plain r is not a rest.
    EXPECT_EQ(keymap.match(press(keys::kR, U'R', true), kScopePlay), Action::rest);
    EXPECT_NE(keymap.match(press(keys::kR, U'r'), kScopePlay), Action::rest);
}

TEST(Keymap, LettersAreMatchedByTheCharacterTyped) {
    const Keymap keymap;
    // On AZERTY the key GLFW calls A types 'q'; on Dvorak the key called J types 'h'.
    EXPECT_EQ(keymap.match(press(keys::kJ, U'h'), kScopePlay), Action::move_w);
    EXPECT_EQ(keymap.match(press(keys::kH, U'd'), kScopePlay), Action::drop);
}

TEST(Keymap, NamedKeysAndNumpadMove) {
    const Keymap keymap;
    EXPECT_EQ(keymap.match(press(keys::kLeft), kScopePlay), Action::move_w);
    EXPECT_EQ(keymap.match(press(keys::kKp9, U'9'), kScopePlay), Action::move_ne);
    EXPECT_EQ(keymap.match(press(keys::kKp5, U'5'), kScopePlay), Action::wait);
    EXPECT_EQ(keymap.match(press(keys::kEscape), kScopePlay), Action::menu);
    EXPECT_EQ(keymap.match(press(keys::kF1), kScopePlay), Action::toggle_editor);
    EXPECT_FALSE(keymap.match(press(keys::kF5), kScopePlay));
}

TEST(Keymap, OneKeyMeansWhatTheScreenReadingItSays) {
    const Keymap keymap;
    const KeyEvent n = press(keys::kN, U'n');
    EXPECT_EQ(keymap.match(n, kScopePlay), Action::move_se);
    EXPECT_EQ(keymap.match(n, kScopeMainMenu), Action::menu_new_game);
    EXPECT_EQ(keymap.match(n, kScopeGameOver), Action::menu_new_game);
    EXPECT_EQ(keymap.match(n, kScopeQuestion), Action::answer_no);
    EXPECT_EQ(keymap.match(press(keys::kUp), kScopeList), Action::list_up);
    EXPECT_EQ(keymap.match(press(keys::kUp), kScopeCursor), Action::move_n);
    EXPECT_EQ(keymap.match(press(keys::kC, U'c'), kScopeLevelUp), Action::level_defense);
    EXPECT_EQ(keymap.match(press(keys::kEnter), kScopeList), Action::confirm);
    EXPECT_FALSE(keymap.match(press(keys::kEnter), kScopePlay));
}

TEST(Keymap, ChordsAreRowsToo) {
    const Keymap keymap;
    EXPECT_EQ(keymap.match_global(ctrl_press(keys::kQ)), Action::quit);
    EXPECT_EQ(keymap.match_global(ctrl_press(keys::kS)), Action::save_content);
    EXPECT_EQ(keymap.match_global(ctrl_press(keys::kZ)), Action::undo);
    EXPECT_EQ(keymap.match_global(ctrl_press(keys::kY)), Action::redo);
    EXPECT_EQ(keymap.match_global(press(keys::kF1)), Action::toggle_editor);
    // Plain q is not quitting, and a chord is not its letter.
    EXPECT_FALSE(keymap.match_global(press(keys::kQ, U'q')));
    EXPECT_FALSE(keymap.match(ctrl_press(keys::kK), kScopePlay));
    EXPECT_FALSE(keymap.match_global(press(keys::kLeft)));
}

TEST(Keymap, OnlyMovesWaitsAndCursorsRepeatWhileHeld) {
    const Keymap keymap;
    KeyEvent held = press(keys::kLeft);
    held.repeat = true;
    EXPECT_EQ(keymap.match(held, kScopePlay), Action::move_w);
    KeyEvent held_i = press(keys::kI, U'i');
    held_i.repeat = true;
    EXPECT_FALSE(keymap.match(held_i, kScopePlay)) << "a held i opens the inventory once";
    KeyEvent held_down = press(keys::kDown);
    held_down.repeat = true;
    EXPECT_EQ(keymap.match(held_down, kScopeList), Action::list_down);
}

TEST(Keymap, MovesCarryTheirDirection) {
    EXPECT_EQ(direction_of(Action::move_sw), Direction::sw);
    EXPECT_EQ(direction_of(Action::move_n), Direction::n);
    EXPECT_FALSE(direction_of(Action::wait));
    const Keymap keymap;
    FrameInput input{press(keys::kKp1, U'1'), &keymap};
    EXPECT_EQ(direction_of(*input.action(kScopePlay)), Direction::sw);
    EXPECT_EQ(letter_of(press(keys::kC, U'c')), 2);
    EXPECT_FALSE(letter_of(press(keys::kC, U'C', true)));
}

TEST(Keymap, NoTwoActionsReadTogetherShareADefaultKey) {
    const Keymap keymap;
    const auto& rows = keymap.rows();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        EXPECT_EQ(rows[i].action, static_cast<Action>(i)) << rows[i].id;
        for (std::size_t j = i + 1; j < rows.size(); ++j) {
            if ((rows[i].scopes & rows[j].scopes) == 0) continue;
            for (const Binding& a : rows[i].bindings) {
                for (const Binding& b : rows[j].bindings) {
                    EXPECT_FALSE(bindings_overlap(a, b))
                        << rows[i].id << " and " << rows[j].id << " share " << binding_name(a);
                }
            }
        }
    }
}

TEST(Keymap, ButtonsNameTheKeyOfTheirAction) {
    Keymap keymap;
    EXPECT_EQ(keymap.hint(Action::menu_continue), "c");
    EXPECT_EQ(keymap.hint(Action::quit), "Ctrl+Q");
    EXPECT_TRUE(keymap.rebind("menu_continue: [F5]\n", "keys.yaml").empty());
    EXPECT_EQ(keymap.hint(Action::menu_continue), "F5");
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
