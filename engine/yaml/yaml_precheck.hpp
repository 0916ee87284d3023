#pragma once
// One pass of yaml-cpp's event parser over a text before it is loaded (internal to
// yaml_parse.cpp and the writers that check what they write). It finds what YAML::Load
// accepts silently but a file of ours must not hold, and counts the values of the first
// document with every alias expanded, so a text whose tree would not fit in memory, or
// whose walk would never end (nested aliases), is refused before any tree is built.

#include <cstddef>
#include <optional>
#include <string>

#include "engine/yaml/yaml_report.hpp"

namespace cf {

// Reports under `ctx` and returns false when the text holds a second document (a second
// '---', even with nothing after it), a directive ('%YAML') with no '---' after it, a
// token no document can start with, an alias inside the value its anchor names (a value
// that would contain itself), or more than `max_values` values. Throws
// YAML::Exception on a syntax error, as YAML::Load would.
bool precheck_yaml(const std::string& text, const YamlReport& ctx, std::size_t max_values);

// The values of the first document, aliases expanded, counting stops past `stop_after`
// (past it too for an alias inside its own anchor's value, which expands without end);
// nullopt when the text is not YAML.
std::optional<std::size_t> count_yaml_values(const std::string& text, std::size_t stop_after);

}  // namespace cf
