#include "engine/rules/sightings.hpp"

#include <algorithm>
#include <cctype>

#include "engine/rules/identification.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

std::string listed(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += i + 1 == names.size() ? " and " : ", ";
        out += names[i];
    }
    return out;
}

std::string lowered(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

}  // namespace

std::vector<EntityId> creatures_in_view(const World& world) {
    std::vector<EntityId> out;
    for (const Entity& e : world.entities) {
        if (e.id != world.player_id && e.alive() && world.map.visible(e.pos)) out.push_back(e.id);
    }
    return out;
}

void announce_sightings(World& world, const Content& content, std::vector<EntityId>& seen) {
    for (EntityId id : creatures_in_view(world)) {
        if (std::find(seen.begin(), seen.end(), id) != seen.end()) continue;
        seen.push_back(id);
        world.say("You see " + with_article(display_name(*world.find(id), content)) + ".",
                  Tone::normal);
    }
}

std::vector<std::string> counted_items_at(const World& world, const Content& content, Point p) {
    std::vector<std::pair<DefId, int>> counted;
    for (const Entity* item : world.items_at(p)) {
        auto it = std::find_if(counted.begin(), counted.end(),
                               [&](const auto& c) { return c.first == item->def; });
        if (it != counted.end()) {
            it->second += 1;
        } else {
            counted.emplace_back(item->def, 1);
        }
    }
    std::vector<std::string> names;
    names.reserve(counted.size());
    for (const auto& [def, count] : counted)
        names.push_back(counted_name(shown_name(world, content, def), count));
    return names;
}

void say_what_is_here(World& world, const Content& content) {
    const Point here = world.player().pos;
    std::vector<std::string> names;
    for (const std::string& name : counted_items_at(world, content, here))
        names.push_back(with_article(name));
    if (!names.empty()) world.say("You see here " + listed(names) + ".", Tone::normal);
    if (world.map.tile_id(here) == content.settings.stairs_tile) {
        const TileDef* tile = content.tile(world.map.tile_id(here));
        world.say("There are " + lowered(tile ? tile->name : std::string("stairs")) + " here.",
                  Tone::normal);
    }
}

std::string with_article(const std::string& name) {
    if (name.empty() || name == "you") return name;
    if (std::isdigit(static_cast<unsigned char>(name[0]))) return name;
    const char first = static_cast<char>(std::tolower(static_cast<unsigned char>(name[0])));
    const bool vowel = first == 'a' || first == 'e' || first == 'i' || first == 'o' || first == 'u';
    return (vowel ? "an " : "a ") + name;
}

}  // namespace cf
