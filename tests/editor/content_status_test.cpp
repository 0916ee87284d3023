// One status for every panel: the header, banner, Problems title and performance line
// all read ContentStatus, so they say the same thing.

#include "editor/content_status.hpp"

#include <gtest/gtest.h>

#include "editor/problems_panel.hpp"

namespace cf {
namespace {

TEST(ContentStatus, DiskAndEditProblemsCountOnceWithKnockOnsFolded) {
    const std::vector<Problem> disk = {
        {"actors.yaml", 18, 12, "YAML syntax: this { is never closed"},
        {"settings.yaml", 8, 9, "no actor named 'player'", 0},
    };
    const std::vector<Problem> edits = {{"items.yaml", 4, 3, "item 'x': not a valid id"}};
    const ContentStatus status = make_content_status(disk, edits, "actors.yaml: 1 problem");
    EXPECT_TRUE(status.stale);
    EXPECT_EQ(status.disk_problems, 1u);
    EXPECT_EQ(status.count(), 2u);
    EXPECT_EQ(status.headline(), "2 problems on disk: see Problems");
    EXPECT_EQ(ProblemsPanel::window_title(status.problems), "Problems (2)###Problems")
        << "the title and the headline count the same problems";
}

TEST(ContentStatus, OneProblemIsSingularAndNoneSaysSo) {
    EXPECT_EQ(make_content_status({}, {{"items.yaml", 1, 1, "x"}}, "").headline(),
              "1 problem: see Problems");
    const ContentStatus clean =
        make_content_status({}, {}, "Content is valid again: applied actors.yaml");
    EXPECT_FALSE(clean.stale);
    EXPECT_EQ(clean.headline(), "No problems");
    EXPECT_EQ(count_problems(1), "1 problem");
    EXPECT_EQ(count_problems(3), "3 problems");
}

}  // namespace
}  // namespace cf
