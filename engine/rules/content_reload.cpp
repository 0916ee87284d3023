#include "engine/rules/content_reload.hpp"

#include "engine/content/content_loader.hpp"

namespace cf {

namespace {

ContentReload apply_labelled(Game& game, ContentPtr snapshot, std::vector<Rename> renames,
                             const std::string& label) {
    ContentReload out;
    // The game says what the revision did in its log, so a replay of the log says it too.
    out.report = game.apply_content(std::move(snapshot), std::move(renames), "Reloaded " + label);
    for (const std::string& reason : out.report.refused) out.problems.push_back({"", 0, 0, reason});
    out.applied = out.report.applied;
    return out;
}

}  // namespace

ContentReload apply_snapshot(Game& game, ContentPtr snapshot, std::vector<Rename> renames,
                             const std::string& label) {
    return apply_labelled(game, std::move(snapshot), std::move(renames), label);
}

ContentReload reload_content(Game& game, const std::string& directory, const std::string& label,
                             std::vector<Rename> renames) {
    ContentLoad load = load_content(directory);
    if (!load.content) {
        // Nothing reaches the game, so nothing is said in its log (a replay of the log
        // could not say it): callers show the problems.
        ContentReload out;
        out.problems = std::move(load.problems);
        return out;
    }
    return apply_labelled(game, std::move(load.content), std::move(renames), label);
}

}  // namespace cf
