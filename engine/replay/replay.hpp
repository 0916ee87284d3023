#pragma once
// Replay files: a game's start and its events in their text form. A recording (what
// --record writes) holds every event of a session, play and editing alike, and every
// content snapshot it ran, so it replays to the same world byte for byte on any
// machine. Replays stay readable and can be written by hand:
//
//   seed: 1
//   map: arena.yaml              # optional prefab, relative to the replay file
//   start_content: 0             # optional: the game starts on contents[0], not --content
//   content_layers: [{name: content, hash: ...}]   # recordings: the layers it was played on
//   start_save: |                # optional: the game starts from this saved game; recordings
//     ...                        #   always have it, so they replay whatever the start was
//   contents:                    # optional: embedded snapshots, file name -> YAML text
//     - {settings.yaml: "...", actors.yaml: "...", ...}
//   checks: [0123456789abcdef, ...]   # recordings: the state hash after each event
//   keyframes:                   # recordings: the whole state every kKeyframeEvery events
//     - {event: 100, state: "..."}
//   events:                      # ("commands:" is the older name and still read)
//     - move n
//     - use c 12 8
//     - edit set 12 fighter.hp 5; set 12 x 3      # a world edit (world_edit.hpp)
//     - {content: 1, label: "Rename actor 'orc'", renames: [[actor, orc, goblin]]}
//     - regenerate                                # "Regenerate this floor"
//     - reload ../content2                        # load a directory (relative path)
//     - {reload: ../content3, renames: [[actor, orc, goblin]]}   # the same, renaming ids

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/problem.hpp"
#include "engine/rules/event.hpp"
#include "engine/save/save.hpp"

namespace cf {

class Game;

struct ReplayStep {
    std::optional<Event> event;    // set for everything but reload steps
    std::string reload_directory;  // set for "reload DIR" (resolved against the file)
    std::vector<Rename> renames;   // reload steps: ids the new content renames
    int line = 0;

    // The command, for steps that are one.
    const Command* command() const { return event ? std::get_if<Command>(&*event) : nullptr; }
};

// A recorded world at one point of a recording, for naming what drifted.
struct Keyframe {
    std::size_t event = 0;  // the state after this many events
    std::string state;      // save text
};

inline constexpr std::size_t kKeyframeEvery = 100;

// The largest replay or recording read, in bytes and in YAML values. record_game writes
// within them (thinning its keyframes first, then refusing), so every recording the
// program writes can be replayed.
inline constexpr std::size_t kMaxReplayBytes = std::size_t{64} * 1024 * 1024;
inline constexpr std::size_t kMaxReplayValues = 4'000'000;

struct Replay {
    std::optional<std::uint64_t> seed;
    std::string map;                           // resolved path, "" for a generated dungeon
    std::vector<ContentPtr> contents;          // embedded snapshots, loaded and validated
    std::optional<std::size_t> start_content;  // index into contents
    std::string start_save;  // a save's text to start from; "" to start from seed or map
    std::vector<ReplayStep> steps;
    std::vector<std::string> checks;  // state hash after each step (recordings), or empty
    // The save format the recording was made with (its start_save's version): its checks
    // hash the state as that format writes it.
    int save_version = kSaveFormatVersion;
    std::vector<Keyframe> keyframes;
    std::vector<LayerRecord> layers;  // the content layers a recording was played on
};

struct ReplayLoad {
    std::optional<Replay> replay;
    std::vector<Problem> problems;
};

ReplayLoad load_replay(const std::string& path);

// The replay text of commands alone (tests, tools).
std::string replay_to_yaml(std::uint64_t seed, const std::string& map,
                           const std::vector<Command>& commands);

// The recording of `game`: its start (seed, prefab map) and every event of its log,
// with the starting content and each content revision embedded.
// `start_save`: the save text of the game's start world (Game::start_world), "" for none.
// `checks` and `keyframes` (see record_game) are written when given.
std::string recording_to_yaml(std::uint64_t seed, const std::string& map,
                              const ContentPtr& start_content, const std::vector<Event>& log,
                              const std::string& start_save = "",
                              const std::vector<std::string>& checks = {},
                              const std::vector<Keyframe>& keyframes = {});

struct Recording {
    std::string text;      // the recording; "" when `error` says why there is none
    std::string mismatch;  // "" when replaying the log gave the live game's state
    std::string error;     // why no recording could be made (too large to replay)
    std::size_t keyframe_spacing = kKeyframeEvery;  // events between kept keyframes
};
// The recording of `game`, with a state hash after each event and a keyframe every
// kKeyframeEvery events, made by replaying its log from its start: that replay must end
// in the live game's state, or `mismatch` says where they differ (a determinism bug).
// A recording larger than a replay may be keeps every second keyframe, then every
// fourth, ... (keyframe_spacing says which); without any it is refused (`error`).
// `max_bytes` and `max_values` are the replay's limits; tests give smaller ones.
Recording record_game(const Game& game, std::uint64_t seed, const std::string& map,
                      std::size_t max_bytes = kMaxReplayBytes,
                      std::size_t max_values = kMaxReplayValues);

}  // namespace cf
