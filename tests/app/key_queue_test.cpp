// The key queue keeps every press in order and ties each typed character to its key.

#include "app/platform/key_queue.hpp"

#include <gtest/gtest.h>

#include "app/platform/keys.hpp"

namespace cf {
namespace {

TEST(KeyQueue, KeepsEveryPressInOrder) {
    KeyQueue q;
    for (int i = 0; i < 100; ++i)
        q.push_key(i % 2 ? keys::kLeft : keys::kRight, false, false, false, false);
    ASSERT_EQ(q.size(), 100u);
    for (int i = 0; i < 100; ++i) EXPECT_EQ(q.pop()->key, i % 2 ? keys::kLeft : keys::kRight);
    EXPECT_FALSE(q.pop());
}

TEST(KeyQueue, CharacterJoinsTheKeyThatTypedIt) {
    KeyQueue q;
    q.push_key(keys::kPeriod, true, false, false, false);
    q.push_character(U'>');
    q.push_key(keys::kLeft, false, false, false, false);
    ASSERT_EQ(q.size(), 2u);
    const KeyEvent first = *q.pop();
    EXPECT_EQ(first.key, keys::kPeriod);
    EXPECT_EQ(first.character, U'>');
    EXPECT_TRUE(first.shift);
    EXPECT_EQ(q.pop()->character, 0u);
}

TEST(KeyQueue, CharacterWithoutKeyIsItsOwnEvent) {
    KeyQueue q;
    q.push_key(keys::kA, false, false, false, false);
    q.push_character(U'a');
    q.push_character(U'\u00e9');  // e.g. from an input method
    ASSERT_EQ(q.size(), 2u);
    q.pop();
    const KeyEvent second = *q.pop();
    EXPECT_EQ(second.key, -1);
    EXPECT_EQ(second.character, U'\u00e9');
}

TEST(KeyQueue, UnreadRepeatsOfAHeldKeyDoNotPileUp) {
    KeyQueue q;
    q.push_key(keys::kDown, false, false, false, false);
    for (int i = 0; i < 30; ++i) q.push_key(keys::kDown, false, false, false, true);
    EXPECT_EQ(q.size(), 2u);  // the press and one repeat
    q.pop();
    q.pop();
    q.push_key(keys::kDown, false, false, false, true);
    EXPECT_EQ(q.size(), 1u);  // once read, the next repeat is queued again
}

TEST(KeyQueue, RepeatsAreEvents) {
    KeyQueue q;
    q.push_key(keys::kDown, false, false, false, false);
    q.push_key(keys::kDown, false, false, false, true);
    EXPECT_EQ(q.size(), 2u);
    EXPECT_FALSE(q.pop()->repeat);
    EXPECT_TRUE(q.pop()->repeat);
}

}  // namespace
}  // namespace cf
