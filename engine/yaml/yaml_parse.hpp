#pragma once
// Text to YAML with problems instead of exceptions: yaml-cpp for any YAML (after the
// precheck and before the lint, yaml_parse.cpp says why), the fast subset reader
// (yaml_tree.hpp) for the documents it understands, and the limits every file obeys.

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/problem.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf {

// The largest YAML file read by default (content, prefab map): far above any real one,
// and small enough that a wrong path (a log, an image) is refused before memory runs out.
inline constexpr std::size_t kMaxYamlFileBytes = std::size_t{16} * 1024 * 1024;
// The most values (scalars, lists, mappings; aliases counted where they are used) a YAML
// file may hold by default: yaml-cpp spends about 460 bytes on each, so this bounds a
// file's tree near 1 GB, and 100,000 actors fit.
inline constexpr std::size_t kMaxYamlValues = 2'000'000;

struct YamlLimits {
    std::size_t max_bytes = kMaxYamlFileBytes;
    std::size_t max_values = kMaxYamlValues;
};

// Parses a whole file, which must be a regular file within `limits`; on any problem
// (unreadable, not a regular file, too large, syntax, more than one document, a
// directive without a document, nesting too deep, too many values) reports it under
// `shown_name` and returns nullopt.
std::optional<YAML::Node> parse_yaml_file(const std::string& path, const std::string& shown_name,
                                          std::vector<Problem>& problems, YamlLimits limits = {});
// The same for text already in memory.
std::optional<YAML::Node> parse_yaml_text(const std::string& text, const std::string& shown_name,
                                          std::vector<Problem>& problems,
                                          std::size_t max_values = kMaxYamlValues);
// Text to a document whose marks name `shown_name`: read by the fast subset reader
// (yaml_tree.hpp) when it can, else by yaml-cpp, with its problems reported as
// parse_yaml_text reports them.
std::optional<YamlDocument> parse_yaml_document(const std::string& text,
                                                const std::string& shown_name,
                                                std::vector<Problem>& problems);
// Whether `text`, about to be written, reads back within `limits`; false and `error`
// ("it would be ... bytes, more than ...") when it would not.
bool fits_yaml_limits(const std::string& text, YamlLimits limits, std::string& error);

}  // namespace cf
