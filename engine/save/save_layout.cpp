// The fast path of parse_tree: reads exactly the YAML layout save_to_text writes
// (2-space block indentation, one-line flow collections, plain ids and numbers,
// double-quoted text) about ten times faster than yaml-cpp, and gives up on anything
// else, which yaml-cpp then reads. It must build the tree yaml-cpp would build, marks
// included; save_corruption_test.cpp compares the two on every damaged save it makes.

#include <string_view>

#include "engine/save/save_format.hpp"

namespace cf::save_format {

namespace {

// Thrown on the first thing outside the layout; parse_layout turns it into nullopt.
struct NotLayout {};

class LayoutParser {
  public:
    explicit LayoutParser(std::string_view text) : text_(text) {
        end_ = text_.find_last_not_of('\n');
        end_ = end_ == std::string_view::npos ? 0 : end_ + 1;
    }

    Node parse() {
        // yaml-cpp ends the text at a NUL and treats other control characters in its own
        // ways; the layout has none of them, so their presence means "not ours".
        for (const char c : text_) {
            if ((static_cast<unsigned char>(c) < 0x20 && c != '\n') || c == 0x7f) fail();
        }
        start_line(0);
        while (!at_end() && text_[line_start_] == '#') next_line();  // whole-line comments
        if (at_end() || indent() != 0) throw NotLayout{};
        Node root = block(0, line_start_);
        if (!at_end()) throw NotLayout{};
        return root;
    }

  private:
    [[noreturn]] static void fail() { throw NotLayout{}; }

    bool at_end() const { return line_start_ >= end_; }
    void start_line(std::size_t start) {
        line_start_ = start;
        const std::size_t newline = text_.find('\n', start);
        line_end_ = newline == std::string_view::npos ? text_.size() : newline;
    }
    void next_line() {
        if (cur_ > line_end_) fail();
        start_line(line_end_ + 1);
        ++line_;
        cur_ = line_start_;
    }
    // Spaces at the start of the current line; a blank line is not in the layout.
    int indent() const {
        std::size_t i = line_start_;
        while (i < line_end_ && text_[i] == ' ') ++i;
        if (i == line_end_) fail();
        return static_cast<int>(i - line_start_);
    }
    char at(std::size_t i) const { return i < line_end_ ? text_[i] : '\n'; }
    bool dash_at(std::size_t i) const { return at(i) == '-' && at(i + 1) == ' '; }

    Node make(Node::Type type, std::size_t at_offset) {
        if (++nodes_ > kMaxNodes) fail();
        Node n;
        n.type = type;
        n.line = line_;
        n.column = static_cast<int>(at_offset - line_start_) + 1;
        return n;
    }

    // A block collection whose first entry starts at `offset` on the current line;
    // later entries start `indent` spaces into their lines.
    Node block(int indent, std::size_t offset) {
        if (++depth_ > kMaxDepth) fail();
        Node n = dash_at(offset) ? sequence(indent, offset) : mapping(indent, offset);
        --depth_;
        return n;
    }

    Node sequence(int indent, std::size_t offset) {
        if (offset != line_start_ + static_cast<std::size_t>(indent)) fail();  // no "- - x"
        Node seq = make(Node::Type::sequence, offset);
        while (!at_end() && indent_is(indent) &&
               dash_at(line_start_ + static_cast<std::size_t>(indent))) {
            const std::size_t item = line_start_ + static_cast<std::size_t>(indent) + 2;
            if (starts_key(item)) {
                seq.children.push_back(block(indent + 2, item));
            } else {
                cur_ = item;
                seq.children.push_back(flow());
                end_of_line();
            }
        }
        return seq;
    }

    Node mapping(int indent, std::size_t offset) {
        Node map = make(Node::Type::map, offset);
        for (bool first = true; first || (!at_end() && indent_is(indent)); first = false) {
            cur_ = first ? offset : line_start_ + static_cast<std::size_t>(indent);
            if (!first && dash_at(cur_)) fail();  // a sequence beside keys: not ours
            Node key = plain();
            if (key.type != Node::Type::scalar || at(cur_) != ':') fail();
            map.children.push_back(std::move(key));
            if (cur_ + 1 == line_end_) {  // "key:" then a nested block on the next lines
                next_line();
                if (at_end()) fail();
                const int inner = indent_of_block(indent);
                map.children.push_back(block(inner, line_start_ + static_cast<std::size_t>(inner)));
            } else {
                if (at(cur_ + 1) != ' ') fail();
                cur_ += 2;
                map.children.push_back(flow());
                end_of_line();
            }
        }
        return map;
    }

    // True when the current line is indented exactly `indent`; deeper is not ours.
    bool indent_is(int indent) const {
        const int actual = this->indent();
        if (actual > indent) fail();
        return actual == indent;
    }
    int indent_of_block(int parent) const {
        const int inner = indent();
        if (inner <= parent) fail();
        return inner;
    }
    void end_of_line() {
        if (cur_ != line_end_) fail();
        next_line();
    }
    bool starts_key(std::size_t i) const {
        while (i < line_end_ && plain_char(text_[i])) ++i;
        return at(i) == ':' && (at(i + 1) == ' ' || i + 1 == line_end_);
    }

    static bool plain_start(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '_';
    }
    static bool plain_char(char c) { return plain_start(c) || c == '-' || c == '.' || c == '+'; }

    // A flow collection, quoted text or plain scalar on the current line.
    Node flow() {
        if (++depth_ > kMaxDepth) fail();
        Node n;
        const char c = at(cur_);
        if (c == '[' || c == '{') {
            const bool is_map = c == '{';
            n = make(is_map ? Node::Type::map : Node::Type::sequence, cur_);
            ++cur_;
            if (at(cur_) == (is_map ? '}' : ']')) {
                ++cur_;
            } else {
                for (;;) {
                    if (is_map) {
                        n.children.push_back(plain());
                        if (n.children.back().type != Node::Type::scalar || at(cur_) != ':' ||
                            at(cur_ + 1) != ' ')
                            fail();
                        cur_ += 2;
                    }
                    n.children.push_back(flow());
                    if (at(cur_) == ',' && at(cur_ + 1) == ' ') {
                        cur_ += 2;
                    } else if (at(cur_) == (is_map ? '}' : ']')) {
                        ++cur_;
                        break;
                    } else {
                        fail();
                    }
                }
            }
        } else {
            n = c == '"' ? quoted() : plain();
        }
        --depth_;
        return n;
    }

    // Ids and numbers; yaml-cpp reads the plain words for null as null.
    Node plain() {
        const std::size_t start = cur_;
        const bool negative_number = at(cur_) == '-' && at(cur_ + 1) >= '0' && at(cur_ + 1) <= '9';
        if (!plain_start(at(cur_)) && !negative_number) fail();
        while (cur_ < line_end_ && plain_char(text_[cur_])) ++cur_;
        const std::string_view word = text_.substr(start, cur_ - start);
        const bool null = word == "null" || word == "Null" || word == "NULL";
        Node n = make(null ? Node::Type::null : Node::Type::scalar, start);
        if (!null) n.text = word;
        return n;
    }

    // The escapes save_to_text writes; any other is left to yaml-cpp.
    Node quoted() {
        Node n = make(Node::Type::scalar, cur_);
        n.form = ScalarForm::quoted;
        ++cur_;
        for (;;) {
            std::size_t run = cur_;
            while (run < line_end_ && text_[run] != '"' && text_[run] != '\\' &&
                   static_cast<unsigned char>(text_[run]) >= 0x20 && text_[run] != 0x7f) {
                ++run;
            }
            n.text.append(text_.substr(cur_, run - cur_));
            cur_ = run;
            const char c = at(cur_);
            if (c == '"') break;
            if (c != '\\') fail();
            const char e = at(cur_ + 1);
            if (e == '"' || e == '\\')
                n.text += e;
            else if (e == 'n')
                n.text += '\n';
            else if (e == 't')
                n.text += '\t';
            else if (e == 'x')
                n.text += hex_byte(cur_ + 2);
            else
                fail();
            cur_ += e == 'x' ? 4 : 2;
        }
        ++cur_;
        return n;
    }

    char hex_byte(std::size_t i) const {
        auto digit = [this](std::size_t j) {
            const char c = at(j);
            if (c >= '0' && c <= '9') return c - '0';
            if (c >= 'a' && c <= 'f') return c - 'a' + 10;
            if (c >= 'A' && c <= 'F') return c - 'A' + 10;
            fail();
        };
        const int value = digit(i) * 16 + digit(i + 1);
        if (value >= 0x80) fail();  // yaml-cpp writes code points above 0x7f as UTF-8
        return static_cast<char>(value);
    }

    std::string_view text_;
    std::size_t end_ = 0;  // after the last character that is not a trailing newline
    std::size_t line_start_ = 0;
    std::size_t line_end_ = 0;
    std::size_t cur_ = 0;
    int line_ = 1;
    int depth_ = 0;
    std::size_t nodes_ = 0;
};

}  // namespace

std::optional<Node> parse_layout(std::string_view text) {
    try {
        return LayoutParser(text).parse();
    } catch (const NotLayout&) {
        return std::nullopt;
    }
}

}  // namespace cf::save_format
