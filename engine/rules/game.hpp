#pragma once
// The game: a content snapshot plus the world, changed only through apply(Event). A
// game is its start (seed, prefab or save) plus the log of events applied, so the same
// log gives the same world byte for byte with a window, headless, in tests and from a
// replay, whatever mix of play and editing made it.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/map/pathfinding.hpp"
#include "engine/rules/command.hpp"
#include "engine/rules/event.hpp"
#include "engine/world/world.hpp"

namespace cf {

// What a hot reload did to the running world: the rebase's report.
using ReloadReport = RebaseReport;

class Game {
  public:
    // Floor 1 generated from `seed`.
    static Game new_game(ContentPtr content, std::uint64_t seed);
    // A game on an already built world (prefab maps, saves).
    Game(ContentPtr content, World world);

    // The one door: appends `event` to the log and applies it. Every event is logged,
    // refused ones too, so a replay of the log meets the same refusals.
    EventResult apply(const Event& event);

    // Why the game would refuse `edit` ("" when it would take it), without applying or
    // logging anything: an editor asks first, so a refused edit never reaches the log
    // (where a replay would report it as a step that could not be played).
    std::string refusal(const WorldEdit& edit) const;

    // Resolves the player's command and, when it spent a turn, lets every monster act.
    // Returns whether the turn was spent. Commands after death are ignored.
    bool submit(const Command& command);

    const World& world() const { return world_; }
    // For setting up a game's start (prefabs, saves, tests of exact situations), before
    // the first event: changes made here are part of the start, not of the log. After
    // the first event every change is an event (apply), or a replay of the log would
    // not give this world; asking then throws std::logic_error (a programmer error).
    World& mutable_world();
    // Tests that build an exact situation in the middle of a game (a wound, a level's
    // worth of XP) reach the world behind the log through test::world_behind_the_log
    // (tests/support); such a game is not replayable from its log, which those tests
    // do not ask of it. Nothing outside tests/ names this class.
    friend class TestWorldBehindTheLog;
    const Content& content() const { return *content_; }
    const ContentPtr& content_ptr() const { return content_; }
    // The content the game started on (a recording embeds it).
    const ContentPtr& start_content() const { return start_content_; }
    // The content layers a save of the game records, so that continuing it can tell
    // whether the files changed since: the running content's, as it was loaded, or, once
    // it was written to its files as it runs (the editor's or the API's Save), those
    // files' as written. An edited snapshot keeps the hashes of the files it was loaded
    // from, so without the note a game continued after its content was saved was told the
    // files "changed since".
    std::vector<LayerRecord> layers_for_save() const;
    // The files now hold `saved` (the running content when it was saved), as `layers`.
    void note_content_saved(ContentPtr saved, std::vector<LayerRecord> layers);
    // The world as it was when the first event was applied: whatever set the game up
    // (a seed, a prefab, a save and its "Welcome back") is the start; the log is the rest.
    const World& start_world() const { return start_world_ ? *start_world_ : world_; }
    // Every event applied so far, in order (for recordings).
    const std::vector<Event>& log() const { return log_; }
    // The commands among them, in order.
    std::vector<Command> commands() const;

    // A ContentRevision of `next` (see rebase.hpp for the rules). Refused (world
    // untouched) when the current floor uses a tile the snapshot lacks.
    // `label` starts the line the log gets: "Reloaded actors.yaml: 1 definition changed, ...".
    ReloadReport apply_content(ContentPtr next, std::vector<Rename> renames = {},
                               std::string label = "Reloaded content");
    // A Regenerate event: the current depth anew from the same seed with the current tables.
    void regenerate_floor();

  private:
    // Recomputes the player's field of view (after events that move things); the cells
    // it explores for the first time go to `newly_explored` when given.
    void refresh_fov(std::vector<Point>* newly_explored = nullptr);
    // After a world edit or content revision: refreshes the view and adds to `inverse`
    // the forgetting of what it revealed, so undo gives back the map as it was explored.
    void refresh_fov_undoably(WorldEdit& inverse);
    bool resolve(const Command& command);
    EventResult run(const Command& command);
    EventResult run(const WorldEdit& edit);
    EventResult run(const ContentRevision& revision);
    EventResult run(const Regenerate& regenerate);
    // drop, use, equip: finds the item under the command's letter.
    bool use_carried(const Command& c);
    bool move_or_attack(Direction d, bool attack_only);
    bool descend();
    bool rest();
    bool close(Direction d);
    void pay_owed_actions();
    void level_up(LevelUpChoice choice);
    // The turn's clock (turns.hpp): the player's turn ends once it took the actions its
    // speed gives it; then the monsters take theirs, and turns the player cannot act in
    // (slowed, asleep) pass on their own.
    bool player_turn_over() const;
    void end_player_turn();
    void pass_turns_the_player_loses();

    ContentPtr content_;
    ContentPtr start_content_;
    ContentPtr saved_content_;  // note_content_saved: the content its files were written as
    std::vector<LayerRecord> saved_layers_;
    std::optional<World> start_world_;  // taken by the first apply()
    World world_;
    // Scratch of the monsters' searches; only the game's turns use it, so what it keeps
    // between turns is the same in a replay.
    Pathfinder paths_;
    std::vector<Event> log_;
};

// The seed a floor at `depth` is generated from, so regenerating a floor and
// descending do not depend on how many turns were played.
std::uint64_t floor_seed(std::uint64_t game_seed, int depth);

}  // namespace cf
