// Game::apply_content: hot reload into the running world. Entities hold only state,
// so taking new values is re-reading definitions; the only state rewritten here is
// what the new definitions make meaningless (HP fraction, impossible equipment).

#include <algorithm>
#include <cmath>

#include "engine/rules/game.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

template <class Map>
int count_changed(const Map& before, const Map& after) {
    int changed = 0;
    for (const auto& [id, def] : after) {
        auto it = before.find(id);
        if (it == before.end() || !(it->second == def)) ++changed;
    }
    for (const auto& [id, def] : before) {
        if (!after.contains(id)) ++changed;
    }
    return changed;
}

std::vector<std::string> refusal_reasons(const World& world, const Content& next) {
    std::vector<std::string> out;
    for (const DefId& tile : world.map.palette()) {
        if (!next.tile(tile)) out.push_back("tile '" + tile + "' is used by the current floor but no longer defined");
    }
    if (const Entity* p = world.find(world.player_id); p && !next.actor(p->def)) {
        out.push_back("the player's definition '" + p->def + "' is no longer defined");
    }
    return out;
}

// Drops carried items whose definition is gone and unequips what no longer fits its slot.
void fix_inventory(World& world, const Content& next, Entity& e) {
    auto& inv = *e.inventory;
    for (int i = static_cast<int>(inv.items.size()) - 1; i >= 0; --i) {
        const ItemInstance& item = inv.items[static_cast<std::size_t>(i)];
        if (next.item(item.def)) continue;
        world.say("The " + item.def + " you carried no longer exists.", Tone::system);
        remove_carried(e, i);
    }
    std::erase_if(inv.equipped, [&](const auto& entry) {
        for (const ItemInstance& item : inv.items) {
            if (item.id != entry.second) continue;
            const ItemDef* def = next.item(item.def);
            return !def || !def->equippable || def->equippable->slot != entry.first || !next.slot(entry.first);
        }
        return true;
    });
}

}  // namespace

ReloadReport Game::apply_content(ContentPtr next) {
    ReloadReport report;
    report.refused = refusal_reasons(world_, *next);
    if (!report.refused.empty()) return report;

    const Content& old = *content_;
    report.definitions_changed = count_changed(old.tiles, next->tiles) + count_changed(old.actors, next->actors) +
                                 count_changed(old.items, next->items) + count_changed(old.slots, next->slots) +
                                 (old.settings == next->settings ? 0 : 1) + (old.spawns == next->spawns ? 0 : 1);

    std::vector<EntityId> removed;
    for (Entity& e : world_.entities) {
        const bool exists = e.is_item() ? next->item(e.def) != nullptr : next->actor(e.def) != nullptr;
        if (!exists) {
            removed.push_back(e.id);
            continue;
        }
        const bool changed = e.is_item() ? !(*old.item(e.def) == *next->item(e.def))
                                         : !(*old.actor(e.def) == *next->actor(e.def));
        const int old_max = e.fighter ? max_hp(e, old) : 0;
        if (e.inventory) fix_inventory(world_, *next, e);
        if (e.is_actor() && next->actor(e.def)->ai != AiKind::none && !e.ai) e.ai = Ai{};
        if (e.alive()) {
            const int new_max = max_hp(e, *next);
            if (new_max != old_max) {
                const double fraction = static_cast<double>(e.fighter->hp) / old_max;
                e.fighter->hp = std::clamp(static_cast<int>(std::lround(fraction * new_max)), 1, new_max);
            }
        }
        if (changed) ++report.entities_updated;
    }
    for (EntityId id : removed) {
        const Entity* e = world_.find(id);
        world_.say("The " + e->def + " here no longer exists and vanishes.", Tone::system);
        world_.remove(id);
    }
    report.entities_removed = static_cast<int>(removed.size());
    content_ = std::move(next);
    world_.map.bind(*content_);
    refresh_fov();
    report.applied = true;
    return report;
}

}  // namespace cf
