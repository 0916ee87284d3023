#include "engine/yaml/yaml_tree.hpp"

#include <algorithm>
#include <sstream>

namespace cf {

namespace {

const std::string kEmpty;
const std::string kPlainTag = "?";
const std::string kQuotedTag = "!";

}  // namespace

YamlType YamlNode::type() const { return data_ ? data_->type : YamlType::null; }

const std::string& YamlNode::Tag() const {
    if (!data_ || data_->type == YamlType::null) return kEmpty;
    if (!data_->tag.empty()) return data_->tag;
    return data_->quoted ? kQuotedTag : kPlainTag;
}

NodeMark YamlNode::Mark() const { return data_ ? data_->mark : NodeMark{}; }

std::size_t YamlNode::size() const { return data_ ? data_->children.size() : 0; }

const YamlChild* YamlNode::begin() const {
    return data_ && !data_->children.empty() ? data_->children.data() : nullptr;
}

const YamlChild* YamlNode::end() const {
    return data_ && !data_->children.empty() ? data_->children.data() + data_->children.size()
                                             : nullptr;
}

YamlNode YamlNode::operator[](std::string_view key) const {
    if (!IsMap()) return {};
    for (const YamlChild& pair : data_->children) {
        if (pair.first.IsScalar() && pair.first.Scalar() == key) return pair.second;
    }
    return {};
}

YamlNode YamlNode::operator[](std::size_t index) const {
    if (!IsSequence() || index >= data_->children.size()) return {};
    return data_->children[index];
}

YamlNodeData& YamlArena::make(YamlType type, const NodeMark& mark) {
    // Blocks of at most 256 nodes (32 KB) stay below malloc's mmap threshold: larger ones
    // were mapped and unmapped for every file, and their first touch cost page faults.
    if (used_in_block_ == block_capacity_) {
        block_capacity_ =
            block_capacity_ == 0 ? 16 : std::min<std::size_t>(block_capacity_ * 2, 256);
        blocks_.push_back(std::make_unique<YamlNodeData[]>(block_capacity_));
        used_in_block_ = 0;
    }
    YamlNodeData& data = blocks_.back()[used_in_block_++];
    ++size_;
    data.type = type;
    data.mark = mark;
    return data;
}

YamlNode YamlArena::collection(YamlType type, const NodeMark& mark,
                               std::vector<YamlChild> children) {
    YamlNodeData& data = make(type, mark);
    data.children = std::move(children);
    for (const YamlChild& child : data.children) {
        const std::string& key = child.first.Scalar();
        const bool plus_key = key.size() > 1 && key.back() == '+';
        const YamlNodeData* value = child.second.IsDefined() ? child.second.data() : child.data();
        if (plus_key || (value && value->extends)) {
            data.extends = true;
            break;
        }
    }
    return YamlNode(&data);
}

YamlChild map_pair(YamlNode key, YamlNode value) {
    YamlChild child;
    static_cast<YamlNode&>(child) = value;
    child.first = key;
    child.second = value;
    return child;
}

YamlChild sequence_item(YamlNode item) {
    YamlChild child;
    static_cast<YamlNode&>(child) = item;
    return child;
}

namespace {

struct Converter {
    YamlDocument& doc;
    std::size_t max_nodes;
    std::size_t made = 0;

    std::optional<YamlNode> convert(const YAML::Node& node) {
        if (++made > max_nodes) return std::nullopt;
        const YAML::Mark m = node.Mark();
        const NodeMark mark{m.pos, m.line, m.column, doc.file.get()};
        switch (node.Type()) {
            case YAML::NodeType::Scalar: {
                YamlNodeData& data = doc.arena.make(YamlType::scalar, mark);
                data.scalar = node.Scalar();
                data.quoted = node.Tag() == "!";
                if (node.Tag() != "!" && node.Tag() != "?") data.tag = node.Tag();
                return YamlNode(&data);
            }
            case YAML::NodeType::Sequence: {
                std::vector<YamlChild> items;
                items.reserve(node.size());
                for (const YAML::Node& item : node) {
                    auto converted = convert(item);
                    if (!converted) return std::nullopt;
                    items.push_back(sequence_item(*converted));
                }
                return doc.arena.collection(YamlType::sequence, mark, std::move(items));
            }
            case YAML::NodeType::Map: {
                std::vector<YamlChild> pairs;
                pairs.reserve(node.size());
                for (const auto& pair : node) {
                    auto key = convert(pair.first);
                    auto value = key ? convert(pair.second) : std::nullopt;
                    if (!value) return std::nullopt;
                    pairs.push_back(map_pair(*key, *value));
                }
                return doc.arena.collection(YamlType::map, mark, std::move(pairs));
            }
            default:
                return YamlNode(&doc.arena.make(YamlType::null, mark));
        }
    }
};

bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }

template <class Pred>
bool all_of(std::string_view s, Pred pred) {
    for (char c : s) {
        if (!pred(c)) return false;
    }
    return true;
}

// yaml-cpp's IsFlexibleCase: all lower case, or a capital followed by all lower or all upper.
bool flexible_case(std::string_view s) {
    if (s.empty() || all_of(s, is_lower)) return true;
    const std::string_view rest = s.substr(1);
    return is_upper(s[0]) && (all_of(rest, is_lower) || all_of(rest, is_upper));
}

// The plain decimal numbers content is written in, read without a stream.
bool simple_decimal(const std::string& s, long long& value) {
    std::size_t i = !s.empty() && s[0] == '-' ? 1 : 0;
    const std::size_t digits = s.size() - i;
    if (digits == 0 || digits > 18 || (s[i] == '0' && digits > 1)) return false;
    long long v = 0;
    for (; i < s.size(); ++i) {
        if (s[i] < '0' || s[i] > '9') return false;
        v = v * 10 + (s[i] - '0');
    }
    value = s[0] == '-' ? -v : v;
    return true;
}

}  // namespace

std::optional<YamlDocument> document_from_yaml_cpp(const YAML::Node& root, const std::string& file,
                                                   std::size_t max_nodes) {
    YamlDocument doc;
    doc.file = std::make_unique<std::string>(file);
    if (!root.IsDefined()) return doc;
    Converter converter{doc, max_nodes};
    auto converted = converter.convert(root);
    if (!converted) return std::nullopt;
    doc.root = *converted;
    return doc;
}

bool decode_integer(const YamlNode& node, long long& value) {
    if (!node.IsScalar()) return false;
    const std::string& input = node.Scalar();
    if (simple_decimal(input, value)) return true;
    // Everything else exactly as YAML::convert<long long> reads it.
    std::stringstream stream(input);
    stream.unsetf(std::ios::dec);
    long long read = 0;
    if ((stream >> std::noskipws >> read) && (stream >> std::ws).eof()) {
        value = read;
        return true;
    }
    return false;
}

bool decode_bool(const YamlNode& node, bool& value) {
    if (!node.IsScalar()) return false;
    const std::string& s = node.Scalar();
    if (!flexible_case(s)) return false;
    std::string lower = s;
    for (char& c : lower) {
        if (is_upper(c)) c = static_cast<char>(c - 'A' + 'a');
    }
    static constexpr std::string_view kNames[][2] = {
        {"y", "n"}, {"yes", "no"}, {"true", "false"}, {"on", "off"}};
    for (const auto& [yes, no] : kNames) {
        if (lower == yes || lower == no) {
            value = lower == yes;
            return true;
        }
    }
    return false;
}

bool decode_integer(const YAML::Node& node, long long& value) {
    return node.IsScalar() && YAML::convert<long long>::decode(node, value);
}

bool decode_bool(const YAML::Node& node, bool& value) {
    return node.IsScalar() && YAML::convert<bool>::decode(node, value);
}

}  // namespace cf
