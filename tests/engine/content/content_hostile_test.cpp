// Hostile input on the newest readers (effect shapes, conditions and triggers, damage
// types, resistances, factions, charges, throwing, appearances), as a designer trying to
// break them writes it: each case is refused at its file:line:col with a message of
// bounded length, or loads and plays within the game's bounds. The content fuzzer's seed
// corpus (tests/fuzz/corpus/content) holds the same shapes.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/content/content_loader.hpp"
#include "engine/rules/game.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;

// No problem message repeats a hostile text in full: a line of the problems panel or
// the log stays short whatever the file holds.
constexpr std::size_t kLongestMessage = 600;

void expect_short_messages(const std::vector<Problem>& problems) {
    for (const Problem& p : problems)
        EXPECT_LE(p.message.size(), kLongestMessage) << p.message.substr(0, 200);
}

struct HostileCase {
    const char* name;
    const char* file;
    std::string text;  // appended to `file` (written when the fixture has none)
    int line;
    int column;
    const char* message;
};

std::ostream& operator<<(std::ostream& out, const HostileCase& c) { return out << c.name; }

class HostileContent : public testing::TestWithParam<HostileCase> {};

TEST_P(HostileContent, IsRefusedAtItsPlace) {
    const HostileCase& c = GetParam();
    ContentDir dir;
    if (std::filesystem::exists(std::filesystem::path(dir.path()) / c.file))
        dir.append(c.file, c.text);
    else
        dir.write(c.file, c.text);
    const ContentLoad load = dir.load();
    EXPECT_FALSE(load.content);
    EXPECT_THAT(load.problems, Contains(ProblemAt(c.file, c.line, c.column, c.message)))
        << to_string(load.problems).substr(0, 2000);
    expect_short_messages(load.problems);
}

const std::string kLongKey(20000, 'a');

INSTANTIATE_TEST_SUITE_P(
    NewestReaders, HostileContent,
    testing::Values(
        HostileCase{"AliasInDamageTypes", "damage_types.yaml",
                    "fire: &f\n  name: fire\n  again: *f\n", 3, 10, "contain itself"},
        HostileCase{"AliasInFactions", "factions.yaml",
                    "orcs: &o\n  name: the orcs\n  allied: [*o]\n", 3, 12, "contain itself"},
        HostileCase{"AliasInAppearances", "appearances.yaml",
                    "looks: &l\n  name: Potions\n  looks:\n    - *l\n", 4, 7, "contain itself"},
        HostileCase{"AliasInAnEffectShape", "actors.yaml",
                    "blaster:\n  name: Blaster\n  glyph: B\n  color: '#ffffff'\n"
                    "  fighter: {hp: 3, power: 1, defense: 0}\n  ai: hostile\n"
                    "  on_death:\n    - &e {damage: 2, shape: burst, radius: 2, next: *e}\n",
                    114, 53, "contain itself"},
        HostileCase{"LongResistKey", "actors.yaml",
                    "resister:\n  name: Resister\n  glyph: R\n  color: '#ffffff'\n"
                    "  fighter: {hp: 3, power: 1, defense: 0}\n  ai: hostile\n  resist: {" +
                        kLongKey + ": 50}\n",
                    113, 12,
                    "no damage_type named 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa... (20000 characters)'"},
        HostileCase{"ChargesPastInt", "items.yaml",
                    "wand:\n  name: Wand\n  glyph: '/'\n  color: '#ffffff'\n"
                    "  charges: 2147483648\n",
                    136, 12, "'charges' is 2147483648, but must be from 1 to 100"},
        HostileCase{"NegativeRadius", "items.yaml",
                    "bomb:\n  name: Bomb\n  glyph: '*'\n  color: '#ffffff'\n"
                    "  use:\n    target: cell\n    range: 4\n    effects:\n"
                    "      - damage: 3\n        shape: burst\n        radius: -1\n",
                    142, 17, "'radius' is -1, but must be from 0 to 1000"},
        HostileCase{"HugeChance", "actors.yaml",
                    "gambler:\n  name: Gambler\n  glyph: G\n  color: '#ffffff'\n"
                    "  fighter: {hp: 3, power: 1, defense: 0}\n  ai: hostile\n"
                    "  on_struck:\n    - heal: 1\n      if: {chance: 1e308}\n",
                    115, 20, "'chance' must be a whole number from 1 to 100"}),
    [](const testing::TestParamInfo<HostileCase>& param) { return param.param.name; });

// A faction's name is free text: 20,000 characters load (what draws it is bounded where
// it is drawn), and a problem elsewhere in the file still quotes it short.
TEST(HostileContentPlayed, ALongFactionNameLoads) {
    ContentDir dir;
    dir.write("factions.yaml", "goblins:\n  name: " + kLongKey + "\n");
    const ContentLoad load = dir.load();
    ASSERT_TRUE(load.content) << to_string(load.problems).substr(0, 500);
    EXPECT_EQ(load.content->factions.at("goblins").name.size(), kLongKey.size());
}

// A creature that splits into 100 of itself when struck and when it dies: a trigger
// chain that summons itself. It plays within the floor's bounds: no turn makes more
// than settings' max_summons_per_turn, the floor never holds more than max_creatures,
// and the log says so when a bound stops it.
TEST(HostileContentPlayed, ACreatureThatSummonsItselfStaysWithinTheBounds) {
    ContentDir dir;
    dir.replace("settings.yaml", "max_creatures: 4000", "max_creatures: 300");
    dir.append("actors.yaml",
               "hydra:\n  name: Hydra\n  glyph: H\n  color: '#ffffff'\n"
               "  fighter: {hp: 1000, power: 0, defense: 0}\n  ai: none\n"
               "  on_struck:\n    - summon: hydra\n      count: 100\n"
               "  on_death:\n    - summon: hydra\n      count: 100\n");
    const ContentPtr content = dir.load_ok();
    // A hall with room for 700 of them.
    std::vector<std::string> rows(22, "#" + std::string(38, '.') + "#");
    rows.front() = rows.back() = std::string(40, '#');
    rows[1].replace(1, 2, "@H");
    Game game = test::prefab_game(content, rows, {{'H', "hydra"}});
    int most = 0;
    for (int turn = 0; turn < 20; ++turn) {
        const int before = static_cast<int>(game.world().entities.size());
        game.submit(Command::attack(Direction::e));
        const int living = static_cast<int>(
            std::count_if(game.world().entities.begin(), game.world().entities.end(),
                          [](const Entity& e) { return e.alive(); }));
        most = std::max(most, living);
        EXPECT_LE(static_cast<int>(game.world().entities.size()) - before,
                  content->settings.max_summons_per_turn + 1);
        if (game.world().status != GameStatus::playing) break;
    }
    EXPECT_LE(most, content->settings.max_creatures);
    EXPECT_FALSE(game.world().bounds_hit.empty()) << "a bound stopped it, and it was said";
}

}  // namespace
}  // namespace cf
