#include "engine/yaml/yaml_number.hpp"

namespace cf::yaml_number_detail {

namespace {

constexpr std::string_view kIntTag = "tag:yaml.org,2002:int";
constexpr std::string_view kFloatTag = "tag:yaml.org,2002:float";
constexpr std::string_view kYamlTags = "tag:yaml.org,2002:";

}  // namespace

bool is_plain_tag(const std::string& tag) {
    return tag == "?" || tag == kIntTag || tag == kFloatTag;
}

std::string shown_tag(const std::string& tag) {
    if (tag.starts_with(kYamlTags)) return "!!" + tag.substr(kYamlTags.size());
    return tag;
}

}  // namespace cf::yaml_number_detail
