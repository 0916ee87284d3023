#include "engine/rules/resistance.hpp"

#include <algorithm>
#include <cstdint>

#include "engine/content/schema.hpp"
#include "engine/rules/statuses.hpp"
#include "engine/world/state_bounds.hpp"

namespace cf {

namespace {

int amount_for(const Resists& resists, const DefId& type) {
    for (const IdAmount& r : resists) {
        if (r.id == type) return r.amount;
    }
    return 0;
}

}  // namespace

int resist_percent(const Entity& e, const Content& content, const DefId& type) {
    if (type.empty()) return 0;
    int sum = 0;
    if (const ActorDef* def = content.actor(e.def)) sum = amount_for(def->resist, type);
    if (!e.statuses.empty() || e.inventory) {
        for (const StatusDef* s : held_statuses(e, content))
            sum = saturated_add(sum, amount_for(s->modifiers.resist, type));
    }
    return std::clamp(sum, kMinResist, kMaxResist);
}

int after_resistance(const Entity& e, const Content& content, const DefId& type, int amount,
                     std::string* note) {
    const int percent = resist_percent(e, content, type);
    if (percent == 0 || amount <= 0) return amount;
    const std::int64_t left = std::int64_t{amount} * (100 - percent) / 100;
    const int out = static_cast<int>(std::clamp<std::int64_t>(left, 0, kMaxStateStat));
    if (note) {
        const DamageTypeDef* def = content.damage_type(type);
        const std::string name = def ? def->name : type;
        *note = percent > 0 ? "resisted " + std::to_string(percent) + "% " + name
                            : "vulnerable: " + std::to_string(100 - percent) + "% " + name;
    }
    return out;
}

const DefId& attack_type_of(const Entity& e, const Content& content) {
    const ActorDef* def = content.actor(e.def);
    if (def && !def->attack_type.empty()) return def->attack_type;
    return content.settings.attack_type;
}

}  // namespace cf
