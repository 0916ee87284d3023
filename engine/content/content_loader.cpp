#include "engine/content/content_loader.hpp"

#include <chrono>
#include <cstdlib>
#include <filesystem>

#include "engine/content/content_build.hpp"
#include "engine/content/content_cache.hpp"
#include "engine/content/content_layout.hpp"
#include "engine/content/validation.hpp"
#include "engine/core/file_read.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Why `path` cannot be read as a content folder ("" when it can): never an exception,
// whatever is there (a file, a link loop, a folder this user may not open).
std::string not_a_folder(const std::string& path) {
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory)
        return "cannot open the content folder: " +
               (ec == std::errc::too_many_symbolic_link_levels
                    ? std::string("too many symbolic links (a link loop?)")
                    : ec.message());
    if (!fs::exists(status)) return "content directory does not exist";
    if (!fs::is_directory(status)) return "is a file, not a content folder";
    return {};
}

}  // namespace

std::string layer_name(const std::string& dir) {
    std::string name = dir;
    while (name.size() > 1 && name.back() == '/') name.pop_back();
    return name;
}

struct ContentLoader::Caches {
    ParsedFileCache files;
    DefinitionCache definitions;
};

ContentLoader::ContentLoader(std::vector<std::string> layers)
    : layers_(std::move(layers)), caches_(std::make_unique<Caches>()) {}
ContentLoader::~ContentLoader() = default;
ContentLoader::ContentLoader(ContentLoader&&) noexcept = default;
ContentLoader& ContentLoader::operator=(ContentLoader&&) noexcept = default;

ContentLoad ContentLoader::load() {
    stats_ = {};
    ContentLoad missing;
    for (const std::string& dir : layers_) {
        if (const std::string why = not_a_folder(dir); !why.empty())
            missing.problems.push_back({dir, 0, 0, why});
    }
    if (layers_.empty()) missing.problems.push_back({"", 0, 0, "no content directory given"});
    if (!missing.problems.empty()) return missing;

    const bool several = layers_.size() > 1;
    std::vector<LayerInput> inputs;
    for (const std::string& dir : layers_) {
        LayerInput& layer = inputs.emplace_back();
        layer.name = layer_name(dir);
        layer.dir = dir;
        auto start = Clock::now();
        LayerListing listing = list_layer_files(dir, layer.name);
        stats_.list_ms += ms_since(start);
        layer.problems = std::move(listing.problems);
        for (const std::string& path : listing.files) {
            const std::string full = (fs::path(dir) / path).string();
            const std::string shown = shown_file_name(layer.name, path, several);
            start = Clock::now();
            FileRead read = read_regular_file(full, kMaxYamlFileBytes);
            stats_.read_ms += ms_since(start);
            ++stats_.files;
            if (!read.text) {
                layer.files.push_back({path, unreadable_file(shown, std::move(read.error))});
                continue;
            }
            start = Clock::now();
            bool reused = false;
            layer.files.push_back(
                {path, caches_->files.get(full, shown, std::move(*read.text), reused)});
            if (!reused) {
                ++stats_.parsed;
                stats_.parse_ms += ms_since(start);
            }
        }
    }
    caches_->files.sweep();
    const auto start = Clock::now();
    ContentLoad load = build_content(inputs, &caches_->definitions);
    stats_.build_ms = ms_since(start);
    stats_.quick = caches_->definitions.quick;
    return load;
}

ContentLoad load_content(const std::string& directory) { return load_content_layers({directory}); }

ContentLoad load_content_layers(const std::vector<std::string>& layers) {
    return ContentLoader(layers).load();
}

ContentLoad load_content_texts(const std::map<std::string, std::string>& files) {
    std::vector<LayerInput> inputs(1);
    for (const auto& [path, text] : files)
        inputs[0].files.push_back({path, parse_content_file(text, path)});
    return build_content(inputs);
}

std::vector<Problem> validate_content(const Content& content) {
    std::vector<Problem> problems;
    check_references(content, problems);
    if (problems.empty()) check_semantics(content, problems);
    return problems;
}

std::string default_content_directory() {
    // Set by whoever runs the program on other content by default (the test suites do).
    if (const char* chosen = std::getenv("CRYPTFORGE_CONTENT"); chosen && *chosen) return chosen;
#ifdef CRYPTFORGE_DEFAULT_CONTENT_DIR
    std::error_code ec;
    if (fs::is_directory(CRYPTFORGE_DEFAULT_CONTENT_DIR, ec)) return CRYPTFORGE_DEFAULT_CONTENT_DIR;
#endif
    return "content";
}

}  // namespace cf
