#pragma once
// The table-driven form of the content tests that make one edit to a copy of the fixture
// content and expect loading it to give exactly one problem, at a file:line:col, with a
// message saying what is wrong. Each row names its case, which becomes the test's name:
//
//   class SpawnIoEdit : public ::testing::TestWithParam<test::OneEditProblem> {};
//   TEST_P(SpawnIoEdit, GivesOneLocatedProblem) { test::expect_one_problem(GetParam()); }
//   INSTANTIATE_TEST_SUITE_P(SpawnIo, SpawnIoEdit, ::testing::ValuesIn(kRows), test::case_name);

#include <gmock/gmock.h>

#include <string>

#include "tests/support/test_support.hpp"

namespace cf::test {

// `from` replaced by `to` in `file` (`to` appended when `from` is empty), then exactly one
// problem, at line:column of that file, whose message holds `message`.
struct OneEditProblem {
    const char* name;
    const char* file;
    const char* from;
    const char* to;
    int line;
    int column;
    const char* message;
};

inline void expect_one_problem(const OneEditProblem& c) {
    ContentDir dir;
    if (std::string(c.from).empty())
        dir.append(c.file, c.to);
    else
        dir.replace(c.file, c.from, c.to);
    EXPECT_THAT(dir.load().problems,
                ::testing::ElementsAre(ProblemAt(c.file, c.line, c.column, c.message)));
}

inline std::string case_name(const ::testing::TestParamInfo<OneEditProblem>& info) {
    return info.param.name;
}

}  // namespace cf::test
