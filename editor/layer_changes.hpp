#pragma once
// "What does mods/hard change?": every definition and field a layer writes against the
// layers below it, from the content's provenance (the files as loaded): the definitions it
// adds, the ones it deletes, and for each it changes, each field with the value below
// ("the default" when none) and the one it writes. The Files panel shows it per layer and
// a click opens the definition; the Content editor's header names the layers that touch
// the open definition.

#include <string>
#include <vector>

#include "engine/content/content.hpp"

namespace cf {

// One field a layer writes.
struct LayerFieldChange {
    std::string field;  // "fighter.power", "abilities" (a `KEY+:` list: "abilities+")
    std::string below;  // the value under the layer, as written ("3"), or "the default"
    std::string now;    // the value the layer writes ("5", "+[{name: Bite}]")
    std::string where;  // "mods/hard/actors.yaml:6"
};

// One definition or template a layer touches.
struct LayerChange {
    enum class Op { adds, changes, deletes };
    Op op = Op::changes;
    DefKind kind = DefKind::actor;
    DefId id;
    bool abstract = false;                 // a template
    std::string where;                     // where the layer writes it ("mods/hard/actors.yaml:4")
    std::vector<LayerFieldChange> fields;  // for `changes` (and `adds`: what it writes)

    // "changes actor 'orc'", "adds item 'flail'", "deletes actor 'rat'".
    std::string headline() const;
};

// What layer `layer` (an index into the provenance's layers) changes, by kind then id;
// empty without provenance or for the base layer (nothing is below it).
std::vector<LayerChange> layer_changes(const Content& content, int layer);

// The names of the layers whose files write definition or template `id` of `kind` itself
// (not through its templates), base first: {"content", "hard"}. Empty without provenance.
std::vector<std::string> layers_touching(const Content& content, DefKind kind, const DefId& id);

}  // namespace cf
