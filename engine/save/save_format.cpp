#include "engine/save/save_format.hpp"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>
#include <yaml-cpp/yaml.h>

#include <sstream>

#include <stdexcept>
#include "engine/core/hash.hpp"
#include "engine/yaml/yaml_lint.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf::save_format {

namespace {

constexpr std::size_t kAlphabetSize = 92;

// A file refused while it was being parsed, with where.
struct Refusal : std::runtime_error {
    Refusal(const YAML::Mark& mark, const std::string& message)
        : std::runtime_error(message), line(mark.line + 1), column(mark.column + 1) {}
    int line;
    int column;
};

bool opens_token(char previous) {
    switch (previous) {
        case ' ':
        case '\t':
        case '\n':
        case '[':
        case '{':
        case ',':
        case ':':
        case '-':
        case '?':
            return true;
        default:
            return false;
    }
}

// A cheap pass before yaml-cpp, whose parser recurses once per nesting level: refuses
// flow brackets nested deeper than kMaxDepth and lines indented deeper than
// kMaxLineIndent (block nesting needs indentation or "- " per level). Quoted text and
// comments are skipped, so what a save writes in quotes never counts.
std::optional<Problem> nesting_problem(const std::string& text, const std::string& file) {
    enum class State { plain, double_quoted, single_quoted, comment };
    State state = State::plain;
    int line = 1;
    std::size_t line_start = 0;
    bool in_indent = true;
    char previous = '\n';
    int flow = 0;
    auto refuse = [&](std::size_t at, const std::string& what) {
        return Problem{file, line, static_cast<int>(at - line_start) + 1,
                       what + ": this is not a save (or it was damaged)"};
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            line_start = i + 1;
            if (state == State::comment) state = State::plain;
            in_indent = state == State::plain;
            previous = '\n';
            continue;
        }
        if (state == State::comment) continue;
        if (state == State::double_quoted) {
            if (c == '\\' && i + 1 < text.size() && text[i + 1] != '\n')
                ++i;
            else if (c == '"')
                state = State::plain;
            continue;
        }
        if (state == State::single_quoted) {
            if (c == '\'' && i + 1 < text.size() && text[i + 1] == '\'')
                ++i;
            else if (c == '\'')
                state = State::plain;
            continue;
        }
        if (in_indent) {
            const bool indent = c == ' ' || c == '\t' || c == '-' || c == '?' || c == ':';
            if (indent && i - line_start >= kMaxLineIndent) {
                return refuse(i, "nested too deep (more than " + std::to_string(kMaxLineIndent) +
                                     " columns of indentation)");
            }
            in_indent = indent;
        }
        if (c == '#' && (previous == ' ' || previous == '\t' || previous == '\n')) {
            state = State::comment;
        } else if ((c == '"' || c == '\'') && opens_token(previous)) {
            state = c == '"' ? State::double_quoted : State::single_quoted;
        } else if (c == '[' || c == '{') {
            if (++flow > kMaxDepth) {
                return refuse(i,
                              "brackets nested more than " + std::to_string(kMaxDepth) + " deep");
            }
        } else if ((c == ']' || c == '}') && flow > 0) {
            --flow;
        }
        previous = c;
    }
    return std::nullopt;
}

// How a scalar with yaml-cpp's resolved `tag` was written, for the number rule.
ScalarForm form_of_tag(const std::string& tag) {
    if (tag == "!") return ScalarForm::quoted;
    if (tag != "?" && tag != "tag:yaml.org,2002:int") return ScalarForm::tagged;
    return ScalarForm::plain;
}

// Builds the tree from yaml-cpp's events. Throws Refusal for what no save contains
// (anchors, aliases) and for nesting or size beyond the limits, before recursing further.
class TreeBuilder final : public YAML::EventHandler {
  public:
    std::optional<Node> root;

    void OnDocumentStart(const YAML::Mark&) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
        add(mark, anchor, Node::Type::null, {});
    }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
        throw Refusal(mark, "YAML aliases (*name) are not allowed in a save");
    }
    void OnAnchor(const YAML::Mark& mark, const std::string&) override {
        throw Refusal(mark, "YAML anchors (&name) are not allowed in a save");
    }
    void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  const std::string& value) override {
        Node& node = add(mark, anchor, Node::Type::scalar, value);
        node.form = form_of_tag(tag);
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override {
        open(mark, anchor, Node::Type::sequence);
    }
    void OnSequenceEnd() override { stack_.pop_back(); }
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override {
        open(mark, anchor, Node::Type::map);
    }
    void OnMapEnd() override { stack_.pop_back(); }

  private:
    Node& add(const YAML::Mark& mark, YAML::anchor_t anchor, Node::Type type,
              const std::string& text) {
        if (anchor != YAML::NullAnchor)
            throw Refusal(mark, "YAML anchors (&name) are not allowed in a save");
        if (++count_ > kMaxNodes) {
            throw Refusal(mark,
                          "more than " + std::to_string(kMaxNodes) + " values: this is not a save");
        }
        Node node;
        node.type = type;
        node.line = mark.line + 1;
        node.column = mark.column + 1;
        node.text = text;
        if (stack_.empty()) {
            root = std::move(node);
            return *root;
        }
        // Only the innermost open collection grows, so pointers to its ancestors stay valid.
        stack_.back()->children.push_back(std::move(node));
        return stack_.back()->children.back();
    }

    void open(const YAML::Mark& mark, YAML::anchor_t anchor, Node::Type type) {
        if (stack_.size() >= static_cast<std::size_t>(kMaxDepth)) {
            throw Refusal(mark, "values nested more than " + std::to_string(kMaxDepth) +
                                    " deep: this is not a save");
        }
        stack_.push_back(&add(mark, anchor, type, {}));
    }

    std::vector<Node*> stack_;
    std::size_t count_ = 0;
};

}  // namespace

std::string_view cell_alphabet() {
    static const std::string alphabet = [] {
        std::string out = "#.>";
        for (char c = '!'; c <= '~'; ++c) {
            if (c != '"' && c != '\\' && out.find(c) == std::string::npos) out += c;
        }
        return out;
    }();
    return alphabet;
}

int symbol_width(std::size_t palette_size) {
    if (palette_size <= kAlphabetSize) return 1;
    if (palette_size <= kAlphabetSize * kAlphabetSize) return 2;
    return 3;
}

std::string cell_symbol(std::size_t index, int width) {
    std::string out(static_cast<std::size_t>(width), ' ');
    for (int i = width - 1; i >= 0; --i) {
        out[static_cast<std::size_t>(i)] = cell_alphabet()[index % kAlphabetSize];
        index /= kAlphabetSize;
    }
    return out;
}

std::uint64_t checksum_of(std::string_view text, std::size_t digits) {
    std::size_t end = text.size();
    while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == '\r' || text[end - 1] == ' ' ||
                       text[end - 1] == '\t')) {
        --end;
    }
    Fnv1a hash;
    const std::size_t after = digits + kChecksumDigits;
    hash.mix(text.substr(0, std::min(digits, end)));
    if (after < end) hash.mix(text.substr(after, end - after));
    return hash.value();
}

std::optional<std::size_t> offset_of(std::string_view text, int line, int column) {
    std::size_t at = 0;
    for (int l = 1; l < line; ++l) {
        at = text.find('\n', at);
        if (at == std::string_view::npos) return std::nullopt;
        ++at;
    }
    at += static_cast<std::size_t>(column - 1);
    if (column < 1 || at > text.size()) return std::nullopt;
    return at;
}

namespace {

// A node of the fast reader's tree as the save's own, marks 1-based as the reader
// reports them. Depth is bounded: parse_tree refused deeper nesting first.
Node node_of(const YamlNode& from) {
    Node out;
    const NodeMark mark = from.Mark();
    out.line = mark.line + 1;
    out.column = mark.column + 1;
    switch (from.type()) {
        case YamlType::null:
            break;
        case YamlType::scalar:
            out.type = Node::Type::scalar;
            out.text = from.Scalar();
            out.form = form_of_tag(from.Tag());
            break;
        case YamlType::sequence:
            out.type = Node::Type::sequence;
            out.children.reserve(from.size());
            for (const YamlChild& item : from) out.children.push_back(node_of(item));
            break;
        case YamlType::map:
            out.type = Node::Type::map;
            out.children.reserve(from.size() * 2);
            for (const YamlChild& pair : from) {
                out.children.push_back(node_of(pair.first));
                out.children.push_back(node_of(pair.second));
            }
            break;
    }
    return out;
}

}  // namespace

std::optional<Node> parse_subset(const std::string& text) {
    static const std::string kNoName;
    const std::optional<YamlDocument> document = parse_yaml_subset(text, kNoName, kMaxNodes);
    // A text without a document (empty, or only comments) is refused by parse_yaml, with
    // the save's own words.
    if (!document || document->root.Mark().line < 0) return std::nullopt;
    return node_of(document->root);
}

std::optional<Node> parse_tree(const std::string& text, const std::string& shown_name,
                               std::vector<Problem>& problems) {
    if (auto problem = nesting_problem(text, shown_name)) {
        problems.push_back(std::move(*problem));
        return std::nullopt;
    }
    if (auto tree = parse_subset(text)) return tree;
    return parse_yaml(text, shown_name, problems);
}

std::optional<Node> parse_yaml(const std::string& text, const std::string& shown_name,
                               std::vector<Problem>& problems) {
    std::istringstream in(text);
    try {
        YAML::Parser parser(in);
        TreeBuilder builder;
        if (!parser.HandleNextDocument(builder) || !builder.root) {
            problems.push_back({shown_name, 0, 0, "the file is empty: this is not a save"});
            return std::nullopt;
        }
        TreeBuilder rest;
        if (parser.HandleNextDocument(rest)) {
            const int line = rest.root ? rest.root->line : 0;
            problems.push_back(
                {shown_name, line, 0, "a second YAML document: a save is one document"});
            return std::nullopt;
        }
        // What yaml-cpp accepted although it is not YAML, as for every other file.
        if (std::optional<YamlLintFinding> finding = lint_yaml_text(text)) {
            problems.push_back({shown_name, finding->line + 1, finding->column + 1,
                                "YAML syntax: " + finding->message});
            return std::nullopt;
        }
        return std::move(builder.root);
    } catch (const Refusal& r) {
        problems.push_back({shown_name, r.line, r.column, r.what()});
    } catch (const YAML::Exception& e) {
        problems.push_back(
            {shown_name, e.mark.line + 1, e.mark.column + 1, "YAML syntax: " + e.msg});
    } catch (const std::exception& e) {
        problems.push_back({shown_name, 0, 0, std::string("cannot be read as YAML: ") + e.what()});
    }
    return std::nullopt;
}

}  // namespace cf::save_format
