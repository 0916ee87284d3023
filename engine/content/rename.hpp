#pragma once
// A definition's new id. Renames travel with content revisions (the world's entities
// follow them) and with saves (a renamed key is changed where it stands), so they live
// with the content, below both.

#include "engine/content/content.hpp"

namespace cf {

// A definition's id changed: old -> new, for every reference to it.
struct Rename {
    DefKind kind = DefKind::actor;
    DefId from;
    DefId to;
    friend bool operator==(const Rename&, const Rename&) = default;
};

}  // namespace cf
