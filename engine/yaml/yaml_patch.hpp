#pragma once
// Saving a hand-written file without rewriting it: the edits that turn one canonical
// text into another (content_writer.hpp) are applied to the bytes the file was loaded
// from instead. A changed value is replaced where it stands (its quoting kept where
// the new value allows), a definition or key that is new is appended to its mapping in
// canonical form, a removed one loses its lines; inside a list of mappings (an effect
// list) whose entries kept their kinds, each entry is edited the same way. Comments, blank
// lines, key order and fields left at their default are kept as the author wrote them.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cf {

// A mapping key renamed where it stands: in every mapping at `parent` (keys from the
// root, "*" for any key), the key `from` becomes `to`, its lines, comments and unwritten
// defaults kept. A definition renamed in the editor is one (its id), and so is each of
// its entries in the spawn tables. A mapping that has `to` already is left alone.
struct KeyRename {
    std::vector<std::string> parent;
    std::string from;
    std::string to;
};

// `original` read as `base_canonical`; returns it edited to read as `next_canonical`
// (both canonical texts of the same file), `renames` made first, in order. nullopt when
// `original` uses YAML this patcher does not edit in place (yaml_outline.hpp): the
// caller writes `next_canonical` then.
std::optional<std::string> patch_yaml(std::string_view original, std::string_view base_canonical,
                                      std::string_view next_canonical,
                                      const std::vector<KeyRename>& renames = {});

}  // namespace cf
