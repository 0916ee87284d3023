#pragma once
// A YAML document as the content loader holds it. Every node knows the file it was
// written in as well as its line and column, so a definition merged from several files
// (templates, layers) still reports each problem where it was written.
//
// Nodes are read-only handles (YamlNode) into arenas: a YamlDocument owns one file's
// nodes, a YamlArena the nodes a merge makes; a handle stays valid while its arena
// lives. The accessors are named as yaml-cpp's (IsMap, Scalar, Mark, iteration with
// .first/.second), so code that reads a YAML::Node reads a YamlNode unchanged, and the
// values are the ones yaml-cpp gives for the same text (tests compare the two).

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cf {

// Where a node was written: as yaml-cpp's Mark (0-based line and column in bytes, byte
// offset; -1 when unknown), plus the file by the name problems show (null: unknown).
struct NodeMark {
    int pos = -1;
    int line = -1;
    int column = -1;
    const std::string* file = nullptr;
};

enum class YamlType : std::uint8_t { null, scalar, sequence, map };

struct YamlNodeData;
struct YamlChild;

class YamlNode {
  public:
    YamlNode() = default;  // undefined, like a missing key's value
    explicit YamlNode(const YamlNodeData* data) : data_(data) {}

    bool IsDefined() const { return data_ != nullptr; }
    bool IsNull() const { return has_type(YamlType::null); }
    bool IsScalar() const { return has_type(YamlType::scalar); }
    bool IsSequence() const { return has_type(YamlType::sequence); }
    bool IsMap() const { return has_type(YamlType::map); }
    YamlType type() const;
    // The scalar's text ("" for other nodes).
    const std::string& Scalar() const;
    // As yaml-cpp: an explicit tag as resolved, "!" for a quoted scalar, "?" for a plain
    // one and for collections, ""
    // for null and undefined nodes.
    const std::string& Tag() const;
    NodeMark Mark() const;
    // Items of a sequence, pairs of a map, 0 otherwise.
    std::size_t size() const;
    // A sequence's items, each a node; a map's pairs, each with .first and .second.
    const YamlChild* begin() const;
    const YamlChild* end() const;
    // A map's value for `key` (the first such pair), undefined when absent.
    YamlNode operator[](std::string_view key) const;
    // A sequence's item, undefined when out of range.
    YamlNode operator[](std::size_t index) const;
    // The same node (not merely an equal one).
    bool is(const YamlNode& other) const { return data_ == other.data_; }
    const YamlNodeData* data() const { return data_; }

  private:
    bool has_type(YamlType type) const;

    const YamlNodeData* data_ = nullptr;
};

// One element of a collection: the item itself for a sequence; for a map, the pair
// (.first the key, .second the value; the element itself is the value).
struct YamlChild : YamlNode {
    YamlNode first;
    YamlNode second;
};

struct YamlNodeData {
    YamlType type = YamlType::null;
    bool quoted = false;
    // An explicit tag as yaml-cpp resolves it ("tag:yaml.org,2002:str" for `!!str`), kept
    // so a number tagged as text is a problem; empty for plain and quoted scalars.
    std::string tag;
    // A key ending in '+' (a list extension, node_merge.hpp) is in this node or below it.
    bool extends = false;
    NodeMark mark;
    std::string scalar;
    std::vector<YamlChild> children;
};

inline bool YamlNode::has_type(YamlType type) const { return data_ && data_->type == type; }

inline const std::string& YamlNode::Scalar() const {
    static const std::string empty;
    return data_ && data_->type == YamlType::scalar ? data_->scalar : empty;
}

// Owns nodes; addresses stay put as it grows. Nodes are made in blocks that double in
// size (a file of 5,000 definitions holds about 100,000 nodes: one allocation per node,
// or per four as a std::deque of them gave, was most of what parsing and freeing cost).
class YamlArena {
  public:
    YamlNodeData& make(YamlType type, const NodeMark& mark);
    // A map or sequence holding `children`, at `mark` (`extends` worked out from them).
    YamlNode collection(YamlType type, const NodeMark& mark, std::vector<YamlChild> children);
    std::size_t size() const { return size_; }

  private:
    std::vector<std::unique_ptr<YamlNodeData[]>> blocks_;
    std::size_t block_capacity_ = 0;  // of the last block
    std::size_t used_in_block_ = 0;   // nodes made in the last block
    std::size_t size_ = 0;
};

YamlChild map_pair(YamlNode key, YamlNode value);
YamlChild sequence_item(YamlNode item);

// One parsed file: its nodes, their file name, and the root.
struct YamlDocument {
    std::unique_ptr<std::string> file;  // the name its marks point at
    YamlArena arena;
    YamlNode root;
};

// The text's nodes when it uses only the YAML that content files are written in (block
// and one-line flow collections, one-line plain and quoted scalars, comments); nullopt
// for anything else (anchors, tags, block scalars, several documents, tabs, CR, invalid
// UTF-8, a syntax error...), which the caller then reads with yaml-cpp. What it accepts it
// reads exactly as yaml-cpp does. Also nullopt past `max_nodes` values.
std::optional<YamlDocument> parse_yaml_subset(std::string_view text, const std::string& file,
                                              std::size_t max_nodes);

// A yaml-cpp node as a document of our own (the marks kept, `file` attached). nullopt
// when it holds more than `max_nodes` values (aliases can repeat a subtree many times).
std::optional<YamlDocument> document_from_yaml_cpp(const YAML::Node& root, const std::string& file,
                                                   std::size_t max_nodes);

// yaml-cpp's conversions, for a YamlNode: a whole number as YAML::convert<long long>
// reads it (decimal, 0x hex, 0 octal, a sign, trailing blanks), and a boolean as
// YAML::convert<bool> does (true/false, yes/no, on/off, y/n in lower, upper or title case).
bool decode_integer(const YamlNode& node, long long& value);
bool decode_bool(const YamlNode& node, bool& value);
bool decode_integer(const YAML::Node& node, long long& value);
bool decode_bool(const YAML::Node& node, bool& value);

}  // namespace cf
