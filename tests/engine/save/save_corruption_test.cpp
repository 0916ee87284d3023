// Damaged, hand-broken and hostile saves: each is refused with a reason and a place
// (or, where only content changed, loads with a note), and none crashes, hangs or
// allocates by a number it read. Run under ASan too (-DCRYPTFORGE_SANITIZE=ON).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>

#include "engine/core/file_write.hpp"
#include "engine/rules/factory.hpp"
#include "engine/save/save.hpp"
#include "engine/save/save_format.hpp"
#include "tests/support/save_text_checks.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

// A small world whose text has every kind of value: components, inventory, messages.
World small_world(const Content& c) {
    World w;
    w.seed = 3;
    w.rng.reseed(3);
    w.map = Map(5, 3, c.settings.wall_tile);
    for (int x = 1; x <= 3; ++x) w.map.set_tile({x, 1}, c.settings.floor_tile);
    w.map.set_explored({1, 1}, true);
    w.map.add_room({1, 1, 3, 1});
    spawn_player(w, c, {1, 1});
    w.find(spawn_actor(w, c, "orc", {2, 1}))->statuses["confused"] = 2;
    spawn_item(w, c, "health_potion", {3, 1});
    w.say("Hi.", Tone::system);
    return w;
}

const std::string& small_text() {
    static const std::string text = save_to_text(small_world(test::save_content()));
    return text;
}

// The small save with `from` (which must occur once) replaced, checksum recomputed:
// what a hand edit that knows the checksum would give, so the field checks are reached.
std::string edited(const std::string& from, const std::string& to) {
    std::string text = small_text();
    const auto at = text.find(from);
    if (at == std::string::npos || text.find(from, at + 1) != std::string::npos) {
        ADD_FAILURE() << "'" << from << "' does not occur exactly once in:\n" << text;
        return text;
    }
    return reseal_save_text(text.replace(at, from.size(), to));
}

TEST(SaveCorruption, TheSmallSaveItselfLoads) {
    SaveLoad l = test::load_save_fixture(small_text());
    ASSERT_TRUE(l.world) << to_string(l.problems);
    EXPECT_EQ(save_to_text(*l.world), small_text());
}

// A cut anywhere is refused; a cut inside the trailing newline loads the same world.
TEST(SaveCorruption, TruncatedAtEveryLengthIsRefusedOrTheSame) {
    const std::string& text = small_text();
    const std::size_t body = text.find_last_not_of(" \t\r\n") + 1;
    for (std::size_t length = 0; length <= text.size(); ++length) {
        SaveLoad l = test::load_save_fixture(text.substr(0, length));
        if (length >= body) {
            ASSERT_TRUE(l.world) << "cut at " << length << ": " << to_string(l.problems);
            ASSERT_EQ(save_to_text(*l.world), text);
        } else {
            ASSERT_FALSE(l.world) << "cut at " << length << " of " << text.size();
            ASSERT_THAT(l.problems, Not(IsEmpty()));
        }
    }
}

// Every single-bit flip anywhere (header, comment, map, numbers, the final newline).
TEST(SaveCorruption, EverySingleBitFlipIsDetected) {
    const std::string& text = small_text();
    for (std::size_t at = 0; at < text.size(); ++at) {
        for (int bit = 0; bit < 8; ++bit) {
            std::string flipped = text;
            flipped[at] = static_cast<char>(flipped[at] ^ (1 << bit));
            SaveLoad l = test::load_save_fixture(flipped);
            ASSERT_FALSE(l.world) << "bit " << bit << " of byte " << at << " ('" << text[at]
                                  << "')";
        }
    }
}

TEST(SaveCorruption, RandomByteDamageIsRefusedOrHarmless) {
    const std::string& text = small_text();
    for (std::uint32_t seed = 1; seed <= 400; ++seed) {
        std::mt19937 rng(seed);
        std::string damaged = text;
        const std::uint32_t changes = 1 + rng() % 8;
        for (std::uint32_t i = 0; i < changes; ++i)
            damaged[rng() % damaged.size()] = static_cast<char>(rng());
        if (damaged == text) continue;
        SaveLoad l = test::load_save_fixture(damaged);
        // Only damage confined to the trailing whitespace may load, and then as the same world.
        if (l.world) {
            EXPECT_EQ(save_to_text(*l.world), text) << "seed " << seed;
        }
    }
}

TEST(SaveCorruption, ChecksumCatchesAnEditThatLooksValid) {
    std::string text = small_text();
    text.replace(text.find("fighter: {hp: 10}"), 17, "fighter: {hp: 11}");
    SaveLoad l = test::load_save_fixture(text);
    EXPECT_FALSE(l.world);
    EXPECT_THAT(l.problems,
                ElementsAre(test::ProblemAt("s.yaml", 4, 11, "checksum does not match")));
}

TEST(SaveCorruption, WrongTypesAreReportedAtTheValue) {
    SaveLoad l = test::load_save_fixture(edited("fighter: {hp: 10}", "fighter: {hp: ten}"));
    EXPECT_FALSE(l.world);
    const std::string text = edited("fighter: {hp: 10}", "fighter: {hp: ten}");
    const auto line =
        static_cast<int>(std::count(text.begin(),
                                    text.begin() + static_cast<long>(text.find("hp: ten")), '\n')) +
        1;
    EXPECT_THAT(l.problems,
                ElementsAre(test::ProblemAt(
                    "s.yaml", line, 19, "'hp' in 'fighter' of entity #2 must be a whole number")));

    const std::vector<std::pair<std::string, std::string>> cases = {
        {"seed: 3", "seed: [3]"},
        {"depth: 1", "depth: one"},
        {"status: playing", "status: 1"},
        {"status: playing", "status: asleep"},
        {"def: orc", "def: [orc]"},
        {"kind: item", "kind: thing"},
        {"x: 2", "x: {a: 1}"},
        {"tone: system", "tone: loud"},
        {"rng: {state", "rng: [1, 2]\nunused: {state"},
        {"map:\n", "map: 5\nold_map:\n"},
        {"entities:\n", "entities: {}\nold:\n"},
        {"count: 1", "count: [1]"},
        {"text: \"Hi.\"", "text: [Hi]"},
        {"- [\"#\", wall]", "- wall"},
        {"equipped: {", "equipped: [], old: {"},
        {"confused: 2", "confused: ~"},
    };
    for (const auto& [from, to] : cases) {
        SaveLoad bad = test::load_save_fixture(edited(from, to));
        EXPECT_FALSE(bad.world) << to;
        ASSERT_THAT(bad.problems, Not(IsEmpty())) << to;
        EXPECT_GT(bad.problems[0].line, 0) << to << ": " << to_string(bad.problems);
    }
}

TEST(SaveCorruption, MissingKeysAreNamed) {
    const std::vector<std::string> top = {
        "seed",    "rng",       "depth", "turn",     "status",  "pending_level_ups",
        "next_id", "player_id", "map",   "entities", "messages"};
    for (const std::string& key : top) {
        SaveLoad l = test::load_save_fixture(edited("\n" + key + ":", "\nold_" + key + ":"));
        EXPECT_FALSE(l.world) << key;
        EXPECT_THAT(l.problems, Contains(test::MessageHas("missing '" + key + "' in the save")))
            << key;
    }
    struct Case {
        std::string from, to, message;
    };
    const std::vector<Case> nested = {
        {"  width: 5\n", "", "missing 'width' in 'map'"},
        {"    kind: item\n", "", "missing 'kind' in entity #3"},
        {"      equipped: {armor: 3, weapon: 2}\n", "",
         "missing 'equipped' in 'inventory' of entity #1"},
        {", count: 1", "", "missing 'count' in message 1"},
        {"rng: {state", "rng: {old_state", "missing 'state' in 'rng'"},
    };
    for (const Case& c : nested) {
        SaveLoad l = test::load_save_fixture(edited(c.from, c.to));
        EXPECT_FALSE(l.world) << c.from;
        EXPECT_THAT(l.problems, Contains(test::MessageHas(c.message))) << to_string(l.problems);
    }
}

TEST(SaveCorruption, UnknownDefinitionIdsLeaveOutOrRefuse) {
    SaveLoad monster = test::load_save_fixture(edited("def: orc", "def: dragon"));
    ASSERT_TRUE(monster.world) << to_string(monster.problems);
    EXPECT_THAT(monster.notes, ElementsAre(HasSubstr("'dragon'")));
    SaveLoad carried = test::load_save_fixture(edited("[2, dagger]", "[2, nothing]"));
    ASSERT_TRUE(carried.world) << to_string(carried.problems);
    EXPECT_THAT(carried.notes, ElementsAre(HasSubstr("'nothing'")));
    EXPECT_FALSE(carried.world->player().inventory->equipped.contains("weapon"));
    SaveLoad slot = test::load_save_fixture(edited("weapon: 2}", "wings: 2}"));
    ASSERT_TRUE(slot.world) << to_string(slot.problems);
    EXPECT_THAT(slot.notes, ElementsAre(HasSubstr("slot 'wings'")));

    EXPECT_THAT(test::load_save_fixture(edited("def: player", "def: nobody")).problems,
                ElementsAre(test::MessageHas("'nobody' is not in the content")));
    EXPECT_THAT(test::load_save_fixture(edited("[\"#\", wall]", "[\"#\", lava]")).problems,
                ElementsAre(test::MessageHas("tile 'lava'")));
}

TEST(SaveCorruption, HugeNumbersAreRefusedBeforeUse) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"seed: 3", "seed: 99999999999999999999"},
        {"fighter: {hp: 10}", "fighter: {hp: 1099511627776}"},
        {"fighter: {hp: 10}", "fighter: {hp: 99999999999999999999999999}"},
        {"width: 5", "width: 1000000000"},
        {"next_id: 6", "next_id: 4294967296"},
        {"\nturn: 0", "\nturn: 2147483648"},
        {"confused: 2", "confused: -2147483649"},
        {"x: 2", "x: -1"},
        {"x: 2", "x: 5"},
        {"depth: 1", "depth: 1e9"},
    };
    for (const auto& [from, to] : cases) {
        SaveLoad l = test::load_save_fixture(edited(from, to));
        EXPECT_FALSE(l.world) << to;
        EXPECT_THAT(l.problems, SizeIs(1)) << to << ":\n" << to_string(l.problems);
    }
    // In range one by one, but the rows are not there: refused without sizing by them.
    SaveLoad big =
        test::load_save_fixture(edited("  width: 5\n  height: 3", "  width: 4096\n  height: 4096"));
    EXPECT_THAT(big.problems, Contains(test::MessageHas("must have 4096 rows")));
}

// A number too long to read is shown in the message up to 40 characters, then cut with
// "...": a hostile save can hold megabytes in one value.
TEST(SaveCorruption, AHugeNumberIsShownWholeUpTo40CharactersAndCutPast) {
    const std::string forty(40, '9');
    SaveLoad whole =
        test::load_save_fixture(edited("fighter: {hp: 10}", "fighter: {hp: " + forty + "}"));
    EXPECT_THAT(whole.problems, ElementsAre(test::MessageHas("is " + forty + ", far outside")));
    SaveLoad cut =
        test::load_save_fixture(edited("fighter: {hp: 10}", "fighter: {hp: " + forty + "7}"));
    EXPECT_THAT(cut.problems, ElementsAre(test::MessageHas("is " + forty + "..., far outside")));
    SaveLoad seed = test::load_save_fixture(edited("seed: 3", "seed: " + forty + "7"));
    EXPECT_THAT(
        seed.problems,
        ElementsAre(test::MessageHas("is " + forty + "..., larger than 18446744073709551615")));
}

TEST(SaveCorruption, DeepNestingIsRefusedWithoutRecursing) {
    const std::size_t n = 100000;
    const std::vector<std::string> texts = {
        std::string(n, '['),
        std::string(n, '{'),
        "seed: " + std::string(n, '[') + std::string(n, ']'),
        [&] {
            std::string s;
            for (std::size_t i = 0; i < n; ++i) s += "- ";
            return s + "x";
        }(),
        [&] {
            std::string s;
            for (std::size_t i = 0; i < 2000; ++i) s += std::string(i, ' ') + "a:\n";
            return s;
        }(),
        small_text() + std::string(n, '['),
        // A '#' inside a word starts no comment, nor does a quote inside one open a string:
        // what follows them still counts.
        "seed: a#b " + std::string(n, '['),
        "seed: it's " + std::string(n, '['),
    };
    for (const std::string& text : texts) {
        SaveLoad l = test::load_save_fixture(text);
        EXPECT_FALSE(l.world);
        EXPECT_THAT(l.problems, ElementsAre(test::MessageHas("deep"))) << to_string(l.problems);
    }
    // Under both textual limits, deeper than the parse-time limit: refused while parsing.
    std::string mixed;
    for (int i = 0; i < 50; ++i) mixed += "- ";
    mixed += std::string(50, '[') + std::string(50, ']');
    EXPECT_THAT(test::load_save_fixture(mixed).problems,
                ElementsAre(test::MessageHas("nested more than 64 deep")));
}

TEST(SaveCorruption, NewerVersionIsRefusedClearlyAndNeverRead) {
    const std::string newer = "format: cryptforge-save\nversion: 4\nworld: {something: new}\n";
    EXPECT_THAT(test::load_save_fixture(newer).problems,
                ElementsAre(test::ProblemAt(
                    "s.yaml", 2, 10, "written by a newer Cryptforge (save format version 4")));
    std::string text = small_text();
    text.replace(text.find("version: 3"), 10, "version: 7");
    EXPECT_THAT(test::load_save_fixture(text).problems,
                ElementsAre(test::MessageHas("newer Cryptforge")));
    text.replace(text.find("version: 7"), 10, "version: 0");
    EXPECT_THAT(test::load_save_fixture(text).problems,
                ElementsAre(test::MessageHas("older than any this build reads")));
}

TEST(SaveCorruption, OtherFilesAreNotSaves) {
    std::string actors = test::file_text(test::fixture_content_dir() + "/actors.yaml");
    for (const std::string& text :
         {actors, std::string(), std::string("hello"), std::string("[1, 2]"),
          std::string("format: something-else\n"), std::string("# only a comment\n")}) {
        SaveLoad l = test::load_save_fixture(text);
        EXPECT_FALSE(l.world) << text;
        EXPECT_THAT(l.problems, ElementsAre(test::MessageHas("not a")))
            << text << to_string(l.problems);
    }
    EXPECT_THAT(test::load_save_fixture("format: cryptforge-save\n").problems,
                ElementsAre(test::MessageHas("missing 'version'")));
    for (std::uint32_t seed = 1; seed <= 300; ++seed) {
        std::mt19937 rng(seed);
        std::string garbage(1 + rng() % 400, ' ');
        for (char& c : garbage) c = static_cast<char>(rng());
        EXPECT_FALSE(test::load_save_fixture(garbage).world) << "seed " << seed;
    }
}

TEST(SaveCorruption, YamlFeaturesNoSaveUsesAreRefused) {
    EXPECT_THAT(test::load_save_fixture(edited("seed: 3\nrng", "seed: &s 3\nrng")).problems,
                ElementsAre(test::MessageHas("anchors")));
    EXPECT_THAT(test::load_save_fixture(edited("depth: 1", "depth: *s")).problems, Not(IsEmpty()));
    EXPECT_THAT(test::load_save_fixture(edited("depth: 1", "depth: 1\ndepth: 1")).problems,
                ElementsAre(test::MessageHas("duplicate key 'depth'")));
    EXPECT_THAT(test::load_save_fixture(small_text() + "---\nmore: 1\n").problems,
                ElementsAre(test::MessageHas("second YAML document")));
}

// A refusal made while the save is read names the line and column it is at (1-based, as
// every problem is shown).
TEST(SaveCorruption, AnAnchorIsRefusedAtItsPlace) {
    const std::string text = edited("seed: 3\nrng", "seed: &s 3\nrng");
    const std::size_t at = text.find("&s");
    const int line =
        1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
    const int column = static_cast<int>(at - text.rfind('\n', at));
    EXPECT_THAT(test::load_save_fixture(text).problems,
                ElementsAre(test::ProblemAt("s.yaml", line, column, "anchors")));
}

// Ids go up to kMaxEntityId (the one bound the rules, edits and reader share): the last
// id that can still be handed out is read, one past it is refused, for the counter and
// for an entity alike.
TEST(SaveCorruption, IdsAreReadUpToTheirBoundAndNoFurther) {
    SaveLoad at_bound = test::load_save_fixture(edited("next_id: 6", "next_id: 4000000000"));
    ASSERT_TRUE(at_bound.world) << to_string(at_bound.problems);
    EXPECT_EQ(at_bound.world->next_id, 4'000'000'000u);
    EXPECT_FALSE(test::load_save_fixture(edited("next_id: 6", "next_id: 4000000001")).world);
    std::string high = edited("  - id: 5\n", "  - id: 3999999999\n");
    high.replace(high.find("next_id: 6"), 10, "next_id: 4000000000");
    SaveLoad entity = test::load_save_fixture(reseal_save_text(high));
    ASSERT_TRUE(entity.world) << to_string(entity.problems);
    EXPECT_TRUE(entity.world->find(3'999'999'999u));
}

// A vault may fill the floor to its last column and row; one cell past is refused.
TEST(SaveCorruption, AVaultReachingTheMapsEdgesIsKeptAndOnePastIsRefused) {
    World w = small_world(test::save_content());
    w.map.add_vault({"den", {0, 0, 5, 3}});
    const SaveLoad whole = test::load_save_fixture(save_to_text(w));
    ASSERT_TRUE(whole.world) << to_string(whole.problems);
    ASSERT_EQ(whole.world->map.vaults().size(), 1u);
    EXPECT_EQ(whole.world->map.vaults()[0].area, (Rect{0, 0, 5, 3}));
    for (const Rect past : {Rect{0, 0, 6, 3}, Rect{0, 0, 5, 4}, Rect{1, 0, 5, 3}}) {
        World over = small_world(test::save_content());
        over.map.add_vault({"den", past});
        EXPECT_FALSE(test::load_save_fixture(save_to_text(over)).world)
            << past.x << "," << past.y << " " << past.w << "x" << past.h;
    }
}

// Every yes-or-no field of the save reads `true` or `false` and nothing else: a `yes`,
// which YAML 1.1 took for true, is refused naming the field.
TEST(SaveCorruption, AFlagIsTrueOrFalseAndNothingElse) {
    const std::string& text = small_text();
    int flags = 0;
    for (std::size_t at = 0; (at = text.find(": false\n", at)) != std::string::npos; ++at) {
        const std::size_t start = text.rfind('\n', at) + 1;
        const std::string line = text.substr(start, at + 8 - start);
        const std::string key = line.substr(line.find_first_not_of(' '));
        if (text.find(line) != start) continue;  // not the only line so written
        ++flags;
        const SaveLoad l =
            test::load_save_fixture(edited(line, line.substr(0, line.size() - 7) + " yes\n"));
        EXPECT_FALSE(l.world) << key;
        EXPECT_THAT(l.problems, Contains(test::MessageHas("must be true or false"))) << key;
    }
    EXPECT_GT(flags, 0) << "the small save writes no flag";
}

TEST(SaveCorruption, InconsistentStateIsRefused) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"  - id: 5\n", "  - id: 4\n"},            // two entities with one id
        {"[2, dagger]", "[4, dagger]"},            // a carried item with an entity's id
        {"weapon: 2}", "weapon: 5}"},              // equips what it does not carry
        {"player_id: 1", "player_id: 4"},          // the player is an orc without inventory
        {"next_id: 6", "next_id: 5"},              // would hand out an id in use
        {"stream: ", "stream: 2\nold: "},          // an even PCG increment
        {"    - \"#...#\"", "    - \"#.?.#\""},    // a symbol not in the palette
        {"    - \"#...#\"", "    - \"#..#\""},     // a short row
        {"    - \"01000\"", "    - \"01200\""},    // explored is 0 or 1
        {"- [\".\", floor]", "- [\"#\", floor]"},  // two tiles, one symbol
    };
    for (const auto& [from, to] : cases) {
        SaveLoad l = test::load_save_fixture(edited(from, to));
        EXPECT_FALSE(l.world) << to;
        EXPECT_THAT(l.problems, Not(IsEmpty())) << to;
    }
}

// Brackets closed before do not count toward the depth of later ones: 64 nested after the
// save's own lists are read as 64, and refused as values nested that deep, not as more.
TEST(SaveCorruption, BracketsClosedBeforeDoNotDeepenLaterOnes) {
    const std::string deep = std::string(64, '[') + std::string(64, ']');
    EXPECT_THAT(test::load_save_fixture(edited("\nturn: 0", "\nturn: 0\nextra: " + deep)).problems,
                ElementsAre(test::MessageHas("values nested more than 64")));
}

// A floor tile the content no longer defines refuses the save as a whole: the problem is
// the game's, not a line's, so it names no place in the file.
TEST(SaveCorruption, AnUndefinedFloorTileIsAProblemOfNoLine) {
    const SaveLoad l = test::load_save_fixture(edited("- [\".\", floor]", "- [\".\", lava]"));
    EXPECT_FALSE(l.world);
    EXPECT_THAT(l.problems, Contains(test::ProblemAt("s.yaml", 0, 0, "'lava'")))
        << to_string(l.problems);
}

// A next_id at or below an id in use is named for that: 1 is a whole number in range (the
// first id handed out), refused only because the player holds it.
TEST(SaveCorruption, ANextIdAnEntityHoldsIsRefusedForThat) {
    EXPECT_THAT(test::load_save_fixture(edited("next_id: 6", "next_id: 1")).problems,
                ElementsAre(test::MessageHas("'next_id' is 1 but id 5 is already in use")));
}

// A map whose palette lists no tile is named as such, not only through its rows.
TEST(SaveCorruption, AnEmptyPaletteIsRefusedByName) {
    const std::string& text = small_text();
    const auto from = text.find("\n  palette:");
    const auto to = text.find("\n  cells:");
    ASSERT_NE(from, std::string::npos);
    ASSERT_NE(to, std::string::npos);
    const SaveLoad l =
        test::load_save_fixture(edited(text.substr(from, to - from), "\n  palette: []"));
    EXPECT_FALSE(l.world);
    EXPECT_THAT(l.problems, Contains(test::MessageHas("must list from 1 to 65535 tiles")))
        << to_string(l.problems);
}

// --- The fast subset reader reads what yaml-cpp reads ------------------------------

// The first node where the trees differ ("" when they agree), for the failure message.
std::string tree_difference(const save_format::Node& a, const save_format::Node& b) {
    if (a.type != b.type || a.text != b.text || a.line != b.line || a.column != b.column ||
        a.form != b.form || a.children.size() != b.children.size()) {
        const auto show = [](const save_format::Node& n) {
            return "type " + std::to_string(static_cast<int>(n.type)) + " '" + n.text + "' at " +
                   std::to_string(n.line) + ":" + std::to_string(n.column) + " form " +
                   std::to_string(static_cast<int>(n.form)) + ", " +
                   std::to_string(n.children.size()) + " children";
        };
        return show(a) + " vs " + show(b);
    }
    for (std::size_t i = 0; i < a.children.size(); ++i) {
        if (std::string d = tree_difference(a.children[i], b.children[i]); !d.empty()) return d;
    }
    return "";
}

// Whatever the fast subset reader accepts, yaml-cpp accepts too, as the same tree (marks
// included). Returns whether the fast reader accepted it.
bool layout_agrees(const std::string& text, const std::string& what) {
    const auto fast = save_format::parse_subset(text);
    if (!fast) return false;
    std::vector<Problem> problems;
    const auto slow = save_format::parse_yaml(text, "s.yaml", problems);
    EXPECT_TRUE(slow) << what << ": the fast subset reader accepted what yaml-cpp refuses: "
                      << to_string(problems);
    const std::string difference = slow ? tree_difference(*fast, *slow) : "";
    EXPECT_TRUE(slow && difference.empty())
        << what << ": the two parsers disagree (" << difference << ") on:\n"
        << text;
    return true;
}

TEST(SaveSubsetParser, ReadsEverySaveTheWriterMakesAsYamlCppDoes) {
    EXPECT_TRUE(layout_agrees(small_text(), "small save"));
    World w = small_world(test::save_content());
    w.say("Quotes \" and \\ backslashes,\ttabs,\nnewlines, \x01 controls, ~ null: [x] {y} # z",
          Tone::warning);
    w.say("Ünïcödé", Tone::magic);
    w.map.set_tile({0, 0}, "null");  // a tile id yaml would read as null is quoted
    w.map.set_tile({1, 0}, "123");
    EXPECT_TRUE(layout_agrees(save_to_text(w), "odd texts"));
    // Invalid UTF-8 is outside the subset (content files must be UTF-8): such a save is
    // read by yaml-cpp, to the same world.
    World odd = small_world(test::save_content());
    odd.say("invalid UTF-8: \xff\xfe", Tone::magic);
    const std::string invalid = save_to_text(odd);
    EXPECT_FALSE(layout_agrees(invalid, "invalid UTF-8"));
    SaveLoad l = load_save_text(invalid, "s.yaml", test::save_content());
    ASSERT_TRUE(l.world) << to_string(l.problems);
    EXPECT_EQ(save_to_text(*l.world), invalid);
    const World empty;
    EXPECT_TRUE(layout_agrees(save_to_text(empty), "empty world"));
}

TEST(SaveSubsetParser, AgreesWithYamlCppOnDamagedSaves) {
    const std::string& text = small_text();
    int accepted = 0;
    for (std::size_t length = 0; length <= text.size(); ++length) {
        accepted +=
            layout_agrees(text.substr(0, length), "cut at " + std::to_string(length)) ? 1 : 0;
    }
    for (std::size_t at = 0; at < text.size(); ++at) {
        for (int bit = 0; bit < 8; ++bit) {
            std::string flipped = text;
            flipped[at] = static_cast<char>(flipped[at] ^ (1 << bit));
            accepted +=
                layout_agrees(flipped, "flip " + std::to_string(at) + "/" + std::to_string(bit))
                    ? 1
                    : 0;
        }
    }
    // Edits made of YAML's own punctuation, where the two parsers could part ways.
    const std::vector<std::string> pieces = {" ", "  ",   "\n", "- ", ": ",  ":",  "[", "]",
                                             "{", "}",    ", ", ",",  "\"",  "'",  "#", " #",
                                             "~", "null", "\\", "-",  "---", "? ", "1"};
    for (std::uint32_t seed = 1; seed <= 3000; ++seed) {
        std::mt19937 rng(seed);
        std::string mutated = text;
        for (std::size_t i = 0, n = 1 + rng() % 3; i < n; ++i) {
            const std::size_t at = rng() % (mutated.size() + 1);
            if (rng() % 3 == 0 && at < mutated.size())
                mutated.erase(at, 1 + rng() % 3);
            else
                mutated.insert(at, pieces[rng() % pieces.size()]);
        }
        accepted += layout_agrees(mutated, "seed " + std::to_string(seed)) ? 1 : 0;
    }
    EXPECT_GT(accepted, 1000) << "the comparison should cover many texts the fast path reads";
}

TEST(SaveSubsetParser, HandEditedStylesReadTheSameFastOrThroughYamlCpp) {
    // Other quoting and comments are in the subset; a tag is not, and falls back.
    const std::string quoted = edited("def: orc\n", "def: 'orc'   # hand-edited\n");
    EXPECT_TRUE(save_format::parse_subset(quoted));
    const std::string tagged = edited("def: orc\n", "def: !!str orc\n");
    EXPECT_FALSE(save_format::parse_subset(tagged));
    for (const std::string& text : {quoted, tagged}) {
        SaveLoad l = test::load_save_fixture(text);
        ASSERT_TRUE(l.world) << text << to_string(l.problems);
        EXPECT_EQ(save_to_text(*l.world), small_text());
    }
}

}  // namespace
}  // namespace cf
