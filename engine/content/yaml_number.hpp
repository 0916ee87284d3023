#pragma once
// The number rule of every file (engine/core/number_text.hpp: YAML 1.2 core, decimal
// only) applied to yaml-cpp nodes, for every reader that parses with yaml-cpp: content,
// spawn depth keys, replays and recordings, prefabs, world-edit entities, settings.

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>

#include "engine/core/number_text.hpp"

namespace cf {

// How the node's scalar was written: plain, quoted (or a block scalar), or tagged.
ScalarForm scalar_form(const YAML::Node& node);

// Why `node` is not a whole number by the rule, as the end of a sentence; "" when it is.
// A list, a mapping or an empty value is not one either.
std::string whole_number_problem(const YAML::Node& node);
// The same for a decimal number (a fraction or an exponent allowed).
std::string decimal_number_problem(const YAML::Node& node);

// The node's value as a whole number by the rule, when it is one and fits in T.
template <class T>
std::optional<T> whole_number(const YAML::Node& node) {
    if (!whole_number_problem(node).empty()) return std::nullopt;
    return parse_whole_number<T>(node.Scalar());
}
// The node's value as a decimal number by the rule.
std::optional<double> decimal_number(const YAML::Node& node);

}  // namespace cf
