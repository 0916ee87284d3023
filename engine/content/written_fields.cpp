#include "engine/content/written_fields.hpp"

#include "engine/content/node_merge.hpp"

namespace cf {

namespace {

void add_written_fields(const YamlNode& node, const std::string& prefix, bool top,
                        std::vector<std::pair<std::string, NodeMark>>& out) {
    for (const YamlChild& pair : node) {
        const std::string& key = pair.first.Scalar();
        if (top && is_directive_key(key)) continue;
        const std::string path = prefix + std::string(merged_key_name(key));
        if (pair.second.IsMap() && pair.second.size() > 0) {
            add_written_fields(pair.second, path + ".", false, out);
        } else {
            out.emplace_back(path, pair.first.Mark());
        }
    }
}

}  // namespace

std::vector<std::pair<std::string, NodeMark>> written_fields(const YamlNode& node, bool top) {
    std::vector<std::pair<std::string, NodeMark>> out;
    add_written_fields(node, "", top, out);
    return out;
}

}  // namespace cf
