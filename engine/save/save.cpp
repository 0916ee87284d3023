// Save files on disk: atomic writes, retiring a save on death, where saves live, and
// resealing a save edited on purpose.

#include "engine/save/save.hpp"
#include "engine/core/hash.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "engine/content/floor_bounds.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"
#include "engine/core/os.hpp"
#include "engine/save/save_format.hpp"
#include "engine/world/state_bounds.hpp"

namespace cf {

namespace fs = std::filesystem;

// The save reader's caps hold the fullest floor content that validates can make
// (floor_bounds.hpp): its map, and its creatures and items with room to spare.
static_assert(kMaxFloorSide <= kMaxMapSide, "a floor the settings allow is one a save reads");
static_assert(std::size_t{kMaxCreaturesPerFloor} * kSaveValuesPerCreature +
                      std::size_t{kMaxItemsPerFloor} * kSaveValuesPerItem +
                      std::size_t{8} * kMaxFloorSide <=
                  save_format::kMaxNodes,
              "a full floor's save holds no more values than the reader takes");
static_assert(std::size_t{kMaxCreaturesPerFloor} * 1024 + std::size_t{kMaxItemsPerFloor} * 256 +
                      std::size_t{4} * kMaxFloorSide * kMaxFloorSide <=
                  kMaxSaveBytes,
              "a full floor's save is no larger than the reader takes");

SaveLoad load_save_file(const std::string& path, const Content& content) {
    SaveLoad out;
    FileRead read = read_regular_file(path, kMaxSaveBytes);
    if (!read.text) {
        out.problems.push_back({path, 0, 0, read.missing ? "there is no save file" : read.error});
        return out;
    }
    return load_save_text(*read.text, path, content);
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
    // write_file also clears the temporary files of earlier writers that were killed.
    return write_file(path, text, error);
}

std::optional<bool> save_file_present(const std::string& path, std::string& error) {
    // Whatever is at the path counts (a save, a damaged one, a folder, a FIFO), through
    // links. A link that leads nowhere is no save: the next save is written where it leads.
    std::string why;
    const std::optional<bool> present = os::path_exists(path, why);
    if (!present) error = "cannot check the save " + path + ": " + why;
    return present;
}

bool back_up_save(const std::string& path, std::string& error) {
    std::string target_error;
    const std::optional<std::string> target = real_target(path, target_error);
    const FileRead read = read_regular_file(path, kMaxSaveBytes);
    if (!target || !read.text) {
        error = "cannot keep the save " + path +
                " as a .bak file: " + (target ? "it " + read.error : target_error);
        return false;
    }
    return write_file(*target + ".bak", *read.text, error);
}

bool retire_save(const std::string& path, std::string& error) {
    std::optional<bool> present = save_file_present(path, error);
    if (!present) return false;
    if (!*present) return true;
    // Through a link, the file it leads to is retired and the link stays.
    const std::optional<std::string> target = real_target(path, error);
    if (!target) return false;
    // A rename keeps the last save byte for byte and replaces an older backup atomically.
    const std::string backup = *target + ".bak";
    if (std::rename(target->c_str(), backup.c_str()) != 0) {
        error = "cannot move " + *target + " to " + backup + ": " + std::strerror(errno);
        return false;
    }
    os::sync_folder(fs::path(*target).parent_path().string());
    return true;
}

std::string default_save_path() {
    // XDG base directories: a relative XDG_DATA_HOME is invalid and must be ignored.
    const char* data = std::getenv("XDG_DATA_HOME");
    if (data && *data && fs::path(data).is_absolute()) {
        return (fs::path(data) / "cryptforge" / "save.yaml").string();
    }
    const char* home_variable = std::getenv("HOME");
    const std::string home = home_variable && *home_variable ? std::string(home_variable)
                                                             : os::home_from_user_database();
    if (home.empty()) return "cryptforge-save.yaml";
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
                 hex16(save_format::checksum_of(text, digits)));
    return text;
}

}  // namespace cf
