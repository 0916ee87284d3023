#pragma once
// Edits the content tests make the way the editor makes them.

#include <memory>

#include "engine/content/content.hpp"
#include "tests/support/test_support.hpp"

namespace cf::test {

// Actor `from` renamed `to` as the editor renames it: its key, its id and its entries in
// the spawn tables (references elsewhere are left as they are).
inline void rename_actor(Content& content, const DefId& from, const DefId& to) {
    content = *with_id_changed(content, DefKind::actor, from, to);
    for (auto& [depth, weights] : content.spawns.monsters.by_depth) {
        if (auto entry = weights.extract(from)) {
            entry.key() = to;
            weights.insert(std::move(entry));
        }
    }
}

}  // namespace cf::test
