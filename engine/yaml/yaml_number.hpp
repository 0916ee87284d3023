#pragma once
// The number rule of every file (engine/core/number_text.hpp: YAML 1.2 core, decimal
// only) applied to parsed YAML nodes, for every reader: content (yaml-cpp's YAML::Node and
// the content tree's YamlNode, yaml_tree.hpp, which answer the same calls), spawn depth
// keys, replays and recordings, prefabs, world-edit entities, settings.

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>

#include "engine/core/number_text.hpp"

namespace cf {

namespace yaml_number_detail {
// A YAML node (yaml-cpp's or the content tree's), so text given to the functions below
// takes the text overloads of number_text.hpp and never these.
template <class Node>
concept YamlNodeLike = requires(const Node& n) {
    n.IsDefined();
    n.Scalar();
    n.Tag();
};
// "!!str" for YAML's own tags, the tag as written otherwise.
std::string shown_tag(const std::string& tag);
bool is_plain_tag(const std::string& tag);
// What a node that is no scalar is, for a message; "" for a scalar.
template <class Node>
std::string not_scalar(const Node& node) {
    if (!node.IsDefined() || node.IsNull()) return "it has no value";
    if (node.IsSequence()) return "it is a list";
    if (node.IsMap()) return "it is a mapping";
    return {};
}
}  // namespace yaml_number_detail

// How the node's scalar was written: plain, quoted (or a block scalar), or tagged.
template <yaml_number_detail::YamlNodeLike Node>
ScalarForm scalar_form(const Node& node) {
    const std::string& tag = node.Tag();
    if (yaml_number_detail::is_plain_tag(tag)) return ScalarForm::plain;
    if (tag == "!") return ScalarForm::quoted;
    return ScalarForm::tagged;
}

// Why `node` is not a whole number by the rule, as the end of a sentence; "" when it is.
// A list, a mapping or an empty value is not one either.
template <yaml_number_detail::YamlNodeLike Node>
std::string whole_number_problem(const Node& node) {
    if (std::string why = yaml_number_detail::not_scalar(node); !why.empty()) return why;
    return whole_number_problem(node.Scalar(), scalar_form(node),
                                yaml_number_detail::shown_tag(node.Tag()));
}
// The same for a decimal number (a fraction or an exponent allowed).
template <yaml_number_detail::YamlNodeLike Node>
std::string decimal_number_problem(const Node& node) {
    if (std::string why = yaml_number_detail::not_scalar(node); !why.empty()) return why;
    return decimal_number_problem(node.Scalar(), scalar_form(node),
                                  yaml_number_detail::shown_tag(node.Tag()));
}

// The node's value as a whole number by the rule, when it is one and fits in T.
template <class T, class Node>
std::optional<T> whole_number(const Node& node) {
    if (!whole_number_problem(node).empty()) return std::nullopt;
    return parse_whole_number<T>(node.Scalar());
}
// The node's value as a decimal number by the rule.
template <class Node>
std::optional<double> decimal_number(const Node& node) {
    if (!decimal_number_problem(node).empty()) return std::nullopt;
    return parse_decimal_number(node.Scalar());
}

}  // namespace cf
