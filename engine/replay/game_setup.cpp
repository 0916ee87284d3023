#include "engine/replay/game_setup.hpp"

#include "engine/replay/prefab.hpp"
#include "engine/replay/state_hash.hpp"
#include "engine/rules/content_reload.hpp"
#include "engine/save/save.hpp"
#include "engine/world/world_diff.hpp"

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

namespace {

// Plays one step; a failed reload or a refused event is a problem at the step's line.
void play_step(Game& game, const ReplayStep& step, const std::string& shown_name,
               std::vector<Problem>& problems) {
    if (step.event) {
        const EventResult r = game.apply(*step.event);
        // A refused edit or revision is a finding: the replay no longer matches its game.
        if (!r.error.empty()) problems.push_back({shown_name, step.line, 0, r.error});
        return;
    }
    ContentReload reload = reload_content(game, step.reload_directory, "content", step.renames);
    for (const Problem& p : reload.problems) {
        // The content's own problem as it prints (file:line:col, or just the file when it
        // has no line: "reload x: x: content directory does not exist", never "x:0:0:").
        problems.push_back({shown_name, step.line, 0,
                            "reload " + step.reload_directory + ": " +
                                (p.file.empty() ? p.message : to_string(p))});
    }
}

// The replay drifted after step `index`: plays on to the next keyframe and says what
// differs there first (recorded -> replayed).
std::string first_difference(Game& game, const Replay& replay, std::size_t index,
                             const std::string& shown_name) {
    for (const Keyframe& k : replay.keyframes) {
        if (k.event < index + 1) continue;
        std::vector<Problem> ignored;
        for (std::size_t i = index + 1; i < k.event && i < replay.steps.size(); ++i)
            play_step(game, replay.steps[i], shown_name, ignored);
        SaveLoad recorded = load_state_text(k.state, shown_name + " keyframe", game.content());
        if (!recorded.world) return "";
        const std::vector<FieldDiff> diffs = diff_worlds(*recorded.world, game.world());
        if (diffs.empty()) return "";
        return "; at event " + std::to_string(k.event) + " the first difference is " +
               diffs.front().where + ": " + diffs.front().before + " recorded, " +
               diffs.front().after + " replayed";
    }
    return "";
}

}  // namespace

std::vector<Problem> play_replay(Game& game, const Replay& replay, const std::string& shown_name,
                                 std::optional<int> stop_at_turn) {
    std::vector<Problem> problems;
    for (std::size_t i = 0; i < replay.steps.size(); ++i) {
        if (stop_at_turn && game.world().turn >= *stop_at_turn) break;
        const ReplayStep& step = replay.steps[i];
        play_step(game, step, shown_name, problems);
        if (i >= replay.checks.size() ||
            state_hash_text(game.world(), replay.save_version) == replay.checks[i])
            continue;
        const int turn = game.world().turn;
        const std::string what =
            step.event ? describe(*step.event) : "reload " + step.reload_directory;
        Game probe = game;  // plays on to the next keyframe; the game itself stops here
        const std::string where = first_difference(probe, replay, i, shown_name);
        problems.push_back({shown_name, step.line, 0,
                            "the replay drifted from its recording at event " +
                                std::to_string(i + 1) + " ('" + what + "', turn " +
                                std::to_string(turn) + ")" + where + "; stopped there"});
        break;
    }
    return problems;
}

}  // namespace cf
