#include "engine/io/content_reload.hpp"

#include "engine/content/content_loader.hpp"

namespace cf {

namespace {

ContentReload apply_labelled(Game& game, ContentPtr snapshot, const std::string& label) {
    ContentReload out;
    out.report = game.apply_content(std::move(snapshot));
    for (const std::string& reason : out.report.refused) out.problems.push_back({"", 0, 0, reason});
    World& world = game.mutable_world();
    if (!out.report.applied) {
        world.say("Reload refused: " + out.report.refused.front(), Tone::warning);
        return out;
    }
    out.applied = true;
    world.say("Reloaded " + label + ": " + std::to_string(out.report.definitions_changed) +
                  " definitions changed, " + std::to_string(out.report.entities_updated) +
                  " entities updated" +
                  (out.report.entities_removed > 0
                       ? ", " + std::to_string(out.report.entities_removed) + " removed"
                       : std::string()) +
                  ".",
              Tone::system);
    return out;
}

}  // namespace

ContentReload apply_snapshot(Game& game, ContentPtr snapshot) {
    return apply_labelled(game, std::move(snapshot), "content");
}

ContentReload reload_content(Game& game, const std::string& directory, const std::string& label) {
    ContentLoad load = load_content(directory);
    if (!load.content) {
        ContentReload out;
        out.problems = std::move(load.problems);
        game.mutable_world().say("Content has " + std::to_string(out.problems.size()) +
                                     " problem(s); the game keeps the last good content.",
                                 Tone::warning);
        return out;
    }
    return apply_labelled(game, std::move(load.content), label);
}

}  // namespace cf
