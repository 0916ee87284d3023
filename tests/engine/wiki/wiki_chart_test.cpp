// The wiki's spawn chart, read back from its SVG: five grid lines from 0 to a round top, a
// dot per depth, and the y axis' title turned about its own place.

#include "engine/wiki/wiki_chart.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <regex>

namespace cf {
namespace {

using ::testing::ElementsAre;

std::vector<std::string> all_of(const std::string& svg, const std::string& pattern) {
    std::vector<std::string> out;
    const std::regex re(pattern);
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), re); it != std::sregex_iterator();
         ++it)
        out.push_back((*it)[1].str());
    return out;
}

TEST(WikiChart, TheGridHasFiveLinesFromZeroToTheAxisTop) {
    // The highest chance is 30%: the axis goes to the next round top, 50.
    const std::string svg = spawn_chart_svg({0.1, 0.3, 0.2}, "orc");
    EXPECT_THAT(all_of(svg,
                       "<text class=\"tick\" x=\"50.0\" y=\"[0-9.]+\" text-anchor=\"end\">"
                       "([0-9.]+)</text>"),
                ElementsAre("0.0", "12.5", "25.0", "37.5", "50.0"));
    // Every grid line lies within the plot: from its top (14) to its bottom (220 - 44).
    for (const std::string& y :
         all_of(svg, "<line class=\"grid\" x1=\"[0-9.]+\" y1=\"([0-9.]+)\"")) {
        EXPECT_GE(std::stod(y), 14.0) << y;
        EXPECT_LE(std::stod(y), 176.0) << y;
    }
}

TEST(WikiChart, ADotPerDepthWithItsChance) {
    const std::string svg = spawn_chart_svg({0.1, 0.3, 0.2}, "orc");
    EXPECT_THAT(all_of(svg, "<title>(depth [0-9]+: [0-9.]+%)</title></circle>"),
                ElementsAre("depth 1: 10.0%", "depth 2: 30.0%", "depth 3: 20.0%"));
    EXPECT_THAT(all_of(spawn_chart_svg({}, "nothing"), "<circle (class)"), ElementsAre());
}

TEST(WikiChart, TheYAxisTitleIsTurnedAboutItsOwnPlace) {
    const std::string svg = spawn_chart_svg({0.5}, "orc");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(
        svg, m,
        std::regex("<text class=\"label\" x=\"14\" y=\"([0-9.]+)\" text-anchor=\"middle\" "
                   "transform=\"rotate\\(-90 14 ([0-9.]+)\\)\">chance per pick")));
    EXPECT_EQ(m[1].str(), m[2].str());
    EXPECT_EQ(m[1].str(), "95.0") << "the middle of the plot's height";
}

}  // namespace
}  // namespace cf
