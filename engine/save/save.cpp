// Save files on disk: atomic writes, retiring a save on death, where saves live, and
// resealing a save edited on purpose.

#include "engine/save/save.hpp"

#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "engine/core/atomic_file.hpp"
#include "engine/save/save_format.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

void sync_directory(const fs::path& dir) {
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

// A writer killed between creating its temp file ("<save>.tmp.<pid>") and renaming it
// leaves the file behind. Removes those whose writer no longer runs, so repeated
// crashes do not pile them up; a live writer's file is never touched.
void remove_stale_temp_files(const fs::path& target) {
    const std::string prefix = target.filename().string() + ".tmp.";
    const fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    std::error_code ec;
    for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator();
         it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) continue;
        const std::string digits = name.substr(prefix.size());
        if (digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos)
            continue;
        const auto pid = static_cast<pid_t>(std::stol(digits));
        if (pid == ::getpid() || ::kill(pid, 0) == 0 || errno != ESRCH) continue;
        std::error_code ignored;
        fs::remove(it->path(), ignored);
    }
}

}  // namespace

SaveLoad load_save_file(const std::string& path, const Content& content) {
    SaveLoad out;
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory) {
        out.problems.push_back({path, 0, 0, "cannot open the save: " + ec.message()});
        return out;
    }
    if (!fs::exists(status)) {
        out.problems.push_back({path, 0, 0, "there is no save file"});
        return out;
    }
    if (!fs::is_regular_file(status)) {
        out.problems.push_back({path, 0, 0, "this is not a file"});
        return out;
    }
    const auto size = fs::file_size(path, ec);
    if (!ec && size > kMaxSaveBytes) {
        out.problems.push_back({path, 0, 0,
                                "the file is " + std::to_string(size) +
                                    " bytes; a save is at most " + std::to_string(kMaxSaveBytes)});
        return out;
    }
    std::string text;
    if (ec || !read_file(path, text)) {
        out.problems.push_back(
            {path, 0, 0, std::string("cannot read the file: ") + std::strerror(errno)});
        return out;
    }
    return load_save_text(text, path, content);
}

namespace save_format {

bool fits_in_a_save(const std::string& text, std::size_t max_bytes, std::string& error) {
    if (text.size() > max_bytes) {
        error = "the game is too large to save: its save would be " + std::to_string(text.size()) +
                " bytes and a save is at most " + std::to_string(max_bytes);
        return false;
    }
    std::vector<Problem> problems;
    if (!parse_tree(text, "the save", problems)) {
        // The reader's words ("this is not a save") would puzzle a player here.
        const std::string reason =
            problems.empty() ? std::string("it would not read back") : problems.front().message;
        error = reason.find("values") != std::string::npos
                    ? "the game is too large to save: its save would hold more than " +
                          std::to_string(kMaxNodes) + " values, the most a save may hold"
                    : "the game cannot be saved: its save would not read back (" + reason + ")";
        return false;
    }
    return true;
}

}  // namespace save_format

bool write_save(const std::string& path, const World& world, std::string& error,
                const std::vector<LayerRecord>& layers) {
    // Checked before anything is written, so a game too large to continue never
    // replaces a save that can be.
    const std::string text = save_to_text(world, layers);
    if (!save_format::fits_in_a_save(text, kMaxSaveBytes, error)) return false;
    // Before writing, so even a run of saves that are all killed leaves one temp file.
    remove_stale_temp_files(fs::path(path));
    return write_file_atomically(path, text, error);
}

std::optional<bool> save_file_present(const std::string& path, std::string& error) {
    std::error_code ec;
    // symlink_status: a link that leads nowhere (or to itself) is still something there.
    const auto status = fs::symlink_status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory) {
        error = "cannot check the save " + path + ": " + ec.message();
        return std::nullopt;
    }
    return fs::exists(status);
}

bool back_up_save(const std::string& path, std::string& error) {
    const std::string backup = path + ".bak";
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec || !fs::is_regular_file(status)) {
        error = "cannot keep the save " + path + " as " + backup + ": " +
                (ec ? ec.message() : std::string("it is not a file"));
        return false;
    }
    std::string text;
    if (!read_file(path, text)) {
        error = "cannot keep the save " + path + " as " + backup + ": " + std::strerror(errno);
        return false;
    }
    return write_file_atomically(backup, text, error);
}

bool retire_save(const std::string& path, std::string& error) {
    std::error_code ec;
    const auto status = fs::symlink_status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory) {
        error = "cannot check the save " + path + ": " + ec.message();
        return false;
    }
    if (!fs::exists(status)) return true;
    // A rename keeps the last save byte for byte and replaces an older backup atomically.
    const std::string backup = path + ".bak";
    if (::rename(path.c_str(), backup.c_str()) != 0) {
        error = "cannot move " + path + " to " + backup + ": " + std::strerror(errno);
        return false;
    }
    sync_directory(fs::path(path).parent_path());
    return true;
}

std::string default_save_path() {
    // XDG base directories: a relative XDG_DATA_HOME is invalid and must be ignored.
    const char* data = std::getenv("XDG_DATA_HOME");
    if (data && *data && fs::path(data).is_absolute()) {
        return (fs::path(data) / "cryptforge" / "save.yaml").string();
    }
    const char* home = std::getenv("HOME");
    if ((!home || !*home)) {
        const passwd* user = ::getpwuid(::getuid());
        home = user ? user->pw_dir : nullptr;
    }
    if (!home || !*home) return "cryptforge-save.yaml";
    return (fs::path(home) / ".local" / "share" / "cryptforge" / "save.yaml").string();
}

std::string reseal_save_text(std::string text) {
    std::string key =
        "\n";  // appended: GCC 12 -O3 warns falsely (-Wrestrict) on "literal" + string
    key += save_format::kChecksumKey;
    const std::size_t at = text.find(key);
    if (at == std::string::npos) return text;
    const std::size_t digits = at + key.size();
    const std::size_t end = text.find('\n', digits);
    const std::size_t old_size = (end == std::string::npos ? text.size() : end) - digits;
    text.replace(digits, old_size, std::string(save_format::kChecksumDigits, '0'));
    text.replace(digits, save_format::kChecksumDigits,
                 save_format::hex16(save_format::checksum_of(text, digits)));
    return text;
}

}  // namespace cf
