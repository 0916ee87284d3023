#pragma once
// Reading spawns.yaml: per-depth weight tables for monsters and items and the
// per-room maxima. Entry locations are kept in content.locations under
// "spawns/<table>/<depth>/<id>" so later checks can point at the exact line.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf {

inline constexpr int kMaxSpawnWeight = 1000000;
inline constexpr int kMaxDepthKey = 10000;

// Reads the spawn tables (spawns.yaml, or the spawn files of every layer merged) into
// content.spawns, each problem in the file its node was written in.
void load_spawn_tables(const YamlNode& root, Content& content, std::vector<Problem>& problems);

std::string spawn_location_key(const std::string& table, int depth, const DefId& id = {});

}  // namespace cf
