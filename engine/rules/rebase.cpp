#include "engine/rules/rebase.hpp"

#include <algorithm>
#include <cmath>

#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/tile_timers.hpp"

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

int definitions_changed(const Content& old, const Content& next) {
    return count_changed(old.tiles, next.tiles) + count_changed(old.actors, next.actors) +
           count_changed(old.items, next.items) + count_changed(old.slots, next.slots) +
           count_changed(old.statuses, next.statuses) + (old.settings == next.settings ? 0 : 1) +
           (old.spawns == next.spawns ? 0 : 1);
}

DefId renamed(const DefId& id, DefKind kind, const std::vector<Rename>& renames) {
    DefId out = id;
    for (const Rename& r : renames) {
        if (r.kind == kind && r.from == out) out = r.to;
    }
    return out;
}

void apply_renames(World& world, const std::vector<Rename>& renames) {
    if (renames.empty()) return;
    for (const Rename& r : renames) {
        if (r.kind == DefKind::tile) world.map.rename_tile(r.from, r.to);
        if (r.kind == DefKind::vault) world.map.rename_vault(r.from, r.to);
    }
    std::map<DefId, int> placed;
    for (const auto& [id, n] : world.vaults_placed)
        placed[renamed(id, DefKind::vault, renames)] += n;
    world.vaults_placed = std::move(placed);
    std::map<DefId, int> known;
    for (const auto& [id, n] : world.identified) known[renamed(id, DefKind::item, renames)] = n;
    world.identified = std::move(known);
    std::map<DefId, int> timers;
    for (const auto& [key, turn] : world.tile_timers) {
        const std::optional<TileTimer> t = parse_tile_timer(key);
        timers[t ? std::to_string(t->cell.x) + "_" + std::to_string(t->cell.y) + "_" +
                       renamed(t->back_to, DefKind::tile, renames)
                 : key] = turn;
    }
    world.tile_timers = std::move(timers);
    for (Entity& e : world.entities) {
        e.def = renamed(e.def, e.is_item() ? DefKind::item : DefKind::actor, renames);
        if (e.allegiance)
            e.allegiance->faction = renamed(e.allegiance->faction, DefKind::faction, renames);
        if (!e.inventory) continue;
        for (ItemInstance& item : e.inventory->items)
            item.def = renamed(item.def, DefKind::item, renames);
        std::map<DefId, EntityId> slots;
        for (const auto& [slot, id] : e.inventory->equipped)
            slots[renamed(slot, DefKind::slot, renames)] = id;
        e.inventory->equipped = std::move(slots);
    }
    for (Entity& e : world.entities) {
        if (e.statuses.empty()) continue;
        std::map<DefId, int> statuses;
        for (const auto& [id, turns] : e.statuses)
            statuses[renamed(id, DefKind::status, renames)] = turns;
        e.statuses = std::move(statuses);
        std::map<DefId, EntityId> sources;
        for (const auto& [id, source] : e.status_sources)
            sources[renamed(id, DefKind::status, renames)] = source;
        e.status_sources = std::move(sources);
    }
}

// Statuses the content no longer defines end, silently but for a note; cooldowns of
// abilities the definition no longer has are forgotten.
void fix_statuses(const Content& next, Entity& e, bool is_player, std::vector<std::string>& notes) {
    for (auto it = e.statuses.begin(); it != e.statuses.end();) {
        if (next.status(it->first)) {
            ++it;
            continue;
        }
        notes.push_back("Status '" + it->first + "' of " + (is_player ? "you" : describe(e)) +
                        " ended: the content has no status '" + it->first + "'.");
        e.status_sources.erase(it->first);
        it = e.statuses.erase(it);
    }
    std::erase_if(e.status_sources, [&](const auto& s) { return !e.statuses.contains(s.first); });
    if (!e.ai || e.ai->cooldowns.empty()) return;
    const ActorDef* def = next.actor(e.def);
    std::erase_if(e.ai->cooldowns, [&](const auto& c) {
        if (!def) return true;
        return std::none_of(def->abilities.begin(), def->abilities.end(),
                            [&](const AbilityDef& a) { return ability_key(a.name) == c.first; });
    });
}

// "Entity 4 (actor 'orc')", to start a note.
std::string described(const Entity& e) {
    std::string out = describe(e);
    out[0] = 'E';
    return out;
}

bool defined(const Entity& e, const Content& c) {
    return e.is_item() ? c.item(e.def) != nullptr : c.actor(e.def) != nullptr;
}

// Drops carried items whose definition is gone and unequips what no longer fits its slot.
void fix_inventory(const Content& next, Entity& e, bool is_player,
                   std::vector<std::string>& notes) {
    auto& inv = *e.inventory;
    for (int i = static_cast<int>(inv.items.size()) - 1; i >= 0; --i) {
        const ItemInstance& item = inv.items[static_cast<std::size_t>(i)];
        if (next.item(item.def)) continue;
        notes.push_back("Item " + std::to_string(item.id) + " ('" + item.def + "') carried by " +
                        (is_player ? "you" : describe(e)) + " is gone: the content has no item '" +
                        item.def + "'.");
        remove_carried(e, i);
    }
    std::erase_if(inv.equipped, [&](const auto& entry) {
        for (const ItemInstance& item : inv.items) {
            if (item.id != entry.second) continue;
            const ItemDef* def = next.item(item.def);
            const bool fits = def && def->equippable && def->equippable->slot == entry.first &&
                              next.slot(entry.first);
            if (!fits) {
                notes.push_back("Item " + std::to_string(item.id) + " ('" + item.def +
                                "') is no longer equipped: it does not fit slot '" + entry.first +
                                "' in the current content.");
            }
            return !fits;
        }
        return true;
    });
}

// The rules' rewrite of one entity that stays; `old_max` is its max HP before (or -1).
void rewrite_state(Entity& e, const Content& next, int old_max, bool is_player,
                   std::vector<std::string>& notes) {
    if (e.inventory) fix_inventory(next, e, is_player, notes);
    fix_statuses(next, e, is_player, notes);
    if (e.is_actor() && next.actor(e.def)->ai.kind != AiKind::none && !e.ai) e.ai = Ai{};
    if (!e.alive()) return;
    const int new_max = max_hp(e, next);
    if (old_max > 0 && new_max != old_max) {
        const double fraction = static_cast<double>(e.fighter->hp) / old_max;
        e.fighter->hp = std::clamp(static_cast<int>(std::lround(fraction * new_max)), 1, new_max);
    } else {
        e.fighter->hp = std::min(e.fighter->hp, new_max);
    }
}

std::string counted(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::string summary(const RebaseReport& report) {
    std::string out = counted(report.definitions_changed, "definition", "definitions") +
                      " changed, " + counted(report.entities_updated, "entity", "entities") +
                      " updated";
    if (report.entities_removed > 0)
        out += ", " + std::to_string(report.entities_removed) + " removed";
    return out;
}

std::vector<Rename> reversed(const std::vector<Rename>& renames) {
    std::vector<Rename> out;
    for (auto it = renames.rbegin(); it != renames.rend(); ++it)
        out.push_back({it->kind, it->to, it->from});
    return out;
}

std::vector<std::string> rebase_refusals(const World& world, const Content& next,
                                         const std::vector<Rename>& renames) {
    std::vector<std::string> out;
    for (const DefId& tile : world.map.palette()) {
        const DefId id = renamed(tile, DefKind::tile, renames);
        if (!next.tile(id))
            out.push_back("tile '" + id + "' is used by the current floor but no longer defined");
    }
    if (const Entity* p = world.find(world.player_id)) {
        const DefId id = renamed(p->def, DefKind::actor, renames);
        if (!next.actor(id))
            out.push_back("the player's definition '" + id + "' is not in the content");
    }
    return out;
}

RebaseReport rebase_world(World& world, const Content* old, const Content& next,
                          const std::vector<Rename>& renames) {
    RebaseReport report;
    report.refused = rebase_refusals(world, next, renames);
    if (!report.refused.empty()) return report;
    if (old) report.definitions_changed = definitions_changed(*old, next);

    // What the old content said is read before renames change the ids it is keyed by.
    std::vector<int> old_max(world.entities.size(), -1);
    std::vector<bool> updated(world.entities.size(), false);
    for (std::size_t i = 0; old && i < world.entities.size(); ++i) {
        const Entity& e = world.entities[i];
        if (!defined(e, *old)) continue;
        if (e.alive()) old_max[i] = max_hp(e, *old);
        const DefId id = renamed(e.def, e.is_item() ? DefKind::item : DefKind::actor, renames);
        updated[i] = e.is_item() ? next.item(id) && !(*next.item(id) == *old->item(e.def))
                                 : next.actor(id) && !(*next.actor(id) == *old->actor(e.def));
        // What it holds counts too: a status's new modifier changes its bearer.
        for (const auto& [status, turns] : e.statuses) {
            const StatusDef* then = old->status(status);
            const StatusDef* now = next.status(renamed(status, DefKind::status, renames));
            updated[i] = updated[i] || !then || !now || !(*then == *now);
        }
        // What it carries counts too: a sword's new bonus changes its wielder's power.
        for (std::size_t k = 0; e.inventory && !updated[i] && k < e.inventory->items.size(); ++k) {
            const DefId& item = e.inventory->items[k].def;
            const ItemDef* then = old->item(item);
            const ItemDef* now = next.item(renamed(item, DefKind::item, renames));
            updated[i] = !then || !now || !(*then == *now);
        }
    }
    apply_renames(world, renames);
    const std::vector<Entity> before = world.entities;

    std::vector<std::size_t> removed;
    for (std::size_t i = 0; i < world.entities.size(); ++i) {
        Entity& e = world.entities[i];
        if (!defined(e, next)) {
            removed.push_back(i);
            continue;
        }
        rewrite_state(e, next, old_max[i], e.id == world.player_id, report.notes);
        if (updated[i]) ++report.entities_updated;
        if (!(e == before[i])) {
            ++report.entities_changed;
            const WorldEdit back = edit_to_match(e, before[i]);
            report.restore.ops.insert(report.restore.ops.end(), back.ops.begin(), back.ops.end());
        }
    }
    for (std::size_t i : removed) {
        report.notes.push_back(described(before[i]) + " left the floor: the content has no " +
                               (before[i].is_item() ? "item '" : "actor '") + before[i].def + "'.");
        report.restore.ops.push_back(EditOp::restore(i, before[i]));
    }
    for (auto it = removed.rbegin(); it != removed.rend(); ++it) {
        world.entities.erase(world.entities.begin() + static_cast<std::ptrdiff_t>(*it));
    }
    report.entities_removed = static_cast<int>(removed.size());
    world.map.bind(next);
    report.applied = true;
    return report;
}

}  // namespace cf
