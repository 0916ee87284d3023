#include "app/run_window.hpp"

#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "engine/core/file_write.hpp"
#include "engine/save/save.hpp"

extern char** environ;  // NOLINT(readability-redundant-declaration): POSIX leaves it undeclared

namespace cf {

namespace fs = std::filesystem;

RunWindowFiles run_window_files(const std::string& folder, std::uint64_t seed) {
    const fs::path base = fs::path(folder) / ("seed-" + std::to_string(seed));
    return {base.string() + ".yaml", base.string() + ".save.yaml"};
}

std::string run_window_folder() {
    const fs::path save = default_save_path();
    // No data folder known (no home): the system's temporary folder instead.
    if (!save.has_parent_path()) {
        std::error_code ec;
        const fs::path temp = fs::temp_directory_path(ec);
        return ((ec ? fs::path(".") : temp) / "cryptforge-runs").string();
    }
    return (save.parent_path() / "runs").string();
}

std::vector<std::string> run_window_arguments(const std::vector<std::string>& layers,
                                              const RunWindowFiles& files, int turn) {
    std::vector<std::string> args{"--editor"};
    for (const std::string& layer : layers) {
        args.emplace_back("--content");
        args.push_back(layer);
    }
    // The save is the run's own: a new game may replace what an earlier opening left.
    for (const std::string& word :
         {std::string("--replay"), files.recording, std::string("--at-turn"), std::to_string(turn),
          std::string("--save"), files.save, std::string("--overwrite-save")})
        args.push_back(word);
    return args;
}

bool write_run_recording(const ContentPtr& content, std::uint64_t seed, int turn,
                         const RunOptions& options, const RunWindowFiles& files,
                         std::string& error) {
    RunTally tally;
    const Recording recording = record_run(content, seed, options, &tally);
    if (!recording.error.empty()) {
        error = recording.error;
        return false;
    }
    if (tally.end != RunEnd::died || tally.turns != turn) {
        error = "seed " + std::to_string(seed) + " played again ends " + run_end_name(tally.end) +
                " at turn " + std::to_string(tally.turns) + ", not died at turn " +
                std::to_string(turn);
        return false;
    }
    std::error_code ec;
    fs::create_directories(fs::path(files.recording).parent_path(), ec);
    if (ec) {
        error = "cannot make the folder " + fs::path(files.recording).parent_path().string() +
                ": " + ec.message();
        return false;
    }
    return write_file(files.recording, recording.text, error);
}

std::string RunWindows::open(const ContentPtr& content, std::uint64_t seed, int turn,
                             const RunOptions& options, const std::vector<std::string>& layers) {
    reap();
    const RunWindowFiles files = run_window_files(run_window_folder(), seed);
    std::string error;
    if (!write_run_recording(content, seed, turn, options, files, error))
        return "could not open seed " + std::to_string(seed) + ": " + error;
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return "could not open seed " + std::to_string(seed) + ": " + ec.message();
    std::vector<std::string> words{self.string()};
    for (std::string& word : run_window_arguments(layers, files, turn))
        words.push_back(std::move(word));
    std::vector<char*> argv;
    argv.reserve(words.size() + 1);
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    // The new window gets the terminal and nothing else of this one: not the API's socket,
    // a save being written or the watched folders.
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    pid_t pid = 0;
    const int failed = posix_spawn(&pid, words[0].c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (failed != 0) {
        return "could not open seed " + std::to_string(seed) + ": " +
               std::generic_category().message(failed);
    }
    children_.push_back(pid);
    return "opened seed " + std::to_string(seed) + " at turn " + std::to_string(turn) +
           " in a new window (recording " + files.recording + ")";
}

void reap_ended(std::vector<pid_t>& children) {
    std::erase_if(children, [](pid_t pid) {
        int status = 0;
        return waitpid(pid, &status, WNOHANG) != 0;
    });
}

void RunWindows::reap() { reap_ended(children_); }

}  // namespace cf
