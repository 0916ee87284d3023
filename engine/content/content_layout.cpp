#include "engine/content/content_layout.hpp"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "engine/content/balance_target.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

// Far more files than any content folder holds; a folder with more is a wrong path.
constexpr std::size_t kMaxFiles = 100'000;

std::optional<FileKind> kind_named(std::string_view name) {
    for (const FileKind& kind : all_file_kinds()) {
        if (kind_folder(kind) == name) return kind;
    }
    return std::nullopt;
}

std::string kind_list() {
    std::string out;
    for (const FileKind& kind : all_file_kinds())
        out += (out.empty() ? "" : ", ") + kind_folder(kind);
    return out;
}

}  // namespace

std::string kind_folder(const FileKind& kind) {
    switch (kind.part) {
        case FileKind::Part::settings:
            return "settings";
        case FileKind::Part::spawns:
            return "spawns";
        case FileKind::Part::definitions:
            break;
    }
    std::string file = kind_file(kind.kind);
    return file.substr(0, file.size() - std::string_view(".yaml").size());
}

std::vector<FileKind> all_file_kinds() {
    std::vector<FileKind> kinds = {{FileKind::Part::settings, {}}, {FileKind::Part::spawns, {}}};
    for (DefKind kind : kDefKinds) kinds.push_back({FileKind::Part::definitions, kind});
    return kinds;
}

std::optional<FileKind> file_kind(std::string_view path, std::string& why) {
    const std::size_t slash = path.find('/');
    const std::size_t last_slash = path.rfind('/');
    std::string_view name =
        last_slash == std::string_view::npos ? path : path.substr(last_slash + 1);
    name.remove_suffix(std::min(name.size(), std::string_view(".yaml").size()));
    if (slash == std::string_view::npos) {
        if (auto kind = kind_named(name)) return kind;
        why = "cannot tell what '" + std::string(path) +
              "' defines: a file at the top of a content folder is named for its kind (" +
              kind_list() + "), or it goes in a folder so named (actors/" + std::string(path) + ")";
        return std::nullopt;
    }
    const std::string_view folder = path.substr(0, slash);
    const auto kind = kind_named(folder);
    if (!kind) {
        why = "cannot tell what '" + std::string(path) + "' defines: its folder '" +
              std::string(folder) + "' names no kind (" + kind_list() + ")";
        return std::nullopt;
    }
    if (const auto other = kind_named(name); other && !(*other == *kind)) {
        why = "'" + std::string(path) + "' is in " + std::string(folder) + "/ but named for " +
              kind_folder(*other) + ": rename it so its kind is not in doubt";
        return std::nullopt;
    }
    return kind;
}

bool is_content_file_name(std::string_view name) {
    constexpr std::string_view kExtension = ".yaml";
    if (name.size() <= kExtension.size() || !name.ends_with(kExtension)) return false;
    // Hidden files are editors' temporaries and swap files (".items.yaml.swp", ".#items.yaml");
    // '#' starts Emacs auto-saves; '~', ".tmp" and ".bak" mark backups and half-written copies.
    if (name.front() == '.' || name.front() == '#') return false;
    constexpr std::string_view kMarkers[] = {"~", ".tmp", ".bak"};
    return std::none_of(std::begin(kMarkers), std::end(kMarkers),
                        [&](std::string_view m) { return name.find(m) != std::string_view::npos; });
}

LayerListing list_layer_files(const std::string& dir, const std::string& shown) {
    LayerListing out;
    std::error_code ec;
    fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
    const fs::recursive_directory_iterator end;
    for (; !ec && it != end; it.increment(ec)) {
        const fs::path& path = it->path();
        const std::string name = path.filename().string();
        std::error_code type_ec;
        const bool is_dir = it->is_directory(type_ec);
        if (is_dir) {
            // Hidden folders (.versions, .git) are not content; links to folders are not
            // followed (the iterator's default), so a loop cannot trap the scan. A folder
            // named like a content file is listed, so reading it says what is wrong.
            if (name.starts_with('.') || is_content_file_name(name)) it.disable_recursion_pending();
            if (!is_content_file_name(name)) continue;
        }
        if (!is_content_file_name(name)) continue;
        // The lab's difficulty target is read by the lab alone (balance_target.hpp).
        if (name == kBalanceFile && it.depth() == 0) continue;
        if (out.files.size() >= kMaxFiles) {
            out.problems.push_back({shown, 0, 0,
                                    "more than " + std::to_string(kMaxFiles) +
                                        " YAML files: is this the right folder?"});
            break;
        }
        out.files.push_back(path.lexically_relative(dir).generic_string());
    }
    if (ec) {
        out.problems.push_back({shown, 0, 0, "cannot read the folder: " + ec.message()});
    }
    std::sort(out.files.begin(), out.files.end());
    return out;
}

}  // namespace cf
