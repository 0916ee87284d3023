// Checks of the effect language across definitions: what one entry cannot tell alone
// (a status that gives itself every turn, an ability no monster could aim), located at
// the list entry the problem is in.

#include <functional>
#include <set>

#include "engine/content/message_template.hpp"
#include "engine/content/validation.hpp"

namespace cf {

namespace {

struct Where {
    const Content& content;
    std::vector<Problem>& problems;
    std::string fallback_key;  // the definition's location key
    std::string file;

    void report(const std::string& entry, const std::string& message) const {
        const auto it = content.locations.find(entry);
        const std::string key = it == content.locations.end() ? fallback_key : entry;
        problems.push_back(problem_at(content, key, file, message));
    }
};

void check_message(const Where& at, const std::string& entry, const std::string& field,
                   const std::string& text) {
    const std::string bad = unknown_placeholder(text);
    if (bad.empty()) return;
    at.report(entry, entry + " " + field + ": '" + bad +
                         "' is not a placeholder (use {target}, {Target}, {user}, {User}, "
                         "{item}, {amount}, {status}, {turns}, {actor}, {s}, {es}, {is}, {has})");
}

// Whether some status has `name` as its id or its tag.
bool names_statuses(const Content& c, const std::string& name) {
    if (c.status(name)) return true;
    for (const auto& [id, s] : c.statuses) {
        if (s.tag == name) return true;
    }
    return false;
}

// `chosen_cell`: the list's targets include a cell the user chose.
void check_effects(const Where& at, const std::string& list, const EffectList& effects,
                   bool chosen_cell) {
    for (std::size_t i = 0; i < effects.size(); ++i) {
        const EffectDef& e = effects[i];
        const std::string entry = list + "[" + std::to_string(i) + "]";
        check_message(at, entry, "message", e.message);
        if (e.kind == EffectKind::teleport && e.teleport == TeleportKind::target && !chosen_cell)
            at.report(entry, entry +
                                 ": 'teleport: target' needs a cell the user chooses (use "
                                 "target: cell)");
        if (e.kind == EffectKind::cleanse && !names_statuses(at.content, e.status))
            at.report(entry, entry + ": 'cleanse: " + e.status +
                                 "' names no status: give a status id or a status's tag");
        if (e.kind == EffectKind::reveal_floor && !e.reveal_floor)
            at.report(entry, entry +
                                 ": 'reveal_floor' must be true (leave the effect out "
                                 "instead)");
    }
}

void check_abilities(const Where& at, const std::string& owner, const ActorDef& actor) {
    std::set<std::string> keys;
    for (std::size_t i = 0; i < actor.abilities.size(); ++i) {
        const AbilityDef& a = actor.abilities[i];
        const std::string entry = owner + ".abilities[" + std::to_string(i) + "]";
        const std::string key = ability_key(a.name);
        if (!keys.insert(key).second)
            at.report(entry, entry + ": two abilities are named '" + a.name +
                                 "'; their cooldowns would be one (give each its own name)");
        if (a.target == TargetKind::creature || a.target == TargetKind::cell)
            at.report(entry, entry + ": target '" +
                                 std::string(kTargetNames[static_cast<std::size_t>(a.target)]) +
                                 "' is chosen by a player; an ability uses self, nearest_enemy, "
                                 "in_view or wounded_ally");
        check_message(at, entry, "message", a.message);
        check_effects(at, entry + ".effects", a.effects, false);
    }
}

void check_actors(const Content& c, std::vector<Problem>& problems) {
    for (const auto& [id, actor] : c.actors) {
        const std::string owner = "actor '" + id + "'";
        const Where at{c, problems, location_key(DefKind::actor, id), kind_file(DefKind::actor)};
        check_abilities(at, owner, actor);
        check_effects(at, owner + ".on_hit", actor.on_hit, false);
        check_effects(at, owner + ".on_death", actor.on_death, false);
        check_effects(at, owner + ".on_struck", actor.on_struck, false);
        check_effects(at, owner + ".on_kill", actor.on_kill, false);
    }
}

void check_item_effects(const Content& c, std::vector<Problem>& problems) {
    for (const auto& [id, item] : c.items) {
        const std::string owner = "item '" + id + "'";
        const Where at{c, problems, location_key(DefKind::item, id), kind_file(DefKind::item)};
        if (item.use) {
            if (item.use->target == TargetKind::wounded_ally)
                at.report(owner, owner +
                                     ".use: target 'wounded_ally' has no one to pick: the "
                                     "player has no allies (use self or creature)");
            check_message(at, owner + ".use", "self_message", item.use->self_message);
            check_effects(at, owner + ".use.effects", item.use->effects,
                          item.use->target == TargetKind::cell);
        }
        check_effects(at, owner + ".on_pickup", item.on_pickup, false);
        if (item.equippable) {
            check_effects(at, owner + ".equippable.on_hit", item.equippable->on_hit, false);
            check_effects(at, owner + ".equippable.on_equip", item.equippable->on_equip, false);
            check_effects(at, owner + ".equippable.on_unequip", item.equippable->on_unequip, false);
        }
    }
}

// A tile's on_step has no user and no chosen cell: only whoever stepped there.
void check_tile_effects(const Content& c, std::vector<Problem>& problems) {
    for (const auto& [id, tile] : c.tiles) {
        const std::string owner = "tile '" + id + "'";
        const Where at{c, problems, location_key(DefKind::tile, id), kind_file(DefKind::tile)};
        check_effects(at, owner + ".on_step", tile.on_step, false);
        for (std::size_t i = 0; i < tile.on_step.size(); ++i) {
            if (tile.on_step[i].kind != EffectKind::summon) continue;
            const std::string entry = owner + ".on_step[" + std::to_string(i) + "]";
            at.report(entry, entry +
                                 ": 'summon' needs a summoner, and a tile's on_step has only "
                                 "whoever stepped on it (summon from an actor's ability)");
        }
    }
}

// The statuses `status`'s each_turn gives, directly.
std::vector<DefId> gives(const StatusDef& status) {
    std::vector<DefId> out;
    for (const EffectDef& e : status.each_turn) {
        if (e.kind == EffectKind::status) out.push_back(e.status);
    }
    return out;
}

// A chain of statuses each giving the next that leads back to `from`; empty when none.
std::vector<DefId> cycle_from(const Content& c, const DefId& from) {
    std::vector<DefId> path{from};
    std::set<DefId> seen;
    std::function<bool(const DefId&)> walk = [&](const DefId& at) {
        const StatusDef* s = c.status(at);
        if (!s) return false;
        for (const DefId& next : gives(*s)) {
            if (next == from) return true;
            if (!seen.insert(next).second) continue;
            path.push_back(next);
            if (walk(next)) return true;
            path.pop_back();
        }
        return false;
    };
    return walk(from) ? path : std::vector<DefId>{};
}

void check_statuses(const Content& c, std::vector<Problem>& problems) {
    for (const auto& [id, status] : c.statuses) {
        const std::string owner = "status '" + id + "'";
        const Where at{c, problems, location_key(DefKind::status, id), kind_file(DefKind::status)};
        check_message(at, owner, "start_message", status.start_message);
        check_message(at, owner, "end_message", status.end_message);
        check_effects(at, owner + ".each_turn", status.each_turn, false);
        check_effects(at, owner + ".on_start", status.on_start, false);
        check_effects(at, owner + ".on_end", status.on_end, false);
        const std::vector<DefId> cycle = cycle_from(c, id);
        if (cycle.empty()) continue;
        std::string chain;
        for (std::size_t i = 1; i < cycle.size(); ++i) chain += " through '" + cycle[i] + "'";
        at.report(owner, owner + " gives itself again each turn" + chain +
                             ", so it would never end (each_turn must not give the status it is "
                             "in)");
    }
}

}  // namespace

void check_effect_language(const Content& c, std::vector<Problem>& problems) {
    check_statuses(c, problems);
    check_actors(c, problems);
    check_item_effects(c, problems);
    check_tile_effects(c, problems);
}

}  // namespace cf
