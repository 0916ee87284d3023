#pragma once
// Where the YAML readers put what they find wrong: problems with file:line:col, for
// yaml-cpp nodes (whose marks do not name a file) and for YamlNode trees (whose marks
// may). Content's ReadContext extends it with what a content load also collects.

#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "engine/core/problem.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf {

// `file` names the file of yaml-cpp nodes; a YamlNode's mark names its own file, and
// `file` is used only when it does not. Problems are dropped when `problems` is null.
struct YamlReport {
    std::string file;
    std::vector<Problem>* problems = nullptr;

    void report(const YAML::Mark& mark, std::string message) const;
    void report(const NodeMark& mark, std::string message) const;
    SourceLocation location(const YAML::Mark& mark) const;
    SourceLocation location(const NodeMark& mark) const;
};

}  // namespace cf
