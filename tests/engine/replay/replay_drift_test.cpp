// A recording replayed after a rule's outcome changed stops at the turn where the change
// first matters and names the field that drifted. The change is made to the content the
// recording embeds (the orc's power, the XP an orc is worth), since that is what the rules
// read: this shows a replay catches any change that alters the state at the event where
// it first matters, however late in the run; it does not exercise a change to the C++ rules
// themselves, which reaches the state hash the same way.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <regex>

#include "engine/replay/game_setup.hpp"
#include "engine/replay/replay.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

// The orc starts five cells away and walks up to the waiting player, who then kills it.
Game orc_walks_up() {
    Game game = test::prefab_game(test::default_content(), {"#########", "#@....o.#", "#########"});
    for (int i = 0; i < 120; ++i) {
        const Entity* orc = test::first_of(game.world(), "orc");
        const bool adjacent = orc && orc->alive() && orc->pos.x == game.world().player().pos.x + 1;
        game.submit(adjacent ? Command::attack(Direction::e) : Command::wait());
    }
    return game;
}

// The first event of the live run whose effects hold `field` changing on `target`.
std::size_t first_event_changing(const Game& live, EntityId target, const std::string& field,
                                 int& turn) {
    Game again(live.start_content(), live.start_world());
    for (std::size_t n = 0; n < live.log().size(); ++n) {
        again.apply(live.log()[n]);
        for (const Effect& e : again.world().effects) {
            if (e.target == target && e.field == field) {
                turn = again.world().turn;
                return n + 1;
            }
        }
    }
    return 0;
}

std::vector<Problem> replay_edited(const Game& live, const std::regex& from, const std::string& to,
                                   Game*& played, std::optional<Game>& holder) {
    std::string text = record_game(live, 1, "").text;
    EXPECT_TRUE(std::regex_search(text, from));
    text = std::regex_replace(text, from, to, std::regex_constants::format_first_only);
    test::TempDir out;
    const std::string path = out.write("run.yaml", text);
    const ReplayLoad load = load_replay(path);
    EXPECT_TRUE(load.replay) << to_string(load.problems);
    if (!load.replay) return {};
    GameStart start = start_game({load.replay->contents[0], 1, "", load.replay->start_save, path});
    EXPECT_TRUE(start.game);
    if (!start.game) return {};
    holder = std::move(start.game);
    played = &*holder;
    return play_replay(*holder, *load.replay, path);
}

// Replays `live`'s recording with its content edited (`from` replaced by `to`): the replay
// must stop, with one problem, at the first event that changed the player's `field` in
// the live game, naming that event (as `event_text` reads, or as the log describes it
// when empty), its turn, and the field; that event must come after event `after` (`why`).
void expect_drift_at_first_change(const Game& live, const std::string& field, std::size_t after,
                                  const std::string& why, const std::regex& from,
                                  const std::string& to, std::string event_text = "") {
    int turn = 0;
    const std::size_t event = first_event_changing(live, live.world().player_id, field, turn);
    ASSERT_GT(event, after) << why;
    if (event_text.empty()) event_text = describe(live.log()[event - 1]);

    Game* played = nullptr;
    std::optional<Game> holder;
    const auto problems = replay_edited(live, from, to, played, holder);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_THAT(problems[0].message,
                HasSubstr("drifted from its recording at event " + std::to_string(event) + " ('" +
                          event_text + "', turn " + std::to_string(turn) + ")"));
    EXPECT_THAT(problems[0].message, HasSubstr("the first difference is entity 1 " + field));
    ASSERT_TRUE(played);
    EXPECT_EQ(played->world().turn, turn) << "it stopped where it drifted";
}

TEST(ReplayDrift, AHarderHittingOrcStopsTheReplayAtItsFirstBlowNamingHp) {
    expect_drift_at_first_change(orc_walks_up(), "fighter.hp", 1,
                                 "the orc must reach the player after the first turn",
                                 std::regex(R"((hp: 10\n\s+power: )3)"), "$014");
}

TEST(ReplayDrift, AnOrcWorthMoreXpStopsTheReplayAtTheKillNamingXp) {
    expect_drift_at_first_change(orc_walks_up(), "progression.xp", 5,
                                 "the player kills the orc after it walked up",
                                 std::regex(R"((orc:\n(?:.*\n)*?\s+xp: )35)"), "$0170", "attack e");
}

}  // namespace
}  // namespace cf
