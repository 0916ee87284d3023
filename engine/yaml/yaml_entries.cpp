#include "engine/yaml/yaml_entries.hpp"

#include <set>

#include "engine/yaml/yaml_number.hpp"

namespace cf {

namespace {

// Whether `key` is among the first `count` keys already taken; a set only for large
// mappings, since most hold a handful of keys.
template <class Entry>
class SeenKeys {
  public:
    explicit SeenKeys(const std::vector<Entry>& out) : out_(out) {}
    bool insert(const std::string& key) {
        if (out_.size() < 16) {
            for (const Entry& e : out_) {
                if (e.key == key) return false;
            }
            return true;
        }
        if (set_.empty()) {
            for (const Entry& e : out_) set_.insert(e.key);
        }
        return set_.insert(key).second;
    }

  private:
    const std::vector<Entry>& out_;
    std::set<std::string> set_;
};

template <class Node>
std::vector<BasicMapEntry<Node>> entries_of(const Node& node, const YamlReport& ctx,
                                            std::string_view what) {
    std::vector<BasicMapEntry<Node>> out;
    if (!node.IsMap()) {
        if (node.IsNull()) return out;
        ctx.report(node.Mark(), std::string(what) + " must be a mapping of keys to values");
        return out;
    }
    out.reserve(node.size());
    SeenKeys<BasicMapEntry<Node>> seen(out);
    for (const auto& pair : node) {
        if (!pair.first.IsScalar()) {
            ctx.report(pair.first.Mark(), "keys in " + std::string(what) + " must be plain names");
            continue;
        }
        const std::string& key = pair.first.Scalar();
        if (!seen.insert(key)) {
            ctx.report(pair.first.Mark(), "duplicate key '" + key + "' in " + std::string(what));
            continue;
        }
        out.push_back({key, pair.first, pair.second});
    }
    return out;
}

template <class Node>
std::optional<int> int_of(const Node& node, const YamlReport& ctx, int lo, int hi,
                          std::string_view key) {
    // Written only for a problem: every number of every definition passes here.
    const auto range = [&] { return " from " + std::to_string(lo) + " to " + std::to_string(hi); };
    if (const std::string why = whole_number_problem(node); !why.empty()) {
        ctx.report(node.Mark(),
                   "'" + std::string(key) + "' must be a whole number" + range() + ": " + why);
        return std::nullopt;
    }
    const std::optional<long long> value = parse_whole_number<long long>(node.Scalar());
    if (!value) {
        ctx.report(node.Mark(), "'" + std::string(key) + "' is " + node.Scalar().substr(0, 24) +
                                    "..., far outside the range" + range());
        return std::nullopt;
    }
    if (*value < lo || *value > hi) {
        ctx.report(node.Mark(), "'" + std::string(key) + "' is " + std::to_string(*value) +
                                    ", but must be" + range());
        return std::nullopt;
    }
    return static_cast<int>(*value);
}

template <class Node>
std::optional<std::string> string_of(const Node& node, const YamlReport& ctx,
                                     std::string_view key) {
    if (!node.IsScalar()) {
        ctx.report(node.Mark(), "'" + std::string(key) + "' must be text");
        return std::nullopt;
    }
    return node.Scalar();
}

}  // namespace

std::vector<MapEntry> map_entries(const YAML::Node& node, const YamlReport& ctx,
                                  std::string_view what) {
    return entries_of(node, ctx, what);
}

std::vector<ContentEntry> map_entries(const YamlNode& node, const YamlReport& ctx,
                                      std::string_view what) {
    return entries_of(node, ctx, what);
}

std::optional<int> read_int(const YAML::Node& node, const YamlReport& ctx, int lo, int hi,
                            std::string_view key) {
    return int_of(node, ctx, lo, hi, key);
}

std::optional<int> read_int(const YamlNode& node, const YamlReport& ctx, int lo, int hi,
                            std::string_view key) {
    return int_of(node, ctx, lo, hi, key);
}

std::optional<std::string> read_string(const YAML::Node& node, const YamlReport& ctx,
                                       std::string_view key) {
    return string_of(node, ctx, key);
}

std::optional<std::string> read_string(const YamlNode& node, const YamlReport& ctx,
                                       std::string_view key) {
    return string_of(node, ctx, key);
}

}  // namespace cf
