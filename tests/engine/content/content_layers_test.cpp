// Layers (mods): later folders change some fields of earlier definitions, delete some,
// add new ones (made from templates of the base); two mods changing one field are listed
// as overlaps, not errors; every layer is recorded with a hash of its files.

#include <gtest/gtest.h>

#include <filesystem>

#include "engine/content/content_loader.hpp"
#include "engine/content/provenance.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;
using test::TempDir;

TEST(ContentLayers, TheTestModRaisesOrcsAddsAWarlordAndDeletesTrolls) {
    const ContentPtr c = test::load_layers_ok({test::fixture_content_dir(), test::test_mod_dir()});
    ASSERT_NE(c, nullptr);
    const ActorDef* orc = c->actor("orc");
    ASSERT_NE(orc, nullptr);
    EXPECT_EQ(orc->fighter, (FighterDef{10, 5, 0})) << "only power changes";
    EXPECT_EQ(orc->name, "Orc");
    const ActorDef* warlord = c->actor("orc_warlord");
    ASSERT_NE(warlord, nullptr);
    EXPECT_EQ(warlord->fighter, (FighterDef{20, 5, 0})) << "power from the modded orc";
    EXPECT_EQ(warlord->glyph, 'o') << "inherited";
    EXPECT_EQ(warlord->ai.kind, AiKind::hostile);
    EXPECT_EQ(warlord->xp, 80);
    EXPECT_EQ(c->actor("troll"), nullptr);
    for (const auto& [depth, weights] : c->spawns.monsters.by_depth)
        EXPECT_FALSE(weights.contains("troll"))
            << "the base's troll entries go with it, depth " << depth;
    EXPECT_EQ(c->spawns.monsters.by_depth.at(2).at("orc_warlord"), 20);
    EXPECT_EQ(c->spawns.monsters.by_depth.at(1).at("orc"), 80);
}

TEST(ContentLayers, EachLayerIsRecordedWithAHashOfItsFiles) {
    ContentDir base;
    const ContentPtr a = test::load_layers_ok({base.path(), test::test_mod_dir()});
    ASSERT_NE(a, nullptr);
    ASSERT_EQ(a->provenance->layers.size(), 2u);
    EXPECT_EQ(a->provenance->layers[1].name, test::test_mod_dir());
    EXPECT_EQ(a->provenance->layers[0].hash.size(), 16u);
    const ContentPtr again = test::load_layers_ok({base.path() + "/", test::test_mod_dir()});
    EXPECT_EQ(again->provenance->layers[0].hash, a->provenance->layers[0].hash);
    EXPECT_EQ(again->provenance->layers[0].name, base.path()) << "no trailing '/'";
    base.replace("items.yaml", "heal: 4", "heal: 5");
    const ContentPtr changed = test::load_layers_ok({base.path(), test::test_mod_dir()});
    EXPECT_NE(changed->provenance->layers[0].hash, a->provenance->layers[0].hash);
    EXPECT_EQ(changed->provenance->layers[1].hash, a->provenance->layers[1].hash);
}

TEST(ContentLayers, ProblemsInALayerNameItsFolder) {
    TempDir mod;
    mod.write("actors.yaml", "orc:\n  fighter:\n    power: -1\n");
    const ContentLoad load =
        load_content_layers({test::fixture_content_dir(), mod.path().string()});
    EXPECT_THAT(load.problems, ElementsAre(ProblemAt(mod.path().string() + "/actors.yaml", 3, 12,
                                                     "'power' is -1, but must be from 0")));
}

TEST(ContentLayers, DeletingWhatNoLayerBelowDefinesIsAProblem) {
    TempDir mod;
    mod.write("actors.yaml", "dragon:\n  delete: true\n");
    const ContentLoad load =
        load_content_layers({test::fixture_content_dir(), mod.path().string()});
    EXPECT_THAT(
        load.problems,
        ElementsAre(ProblemAt(mod.path().string() + "/actors.yaml", 2, 3,
                              "actor 'dragon' is deleted here, but no layer below defines it")));
}

TEST(ContentLayers, ALaterLayerMayDefineAgainWhatAnEarlierDeleted) {
    TempDir again;
    again.write("actors/trolls.yaml", "troll:\n  name: Cave troll\n  fighter: {hp: 30}\n");
    const ContentPtr c = test::load_layers_ok(
        {test::fixture_content_dir(), test::test_mod_dir(), again.path().string()});
    ASSERT_NE(c->actor("troll"), nullptr);
    EXPECT_EQ(c->actor("troll")->name, "Cave troll");
    EXPECT_EQ(c->actor("troll")->glyph, '?')
        << "a new definition, nothing inherited from the deleted";
}

TEST(ContentLayers, TwoModsChangingOneFieldAreAnOverlapNotAProblem) {
    TempDir a, b;
    a.write("actors.yaml", "orc:\n  fighter:\n    power: 4\n  xp: 40\n");
    b.write("actors.yaml", "orc:\n  fighter:\n    power: 6\n");
    const ContentPtr c =
        test::load_layers_ok({test::fixture_content_dir(), a.path().string(), b.path().string()});
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->actor("orc")->fighter.power, 6) << "the later layer wins";
    EXPECT_EQ(c->actor("orc")->xp, 40);
    ASSERT_EQ(c->provenance->overlaps.size(), 1u);
    const Overlap& o = c->provenance->overlaps[0];
    EXPECT_EQ(o.id, "orc");
    EXPECT_EQ(o.field, "fighter.power");
    EXPECT_THAT(o.writers,
                ElementsAre(Field(&SourceLocation::file, a.path().string() + "/actors.yaml"),
                            Field(&SourceLocation::file, b.path().string() + "/actors.yaml")));
    EXPECT_THAT(o.text(), HasSubstr("(the last wins)"));
}

TEST(ContentLayers, AModThatDeletesWhatAnotherChangesIsAnOverlap) {
    TempDir a, b;
    a.write("actors.yaml", "orc:\n  xp: 40\n");
    b.write("actors.yaml", "orc:\n  delete: true\n");
    b.write("spawns.yaml", "monsters:\n  1:\n    troll: 1\n");
    const ContentPtr c =
        test::load_layers_ok({test::fixture_content_dir(), a.path().string(), b.path().string()});
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->actor("orc"), nullptr);
    ASSERT_EQ(c->provenance->overlaps.size(), 1u);
    EXPECT_EQ(c->provenance->overlaps[0].field, "");
    EXPECT_THAT(c->provenance->overlaps[0].text(), HasSubstr("deleted at"));
}

TEST(ContentLayers, AFieldsChainNamesEveryLayerWithFileAndLine) {
    const ContentPtr c = test::load_layers_ok({test::fixture_content_dir(), test::test_mod_dir()});
    ASSERT_NE(c, nullptr);
    const ContentProvenance& p = *c->provenance;
    const std::string base = test::fixture_content_dir() + "/actors.yaml";
    const std::string mod = test::test_mod_dir() + "/actors.yaml";
    const FieldChain orc = field_chain(p, location_key(DefKind::actor, "orc"), "fighter.power");
    ASSERT_EQ(orc.steps.size(), 2u);
    EXPECT_EQ(orc.steps[0].where, (SourceLocation{mod, 5, 5}));
    EXPECT_EQ(orc.steps[0].text, "5");
    EXPECT_EQ(orc.steps[1].where, (SourceLocation{base, 8, 5}));
    EXPECT_EQ(describe_chain(p, "orc", orc), mod + ":5, over " + base + ":8");

    const FieldChain warlord =
        field_chain(p, location_key(DefKind::actor, "orc_warlord"), "fighter.power");
    EXPECT_EQ(describe_chain(p, "orc_warlord", warlord),
              mod + ":5 (from orc), over " + base + ":8 (from orc)");
    const FieldChain hp = field_chain(p, location_key(DefKind::actor, "orc_warlord"), "fighter.hp");
    EXPECT_EQ(describe_chain(p, "orc_warlord", hp), mod + ":11, over " + base + ":7 (from orc)");
    const FieldChain inventory =
        field_chain(p, location_key(DefKind::actor, "orc_warlord"), "inventory");
    EXPECT_EQ(describe_chain(p, "orc_warlord", inventory), "the default");
}

TEST(ContentLayers, ReloadingParsesOnlyTheFilesThatChanged) {
    ContentDir base;
    ContentLoader loader({base.path(), test::test_mod_dir()});
    const ContentLoad first = loader.load();
    ASSERT_NE(first.content, nullptr) << to_string(first.problems);
    EXPECT_EQ(loader.stats().parsed, loader.stats().files);
    base.replace("actors.yaml", "xp: 35", "xp: 36");
    const ContentLoad second = loader.load();
    ASSERT_NE(second.content, nullptr) << to_string(second.problems);
    EXPECT_EQ(loader.stats().parsed, 1u);
    EXPECT_EQ(second.content->actor("orc")->xp, 36);
    EXPECT_EQ(second.content->actor("orc_warlord")->xp, 80);
    const ContentLoad cold = load_content_layers({base.path(), test::test_mod_dir()});
    ASSERT_NE(cold.content, nullptr);
    EXPECT_TRUE(cold.content->actors == second.content->actors &&
                cold.content->spawns == second.content->spawns);
}

}  // namespace
}  // namespace cf
