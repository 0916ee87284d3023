#pragma once
// The values a definition's fragment writes, by dotted path ("fighter.power"), read from
// its YAML as written: what provenance lists as a definition's own fields and what the
// layer check compares for overlaps.

#include <string>
#include <utility>
#include <vector>

#include "engine/yaml/yaml_tree.hpp"

namespace cf {

// Every value under `node` (a mapping) with the mark of its key, in file order. A non-empty
// mapping is walked into, anything else is a value; `KEY+` counts as KEY. With `top`, the
// loader's directives (from, abstract, delete) are left out.
std::vector<std::pair<std::string, NodeMark>> written_fields(const YamlNode& node, bool top);

}  // namespace cf
