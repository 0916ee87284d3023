#include "engine/content/list_extension.hpp"

#include <optional>
#include <vector>

namespace cf {

namespace {

// A top-level list of a canonical body: where its lines are, and its entries as written.
struct BodyList {
    std::size_t begin = 0;             // the key's line
    std::size_t end = 0;               // just after its last line
    bool flow = false;                 // `key: [a, b]` on one line
    std::vector<std::string> entries;  // "a" for a flow list; every line of a block entry
};

std::size_t line_end(const std::string& text, std::size_t at) {
    const std::size_t end = text.find('\n', at);
    return end == std::string::npos ? text.size() : end + 1;
}

bool plain_names(const std::string& inside) {
    return inside.find_first_of("[]{}'\"#") == std::string::npos;
}

std::optional<BodyList> find_list(const std::string& body, const std::string& key) {
    const std::string head = "  " + key + ":";
    for (std::size_t at = 0; at < body.size(); at = line_end(body, at)) {
        if (body.compare(at, head.size(), head) != 0) continue;
        BodyList list;
        list.begin = at;
        const std::size_t end = line_end(body, at);
        std::string rest = body.substr(at + head.size(), end - at - head.size());
        while (!rest.empty() && (rest.back() == '\n' || rest.back() == ' ')) rest.pop_back();
        if (!rest.empty()) {
            if (rest.size() < 3 || rest.substr(0, 2) != " [" || rest.back() != ']') return {};
            const std::string inside = rest.substr(2, rest.size() - 3);
            if (!plain_names(inside)) return {};
            list.flow = true;
            list.end = end;
            for (std::size_t from = 0; !inside.empty() && from <= inside.size();) {
                const std::size_t comma = std::min(inside.find(", ", from), inside.size());
                list.entries.push_back(inside.substr(from, comma - from));
                from = comma + 2;
            }
            return list;
        }
        std::size_t next = end;
        while (next < body.size() && body.compare(next, 3, "   ") == 0) {
            const std::size_t after = line_end(body, next);
            if (body.compare(next, 6, "    - ") == 0) {
                list.entries.emplace_back();
            } else if (list.entries.empty()) {
                return {};  // not a list of entries
            }
            list.entries.back() += body.substr(next, after - next);
            next = after;
        }
        list.end = next;
        return list;
    }
    return {};
}

std::string list_text(const std::string& key, const BodyList& list, std::size_t from) {
    std::string out = "  " + key + ":";
    if (from >= list.entries.size()) return out + " []\n";
    if (list.flow) {
        out += " [";
        for (std::size_t i = from; i < list.entries.size(); ++i)
            out += (i > from ? ", " : "") + list.entries[i];
        return out + "]\n";
    }
    out += "\n";
    for (std::size_t i = from; i < list.entries.size(); ++i) out += list.entries[i];
    return out;
}

void replace_list(std::string& body, const BodyList& list, const std::string& text) {
    body.replace(list.begin, list.end - list.begin, text);
}

}  // namespace

void keep_list_extensions(const YamlNode& block, std::string& base_body, std::string& next_body) {
    if (!block.IsMap()) return;
    for (const YamlChild& pair : block) {
        const std::string& written = pair.first.Scalar();
        if (written.size() < 2 || written.back() != '+' || !pair.second.IsSequence()) continue;
        const std::string key = written.substr(0, written.size() - 1);
        const auto before = find_list(base_body, key);
        const auto after = find_list(next_body, key);
        if (!before || !after || before->entries.size() < pair.second.size()) continue;
        const std::size_t below = before->entries.size() - pair.second.size();
        bool kept_below = after->entries.size() >= below;
        for (std::size_t i = 0; kept_below && i < below; ++i)
            kept_below = before->entries[i] == after->entries[i];
        if (kept_below) replace_list(next_body, *after, list_text(written, *after, below));
        replace_list(base_body, *before, list_text(written, *before, below));
    }
}

}  // namespace cf
