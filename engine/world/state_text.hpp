#pragma once
// State as text, driven by state_schema.hpp: every described field of an entity or the
// world as a (path, value) pair, set one field from its text, and a whole entity as one
// line of YAML flow text. World edits, their inverses, diffs and the inspector's undo
// labels all use these forms, so they agree on what a field is called and how it reads.
//
//   paths:  "x", "fighter.hp", "progression.xp", "inventory.items", "statuses.poisoned",
//           "ai.cooldowns.shoot" (one field per entry of a keyed map)
//   values: "12", "true", "[[5, sword], [7, potion]]", "{weapon: 5}"
//   entity: "{id: 12, kind: actor, def: orc, x: 3, y: 4, fighter: {hp: 5}, ai: {},
//            statuses: {poisoned: 3}}"

#include <optional>
#include <string>
#include <vector>

#include "engine/world/world.hpp"

namespace cf {

struct FieldValue {
    std::string path;
    std::string value;
    friend bool operator==(const FieldValue&, const FieldValue&) = default;
};

// Every described field of `e` that it has (absent components are left out), in
// description order.
std::vector<FieldValue> entity_fields(const Entity& e);
// Every described field of the world itself (depth, turn, status, god mode, ...).
std::vector<FieldValue> world_fields(const World& w);
// The text of one field of `e` as entity_fields gives it; "0" for an entry a keyed map
// lacks ("statuses.poisoned" of an entity that is not poisoned), which is what setting
// it to 0 leaves; nullopt when `path` names no field `e` has.
std::optional<std::string> entity_field(const Entity& e, const std::string& path);

// Sets one described field from its text. False with `error` (the entity unchanged)
// when the path is not a field `e` has or the value does not fit its type and range.
bool set_entity_field(Entity& e, const std::string& path, const std::string& value,
                      std::string& error);
bool set_world_field(World& w, const std::string& path, const std::string& value,
                     std::string& error);

// The entity as one line of YAML flow text, id first; read back by entity_from_text.
std::string entity_to_text(const Entity& e);
std::optional<Entity> entity_from_text(const std::string& text, std::string& error);

}  // namespace cf
