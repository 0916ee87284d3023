#pragma once
// Internals shared by the save writer and reader (not for other code): the format's
// fixed strings, the map's cell symbols, the checksum, and a small YAML tree read with
// limits on depth, size and aliases, so a hostile or damaged file can neither overflow
// the stack nor make the reader loop.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/number_text.hpp"
#include "engine/core/problem.hpp"

namespace cf::save_format {

inline constexpr std::string_view kFormatName = "cryptforge-save";
inline constexpr std::string_view kHeaderComment =
    "# Cryptforge saved game. Edits by hand break the checksum and the game refuses the file.";
inline constexpr std::string_view kChecksumKey = "checksum: ";
inline constexpr std::size_t kChecksumDigits = 16;

// Deeper YAML nesting is refused; a save nests 6 levels at most.
inline constexpr int kMaxDepth = 64;
// More indentation (spaces and "- " / "? " indicators) at a line start is refused.
inline constexpr std::size_t kMaxLineIndent = 128;
// More YAML values is refused: a 1,000-entity save has about 20,000.
inline constexpr std::size_t kMaxNodes = 2'000'000;

// Cell symbols: the common tiles first so a generated floor reads as ASCII art, then
// every other printable ASCII character that needs no escaping in a quoted string.
std::string_view cell_alphabet();
// Characters per cell symbol: 1 up to 92 tile kinds on a floor, then 2, then 3.
int symbol_width(std::size_t palette_size);
std::string cell_symbol(std::size_t index, int width);

// FNV-1a 64 of `text` without its checksum digits [digits, digits + 16), trailing
// whitespace ignored (so an editor that drops the final newline does no harm).
std::uint64_t checksum_of(std::string_view text, std::size_t digits);
// Byte offset of 1-based (line, column) in `text`, counting columns as bytes.
std::optional<std::size_t> offset_of(std::string_view text, int line, int column);

struct Node {
    enum class Type : std::uint8_t { null, scalar, sequence, map };
    Type type = Type::null;
    int line = 0;                         // 1-based
    int column = 0;                       // 1-based
    std::string text;                     // scalars
    ScalarForm form = ScalarForm::plain;  // scalars: how they were written (the number rule)
    std::vector<Node> children;           // sequence items; for maps key, value, key, value, ...

    bool is_map() const { return type == Type::map; }
    bool is_sequence() const { return type == Type::sequence; }
    bool is_scalar() const { return type == Type::scalar; }
    std::size_t size() const { return type == Type::map ? children.size() / 2 : children.size(); }
};

// Parses one YAML document. Refuses (a problem, nullopt) text nested or indented too
// deeply before any parser sees it; then reads what the fast subset reader understands
// with parse_subset (every save save_to_text writes), and anything else with parse_yaml.
std::optional<Node> parse_tree(const std::string& text, const std::string& shown_name,
                               std::vector<Problem>& problems);
// The YAML subset content is written in, read by engine/yaml's fast reader (the one
// content files use), as the tree yaml-cpp would give; nullopt for anything else.
std::optional<Node> parse_subset(const std::string& text);
// Any YAML, through yaml-cpp's event parser. Refuses anchors, aliases, nesting deeper
// than kMaxDepth, more than kMaxNodes values, syntax errors and a second document.
std::optional<Node> parse_yaml(const std::string& text, const std::string& shown_name,
                               std::vector<Problem>& problems);

// Whether the reader would accept `text` by its size (at most `max_bytes`) and shape
// (parse_tree's limits); false and `error`, saying the game is too large, otherwise.
// The limit is a parameter so tests can reach it without a huge world.
bool fits_in_a_save(const std::string& text, std::size_t max_bytes, std::string& error);

}  // namespace cf::save_format
