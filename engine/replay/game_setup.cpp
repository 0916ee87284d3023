#include "engine/replay/game_setup.hpp"

#include "engine/live/content_reload.hpp"
#include "engine/replay/prefab.hpp"
#include "engine/save/save.hpp"

namespace cf {

GameStart start_game(const GameSetup& setup) {
    GameStart out;
    if (!setup.save_text.empty()) {
        SaveLoad load = load_save_text(setup.save_text, setup.save_name, *setup.content);
        if (!load.world) {
            out.problems = std::move(load.problems);
            return out;
        }
        out.game.emplace(setup.content, std::move(*load.world));
        return out;
    }
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

std::vector<Problem> play_replay(Game& game, const Replay& replay, const std::string& shown_name) {
    std::vector<Problem> problems;
    for (const ReplayStep& step : replay.steps) {
        if (step.event) {
            const EventResult r = game.apply(*step.event);
            // A refused edit or revision is a finding: the replay no longer matches its game.
            if (!r.error.empty()) problems.push_back({shown_name, step.line, 0, r.error});
            continue;
        }
        ContentReload reload = reload_content(game, step.reload_directory, "content", step.renames);
        for (const Problem& p : reload.problems) {
            problems.push_back({shown_name, step.line, 0,
                                "reload " + step.reload_directory + ": " +
                                    (p.file.empty() ? "" : p.file + ":" + std::to_string(p.line) + ":" +
                                                               std::to_string(p.column) + ": ") +
                                    p.message});
        }
    }
    return problems;
}

}  // namespace cf
