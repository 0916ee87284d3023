#include "engine/io/content_reload.hpp"

#include "engine/content/content_loader.hpp"

namespace cf {

namespace {

std::string counted(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::string summary(const ReloadReport& report) {
    std::string out = counted(report.definitions_changed, "definition", "definitions") + " changed, " +
                      counted(report.entities_updated, "entity", "entities") + " updated";
    if (report.entities_removed > 0) out += ", " + std::to_string(report.entities_removed) + " removed";
    return out;
}

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
    world.say("Reloaded " + label + ": " + summary(out.report) + ".", Tone::system);
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
