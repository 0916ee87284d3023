// The world edit `tile X Y ID [revealed]`: a designer's or a tool's change of one cell of
// the floor (the inspector's tile brush, the automation API), undoable like every edit.

#include "engine/rules/world_edit.hpp"

namespace cf {

namespace {

std::string cell_text(Point p) {
    return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

// Why `id` may not go on `p`: "" when it may.
std::string tile_refusal(const World& w, const Content& c, Point p, const DefId& id) {
    if (!w.map.in_bounds(p)) return cell_text(p) + " is outside the map";
    const TileDef* tile = c.tile(id);
    if (!tile) return "there is no tile '" + id + "'";
    if (tile->walkable) return "";
    for (const Entity& e : w.entities) {
        if (e.pos != p || (e.is_actor() && !e.alive())) continue;
        return "tile '" + id + "' cannot be walked on and " + describe(e) + " is at " +
               cell_text(p);
    }
    return "";
}

}  // namespace

EditOp EditOp::tile(Point pos, DefId id, bool revealed) {
    EditOp op;
    op.kind = Kind::tile;
    op.pos = pos;
    op.value = std::move(id);
    op.index = revealed ? 1 : 0;
    return op;
}

bool apply_tile_op(World& w, const Content& c, const EditOp& op, EditResult& r) {
    r.error = tile_refusal(w, c, op.pos, op.value);
    if (!r.error.empty()) return false;
    const EditOp undo = EditOp::tile(op.pos, w.map.tile_id(op.pos), w.map.revealed(op.pos));
    w.map.set_tile(op.pos, op.value);
    w.map.set_revealed(op.pos, op.index != 0);
    r.inverse.ops.insert(r.inverse.ops.begin(), undo);
    return true;
}

std::string tile_op_text(const EditOp& op) {
    return "tile " + std::to_string(op.pos.x) + " " + std::to_string(op.pos.y) + " " + op.value +
           (op.index != 0 ? " revealed" : "");
}

}  // namespace cf
