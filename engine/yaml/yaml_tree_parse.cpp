// parse_yaml_subset (yaml_tree.hpp): the YAML content files are written in, read about
// fifty times faster than yaml-cpp reads it. It accepts block mappings and sequences
// (compact mappings in sequence items too), flow collections on one line, plain and
// quoted scalars on one line, comments and blank lines. Whatever else it meets, it gives
// up (nullopt) and the caller lets yaml-cpp read the file, so yaml-cpp stays the
// authority on what YAML means and on how a syntax error is reported; tests compare the
// two on generated documents.

#include <cstdint>

#include "engine/core/utf8.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf {

namespace {

constexpr int kMaxDepth = 64;

bool is_null_word(std::string_view s) {
    return s == "~" || s == "null" || s == "Null" || s == "NULL";
}

// Characters that may not start a plain scalar here (conservatively all of YAML's
// indicators; '-' is handled apart).
bool starts_other_node(char c) {
    return std::string_view("?:,[]{}#&*!|>'\"%@`").find(c) != std::string_view::npos;
}

// The whole text's bytes: printable ASCII, newlines and well-formed UTF-8 without the
// characters YAML reads as line breaks or byte order marks; no line starting a document
// marker or directive.
bool plain_text(std::string_view t) {
    for (std::size_t i = 0; i < t.size(); ++i) {
        const auto c = static_cast<unsigned char>(t[i]);
        if (c == '\n' || (c >= 0x20 && c < 0x7f)) continue;
        if (c < 0x80) return false;  // tab, CR, other controls, DEL
        std::size_t len = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
        if (i + len > t.size() || !valid_utf8(t.substr(i, len))) return false;
        const std::string_view ch = t.substr(i, len);
        // NEL, LS, PS (line breaks to YAML 1.1) and the byte order mark.
        if (ch == "\xc2\x85" || ch == "\xe2\x80\xa8" || ch == "\xe2\x80\xa9" ||
            ch == "\xef\xbb\xbf")
            return false;
        i += len - 1;
    }
    std::size_t start = 0;
    while (start < t.size()) {
        const std::string_view line = t.substr(start, t.find('\n', start) - start);
        if (line.starts_with('%')) return false;
        if (line.starts_with("---") || line.starts_with("...")) {
            if (line.size() == 3 || line[3] == ' ') return false;
        }
        const std::size_t end = t.find('\n', start);
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return true;
}

class SubsetParser {
  public:
    SubsetParser(std::string_view text, YamlDocument& doc, std::size_t max_nodes)
        : t_(text), doc_(doc), max_nodes_(max_nodes) {}

    bool parse() {
        const int indent = next_content_line();
        if (indent < 0) {
            doc_.root = YamlNode(&doc_.arena.make(YamlType::null, {-1, -1, -1, doc_.file.get()}));
            return true;
        }
        pos_ += static_cast<std::size_t>(indent);
        std::optional<YamlNode> root;
        if (dash_item(pos_) || key_end(pos_)) {
            root = block_node(indent);
        } else {
            root = inline_value();
            if (root && !end_of_line_after_value()) root.reset();
        }
        if (!root || next_content_line() >= 0) return false;
        doc_.root = *root;
        return true;
    }

  private:
    // --- positions and lines -------------------------------------------------------

    bool eol(std::size_t p) const { return p >= t_.size() || t_[p] == '\n'; }
    char at(std::size_t p) const { return p < t_.size() ? t_[p] : '\n'; }

    NodeMark mark(std::size_t p) const {
        return {static_cast<int>(p), line_, static_cast<int>(p - line_start_), doc_.file.get()};
    }

    // yaml-cpp's mark for a value missing at the end of the text, in a collection in column
    // `indent`: column 0 of the text's last line, unless that line (no newline after it)
    // ends left of `indent`, which closes the collection there.
    NodeMark end_mark(int indent) const {
        int lines = line_;
        std::size_t last_line = line_start_;
        for (std::size_t p = line_start_; p < t_.size(); ++p) {
            if (t_[p] != '\n') continue;
            ++lines;
            last_line = p + 1;
        }
        const int length = static_cast<int>(t_.size() - last_line);
        const int column = length < indent ? length : 0;
        return {static_cast<int>(t_.size()), lines, column, doc_.file.get()};
    }

    void skip_spaces() {
        while (at(pos_) == ' ') ++pos_;
    }

    // Past the end of the current line (or to the end of the text).
    void next_line() {
        while (pos_ < t_.size() && t_[pos_] != '\n') ++pos_;
        if (pos_ < t_.size()) {
            ++pos_;
            ++line_;
            line_start_ = pos_;
        }
    }

    // From a line's start: skips blank and comment-only lines; the indent of the next line
    // with content (pos_ stays at its start), or -1 at the end of the text.
    int next_content_line() {
        for (;;) {
            std::size_t q = pos_;
            while (at(q) == ' ') ++q;
            if (q >= t_.size()) {
                pos_ = t_.size();
                return -1;
            }
            if (t_[q] == '\n' || t_[q] == '#') {
                next_line();
                continue;
            }
            return static_cast<int>(q - pos_);
        }
    }

    // After a value on its line: blanks, maybe a comment, then the line's end; moves to
    // the next line.
    bool end_of_line_after_value() {
        const std::size_t before = pos_;
        skip_spaces();
        if (!eol(pos_) && !(t_[pos_] == '#' && pos_ > before)) return false;
        next_line();
        return true;
    }

    // "- " or a lone "-" at p: a block sequence item.
    bool dash_item(std::size_t p) const { return at(p) == '-' && (eol(p + 1) || at(p + 1) == ' '); }

    // When a mapping key starts at p: the position of its ':'.
    std::optional<std::size_t> key_end(std::size_t p) const {
        const char c = at(p);
        if (c == '\'' || c == '"') {
            std::size_t q = p + 1;
            while (!eol(q) && t_[q] != c) {
                if (c == '"' && t_[q] == '\\') ++q;
                if (c == '\'' && t_[q] == '\'' && at(q + 1) == '\'') ++q;
                ++q;
            }
            if (eol(q)) return std::nullopt;
            ++q;
            while (at(q) == ' ') ++q;
            if (at(q) == ':' && (eol(q + 1) || at(q + 1) == ' ')) return q;
            return std::nullopt;
        }
        if (eol(p) || starts_other_node(c) || dash_item(p)) return std::nullopt;
        for (std::size_t q = p; !eol(q); ++q) {
            const char k = t_[q];
            if (k == ':' && (eol(q + 1) || at(q + 1) == ' ')) return q;
            if (k == '#' && t_[q - 1] == ' ') return std::nullopt;
            if (std::string_view("[]{},").find(k) != std::string_view::npos) return std::nullopt;
        }
        return std::nullopt;
    }

    // --- block collections -----------------------------------------------------------

    std::optional<YamlNode> block_node(int indent) {
        if (++depth_ > kMaxDepth) return std::nullopt;
        std::optional<YamlNode> node;
        if (dash_item(pos_)) {
            node = block_sequence(indent);
        } else if (key_end(pos_)) {
            node = block_map(indent);
        }
        --depth_;
        return node;
    }

    // pos_ at the first key, in column `indent`; ends at the start of the next line with
    // content (or the end).
    std::optional<YamlNode> block_map(int indent) {
        const NodeMark start = mark(pos_);
        std::vector<YamlChild> pairs;
        for (;;) {
            auto key = block_key();
            if (!key) return std::nullopt;
            auto value = value_after(indent);
            if (!value) return std::nullopt;
            pairs.push_back(map_pair(*key, *value));
            if (doc_.arena.size() > max_nodes_) return std::nullopt;
            const int next = next_content_line();
            if (next < indent) break;
            if (next > indent) return std::nullopt;
            const std::size_t p = pos_ + static_cast<std::size_t>(next);
            if (!key_end(p)) return std::nullopt;
            pos_ = p;
        }
        return doc_.arena.collection(YamlType::map, start, std::move(pairs));
    }

    // pos_ at a '-' in column `indent`.
    std::optional<YamlNode> block_sequence(int indent) {
        const NodeMark start = mark(pos_);
        std::vector<YamlChild> items;
        for (;;) {
            ++pos_;  // the '-'
            auto item = value_after(indent);
            if (!item) return std::nullopt;
            items.push_back(sequence_item(*item));
            if (doc_.arena.size() > max_nodes_) return std::nullopt;
            const int next = next_content_line();
            if (next < indent) break;
            if (next > indent) return std::nullopt;
            const std::size_t p = pos_ + static_cast<std::size_t>(next);
            if (!dash_item(p)) break;  // a key of the mapping this sequence is a value of
            pos_ = p;
        }
        return doc_.arena.collection(YamlType::sequence, start, std::move(items));
    }

    // The value after a key's ':' or an item's '-' (pos_ just past it) of a collection in
    // column `indent`: on the same line, or a block on the lines below, or null.
    std::optional<YamlNode> value_after(int indent) {
        const bool item = t_[pos_ - 1] == '-';
        skip_spaces();
        if (eol(pos_) || at(pos_) == '#') {
            next_line();
            const int next = next_content_line();
            const std::size_t p = pos_ + static_cast<std::size_t>(std::max(next, 0));
            if (next > indent || (!item && next == indent && dash_item(p))) {
                pos_ = p;
                return block_node(next);
            }
            const NodeMark where = next < 0 ? end_mark(indent) : mark(p);
            return YamlNode(&doc_.arena.make(YamlType::null, where));
        }
        if (item) {
            if (dash_item(pos_)) return std::nullopt;
            if (key_end(pos_)) {
                const auto column = static_cast<int>(pos_ - line_start_);
                if (++depth_ > kMaxDepth) return std::nullopt;
                auto map = block_map(column);
                --depth_;
                return map;
            }
        }
        auto value = inline_value();
        if (!value || !end_of_line_after_value()) return std::nullopt;
        return value;
    }

    std::optional<YamlNode> block_key() {
        const std::size_t colon = *key_end(pos_);
        std::optional<YamlNode> key;
        if (at(pos_) == '\'' || at(pos_) == '"') {
            key = quoted();
        } else {
            std::size_t end = colon;
            while (end > pos_ && t_[end - 1] == ' ') --end;
            key = plain(pos_, end);
        }
        pos_ = colon + 1;
        return key;
    }

    // --- values on one line ------------------------------------------------------------

    std::optional<YamlNode> inline_value() { return one_line_node(&SubsetParser::block_plain_end); }

    // A node that fits on this line at pos_: a flow collection, a quoted scalar, or a plain
    // scalar whose end `plain_end` finds from pos_ (nullopt when the text there is not a
    // scalar this subset reads). Trailing spaces are not part of a plain scalar.
    using PlainEnd = std::optional<std::size_t> (SubsetParser::*)(std::size_t) const;
    std::optional<YamlNode> one_line_node(PlainEnd plain_end) {
        const char c = at(pos_);
        if (c == '[' || c == '{') return flow_collection();
        if (c == '\'' || c == '"') return quoted();
        if (eol(pos_) || starts_other_node(c) || dash_item(pos_)) return std::nullopt;
        // "[-]": a '-' before a flow indicator is no plain scalar (yaml-cpp reads it as
        // one; the lint after it refuses it).
        if (c == '-' && std::string_view(",[]{}").find(at(pos_ + 1)) != std::string_view::npos)
            return std::nullopt;
        std::optional<std::size_t> end = (this->*plain_end)(pos_);
        if (!end) return std::nullopt;
        while (t_[*end - 1] == ' ') --*end;
        auto node = plain(pos_, *end);
        pos_ = *end;
        return node;
    }

    // A plain scalar as a block value ends at the end of the line or at a comment; a ': '
    // in it would make it a mapping, which is not a value on one line.
    std::optional<std::size_t> block_plain_end(std::size_t end) const {
        for (; !eol(end); ++end) {
            const char k = t_[end];
            if (k == '#' && t_[end - 1] == ' ') break;
            if (k == ':' && (eol(end + 1) || at(end + 1) == ' ')) return std::nullopt;
        }
        return end;
    }

    // A plain scalar inside a flow collection ends at ',', ']', '}' or a pair's ': ', and
    // the collection must go on past it on this line; the indicators YAML gives meanings
    // in flow context are refused.
    std::optional<std::size_t> flow_plain_end(std::size_t end) const {
        for (; !eol(end); ++end) {
            const char k = t_[end];
            if (k == ',' || k == ']' || k == '}') break;
            if (std::string_view("?&*!|>%@`'\"[{").find(k) != std::string_view::npos)
                return std::nullopt;
            if (k == ':' || k == '#') {
                if (k == ':' && at(end + 1) == ' ') break;  // the pair's ':'
                return std::nullopt;
            }
        }
        if (eol(end)) return std::nullopt;  // the collection goes on past the line
        return end;
    }

    YamlNode plain(std::size_t begin, std::size_t end) {
        const std::string_view text = t_.substr(begin, end - begin);
        if (is_null_word(text)) return YamlNode(&doc_.arena.make(YamlType::null, mark(begin)));
        YamlNodeData& data = doc_.arena.make(YamlType::scalar, mark(begin));
        data.scalar.assign(text);
        return YamlNode(&data);
    }

    std::optional<YamlNode> quoted() {
        const NodeMark start = mark(pos_);
        const char q = t_[pos_++];
        std::string value;
        for (;;) {
            if (eol(pos_)) return std::nullopt;  // over several lines: yaml-cpp's to read
            const char c = t_[pos_++];
            if (c == q) {
                if (q == '\'' && at(pos_) == '\'') {
                    value += '\'';
                    ++pos_;
                    continue;
                }
                break;
            }
            if (q == '"' && c == '\\') {
                if (!escape(value)) return std::nullopt;
                continue;
            }
            value += c;
        }
        YamlNodeData& data = doc_.arena.make(YamlType::scalar, start);
        data.scalar = std::move(value);
        data.quoted = true;
        return YamlNode(&data);
    }

    // After a '\' in a double-quoted scalar: the common escapes; others are yaml-cpp's.
    bool escape(std::string& out) {
        const char e = at(pos_++);
        switch (e) {
            case '\\':
            case '"':
            case '/':
                out += e;
                return true;
            case 'n':
                out += '\n';
                return true;
            case 't':
                out += '\t';
                return true;
            case 'r':
                out += '\r';
                return true;
            case '0':
                out += '\0';
                return true;
            case 'x':
                return hex_escape(out, 2);
            case 'u':
                return hex_escape(out, 4);
            case 'U':
                return hex_escape(out, 8);
            default:
                return false;
        }
    }

    bool hex_escape(std::string& out, int digits) {
        std::uint32_t cp = 0;
        for (int i = 0; i < digits; ++i) {
            const char c = at(pos_++);
            int v = 0;
            if (c >= '0' && c <= '9') {
                v = c - '0';
            } else if (c >= 'a' && c <= 'f') {
                v = c - 'a' + 10;
            } else if (c >= 'A' && c <= 'F') {
                v = c - 'A' + 10;
            } else {
                return false;
            }
            cp = cp * 16 + static_cast<std::uint32_t>(v);
        }
        if (cp == 0 || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return false;
        append_utf8(out, static_cast<char32_t>(cp));
        return true;
    }

    // '[' or '{' at pos_: the whole collection on this line.
    std::optional<YamlNode> flow_collection() {
        if (++depth_ > kMaxDepth) return std::nullopt;
        const NodeMark start = mark(pos_);
        const bool is_map = t_[pos_] == '{';
        const char close = is_map ? '}' : ']';
        ++pos_;
        std::vector<YamlChild> children;
        skip_spaces();
        if (at(pos_) == close) {
            ++pos_;
        } else {
            for (;;) {
                std::optional<YamlChild> child = is_map ? flow_pair() : flow_item();
                if (!child) return std::nullopt;
                children.push_back(*child);
                if (doc_.arena.size() > max_nodes_) return std::nullopt;
                skip_spaces();
                if (at(pos_) == close) {
                    ++pos_;
                    break;
                }
                if (at(pos_) != ',') return std::nullopt;
                ++pos_;
                skip_spaces();
                if (at(pos_) == close) return std::nullopt;  // a trailing ','
            }
        }
        --depth_;
        return doc_.arena.collection(is_map ? YamlType::map : YamlType::sequence, start,
                                     std::move(children));
    }

    std::optional<YamlChild> flow_item() {
        auto node = flow_node();
        if (!node) return std::nullopt;
        skip_spaces();
        if (at(pos_) == ':') return std::nullopt;  // a one-pair mapping in a sequence
        return sequence_item(*node);
    }

    std::optional<YamlChild> flow_pair() {
        auto key = flow_node();
        if (!key || key->IsMap() || key->IsSequence()) return std::nullopt;
        skip_spaces();
        if (at(pos_) != ':' || at(pos_ + 1) != ' ') return std::nullopt;
        pos_ += 2;
        skip_spaces();
        if (at(pos_) == ',' || at(pos_) == '}') return std::nullopt;  // no value
        auto value = flow_node();
        if (!value) return std::nullopt;
        return map_pair(*key, *value);
    }

    std::optional<YamlNode> flow_node() {
        skip_spaces();
        return one_line_node(&SubsetParser::flow_plain_end);
    }

    std::string_view t_;
    YamlDocument& doc_;
    std::size_t pos_ = 0;
    int line_ = 0;
    std::size_t line_start_ = 0;
    std::size_t max_nodes_;
    int depth_ = 0;
};

}  // namespace

std::optional<YamlDocument> parse_yaml_subset(std::string_view text, const std::string& file,
                                              std::size_t max_nodes) {
    if (!plain_text(text)) return std::nullopt;
    YamlDocument doc;
    doc.file = std::make_unique<std::string>(file);
    SubsetParser parser(text, doc, max_nodes);
    if (!parser.parse()) return std::nullopt;
    return doc;
}

}  // namespace cf
