// Playing: command.submit, sim.step, sim.run_until. Each command goes through the same
// door as a key press (ApiHost::submit), so it is logged, recorded and replayed.

#include <set>

#include "app/api/method_support.hpp"

namespace cf::api {

namespace {

Command parsed_command(const std::string& text) {
    std::string error;
    std::optional<Command> command = parse_command(text, error);
    if (!command)
        throw RpcError(kInvalidParams, "'" + text.substr(0, 80) + "' is not a command: " + error);
    return *command;
}

std::set<EntityId> living(const World& world) {
    std::set<EntityId> out;
    for (const Entity& e : world.entities)
        if (e.alive() && e.id != world.player_id) out.insert(e.id);
    return out;
}

Json command_submit(MethodCall& call) {
    Game& game = game_to_change(call);
    if (game.world().status != GameStatus::playing)
        throw RpcError(kRefused, "the game is over: the player is dead");
    const Command command = parsed_command(call.text("command"));
    const bool spent = call.host.submit(command);
    Json out = game_brief(*call.host.live());
    out["spent_turn"] = spent;
    return out;
}

// What the stop conditions compare from one command to the next.
struct Moment {
    int turn = 0;
    int depth = 0;
    GameStatus status = GameStatus::playing;
    int hp = 0;
    std::set<EntityId> living;
};

Moment moment_of(const World& world, bool with_living) {
    return {world.turn, world.depth, world.status,
            world.player().fighter ? world.player().fighter->hp : 0,
            with_living ? living(world) : std::set<EntityId>{}};
}

// Submits `command` until `stop(before, now)` says so, the game ends, or `limit` commands
// were sent.
template <class Stop>
Json repeat(MethodCall& call, const Command& command, std::int64_t limit, bool with_living,
            Stop stop) {
    Game& game = game_to_change(call);
    std::int64_t sent = 0;
    bool stopped = false;
    Moment before = moment_of(game.world(), with_living);
    while (sent < limit && call.host.live()->world().status == GameStatus::playing) {
        call.host.submit(command);
        ++sent;
        Moment now = moment_of(call.host.live()->world(), with_living);
        if (stop(before, now)) {
            stopped = true;
            break;
        }
        before = std::move(now);
    }
    Json out = game_brief(*call.host.live());
    out["commands"] = sent;
    out["reached"] = stopped;
    return out;
}

Json sim_step(MethodCall& call) {
    const Command command = parsed_command(call.text("command", "wait"));
    const std::int64_t turns = call.integer("turns", 1);
    const int start = game_to_change(call).world().turn;
    // Counts turns, not commands: a command that spends none (a wall bumped) is not one.
    return repeat(call, command, turns * 4, false,
                  [&](const Moment&, const Moment& now) { return now.turn - start >= turns; });
}

Json sim_run_until(MethodCall& call) {
    const Command command = parsed_command(call.text("command", "wait"));
    const std::string event = call.text("event");
    const bool deaths = event == "entity.died";
    return repeat(call, command, call.integer("max_commands", 1000), deaths,
                  [&](const Moment& before, const Moment& now) {
                      if (event == "turn.ended") return now.turn > before.turn;
                      if (event == "game.over") return now.status != GameStatus::playing;
                      if (event == "depth.changed") return now.depth != before.depth;
                      if (event == "player.hurt") return now.hp < before.hp;
                      for (EntityId id : before.living)
                          if (!now.living.contains(id)) return true;  // entity.died
                      return false;
                  });
}

}  // namespace

void add_play_methods(std::vector<Method>& out) {
    Param command{"command", Param::Type::string, false,
                  "a command in the replay syntax (default wait): move n, attack e, pickup, use a "
                  "12 8, descend, rest, explore"};
    Param required_command = command;
    required_command.required = true;
    required_command.description =
        "a command in the replay syntax: move n, wait, pickup, drop b, use a, use c 12 8, equip a, "
        "descend, levelup power, travel 12 8, explore, rest";
    out.push_back({"command.submit",
                   "the player's command, exactly as a key press sends it",
                   {required_command},
                   command_submit});
    Param turns{"turns", Param::Type::integer, false, "how many turns (default 1)"};
    turns.min = 1;
    turns.max = 100000;
    out.push_back(
        {"sim.step",
         "repeats a command (default wait) until that many turns have passed or the game ends",
         {turns, command},
         sim_step});
    Param max{"max_commands", Param::Type::integer, false,
              "give up after this many commands (default 1000)"};
    max.min = 1;
    max.max = 1000000;
    out.push_back(
        {"sim.run_until",
         "repeats a command (default wait) until an event happens, the game ends, or max_commands",
         {{"event",
           Param::Type::string,
           true,
           "what to wait for",
           0,
           0,
           {"turn.ended", "entity.died", "game.over", "depth.changed", "player.hurt"}},
          command,
          max},
         sim_run_until});
}

}  // namespace cf::api
