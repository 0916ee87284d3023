// Templates: `from:` inherits every field and overrides what it writes, in chains of any
// depth; `abstract: true` marks a template that is never in the game; lists are replaced,
// or extended with `KEY+:`. A missing parent and a cycle are located problems, and what
// follows from a broken template folds under it.

#include <gtest/gtest.h>

#include "engine/content/content_loader.hpp"
#include "engine/content/definition_pieces.hpp"
#include "engine/content/provenance.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;

ContentLoad with_actors(const std::string& file, const std::string& text) {
    ContentDir dir;
    dir.write(file, text);
    return dir.load();
}

TEST(ContentTemplates, FromInheritsEveryFieldAndOverridesWhatItWrites) {
    ContentDir dir;
    dir.write("actors/orcs.yaml", R"(orc_warrior:
  from: orc
  name: Orc warrior
  fighter:
    power: 5
)");
    const ContentPtr c = dir.load_ok();
    const ActorDef* w = c->actor("orc_warrior");
    ASSERT_NE(w, nullptr);
    EXPECT_EQ(w->name, "Orc warrior");
    EXPECT_EQ(w->fighter, (FighterDef{10, 5, 0})) << "hp and defense from orc, power its own";
    EXPECT_EQ(w->glyph, 'o');
    EXPECT_EQ(w->xp, 35);
    EXPECT_EQ(c->actor("orc")->fighter.power, 3) << "the template is unchanged";
}

TEST(ContentTemplates, ChainsOfAnyDepthAndAbstractTemplates) {
    ContentDir dir;
    dir.write("actors/family.yaml", R"(creature:
  abstract: true
  glyph: c
  blocks: true
  fighter: {hp: 5}
beast:
  from: creature
  abstract: true
  ai: hostile
wolf:
  from: beast
  name: Wolf
  fighter: {power: 2}
dire_wolf:
  from: wolf
  name: Dire wolf
  fighter: {hp: 12}
)");
    const ContentPtr c = dir.load_ok();
    EXPECT_EQ(c->actor("creature"), nullptr) << "abstract templates are not in the game";
    EXPECT_EQ(c->actor("beast"), nullptr);
    const ActorDef* dire = c->actor("dire_wolf");
    ASSERT_NE(dire, nullptr);
    EXPECT_EQ(dire->fighter, (FighterDef{12, 2, 0}));
    EXPECT_EQ(dire->glyph, 'c');
    EXPECT_EQ(dire->ai.kind, AiKind::hostile);
    const DefOrigin* origin = c->provenance->origin(location_key(DefKind::actor, "dire_wolf"));
    ASSERT_NE(origin, nullptr);
    EXPECT_THAT(origin->templates, ElementsAre("wolf", "beast", "creature"));
    const DefOrigin* beast = c->provenance->origin(location_key(DefKind::actor, "beast"));
    ASSERT_NE(beast, nullptr) << "the editor can still show a template";
    EXPECT_TRUE(beast->abstract);
}

TEST(ContentTemplates, AnAbstractTemplateCannotBeSpawned) {
    ContentDir dir;
    dir.write("actors/family.yaml", "beast:\n  abstract: true\n  name: Beast\n");
    dir.replace("spawns.yaml", "orc: 80", "orc: 80\n    beast: 5");
    const ContentLoad load = dir.load();
    EXPECT_THAT(load.problems,
                Contains(ProblemAt("spawns.yaml", 4, 5, "'beast' is an abstract template")));
}

TEST(ContentTemplates, ListsAreReplacedOrExtendedWithPlus) {
    ContentDir dir;
    dir.write("actors/heroes.yaml", R"(knight:
  from: player
  name: Knight
  starting_equipment+: [sword]
squire:
  from: player
  name: Squire
  starting_equipment: [sword]
)");
    const ContentPtr c = dir.load_ok();
    EXPECT_THAT(c->actor("knight")->starting_equipment,
                ElementsAre("dagger", "leather_armor", "sword"));
    EXPECT_THAT(c->actor("squire")->starting_equipment, ElementsAre("sword"));
    const FieldChain chain =
        field_chain(*c->provenance, location_key(DefKind::actor, "knight"), "starting_equipment");
    ASSERT_EQ(chain.steps.size(), 2u);
    EXPECT_EQ(chain.steps[0].op, ValueStep::Op::extend);
    EXPECT_EQ(chain.steps[1].owner, "player");
}

TEST(ContentTemplates, AMissingParentIsLocatedAtItsFrom) {
    const ContentLoad load =
        with_actors("actors/orcs.yaml", "orc_warrior:\n  from: orcc\n  name: W\n");
    EXPECT_THAT(load.problems,
                ElementsAre(ProblemAt("actors/orcs.yaml", 2, 9,
                                      "actor 'orc_warrior' is made from 'orcc', which "
                                      "is not defined")));
}

TEST(ContentTemplates, ACycleIsLocatedOnceAndItsMembersFoldUnderIt) {
    const ContentLoad load = with_actors("actors/loop.yaml", R"(a:
  from: c
b:
  from: a
c:
  from: b
d:
  from: c
  name: D
)");
    ASSERT_EQ(count_causes(load.problems), 1u) << to_string(load.problems);
    EXPECT_THAT(load.problems[0],
                ProblemAt("actors/loop.yaml", 2, 9,
                          "actor 'a' is made from itself (a cycle of 3): a -> c -> b -> a"));
    EXPECT_THAT(load.problems,
                Contains(AllOf(ProblemAt("actors/loop.yaml", 8, 9, "its template 'c'"),
                               Field(&Problem::cause, 0))));
    EXPECT_EQ(load.problems.size(), 4u) << to_string(load.problems);
}

TEST(ContentTemplates, ALongCycleIsNamedShortlyAndItsMembersInALineEach) {
    // A cycle of 5,000 printed the whole chain once per member: 220 MB of problems.
    std::string text;
    for (int i = 0; i < 5000; ++i)
        text += "m" + std::to_string(i) + ":\n  from: m" + std::to_string((i + 1) % 5000) + "\n";
    const ContentLoad load = with_actors("actors/loop.yaml", text);
    ASSERT_EQ(count_causes(load.problems), 1u);
    EXPECT_THAT(load.problems[0].message,
                HasSubstr("(a cycle of 5000): m0 -> m1 -> m2 -> m3 -> m4 -> m5 -> ... (4993 "
                          "more) -> m4999 -> m0"));
    std::size_t bytes = 0;
    for (const Problem& p : load.problems) bytes += p.message.size();
    EXPECT_LT(bytes, 5000u * 120) << "a line of its own for each member, not the chain";
}

TEST(ContentTemplates, AChainDeeperThanTheBoundIsAProblemAtTheFirstTooDeep) {
    // A 10,000-deep chain took 18 s to load (each child copied all above it).
    std::string text = "t0:\n  name: T\n  glyph: t\n  fighter: {hp: 1, power: 1, defense: 0}\n";
    for (int i = 1; i < 10000; ++i)
        text += "t" + std::to_string(i) + ":\n  from: t" + std::to_string(i - 1) + "\n";
    const ContentLoad load = with_actors("actors/deep.yaml", text);
    ASSERT_EQ(count_causes(load.problems), 1u) << to_string(load.problems).substr(0, 2000);
    const int first_too_deep = kMaxTemplateDepth + 1;
    EXPECT_THAT(load.problems[0], ProblemAt("actors/deep.yaml", 5 + 2 * (first_too_deep - 1) + 1, 9,
                                            "actor 't" + std::to_string(first_too_deep) +
                                                "' is made through more than 64 templates"));
}

TEST(ContentTemplates, ATemplatesMistakeIsReportedOnceAtTheTemplate) {
    const ContentLoad load = with_actors("actors/family.yaml", R"(beast:
  abstract: true
  fightr: {hp: 3}
wolf:
  from: beast
  name: Wolf
bear:
  from: beast
  name: Bear
)");
    ASSERT_EQ(count_causes(load.problems), 1u) << to_string(load.problems);
    EXPECT_THAT(load.problems[0], ProblemAt("actors/family.yaml", 3, 3, "unknown key 'fightr'"));
    for (std::size_t i = 1; i < load.problems.size(); ++i) {
        EXPECT_EQ(load.problems[i].cause, 0);
        EXPECT_EQ(load.problems[i].line, 3) << "every knock-on points at the template";
    }
}

TEST(ContentTemplates, ATemplateInABrokenFileFoldsUnderTheFilesProblem) {
    ContentDir dir;
    dir.write("actors/orcs.yaml", "orc_warrior:\n  from: big_orc\n  name: W\n");
    dir.write("actors/big.yaml", "big_orc: {name: 'Big\n");
    const ContentLoad load = dir.load();
    ASSERT_EQ(count_causes(load.problems), 1u) << to_string(load.problems);
    EXPECT_THAT(load.problems, Contains(AllOf(ProblemAt("actors/orcs.yaml", 2, 9, "big_orc"),
                                              Not(Field(&Problem::cause, -1)))));
}

TEST(ContentTemplates, FromAndAbstractAndDeleteAreNotFields) {
    const ContentLoad load =
        with_actors("actors/x.yaml", "w:\n  from: [orc]\n  abstract: maybe\n  name: W\n");
    EXPECT_THAT(load.problems,
                IsSupersetOf({ProblemAt("actors/x.yaml", 2, 9, "'from' names the definition"),
                              ProblemAt("actors/x.yaml", 3, 13, "must be true or false")}));
}

}  // namespace
}  // namespace cf
