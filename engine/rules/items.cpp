#include "engine/rules/items.hpp"

#include <algorithm>
#include <cctype>

#include "engine/rules/combat.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/targeting.hpp"

namespace cf {

namespace {

bool heal(World& world, const Content& content, Entity& user, const ItemDef& item) {
    const int missing = max_hp(user, content) - user.fighter->hp;
    if (missing <= 0) {
        world.say("You are already at full health.", Tone::warning);
        return false;
    }
    const int healed = std::min(missing, item.consumable->amount);
    user.fighter->hp += healed;
    world.report(user, "fighter.hp", user.fighter->hp, user.id, item.name);
    world.say("You use the " + item.name + " and recover " + std::to_string(healed) + " HP.",
              Tone::heal);
    return true;
}

bool lightning(World& world, const Content& content, Entity& user, const ItemDef& item) {
    const int range = item.consumable->range;
    Entity* best = nullptr;
    int best_distance = range * range + 1;
    for (Entity& e : world.entities) {
        if (e.id == user.id || !e.alive() || !world.map.visible(e.pos)) continue;
        const int d = distance_squared(user.pos, e.pos);
        if (d < best_distance) {
            best = &e;
            best_distance = d;
        }
    }
    if (!best) {
        world.say("No enemy is close enough to strike.", Tone::warning);
        return false;
    }
    world.say("A lightning bolt strikes " + subject_name(world, content, *best) + " for " +
                  std::to_string(item.consumable->amount) + " damage!",
              Tone::magic);
    take_damage(world, content, *best, item.consumable->amount, user.id, item.name);
    return true;
}

bool confusion(World& world, const Content& content, Entity& user, const ItemDef& item,
               Point target) {
    if (!world.map.visible(target)) {
        world.say("You cannot target an area that you cannot see.", Tone::warning);
        return false;
    }
    Entity* victim = world.actor_at(target);
    if (!victim) {
        world.say("You must select an enemy to target.", Tone::warning);
        return false;
    }
    if (victim->id == user.id) {
        world.say("You cannot confuse yourself!", Tone::warning);
        return false;
    }
    if (distance_squared(user.pos, target) > item.consumable->range * item.consumable->range) {
        world.say("That target is out of range.", Tone::warning);
        return false;
    }
    if (!victim->ai) victim->ai = Ai{};
    victim->ai->confused_turns = item.consumable->turns;
    world.say("The eyes of " + subject_name(world, content, *victim) +
                  " look vacant, as it starts to stumble around!",
              Tone::magic);
    return true;
}

bool fireball(World& world, const Content& content, Entity& user, const ItemDef& item,
              Point target) {
    if (!world.map.visible(target)) {
        world.say("You cannot target an area that you cannot see.", Tone::warning);
        return false;
    }
    const std::vector<EntityId> hit = area_hits(world, target, item.consumable->radius);
    if (hit.empty()) {
        world.say("There are no targets in the radius.", Tone::warning);
        return false;
    }
    for (EntityId id : hit) {
        Entity* e = world.find(id);
        if (!e || !e->alive()) continue;
        std::string who = subject_name(world, content, *e);
        who[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(who[0])));
        const bool you = e->id == world.player_id;
        world.say(who + (you ? " are" : " is") + " engulfed in a fiery explosion, taking " +
                      std::to_string(item.consumable->amount) + " damage!",
                  Tone::magic);
        take_damage(world, content, *e, item.consumable->amount, user.id, item.name);
    }
    return true;
}

}  // namespace

TargetingInfo targeting_of(const ItemDef& item) {
    if (!item.consumable) return {};
    switch (item.consumable->effect) {
        case EffectKind::confusion:
            return {Targeting::actor, 0, item.consumable->range};
        case EffectKind::fireball:
            return {Targeting::area, item.consumable->radius, 0};
        default:
            return {};
    }
}

bool use_item(World& world, const Content& content, Entity& user, int index,
              std::optional<Point> target) {
    if (!user.inventory || index < 0 || index >= static_cast<int>(user.inventory->items.size())) {
        world.say(
            "You have no item under '" + std::string(1, static_cast<char>('a' + index)) + "'.",
            Tone::warning);
        return false;
    }
    const EntityId item_id = user.inventory->items[static_cast<std::size_t>(index)].id;
    const ItemDef* item = content.item(user.inventory->items[static_cast<std::size_t>(index)].def);
    if (!item) return false;
    if (item->equippable) return toggle_equip(world, content, user, index);
    if (!item->consumable) return false;
    if (targeting_of(*item).kind != Targeting::none && !target) {
        world.say("The " + item->name + " needs a target.", Tone::warning);
        return false;
    }
    const EntityId user_id = user.id;
    bool used = false;
    switch (item->consumable->effect) {
        case EffectKind::heal:
            used = heal(world, content, user, *item);
            break;
        case EffectKind::lightning:
            used = lightning(world, content, user, *item);
            break;
        case EffectKind::confusion:
            used = confusion(world, content, user, *item, *target);
            break;
        case EffectKind::fireball:
            used = fireball(world, content, user, *item, *target);
            break;
    }
    if (!used) return false;
    // The user may have died from its own fireball; its inventory still loses the item.
    Entity* self = world.find(user_id);
    if (self && self->inventory) {
        auto& items = self->inventory->items;
        auto it = std::find_if(items.begin(), items.end(),
                               [&](const ItemInstance& i) { return i.id == item_id; });
        if (it != items.end()) remove_carried(*self, static_cast<int>(it - items.begin()));
    }
    return true;
}

}  // namespace cf
