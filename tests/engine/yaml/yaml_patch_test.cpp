// Saving a hand-written file changes only what was edited: comments, blank lines, key
// order, quoting and unwritten defaults stay as the author wrote them.

#include "engine/yaml/yaml_patch.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/content/rename.hpp"
#include "engine/core/text_lines.hpp"
#include "tests/support/content_edits.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;

// Written by hand: comments, blank lines, a key order of its own, double quotes, and
// defaults left out (no vision, no inventory on the monsters).
const char* const kActors = R"(# Monsters of the first floors.
orc:   # the common one
  name: "Orc"
  glyph: o
  color: '#7fc24f'
  fighter:
    hp: 10
    power: 3    # hits hard enough
    defense: 0
  ai: hostile
  xp: 35

player:
  name: Player
  glyph: '@'
  color: '#ffffff'
  fighter: {hp: 30, power: 2, defense: 1}
  inventory: 26
  levels:
    base: 200
    factor: 150
  starting_equipment:
    - dagger
    - leather_armor

# Deeper down.
troll:
  name: Troll
  glyph: T
  color: '#3fa07a'
  fighter:
    hp: 16
    power: 4
    defense: 1
  xp: 100
  ai: hostile
)";

struct Loaded {
    ContentPtr content;
    std::map<std::string, std::string> files;
};

// The bundled content with actors.yaml replaced by kActors, loaded from memory.
Loaded load_hand_written(const std::string& actors = kActors) {
    Loaded out;
    out.files = content_files(*test::default_content());
    out.files["actors.yaml"] = actors;
    ContentLoad load = load_content_texts(out.files);
    EXPECT_TRUE(load.problems.empty()) << to_string(load.problems);
    out.content = load.content;
    return out;
}

// The saved files after `change` (made with `renames`), which must load back as the
// edited content.
std::map<std::string, std::string> saved_files(const Loaded& loaded,
                                               const std::function<void(Content&)>& change,
                                               const std::vector<Rename>& renames = {}) {
    if (!loaded.content) return {};
    auto next = std::make_shared<Content>(*loaded.content);
    change(*next);
    const auto edited = edited_files(*loaded.content, *next, renames);
    auto files = loaded.files;
    for (const auto& [name, text] : edited) files[name] = text;
    const ContentLoad back = load_content_texts(files);
    EXPECT_TRUE(back.content && same_definitions(*back.content, *next)) << to_string(back.problems);
    return edited;
}

// The saved text of actors.yaml after `change`, which must load back as the edited content.
std::string saved_actors(const std::function<void(Content&)>& change,
                         std::size_t files_changed = 1) {
    const auto edited = saved_files(load_hand_written(), change);
    EXPECT_EQ(edited.size(), files_changed);
    return edited.count("actors.yaml") ? edited.at("actors.yaml") : std::string();
}

// `text` with every occurrence of `from` replaced by `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + 1))
        text.replace(at, from.size(), to);
    return text;
}

// The lines of kActors that `saved` changes, as (before, after); empty when the two
// differ in their number of lines.
std::vector<std::pair<std::string, std::string>> changed_lines(const std::string& saved) {
    const auto before = text_lines(kActors);
    const auto after = text_lines(saved);
    std::vector<std::pair<std::string, std::string>> differing;
    if (after.size() != before.size()) return differing;
    for (std::size_t i = 0; i < before.size(); ++i) {
        if (before[i] != after[i]) differing.emplace_back(before[i], after[i]);
    }
    return differing;
}

using LinePair = std::pair<std::string, std::string>;

TEST(YamlPatch, OneEditedValueIsTheOnlyLineThatDiffers) {
    EXPECT_THAT(
        changed_lines(saved_actors([](Content& c) { c.actors.at("orc").fighter.power = 5; })),
        ElementsAre(
            LinePair("    power: 3    # hits hard enough", "    power: 5    # hits hard enough")));
}

TEST(YamlPatch, ChangedTextKeepsTheQuotesTheAuthorUsed) {
    const std::string saved =
        saved_actors([](Content& c) { c.actors.at("orc").name = "Orc chief"; });
    EXPECT_NE(saved.find("  name: \"Orc chief\"\n"), std::string::npos) << saved;
}

// The author's quotes are kept when the text can be written in them, with YAML's own
// rules inside: a single-quoted text doubles its quotes, a double-quoted one has none.
// Each edit changes its one line in place (a patch that would not read back is thrown
// away for the canonical text, which loses the file's comments).
TEST(YamlPatch, ChangedTextInTheAuthorsQuotesFollowsTheirRules) {
    EXPECT_THAT(
        changed_lines(saved_actors([](Content& c) { c.actors.at("orc").name = "Orc's: chief"; })),
        ElementsAre(LinePair("  name: \"Orc\"", "  name: \"Orc's: chief\"")));
    EXPECT_THAT(changed_lines(saved_actors([](Content& c) { c.actors.at("player").glyph = '\''; })),
                ElementsAre(LinePair("  glyph: '@'", "  glyph: ''''")));
    // Double quotes would need escapes here: the canonical single quotes are kept.
    EXPECT_THAT(changed_lines(saved_actors(
                    [](Content& c) { c.actors.at("orc").name = "Orc \"Big\": chief"; })),
                ElementsAre(LinePair("  name: \"Orc\"", "  name: 'Orc \"Big\": chief'")));
}

TEST(YamlPatch, ChangeInsideAFlowMappingRewritesOnlyThatMapping) {
    const std::string saved =
        saved_actors([](Content& c) { c.actors.at("player").fighter.hp = 40; });
    EXPECT_NE(saved.find("  fighter:\n    hp: 40\n    power: 2\n    defense: 1\n  inventory: 26\n"),
              std::string::npos)
        << saved;
    EXPECT_NE(saved.find("# Monsters of the first floors.\norc:   # the common one\n"),
              std::string::npos);
}

TEST(YamlPatch, AnUnwrittenDefaultIsAddedOnlyWhenItChanges) {
    const std::string saved = saved_actors([](Content& c) { c.actors.at("orc").vision = 12; });
    EXPECT_NE(saved.find("  xp: 35\n  vision: 12\n\nplayer:"), std::string::npos) << saved;
    EXPECT_EQ(saved.find("inventory: 0"), std::string::npos)
        << "a default nobody changed was written";
    EXPECT_EQ(saved.size(), std::string(kActors).size() + std::string("  vision: 12\n").size());
}

TEST(YamlPatch, NewDefinitionIsAppendedInCanonicalFormAndADeletedOneLosesItsLines) {
    const std::string saved = saved_actors(
        [](Content& c) {
            ActorDef goblin = c.actors.at("troll");
            goblin.id = "goblin";
            goblin.name = "Goblin";
            c.actors.emplace("goblin", goblin);
            c.actors.erase("orc");
            c.spawns.monsters.by_depth[1].erase("orc");
            c.spawns.monsters.by_depth[1]["goblin"] = 80;
        },
        2);
    EXPECT_EQ(saved.find("orc:"), std::string::npos) << saved;
    EXPECT_EQ(saved.find("hits hard enough"), std::string::npos) << saved;
    EXPECT_TRUE(saved.starts_with("# Monsters of the first floors.\nplayer:\n")) << saved;
    EXPECT_NE(saved.find("# Deeper down.\ntroll:\n"), std::string::npos) << saved;
    EXPECT_TRUE(
        saved.ends_with("  ai: hostile\n\ngoblin:\n  name: Goblin\n  glyph: T\n  color: '#3fa07a'\n"
                        "  blocks: true\n  fighter:\n    hp: 16\n    power: 4\n    defense: 1\n"
                        "  xp: 100\n  ai: hostile\n  vision: 8\n  speed: 100\n  opens_doors: true\n"
                        "  regeneration: 0\n"
                        "  abilities: []\n  on_hit: []\n  inventory: 0\n  levels:\n"
                        "    base: 200\n    factor: 150\n  starting_equipment: []\n"))
        << saved;
}

// A file whose definitions touch gets its new one touching too.
TEST(YamlPatch, ANewDefinitionIsSpacedLikeTheFilesOwn) {
    const std::string touching = replaced(kActors, "\n\n", "\n");
    const auto saved = saved_files(load_hand_written(touching), [](Content& c) {
        ActorDef goblin = c.actors.at("troll");
        goblin.id = "goblin";
        goblin.name = "Goblin";
        c.actors.emplace("goblin", goblin);
    });
    ASSERT_EQ(saved.count("actors.yaml"), 1u);
    const std::string& text = saved.at("actors.yaml");
    EXPECT_TRUE(text.starts_with(touching)) << text;
    EXPECT_TRUE(text.substr(touching.size()).starts_with("goblin:\n  name: Goblin\n")) << text;
}

// The issue's finding: renaming orc to goblin deleted the orc's block at the top of
// actors.yaml and appended "goblin:" at the end with defaults nobody wrote (inventory: 0,
// levels, starting_equipment: []). The key changes where it stands.
TEST(YamlPatch, ARenameChangesTheKeyWhereItStandsAndNothingElse) {
    const Loaded loaded = load_hand_written();
    const auto edited =
        saved_files(loaded, [](Content& c) { test::rename_actor(c, "orc", "goblin"); },
                    {{DefKind::actor, "orc", "goblin"}});
    ASSERT_EQ(edited.size(), 2u);
    EXPECT_EQ(edited.at("actors.yaml"),
              replaced(kActors, "orc:   # the common one", "goblin:   # the common one"));
    const std::string spawns = loaded.files.at("spawns.yaml");
    ASSERT_NE(spawns.find("    orc: "), std::string::npos) << spawns;
    EXPECT_EQ(edited.at("spawns.yaml"), replaced(spawns, "    orc: ", "    goblin: "));
}

// Undo of the rename, then a save: the file comes back byte for byte.
TEST(YamlPatch, RenamingBackGivesBackTheFileByteForByte) {
    const Loaded first = load_hand_written();
    const auto renamed =
        saved_files(first, [](Content& c) { test::rename_actor(c, "orc", "goblin"); },
                    {{DefKind::actor, "orc", "goblin"}});
    Loaded second;
    second.files = first.files;
    for (const auto& [name, text] : renamed) second.files[name] = text;
    ContentLoad load = load_content_texts(second.files);
    ASSERT_TRUE(load.content) << to_string(load.problems);
    second.content = load.content;
    const auto back =
        saved_files(second, [](Content& c) { test::rename_actor(c, "goblin", "orc"); },
                    {{DefKind::actor, "goblin", "orc"}});
    EXPECT_EQ(back.at("actors.yaml"), kActors);
    EXPECT_EQ(back.at("spawns.yaml"), first.files.at("spawns.yaml"));
}

TEST(YamlPatch, ARenamedKeyKeepsItsQuotesAndARenameOntoATakenKeyIsLeftToTheDiff) {
    EXPECT_EQ(patch_yaml("'orc':  # c\n  hp: 1\n", "orc:\n  hp: 1\n", "goblin:\n  hp: 1\n",
                         {{{}, "orc", "goblin"}}),
              "'goblin':  # c\n  hp: 1\n");
    EXPECT_EQ(
        patch_yaml("m:\n  1:\n    orc: 5\n  2:\n    orc: 7\n",
                   "m:\n  1:\n    orc: 5\n  2:\n    orc: 7\n",
                   "m:\n  1:\n    ogre: 5\n  2:\n    ogre: 7\n", {{{"m", "*"}, "orc", "ogre"}}),
        "m:\n  1:\n    ogre: 5\n  2:\n    ogre: 7\n");
    EXPECT_EQ(patch_yaml("orc:\n  hp: 1\ngob:\n  hp: 2\n", "gob:\n  hp: 2\norc:\n  hp: 1\n",
                         "gob:\n  hp: 1\n", {{{}, "orc", "gob"}}),
              "gob:\n  hp: 1\n");
}

TEST(YamlPatch, TextItCannotEditInPlaceIsLeftToTheCanonicalWriter) {
    EXPECT_FALSE(patch_yaml("orc: &a\n  hp: 1\n", "orc:\n  hp: 1\n", "orc:\n  hp: 2\n"));
    EXPECT_FALSE(
        patch_yaml("orc:\n  name: >\n    folded\n", "orc:\n  name: a\n", "orc:\n  name: b\n"));
    EXPECT_EQ(patch_yaml("orc: {hp: 1}  # flow\n", "orc:\n  hp: 1\n", "orc:\n  hp: 2\n"),
              "orc:\n  hp: 2\n");
}

TEST(YamlPatch, UnchangedTextIsReturnedByteForByte) {
    const std::string text = "# c\r\norc:\r\n  hp: 1 # one\r\n\r\n";
    EXPECT_EQ(patch_yaml(text, "orc:\n  hp: 1\n", "orc:\n  hp: 1\n"), text);
    EXPECT_EQ(patch_yaml(text, "orc:\n  hp: 1\n", "orc:\n  hp: 7\n"),
              "# c\r\norc:\r\n  hp: 7 # one\r\n\r\n");
}

// Either canonical text without an outline (text the patcher cannot follow) means no
// patch: the caller writes the canonical text instead.
TEST(YamlPatch, NoPatchWhenEitherCanonicalTextHasNoOutline) {
    EXPECT_EQ(patch_yaml("orc:\n  hp: 1\n", "orc:\n  hp: 1\n", "just words\n"), std::nullopt);
    EXPECT_EQ(patch_yaml("orc:\n  hp: 1\n", "just words\n", "orc:\n  hp: 2\n"), std::nullopt);
}

// The last entry removed takes the blank lines after it, to the end of the file.
TEST(YamlPatch, RemovingTheLastEntryTakesTheBlankLinesToTheEnd) {
    EXPECT_EQ(patch_yaml("orc:\n  hp: 1\ngob:\n  hp: 2\n\n\n", "orc:\n  hp: 1\ngob:\n  hp: 2\n",
                         "orc:\n  hp: 1\n"),
              "orc:\n  hp: 1\n");
}

}  // namespace
}  // namespace cf
