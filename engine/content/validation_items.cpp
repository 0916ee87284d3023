// Checks of the item forms of issue 35 that no single field can tell: charges that need a
// use, a thrown item that is also worn, an appearance pool with fewer looks than the items
// drawing from it, or one look twice. Each problem points at the item or the pool.

#include <set>

#include "engine/content/validation.hpp"

namespace cf {

namespace {

void check_item(const Content& c, const DefId& id, const ItemDef& item,
                std::vector<Problem>& problems) {
    const auto report = [&](const std::string& message) {
        problems.push_back(problem_at(c, location_key(DefKind::item, id), kind_file(DefKind::item),
                                      "item '" + id + "' " + message));
    };
    if (item.charges && !item.use)
        report("has charges but no 'use' to spend them on; give it a use or leave charges out");
    if (item.charges && item.charges->least > item.charges->most)
        report("has charges [" + std::to_string(item.charges->least) + ", " +
               std::to_string(item.charges->most) +
               "] reversed: the least must not be greater than the most");
    if (item.thrown && item.equippable)
        report("is both equippable and thrown; an item that is worn cannot be thrown");
}

void check_pool(const Content& c, const DefId& id, const AppearanceDef& pool,
                std::vector<Problem>& problems) {
    const auto report = [&](const std::string& message) {
        problems.push_back(problem_at(c, location_key(DefKind::appearance, id),
                                      kind_file(DefKind::appearance),
                                      "appearance pool '" + id + "' " + message));
    };
    std::vector<DefId> drawers;
    for (const auto& [item_id, item] : c.items) {
        if (item.unidentified == id) drawers.push_back(item_id);
    }
    if (drawers.size() > pool.looks.size()) {
        std::string names;
        for (const DefId& d : drawers) names += (names.empty() ? "" : ", ") + d;
        report("has " + std::to_string(pool.looks.size()) + " looks but " +
               std::to_string(drawers.size()) + " items draw from it (" + names +
               "): add looks so each item has one of its own");
    }
    std::set<std::string> seen;
    for (const Look& look : pool.looks) {
        if (!seen.insert(look.name).second)
            report("has the look '" + look.name + "' twice; two items would look alike");
    }
}

}  // namespace

void check_item_forms(const Content& c, std::vector<Problem>& problems) {
    for (const auto& [id, item] : c.items) check_item(c, id, item, problems);
    for (const auto& [id, pool] : c.appearances) check_pool(c, id, pool, problems);
}

}  // namespace cf
