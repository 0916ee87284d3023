// keys.yaml: a map from an action's id to its keys ("move_w: [Left, Numpad 4, a]", or one
// key without brackets). The rules, each mistake one problem at its file:line:col:
//   - a syntax error is located at its cause; a second document is reported and ignored;
//   - an unknown action, an action named twice (the second is ignored), a value that is
//     not a key or a list of keys: the line changes nothing;
//   - an unknown key, or one listed twice, drops only itself;
//   - a key another action already reads in the same place (a conflict) drops only itself
//     from the later line, or from the file's line when the other action keeps its
//     default keys: a key is never taken from an action silently;
//   - a line left with no usable key keeps the action's default keys.

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <set>

#include "app/config_text.hpp"
#include "app/keymap.hpp"
#include "engine/yaml/yaml_entries.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace {

struct KeyAt {
    Binding binding;
    YAML::Mark mark;
};

// One line of the file that named a known action.
struct FileLine {
    std::size_t row;  // index into the keymap's rows
    YAML::Mark mark;
    std::vector<KeyAt> keys;
};

// The item letters choose items in the inventory: a plain letter there would hide one.
bool hides_an_item_letter(const KeymapRow& row, const Binding& b) {
    return (row.scopes & kScopeList) != 0 && b.kind == Binding::Kind::character && b.code >= 'a' &&
           b.code <= 'z';
}

std::string action_list_hint() { return "the action names are listed in the README's key table"; }

std::vector<KeyAt> read_keys(const YAML::Node& value, const std::string& id,
                             const YamlReport& ctx) {
    std::vector<KeyAt> out;
    std::vector<YAML::Node> nodes;
    if (value.IsScalar()) {
        nodes.push_back(value);
    } else if (value.IsSequence()) {
        for (const YAML::Node& n : value) nodes.push_back(n);
    } else {
        ctx.report(value.Mark(), "'" + id + "' needs a key or a list of keys, e.g. [Left, h]");
        return out;
    }
    for (const YAML::Node& n : nodes) {
        if (!n.IsScalar()) {
            ctx.report(n.Mark(), "a key of '" + id + "' must be a name such as Left or h");
            continue;
        }
        const BindingParse parsed = parse_binding(n.Scalar());
        if (!parsed.binding) {
            ctx.report(n.Mark(), parsed.error + " for '" + id + "'");
            continue;
        }
        const bool twice = std::any_of(
            out.begin(), out.end(), [&](const KeyAt& k) { return k.binding == *parsed.binding; });
        if (twice) {
            ctx.report(n.Mark(), "'" + n.Scalar() + "' is listed twice for '" + id + "'");
            continue;
        }
        out.push_back({*parsed.binding, n.Mark()});
    }
    return out;
}

std::vector<FileLine> read_lines(const YAML::Node& root, const std::vector<KeymapRow>& rows,
                                 const YamlReport& ctx) {
    std::vector<FileLine> lines;
    std::set<std::size_t> named;
    for (const MapEntry& entry : map_entries(root, ctx, "keys.yaml")) {
        const auto row = std::find_if(rows.begin(), rows.end(),
                                      [&](const KeymapRow& r) { return r.id == entry.key; });
        if (row == rows.end()) {
            ctx.report(entry.key_node.Mark(),
                       "unknown action '" + entry.key + "' (" + action_list_hint() + ")");
            continue;
        }
        const auto index = static_cast<std::size_t>(row - rows.begin());
        if (!named.insert(index).second) {
            ctx.report(entry.key_node.Mark(),
                       "'" + entry.key + "' is named twice; this line is ignored");
            continue;
        }
        lines.push_back({index, entry.key_node.Mark(), read_keys(entry.value, entry.key, ctx)});
    }
    return lines;
}

// The action of `rows` that already reads `b` in one of `scopes`, other than `self`.
const KeymapRow* holder(const std::vector<KeymapRow>& rows, std::size_t self, std::uint32_t scopes,
                        const Binding& b) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (i == self || (rows[i].scopes & scopes) == 0) continue;
        for (const Binding& other : rows[i].bindings) {
            if (bindings_overlap(other, b)) return &rows[i];
        }
    }
    return nullptr;
}

}  // namespace

std::vector<Problem> Keymap::rebind(const std::string& yaml_text, const std::string& file_name) {
    std::vector<Problem> problems;
    const YamlReport ctx{file_name, &problems};
    const std::optional<YAML::Node> root = parse_config_yaml(yaml_text, file_name, problems);
    if (!root) return problems;
    const std::vector<FileLine> lines = read_lines(*root, rows_, ctx);
    const Keymap defaults;
    // The file's lines take their rows' keys away first, so conflicts are judged against
    // the defaults of the actions it leaves alone and the earlier lines it rebinds.
    for (const FileLine& line : lines) rows_[line.row].bindings.clear();
    for (const FileLine& line : lines) {
        KeymapRow& row = rows_[line.row];
        for (const KeyAt& k : line.keys) {
            if (hides_an_item_letter(row, k.binding)) {
                ctx.report(k.mark, "'" + binding_name(k.binding) + "' for '" + row.id +
                                       "' would hide the inventory's item letters; left out");
            } else if (const KeymapRow* other = holder(rows_, line.row, row.scopes, k.binding)) {
                ctx.report(k.mark, "'" + binding_name(k.binding) + "' is already " + other->id +
                                       "'s key where '" + row.id + "' is read; left out of '" +
                                       row.id + "' (give " + other->id + " other keys to free it)");
            } else {
                row.bindings.push_back(k.binding);
            }
        }
        if (!row.bindings.empty()) continue;
        // Nothing usable: the defaults, less any key the file gave to another action.
        for (const Binding& b : defaults.row(row.action).bindings) {
            if (!holder(rows_, line.row, row.scopes, b)) row.bindings.push_back(b);
        }
        ctx.report(line.mark,
                   "'" + row.id + "' has no usable key on this line; it keeps " +
                       (row.bindings.empty() ? std::string("no key at all")
                                             : "its default keys: " + bindings_text(row)));
    }
    sort_by_place(problems);
    return problems;
}

}  // namespace cf
