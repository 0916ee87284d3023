#pragma once
// The game: a content snapshot plus the world, driven only by commands. A game is a
// seed plus the commands submitted, so the same inputs give the same world byte for
// byte with a window, headless, in tests and from a replay.

#include <cstdint>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/map/pathfinding.hpp"
#include "engine/rules/command.hpp"
#include "engine/world/world.hpp"

namespace cf {

// What a hot reload did to the running world.
struct ReloadReport {
    bool applied = false;
    std::vector<std::string> refused;  // why a snapshot was not applied (the world is unchanged)
    int definitions_changed = 0;
    int entities_updated = 0;
    int entities_removed = 0;
};

class Game {
public:
    // Floor 1 generated from `seed`.
    static Game new_game(ContentPtr content, std::uint64_t seed);
    // A game on an already built world (prefab maps, saves).
    Game(ContentPtr content, World world);

    // Resolves the player's command and, when it spent a turn, lets every monster act.
    // Returns whether the turn was spent. Commands after death are ignored.
    bool submit(const Command& command);

    const World& world() const { return world_; }
    // For editor commands and tests that set up exact situations.
    World& mutable_world() { return world_; }
    const Content& content() const { return *content_; }
    const ContentPtr& content_ptr() const { return content_; }
    // Every command submitted so far, in order (for recording replays).
    const std::vector<Command>& history() const { return history_; }

    // Swaps in a new, already validated snapshot: entities keep their state and take
    // the new definition values; HP keeps its fraction of max HP; entities whose
    // definition is gone are removed. Refused (world untouched) when the current floor
    // uses a tile the snapshot lacks.
    ReloadReport apply_content(ContentPtr next);
    // Generates the current depth anew from the same seed with the current tables.
    void regenerate_floor();
    // Recomputes the player's field of view (after edits that move things).
    void refresh_fov();
    Pathfinder& pathfinder() { return paths_; }

private:
    bool resolve(const Command& command);
    bool move_or_attack(Direction d, bool attack_only);
    bool descend();
    void level_up(LevelUpChoice choice);

    ContentPtr content_;
    World world_;
    Pathfinder paths_;
    std::vector<Command> history_;
};

// The seed a floor at `depth` is generated from, so regenerating a floor and
// descending do not depend on how many turns were played.
std::uint64_t floor_seed(std::uint64_t game_seed, int depth);

}  // namespace cf
