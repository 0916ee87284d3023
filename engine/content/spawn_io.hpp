#pragma once
// Reading spawns.yaml: per-depth weight tables for monsters and items and the
// per-room maxima. Entry locations are kept in content.locations under
// "spawns/<table>/<depth>/<id>" so later checks can point at the exact line.

#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"

namespace cf {

inline constexpr int kMaxSpawnWeight = 1000000;
inline constexpr int kMaxDepthKey = 10000;

// Reads the parsed spawns.yaml into content.spawns, reporting under "spawns.yaml".
void load_spawn_tables(const YAML::Node& root, Content& content, std::vector<Problem>& problems);

std::string spawn_location_key(const std::string& table, int depth, const DefId& id = {});

}  // namespace cf
