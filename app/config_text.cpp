#include "app/config_text.hpp"

#include <algorithm>

#include "engine/yaml/yaml_parse.hpp"
#include "engine/yaml/yaml_precheck.hpp"

namespace cf {

std::optional<YAML::Node> parse_config_yaml(const std::string& text, const std::string& file_name,
                                            std::vector<Problem>& problems) {
    if (std::optional<YAML::Node> root = parse_yaml_text(text, file_name, problems)) return root;
    // Refused for a second document (reported): the first one still counts. After a
    // syntax error (reported) this throws again and nothing is read; a first document
    // too large or containing itself (reported) is not built at all.
    const std::optional<std::size_t> values = count_yaml_values(text, kMaxYamlValues);
    if (values && *values > kMaxYamlValues) return std::nullopt;
    try {
        return YAML::Load(text);
    } catch (const YAML::Exception&) {
        return std::nullopt;
    }
}

void sort_by_place(std::vector<Problem>& problems) {
    std::stable_sort(problems.begin(), problems.end(), [](const Problem& a, const Problem& b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
}

}  // namespace cf
