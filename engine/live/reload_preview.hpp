#pragma once
// What a new content snapshot will do to the running game, before it does it:
// definitions added, removed, renamed and changed field by field (old -> new), and every
// live entity whose state or derived stats will change, with old and new values. The
// preview runs the very rebase the apply runs (rules/rebase.hpp), on a copy of the
// world, so what it shows is what applying gives.

#include <string>
#include <vector>

#include "engine/rules/game.hpp"
#include "engine/world/world_diff.hpp"

namespace cf {

struct DefinitionChange {
    enum class Kind { added, removed, renamed, changed };
    Kind kind = Kind::changed;
    DefKind def_kind = DefKind::actor;
    DefId id;                       // the new id (renamed: the new one, `from` the old)
    DefId from;                     // renamed only
    std::vector<FieldDiff> fields;  // changed (and renamed) only: "fighter.power": "3" -> "5"
};

struct ReloadPreview {
    bool applicable = false;  // false: the game would refuse it (see refused)
    std::vector<std::string> refused;
    std::vector<DefinitionChange> definitions;
    std::vector<FieldDiff> settings;  // settings fields that change
    bool spawn_tables_changed = false;
    std::vector<FieldDiff> entities;  // "entity 12 fighter.hp", "entity 12 max_hp" (derived), ...
    std::string summary;  // "2 definitions changed, 5 entities updated" as the log would say
};

// The preview of applying `next` (with `renames`) to `game`, which is left untouched.
ReloadPreview preview_reload(const Game& game, const Content& next,
                             const std::vector<Rename>& renames);

// Field-by-field differences of the definitions two snapshots hold, renames matched up.
std::vector<DefinitionChange> diff_definitions(const Content& before, const Content& after,
                                               const std::vector<Rename>& renames);

}  // namespace cf
