#include "engine/content/content.hpp"

namespace cf {

const char* kind_name(DefKind kind) {
    switch (kind) {
        case DefKind::tile: return "tile";
        case DefKind::actor: return "actor";
        case DefKind::item: return "item";
        case DefKind::slot: return "slot";
    }
    return "?";
}

const char* kind_file(DefKind kind) {
    switch (kind) {
        case DefKind::tile: return "tiles.yaml";
        case DefKind::actor: return "actors.yaml";
        case DefKind::item: return "items.yaml";
        case DefKind::slot: return "slots.yaml";
    }
    return "?";
}

std::string location_key(DefKind kind, const DefId& id) {
    return std::string(kind_name(kind)) + "/" + id;
}

}  // namespace cf
