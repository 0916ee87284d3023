#include "engine/content/yaml_leaves.hpp"

#include "engine/content/node_merge.hpp"

namespace cf {

namespace {

void add_yaml_leaves(const YamlNode& node, const std::string& prefix, bool top,
                     std::vector<std::pair<std::string, NodeMark>>& out) {
    for (const YamlChild& pair : node) {
        const std::string& key = pair.first.Scalar();
        if (top && is_directive_key(key)) continue;
        const std::string path = prefix + std::string(merged_key_name(key));
        if (pair.second.IsMap() && pair.second.size() > 0) {
            add_yaml_leaves(pair.second, path + ".", false, out);
        } else {
            out.emplace_back(path, pair.first.Mark());
        }
    }
}

}  // namespace

std::vector<std::pair<std::string, NodeMark>> yaml_leaves(const YamlNode& node, bool top) {
    std::vector<std::pair<std::string, NodeMark>> out;
    add_yaml_leaves(node, "", top, out);
    return out;
}

}  // namespace cf
