#pragma once
// The outline of a block-style YAML text: which lines each mapping entry spans and
// where its inline value sits, so a file can be edited in place (yaml_patch.hpp)
// without touching its comments, blank lines, key order or quoting. It reads the
// subset content files are written in: block mappings, block sequences (whose items
// that are mappings, "- damage: 3\n  chance: 50", are outlined like any mapping), flow
// collections and scalars (plain or quoted) on one line. Anything else (anchors, tags,
// block scalars, plain scalars over several lines) makes outline_yaml() return nullopt,
// and the caller writes the canonical text instead.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cf {

struct YamlEntry;

// A block mapping: its entries in file order, and the indent they share (-1: none yet).
struct YamlBlock {
    std::vector<YamlEntry> entries;
    int indent = -1;
    const YamlEntry* find(std::string_view key) const;
};

struct YamlEntry {
    enum class Kind { scalar, flow, block_map, block_sequence, empty };
    std::string key;  // unquoted
    Kind kind = Kind::empty;
    std::size_t key_begin = 0;  // byte offsets of the key as written, quotes included
    std::size_t key_end = 0;
    char key_quote = 0;           // '\'' or '"' for a quoted key
    int indent = 0;               // column of the key
    std::size_t first_line = 0;   // the key's line (0-based)
    std::size_t end_line = 0;     // one past the last line holding this entry's value
    std::size_t value_begin = 0;  // byte offsets of an inline value (scalar, flow),
    std::size_t value_end = 0;    // comments and trailing blanks excluded
    char quote = 0;               // '\'' or '"' for a quoted scalar
    YamlBlock children;           // block_map only
    // block_sequence: its items, keyed "[0]", "[1]", ...; an item that is a mapping is a
    // block_map whose first key shares the line of its '-' (indent: the '-''s column),
    // any other item is `empty` (kept whole).
    std::vector<YamlEntry> items;
};

struct YamlOutline {
    std::vector<std::size_t> line_starts;  // byte offset of each line; one more for the end
    YamlBlock root;
    bool root_is_map = true;  // false for a flow or empty root ("{}")
};

std::optional<YamlOutline> outline_yaml(std::string_view text);

// The entry at `path` (keys from the root; "[i]" names a sequence's i-th item), or null.
const YamlEntry* find_entry(const YamlOutline& outline, const std::vector<std::string>& path);

}  // namespace cf
