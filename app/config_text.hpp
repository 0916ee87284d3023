#pragma once
// What keys.yaml and settings.yaml share: parsing one of them into a YAML node with every
// syntax problem located, and their problems put in the order of the file.

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>
#include <vector>

#include "engine/core/problem.hpp"

namespace cf {

// The file's first document; nullopt when it does not parse. A second document is
// reported and ignored, as anything else the file holds still applies.
std::optional<YAML::Node> parse_config_yaml(const std::string& text, const std::string& file_name,
                                            std::vector<Problem>& problems);
// Problems by line and column, as the author reads the file.
void sort_by_place(std::vector<Problem>& problems);

}  // namespace cf
