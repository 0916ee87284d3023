#include "engine/yaml/yaml_lint.hpp"

#include <vector>

#include "engine/yaml/yaml_quote_end.hpp"

namespace cf {

namespace {

constexpr std::size_t kLintNone = std::string_view::npos;

bool lint_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }  // '\r': CRLF files

// A block entry still open: a key, or a '-', '?' or ':' indicator, where it stands. A
// value's lines must be indented more than the entry they belong to (YAML 1.2, 8.2).
struct LintEntry {
    int column = -1;  // -1: the document itself
    int line = -1;
    std::string_view name;  // the key as written, or the indicator ("-")
};

// "its key 'hp' (line 3)", "its '-' (line 3, column 5)"
std::string lint_where(const LintEntry& entry) {
    const bool key = entry.name.size() != 1 ||
                     std::string_view("-?:").find(entry.name) == std::string_view::npos;
    std::string where = key ? "its key '" + std::string(entry.name.substr(0, 40)) + "'"
                            : "its '" + std::string(entry.name) + "'";
    return where + " (line " + std::to_string(entry.line + 1) + ", column " +
           std::to_string(entry.column + 1) + ")";
}

class YamlLinter {
  public:
    explicit YamlLinter(std::string_view text) : t_(text) {}

    std::optional<YamlLintFinding> run() {
        while (pos_ < t_.size() && !found_) block_line();
        return std::move(found_);
    }

  private:
    // --- positions -------------------------------------------------------------------
    std::size_t line_end(std::size_t p) const {
        const std::size_t end = t_.find('\n', p);
        return end == std::string_view::npos ? t_.size() : end;
    }
    std::size_t skip_blanks(std::size_t p, std::size_t end) const {
        while (p < end && lint_blank(t_[p])) ++p;
        return p;
    }
    int column(std::size_t p) const { return static_cast<int>(p - line_start_); }
    bool comment_at(std::size_t p, std::size_t end) const {
        return p < end && t_[p] == '#' && (p == line_start_ || lint_blank(t_[p - 1]));
    }
    // Moves to the line after the one ending at `end` (a '\n' or the text's end).
    void next_line(std::size_t end) {
        pos_ = end < t_.size() ? end + 1 : t_.size();
        if (end < t_.size()) ++line_;
        line_start_ = pos_;
    }
    // `p` is just after a '\n' met inside a construct that spans lines.
    void enter_line(std::size_t p) {
        ++line_;
        line_start_ = p;
    }
    int leading_spaces(std::size_t p) const {
        int n = 0;
        while (p + static_cast<std::size_t>(n) < t_.size() &&
               t_[p + static_cast<std::size_t>(n)] == ' ')
            ++n;
        return n;
    }
    bool document_marker(std::size_t p, std::size_t end) const {
        const std::string_view rest = t_.substr(p, end - p);
        return (rest.starts_with("---") || rest.starts_with("...")) &&
               (rest.size() == 3 || lint_blank(rest[3]));
    }

    void report(std::size_t p, std::string message) {
        if (!found_) found_ = YamlLintFinding{line_, column(p), std::move(message)};
    }
    void report_at(int line, int col, std::string message) {
        if (!found_) found_ = YamlLintFinding{line, col, std::move(message)};
    }

    LintEntry owner() const { return entries_.empty() ? LintEntry{} : entries_.back(); }

    // --- block lines -----------------------------------------------------------------
    void block_line() {
        const std::size_t end = line_end(pos_);
        const int spaces = leading_spaces(pos_);
        const std::size_t first = skip_blanks(pos_, end);
        if (first == end) return next_line(end);  // blank lines change nothing
        if (t_[first] == '#') {
            plain_open_ = false;
            return next_line(end);
        }
        if (spaces == 0 && document_marker(first, end)) return document_line(first, end);
        if (spaces == 0 && t_[first] == '%') return next_line(end);
        if (plain_open_ && spaces > plain_owner_.column) return next_line(end);  // more text
        const bool was_text = plain_open_;
        plain_open_ = false;
        const LintEntry innermost = owner();
        bool sibling = false;  // an open entry stands at this line's column or right of it
        while (!entries_.empty() && entries_.back().column >= spaces) {
            entries_.pop_back();
            sibling = true;
        }
        bool bare = true;
        std::size_t at = indicators(first, end, bare);
        if (const std::size_t value = key_value_start(skip_properties(at, end), end);
            value != kLintNone) {
            entries_.push_back({column(at), line_, key_name(at, value)});
            bare = false;
            at = value;
        }
        if (bare && sibling) return misplaced_line(first, end, was_text, innermost);
        node(at, end);
    }

    void document_line(std::size_t first, std::size_t end) {
        entries_.clear();
        plain_open_ = false;
        if (t_[first] == '.') return next_line(end);
        node(skip_blanks(first + 3, end), end);
    }

    // '-', '?' and ':' followed by a blank open an entry each ("- - a", "- ? a").
    std::size_t indicators(std::size_t at, std::size_t end, bool& bare) {
        while (at < end) {
            const char c = t_[at];
            if ((c != '-' && c != '?' && c != ':') || (at + 1 < end && !lint_blank(t_[at + 1])))
                break;
            entries_.push_back({column(at), line_, t_.substr(at, 1)});
            bare = false;
            at = skip_blanks(at + 1, end);
        }
        return at;
    }

    // Anchors ('&a') and tags ('!t', '!!map') before a node.
    std::size_t skip_properties(std::size_t p, std::size_t end) const {
        while (p < end && (t_[p] == '&' || t_[p] == '!')) {
            while (p < end && !lint_blank(t_[p])) ++p;
            p = skip_blanks(p, end);
        }
        return p;
    }

    // Where the value starts when `p` starts an implicit key ("name: ...", "'a b': ...",
    // "*ref : ..."), else kLintNone. Keys are one line long.
    std::size_t key_value_start(std::size_t p, std::size_t end) const {
        if (p >= end) return kLintNone;
        const char c = t_[p];
        std::size_t after = kLintNone;
        if (c == '"' || c == '\'') {
            after = yaml_quote_end(t_, p, end);
        } else if (c == '*') {
            after = p;
            while (after < end && !lint_blank(t_[after])) ++after;
        } else if (std::string_view("[{|>#").find(c) == std::string_view::npos) {
            for (std::size_t q = p; q < end; ++q) {
                if (t_[q] == '#' && q > p && lint_blank(t_[q - 1])) return kLintNone;
                if (t_[q] == ':' && (q + 1 == end || lint_blank(t_[q + 1])))
                    return skip_blanks(q + 1, end);
            }
            return kLintNone;
        }
        if (after == kLintNone) return kLintNone;
        after = skip_blanks(after, end);
        if (after < end && t_[after] == ':' && (after + 1 == end || lint_blank(t_[after + 1])))
            return skip_blanks(after + 1, end);
        return kLintNone;
    }

    // The key from `p` to its ':' (the value starts at `value`), for messages.
    std::string_view key_name(std::size_t p, std::size_t value) const {
        std::size_t colon = value;
        while (colon > p && t_[colon - 1] != ':') --colon;
        std::size_t stop = colon > p ? colon - 1 : p;
        while (stop > p && lint_blank(t_[stop - 1])) --stop;
        return t_.substr(p, stop - p);
    }

    void misplaced_line(std::size_t first, std::size_t end, bool was_text,
                        const LintEntry& innermost) {
        const std::string where = lint_where(innermost);
        const std::size_t after_properties = skip_properties(first, end);
        if (after_properties != first &&
            (after_properties == end || comment_at(after_properties, end)))
            return report(first,
                          "this anchor or tag stands alone on a line but is not indented more "
                          "than " +
                              where +
                              ": put it on the line of the key or '-' it belongs to, "
                              "or indent it more");
        if (was_text)
            return report(first,
                          "this line continues the value above but is not indented more than " +
                              where +
                              ": indent it more, or add ':' if it starts a new key (\"name: "
                              "value\")");
        report(first,
               "this line is neither a key (\"name: value\") nor a list entry (\"- value\"), and "
               "it is not indented more than " +
                   where + ": add the missing ':' or '- ', or indent it more");
    }

    // --- nodes -----------------------------------------------------------------------
    // The node starting at `p` on the current line (ending at `end`); leaves pos_ at the
    // start of the next line to read as block lines.
    void node(std::size_t p, std::size_t end) {
        p = skip_properties(p, end);
        if (p >= end || comment_at(p, end)) return next_line(end);
        const LintEntry parent = owner();
        switch (t_[p]) {
            case '"':
            case '\'':
                return after_closing(quoted(p, parent));
            case '[':
            case '{':
                return after_closing(flow(p, parent));
            case '|':
            case '>':
                return block_scalar(p, end, parent);
            case '*':
                return next_line(end);
            default:
                plain_open_ = !has_comment(p, end);
                plain_owner_ = parent;
                return next_line(end);
        }
    }

    bool has_comment(std::size_t p, std::size_t end) const {
        for (std::size_t q = p + 1; q < end; ++q)
            if (t_[q] == '#' && lint_blank(t_[q - 1])) return true;
        return false;
    }

    // `p` is just past a closing quote or bracket (kLintNone after a finding).
    void after_closing(std::size_t p) {
        if (found_ || p == kLintNone) return;
        if (p < t_.size() && t_[p] == '#')
            return report(p, "a comment needs a space before its '#'");
        next_line(line_end(p));
    }

    // A line inside a quoted text or flow collection must be indented more than the
    // entry holding it; empty lines (and, in a flow collection, comment lines) may not be.
    void continuation_line(std::size_t p, const LintEntry& parent, bool comments, const char* what,
                           int open_line) {
        enter_line(p);
        const std::size_t end = line_end(p);
        const std::size_t first = skip_blanks(p, end);
        if (first == end || (comments && t_[first] == '#')) return;
        const int spaces = leading_spaces(p);
        if (spaces > parent.column) return;
        std::string message = std::string("this line continues the ") + what + " opened on line " +
                              std::to_string(open_line + 1) + " but is not indented more than " +
                              lint_where(parent) + ": indent it more";
        if (first > p + static_cast<std::size_t>(spaces))
            message += " (YAML does not count tabs as indentation)";
        report(first, std::move(message));
    }

    // Just past the quote that closes the one at `p`, or kLintNone after a finding.
    std::size_t quoted(std::size_t p, const LintEntry& parent) {
        const char q = t_[p];
        const int open_line = line_, open_column = column(p);
        for (std::size_t i = p + 1; i < t_.size(); ++i) {
            const char c = t_[i];
            if (c == '\n') {
                continuation_line(i + 1, parent, false, "quoted text", open_line);
                if (found_) return kLintNone;
            } else if (q == '"' && c == '\\') {
                const std::size_t length = escape_length(i);
                if (length == 0) {
                    report(i, "'" + std::string(t_.substr(i, 2)) +
                                  "' is not an escape in double-quoted text: write the "
                                  "character as it is, or '\\\\' for a backslash");
                    return kLintNone;
                }
                i += length - 1;
            } else if (c == q) {
                if (q == '\'' && i + 1 < t_.size() && t_[i + 1] == '\'') {
                    ++i;
                    continue;
                }
                return i + 1;
            }
        }
        report_at(open_line, open_column,
                  std::string("this ") + q + " opens a quoted text that is never closed");
        return kLintNone;
    }

    // The length of the escape at `p` (a '\'), 0 when YAML has no such escape. A '\'
    // before a line break is one (the break is read by the caller).
    std::size_t escape_length(std::size_t p) const {
        if (p + 1 >= t_.size()) return 0;
        const char e = t_[p + 1];
        if (e == '\n') return 1;
        if (std::string_view("0abt\tnvfre \"/\\N_LP\r").find(e) != std::string_view::npos) return 2;
        const std::size_t digits = e == 'x' ? 2 : e == 'u' ? 4 : e == 'U' ? 8 : 0;
        if (digits == 0 || p + 2 + digits > t_.size()) return 0;
        for (std::size_t i = p + 2; i < p + 2 + digits; ++i)
            if (std::string_view("0123456789abcdefABCDEF").find(t_[i]) == std::string_view::npos)
                return 0;
        return 2 + digits;
    }

    // Just past the bracket that closes the one at `p`, or kLintNone after a finding.
    std::size_t flow(std::size_t p, const LintEntry& parent) {
        const int open_line = line_, open_column = column(p);
        int depth = 0;
        bool value_start = true;  // a quote here opens a quoted text
        char last = t_[p];        // the last character that was not blank or a comment
        for (std::size_t i = p; i < t_.size(); ++i) {
            const char c = t_[i];
            if (c == '\n') {
                continuation_line(i + 1, parent, true, "list or mapping in brackets", open_line);
                if (found_) return kLintNone;
                value_start = true;
            } else if (comment_at(i, t_.size())) {
                i = line_end(i) - 1;
            } else if ((c == '"' || c == '\'') && value_start) {
                i = quoted(i, parent);
                if (i == kLintNone) return kLintNone;
                if (i < t_.size() && t_[i] == '#') {
                    report(i, "a comment needs a space before its '#'");
                    return kLintNone;
                }
                --i;
                value_start = false;
                last = c;
            } else if (flow_entry_problem(i, last, value_start)) {
                return kLintNone;
            } else if (!lint_blank(c)) {
                if ((c == ']' || c == '}') && --depth == 0) return i + 1;
                if (c == '[' || c == '{') ++depth;
                value_start = std::string_view("[{,:?").find(c) != std::string_view::npos;
                last = c;
            }
        }
        report_at(open_line, open_column, std::string("this ") + t_[p] + " is never closed");
        return kLintNone;
    }

    // Reports an entry inside brackets that is empty ("[a, , b]", "[, a]"), starts with a
    // '#' that is not a comment ("[a,#x") or is a lone '-' ("[-]": '-' starts a plain
    // value only when a character other than a blank or bracket follows it).
    bool flow_entry_problem(std::size_t i, char last, bool value_start) {
        const char c = t_[i];
        if (c == ',' && std::string_view("[{,").find(last) != std::string_view::npos) {
            report(i, "an empty entry: nothing stands between this ',' and the '" +
                          std::string(1, last) + "' before it (remove one)");
            return true;
        }
        if (c == '#' && value_start) {  // not a comment (comment_at said so): no blank before
            report(i, "a comment needs a space before its '#'");
            return true;
        }
        if (c == '-' && value_start &&
            (i + 1 == t_.size() ||
             std::string_view(" \t\r\n,[]{}").find(t_[i + 1]) != std::string_view::npos)) {
            report(i, "a '-' alone is not a value inside brackets: quote it (\"-\")");
            return true;
        }
        return false;
    }

    // A '|' or '>' text: its header, and its leading empty lines, which may not hold more
    // spaces than its first line (without an indentation digit, that line sets it).
    void block_scalar(std::size_t p, std::size_t end, const LintEntry& parent) {
        bool explicit_indent = false;
        std::size_t i = p + 1;
        for (int n = 0; n < 2 && i < end; ++n, ++i) {
            if (t_[i] >= '1' && t_[i] <= '9')
                explicit_indent = true;
            else if (t_[i] != '+' && t_[i] != '-')
                break;
        }
        if (i < end && t_[i] == '#')
            return report(i, "a comment after '|' or '>' needs a space before its '#'");
        next_line(end);
        int widest = -1, widest_line = 0;
        bool text_seen = false;
        while (pos_ < t_.size()) {
            const std::size_t line_stop = line_end(pos_);
            const int spaces = leading_spaces(pos_);
            const std::size_t first = skip_blanks(pos_, line_stop);
            if (spaces == 0 && first < line_stop && document_marker(first, line_stop)) return;
            if (first == line_stop) {
                if (!text_seen && spaces > widest) widest = spaces, widest_line = line_;
            } else {
                if (spaces <= parent.column) return;  // the text ended
                if (!text_seen && !explicit_indent && widest > spaces)
                    return report_at(widest_line, widest,
                                     "this empty line at the start of a '|' or '>' text has "
                                     "more spaces than the text's first line (" +
                                         std::to_string(spaces) +
                                         "): remove them, or give the indentation after "
                                         "the '|' or '>' ('|2')");
                text_seen = true;
            }
            next_line(line_stop);
        }
    }

    std::string_view t_;
    std::size_t pos_ = 0, line_start_ = 0;
    int line_ = 0;
    std::vector<LintEntry> entries_;
    bool plain_open_ = false;  // the last value was plain text that may go on below
    LintEntry plain_owner_;
    std::optional<YamlLintFinding> found_;
};

}  // namespace

std::optional<YamlLintFinding> lint_yaml_text(std::string_view text) {
    return YamlLinter(text).run();
}

}  // namespace cf
