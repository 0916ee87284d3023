// Checks of tiles with behaviour that one definition cannot tell alone: the tiles its
// opens_to, closes_to, looks_like and becomes name, chains of them that never end, a
// hidden tile with nothing to pass for. Each problem points at the field it is about.

#include <set>

#include "engine/content/provenance.hpp"
#include "engine/content/validation.hpp"

namespace cf {

namespace {

// file:line:col of `field` of tile `id` when provenance knows it, else of the tile.
Problem tile_problem(const Content& c, const DefId& id, std::string_view field,
                     std::string message) {
    const std::string key = location_key(DefKind::tile, id);
    if (c.provenance) {
        const FieldChain chain = field_chain(*c.provenance, key, field);
        if (!chain.steps.empty()) {
            const SourceLocation& at = chain.steps.front().where;
            return {at.file, at.line, at.column, std::move(message)};
        }
    }
    return problem_at(c, key, kind_file(DefKind::tile), std::move(message));
}

using Next = const DefId& (*)(const TileDef&);
const DefId& opens_to(const TileDef& t) { return t.opens_to; }
const DefId& closes_to(const TileDef& t) { return t.closes_to; }
const DefId& becomes(const TileDef& t) { return t.becomes; }

// "a -> b -> a" when following `next` from `from` comes back to a tile already met.
std::string loop_from(const Content& c, const DefId& from, Next next) {
    std::set<DefId> seen{from};
    std::string chain = "'" + from + "'";
    for (const TileDef* t = c.tile(from); t && !next(*t).empty(); t = c.tile(next(*t))) {
        chain += " -> '" + next(*t) + "'";
        if (!seen.insert(next(*t)).second) return chain;
    }
    return "";
}

void check_chains(const Content& c, const DefId& id, std::vector<Problem>& problems) {
    const struct {
        const char* field;
        Next next;
    } relations[] = {{"opens_to", opens_to}, {"closes_to", closes_to}, {"becomes", becomes}};
    for (const auto& r : relations) {
        const std::string loop = loop_from(c, id, r.next);
        if (loop.empty()) continue;
        problems.push_back(tile_problem(c, id, r.field,
                                        "tile '" + id + "' " + r.field + " loops forever: " + loop +
                                            " (the chain must end at a tile without " + r.field +
                                            ")"));
    }
}

void check_disguise(const Content& c, const DefId& id, const TileDef& t,
                    std::vector<Problem>& problems) {
    if (t.hidden && t.looks_like.empty())
        problems.push_back(tile_problem(
            c, id, "hidden",
            "tile '" + id + "' is hidden but has no looks_like (name the tile it passes for)"));
    if (!t.looks_like.empty() && !t.hidden)
        problems.push_back(
            tile_problem(c, id, "looks_like",
                         "tile '" + id + "' has looks_like but is not hidden (add hidden: true)"));
    const TileDef* shown = c.tile(t.looks_like);
    if (t.hidden && shown && shown->hidden)
        problems.push_back(tile_problem(c, id, "looks_like",
                                        "tile '" + id + "' looks like '" + t.looks_like +
                                            "', which is hidden too (name a tile that shows)"));
}

void check_triggers(const Content& c, const DefId& id, const TileDef& t,
                    std::vector<Problem>& problems) {
    if (!t.on_step.empty() && !t.walkable)
        problems.push_back(tile_problem(
            c, id, "on_step",
            "tile '" + id + "' has on_step but is not walkable, so nothing can step on it"));
    if (!t.becomes.empty() && t.on_step.empty())
        problems.push_back(tile_problem(
            c, id, "becomes",
            "tile '" + id + "' has becomes but no on_step, so it never fires to become it"));
    if (!t.opens_to.empty() && !t.closes_to.empty())
        problems.push_back(
            tile_problem(c, id, "closes_to",
                         "tile '" + id +
                             "' both opens and closes (a door is one or the other; its other "
                             "state is the tile it opens or closes to)"));
}

}  // namespace

void check_tiles(const Content& c, std::vector<Problem>& problems) {
    for (const auto& [id, tile] : c.tiles) {
        check_disguise(c, id, tile, problems);
        check_triggers(c, id, tile, problems);
        check_chains(c, id, problems);
    }
}

}  // namespace cf
