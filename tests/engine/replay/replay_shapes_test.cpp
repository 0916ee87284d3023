// Every part of a recording in every wrong shape is a located problem, never a crash:
// the first hardening pass found none of these because no corpus held keyframes.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/replay/replay.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ProblemAt;

std::vector<Problem> problems_of(const test::TempDir& dir, const std::string& text) {
    const std::string path = dir.write("r.yaml", text);
    const ReplayLoad load = load_replay(path);
    EXPECT_FALSE(load.replay) << text;
    return load.problems;
}

// A recording's text that has exactly one problem, at line:column, whose message holds
// `message`.
struct OneProblem {
    const char* text;
    int line;
    int column;
    const char* message;
};

void expect_one_problem_each(const std::vector<OneProblem>& cases) {
    test::TempDir dir;
    const std::string path = dir.file("r.yaml");
    for (const OneProblem& c : cases) {
        EXPECT_THAT(problems_of(dir, c.text),
                    ElementsAre(ProblemAt(path, c.line, c.column, c.message)))
            << c.text;
    }
}

TEST(ReplayShapes, AKeyframeWithoutEventOrStateIsAProblemNotACrash) {
    // YAML::InvalidNode escaped while the message was built (replay.cpp, before the fix).
    expect_one_problem_each({
        {"events: []\nkeyframes:\n  - {state: x}\n", 3, 5, "a keyframe needs 'event'"},
        {"events: []\nkeyframes:\n  - {event: 100}\n", 3, 5, "a keyframe needs 'state'"},
    });
    test::TempDir dir;
    const std::string path = dir.file("r.yaml");
    EXPECT_THAT(problems_of(dir, "events: []\nkeyframes:\n  - {}\n"),
                ElementsAre(ProblemAt(path, 3, 5, "needs 'event'"),
                            ProblemAt(path, 3, 5, "needs 'state'")));
}

TEST(ReplayShapes, KeyframesOfEveryOtherShapeAreLocatedProblems) {
    expect_one_problem_each({
        {"keyframes: 5\n", 1, 12, "'keyframes' must be a list"},
        {"keyframes: [5]\n", 1, 13, "each keyframe must be {event: N, state"},
        {"keyframes: [{event: x, state: s}]\n", 1, 21, "'event' must be a whole number"},
        {"keyframes: [{event: 1, state: [s]}]\n", 1, 31, "'state' must be text"},
        {"keyframes: [{event: 1, state: s, when: 2}]\n", 1, 34, "unknown key 'when' in a keyframe"},
        {"keyframes: [{event: 1, event: 2, state: s}]\n", 1, 24, "duplicate key 'event'"},
    });
}

TEST(ReplayShapes, AKeyframeOutsideTheEventsOrWithoutASavedStateIsAProblem) {
    // {event: 99999999, state: garbage} was accepted.
    expect_one_problem_each({
        {"events: [wait]\nkeyframes: [{event: 1, state: garbage}]\n", 2, 13,
         "a keyframe's state must be a saved game"},
        {"events: [wait]\nkeyframes: [{event: 99999999, state: 'format: cryptforge-save'}]\n", 2,
         13, "a keyframe's event must be from 1 to 1, the recording's events; it is 99999999"},
    });
}

TEST(ReplayShapes, ChecksMustBeAListOfStateHashes) {
    expect_one_problem_each({
        {"checks: 5\nevents: []\n", 1, 9, "'checks' must be a list of state hashes"},
        {"checks: [nothex]\nevents: [wait]\n", 1, 10, "16 lower-case hexadecimal digits"},
        {"checks: [[0]]\nevents: [wait]\n", 1, 10, "'check' must be text"},
    });
}

TEST(ReplayShapes, RenamesAndContentsOfTheWrongShapeAreLocated) {
    expect_one_problem_each({
        {"events:\n  - {reload: ., renames: orc}\n", 2, 26, "'renames' must be a list"},
        {"events:\n  - {reload: ., renames: [[actor, orc]]}\n", 2, 27,
         "each rename must be [kind, old id, new id]"},
        {"contents: {a: b}\nevents: []\n", 1, 11, "'contents' must be a list"},
    });
    test::TempDir dir;
    const std::string path = dir.file("r.yaml");
    EXPECT_THAT(problems_of(dir, "contents: [{notes.yaml: x}]\nevents: []\n"),
                Contains(ProblemAt(path, 1, 13, "'notes.yaml' is not a content file")));
}

TEST(ReplayShapes, RenamesOfEveryKindAreRead) {
    // A recording made after renaming a status did not replay: "each rename must be
    // [kind, old id, new id]" for [status, poisoned, envenomed].
    test::TempDir dir;
    const std::string path =
        dir.write("r.yaml",
                  "events:\n  - {reload: ., renames: [[status, poisoned, envenomed], [tile, "
                  "wall, rock], [slot, armor, body]]}\n");
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    ASSERT_EQ(load.replay->steps.size(), 1u);
    EXPECT_THAT(
        load.replay->steps[0].renames,
        ElementsAre(Rename{DefKind::status, "poisoned", "envenomed"},
                    Rename{DefKind::tile, "wall", "rock"}, Rename{DefKind::slot, "armor", "body"}));
}

TEST(ReplayShapes, TheSeedFollowsTheNumberRule) {
    expect_one_problem_each({
        {"seed: 0x10\nevents: []\n", 1, 7,
         "'seed' must be a whole number from 0 to 18446744073709551615: '0x10' is hexadecimal"},
        {"seed: '7'\nevents: []\n", 1, 7, "in quotes"},
        {"seed: 18446744073709551616\nevents: []\n", 1, 7, "'seed' must be a whole number"},
    });
    test::TempDir dir;
    const std::string ok = dir.write("ok.yaml", "seed: 18446744073709551615\nevents: []\n");
    const ReplayLoad load = load_replay(ok);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    EXPECT_EQ(load.replay->seed, 18446744073709551615u);
}

TEST(ReplayShapes, EditWordsFollowTheNumberRule) {
    test::TempDir dir;
    const std::string path = dir.file("r.yaml");
    EXPECT_THAT(problems_of(dir, "events:\n  - edit set 05 fighter.hp 4\n"),
                ElementsAre(Field(&Problem::line, 2)));
    EXPECT_THAT(problems_of(dir, "events:\n  - use a 0x3 4\n"),
                ElementsAre(Field(&Problem::line, 2)));
}

}  // namespace
}  // namespace cf
