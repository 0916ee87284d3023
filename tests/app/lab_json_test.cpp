// The lab's JSON is built by nlohmann-json: names are escaped, numbers rounded the same
// way every time, and the file parses back as JSON whatever the content's ids hold.

#include "app/lab_json.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace cf {
namespace {

TEST(LabJson, OddNamesAreEscapedAndTheFileParses) {
    LabSummary s;
    s.runs = 2;
    s.first_seed = 1;
    s.last_seed = 2;
    s.rates.push_back({"death_rate", 0.5, {0.0945, 0.9055}, 1, 2});
    s.means.push_back({"kills.\"quoted\" orc\\", 3.14159, {1.0, 5.0}});
    s.distributions = {{"killers", {{"orc \"the\nbold\"", 1}}}};
    const std::string text = summary_json(s);
    const nlohmann::json parsed = nlohmann::json::parse(text);
    EXPECT_EQ(parsed["runs"], 2);
    EXPECT_EQ(parsed["rates"]["death_rate"]["value"], 0.5);
    EXPECT_EQ(parsed["rates"]["death_rate"]["ci95"][0], 0.0945);
    EXPECT_EQ(parsed["means"]["kills.\"quoted\" orc\\"]["mean"], 3.1416);
    EXPECT_EQ(parsed["distributions"]["killers"]["orc \"the\nbold\""], 1);
}

TEST(LabJson, ChangesListEveryFieldAndParse) {
    MetricChange c{"death_rate", true, {}};
    c.change.before = 0.077;
    c.change.after = 0.002;
    c.change.delta = -0.075;
    c.change.ci = {-0.0918, -0.0582};
    c.change.p = 0.00001;
    const nlohmann::json parsed = nlohmann::json::parse(changes_json({c}));
    ASSERT_EQ(parsed["changes"].size(), 1u);
    EXPECT_EQ(parsed["changes"][0]["metric"], "death_rate");
    EXPECT_EQ(parsed["changes"][0]["kind"], "rate");
    EXPECT_EQ(parsed["changes"][0]["significant"], true);
    EXPECT_EQ(parsed["changes"][0]["p"], 0.0);
}

TEST(LabJson, EachVaultHasItsRatesAndWhatWasTakenOnlyWhenTheContentHasVaults) {
    LabSummary s;
    EXPECT_FALSE(nlohmann::json::parse(summary_json(s)).contains("vaults"));
    VaultSummary v;
    v.id = "den";
    v.runs_met = 3;
    v.floors_met = 4;
    v.floors_entered = 2;
    v.entered = {0.6667, {0.2077, 0.9385}, 2, 3};
    v.died_within_50 = {0.5, {0.0945, 0.9055}, 1, 2};
    v.took = {{"gold", 4}, {"sword", 1}};
    s.vaults.push_back(v);
    const nlohmann::json den = nlohmann::json::parse(summary_json(s))["vaults"]["den"];
    EXPECT_EQ(den["runs_met"], 3);
    EXPECT_EQ(den["floors_met"], 4);
    EXPECT_EQ(den["floors_entered"], 2);
    EXPECT_EQ(den["entered"]["value"], 0.6667);
    EXPECT_EQ(den["entered"]["ci95"][1], 0.9385);
    EXPECT_EQ(den["entered"]["n"], 3);
    EXPECT_EQ(den["died_within_50"]["hits"], 1);
    EXPECT_EQ(den["took"]["gold"], 4);
}

TEST(LabJson, TheSameSummaryGivesTheSameBytes) {
    LabSummary s;
    s.means.push_back({"turns", 3826.4166666, {3700.1, 3950.9}});
    EXPECT_EQ(summary_json(s), summary_json(s));
    EXPECT_NE(summary_json(s).find("3826.4167"), std::string::npos) << summary_json(s);
}

}  // namespace
}  // namespace cf
