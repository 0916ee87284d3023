// Templates as the editor edits them: the loader keeps abstract templates beside the
// definitions, an edit of a template reaches what is made from it where that inherits,
// and a save writes the template's block alone, while a field set back to what the
// template gives loses its key.

#include "engine/content/inherited_fields.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "engine/content/content_save.hpp"
#include "engine/content/content_writer.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

constexpr const char* kBrutes =
    "# Brutes: the template and what is made from it.\n"
    "brute:\n"
    "  abstract: true\n"
    "  glyph: b\n"
    "  blocks: true\n"
    "  fighter:\n"
    "    hp: 12\n"
    "    power: 4  # hits hard\n"
    "    defense: 1\n"
    "  ai: hostile\n"
    "  abilities:\n"
    "    - name: Bash\n"
    "      target: nearest_enemy\n"
    "      range: 1\n"
    "      cooldown: 3\n"
    "      effects:\n"
    "        - damage: 2\n"
    "brute_small:\n"
    "  from: brute\n"
    "  name: Small brute\n"
    "  fighter:\n"
    "    hp: 8\n"
    "brute_chief:\n"
    "  from: brute\n"
    "  name: Brute chief\n"
    "  fighter:\n"
    "    power: 7\n"
    "  abilities+:\n"
    "    - name: Roar\n"
    "      target: nearest_enemy\n"
    "      range: 4\n"
    "      cooldown: 5\n"
    "      effects:\n"
    "        - damage: 1\n";

class Templates : public ::testing::Test {
  protected:
    void SetUp() override {
        dir.write("actors/brutes.yaml", kBrutes);
        base = dir.load_ok();
        ASSERT_TRUE(base);
    }
    // `next` as the editor holds it after the edit: what is made from templates follows.
    std::shared_ptr<Content> edited(const std::function<void(Content&)>& change) const {
        auto next = std::make_shared<Content>(*base);
        change(*next);
        follow_templates(*base, *next);
        return next;
    }
    // Saves `next` over `base` and loads the folder again: it loads as `next` exactly.
    ContentPtr save(const Content& next) const {
        const SavePlan plan = plan_save(*base, next, base->directory, {}, {});
        EXPECT_EQ(plan.refused, "");
        const SaveOutcome outcome = carry_out(plan);
        EXPECT_TRUE(outcome.ok) << outcome.error;
        ContentPtr again = dir.load_ok();
        if (again) {
            EXPECT_TRUE(same_definitions_and_templates(*again, next));
        }
        return again;
    }
    std::string brutes() const { return dir.read("actors/brutes.yaml"); }

    test::ContentDir dir;
    ContentPtr base;
};

TEST_F(Templates, TheLoaderKeepsAbstractTemplatesOutOfTheGamesLists) {
    EXPECT_FALSE(base->actors.contains("brute"));
    ASSERT_TRUE(base->templates.actors.contains("brute"));
    EXPECT_EQ(base->templates.actors.at("brute").fighter.power, 4);
    EXPECT_EQ(base->actors.at("brute_small").fighter.power, 4);
    EXPECT_EQ(made_from(*base, DefKind::actor, "brute"),
              (std::vector<DefId>{"brute_chief", "brute_small"}));
}

TEST_F(Templates, AnEditedTemplateReachesOnlyWhatInheritsTheField) {
    const auto next = edited([](Content& c) {
        c.templates.actors.at("brute").fighter.power = 6;
        c.templates.actors.at("brute").fighter.hp = 30;
    });
    EXPECT_EQ(next->actors.at("brute_small").fighter.power, 6);
    EXPECT_EQ(next->actors.at("brute_small").fighter.hp, 8) << "it sets its hp itself";
    EXPECT_EQ(next->actors.at("brute_chief").fighter.power, 7) << "it sets its power itself";
    EXPECT_EQ(next->actors.at("brute_chief").fighter.hp, 30);
}

TEST_F(Templates, AnExtendedListKeepsItsOwnEntriesAfterTheTemplatesNewOnes) {
    const auto next =
        edited([](Content& c) { c.templates.actors.at("brute").abilities.front().cooldown = 2; });
    const auto& chief = next->actors.at("brute_chief").abilities;
    ASSERT_EQ(chief.size(), 2u);
    EXPECT_EQ(chief[0].cooldown, 2);
    EXPECT_EQ(chief[1].name, "Roar");
    EXPECT_EQ(next->actors.at("brute_small").abilities.front().cooldown, 2);
}

TEST_F(Templates, SavingATemplateEditWritesItsBlockAloneAndChildrenKeepInheriting) {
    const std::string before = brutes();
    const auto next = edited([](Content& c) {
        c.templates.actors.at("brute").fighter.power = 6;
        c.templates.actors.at("brute").abilities.front().cooldown = 2;
    });
    ASSERT_TRUE(save(*next));
    const std::string after = brutes();
    EXPECT_THAT(after, HasSubstr("    power: 6  # hits hard\n")) << "comments kept";
    EXPECT_THAT(after, HasSubstr("brute_small:\n  from: brute\n  name: Small brute\n  fighter:\n"
                                 "    hp: 8\nbrute_chief:\n"))
        << "no override written into a child";
    EXPECT_THAT(after, HasSubstr("  abilities+:\n    - name: Roar\n"))
        << "the chief still extends the template's list";
    EXPECT_EQ(after.size() - before.size(), 0u) << "two digits changed, nothing added";
    // And they keep inheriting: the next template edit reaches them through the files.
    ContentPtr again = dir.load_ok();
    ASSERT_TRUE(again);
    const auto& origin = *again->provenance->origin(location_key(DefKind::actor, "brute_small"));
    EXPECT_THAT(fields_written_after(origin, ""), ElementsAre("name", "fighter.hp"));
}

TEST_F(Templates, AFieldSetBackToTheTemplatesValueLosesItsKey) {
    const auto next = edited([](Content& c) {
        copy_fields(c.actors.at("brute_chief"), c.templates.actors.at("brute"), {"fighter.power"});
    });
    EXPECT_EQ(next->actors.at("brute_chief").fighter.power, 4);
    ASSERT_TRUE(save(*next));
    EXPECT_THAT(brutes(), HasSubstr("brute_chief:\n  from: brute\n  name: Brute chief\n"
                                    "  abilities+:\n"))
        << "the whole fighter: mapping went with its only key";
}

// A template given another parent (the editor's From... on a template) stays a template:
// its origin keeps `abstract`, so it stays out of the game's lists and saves as a template.
TEST_F(Templates, ATemplateGivenAnotherParentStaysATemplate) {
    const auto next = edited([](Content& c) {
        set_parent_origin(c, DefKind::actor, "brute_chief", "brute_small");
        set_parent_origin(c, DefKind::actor, "brute", "");
    });
    const DefOrigin* brute = next->provenance->origin(location_key(DefKind::actor, "brute"));
    ASSERT_NE(brute, nullptr);
    EXPECT_TRUE(brute->abstract);
    const DefOrigin* chief = next->provenance->origin(location_key(DefKind::actor, "brute_chief"));
    ASSERT_NE(chief, nullptr);
    EXPECT_FALSE(chief->abstract);
    EXPECT_EQ(chief->templates.front(), "brute_small");
}

TEST_F(Templates, ChangedFieldsNameListsWholeAndOptionalObjectsWhenTheyComeOrGo) {
    ActorDef a = base->actors.at("brute_chief");
    ActorDef b = a;
    b.fighter.power = 1;
    b.abilities.pop_back();
    EXPECT_THAT(changed_fields(a, b), ElementsAre("abilities", "fighter.power"));
    EXPECT_TRUE(same_field(a, b, "fighter.hp"));
    EXPECT_FALSE(same_field(a, b, "abilities"));
    EXPECT_TRUE(path_covers("fighter", "fighter.power"));
    EXPECT_TRUE(path_covers("fighter.power", "fighter"));
    EXPECT_FALSE(path_covers("fighter.hp", "fighter.power"));
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

// The shipped game's goblins as they were written when this test was.
constexpr const char* kShippedMonster =
    "# What every monster of the shipped game starts from: it blocks, hunts the player it\n"
    "# can see and acts when the player is within sight of it.\n"
    "monster:\n"
    "  abstract: true\n"
    "  blocks: true\n"
    "  ai: hostile\n"
    "  vision: 8\n";
constexpr const char* kShippedGoblins =
    "# Goblins are weak in melee and fight from behind others.\n"
    "goblin:\n"
    "  abstract: true\n"
    "  from: monster\n"
    "  glyph: g\n"
    "  fighter:\n"
    "    hp: 8\n"
    "    power: 2\n"
    "    defense: 0\n"
    "gob_archer:\n"
    "  from: goblin\n"
    "  name: Goblin archer\n"
    "  color: '#bfbf3f'\n"
    "  fighter:\n"
    "    hp: 6\n"
    "  xp: 45\n"
    "  ai:\n"
    "    kind: hostile\n"
    "    keep_distance: 2\n"
    "    flee_below: 25\n"
    "  abilities:\n"
    "    - name: Shoot\n"
    "      target: nearest_enemy\n"
    "      range: 5\n"
    "      cooldown: 2\n"
    "      effects:\n"
    "        - damage: 2\n"
    "          message: '{User} shoots {target} for {amount} damage.'\n"
    "gob_shaman:\n"
    "  from: goblin\n"
    "  name: Goblin shaman\n"
    "  color: '#bf5fbf'\n"
    "  fighter:\n"
    "    hp: 10\n"
    "  xp: 55\n"
    "  abilities:\n"
    "    - name: Mend\n"
    "      target: wounded_ally\n"
    "      range: 6\n"
    "      cooldown: 3\n"
    "      effects:\n"
    "        - heal: 5\n"
    "          message: '{User} mends the wounds of {target}.'\n";

TEST(TemplatesShipped, RevertingTheOnlyFieldOfAMappingRemovesTheMapping) {
    test::ContentDir dir;
    dir.write("actors/monster.yaml", kShippedMonster);
    dir.write("actors/goblins.yaml", kShippedGoblins);
    const ContentPtr base = dir.load_ok();
    ASSERT_TRUE(base);
    auto next = std::make_shared<Content>(*base);
    copy_fields(next->actors.at("gob_archer"), next->templates.actors.at("goblin"), {"fighter.hp"});
    follow_templates(*base, *next);
    const SavePlan plan = plan_save(*base, *next, base->directory, {}, {});
    ASSERT_EQ(plan.refused, "");
    ASSERT_TRUE(carry_out(plan).ok);
    EXPECT_THAT(dir.read("actors/goblins.yaml"), HasSubstr("  color: '#bfbf3f'\n  xp: 45\n  ai:\n"))
        << "its fighter: held only the hp, and goes with it";
    const ContentPtr again = dir.load_ok();
    ASSERT_TRUE(again);
    EXPECT_TRUE(same_definitions_and_templates(*again, *next));
}

}  // namespace
}  // namespace cf
