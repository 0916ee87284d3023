#include "engine/world/world_diff.hpp"

#include <unordered_map>

namespace cf {

namespace {

void compare_map(const Map& a, const Map& b, std::vector<FieldDiff>& out) {
    if (a.width() != b.width() || a.height() != b.height()) {
        out.push_back({"map size", std::to_string(a.width()) + "x" + std::to_string(a.height()),
                       std::to_string(b.width()) + "x" + std::to_string(b.height())});
        return;
    }
    for (int i = 0; i < a.width() * a.height(); ++i) {
        const Point p = a.point(i);
        if (a.tile_id(p) != b.tile_id(p)) {
            out.push_back({"map cell " + std::to_string(p.x) + "," + std::to_string(p.y),
                           a.tile_id(p), b.tile_id(p)});
            return;  // the first differing cell says enough
        }
    }
    if (a.explored_flags() != b.explored_flags()) out.push_back({"map explored", "", "differs"});
    if (a.revealed_cells() != b.revealed_cells()) out.push_back({"map revealed", "", "differs"});
    if (a.vaults() != b.vaults()) out.push_back({"map vaults", "", "differs"});
}

}  // namespace

std::vector<FieldDiff> diff_fields(const std::string& prefix, const std::vector<FieldValue>& a,
                                   const std::vector<FieldValue>& b) {
    // The two lists are mostly the same paths in the same order (two values of one
    // kind): each path is looked for at its own place first, then anywhere. Every pair
    // was compared before, which for the 5,000 children of an edited template was most
    // of the preview's time.
    const auto find = [](const std::vector<FieldValue>& in, std::size_t at,
                         const std::string& path) -> const FieldValue* {
        if (at < in.size() && in[at].path == path) return &in[at];
        for (const FieldValue& f : in)
            if (f.path == path) return &f;
        return nullptr;
    };
    static const std::string none;
    std::vector<FieldDiff> out;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const FieldValue* other = find(b, i, a[i].path);
        const std::string& value = other ? other->value : none;
        if (value != a[i].value) out.push_back({prefix + a[i].path, a[i].value, value});
    }
    for (std::size_t i = 0; i < b.size(); ++i) {
        if (!find(a, i, b[i].path)) out.push_back({prefix + b[i].path, "", b[i].value});
    }
    return out;
}

std::vector<FieldDiff> diff_worlds(const World& a, const World& b) {
    std::vector<FieldDiff> out;
    for (FieldDiff& d : diff_fields("world ", world_fields(a), world_fields(b)))
        out.push_back(std::move(d));
    if (a.seed != b.seed)
        out.push_back({"world seed", std::to_string(a.seed), std::to_string(b.seed)});
    if (a.rng.state() != b.rng.state() || a.rng.stream() != b.rng.stream()) {
        out.push_back({"world rng", std::to_string(a.rng.state()), std::to_string(b.rng.state())});
    }
    if (a.next_id != b.next_id)
        out.push_back({"world next_id", std::to_string(a.next_id), std::to_string(b.next_id)});
    compare_map(a.map, b.map, out);
    std::unordered_map<EntityId, const Entity*> in_b;
    for (const Entity& e : b.entities) in_b[e.id] = &e;
    for (const Entity& e : a.entities) {
        const std::string where = "entity " + std::to_string(e.id);
        auto it = in_b.find(e.id);
        if (it == in_b.end()) {
            out.push_back({where, entity_to_text(e), ""});
            continue;
        }
        for (FieldDiff& d : diff_fields(where + " ", entity_fields(e), entity_fields(*it->second)))
            out.push_back(std::move(d));
        in_b.erase(it);
    }
    for (const Entity& e : b.entities) {
        if (in_b.contains(e.id))
            out.push_back({"entity " + std::to_string(e.id), "", entity_to_text(e)});
    }
    if (a.log.messages() != b.log.messages()) {
        out.push_back({"messages", std::to_string(a.log.messages().size()) + " messages",
                       std::to_string(b.log.messages().size()) + " messages"});
    }
    return out;
}

std::string to_string(const std::vector<FieldDiff>& diffs) {
    std::string out;
    for (const FieldDiff& d : diffs) out += d.where + ": " + d.before + " -> " + d.after + "\n";
    return out;
}

}  // namespace cf
