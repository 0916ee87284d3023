#include "engine/content/provenance.hpp"

#include <algorithm>

#include "engine/content/node_merge.hpp"
#include "engine/content/written_fields.hpp"

namespace cf {

namespace {

std::string where(const SourceLocation& at) { return at.file + ":" + std::to_string(at.line); }

std::vector<std::string> split_path(std::string_view path) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t dot = std::min(path.find('.', start), path.size());
        parts.emplace_back(path.substr(start, dot - start));
        start = dot + 1;
    }
    return parts;
}

// The pair of `map` whose key is `name` or `name+`; `top` leaves instructions out.
const YamlChild* find_field(const YamlNode& map, std::string_view name, bool top) {
    if (!map.IsMap()) return nullptr;
    for (const YamlChild& pair : map) {
        const std::string& key = pair.first.Scalar();
        if (top && is_directive_key(key)) continue;
        if (merged_key_name(key) == name) return &pair;
    }
    return nullptr;
}

}  // namespace

SourceLocation location_of(const NodeMark& mark) {
    return {mark.file ? *mark.file : std::string(), mark.line + 1, mark.column + 1};
}

std::string one_line(const YamlNode& node) {
    if (node.IsScalar()) return node.Tag() == "!" ? "'" + node.Scalar() + "'" : node.Scalar();
    if (node.IsNull() || !node.IsDefined()) return "~";
    std::string out = node.IsMap() ? "{" : "[";
    bool first = true;
    for (const YamlChild& child : node) {
        if (!first) out += ", ";
        first = false;
        out +=
            node.IsMap() ? one_line(child.first) + ": " + one_line(child.second) : one_line(child);
    }
    return out + (node.IsMap() ? "}" : "]");
}

std::string Overlap::text() const {
    std::string out = std::string(kind_name(kind)) + " '" + id + "'";
    if (!field.empty()) out += " " + field;
    out += field.empty() ? ": changed at " : ": set at ";
    for (std::size_t i = 0; i < writers.size(); ++i) {
        if (i > 0) out += i + 1 == writers.size() && field.empty() ? ", deleted at " : ", then at ";
        out += where(writers[i]);
    }
    return out + " (the last wins)";
}

const DefOrigin* ContentProvenance::origin(const std::string& key) const {
    auto it = definitions.find(key);
    return it == definitions.end() ? nullptr : it->second.get();
}

int ContentProvenance::layer_of_file(std::string_view shown) const {
    for (const SourceFileRecord& f : files) {
        if (f.shown == shown) return f.layer;
    }
    return -1;
}

namespace {

// "abilities[2]" -> {"abilities", 2}; a part without an index -> {part, npos}.
std::pair<std::string, std::size_t> list_part(const std::string& part) {
    const std::size_t open = part.find('[');
    if (open == std::string::npos || part.back() != ']') return {part, std::string::npos};
    std::size_t index = 0;
    for (std::size_t i = open + 1; i + 1 < part.size(); ++i) {
        if (part[i] < '0' || part[i] > '9') return {part, std::string::npos};
        index = index * 10 + static_cast<std::size_t>(part[i] - '0');
    }
    return {part.substr(0, open), index};
}

// The chain of a field inside a list entry ("abilities[1].range"): the effective list is
// put together fragment by fragment (`KEY:` replaces it, `KEY+:` adds to it), and the
// entry's field is where the fragment that wrote the entry writes it. An entry is written
// whole, so the chain has one step, or none when the entry leaves the field at its default.
FieldChain list_entry_chain(const DefOrigin& origin, const std::vector<std::string>& path,
                            std::size_t list_at) {
    FieldChain chain;
    const auto [name, index] = list_part(path[list_at]);
    std::vector<std::pair<const DefFragment*, YamlNode>> entries;
    std::vector<bool> added;  // each entry came from a `KEY+:`
    for (const DefFragment& f : origin.fragments) {
        YamlNode node = f.body;
        for (std::size_t i = 0; i < list_at && node.IsMap(); ++i) {
            const YamlChild* pair = find_field(node, path[i], i == 0);
            node = pair ? pair->second : YamlNode();
        }
        const YamlChild* pair = find_field(node, name, list_at == 0);
        if (!pair || !pair->second.IsSequence()) continue;
        const bool extend = pair->first.Scalar().ends_with('+');
        if (!extend) entries.clear(), added.clear();
        for (const YamlChild& item : pair->second) {
            entries.emplace_back(&f, item);
            added.push_back(extend);
        }
    }
    if (index >= entries.size()) return chain;
    const auto& [fragment, entry] = entries[index];
    YamlNode node = entry;
    YamlNode key;
    for (std::size_t i = list_at + 1; i < path.size(); ++i) {
        const auto [part, at] = list_part(path[i]);
        const YamlChild* pair = find_field(node, part, false);
        if (!pair) return chain;  // left at its default in the entry
        key = pair->first;
        node = at == std::string::npos ? pair->second : pair->second[at];
        if (!node.IsDefined()) return chain;
    }
    ValueStep step;
    step.op = added[index] ? ValueStep::Op::extend : ValueStep::Op::set;
    step.where = location_of(key.IsDefined() ? key.Mark() : entry.Mark());
    step.layer = fragment->layer;
    step.owner = fragment->owner;
    step.text = one_line(node);
    chain.steps.push_back(std::move(step));
    return chain;
}

}  // namespace

FieldChain field_chain(const ContentProvenance& provenance, const std::string& key,
                       std::string_view field) {
    FieldChain chain;
    const DefOrigin* origin = provenance.origin(key);
    if (!origin || field.empty()) return chain;
    const std::vector<std::string> path = split_path(field);
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (list_part(path[i]).second != std::string::npos)
            return list_entry_chain(*origin, path, i);
    }
    for (const DefFragment& f : origin->fragments) {
        YamlNode node = f.body;
        for (std::size_t i = 0; i < path.size(); ++i) {
            const YamlChild* pair = find_field(node, path[i], i == 0);
            if (!pair) break;
            if (i + 1 < path.size() && pair->second.IsMap()) {
                node = pair->second;
                continue;
            }
            ValueStep step;
            step.op =
                pair->first.Scalar().ends_with('+') ? ValueStep::Op::extend : ValueStep::Op::set;
            step.where = location_of(pair->first.Mark());
            step.layer = f.layer;
            step.owner = f.owner;
            step.text = one_line(pair->second);
            chain.steps.push_back(std::move(step));
            break;
        }
    }
    std::reverse(chain.steps.begin(), chain.steps.end());
    return chain;
}

std::string describe_step(const ContentProvenance&, const DefId& id, const ValueStep& step) {
    std::string out = where(step.where);
    if (step.owner != id) out += " (from " + step.owner + ")";
    if (step.op == ValueStep::Op::extend) out += " (added to the list)";
    return out;
}

std::string describe_chain(const ContentProvenance& provenance, const DefId& id,
                           const FieldChain& chain) {
    if (chain.steps.empty()) return "the default";
    std::string out;
    for (std::size_t i = 0; i < chain.steps.size(); ++i) {
        if (i > 0) out += ", over ";
        out += describe_step(provenance, id, chain.steps[i]);
    }
    return out;
}

std::string settings_file_path(const Content& content, std::string_view field,
                               const std::string& relative) {
    std::string dir = content.directory;
    if (content.provenance) {
        const FieldChain chain = field_chain(*content.provenance, "settings", field);
        const auto& layers = content.provenance->layers;
        if (!chain.steps.empty() &&
            static_cast<std::size_t>(chain.steps.front().layer) < layers.size())
            dir = layers[static_cast<std::size_t>(chain.steps.front().layer)].dir;
    }
    if (dir.empty() || (!relative.empty() && relative.front() == '/')) return relative;
    return dir + "/" + relative;
}

std::vector<std::string> written_fields(const DefOrigin& origin) {
    std::vector<std::string> out;
    for (const DefFragment& f : origin.fragments) {
        if (!f.body.IsMap()) continue;
        for (const auto& [path, mark] : written_fields(f.body, true)) {
            if (std::find(out.begin(), out.end(), path) == out.end()) out.push_back(path);
        }
    }
    return out;
}

std::string layer_folder_name(const std::string& dir) {
    std::string path = dir;
    while (path.size() > 1 && path.back() == '/') path.pop_back();
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos || slash + 1 == path.size() ? path : path.substr(slash + 1);
}

}  // namespace cf
