#include "engine/io/game_setup.hpp"

#include "engine/io/content_reload.hpp"
#include "engine/io/prefab.hpp"

namespace cf {

GameStart start_game(const GameSetup& setup) {
    GameStart out;
    if (setup.map.empty()) {
        out.game.emplace(Game::new_game(setup.content, setup.seed));
        return out;
    }
    PrefabLoad prefab = load_prefab(setup.map, *setup.content, setup.seed);
    if (!prefab.world) {
        out.problems = std::move(prefab.problems);
        return out;
    }
    out.game.emplace(setup.content, std::move(*prefab.world));
    return out;
}

std::vector<Problem> play_replay(Game& game, const Replay& replay) {
    std::vector<Problem> problems;
    for (const ReplayStep& step : replay.steps) {
        if (step.command) {
            game.submit(*step.command);
            continue;
        }
        ContentReload reload = reload_content(game, step.reload_directory);
        problems.insert(problems.end(), reload.problems.begin(), reload.problems.end());
    }
    return problems;
}

}  // namespace cf
