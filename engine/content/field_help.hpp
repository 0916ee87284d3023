#pragma once
// The words behind each field of the schema (schema.hpp): what it means and which rules
// read it, shown in the content editor's tooltips.

#include <string_view>

namespace cf {

// What each field means and which rules read it: the editor's tooltips add the range
// (from describe() in schema.hpp) and the default (a default-constructed definition). `owner` is
// kind_name() of the definition, or "settings"; `path` is as the editor names it
// ("fighter.power").
struct FieldHelp {
    std::string_view owner;
    std::string_view path;
    std::string_view meaning;
    std::string_view used_by;
};

// The help for a field; nullptr when it has none.
const FieldHelp* field_help(std::string_view owner, std::string_view path);

}  // namespace cf
