// An edit of a list a mod writes as an extension (`abilities+:`) is saved as an extension:
// the mod keeps `abilities+:` with its own entries (edited or added to), the base is not
// touched, and the files load back as the edited content. Only an edit of an entry from
// below has to replace the list, and then the mod writes `abilities:` with all of it.

#include "engine/content/list_extension.hpp"

#include <gtest/gtest.h>

#include <functional>

#include "engine/content/content_save.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/content/layered_save.hpp"
#include "engine/content/node_merge.hpp"
#include "engine/yaml/yaml_parse.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

constexpr const char* kMod =
    "# The shaman learns a hex.\n"
    "goblin_shaman:\n"
    "  abilities+:\n"
    "    - name: Hex\n"
    "      target: nearest_enemy\n"
    "      range: 4\n"
    "      effects:\n"
    "        - damage: 1\n";

class ExtendedListSave : public ::testing::Test {
  protected:
    void SetUp() override {
        mod_.write("actors.yaml", kMod);
        layers_ = {base_.path(), mod_.path().string()};
        loaded_ = load();
        ASSERT_TRUE(loaded_);
        ASSERT_EQ(loaded_->actor("goblin_shaman")->abilities.size(), 3u);
        base_actors_ = base_.read("actors.yaml");
    }
    ContentPtr load() const {
        const ContentLoad load = load_content_layers(layers_);
        EXPECT_TRUE(load.problems.empty()) << to_string(load.problems);
        return load.content;
    }
    // Saves `next` over what was loaded; returns the mod's actors.yaml.
    std::string save(const Content& next) {
        const SavePlan plan = plan_save(*loaded_, next, loaded_->directory, {}, {});
        EXPECT_EQ(plan.refused, "");
        const SaveOutcome outcome = carry_out(plan);
        EXPECT_TRUE(outcome.ok) << outcome.error;
        const ContentPtr again = load();
        EXPECT_TRUE(again && same_definitions(*again, next)) << "loads back as edited";
        EXPECT_EQ(base_.read("actors.yaml"), base_actors_) << "the base is never written";
        return test::file_text(mod_.file("actors.yaml"));
    }
    Content edited(const std::function<void(std::vector<AbilityDef>&)>& edit) const {
        Content next = *loaded_;
        edit(next.actors.at("goblin_shaman").abilities);
        return next;
    }

    test::ContentDir base_;
    test::TempDir mod_;
    std::vector<std::string> layers_;
    ContentPtr loaded_;
    std::string base_actors_;
};

TEST_F(ExtendedListSave, EditingTheModsOwnEntryKeepsThePlusForm) {
    const std::string mod = save(edited([](std::vector<AbilityDef>& a) { a.back().range = 5; }));
    EXPECT_NE(mod.find("  abilities+:\n    - name: Hex\n"), std::string::npos) << mod;
    EXPECT_NE(mod.find("      range: 5\n"), std::string::npos) << mod;
    EXPECT_EQ(mod.find("  abilities:"), std::string::npos) << mod;
    EXPECT_EQ(mod.find("Mend"), std::string::npos) << "the base's entries stay in the base\n"
                                                   << mod;
    EXPECT_NE(mod.find("# The shaman learns a hex.\n"), std::string::npos) << "comments kept";
}

TEST_F(ExtendedListSave, AddingAnEntryAddsItToTheExtension) {
    const std::string mod = save(edited([](std::vector<AbilityDef>& a) {
        AbilityDef curse = a.back();
        curse.name = "Curse";
        a.push_back(curse);
    }));
    EXPECT_NE(mod.find("  abilities+:\n"), std::string::npos) << mod;
    EXPECT_NE(mod.find("name: Curse"), std::string::npos) << mod;
    EXPECT_EQ(mod.find("  abilities:"), std::string::npos) << mod;
    EXPECT_EQ(mod.find("Mend"), std::string::npos) << mod;
}

TEST_F(ExtendedListSave, EditingAnEntryFromBelowReplacesTheList) {
    const std::string mod = save(edited([](std::vector<AbilityDef>& a) { a.front().range = 2; }));
    EXPECT_NE(mod.find("  abilities:\n"), std::string::npos) << mod;
    EXPECT_EQ(mod.find("abilities+"), std::string::npos) << mod;
    EXPECT_NE(mod.find("Mend"), std::string::npos) << mod;
    EXPECT_NE(mod.find("Hex"), std::string::npos) << mod;
}

// `name+` extends the list `name`; a key that is only "+" names nothing to extend and is
// read as the key it is.
TEST(ListExtensionKeys, APlusAfterANameExtendsItAndAPlusAloneIsAKey) {
    EXPECT_EQ(merged_key_name("abilities+"), "abilities");
    EXPECT_EQ(merged_key_name("a+"), "a");
    EXPECT_EQ(merged_key_name("abilities"), "abilities");
    EXPECT_EQ(merged_key_name("+"), "+");
    EXPECT_EQ(merged_key_name(""), "");
}

TEST(ListExtensionViews, AFlowListOfNamesKeepsOnlyTheAddedNames) {
    // A canonical body with a flow list, and a block writing `inventory+: [torch]`.
    std::vector<Problem> problems;
    const auto doc = parse_yaml_document("inventory+: [torch]\n", "mod.yaml", problems);
    ASSERT_TRUE(doc) << to_string(problems);
    std::string base = "  name: Orc\n  inventory: [dagger, torch]\n  xp: 3\n";
    std::string next = "  name: Orc\n  inventory: [dagger, torch, rope]\n  xp: 3\n";
    keep_list_extensions(doc->root, base, next);
    EXPECT_EQ(base, "  name: Orc\n  inventory+: [torch]\n  xp: 3\n");
    EXPECT_EQ(next, "  name: Orc\n  inventory+: [torch, rope]\n  xp: 3\n");
}

}  // namespace
}  // namespace cf
