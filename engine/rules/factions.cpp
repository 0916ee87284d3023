#include "engine/rules/factions.hpp"

#include <algorithm>

#include "engine/rules/combat.hpp"

namespace cf {

namespace {

bool names(const std::vector<DefId>& list, const DefId& id) {
    return std::find(list.begin(), list.end(), id) != list.end();
}

// The faction given to `e` for good, else its definition's: what a charm falls back to.
DefId own_faction(const Content& content, const Entity& e) {
    if (e.allegiance && !e.allegiance->faction.empty()) return e.allegiance->faction;
    return def_faction(content, e.def);
}

// The creature whose charm holds `e`, or null.
const Entity* charmer_of(const World& world, const Content& content, const Entity& e) {
    for (const auto& [id, turns] : e.statuses) {
        const StatusDef* s = content.status(id);
        if (!s || s->behaviour != Behaviour::charm || turns <= 0) continue;
        const auto source = e.status_sources.find(id);
        if (source == e.status_sources.end() || source->second == e.id) continue;
        if (const Entity* charmer = world.find(source->second)) return charmer;
    }
    return nullptr;
}

std::string faction_name(const Content& content, const DefId& id) {
    const FactionDef* f = content.faction(id);
    return f && !f->name.empty() ? f->name : id;
}

}  // namespace

DefId def_faction(const Content& content, const DefId& id) {
    const ActorDef* def = content.actor(id);
    if (def && !def->faction.empty()) return def->faction;
    return DefId(id == content.settings.player ? kPlayerFaction : kMonsterFaction);
}

DefId player_faction(const Content& content) {
    return def_faction(content, content.settings.player);
}

DefId faction_of(const World& world, const Content& content, const Entity& e) {
    if (!e.statuses.empty()) {
        if (const Entity* charmer = charmer_of(world, content, e))
            return own_faction(content, *charmer);
    }
    return own_faction(content, e);
}

void set_faction(Entity& e, const Content& content, const DefId& faction) {
    if (faction.empty() || faction == def_faction(content, e.def)) {
        e.allegiance.reset();
    } else {
        e.allegiance = Allegiance{faction};
    }
}

Relation relation(const Content& content, const DefId& a, const DefId& b) {
    if (a == b) return Relation::allied;
    const FactionDef* fa = content.faction(a);
    const FactionDef* fb = content.faction(b);
    const auto says = [&](const std::vector<DefId> FactionDef::*list) {
        return (fa && names(fa->*list, b)) || (fb && names(fb->*list, a));
    };
    if (says(&FactionDef::hostile)) return Relation::hostile;
    if (says(&FactionDef::allied)) return Relation::allied;
    if (says(&FactionDef::neutral)) return Relation::neutral;
    const DefId player = player_faction(content);
    return a == player || b == player ? Relation::hostile : Relation::neutral;
}

Relation relation_between(const World& world, const Content& content, const Entity& a,
                          const Entity& b) {
    if (a.id == b.id) return Relation::allied;
    return relation(content, faction_of(world, content, a), faction_of(world, content, b));
}

std::string explain_relation(const World& world, const Content& content, const Entity& a,
                             const Entity& b) {
    const Relation r = relation_between(world, content, a, b);
    const bool you = a.id == world.player_id;
    std::string text = subject_name(world, content, a) + (you ? " are " : " is ") +
                       std::string(kRelationNames[static_cast<std::size_t>(r)]) + " to " +
                       subject_name(world, content, b);
    const DefId fa = faction_of(world, content, a);
    const DefId fb = faction_of(world, content, b);
    text += fa == fb ? " (both " + faction_name(content, fa) + ")"
                     : " (" + faction_name(content, fa) + " and " + faction_name(content, fb) + ")";
    for (const Entity* e : {&a, &b}) {
        if (e->statuses.empty()) continue;
        if (const Entity* charmer = charmer_of(world, content, *e))
            text += "; " + subject_name(world, content, *e) + " is charmed by " +
                    subject_name(world, content, *charmer);
    }
    return text;
}

}  // namespace cf
