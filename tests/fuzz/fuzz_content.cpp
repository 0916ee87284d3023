// libFuzzer target: a whole content directory from one input. The input is the nine
// files in the order below, separated by NUL bytes (a NUL is never valid YAML text);
// files past the last separator are empty, except the optional ones (vaults.yaml and the
// kinds after it), which
// are left out as a directory without them leaves them (so inputs made before them load
// as they did).
// Loading must report problems, never crash; each problem prints on one line; content
// it accepts must pass validate_content() and survive the canonical writer: the written
// files load back to the same definitions. Accepted content with vaults (and a floor
// small enough to build quickly) also builds a floor at each of its first depths, which
// must keep every walkable cell reachable (map/floor_build.hpp's promise).

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <string_view>

#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/map/floor_build.hpp"

namespace {

// statuses.yaml, then vaults.yaml, then the kinds that came after it, last, so inputs
// written before them still split the same way.
constexpr std::array<const char*, 11> kFiles = {
    "settings.yaml", "tiles.yaml",       "actors.yaml",      "items.yaml",
    "slots.yaml",    "spawns.yaml",      "statuses.yaml",    "vaults.yaml",
    "factions.yaml", "appearances.yaml", "damage_types.yaml"};
bool optional_file(std::string_view name) {
    return name == "vaults.yaml" || name == "factions.yaml" || name == "appearances.yaml" ||
           name == "damage_types.yaml";
}

// Floors are built only on maps up to this many cells, so one input stays quick.
constexpr int kMaxFloorCells = 100 * 100;
constexpr std::size_t kFloorDepths = 3;

std::map<std::string, std::string> split_files(const std::string& input) {
    std::map<std::string, std::string> files;
    std::size_t start = 0;
    for (const char* name : kFiles) {
        if (start > input.size()) {
            if (!optional_file(name)) files[name] = "";
            continue;
        }
        const std::size_t end = input.find('\0', start);
        files[name] =
            input.substr(start, end == std::string::npos ? std::string::npos : end - start);
        start = end == std::string::npos ? input.size() + 1 : end + 1;
    }
    return files;
}

[[noreturn]] void fail(const char* what, const std::vector<cf::Problem>& problems) {
    std::fprintf(stderr, "%s\n%s", what, cf::to_string(problems).c_str());
    std::abort();
}

// Floors of content with vaults at the first depths its vaults appear on.
void build_floors(const cf::Content& content) {
    const cf::Settings& s = content.settings;
    if (content.vaults.empty() || s.map_width * s.map_height > kMaxFloorCells) return;
    std::set<int> depths;
    for (const auto& [id, v] : content.vaults) {
        if (depths.size() < kFloorDepths) depths.insert(v.first_depth);
    }
    for (int depth : depths) {
        cf::Rng rng(static_cast<std::uint64_t>(depth));
        const cf::FloorBuild b = cf::build_floor(content, depth, rng, {});
        if (b.unreachable != 0) fail("a floor with vaults has unreachable cells", {});
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const cf::ContentLoad load =
        cf::load_content_texts(split_files(std::string(reinterpret_cast<const char*>(data), size)));
    for (const cf::Problem& p : load.problems) {
        if (cf::to_string(p).find('\n') != std::string::npos) fail("a problem spans lines:", {p});
    }
    if (!load.content) return 0;
    if (auto problems = cf::validate_content(*load.content); !problems.empty()) {
        fail("accepted content fails validate_content:", problems);
    }
    const cf::ContentLoad again = cf::load_content_texts(cf::content_files(*load.content));
    if (!again.content)
        fail("the canonical files of accepted content do not load:", again.problems);
    if (!cf::same_definitions(*load.content, *again.content)) {
        fail("the canonical files load back to different definitions", {});
    }
    build_floors(*load.content);
    return 0;
}
