#include "engine/rules/world_edit.hpp"

#include <algorithm>
#include <sstream>

#include "engine/core/number_text.hpp"
#include "engine/rules/creature_bounds.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/state_checks.hpp"
#include "engine/rules/tile_timers.hpp"
#include "engine/world/state_text.hpp"

namespace cf {

EditOp EditOp::set(EntityId id, std::string path, std::string value) {
    EditOp op;
    op.kind = Kind::set;
    op.entity = id;
    op.path = std::move(path);
    op.value = std::move(value);
    return op;
}

EditOp EditOp::set_world(std::string path, std::string value) {
    EditOp op;
    op.kind = Kind::set_world;
    op.path = std::move(path);
    op.value = std::move(value);
    return op;
}

EditOp EditOp::spawn(DefId def, Point pos) {
    EditOp op;
    op.kind = Kind::spawn;
    op.value = std::move(def);
    op.pos = pos;
    return op;
}

EditOp EditOp::remove(EntityId id) {
    EditOp op;
    op.kind = Kind::remove;
    op.entity = id;
    return op;
}

EditOp EditOp::restore(std::size_t index, const Entity& e) {
    EditOp op;
    op.kind = Kind::restore;
    op.index = index;
    op.value = entity_to_text(e);
    return op;
}

EditOp EditOp::give(EntityId id, DefId item) {
    EditOp op;
    op.kind = Kind::give;
    op.entity = id;
    op.value = std::move(item);
    return op;
}

namespace {

// Row by row, then column by column, without repeats: the order cell runs are written in.
std::vector<Point> row_order(std::vector<Point> cells) {
    std::sort(cells.begin(), cells.end(),
              [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

EditOp cells_op(EditOp::Kind kind, std::vector<Point> cells) {
    EditOp op;
    op.kind = kind;
    op.cells = row_order(std::move(cells));
    return op;
}

}  // namespace

EditOp EditOp::forget(std::vector<Point> cells) { return cells_op(Kind::forget, std::move(cells)); }

EditOp EditOp::explore(std::vector<Point> cells) {
    return cells_op(Kind::explore, std::move(cells));
}

namespace {

// "12:38-41 13:40": runs of cells on a row.
std::string cell_runs_text(const std::vector<Point>& cells) {
    std::string out;
    for (std::size_t i = 0; i < cells.size();) {
        std::size_t end = i + 1;
        while (end < cells.size() && cells[end].y == cells[i].y &&
               cells[end].x == cells[end - 1].x + 1)
            ++end;
        out += (out.empty() ? "" : " ") + std::to_string(cells[i].y) + ":" +
               std::to_string(cells[i].x);
        if (end - i > 1) out += "-" + std::to_string(cells[end - 1].x);
        i = end;
    }
    return out;
}

// Marks `op.cells` explored or not; the inverse names only the cells it changed.
bool apply_exploration(World& w, const EditOp& op, EditResult& r) {
    const bool explore = op.kind == EditOp::Kind::explore;
    std::vector<Point> changed;
    for (const Point p : op.cells) {
        if (!w.map.in_bounds(p)) {
            r.error =
                "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ") is outside the map";
            for (const Point q : changed) w.map.set_explored(q, !explore);
            return false;
        }
        if (w.map.explored(p) == explore) continue;
        w.map.set_explored(p, explore);
        changed.push_back(p);
    }
    if (!changed.empty()) {
        r.inverse.ops.insert(r.inverse.ops.begin(), explore ? EditOp::forget(std::move(changed))
                                                            : EditOp::explore(std::move(changed)));
    }
    return true;
}

std::optional<std::size_t> index_of(const World& w, EntityId id) {
    for (std::size_t i = 0; i < w.entities.size(); ++i) {
        if (w.entities[i].id == id) return i;
    }
    return std::nullopt;
}

std::string value_of(const std::vector<FieldValue>& fields, const std::string& path) {
    for (const FieldValue& f : fields) {
        if (f.path == path) return f.value;
    }
    return {};
}

// One operation; on success prepends its inverse to `inverse` (inverses run in
// reverse order).
// A path into an entity's statuses names a status the content defines: `set 1
// statuses.nosuch 3` was accepted and saved, a status no rule knows.
bool status_path_known(const Content& c, const std::string& path, std::string& error) {
    for (const std::string_view keyed : {"statuses.", "status_sources."}) {
        if (!path.starts_with(keyed)) continue;
        const std::string id = path.substr(keyed.size());
        if (c.status(id)) return true;
        error = "there is no status '" + id + "' (statuses.yaml defines the statuses)";
        return false;
    }
    return true;
}

bool apply_op(World& w, const Content& c, const EditOp& op, EditResult& r) {
    std::vector<EditOp>& inv = r.inverse.ops;
    switch (op.kind) {
        case EditOp::Kind::set: {
            Entity* e = w.find(op.entity);
            if (!e) {
                r.error = "there is no entity " + std::to_string(op.entity);
                return false;
            }
            if (!status_path_known(c, op.path, r.error)) return false;
            const std::string old = entity_field(*e, op.path).value_or("");
            if (!set_entity_field(*e, op.path, op.value, r.error)) return false;
            inv.insert(inv.begin(), EditOp::set(op.entity, op.path, old));
            return true;
        }
        case EditOp::Kind::set_world: {
            const std::string old = value_of(world_fields(w), op.path);
            if (!set_world_field(w, op.path, op.value, r.error)) return false;
            inv.insert(inv.begin(), EditOp::set_world(op.path, old));
            return true;
        }
        case EditOp::Kind::spawn: {
            if (!w.map.in_bounds(op.pos)) {
                r.error = "(" + std::to_string(op.pos.x) + ", " + std::to_string(op.pos.y) +
                          ") is outside the map";
                return false;
            }
            if (!w.map.walkable(op.pos)) {
                r.error = "(" + std::to_string(op.pos.x) + ", " + std::to_string(op.pos.y) +
                          ") is " + w.map.tile(op.pos).name + ", where nothing can stand";
                return false;
            }
            if (c.actor(op.value) && op.value != c.settings.player) {
                if (living_creatures(w) >= c.settings.max_creatures) {
                    r.error = "the floor already holds " +
                              std::to_string(c.settings.max_creatures) +
                              " creatures, as many as settings.yaml allows (max_creatures)";
                    return false;
                }
                r.created = spawn_actor(w, c, op.value, op.pos);
            } else if (c.item(op.value)) {
                r.created = spawn_item(w, c, op.value, op.pos);
            } else {
                r.error = "there is no actor or item '" + op.value + "' to spawn";
                return false;
            }
            inv.insert(inv.begin(), EditOp::remove(r.created));
            return true;
        }
        case EditOp::Kind::remove: {
            const auto at = index_of(w, op.entity);
            if (!at || op.entity == w.player_id) {
                r.error = at ? "the player cannot be removed"
                             : "there is no entity " + std::to_string(op.entity);
                return false;
            }
            inv.insert(inv.begin(), EditOp::restore(*at, w.entities[*at]));
            w.entities.erase(w.entities.begin() + static_cast<std::ptrdiff_t>(*at));
            return true;
        }
        case EditOp::Kind::restore: {
            auto e = entity_from_text(op.value, r.error);
            if (!e) return false;
            if (w.find(e->id) || !w.map.in_bounds(e->pos)) {
                r.error = w.find(e->id)
                              ? "entity " + std::to_string(e->id) + " already exists"
                              : "entity " + std::to_string(e->id) + " would stand outside the map";
                return false;
            }
            const std::size_t at = std::min(op.index, w.entities.size());
            w.next_id = std::max(w.next_id, e->id + 1);
            inv.insert(inv.begin(), EditOp::remove(e->id));
            w.entities.insert(w.entities.begin() + static_cast<std::ptrdiff_t>(at), std::move(*e));
            return true;
        }
        case EditOp::Kind::give: {
            Entity* e = w.find(op.entity);
            if (!e || !e->inventory || !c.item(op.value)) {
                r.error =
                    !e ? "there is no entity " + std::to_string(op.entity)
                       : (!e->inventory ? "entity " + std::to_string(op.entity) + " carries nothing"
                                        : "there is no item '" + op.value + "'");
                return false;
            }
            const ActorDef* holder = c.actor(e->def);
            const int capacity = holder ? holder->inventory : 26;
            if (static_cast<int>(e->inventory->items.size()) >= capacity) {
                // Letters run a..z: a 27th item took '{' and bytes no save reads back.
                r.error = "entity " + std::to_string(op.entity) + " already carries " +
                          std::to_string(capacity) + " items, all it can";
                return false;
            }
            inv.insert(inv.begin(), EditOp::set(op.entity, "inventory.items",
                                                value_of(entity_fields(*e), "inventory.items")));
            const EntityId item = w.new_id();
            w.find(op.entity)->inventory->items.push_back({item, op.value});
            return true;
        }
        case EditOp::Kind::forget:
        case EditOp::Kind::explore:
            return apply_exploration(w, op, r);
        case EditOp::Kind::tile:
            return apply_tile_op(w, c, op, r);
    }
    return false;
}

std::vector<std::string> split_ops(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = text.find(';', start);
        std::string part =
            text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        const auto first = part.find_first_not_of(' ');
        const auto last = part.find_last_not_of(' ');
        out.push_back(first == std::string::npos ? std::string()
                                                 : part.substr(first, last - first + 1));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return out;
}

// A number in an edit's words follows the one rule of every file (number_text.hpp).
template <class T>
bool number(const std::string& word, T& out) {
    const std::optional<T> value = parse_whole_number<T>(word);
    if (value) out = *value;
    return value.has_value();
}

// One run of cell_runs_text ("12:38-41" or "13:40") added to `cells`.
bool parse_cell_run(const std::string& word, std::vector<Point>& cells) {
    const std::size_t colon = word.find(':');
    if (colon == std::string::npos) return false;
    const std::size_t dash = word.find('-', colon);
    int y = 0;
    int first = 0;
    int last = 0;
    if (!number(word.substr(0, colon), y) ||
        !number(word.substr(colon + 1, dash == std::string::npos ? dash : dash - colon - 1), first))
        return false;
    last = first;
    if (dash != std::string::npos && !number(word.substr(dash + 1), last)) return false;
    // A run longer than any map's row is a mistake, not a reason to allocate.
    if (last < first || last - first > 65535) return false;
    for (int x = first; x <= last; ++x) cells.push_back({x, y});
    return true;
}

std::optional<EditOp> parse_op(const std::string& text, std::string& error) {
    std::istringstream in(text);
    std::string verb;
    in >> verb;
    std::vector<std::string> w;
    for (std::string word; in >> word;) w.push_back(word);
    EntityId id = 0;
    auto rest_after = [&](std::size_t words) {
        std::size_t at = text.find_first_not_of(' ');
        for (std::size_t i = 0; i <= words; ++i) {
            at = text.find(' ', at);
            if (at == std::string::npos) return std::string();
            at = text.find_first_not_of(' ', at);
        }
        return at == std::string::npos ? std::string() : text.substr(at);
    };
    if (verb == "set" && w.size() >= 3 && w[0] == "world")
        return EditOp::set_world(w[1], rest_after(2));
    if (verb == "set" && w.size() >= 3 && number(w[0], id))
        return EditOp::set(id, w[1], rest_after(2));
    Point p;
    if (verb == "spawn" && w.size() == 3 && number(w[1], p.x) && number(w[2], p.y))
        return EditOp::spawn(w[0], p);
    if (verb == "remove" && w.size() == 1 && number(w[0], id)) return EditOp::remove(id);
    if (verb == "give" && w.size() == 2 && number(w[0], id)) return EditOp::give(id, w[1]);
    if ((verb == "forget" || verb == "explore") && !w.empty()) {
        std::vector<Point> cells;
        bool runs = true;
        for (const std::string& word : w) runs = runs && parse_cell_run(word, cells);
        if (runs) return verb == "forget" ? EditOp::forget(cells) : EditOp::explore(cells);
    }
    if (verb == "tile" && (w.size() == 3 || (w.size() == 4 && w[3] == "revealed")) &&
        number(w[0], p.x) && number(w[1], p.y))
        return EditOp::tile(p, w[2], w.size() == 4);
    std::size_t index = 0;
    if (verb == "restore" && w.size() >= 2 && number(w[0], index)) {
        EditOp op;
        op.kind = EditOp::Kind::restore;
        op.index = index;
        op.value = rest_after(1);
        std::string entity_error;
        if (entity_from_text(op.value, entity_error)) return op;
        error = "'" + text + "': " + entity_error;
        return std::nullopt;
    }
    error =
        "'" + text +
        "' is not a world edit (use set ID FIELD VALUE, set world FIELD VALUE, spawn DEF X Y, "
        "remove ID, "
        "restore INDEX {entity}, give ID ITEM, forget Y:X0-X1..., explore Y:X0-X1..., tile X Y ID)";
    return std::nullopt;
}

// What no edit may break, checked on the entities it touched (so an edit costs the same
// whatever the number of entities): every equipped item is carried, once; a living
// player stands where one can stand and has at least 1 HP (a save holding anything else
// is refused).
std::string inconsistency(const World& w, const std::vector<EntityId>& touched) {
    for (const EntityId id : touched) {
        // From the back: what an edit spawns or restores is found at once.
        const auto it = std::find_if(w.entities.rbegin(), w.entities.rend(),
                                     [id](const Entity& e) { return e.id == id; });
        if (id == kNoEntity || it == w.entities.rend()) continue;
        const Entity* e = &*it;
        if (id == w.player_id) {
            if (std::string why = player_cannot_go_on(w, *e); !why.empty()) return why;
        }
        if (std::string why = impossible_state(*e); !why.empty()) return why;
        if (!e->inventory) continue;
        std::vector<EntityId> worn;
        for (const auto& [slot, item] : e->inventory->equipped) {
            const bool carried =
                std::any_of(e->inventory->items.begin(), e->inventory->items.end(),
                            [item = item](const ItemInstance& i) { return i.id == item; });
            if (!carried || std::find(worn.begin(), worn.end(), item) != worn.end()) {
                return "slot '" + slot + "' of entity " + std::to_string(e->id) +
                       " would hold item " + std::to_string(item) +
                       ", which it does not carry (or wears twice)";
            }
            worn.push_back(item);
        }
    }
    return {};
}

// A tile timer names the cell of this floor that turns back and the tile it turns back to
// ("12_7_floor"): one naming no cell of the map or no tile would be dropped, unexplained,
// at the end of the next turn, so the edit that writes it is refused instead.
std::string timer_problem(const World& w, const Content& content) {
    for (const auto& entry : w.tile_timers) {
        const std::string& key = entry.first;
        const std::optional<TileTimer> timer = parse_tile_timer(key);
        const std::string shown = key.size() > 60 ? key.substr(0, 60) + "..." : key;
        if (!timer) return "tile timer '" + shown + "' is not X_Y_TILE (the cell, then its tile)";
        if (!w.map.in_bounds(timer->cell)) {
            return "tile timer '" + shown + "' names a cell off the map (" +
                   std::to_string(w.map.width()) + "x" + std::to_string(w.map.height()) + ")";
        }
        if (!content.tiles.contains(timer->back_to))
            return "tile timer '" + shown + "' turns back to tile '" + timer->back_to +
                   "', which does not exist";
    }
    return {};
}

// The entity an operation changes or makes, for the consistency check.
EntityId touched_by(const EditOp& op, const EditResult& r) {
    switch (op.kind) {
        case EditOp::Kind::set:
        case EditOp::Kind::give:
            return op.entity;
        case EditOp::Kind::spawn:
            return r.created;
        case EditOp::Kind::restore:
            return r.inverse.ops.empty() ? kNoEntity : r.inverse.ops.front().entity;
        case EditOp::Kind::set_world:  // the caller checks the player
        case EditOp::Kind::remove:
        case EditOp::Kind::forget:
        case EditOp::Kind::explore:
        case EditOp::Kind::tile:
            return kNoEntity;
    }
    return kNoEntity;
}

// Puts back what the operations applied so far changed (their inverses, in order).
void roll_back(World& world, const Content& content, const EditResult& done) {
    EditResult ignored;
    for (const EditOp& op : done.inverse.ops) apply_op(world, content, op, ignored);
}

}  // namespace

EditResult apply_edit(World& world, const Content& content, const WorldEdit& edit) {
    // Applied in place, and undone through the inverses on a failure: copying the world
    // made each edit cost as much as the world is large.
    EditResult r;
    const EntityId next_id = world.next_id;
    std::vector<EntityId> touched;
    bool timers = false;
    for (const EditOp& op : edit.ops) {
        timers =
            timers || (op.kind == EditOp::Kind::set_world && op.path.starts_with("tile_timers"));
        if (!apply_op(world, content, op, r)) {
            const std::string error = std::move(r.error);
            roll_back(world, content, r);
            world.next_id = next_id;
            r = {};
            r.error = error;
            return r;
        }
        touched.push_back(op.kind == EditOp::Kind::set_world ? world.player_id : touched_by(op, r));
    }
    std::string problem = inconsistency(world, touched);
    if (problem.empty() && timers) problem = timer_problem(world, content);
    if (!problem.empty()) {
        roll_back(world, content, r);
        world.next_id = next_id;
        r = {};
        r.error = std::move(problem);
        return r;
    }
    r.applied = true;
    return r;
}

std::string to_string(const EditOp& op) {
    switch (op.kind) {
        case EditOp::Kind::set:
            return "set " + std::to_string(op.entity) + " " + op.path + " " + op.value;
        case EditOp::Kind::set_world:
            return "set world " + op.path + " " + op.value;
        case EditOp::Kind::spawn:
            return "spawn " + op.value + " " + std::to_string(op.pos.x) + " " +
                   std::to_string(op.pos.y);
        case EditOp::Kind::remove:
            return "remove " + std::to_string(op.entity);
        case EditOp::Kind::restore:
            return "restore " + std::to_string(op.index) + " " + op.value;
        case EditOp::Kind::give:
            return "give " + std::to_string(op.entity) + " " + op.value;
        case EditOp::Kind::forget:
            return "forget " + cell_runs_text(op.cells);
        case EditOp::Kind::explore:
            return "explore " + cell_runs_text(op.cells);
        case EditOp::Kind::tile:
            return tile_op_text(op);
    }
    return {};
}

std::string to_string(const WorldEdit& edit) {
    std::string out;
    for (const EditOp& op : edit.ops) out += (out.empty() ? "" : "; ") + to_string(op);
    return out;
}

std::optional<WorldEdit> parse_world_edit(const std::string& text, std::string& error) {
    WorldEdit edit;
    for (const std::string& part : split_ops(text)) {
        auto op = parse_op(part, error);
        if (!op) return std::nullopt;
        edit.ops.push_back(std::move(*op));
    }
    return edit;
}

WorldEdit edit_to_match(const Entity& current, const Entity& wanted) {
    WorldEdit edit;
    const std::vector<FieldValue> now = entity_fields(current);
    for (const FieldValue& f : entity_fields(wanted)) {
        if (f.path == "kind" || f.path == "def") continue;
        if (value_of(now, f.path) != f.value)
            edit.ops.push_back(EditOp::set(current.id, f.path, f.value));
    }
    // Entries of keyed maps (statuses) the wanted entity lacks: set to 0, which removes them.
    for (const FieldValue& f : now) {
        if (entity_field(wanted, f.path) == "0" && f.value != "0")
            edit.ops.push_back(EditOp::set(current.id, f.path, "0"));
    }
    return edit;
}

}  // namespace cf
