#include "engine/rules/items.hpp"

#include <algorithm>

#include "engine/rules/charges.hpp"
#include "engine/rules/combat.hpp"
#include "engine/rules/effect_text.hpp"
#include "engine/rules/effects.hpp"
#include "engine/rules/identification.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/targets.hpp"

namespace cf {

namespace {

// Applies the item's use; false (said why) when it cannot.
bool apply_use(World& world, const Content& content, Entity& user, const ItemDef& item,
               std::optional<Point> target) {
    const UseDef& use = *item.use;
    const std::string name = shown_name(world, content, item);
    MessageVars vars;
    vars.item = name;
    vars.target_is_you = user.id == world.player_id;
    TargetRequest request{use.target, use.range, use.radius, target,
                          fill_message(use.self_message, vars)};
    const TargetChoice choice = choose_targets(world, content, user, request);
    if (!choice.refusal.empty()) {
        world.say(choice.refusal, Tone::warning);
        return false;
    }
    EffectUse how;
    how.user = user.id;
    how.name = name;
    how.cause = name;
    how.cell = choice.cell;
    const bool without_targets =
        std::any_of(use.effects.begin(), use.effects.end(),
                    [](const EffectDef& e) { return acts_without_targets(e); });
    if (choice.targets.empty() && !without_targets) {
        world.say("There are no targets in the radius.", Tone::warning);
        return false;
    }
    const std::string pointless = nothing_to_do(world, content, use.effects, choice.targets, how);
    if (!pointless.empty()) {
        world.say(pointless, Tone::warning);
        return false;
    }
    // The player learns what it used before its effects, so an identify learns the rest.
    if (user.id == world.player_id) learn_item(world, content, item);
    apply_effects(world, content, use.effects, choice.targets, how);
    return true;
}

}  // namespace

TargetingInfo targeting_of(const ItemDef& item) {
    if (!item.use) return {};
    bool harms = false;
    for (const EffectDef& e : item.use->effects)
        harms = harms || e.kind == EffectKind::damage || e.kind == EffectKind::drain;
    switch (item.use->target) {
        case TargetKind::creature:
            return {Targeting::actor, item.use->radius, item.use->range, harms};
        case TargetKind::cell:
            return {Targeting::area, item.use->radius, item.use->range, harms};
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
    if (!item->use) return false;
    if (targeting_of(*item).kind != Targeting::none && !target) {
        world.say("The " + shown_name(world, content, *item) + " needs a target.", Tone::warning);
        return false;
    }
    const int charges = charges_left(user.inventory->items[static_cast<std::size_t>(index)], *item);
    if (charges == 0) {
        world.say("The " + shown_name(world, content, *item) + " has no charges left.",
                  Tone::warning);
        return false;
    }
    const EntityId user_id = user.id;
    if (!apply_use(world, content, user, *item, target)) return false;
    // The user may have died from its own fireball; its inventory still loses the item.
    Entity* self = world.find(user_id);
    if (self && self->inventory) {
        auto& items = self->inventory->items;
        auto it = std::find_if(items.begin(), items.end(),
                               [&](const ItemInstance& i) { return i.id == item_id; });
        if (it != items.end() && charges != kNoCharges)
            it->charges = charges - 1;  // a charged item stays, one charge lighter
        else if (it != items.end())
            remove_carried(*self, static_cast<int>(it - items.begin()));
    }
    return true;
}

}  // namespace cf
