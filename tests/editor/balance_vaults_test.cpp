// The Balance panel's Vaults table: a row per vault with its figures under named columns,
// and the intervals and the compared content's figures in each row's tooltip.

#include "editor/balance_vaults.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

VaultRate rate(std::size_t hits, std::size_t n, double low, double high) {
    return VaultRate{static_cast<double>(hits) / static_cast<double>(n), {low, high}, hits, n};
}

VaultSummary closet(std::size_t runs_met, std::size_t entered) {
    VaultSummary v;
    v.id = "closet";
    v.runs_met = runs_met;
    v.floors_met = static_cast<int>(runs_met) + 3;
    v.floors_entered = static_cast<int>(entered);
    v.entered = rate(entered, runs_met, 0.5, 0.9);
    v.died_within_50 = rate(1, entered, 0.02, 0.4);
    v.took = {{"health_potion", 7}, {"dagger", 2}};
    return v;
}

TEST(BalanceVaults, EachVaultIsARowOfItsFiguresUnderNamedColumns) {
    test::HeadlessImGui imgui;
    const std::vector<VaultSummary> before{closet(10, 5)};
    const std::vector<VaultSummary> after{closet(12, 9)};
    const auto draw = [&] { draw_vault_table(before, after); };
    imgui.frame(draw);  // every column named: HeadlessImGui checks each table it draws
    const std::string shown = imgui.shown_text(draw);
    for (const char* text : {"runs met", "entered", "died <= 50 turns", "most taken", "closet",
                             "12", "75.0%", "11.1%", "health_potion x7, dagger x2"})
        EXPECT_THAT(shown, HasSubstr(text));
    EXPECT_THAT(shown, Not(HasSubstr("before:"))) << "no tooltip until a row is hovered";
}

TEST(BalanceVaults, ARowsTooltipGivesTheIntervalsAndTheComparedContentsFigures) {
    test::HeadlessImGui imgui;
    const std::vector<VaultSummary> before{closet(10, 5)};
    const std::vector<VaultSummary> after{closet(12, 9)};
    const auto draw = [&] { draw_vault_table(before, after); };
    std::string tip;
    for (float y = 4.0f; y < 120.0f && tip.empty(); y += 4.0f) {
        imgui.mouse(30.0f, y, false);
        imgui.frame(draw);
        const std::string shown = imgui.shown_text(draw);
        if (shown.find("(edited)") != std::string::npos) tip = shown;
    }
    ASSERT_FALSE(tip.empty()) << "no row showed its tooltip";
    EXPECT_THAT(tip, HasSubstr("closet (edited): met on 15 floors, stepped into on 9"));
    EXPECT_THAT(tip, HasSubstr("entered: 75.0% (9 of 12), 95% interval [50.0, 90.0]"));
    EXPECT_THAT(tip, HasSubstr("died within 50 turns: 11.1% (1 of 9), 95% interval [2.0, 40.0]"));
    EXPECT_THAT(tip, HasSubstr("before: 10 runs met it"));
    EXPECT_THAT(tip, HasSubstr("entered: 50.0% (5 of 10)"));
}

TEST(BalanceVaults, NoVaultNoTable) {
    test::HeadlessImGui imgui;
    EXPECT_THAT(imgui.shown_text([] { draw_vault_table({}, {}); }), Not(HasSubstr("Vaults")));
}

}  // namespace
}  // namespace cf
