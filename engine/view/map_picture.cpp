#include "engine/view/map_picture.hpp"

#include <algorithm>
#include <tuple>
#include <utility>

#include "engine/rules/identification.hpp"
#include "engine/rules/stats.hpp"
#include "engine/view/cell_description.hpp"

namespace cf {

namespace {

constexpr Color kUnknownDefinition{255, 0, 255};  // a definition gone from the content

// What lies on top when several share a cell: remains, then items, then creatures.
int stacking(const Entity& e, EntityId player) {
    if (e.id == player) return 3;
    if (e.is_corpse()) return 0;
    return e.is_item() ? 1 : 2;
}

// The glyph and colour an entity shows: its definition's, a corpse the settings'. The
// player shows as itself even dead: the death screen and the morgue mark where it fell.
std::pair<int, Color> entity_look(const Entity& e, const World& world, const Content& content) {
    if (e.is_corpse() && e.id != world.player_id)
        return {content.settings.corpse_glyph, content.settings.corpse_color};
    if (e.is_item()) {
        // An unknown kind wears its look's colour (identification.hpp).
        if (const ItemDef* d = content.item(e.def))
            return {d->glyph, shown_color(world, content, *d)};
    } else if (const ActorDef* d = content.actor(e.def)) {
        return {d->glyph, d->color};
    }
    return {'?', kUnknownDefinition};
}

CellPicture& cell_at(MapPicture& out, Point p) {
    const Point v = p - out.area.origin;
    return out.cells[static_cast<std::size_t>(v.y * out.area.cols + v.x)];
}

void add_terrain(MapPicture& out, const Map& map, bool reveal_all) {
    for (int y = out.area.origin.y; y < out.area.origin.y + out.area.rows; ++y) {
        for (int x = out.area.origin.x; x < out.area.origin.x + out.area.cols; ++x) {
            const Point p{x, y};
            const bool lit = reveal_all || map.visible(p);
            if (!lit && !map.explored(p)) continue;
            // The editor's reveal shows hidden tiles (traps) as what they are.
            const TileDef& t = reveal_all ? map.tile(p) : map.shown(p);
            cell_at(out, p) = {t.glyph, lit ? t.lit_fg : t.dark_fg, lit ? t.lit_bg : t.dark_bg};
        }
    }
}

CreatureMarks marks_of(const Entity& e, const World& world, const Content& content) {
    CreatureMarks out{e.pos, std::nullopt, {}};
    const int most = max_hp(e, content);
    if (e.id != world.player_id && most > 0 && e.fighter->hp < most)
        out.health =
            std::clamp(static_cast<float>(e.fighter->hp) / static_cast<float>(most), 0.0f, 1.0f);
    for (const StatusView& s : status_views(e, content)) out.statuses.push_back(s.color);
    return out;
}

// `area` cut to the map.
MapArea on_map(MapArea area, const Map& map) {
    const int x0 = std::clamp(area.origin.x, 0, map.width());
    const int y0 = std::clamp(area.origin.y, 0, map.height());
    const int x1 = std::clamp(area.origin.x + area.cols, x0, map.width());
    const int y1 = std::clamp(area.origin.y + area.rows, y0, map.height());
    return {{x0, y0}, x1 - x0, y1 - y0};
}

}  // namespace

const CellPicture& MapPicture::at(Point p) const {
    static const CellPicture kBlank;
    return area.contains(p) ? cells[static_cast<std::size_t>((p.y - area.origin.y) * area.cols +
                                                             p.x - area.origin.x)]
                            : kBlank;
}

MapPicture build_map_picture(const World& world, const Content& content, MapArea area,
                             bool reveal_all) {
    const Map& map = world.map;
    MapPicture out;
    out.map_width = map.width();
    out.map_height = map.height();
    out.area = on_map(area, map);
    out.cells.assign(static_cast<std::size_t>(out.area.cols * out.area.rows), CellPicture{});
    add_terrain(out, map, reveal_all);
    std::vector<const Entity*> shown;
    for (const Entity& e : world.entities) {
        if (out.area.contains(e.pos) && (reveal_all || map.visible(e.pos))) shown.push_back(&e);
    }
    std::stable_sort(shown.begin(), shown.end(), [&world](const Entity* a, const Entity* b) {
        return stacking(*a, world.player_id) < stacking(*b, world.player_id);
    });
    for (const Entity* e : shown) {
        CellPicture& cell = cell_at(out, e->pos);
        std::tie(cell.glyph, cell.fg) = entity_look(*e, world, content);
        if (e->alive()) out.marks.push_back(marks_of(*e, world, content));
    }
    if (const Entity* player = world.find(world.player_id)) out.player = player->pos;
    return out;
}

MapPicture build_map_picture(const World& world, const Content& content, bool reveal_all) {
    return build_map_picture(world, content, {{0, 0}, world.map.width(), world.map.height()},
                             reveal_all);
}

std::vector<MapTint> look_tints(Point cursor) { return {{cursor, {90, 200, 255}, 150}}; }

std::vector<MapTint> target_tints(const World& world, Point cursor, int radius) {
    std::vector<MapTint> out;
    for (int dy = -radius; dy <= radius && radius > 0; ++dy) {
        for (int dx = -radius; dx <= radius; ++dx) {
            const Point p = cursor + Point{dx, dy};
            if (!world.map.in_bounds(p) || dx * dx + dy * dy > radius * radius) continue;
            out.push_back({p, {255, 110, 40}, 90});
        }
    }
    const bool seen = world.map.visible(cursor);
    out.push_back({cursor, seen ? Color{255, 230, 60} : Color{200, 40, 60}, 150});
    return out;
}

}  // namespace cf
