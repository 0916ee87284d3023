#include "tests/fuzz/fuzz_support.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "engine/content/content_loader.hpp"

namespace cf::fuzz {

const Content& default_content() {
    static const ContentPtr content = [] {
        // The tests' own content (tests/data/content), never the shipped game's: a
        // designer's retuning of content/ must not stop the fuzzers.
        ContentLoad load = load_content(CF_FUZZ_CONTENT_DIR);
        if (!load.content) {
            std::fprintf(stderr, "fuzz: the tests' content does not load:\n%s",
                         to_string(load.problems).c_str());
            std::abort();
        }
        return load.content;
    }();
    return *content;
}

const std::string& scratch_file(const std::uint8_t* data, std::size_t size) {
    static const std::string path = (std::filesystem::temp_directory_path() /
                                     ("cf_fuzz_" + std::to_string(::getpid()) + ".yaml"))
                                        .string();
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    return path;
}

}  // namespace cf::fuzz
