#pragma once
// Hand-drawn levels: a YAML file with ASCII rows and a legend mapping characters to
// a tile and what stands on it, in the forms a vault's legend has (the same reader,
// YamlReader::legend). Designers use them as arenas to try content; tests use them for
// exact setups.
//
//   legend:                      # merged over the defaults below
//     'o': {tile: floor, entity: orc}
//     '!': {tile: floor, entity: health_potion}
//     '$': {tile: floor, entity: {sword: 1, chainmail: 2}}   # one of them, by weight
//     'm': {tile: floor, monster: depth}   # from the spawn table of the prefab's depth
//     'i': {tile: floor, item: depth}
//   rows:
//     - "#######"
//     - "#@.o.>#"
//   depth: 1                     # optional
//
// Default legend: '#' wall tile, '.' floor tile, '>' stairs tile, '@' floor + player
// (the tile ids named in settings.yaml). Exactly one '@' is required.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"
#include "engine/world/world.hpp"

namespace cf {

struct PrefabLoad {
    std::optional<World> world;
    std::vector<Problem> problems;
};

PrefabLoad load_prefab(const std::string& path, const Content& content, std::uint64_t seed);

}  // namespace cf
