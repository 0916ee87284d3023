#include "engine/content/node_merge.hpp"

#include <algorithm>

namespace cf {

namespace {

bool plus_key(std::string_view key) { return key.size() > 1 && key.back() == '+'; }

// The index in `children` of the pair whose key is `name`, or -1.
int find_key(const std::vector<YamlChild>& children, std::string_view name) {
    for (std::size_t i = 0; i < children.size(); ++i) {
        if (children[i].first.Scalar() == name) return static_cast<int>(i);
    }
    return -1;
}

}  // namespace

bool is_directive_key(std::string_view key) {
    return key == "from" || key == "abstract" || key == "delete";
}

std::string_view merged_key_name(std::string_view key) {
    return plus_key(key) ? key.substr(0, key.size() - 1) : key;
}

bool NodeMerger::needs_merge(const YamlNode& body) {
    if (!body.IsMap()) return false;
    if (body.data()->extends) return true;
    return std::any_of(body.begin(), body.end(),
                       [](const YamlChild& pair) { return is_directive_key(pair.first.Scalar()); });
}

YamlNode NodeMerger::merge_definition(const std::vector<YamlNode>& bodies, const NodeMark& mark,
                                      const std::string& what) {
    std::vector<YamlChild> children;
    for (const YamlNode& body : bodies) {
        if (body.IsMap()) {
            merge_into(children, body, true, what);
        } else if (!body.IsNull()) {
            ctx_.report(body.Mark(), what + " must be a mapping of field names to values");
        }
    }
    return arena_.collection(YamlType::map, mark, std::move(children));
}

void NodeMerger::merge_into(std::vector<YamlChild>& into, const YamlNode& over, bool top,
                            const std::string& what) {
    std::vector<std::string_view> seen;
    for (const YamlChild& pair : over) {
        if (!pair.first.IsScalar()) {
            ctx_.report(pair.first.Mark(), "keys in " + what + " must be plain names");
            continue;
        }
        const std::string& key = pair.first.Scalar();
        if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
            ctx_.report(pair.first.Mark(), "duplicate key '" + key + "' in " + what);
            continue;
        }
        seen.push_back(key);
        if (top && is_directive_key(key)) continue;
        const std::string_view name = merged_key_name(key);
        const int below = find_key(into, name);
        const std::string inner = what + "." + std::string(name);
        if (!plus_key(key)) {
            if (below >= 0 && into[below].second.IsMap() && pair.second.IsMap()) {
                into[below] =
                    map_pair(into[below].first, merge_maps(into[below].second, pair.second, inner));
            } else if (below >= 0) {
                into[below] = map_pair(pair.first, normalized(pair.second, inner));
            } else {
                into.push_back(map_pair(pair.first, normalized(pair.second, inner)));
            }
            continue;
        }
        if (over[name].IsDefined()) {
            ctx_.report(pair.first.Mark(), "'" + key + "' and '" + std::string(name) +
                                               "' both set one list in " + what + ": keep one");
            continue;
        }
        const YamlNode items = normalized(pair.second, inner);
        if (below < 0) {
            into.push_back(map_pair(renamed_key(pair.first, name), items));
        } else if (into[below].second.IsNull()) {
            into[below] = map_pair(renamed_key(pair.first, name), items);
        } else if (!items.IsSequence()) {
            ctx_.report(pair.second.Mark(), "'" + key + "' adds items to the list '" +
                                                std::string(name) + "', so it must be a list");
        } else if (!into[below].second.IsSequence()) {
            ctx_.report(pair.first.Mark(), "'" + key + "' adds to a list, but '" +
                                               std::string(name) + "' below it in " + what +
                                               " is not a list");
        } else {
            std::vector<YamlChild> joined(into[below].second.begin(), into[below].second.end());
            joined.insert(joined.end(), items.begin(), items.end());
            const YamlNode list =
                arena_.collection(YamlType::sequence, into[below].second.Mark(), std::move(joined));
            into[below] = map_pair(into[below].first, list);
        }
    }
}

YamlNode NodeMerger::merge_maps(const YamlNode& base, const YamlNode& over,
                                const std::string& what) {
    std::vector<YamlChild> children(base.begin(), base.end());
    merge_into(children, over, false, what);
    return arena_.collection(YamlType::map, over.Mark(), std::move(children));
}

YamlNode NodeMerger::normalized(const YamlNode& node, const std::string& what) {
    if (!node.IsDefined() || !node.data()->extends) return node;
    if (node.IsMap()) {
        std::vector<YamlChild> children;
        merge_into(children, node, false, what);
        return arena_.collection(YamlType::map, node.Mark(), std::move(children));
    }
    std::vector<YamlChild> items;
    for (const YamlChild& item : node) items.push_back(sequence_item(normalized(item, what)));
    return arena_.collection(YamlType::sequence, node.Mark(), std::move(items));
}

YamlNode NodeMerger::renamed_key(const YamlNode& key, std::string_view name) {
    YamlNodeData& data = arena_.make(YamlType::scalar, key.Mark());
    data.scalar = std::string(name);
    return YamlNode(&data);
}

}  // namespace cf
