#include "app/api/state_json.hpp"

#include <yaml-cpp/yaml.h>

#include <charconv>

#include "engine/replay/dump.hpp"

namespace cf::api {

namespace {

Json scalar_json(const YAML::Node& node) {
    const std::string& s = node.Scalar();
    if (node.Tag() == "!") return s;  // quoted: a string whatever it reads as
    if (s == "true") return true;
    if (s == "false") return false;
    if (s == "null" || s == "~") return nullptr;
    if (!s.empty() && (s[0] == '-' || (s[0] >= '0' && s[0] <= '9'))) {
        std::int64_t i = 0;
        auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), i);
        if (ec == std::errc() && end == s.data() + s.size()) return i;
        std::uint64_t u = 0;
        auto [uend, uec] = std::from_chars(s.data(), s.data() + s.size(), u);
        if (uec == std::errc() && uend == s.data() + s.size()) return u;
        double d = 0;
        auto [dend, dec] = std::from_chars(s.data(), s.data() + s.size(), d);
        if (dec == std::errc() && dend == s.data() + s.size()) return d;
    }
    return s;
}

Json node_json(const YAML::Node& node) {
    switch (node.Type()) {
        case YAML::NodeType::Scalar:
            return scalar_json(node);
        case YAML::NodeType::Sequence: {
            Json out = Json::array();
            for (const YAML::Node& item : node) out.push_back(node_json(item));
            return out;
        }
        case YAML::NodeType::Map: {
            Json out = Json::object();
            for (const auto& entry : node)
                out[entry.first.as<std::string>()] = node_json(entry.second);
            return out;
        }
        default:
            return nullptr;
    }
}

}  // namespace

Json yaml_text_to_json(const std::string& yaml) {
    try {
        return node_json(YAML::Load(yaml));
    } catch (const YAML::Exception&) {
        return yaml;  // not YAML after all: the text as it is
    }
}

Json state_json(const Game& game, std::size_t messages) {
    return yaml_text_to_json(dump_state(game, messages));
}

Json field_json(const std::string& text) { return yaml_text_to_json(text); }

Json value_at(const Json& root, const std::string& path, bool& found) {
    const Json* at = &root;
    std::size_t start = 0;
    found = false;
    while (start <= path.size()) {
        const std::size_t dot = path.find('.', start);
        const std::string key =
            path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (at->is_object() && at->contains(key)) {
            at = &(*at)[key];
        } else if (at->is_array()) {
            std::size_t index = 0;
            auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), index);
            if (ec != std::errc() || end != key.data() + key.size() || index >= at->size())
                return nullptr;
            at = &(*at)[index];
        } else {
            return nullptr;
        }
        if (dot == std::string::npos) break;
        start = dot + 1;
    }
    found = true;
    return *at;
}

}  // namespace cf::api
