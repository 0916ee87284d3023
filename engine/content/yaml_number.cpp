#include "engine/content/yaml_number.hpp"

namespace cf {

namespace {

constexpr std::string_view kIntTag = "tag:yaml.org,2002:int";
constexpr std::string_view kFloatTag = "tag:yaml.org,2002:float";
constexpr std::string_view kYamlTags = "tag:yaml.org,2002:";

// What a node that is no scalar is, for a message; "" for a scalar.
std::string not_scalar(const YAML::Node& node) {
    if (!node.IsDefined() || node.IsNull()) return "it has no value";
    if (node.IsSequence()) return "it is a list";
    if (node.IsMap()) return "it is a mapping";
    return {};
}

// "!!str" for YAML's own tags, the tag as written otherwise.
std::string shown_tag(const std::string& tag) {
    if (tag.starts_with(kYamlTags)) return "!!" + tag.substr(kYamlTags.size());
    return tag;
}

}  // namespace

ScalarForm scalar_form(const YAML::Node& node) {
    const std::string& tag = node.Tag();
    if (tag == "?" || tag == kIntTag || tag == kFloatTag) return ScalarForm::plain;
    if (tag == "!") return ScalarForm::quoted;
    return ScalarForm::tagged;
}

std::string whole_number_problem(const YAML::Node& node) {
    if (std::string why = not_scalar(node); !why.empty()) return why;
    return whole_number_problem(node.Scalar(), scalar_form(node), shown_tag(node.Tag()));
}

std::string decimal_number_problem(const YAML::Node& node) {
    if (std::string why = not_scalar(node); !why.empty()) return why;
    return decimal_number_problem(node.Scalar(), scalar_form(node), shown_tag(node.Tag()));
}

std::optional<double> decimal_number(const YAML::Node& node) {
    if (!decimal_number_problem(node).empty()) return std::nullopt;
    return parse_decimal_number(node.Scalar());
}

}  // namespace cf
