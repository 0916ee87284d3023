#include "engine/rules/stats.hpp"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <iterator>

#include "engine/rules/statuses.hpp"

namespace cf {

namespace {

// Where each stat's points come from, one row a stat in Stat's order: the definition's
// base, the level-up gains, an equipped item's bonus and a held status's modifier.
struct StatSources {
    int (*base)(const ActorDef&);
    int (*gains)(const Progression&);
    int (*bonus)(const EquippableDef&);
    int (*modifier)(const Modifiers&);
};
constexpr StatSources kStatSources[] = {
    {[](const ActorDef& d) { return d.fighter.hp; },
     [](const Progression& p) { return p.max_hp_gain; },
     [](const EquippableDef& eq) { return eq.max_hp; },
     [](const Modifiers& m) { return m.max_hp; }},
    {[](const ActorDef& d) { return d.fighter.power; },
     [](const Progression& p) { return p.power_gain; },
     [](const EquippableDef& eq) { return eq.power; }, [](const Modifiers& m) { return m.power; }},
    {[](const ActorDef& d) { return d.fighter.defense; },
     [](const Progression& p) { return p.defense_gain; },
     [](const EquippableDef& eq) { return eq.defense; },
     [](const Modifiers& m) { return m.defense; }},
    {[](const ActorDef& d) { return d.speed; }, [](const Progression&) { return 0; },
     [](const EquippableDef&) { return 0; }, [](const Modifiers& m) { return m.speed; }},
};
static_assert(std::size(kStatSources) == std::size(kStatNames), "one row for each Stat");

const StatSources& stat_sources_of(Stat stat) {
    return kStatSources[static_cast<std::size_t>(stat)];
}

}  // namespace

int StatBreakdown::bonus() const {
    int sum = 0;
    for (const StatSource& s : bonuses) sum = saturated_add(sum, s.amount);
    return sum;
}

int StatBreakdown::from_statuses() const {
    int sum = 0;
    for (const StatSource& s : statuses) sum = saturated_add(sum, s.amount);
    return sum;
}

int StatBreakdown::total() const {
    return saturated_add(saturated_add(saturated_add(base, gains), bonus()), from_statuses());
}

StatBreakdown breakdown(const Entity& e, const Content& content, Stat stat) {
    StatBreakdown out;
    const ActorDef* def = content.actor(e.def);
    if (!def) return out;
    const StatSources& from = stat_sources_of(stat);
    out.base = from.base(*def);
    if (e.progression) out.gains = from.gains(*e.progression);
    if (!e.statuses.empty() || e.inventory) {
        for (const StatusDef* s : held_statuses(e, content)) {
            const int amount = from.modifier(s->modifiers);
            if (amount != 0) out.statuses.push_back({s->name, s->id, "", amount});
        }
    }
    if (!e.inventory) return out;
    for (const auto& [slot, item_id] : e.inventory->equipped) {
        // A named copy: lambdas may not capture structured bindings before clang 16.
        const auto wanted = item_id;
        auto it = std::find_if(e.inventory->items.begin(), e.inventory->items.end(),
                               [&](const ItemInstance& i) { return i.id == wanted; });
        if (it == e.inventory->items.end()) continue;
        const ItemDef* item = content.item(it->def);
        if (!item || !item->equippable) continue;
        const int amount = from.bonus(*item->equippable);
        if (amount != 0) out.bonuses.push_back({item->name, item->id, slot, amount});
    }
    return out;
}

int max_hp(const Entity& e, const Content& c) {
    return std::max(1, breakdown(e, c, Stat::max_hp).total());
}
int power(const Entity& e, const Content& c) { return breakdown(e, c, Stat::power).total(); }
int defense(const Entity& e, const Content& c) { return breakdown(e, c, Stat::defense).total(); }
int speed(const Entity& e, const Content& c) {
    return std::clamp(breakdown(e, c, Stat::speed).total(), kMinSpeed, kMaxSpeed);
}

int stat_value(const Entity& e, const Content& c, Stat stat) {
    switch (stat) {
        case Stat::max_hp:
            return max_hp(e, c);
        case Stat::speed:
            return speed(e, c);
        default:
            return breakdown(e, c, stat).total();
    }
}

int xp_for_next_level(const ActorDef& def, int level) {
    return def.levels.base + level * def.levels.factor;
}

int xp_at_level(const ActorDef& def, int level) {
    int total = 0;
    for (int l = 1; l < level; ++l) total += xp_for_next_level(def, l);
    return total;
}

std::string display_name(const Entity& e, const Content& content) {
    std::string name;
    if (e.is_item()) {
        const ItemDef* def = content.item(e.def);
        name = def ? def->name : "[" + e.def + "]";
    } else {
        const ActorDef* def = content.actor(e.def);
        name = def ? def->name : "[" + e.def + "]";
    }
    if (e.is_corpse()) return name + " corpse";  // the definition's own name: "Orc corpse"
    return name;
}

bool blocks_movement(const Entity& e, const Content& content) {
    if (!e.alive()) return false;
    const ActorDef* def = content.actor(e.def);
    return def && def->blocks;
}

}  // namespace cf
