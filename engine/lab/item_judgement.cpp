#include "engine/lab/item_judgement.hpp"

#include "engine/rules/inventory.hpp"
#include "engine/rules/resistance.hpp"

namespace cf {

namespace {

bool helps(const StatusDef& s) {
    const Modifiers& m = s.modifiers;
    const bool heals = [&] {
        for (const EffectDef& e : s.each_turn) {
            if (e.kind == EffectKind::heal) return true;
        }
        return false;
    }();
    return !harmful(s) && (m.speed > 0 || m.power > 0 || m.defense > 0 || m.max_hp > 0 || heals);
}

}  // namespace

bool harmful(const StatusDef& s) {
    for (const EffectDef& e : s.each_turn) {
        if (e.kind == EffectKind::damage && e.amount > 0) return true;
    }
    const Modifiers& m = s.modifiers;
    return s.behaviour != Behaviour::none || m.speed < 0 || m.power < 0 || m.defense < 0 ||
           m.max_hp < 0;
}

ItemRoles roles_of(const UseDef& use, const Content& content) {
    ItemRoles r;
    r.target = use.target;
    r.range = use.range;
    r.radius = use.radius;
    const bool on_self = use.target == TargetKind::self && use.radius == 0;
    for (const EffectDef& e : use.effects) {
        const StatusDef* status = content.status(e.status);
        switch (e.kind) {
            case EffectKind::heal:
                if (on_self) r.heal += e.amount;
                break;
            case EffectKind::damage:
            case EffectKind::drain:
                if (!on_self) r.damage += e.amount;
                if (!on_self && r.damage_type.empty()) r.damage_type = e.type;
                break;
            case EffectKind::status:
                if (status && on_self && helps(*status)) r.buffs = true;
                if (status && !on_self && status->behaviour != Behaviour::none) r.disables = true;
                if (status && !on_self && harmful(*status) && status->behaviour == Behaviour::none)
                    r.weakens = true;
                break;
            case EffectKind::remove_status:
                if (status && on_self && harmful(*status)) r.cures.push_back(e.status);
                break;
            case EffectKind::teleport:
                r.escapes = r.escapes || on_self || e.teleport == TeleportKind::target;
                break;
            case EffectKind::reveal_floor:
                r.reveals = true;
                break;
            case EffectKind::recharge:
                r.recharges = r.recharges || on_self;
                break;
            case EffectKind::summon:
            case EffectKind::push:
            case EffectKind::set_tile:
            case EffectKind::cleanse:
            case EffectKind::spawn_item:
            case EffectKind::identify:
                break;
        }
    }
    return r;
}

ItemRoles throw_roles(const ThrowDef& thrown, const Content& content) {
    UseDef aimed;
    aimed.target = TargetKind::creature;
    aimed.range = thrown.range;
    aimed.effects = thrown.effects;
    return roles_of(aimed, content);
}

bool harms(const ItemRoles& roles, const Entity& foe, const Content& content) {
    return roles.weakens || (roles.damage > 0 &&
                             after_resistance(foe, content, roles.damage_type, roles.damage) > 0);
}

int gear_value(const EquippableDef& gear) {
    return gear.power + gear.defense + gear.max_hp / 10 + static_cast<int>(gear.on_hit.size()) +
           static_cast<int>(gear.grants.size());
}

std::optional<BetterGear> better_gear(const Entity& player, const Content& content) {
    const Inventory& inv = *player.inventory;
    for (std::size_t i = 0; i < inv.items.size(); ++i) {
        const ItemDef* def = content.item(inv.items[i].def);
        if (!def || !def->equippable || equipped_slot(player, static_cast<int>(i))) continue;
        BetterGear gear{static_cast<int>(i), gear_value(*def->equippable), 0, nullptr};
        if (auto it = inv.equipped.find(def->equippable->slot); it != inv.equipped.end()) {
            for (const ItemInstance& w : inv.items) {
                if (w.id != it->second) continue;
                gear.worn = content.item(w.def);
                gear.worn_value = gear_value(*gear.worn->equippable);
            }
        }
        if (gear.value > gear.worn_value) return gear;
    }
    return std::nullopt;
}

}  // namespace cf
