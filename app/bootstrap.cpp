#include "app/bootstrap.hpp"

#include <filesystem>
#include <iostream>
#include <random>

#include "app/render/tileset.hpp"
#include "app/user_config.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/provenance.hpp"
#include "engine/core/file_write.hpp"
#include "engine/replay/dump.hpp"
#include "engine/replay/game_setup.hpp"
#include "engine/replay/timeline.hpp"
#include "engine/save/save.hpp"

namespace cf {

namespace {

// The command line starts a new game at once (no menu to ask in) for --new-game, a
// replay or a map; that game's first save would replace the one on disk.
bool starts_new_game(const Options& options) {
    return !options.continue_game &&
           (options.new_game || !options.replay.empty() || !options.map.empty());
}

// A save in the way of a new game is refused unless --overwrite-save, and even then
// kept as .bak first: a script never loses a game it did not mean to replace.
bool clear_way_for_new_game(const Options& options, const std::string& save_path,
                            std::string& error) {
    const std::optional<bool> present = save_file_present(save_path, error);
    if (!present) {
        error = "cryptforge: " + error + "\n";
        return false;
    }
    if (!*present) return true;
    if (!options.overwrite_save) {
        error =
            "cryptforge: a saved game exists at " + save_path +
            "; a new game would replace it. Continue it with --continue, choose another file with "
            "--save FILE, or pass --overwrite-save to replace it (it is kept as " +
            save_path + ".bak)\n";
        return false;
    }
    if (!back_up_save(save_path, error)) {
        error = "cryptforge: " + error + "; the save was left as it is\n";
        return false;
    }
    return true;
}

}  // namespace

std::optional<Bootstrap> bootstrap(const Options& options, std::string& error) {
    Bootstrap boot;
    boot.layers = options.content_dirs;
    if (boot.layers.empty()) {
        boot.layers.push_back(default_content_directory());
        for (std::string& layer : load_layers_setting()) boot.layers.push_back(std::move(layer));
    }
    boot.content_dir = boot.layers.front();
    for (const std::string& layer : boot.layers) {
        // The loader's own checks would throw on a path the system cannot follow (a
        // symlink loop): that is a message here, not an abort.
        std::error_code ec;
        (void)std::filesystem::status(layer, ec);
        if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory) {
            error = "cryptforge: cannot open the content folder '" + layer + "': " + ec.message() +
                    "\n";
            return std::nullopt;
        }
    }
    std::string shown;
    for (const std::string& layer : boot.layers)
        shown += (shown.empty() ? "'" : ", '") + layer + "'";
    boot.loader = std::make_shared<ContentLoader>(boot.layers);
    ContentLoad load = boot.loader->load();
    if (!load.content) {
        error =
            "cryptforge: the content in " + shown + " has problems:\n" + to_string(load.problems);
        return std::nullopt;
    }
    boot.content = load.content;
    // Checked headless too: content whose tileset cannot be drawn is broken content, even
    // for a run that draws nothing, so a script learns it before a player does.
    const std::string tileset =
        settings_file_path(*boot.content, "tileset", boot.content->settings.tileset);
    std::string tileset_error;
    if (!load_tileset_image(tileset, tileset_error)) {
        error = "cryptforge: the content in " + shown + " has problems:\n" +
                (std::filesystem::path(boot.content_dir) / "settings.yaml").string() + ": " +
                tileset_error + "\n";
        return std::nullopt;
    }
    if (!options.replay.empty()) {
        ReplayLoad replay = load_replay(options.replay);
        if (!replay.replay) {
            error = "cryptforge: the replay cannot be played:\n" + to_string(replay.problems);
            return std::nullopt;
        }
        boot.replay = std::move(replay.replay);
        boot.replay_path = options.replay;
        boot.seek = options.seek;
        boot.map = boot.replay->map;
    }
    if (!options.map.empty()) boot.map = options.map;
    boot.save_path = options.save.empty() ? default_save_path() : options.save;
    if (starts_new_game(options) && !clear_way_for_new_game(options, boot.save_path, error))
        return std::nullopt;
    if (options.seed) {
        boot.seed = *options.seed;
    } else if (boot.replay && boot.replay->seed) {
        boot.seed = *boot.replay->seed;
    } else {
        std::random_device device;
        boot.seed = (static_cast<std::uint64_t>(device()) << 32u | device()) % 1000000000u;
    }
    return boot;
}

std::optional<Game> begin_game(const Bootstrap& boot, std::string& error,
                               std::vector<Problem>* replay_problems) {
    // A recording starts on the content it embeds, so it replays the same game anywhere.
    ContentPtr content = boot.content;
    if (boot.replay && boot.replay->start_content)
        content = boot.replay->contents[*boot.replay->start_content];
    GameStart start = start_game({content, boot.seed, boot.map,
                                  boot.replay ? boot.replay->start_save : "", boot.replay_path});
    if (!start.game) {
        error = "cryptforge: the game's start (map or recorded save) cannot be loaded:\n" +
                to_string(start.problems);
        return std::nullopt;
    }
    if (boot.replay) {
        // Steps that fail are reported; the replay goes on past them.
        std::vector<Problem> problems =
            play_replay(*start.game, *boot.replay, boot.replay_path, boot.seek);
        if (replay_problems) *replay_problems = std::move(problems);
    }
    return std::move(start.game);
}

std::optional<Game> continue_game(const Bootstrap& boot, std::string& error) {
    const std::optional<bool> present = save_file_present(boot.save_path, error);
    if (!present) {
        error = "cryptforge: " + error + "\n";
        return std::nullopt;
    }
    if (!*present) {
        error = "cryptforge: there is no saved game at " + boot.save_path + "\n";
        return std::nullopt;
    }
    SaveLoad load = load_save_file(boot.save_path, *boot.content);
    if (!load.world) {
        error = "cryptforge: the saved game cannot be loaded:\n" + to_string(load.problems);
        return std::nullopt;
    }
    Game game(boot.content, std::move(*load.world));
    // Said before the game goes on: what it was saved with is not what it runs on now.
    const std::string differ = layers_difference(load.layers, content_layers(*boot.content));
    if (!differ.empty()) {
        std::cerr << "cryptforge: the saved game was " << differ << "\n";
        game.mutable_world().say("This game was " + differ + ".", Tone::warning);
    }
    for (const std::string& note : load.notes) game.mutable_world().say(note, Tone::warning);
    game.mutable_world().say("Welcome back.", Tone::system);
    return game;
}

SaveStatus save_status(const Bootstrap& boot) {
    SaveStatus status;
    std::string error;
    const std::optional<bool> present = save_file_present(boot.save_path, error);
    // Unknown counts as there: the menu then asks before a new game replaces it.
    status.exists = present.value_or(true);
    if (!present) {
        status.reason = "The save cannot be checked: " + error;
        return status;
    }
    if (!status.exists) {
        status.reason = "No saved game.";
        return status;
    }
    SaveLoad load = load_save_file(boot.save_path, *boot.content);
    status.loadable = load.world.has_value();
    const std::string differ = layers_difference(load.layers, content_layers(*boot.content));
    if (!differ.empty()) status.layers_differ = "This save was " + differ + ".";
    if (!status.loadable) {
        status.reason = "The save is damaged and was left untouched: " +
                        (load.problems.empty() ? std::string("unknown problem")
                                               : to_string(load.problems.front()));
    }
    return status;
}

bool sync_save(const Bootstrap& boot, const Game& game, std::string& error) {
    // retire_save does nothing when there is no save, and says why it cannot look.
    // A game that ended, lost or won, retires its save (roguelike rules).
    if (game.world().status != GameStatus::playing) return retire_save(boot.save_path, error);
    return write_save(boot.save_path, game.world(), error, game.layers_for_save());
}

bool write_exit_files(const Options& options, const Bootstrap& boot, const Game* game,
                      std::string& error) {
    if (!game) return true;
    // Each file is tried whatever became of the others; every failure is said.
    std::vector<std::string> failures;
    std::string why;
    if (!options.dump_state.empty()) {
        // --at-turn: the moment shown, rebuilt from the game's own log.
        std::optional<Game> at;
        if (options.at_turn) at.emplace(Timeline(*game).seek_turn(*options.at_turn));
        if (!write_dump(options.dump_state, at ? *at : *game, why)) failures.push_back(why);
    }
    if (!options.record.empty()) {
        const Recording recording = record_game(*game, boot.seed, boot.map);
        // The recording is made by replaying the log: if that does not end where the game
        // did, the engine is not deterministic somewhere, and the recording would lie.
        if (!recording.mismatch.empty()) {
            std::cerr
                << "cryptforge: warning: replaying this session does not give the same state; the "
                   "recording will not replay exactly:\n"
                << recording.mismatch;
        }
        if (recording.keyframe_spacing != kKeyframeEvery && recording.error.empty()) {
            std::cerr << "cryptforge: the recording keeps a keyframe every "
                      << recording.keyframe_spacing << " events (not " << kKeyframeEvery
                      << ") so that it stays small enough to replay\n";
        }
        if (!recording.error.empty())
            failures.push_back(recording.error);
        else if (!write_file(options.record, recording.text, why))
            failures.push_back(why);
    }
    for (const std::string& failure : failures) error += (error.empty() ? "" : "; ") + failure;
    return failures.empty();
}

}  // namespace cf
