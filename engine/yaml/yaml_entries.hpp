#pragma once
// The checked reads every YAML reader shares, for yaml-cpp nodes and YamlNode trees
// alike: a mapping's entries (duplicate and non-scalar keys reported), a whole number in
// a range, a text. Each reports under a YamlReport and returns nothing on a mismatch.

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/yaml/yaml_report.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf {

template <class Node>
struct BasicMapEntry {
    std::string key;
    Node key_node;
    Node value;
};
using MapEntry = BasicMapEntry<YAML::Node>;
using ContentEntry = BasicMapEntry<YamlNode>;

// The (key, value) pairs of a mapping in document order; reports duplicate keys
// and non-scalar keys. Reports and returns {} when `node` is not a mapping.
std::vector<MapEntry> map_entries(const YAML::Node& node, const YamlReport& ctx,
                                  std::string_view what);
std::vector<ContentEntry> map_entries(const YamlNode& node, const YamlReport& ctx,
                                      std::string_view what);

// Scalar helpers shared by every loader: report and return nullopt on mismatch.
std::optional<int> read_int(const YAML::Node& node, const YamlReport& ctx, int lo, int hi,
                            std::string_view key);
std::optional<int> read_int(const YamlNode& node, const YamlReport& ctx, int lo, int hi,
                            std::string_view key);
std::optional<std::string> read_string(const YAML::Node& node, const YamlReport& ctx,
                                       std::string_view key);
std::optional<std::string> read_string(const YamlNode& node, const YamlReport& ctx,
                                       std::string_view key);

}  // namespace cf
