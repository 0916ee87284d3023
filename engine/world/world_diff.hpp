#pragma once
// Field-by-field differences of two worlds, driven by the state description: entities
// matched by id, every described field compared, plus the world's own fields, the floor
// and the message log. Used by tests of replays and undo, and to say where two runs part.

#include <string>
#include <vector>

#include "engine/world/state_text.hpp"
#include "engine/world/world.hpp"

namespace cf {

struct FieldDiff {
    std::string where;   // "entity 12 fighter.hp", "world turn", "map", "entity 12" (only in one)
    std::string before;  // the value in `a` ("" when absent)
    std::string after;   // the value in `b`
    friend bool operator==(const FieldDiff&, const FieldDiff&) = default;
};

// The fields whose values differ between two field lists (a path only one list has
// differs from ""), each named `prefix` + path: `a`'s order, then paths only `b` has.
std::vector<FieldDiff> diff_fields(const std::string& prefix, const std::vector<FieldValue>& a,
                                   const std::vector<FieldValue>& b);

// Every difference from `a` to `b`, world fields first, then entities in `a`'s order,
// then entities only `b` has; empty when the two are the same state.
std::vector<FieldDiff> diff_worlds(const World& a, const World& b);
// "entity 12 fighter.hp: 5 -> 7", one line each.
std::string to_string(const std::vector<FieldDiff>& diffs);

}  // namespace cf
