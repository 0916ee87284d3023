#pragma once
// One path for every reload (file watcher, editor, replay "reload DIR"): load and
// validate a whole new snapshot, and only if it is good apply it to the game. Bad
// content never replaces good content.

#include <string>
#include <vector>

#include "engine/core/problem.hpp"
#include "engine/rules/game.hpp"

namespace cf {

struct ContentReload {
    bool applied = false;
    std::vector<Problem> problems;  // load/validation problems, or refusals (file "")
    ReloadReport report;
};

// Loads `directory` and applies it; says what changed in the game's message log,
// naming `label` ("Reloaded items.yaml: 3 definitions changed, 12 entities updated"):
// the file watcher passes the changed files, other callers the default "content".
ContentReload reload_content(Game& game, const std::string& directory,
                             const std::string& label = "content",
                             std::vector<Rename> renames = {});

// Applies an in-memory snapshot (the editor) with the same reporting.
ContentReload apply_snapshot(Game& game, ContentPtr snapshot, std::vector<Rename> renames = {},
                             const std::string& label = "content");

}  // namespace cf
