// libFuzzer target: a whole content directory from one input. The input is the six
// files in the order below, separated by NUL bytes (a NUL is never valid YAML text);
// files past the last separator are empty. Loading must report problems, never crash;
// each problem prints on one line; and content it accepts must pass
// validate_content() and survive the canonical writer: the written files load back
// to the same definitions.

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"

namespace {

// statuses.yaml last, so inputs written before it still split the same way.
constexpr std::array<const char*, 7> kFiles = {"settings.yaml", "tiles.yaml", "actors.yaml",
                                               "items.yaml",    "slots.yaml", "spawns.yaml",
                                               "statuses.yaml"};

std::map<std::string, std::string> split_files(const std::string& input) {
    std::map<std::string, std::string> files;
    std::size_t start = 0;
    for (const char* name : kFiles) {
        if (start > input.size()) {
            files[name] = "";
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
    return 0;
}
