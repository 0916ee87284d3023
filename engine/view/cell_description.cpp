#include "engine/view/cell_description.hpp"

#include <cctype>

#include "engine/rules/factions.hpp"
#include "engine/rules/sightings.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"

namespace cf {

namespace {

CreatureView creature_view(const World& world, const Content& content, const Entity& e) {
    CreatureView out;
    out.id = e.id;
    out.name = e.id == world.player_id ? "you" : display_name(e, content);
    out.hp = e.fighter->hp;
    out.max_hp = max_hp(e, content);
    out.statuses = status_views(e, content);
    if (e.id != world.player_id) {
        if (const ActorDef* def = content.actor(e.def)) out.description = def->description;
    }
    if (e.id != world.player_id && world.find(world.player_id)) {
        const Relation r = relation_between(world, content, world.player(), e);
        if (r != Relation::hostile)
            out.side = std::string(kRelationNames[static_cast<std::size_t>(r)]);
    }
    return out;
}

std::string creature_text(const CreatureView& c) {
    std::string out = c.name == "you" ? "You" : c.name;
    out += " (" + std::to_string(c.hp) + "/" + std::to_string(c.max_hp) + " HP";
    if (!c.side.empty()) out += ", " + c.side;
    for (const StatusView& s : c.statuses) {
        out += ", " + s.name;
        if (s.turns > 0) out += " " + std::to_string(s.turns);
    }
    return out + ")";
}

}  // namespace

std::vector<StatusView> status_views(const Entity& e, const Content& content) {
    std::vector<StatusView> out;
    if (e.statuses.empty() && !e.inventory) return out;
    for (const StatusDef* s : held_statuses(e, content)) {
        std::string name = s->name;
        for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        const auto own = e.statuses.find(s->id);
        out.push_back({name, own == e.statuses.end() ? 0 : own->second, s->color});
    }
    return out;
}

CellDescription describe_cell(const World& world, const Content& content, Point p) {
    CellDescription out;
    if (!world.map.in_bounds(p)) return out;
    out.in_view = world.map.visible(p);
    out.known = out.in_view || world.map.explored(p);
    if (!out.known) return out;
    // As the player knows it: a hidden trap is named as what it passes for until it fired.
    const TileDef* tile = content.tile(world.map.tile_id(p));
    if (tile && tile->hidden && !world.map.revealed(p)) tile = content.tile(tile->looks_like);
    out.terrain = tile ? tile->name : world.map.tile_id(p);
    if (tile) out.terrain_description = tile->description;
    if (!out.in_view) return out;
    out.items = counted_items_at(world, content, p);
    for (const Entity& e : world.entities) {
        if (e.pos != p || !e.is_actor()) continue;
        if (e.alive()) {
            out.creature = creature_view(world, content, e);
        } else if (e.is_corpse()) {
            out.remains.push_back(display_name(e, content));
        }
    }
    return out;
}

std::string look_text(const CellDescription& cell) {
    if (!cell.known) return "Unknown.";
    if (!cell.in_view) return cell.terrain + " (remembered).";
    std::string out;
    const auto add = [&](const std::string& part) { out += (out.empty() ? "" : "; ") + part; };
    if (cell.creature) add(creature_text(*cell.creature));
    for (const std::string& item : cell.items) add(item);
    for (const std::string& remains : cell.remains) add(remains);
    add(cell.terrain);
    return out + ".";
}

std::string about_text(const CellDescription& cell) {
    if (!cell.known) return {};
    if (cell.creature && !cell.creature->description.empty()) return cell.creature->description;
    return cell.terrain_description;
}

}  // namespace cf
