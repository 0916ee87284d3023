#include "engine/view/item_summary.hpp"
#include "engine/rules/charges.hpp"
#include "engine/rules/identification.hpp"
#include "engine/rules/inventory.hpp"

#include <array>
#include <cctype>
#include <cstddef>

namespace cf {

namespace {

std::string signed_number(int v) { return (v >= 0 ? "+" : "") + std::to_string(v); }

void append(std::string& out, const std::string& part, const char* separator = ", ") {
    if (part.empty()) return;
    if (!out.empty()) out += separator;
    out += part;
}

void append_bonus(std::string& out, int amount, const char* what) {
    if (amount != 0) append(out, signed_number(amount) + " " + what);
}

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string status_name(const Content& content, const DefId& id) {
    const StatusDef* s = content.status(id);
    return s ? lower(s->name) : id;
}

std::string type_name(const Content& content, const DefId& id) {
    const DamageTypeDef* t = content.damage_type(id);
    return t ? lower(t->name) : id;
}

std::string effect_phrase(const EffectDef& e, const Content& content) {
    std::string out;
    switch (e.kind) {
        case EffectKind::damage:
            out = std::to_string(e.amount) +
                  (e.type.empty() ? "" : " " + type_name(content, e.type)) + " damage";
            break;
        case EffectKind::heal:
            out = "heals " + std::to_string(e.amount) + " HP";
            break;
        case EffectKind::status:
            out = status_name(content, e.status) + " for " + std::to_string(e.turns) + " turns";
            break;
        case EffectKind::remove_status:
            out = "cures " + status_name(content, e.status);
            break;
        case EffectKind::teleport:
            out = e.teleport == TeleportKind::random   ? "teleports at random"
                  : e.teleport == TeleportKind::target ? "jumps to the chosen spot"
                                                       : "swaps places";
            break;
        case EffectKind::summon: {
            const ActorDef* a = content.actor(e.actor);
            out = "summons " + std::to_string(e.count) + " " + (a ? a->name : e.actor);
            break;
        }
        case EffectKind::reveal_floor:
            out = "reveals the floor";
            break;
        case EffectKind::push:
            out = "pushes " + std::to_string(e.amount) + (e.amount == 1 ? " cell" : " cells");
            break;
        case EffectKind::set_tile: {
            const TileDef* t = content.tile(e.tile);
            out = "makes " + (t ? lower(t->name) : e.tile);
            break;
        }
        case EffectKind::cleanse:
            out = "cleanses " + status_name(content, e.status);
            break;
        case EffectKind::drain:
            out = "drains " + std::to_string(e.amount) +
                  (e.type.empty() ? "" : " " + type_name(content, e.type)) + " HP";
            break;
        case EffectKind::spawn_item: {
            const ItemDef* i = content.item(e.item);
            out = "makes " + std::to_string(e.count) + " " + (i ? i->name : e.item);
            break;
        }
        case EffectKind::recharge:
            out = "recharges " + std::to_string(e.amount);
            break;
        case EffectKind::identify:
            out = "identifies " + std::to_string(e.amount) + (e.amount == 1 ? " kind" : " kinds");
            break;
    }
    if (e.shape == Shape::bolt) out += " (bolt)";
    if (e.shape == Shape::beam) out += " (beam)";
    if (e.shape == Shape::burst) out += " (burst " + std::to_string(e.radius) + ")";
    if (e.shape == Shape::cone) out += " (cone " + std::to_string(e.radius) + ")";
    if (e.chance < 100) out += " (" + std::to_string(e.chance) + "%)";
    return out;
}

std::string whom(const UseDef& use) {
    if (use.target == TargetKind::self)
        return use.radius > 0 ? " to all within " + std::to_string(use.radius) : "";
    // Whom each kind of target reaches, in TargetKind's order (self is above).
    constexpr std::array<const char*, 6> kWhom = {"",
                                                  " to the nearest enemy",
                                                  " to a chosen creature",
                                                  " at a chosen spot",
                                                  " to every enemy in view",
                                                  " to a wounded ally"};
    static_assert(kWhom.size() == kTargetNames.size());
    std::string out = kWhom[static_cast<std::size_t>(use.target)];
    if (use.radius > 0)
        out = " to all within " + std::to_string(use.radius) + " of" + out.substr(3);
    if (use.range > 0) out += ", range " + std::to_string(use.range);
    return out;
}

}  // namespace

std::string effects_summary(const EffectList& effects, const Content& content) {
    std::string out;
    for (const EffectDef& e : effects) append(out, effect_phrase(e, content));
    return out.empty() ? "nothing" : out;
}

std::string use_summary(const UseDef& use, const Content& content) {
    return effects_summary(use.effects, content) + whom(use);
}

std::string item_summary(const ItemDef& item, const Content& content) {
    if (item.equippable) {
        const EquippableDef& eq = *item.equippable;
        std::string out;
        append_bonus(out, eq.power, "power");
        append_bonus(out, eq.defense, "defense");
        append_bonus(out, eq.max_hp, "max HP");
        if (!eq.on_hit.empty()) append(out, "on hit: " + effects_summary(eq.on_hit, content));
        for (const DefId& id : eq.grants) append(out, status_name(content, id) + " while worn");
        const SlotDef* s = content.slot(eq.slot);
        const std::string slot = s ? s->name : eq.slot;
        return (out.empty() ? std::string("no bonus") : out) + " (" + slot + ")";
    }
    std::string out = item.use ? use_summary(*item.use, content) : std::string();
    if (item.charges) {
        const ChargesDef& c = *item.charges;
        out += (out.empty() ? "" : ", ") + std::string("charges ") +
               (c.least == c.most ? std::to_string(c.most)
                                  : std::to_string(c.least) + "-" + std::to_string(c.most));
    }
    if (item.thrown)
        out += (out.empty() ? "" : "; ") + std::string("thrown: ") +
               effects_summary(item.thrown->effects, content) + ", range " +
               std::to_string(item.thrown->range) + (item.thrown->breaks ? ", breaks" : "");
    return out;
}

}  // namespace cf

namespace cf {

std::string known_summary(const World& world, const Content& content, const ItemDef& item) {
    return is_known(world, item) ? item_summary(item, content) : "unknown";
}

std::string carried_name(const World& world, const Content& content, const ItemInstance& carried,
                         int count) {
    const ItemDef* def = content.item(carried.def);
    if (!def) return counted_name(carried.def, count);
    return counted_name(shown_name(world, content, *def), count) +
           charges_text(charges_left(carried, *def));
}

}  // namespace cf
