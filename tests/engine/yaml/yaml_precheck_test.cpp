// What the parser refuses before it builds a tree: documents a file of ours must not
// hold (cases of the yaml-test-suite yaml-cpp accepts), and trees too large to build or
// to walk, aliases counted where they are used.

#include "engine/yaml/yaml_precheck.hpp"

#include "engine/yaml/yaml_parse.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/yaml/yaml_parse.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;

std::vector<Problem> problems_of(const std::string& text, std::size_t max_values = 1000) {
    std::vector<Problem> problems;
    EXPECT_EQ(parse_yaml_text(text, "x.yaml", problems, max_values), std::nullopt) << text;
    return problems;
}

TEST(YamlProbe, ADirectiveWithNoDocumentIsAProblem) {
    // yaml-test-suite 9MMA and B63P.
    EXPECT_THAT(problems_of("%YAML 1.2\n"), ElementsAre(ProblemAt("x.yaml", 1, 1, "directive")));
    EXPECT_THAT(problems_of("%YAML 1.2\n...\n"),
                ElementsAre(ProblemAt("x.yaml", 1, 1, "must be followed by a '---' line")));
}

TEST(YamlProbe, ASecondDirectiveAndDocumentIsASecondDocument) {
    // yaml-test-suite MUS6-01.
    EXPECT_THAT(problems_of("%YAML 1.2\n---\n%YAML 1.2\n---\n"),
                ElementsAre(ProblemAt("x.yaml", 4, 1, "second YAML document")));
}

// A document that starts the file with '---' and a directive later: the first document is
// as it should be; what is wrong is that another follows.
TEST(YamlProbe, ADirectiveAfterTheFirstDocumentIsASecondDocument) {
    const std::vector<Problem> problems = problems_of("---\na: 1\n...\n%YAML 1.2\n---\nb: 2\n");
    EXPECT_THAT(problems, ElementsAre(ProblemAt("x.yaml", 6, 1, "second YAML document")))
        << to_string(problems);
}

TEST(YamlProbe, ADirectiveBeforeADocumentIsFine) {
    std::vector<Problem> problems;
    const auto root = parse_yaml_text("%YAML 1.2\n---\na: 1\n", "x.yaml", problems);
    ASSERT_TRUE(root) << to_string(problems);
    EXPECT_EQ((*root)["a"].Scalar(), "1");
}

TEST(YamlProbe, SpawnsRefusesWhatActorsRefuses) {
    // The four cases spawns.yaml took for empty tables while actors.yaml refused them.
    for (const char* text :
         {"---\n---\n", "%YAML 1.2\n", "%YAML 1.2\n...\n", "%YAML 1.2\n---\n%YAML 1.2\n---\n"}) {
        ContentDir dir;
        dir.write("spawns.yaml", text);
        EXPECT_THAT(dir.load().problems, ElementsAre(Field(&Problem::file, "spawns.yaml"))) << text;
    }
}

TEST(YamlProbe, TooManyValuesAreRefusedBeforeATreeIsBuilt) {
    std::string text = "[";
    for (int i = 0; i < 2000; ++i) text += "0,";
    EXPECT_THAT(problems_of(text + "0]"),
                ElementsAre(Field(&Problem::message, HasSubstr("more than 1000 values"))));
}

TEST(YamlProbe, AliasesCountWhereTheyAreUsed) {
    // A "billion laughs": each level ten aliases of the one before. Small as text, it
    // would make any walk of the tree take for ever.
    std::string text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
    for (char level = 'b'; level <= 'f'; ++level) {
        const char previous = static_cast<char>(level - 1);
        text += std::string(1, level) + ": &" + level + " [";
        for (int i = 0; i < 10; ++i) text += std::string(i ? ", *" : "*") + previous;
        text += "]\n";
    }
    EXPECT_THAT(problems_of(text, 100'000),
                ElementsAre(Field(&Problem::message, HasSubstr("aliases counted"))));
    std::vector<Problem> problems;
    EXPECT_TRUE(parse_yaml_text(text, "x.yaml", problems, 2'000'000)) << "within the limit";
}

TEST(YamlProbe, AnAliasInsideItsOwnAnchorsValueIsRefusedAtTheAlias) {
    // yaml-cpp builds such a value as a loop, and every walk of it recursed until the
    // stack ran out (exit 139 from a cold load, `def`, `lab`, `diff` and a hot reload).
    EXPECT_THAT(problems_of("orc: &o {name: A, self: *o}\n"),
                ElementsAre(ProblemAt("x.yaml", 1, 25, "contain itself")));
    EXPECT_THAT(problems_of("a: &a {b: *a}\n"),
                ElementsAre(ProblemAt("x.yaml", 1, 11, "contain itself")));
    EXPECT_THAT(problems_of("a: &a [1, [2, *a]]\n"),
                ElementsAre(ProblemAt("x.yaml", 1, 15, "contain itself")));
    EXPECT_THAT(problems_of("orc: &o\n  name: A\n  kids:\n    - *o\n"),
                ElementsAre(ProblemAt("x.yaml", 4, 7, "contain itself")));
    EXPECT_GT(count_yaml_values("a: &a {b: *a}\n", 1000), 1000u) << "it expands without end";
}

TEST(YamlProbe, AnAliasAfterItsAnchorsValueIsFine) {
    std::vector<Problem> problems;
    const auto root = parse_yaml_text("a: &a {b: 1}\nc: {d: *a}\n", "x.yaml", problems);
    ASSERT_TRUE(root) << to_string(problems);
    EXPECT_EQ((*root)["c"]["d"]["b"].Scalar(), "1");
}

TEST(YamlProbe, ContentWithAnAliasInsideItselfLoadsAsAProblem) {
    ContentDir dir;
    dir.write("statuses.yaml", "poisoned: &p\n  name: Poisoned\n  again: *p\n");
    EXPECT_THAT(dir.load().problems, Contains(ProblemAt("statuses.yaml", 3, 10, "contain itself")));
}

TEST(YamlProbe, WritersCanCheckWhatTheyWriteReadsBack) {
    std::string error;
    EXPECT_TRUE(fits_yaml_limits("a: [1, 2, 3]\n", {100, 10}, error)) << error;
    EXPECT_FALSE(fits_yaml_limits("a: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n", {100, 10}, error));
    EXPECT_THAT(error, HasSubstr("more than 10 values"));
    EXPECT_FALSE(fits_yaml_limits(std::string(200, '#'), {100, 10}, error));
    EXPECT_THAT(error, HasSubstr("200 bytes, more than the 100"));
}

}  // namespace
}  // namespace cf
