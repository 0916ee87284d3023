#include "engine/yaml/yaml_report.hpp"

namespace cf {

void YamlReport::report(const YAML::Mark& mark, std::string message) const {
    if (!problems) return;
    problems->push_back({file, mark.line + 1, mark.column + 1, std::move(message)});
}

void YamlReport::report(const NodeMark& mark, std::string message) const {
    if (!problems) return;
    problems->push_back(
        {mark.file ? *mark.file : file, mark.line + 1, mark.column + 1, std::move(message)});
}

SourceLocation YamlReport::location(const YAML::Mark& mark) const {
    return {file, mark.line + 1, mark.column + 1};
}

SourceLocation YamlReport::location(const NodeMark& mark) const {
    return {mark.file ? *mark.file : file, mark.line + 1, mark.column + 1};
}

}  // namespace cf
