#pragma once
// Rules that span definitions, shared by the loader and the editor (which validates
// a snapshot it edited in memory before it goes live).

#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"

namespace cf {

// Every reference field (schema.hpp) names an existing definition of the right kind.
void check_references(const Content& content, std::vector<Problem>& problems);

// What the loader knows went wrong before the checks, so what follows from it is folded
// under it (Problem::cause) and named for what it is.
struct LoadFailures {
    std::map<DefKind, int> unloaded;    // kinds with a file that did not load -> why
    std::map<std::string, int> broken;  // location_key of a definition that could not be
                                        // made (a broken template) -> why
    std::set<std::string> abstract;     // location_keys of abstract templates
};

// Meaning checks: items are consumable xor equippable, starting equipment is
// equippable, spawn tables list monsters and items of the right kind, room sizes fit.
// A spawn entry naming what `failures` explains is reported as its knock-on.
void check_semantics(const Content& content, std::vector<Problem>& problems,
                     const LoadFailures& failures = {});

// " (defined in actors.yaml)" when one file defines every definition of `kind`, else "".
std::string defined_in_hint(const Content& content, DefKind kind);

// The effect language across definitions (validation_effects.cpp): message placeholders,
// statuses that give themselves forever, abilities a monster could not aim, cooldown names
// used twice, effects that need a cell their list has none of.
void check_effect_language(const Content& content, std::vector<Problem>& problems);

// Tiles with behaviour (validation_tiles.cpp): hidden tiles pass for a tile that shows,
// opens_to / closes_to / becomes chains end, triggers can fire.
void check_tiles(const Content& content, std::vector<Problem>& problems);
// Places (validation_places.cpp): each vault's map and legend (rows of one width, every
// glyph defined, an entrance on its edge, its cells reachable from it, entities that
// exist, a size the floor can hold) and the settings' `floors:` by depth.
void check_places(const Content& content, std::vector<Problem>& problems);
// Items' charges, throws and identification (validation_items.cpp): charges belong to a
// use, a thrown item is not worn, each appearance pool has a look for every item that
// draws from it and no look twice.
void check_item_forms(const Content& content, std::vector<Problem>& problems);
// Where to point a problem about `key` in content.locations (the file alone if unknown).
Problem problem_at(const Content& content, const std::string& key, const std::string& file,
                   std::string message);

}  // namespace cf
