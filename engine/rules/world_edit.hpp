#pragma once
// World edits: what the inspector, the overlays and undo do to a running world, as
// events on the game's timeline. Applying an edit gives its inverse, the edit that
// puts back every field it changed; undo appends that inverse instead of moving time
// backwards, so the player's turns stay. Every edit has a text form for recordings:
//
//   set 12 fighter.hp 5           a described field of entity 12 (state_schema.hpp)
//   set world god_mode true       a described field of the world
//   spawn orc 30 12               a new entity from its definition (gets the next id)
//   remove 12                     takes entity 12 (and what it carries) off the floor
//   restore 3 {id: 12, ...}       puts an entity back, exactly, at index 3 of the list
//   give 1 potion_of_healing      a new item in entity 1's inventory
//   forget 12:38-41 13:40         cells of the map no longer explored (runs on a row,
//                                 y:x0-x1 or y:x): undo of what an edit's move revealed
//   explore 12:38-41 13:40        cells explored again (redo)
//   tile 30 12 door               the floor's cell (30, 12) becomes that tile (refused when
//                                 it cannot be walked on and something stands there);
//                                 `tile 30 12 poison_trap revealed`: a trap the player knows
//
// An edit of several operations is one line, operations separated by "; ".

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

struct EditOp {
    enum class Kind { set, set_world, spawn, remove, restore, give, forget, explore, tile };
    Kind kind = Kind::set;
    EntityId entity = kNoEntity;  // set, remove, give
    std::string path;             // set, set_world: the field
    std::string value;            // set, set_world: its text; spawn, give, tile: the definition;
                                  // restore: the entity's text (entity_to_text)
    Point pos;                    // spawn, tile: where
    std::size_t index = 0;        // restore: place in the entity list; tile: 1 = revealed
    std::vector<Point> cells;     // forget, explore: sorted by row, then column

    friend bool operator==(const EditOp&, const EditOp&) = default;

    static EditOp set(EntityId id, std::string path, std::string value);
    static EditOp set_world(std::string path, std::string value);
    static EditOp spawn(DefId def, Point pos);
    static EditOp remove(EntityId id);
    static EditOp restore(std::size_t index, const Entity& e);
    static EditOp give(EntityId id, DefId item);
    static EditOp forget(std::vector<Point> cells);
    static EditOp explore(std::vector<Point> cells);
    static EditOp tile(Point pos, DefId id, bool revealed = false);
};

struct WorldEdit {
    std::vector<EditOp> ops;
    friend bool operator==(const WorldEdit&, const WorldEdit&) = default;
    bool empty() const { return ops.empty(); }
};

struct EditResult {
    bool applied = false;
    std::string error;             // why nothing was changed
    WorldEdit inverse;             // applying it right after puts every changed field back
    EntityId created = kNoEntity;  // the entity a spawn made
};

// The tile operation (world_edit_tile.cpp): applies `op` or says why not in r.error,
// prepending its inverse; its text form.
bool apply_tile_op(World& world, const Content& content, const EditOp& op, EditResult& r);
std::string tile_op_text(const EditOp& op);

// Applies every operation or none: on the first that fails (unknown entity or field, a
// value out of range, an unknown definition) the world is left as it was.
EditResult apply_edit(World& world, const Content& content, const WorldEdit& edit);

std::string to_string(const WorldEdit& edit);
std::string to_string(const EditOp& op);
std::optional<WorldEdit> parse_world_edit(const std::string& text, std::string& error);

// The edit that makes `e` in the world equal to `wanted` (same id): a set per field
// that differs, in description order.
WorldEdit edit_to_match(const Entity& current, const Entity& wanted);

}  // namespace cf
