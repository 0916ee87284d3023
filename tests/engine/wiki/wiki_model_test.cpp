// The generated wiki from the fixture content with a template, a child and a vault
// added: every definition of every kind has a page the index lists, every link lands on
// a written page, the tags balance, an inherited field names its template, spawn curves,
// threat and the lab's figures show, and an older version's changes are listed.

#include "engine/wiki/wiki_model.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/wiki/wiki_html.hpp"
#include "tests/engine/wiki/wiki_checks.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

constexpr const char* kBeasts = R"(
beast:
  abstract: true
  description: An animal of the deep.
  glyph: b
  color: '#a08060'
  fighter:
    hp: 6
    power: 2
    defense: 0
  ai: hostile
wolf:
  from: beast
  name: Wolf
  color: '#c0c0c0'
)";

constexpr const char* kVaults = R"(den:
  description: Two wolves and a sword.
  depths: [1, 3]
  legend:
    'w': {entity: wolf}
    '/': {entity: sword}
    'D': {tile: door}
  map:
    - "##D##"
    - "#w/w#"
    - "#####"
)";

class WikiModelTest : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_.append("actors.yaml", kBeasts);
        dir_.write("vaults.yaml", kVaults);
        content_ = dir_.load_ok();
        ASSERT_TRUE(content_);
    }
    std::vector<WikiFile> files(const WikiOptions& options = small()) const {
        return wiki_files(build_wiki_model(*content_, options));
    }
    static WikiOptions small() {
        WikiOptions o;
        o.threat_rounds = 20;
        return o;
    }
    test::ContentDir dir_;
    ContentPtr content_;
};

std::vector<std::pair<DefKind, DefId>> every_definition(const Content& c) {
    std::vector<std::pair<DefKind, DefId>> out;
    for (DefKind kind : kDefKinds) {
        with_definitions_of(kind, [&](auto member) {
            for (const auto& entry : c.*member) out.emplace_back(kind, entry.first);
        });
        with_template_map(kind, [&](auto member) {
            for (const auto& entry : c.templates.*member) out.emplace_back(kind, entry.first);
        });
    }
    return out;
}

TEST_F(WikiModelTest, EveryDefinitionHasAPageItsKindsIndexLinks) {
    const auto wiki = files();
    const std::string& index = test::wiki_text(wiki, "index.html");
    ASSERT_FALSE(index.empty());
    const auto all = every_definition(*content_);
    ASSERT_GT(all.size(), 30u);
    for (const auto& [kind, id] : all) {
        const std::string page = wiki_page_path(kind, id);
        EXPECT_FALSE(test::wiki_text(wiki, page).empty()) << page;
        const std::string& kind_page = test::wiki_text(wiki, wiki_kind_slug(kind) + ".html");
        EXPECT_THAT(kind_page, HasSubstr("href=\"" + page + "\"")) << page;
        EXPECT_THAT(index, HasSubstr("href=\"" + wiki_kind_slug(kind) + ".html\""));
    }
    EXPECT_THAT(test::wiki_text(wiki, "actors.html"),
                HasSubstr("beast</a> <span class=\"template\">template</span>"));
    EXPECT_THAT(test::wiki_text(wiki, "actors.html"), HasSubstr("An animal of the deep."));
    // The index counts each kind's definitions and templates apart.
    EXPECT_THAT(index, HasSubstr("Actors</a></td><td>" + std::to_string(content_->actors.size()) +
                                 "</td><td>" + std::to_string(content_->templates.actors.size()) +
                                 "</td>"));
    ASSERT_GT(content_->templates.actors.size(), 0u);
}

TEST_F(WikiModelTest, EveryLinkLandsOnAWrittenPageAndTheTagsBalance) {
    EXPECT_THAT(test::wiki_problems(files()), IsEmpty());
}

TEST(WikiChecks, FindUnbalancedTagsAndLinksToNothing) {
    EXPECT_THAT(test::check_html("a.html", "<p><b>x</p></b>").problems, Not(IsEmpty()));
    EXPECT_THAT(test::check_html("a.html", "<p>x").problems, Not(IsEmpty()));
    EXPECT_THAT(test::check_html("a.html", "<a href=x.html>x</a>").problems, Not(IsEmpty()));
    EXPECT_EQ(test::resolve_link("actors/orc.html", "../items/sword.html"), "items/sword.html");
    EXPECT_EQ(test::resolve_link("index.html", "../outside.html"), "");
    EXPECT_THAT(test::wiki_problems({{"index.html", "<a href=\"gone.html\">gone</a>"}}),
                ElementsAre(HasSubstr("gone.html leads to no written file")));
}

TEST_F(WikiModelTest, AnInheritedFieldNamesTheTemplateItCameFrom) {
    const WikiModel m = build_wiki_model(*content_, small());
    const WikiEntry* wolf = m.find(DefKind::actor, "wolf");
    ASSERT_TRUE(wolf);
    EXPECT_THAT(wolf->templates, ElementsAre("beast"));
    EXPECT_EQ(wolf->description, "An animal of the deep.");
    const auto hp = std::find_if(wolf->fields.begin(), wolf->fields.end(),
                                 [](const WikiField& f) { return f.path == "fighter.hp"; });
    ASSERT_NE(hp, wolf->fields.end());
    EXPECT_EQ(hp->value, "6");
    EXPECT_TRUE(hp->inherited);
    ASSERT_THAT(hp->sources, SizeIs(1));
    EXPECT_THAT(hp->sources[0],
                AllOf(HasSubstr("actors.yaml:"), HasSubstr("from beast"), HasSubstr("layer 1")));
    EXPECT_THAT(hp->sources[0], Not(AnyOf(HasSubstr("deleted"), HasSubstr("added to the list"))))
        << "a value set, neither deleted nor added to a list";
    const auto name = std::find_if(wolf->fields.begin(), wolf->fields.end(),
                                   [](const WikiField& f) { return f.path == "name"; });
    ASSERT_NE(name, wolf->fields.end());
    EXPECT_FALSE(name->inherited);
    const WikiEntry* beast = m.find(DefKind::actor, "beast");
    ASSERT_TRUE(beast);
    EXPECT_TRUE(beast->is_template);
    EXPECT_THAT(beast->children, ElementsAre("wolf"));
    // The glyph it inherits heads its page, in its own colour.
    EXPECT_EQ(wolf->glyph, std::optional<int>('b'));

    const std::string page = test::wiki_text(files(), "actors/wolf.html");
    EXPECT_THAT(page, HasSubstr("from beast"));
    EXPECT_THAT(page, HasSubstr(">b</span> Wolf</h1>"));
    EXPECT_THAT(page, HasSubstr("Made from <a href=\"../actors/beast.html\">beast</a>"));
}

TEST_F(WikiModelTest, APageLinksWhatItNamesAndTheVaultsItIsIn) {
    const WikiModel m = build_wiki_model(*content_, small());
    const WikiEntry* player = m.find(DefKind::actor, "player");
    ASSERT_TRUE(player);
    const auto gear =
        std::find_if(player->fields.begin(), player->fields.end(),
                     [](const WikiField& f) { return f.path == "starting_equipment"; });
    ASSERT_NE(gear, player->fields.end());
    EXPECT_THAT(gear->links, Contains(WikiRef{DefKind::item, "dagger"}));
    EXPECT_THAT(m.find(DefKind::item, "dagger")->named_by,
                Contains(WikiRef{DefKind::actor, "player"}));
    EXPECT_THAT(test::wiki_text(files(), "actors/player.html"),
                HasSubstr("<h2>What it names</h2>\n<p><a href=\"../items/dagger.html\">dagger</a>, "
                          "<a href=\"../items/leather_armor.html\">leather_armor</a>"));
    EXPECT_THAT(m.find(DefKind::actor, "wolf")->vaults, ElementsAre("den"));
    EXPECT_THAT(m.find(DefKind::item, "sword")->vaults, ElementsAre("den"));
    EXPECT_THAT(m.find(DefKind::vault, "den")->holds,
                ElementsAre(WikiRef{DefKind::tile, "door"}, WikiRef{DefKind::actor, "wolf"},
                            WikiRef{DefKind::item, "sword"}));
    EXPECT_THAT(test::wiki_text(files(), "items/sword.html"),
                HasSubstr("It appears in <a href=\"../vaults/den.html\">den</a>"));
    // The legend is a mapping keyed by glyph: its entries name the legend's place, never
    // "the default".
    const WikiEntry* den = m.find(DefKind::vault, "den");
    const auto tile = std::find_if(den->fields.begin(), den->fields.end(),
                                   [](const WikiField& f) { return f.value == "door"; });
    ASSERT_NE(tile, den->fields.end());
    ASSERT_THAT(tile->sources, SizeIs(1));
    EXPECT_THAT(tile->sources[0], AllOf(HasSubstr("vaults.yaml:4"), HasSubstr("the whole list")));
}

TEST_F(WikiModelTest, SpawnCurvesFollowTheSpawnTables) {
    const WikiModel m = build_wiki_model(*content_, small());
    const WikiEntry* troll = m.find(DefKind::actor, "troll");
    ASSERT_TRUE(troll && troll->spawn);
    ASSERT_EQ(m.deepest, 7);
    // Depths 1-2: orcs only; 3: orc 80, troll 15; 7: orc 80, troll 60.
    EXPECT_DOUBLE_EQ(troll->spawn->chance[1], 0.0);
    EXPECT_DOUBLE_EQ(troll->spawn->chance[2], 15.0 / 95.0);
    EXPECT_DOUBLE_EQ(troll->spawn->chance[6], 60.0 / 140.0);
    EXPECT_FALSE(m.find(DefKind::actor, "wolf")->spawn);
    const std::string page = test::wiki_text(files(), "actors/troll.html");
    EXPECT_THAT(page, AllOf(HasSubstr("<svg"), HasSubstr(">depth</text>"),
                            HasSubstr(">chance per pick (%)</text>")));
    EXPECT_THAT(test::wiki_text(files(), "actors/wolf.html"), HasSubstr("Not in spawns.yaml"));
}

TEST_F(WikiModelTest, MonstersHaveAThreatFigureTheStrongerTheHigher) {
    const WikiModel m = build_wiki_model(*content_, small());
    EXPECT_FALSE(m.find(DefKind::actor, "player")->threat);
    const WikiEntry* orc = m.find(DefKind::actor, "orc");
    const WikiEntry* troll = m.find(DefKind::actor, "troll");
    ASSERT_TRUE(orc->threat && troll->threat);
    EXPECT_EQ(orc->threat->player_hp, 30);
    EXPECT_GT(orc->threat->threat, 0);
    EXPECT_GT(troll->threat->threat, orc->threat->threat);
    EXPECT_THAT(test::wiki_text(files(), "actors/orc.html"), HasSubstr("How it is computed"));
}

TEST_F(WikiModelTest, LabFiguresCountKillsDamageAndDeathsByDepth) {
    LabTable table = table_for(*content_);
    RunTally a;
    a.seed = 1;
    a.end = RunEnd::died;
    a.depth = 3;
    a.killer = "troll";
    a.kills = {{"orc", 4}, {"troll", 1}};
    a.damage_by = {{"orc", 12}, {"troll", 30}};
    a.found = {{"sword", 1}};
    RunTally b = a;
    b.seed = 2;
    b.depth = 5;
    b.used = {{"health_potion", 2}};
    table.runs = {a, b};
    WikiOptions o = small();
    o.lab = &table;
    o.lab_name = "two runs";
    const WikiModel m = build_wiki_model(*content_, o);
    const WikiEntry* troll = m.find(DefKind::actor, "troll");
    ASSERT_TRUE(troll->lab);
    EXPECT_EQ(troll->lab->kills, 2);
    EXPECT_EQ(troll->lab->damage_dealt, 60);
    EXPECT_THAT(troll->lab->deaths, ElementsAre(std::pair{3, 1}, std::pair{5, 1}));
    EXPECT_EQ(m.find(DefKind::item, "sword")->lab->found, 2);
    EXPECT_EQ(m.find(DefKind::item, "health_potion")->lab->used, 2);
    EXPECT_THAT(test::wiki_text(wiki_files(m), "actors/troll.html"),
                HasSubstr("<tr><td>3</td><td>1</td><td>50.0%</td></tr>"));
    EXPECT_THAT(test::wiki_text(files(), "actors/troll.html"),
                HasSubstr("No lab figures were given"));
}

TEST_F(WikiModelTest, AnOlderVersionsChangesAreListed) {
    test::ContentDir older;
    const ContentPtr before = older.load_ok();
    ASSERT_TRUE(before);
    dir_.replace("actors.yaml", "    power: 3\n    defense: 0\n  xp: 35",
                 "    power: 5\n    defense: 0\n  xp: 35");
    content_ = dir_.load_ok();
    WikiOptions o = small();
    o.against = before.get();
    o.against_name = "old";
    const WikiModel m = build_wiki_model(*content_, o);
    const WikiEntry* orc = m.find(DefKind::actor, "orc");
    ASSERT_THAT(orc->changes, ElementsAre(AllOf(Field(&WikiChange::path, "fighter.power"),
                                                Field(&WikiChange::old_value, "3"),
                                                Field(&WikiChange::new_value, "5"))));
    EXPECT_TRUE(m.find(DefKind::actor, "wolf")->added);
    EXPECT_FALSE(m.find(DefKind::actor, "troll")->added);
    EXPECT_THAT(m.find(DefKind::actor, "troll")->changes, IsEmpty());
    const auto wiki = wiki_files(m);
    const std::string& changes = test::wiki_text(wiki, "changes.html");
    EXPECT_THAT(changes,
                HasSubstr("<a href=\"actors/orc.html\">orc</a> (Orc): fighter.power</li>"));
    EXPECT_THAT(changes, HasSubstr("<a href=\"actors/wolf.html\">wolf</a>"));
    EXPECT_THAT(test::wiki_text(wiki, "actors/orc.html"),
                HasSubstr("<td>fighter.power</td><td class=\"value\"><del>3</del></td>"
                          "<td class=\"value\"><ins>5</ins></td>"));
    EXPECT_THAT(test::wiki_problems(wiki), IsEmpty());
}

TEST_F(WikiModelTest, ARemovedDefinitionIsListed) {
    test::ContentDir newer;
    WikiOptions o = small();
    o.against = content_.get();
    o.against_name = "with wolves";
    const WikiModel m = build_wiki_model(*newer.load_ok(), o);
    EXPECT_THAT(test::wiki_text(wiki_files(m), "changes.html"),
                AllOf(HasSubstr("<li>actor wolf (Wolf)</li>"), HasSubstr("<li>vault den (")));
}

TEST(WikiModel, ALayerIsNamedByItsFolderNotWhereItWasLoadedFrom) {
    EXPECT_EQ(wiki_layer_name("/home/someone/game/content"), "content");
    EXPECT_EQ(wiki_layer_name("mods/hard/"), "hard");
    EXPECT_EQ(wiki_layer_name("content"), "content");
}

TEST(WikiHtml, EscapesWhatHtmlReads) {
    EXPECT_EQ(html_escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
}

}  // namespace
}  // namespace cf
