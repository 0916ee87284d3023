#pragma once
// Rules that span definitions, shared by the loader and the editor (which validates
// a snapshot it edited in memory before it goes live).

#include <map>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"

namespace cf {

// Every reference field (schema.hpp) names an existing definition of the right kind.
void check_references(const Content& content, std::vector<Problem>& problems);

// Meaning checks: items are consumable xor equippable, starting equipment is
// equippable, spawn tables list monsters and items of the right kind, room sizes fit.
// `unloaded`: kinds whose file did not load -> index in `problems` of why; a spawn entry
// naming such a kind is reported as a knock-on of that problem (Problem::cause).
void check_semantics(const Content& content, std::vector<Problem>& problems,
                     const std::map<DefKind, int>& unloaded = {});

// The effect language across definitions (validation_effects.cpp): message placeholders,
// statuses that give themselves forever, abilities a monster could not aim, cooldown names
// used twice, effects that need a cell their list has none of.
void check_effect_language(const Content& content, std::vector<Problem>& problems);

// Where to point a problem about `key` in content.locations (the file alone if unknown).
Problem problem_at(const Content& content, const std::string& key, const std::string& file,
                   std::string message);

}  // namespace cf
