// parse_yaml_file and parse_yaml_text (declared in yaml_parse.hpp): a file's text
// to one YAML document, or problems. yaml-cpp's LoadAll cannot be used to find extra
// documents: on a stray ',' it returns empty documents forever without consuming
// input. So the whole file is first walked with a Parser (yaml_precheck.hpp) that notes
// where each document starts and counts values, then the first document is loaded,
// then the text is linted for the forms yaml-cpp accepts although they are not YAML.
// The fast subset reader (parse_yaml_document) gives up on every one of those forms, so
// they always come here.

#include <yaml-cpp/depthguard.h>

#include <algorithm>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/core/file_read.hpp"
#include "engine/yaml/yaml_lint.hpp"
#include "engine/yaml/yaml_parse.hpp"
#include "engine/yaml/yaml_precheck.hpp"
#include "engine/yaml/yaml_report.hpp"

namespace cf {

namespace {

// Where flow brackets ('[', '{') nest deepest, outside quotes and comments, and how
// deep: yaml-cpp reports its nesting limit at the end of a flow collection, so this
// points at the culprit instead.
std::pair<YAML::Mark, int> deepest_flow_point(const std::string& text) {
    YAML::Mark at, here;
    here.line = here.column = 0;
    at = here;
    int depth = 0, deepest = 0;
    char quote = 0;
    bool comment = false;
    for (const char c : text) {
        if (c == '\n') {
            ++here.line;
            here.column = 0;
            comment = false;
            continue;
        }
        if (quote) {
            if (c == quote) quote = 0;
        } else if (!comment) {
            if (c == '\'' || c == '"') quote = c;
            if (c == '#') comment = true;
            if (c == '[' || c == '{') ++depth;
            if ((c == ']' || c == '}') && depth > 0) --depth;
            if (depth > deepest) {
                deepest = depth;
                at = here;
            }
        }
        ++here.column;
    }
    return {at, deepest};
}

// A quote or bracket that opens a scalar or flow collection and is never closed (or
// is closed by the wrong bracket). yaml-cpp notices only where the text runs out or
// stops making sense, often lines later; the opening is where the author must look.
struct Unclosed {
    YAML::Mark at;
    char opener = 0;
};

std::optional<Unclosed> first_unclosed(const std::string& text) {
    std::vector<Unclosed> open;
    std::optional<Unclosed> quote;
    YAML::Mark here;
    here.pos = here.line = here.column = 0;
    char last = '\n';  // the last character that was not a blank
    bool comment = false;
    for (std::size_t i = 0; i < text.size(); ++i, ++here.pos, ++here.column) {
        const char c = text[i];
        if (c == '\n') {
            ++here.line;
            here.column = -1;
            comment = false;
            last = '\n';
            continue;
        }
        if (comment) continue;
        if (quote) {
            // An escape in double quotes, or a doubled quote in single ones: the next
            // character is text.
            const bool escape = quote->opener == '"' && c == '\\';
            const bool doubled = c == quote->opener && quote->opener == '\'' &&
                                 i + 1 < text.size() && text[i + 1] == '\'';
            if (escape || doubled) {
                ++i, ++here.pos, ++here.column;
            } else if (c == quote->opener) {
                quote.reset();
                last = c;
            }
            continue;
        }
        // A quote or bracket starts something only where a value can start: inside a
        // flow collection, or after ':', '-', '?', ',' or at a line's start ("Orc's" is text).
        const bool value_start =
            !open.empty() || std::string_view(":-?,[{\n").find(last) != std::string_view::npos;
        if (c == '#' && (here.column == 0 || last == ' ' || text[i - 1] == ' ')) {
            comment = true;
        } else if ((c == '\'' || c == '"') && value_start) {
            quote = Unclosed{here, c};
        } else if ((c == '[' || c == '{') && value_start) {
            open.push_back({here, c});
        } else if ((c == ']' || c == '}') && !open.empty()) {
            if ((c == ']') != (open.back().opener == '[')) return open.back();
            open.pop_back();
        }
        if (c != ' ' && c != '\t' && c != '\r') last = c;
    }
    if (quote) return quote;
    if (!open.empty()) return open.back();
    return std::nullopt;
}

// The lines of `text`, without their '\n'.
std::vector<std::string_view> split_lines(const std::string& text) {
    std::vector<std::string_view> lines;
    std::size_t i = 0;
    while (i <= text.size()) {
        std::size_t end = text.find('\n', i);
        if (end == std::string::npos) end = text.size();
        lines.emplace_back(text.data() + i, end - i);
        i = end + 1;
    }
    return lines;
}

// yaml-cpp reads a key written without its ':' ("  glyph o") as text continuing the
// value above it, and stops only at the next key ("illegal map value"). The line to
// fix is the one before, when it holds no ':' at the failing key's indentation.
std::optional<YAML::Mark> key_without_colon(const YAML::Exception& e, const std::string& text) {
    if (e.msg != YAML::ErrorMsg::MAP_VALUE || e.mark.line < 1) return std::nullopt;
    const auto lines = split_lines(text);
    const auto at = static_cast<std::size_t>(e.mark.line);
    if (at >= lines.size()) return std::nullopt;
    const auto indent = [](std::string_view l) { return l.find_first_not_of(' '); };
    std::size_t before = at;
    while (before-- > 0) {
        const std::string_view l = lines[before];
        const std::size_t first = indent(l);
        if (first == std::string_view::npos || l[first] == '#') continue;
        if (first != indent(lines[at]) || l.find(':') != std::string_view::npos ||
            l[first] == '-') {
            return std::nullopt;
        }
        YAML::Mark mark;
        mark.line = static_cast<int>(before);
        mark.column = static_cast<int>(first);
        return mark;
    }
    return std::nullopt;
}

void report_parse_error(const YAML::Exception& e, const std::string& text, const YamlReport& ctx) {
    if (dynamic_cast<const YAML::DeepRecursion*>(&e)) {
        // Block nesting deep enough to matter needs hundreds of brackets or '- ' on a
        // line; yaml-cpp's own mark is right for the second.
        const auto [flow_mark, flow_depth] = deepest_flow_point(text);
        ctx.report(flow_depth >= 100 ? flow_mark : e.mark,
                   "lists and mappings are nested too deeply here (yaml-cpp stops at a few "
                   "hundred levels)");
        return;
    }
    if (const std::optional<Unclosed> unclosed = first_unclosed(text)) {
        const bool is_quote = unclosed->opener == '\'' || unclosed->opener == '"';
        ctx.report(unclosed->at, std::string("YAML syntax: this ") + unclosed->opener +
                                     (is_quote ? " opens a quoted text that is never closed"
                                               : " is never closed (yaml-cpp: " + e.msg + ")"));
        return;
    }
    if (const std::optional<YAML::Mark> key = key_without_colon(e, text)) {
        ctx.report(*key,
                   "YAML syntax: this line has no ':' after its key, so YAML reads it as text "
                   "continuing the line above (write 'key: value')");
        return;
    }
    ctx.report(e.mark, "YAML syntax: " + e.msg);
}

}  // namespace

std::optional<YAML::Node> parse_yaml_file(const std::string& path, const std::string& shown_name,
                                          std::vector<Problem>& problems, YamlLimits limits) {
    FileRead file = read_regular_file(path, limits.max_bytes);
    if (!file.text) {
        problems.push_back({shown_name, 0, 0, std::move(file.error)});
        return std::nullopt;
    }
    return parse_yaml_text(*file.text, shown_name, problems, limits.max_values);
}

std::optional<YAML::Node> parse_yaml_text(const std::string& text, const std::string& shown_name,
                                          std::vector<Problem>& problems, std::size_t max_values) {
    const YamlReport ctx{shown_name, &problems};
    try {
        // The precheck first: it refuses what Load would build too large or accept silently.
        if (!precheck_yaml(text, ctx, max_values)) return std::nullopt;
        YAML::Node root = YAML::Load(text);
        // Then what yaml-cpp accepted although it is not YAML (yaml_lint.hpp).
        if (std::optional<YamlLintFinding> finding = lint_yaml_text(text)) {
            YAML::Mark at;
            at.line = finding->line;
            at.column = finding->column;
            ctx.report(at, "YAML syntax: " + finding->message);
            return std::nullopt;
        }
        return root;
    } catch (const YAML::Exception& e) {
        report_parse_error(e, text, ctx);
        return std::nullopt;
    }
}

std::optional<YamlDocument> parse_yaml_document(const std::string& text,
                                                const std::string& shown_name,
                                                std::vector<Problem>& problems) {
    if (auto fast = parse_yaml_subset(text, shown_name, kMaxYamlValues)) return fast;
    auto root = parse_yaml_text(text, shown_name, problems);
    if (!root) return std::nullopt;
    auto doc = document_from_yaml_cpp(*root, shown_name, kMaxYamlValues);
    if (!doc) {
        problems.push_back(
            {shown_name, 0, 0,
             "the file holds more than " + std::to_string(kMaxYamlValues) +
                 " YAML values (anchors and aliases count each time they are used)"});
    }
    return doc;
}

bool fits_yaml_limits(const std::string& text, YamlLimits limits, std::string& error) {
    if (text.size() > limits.max_bytes) {
        error = "it would be " + std::to_string(text.size()) + " bytes, more than the " +
                std::to_string(limits.max_bytes) + " the program reads back";
        return false;
    }
    const std::optional<std::size_t> values = count_yaml_values(text, limits.max_values);
    if (values && *values > limits.max_values) {
        error = "it would hold more than " + std::to_string(limits.max_values) +
                " values, more than the program reads back";
        return false;
    }
    return true;
}

}  // namespace cf
