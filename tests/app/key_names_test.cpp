// Key names as people write them in keys.yaml: the common named keys, modifiers, any
// spelling of a name, and that every name the program writes reads back as its key.

#include "app/key_names.hpp"

#include <gtest/gtest.h>

#include <string>

#include "app/platform/keys.hpp"

namespace cf {
namespace {

TEST(KeyNames, TheCommonNamedKeysAreKnown) {
    const struct {
        const char* name;
        int key;
    } cases[] = {
        {"F2", keys::kF2},
        {"F12", keys::kF12},
        {"Home", keys::kHome},
        {"End", keys::kEnd},
        {"Page Up", keys::kPageUp},
        {"Page Down", keys::kPageDown},
        {"Insert", keys::kInsert},
        {"Delete", keys::kDelete},
        {"Backspace", keys::kBackspace},
        {"Tab", keys::kTab},
        {"Space", keys::kSpace},
        {"Numpad 0", keys::kKp0},
        {"Numpad Enter", keys::kKpEnter},
        {"Esc", keys::kEscape},
        {"Enter", keys::kEnter},
        {"Numpad +", keys::kKpAdd},
    };
    for (const auto& c : cases) {
        const BindingParse parsed = parse_binding(c.name);
        ASSERT_TRUE(parsed.binding) << c.name << ": " << parsed.error;
        EXPECT_EQ(*parsed.binding, Binding::key_of(c.key)) << c.name;
        EXPECT_EQ(binding_name(*parsed.binding), c.name);
    }
}

TEST(KeyNames, AnySpellingPeopleUse) {
    EXPECT_EQ(binding_named("pageup"), Binding::key_of(keys::kPageUp));
    EXPECT_EQ(binding_named("PgDn"), Binding::key_of(keys::kPageDown));
    EXPECT_EQ(binding_named("escape"), Binding::key_of(keys::kEscape));
    EXPECT_EQ(binding_named("Return"), Binding::key_of(keys::kEnter));
    EXPECT_EQ(binding_named("KP_4"), Binding::key_of(keys::kKp4));
    EXPECT_EQ(binding_named("numpad enter"), Binding::key_of(keys::kKpEnter));
    EXPECT_EQ(binding_named("del"), Binding::key_of(keys::kDelete));
}

TEST(KeyNames, ModifiersMakeChords) {
    EXPECT_EQ(binding_named("ctrl+a"), Binding::chord(keys::kA, true));
    EXPECT_EQ(binding_named("Control+S"), Binding::chord(keys::kS, true));
    EXPECT_EQ(binding_named("alt+1"), Binding::chord(keys::k1, false, true));
    EXPECT_EQ(binding_named("ctrl+F5"), Binding::chord(keys::kF5, true));
    Binding shift_tab = Binding::key_of(keys::kTab);
    shift_tab.shift = true;
    EXPECT_EQ(binding_named("shift+Tab"), shift_tab);
    EXPECT_EQ(binding_name(Binding::chord(keys::kQ, true)), "Ctrl+Q");
}

TEST(KeyNames, CharactersAreThemselves) {
    EXPECT_EQ(binding_named(">"), Binding::character_of(U'>'));
    EXPECT_EQ(binding_named("A"), Binding::character_of(U'A'));
    EXPECT_EQ(binding_named("é"), Binding::character_of(U'é'));
    EXPECT_EQ(binding_name(Binding::character_of(U'é')), "é");
}

TEST(KeyNames, WhatIsNotAKeySaysWhy) {
    EXPECT_EQ(parse_binding("Lft").error, "unknown key 'Lft'");
    EXPECT_FALSE(parse_binding("").binding);
    EXPECT_FALSE(parse_binding("ctrl+").binding);
    EXPECT_NE(parse_binding("shift+a").error.find("'A'"), std::string::npos)
        << "Shift with a character: the character itself is written";
    EXPECT_FALSE(parse_binding("ctrl+é").binding);
}

TEST(KeyNames, EveryNameWrittenReadsBack) {
    for (int key = 0; key < 400; ++key) {
        for (const bool ctrl : {false, true}) {
            const Binding b = Binding::chord(key, ctrl);
            const std::string name = binding_name(b);
            if (name.rfind("key ", 0) == 0 || name.find("key ") != std::string::npos) continue;
            if (!ctrl && name.size() == 1) continue;  // a letter key alone is its character
            EXPECT_EQ(binding_named(name), b) << name;
        }
    }
}

TEST(KeyNames, AKeyAndTheCharacterItTypesOverlap) {
    EXPECT_TRUE(bindings_overlap(Binding::key_of(keys::kKp5), Binding::character_of(U'5')));
    EXPECT_TRUE(bindings_overlap(Binding::character_of(U' '), Binding::key_of(keys::kSpace)));
    EXPECT_FALSE(bindings_overlap(Binding::key_of(keys::kKp5), Binding::character_of(U'6')));
    EXPECT_FALSE(bindings_overlap(Binding::chord(keys::kA, true), Binding::character_of(U'a')));
}

TEST(KeyNames, APressMatchesItsBinding) {
    KeyEvent ctrl_a;
    ctrl_a.key = keys::kA;
    ctrl_a.ctrl = true;
    EXPECT_TRUE(Binding::chord(keys::kA, true).matches(ctrl_a));
    EXPECT_FALSE(Binding::character_of(U'a').matches(ctrl_a));
    KeyEvent a;
    a.key = keys::kA;
    a.character = U'a';
    EXPECT_FALSE(Binding::chord(keys::kA, true).matches(a));
    EXPECT_TRUE(Binding::character_of(U'a').matches(a));
}

}  // namespace
}  // namespace cf
