#include "app/screens/game_session.hpp"

#include <chrono>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "engine/content/content_writer.hpp"
#include "engine/core/clock.hpp"
#include "engine/core/file_write.hpp"
#include "engine/core/hash.hpp"
#include "engine/replay/replay.hpp"
#include "engine/save/save.hpp"
#include "engine/save/save_format.hpp"
#include "engine/view/morgue.hpp"

namespace cf {

namespace {

std::string utc_now() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", &utc);
    return text;
}

// Sixteen hex digits that change when any definition does (comments and layout aside):
// the program's FNV-1a over the content written canonically, file by file.
std::string content_hash(const Content& content) {
    Fnv1a hash;
    for (const auto& [file, text] : content_files(content)) {
        hash.mix(file);
        hash.mix("\n");
        hash.mix(text);
    }
    return hex16(hash.value());
}

}  // namespace

bool GameSession::start_new_game(std::string& error) {
    // The menu asked before replacing a save that is not this game's own; the old one is
    // still kept as .bak, as the command line's --overwrite-save does.
    if (save_status_.exists && !running() && !back_up_save(boot_.save_path, error)) {
        error = "cryptforge: " + error + "; no new game was started\n";
        return false;
    }
    Bootstrap boot = boot_;
    if (games_started_ > 0 && !options_.seed) {
        std::random_device device;
        boot.seed = device() % 1000000000u;
        boot.replay.reset();
    }
    auto game = begin_game(boot, error);
    if (!game) return false;
    game_.emplace(std::move(*game));
    morgue_note_.clear();
    ++games_started_;
    return true;
}

bool GameSession::continue_saved_game(std::string& error) {
    auto game = continue_game(boot_, error);
    if (!game) {
        refresh_save_status();
        return false;
    }
    game_.emplace(std::move(*game));
    morgue_note_.clear();
    return true;
}

bool GameSession::submit(const Command& command) {
    const double start = now_ms();
    const int depth = game_->world().depth;
    const bool spent = game_->submit(command);
    last_turn_ms_ = static_cast<float>(now_ms() - start);
    const bool ended = game_->world().status != GameStatus::playing;
    // Autosave on the stairs; an end, death or win, retires the save at once (roguelike rules).
    if (game_->world().depth != depth || ended) save_now();
    if (ended) {
        write_morgue();
        // The retired save is gone: a new game from the end screen has nothing to replace.
        refresh_save_status();
    }
    return spent;
}

void GameSession::save_now() {
    if (!game_) return;
    std::string error;
    if (sync_save(boot_, *game_, error)) {
        save_problem_.clear();
    } else {
        // Shown by the UI, never written into the world: a message in the game's log would
        // make the live game differ from its recording.
        save_problem_ = "Could not save: " + error;
        std::cerr << "cryptforge: " << error << "\n";
    }
}

void GameSession::write_morgue() {
    const World& world = game_->world();
    std::string error;
    // The save was retired to .bak as it stood (the last autosave); the final world
    // replaces it there, so a bug report carries the death itself.
    if (!write_save(boot_.save_path + ".bak", world, error))
        std::cerr << "cryptforge: " << error << "\n";
    MorgueFacts facts;
    facts.date = utc_now();
    facts.content_name = std::filesystem::path(boot_.content_dir).filename().string() + " (" +
                         boot_.content_dir + ")";
    facts.content_hash = content_hash(game_->content());
    const std::string replay_path = morgue_path(boot_.save_path, world, ".replay.yaml");
    const Recording recording = record_game(*game_, boot_.seed, boot_.map);
    if (write_file(replay_path, recording.text, error)) {
        facts.replay = "cryptforge --replay " + replay_path;
    } else {
        facts.replay = "none: the recording could not be written (" + error + ")";
    }
    const std::string path = morgue_path(boot_.save_path, world);
    if (write_file(path, morgue_text(world, game_->content(), facts), error)) {
        morgue_note_ = "The story of this game is in " + path + ".";
    } else {
        morgue_note_ = "Could not write the morgue file: " + error;
        std::cerr << "cryptforge: " << error << "\n";
    }
}

bool GameSession::write_exit_files(std::string& error) const {
    return cf::write_exit_files(options_, boot_, game_ ? &*game_ : nullptr, error);
}

void GameSession::descend_or_travel() {
    if (!walk_.travel_to_stairs(*game_)) submit(Command::descend());
}

bool GameSession::walk_frame(bool key_pressed, double now) {
    const bool walked = walk_.active();
    const bool used =
        walk_.frame(*game_, key_pressed, now, [this](const Command& c) { return submit(c); });
    if (walked && !walk_.active()) report_walk_end();
    return used;
}

void GameSession::report_walk_end() const {
    const WalkStop stop = walk_.last_stop();
    std::cerr << "cryptforge: " << walk_.kind() << " stopped on depth " << game_->world().depth
              << ", turn " << game_->world().turn << ": "
              << (stop == WalkStop::none ? "a key was pressed" : walk_stop_name(stop)) << "\n";
}

void GameSession::rest() {
    constexpr int kMostRestTurns = 500;
    // The log's length and its last line with its count: any new word changes one of them,
    // even in a full log or when a line repeats ("(x2)").
    const auto fingerprint = [this] {
        const std::vector<Message>& log = game().world().log.messages();
        return log.empty() ? std::tuple(std::size_t{0}, std::string(), 0)
                           : std::tuple(log.size(), log.back().text, log.back().count);
    };
    for (int turn = 0; turn < kMostRestTurns; ++turn) {
        const auto before = fingerprint();
        if (!submit(Command::rest())) return;
        if (fingerprint() != before) return;
    }
}

}  // namespace cf
