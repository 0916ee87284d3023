#include "engine/content/layered_text.hpp"

#include <algorithm>
#include <utility>

#include "engine/yaml/yaml_outline.hpp"

namespace cf {

namespace {

// Each definition's canonical body; "" for one `other` holds equal under the same id.
template <class Def>
std::map<DefId, std::string> canonical_bodies(const std::map<DefId, Def>& defs,
                                              const std::map<DefId, Def>& other) {
    std::map<DefId, std::string> out;
    for (const auto& [id, def] : defs) {
        std::string body;
        const auto same = other.find(id);
        if (same == other.end() || !(same->second == def)) {
            Def copy = def;  // describe() visits mutable fields; the writer only reads them
            YamlWriter writer(body, 2);
            describe(writer, copy);
        }
        out.emplace_hint(out.end(), id, std::move(body));
    }
    return out;
}

// The end of the line starting at `at` (past its newline).
std::size_t body_line_end(const std::string& text, std::size_t at) {
    const std::size_t end = text.find('\n', at);
    return end == std::string::npos ? text.size() : end + 1;
}

std::size_t body_indent(const std::string& text, std::size_t at, std::size_t end) {
    std::size_t i = at;
    while (i < end && text[i] == ' ') ++i;
    return i - at;
}

std::string entry_text(const std::string& key, const std::string& body) {
    if (key.empty()) return {};
    return yaml_scalar(key) + (body.empty() ? ": ~\n" : ":\n" + body);
}

std::string base_view(const FileViews& v) {
    std::string out = v.base_document;
    for (const auto& [id, d] : v.defs) out += entry_text(d.base_key, d.base_body);
    return out;
}

std::string next_view(const FileViews& v) {
    std::string out = v.next_document;
    for (const auto& [id, d] : v.defs) out += entry_text(d.next_key, d.next_body);
    return out;
}

}  // namespace

std::map<DefId, std::string> bodies_of_kind(const Content& c, DefKind kind, const Content& other) {
    return with_definitions_of(
        kind, [&](auto member) { return canonical_bodies(c.*member, other.*member); });
}

std::map<DefId, std::string> template_bodies_of_kind(const Content& c, DefKind kind,
                                                     const Content& other) {
    return with_template_map(kind, [&](auto member) {
        return canonical_bodies(c.templates.*member, other.templates.*member);
    });
}

void remove_field_lines(std::string& body, const std::string& path) {
    std::vector<std::string> parts;
    for (std::size_t at = 0; at <= path.size();) {
        const std::size_t dot = std::min(path.find('.', at), path.size());
        parts.push_back(path.substr(at, dot - at));
        at = dot + 1;
    }
    // [begin, end) of each level's line and block, outermost first.
    std::vector<std::pair<std::size_t, std::size_t>> found;
    std::size_t from = 0;
    std::size_t to = body.size();
    for (std::size_t level = 0; level < parts.size(); ++level) {
        const std::size_t indent = 2 + 2 * level;
        const std::string head = parts[level] + ":";
        std::size_t start = std::string::npos;
        for (std::size_t at = from; at < to; at = body_line_end(body, at)) {
            const std::size_t end = body_line_end(body, at);
            if (body_indent(body, at, end) == indent &&
                body.compare(at + indent, head.size(), head) == 0) {
                start = at;
                break;
            }
        }
        if (start == std::string::npos) return;
        std::size_t stop = body_line_end(body, start);
        while (stop < to) {
            const std::size_t end = body_line_end(body, stop);
            const std::size_t in = body_indent(body, stop, end);
            const bool entry = in == indent && body.compare(stop + in, 2, "- ") == 0;
            if (in <= indent && !entry) break;
            stop = end;
        }
        found.emplace_back(start, stop);
        from = body_line_end(body, start);
        to = stop;
    }
    std::size_t erase_from = found.back().first;
    std::size_t erase_to = found.back().second;
    // An enclosing mapping with nothing else left under it goes with the field.
    for (std::size_t level = found.size() - 1; level > 0; --level) {
        const auto [start, stop] = found[level - 1];
        if (body_line_end(body, start) != erase_from || stop != erase_to) break;
        erase_from = start;
    }
    body.erase(erase_from, erase_to - erase_from);
}

std::optional<std::string> patch_file(const std::string& original, const FileViews& views) {
    // The same entry in both views keeps them mappings when all the file loses is
    // removed (patch_yaml writes an empty next view as the whole file); it changes nothing.
    const std::string same = "cf_layered_save_marker: 0\n";
    const std::string base = same + base_view(views);
    const std::string next = same + next_view(views);
    const auto outline = outline_yaml(original);
    if (!outline) return std::nullopt;  // YAML this patcher does not edit in place
    if (outline->root_is_map) return patch_yaml(original, base, next, views.renames);
    std::string kept;  // the comment and blank lines of an empty file
    std::size_t at = 0;
    while (at < original.size()) {
        std::size_t end = original.find('\n', at);
        end = end == std::string::npos ? original.size() : end + 1;
        const std::string line = original.substr(at, end - at);
        const std::size_t first = line.find_first_not_of(" \t\r\n");
        if (first == std::string::npos || line[first] == '#') kept += line;
        at = end;
    }
    if (!kept.empty() && kept.back() != '\n') kept += '\n';
    auto patched = patch_yaml(same, base, next, views.renames);
    if (!patched || !patched->starts_with(same)) return std::nullopt;
    return kept + patched->substr(same.size());
}

}  // namespace cf
