// The older forms content may still be written in, read as what they mean today.

#include "engine/content/schema.hpp"

namespace cf {

namespace {

EffectDef effect(EffectKind kind, int amount, std::string message) {
    EffectDef e;
    e.kind = kind;
    e.amount = amount;
    e.message = std::move(message);
    return e;
}

}  // namespace

// The words are the four seed items' own, so games played on content in the older form
// read (and replay) exactly as they always did.
UseDef legacy_use(const ConsumableDef& old) {
    UseDef use;
    switch (old.effect) {
        case LegacyEffect::heal:
            use.target = TargetKind::self;
            use.effects.push_back(effect(EffectKind::heal, old.amount,
                                         "You use the {item} and recover {amount} HP."));
            break;
        case LegacyEffect::lightning:
            use.target = TargetKind::nearest_enemy;
            use.range = old.range;
            use.effects.push_back(effect(EffectKind::damage, old.amount,
                                         "A lightning bolt strikes {target} for {amount} damage!"));
            break;
        case LegacyEffect::confusion: {
            use.target = TargetKind::creature;
            use.range = old.range;
            use.self_message = "You cannot confuse yourself!";
            EffectDef confuse = effect(EffectKind::status, 0,
                                       "The eyes of {target} look vacant, as it starts to stumble "
                                       "around!");
            confuse.status = "confused";
            confuse.turns = old.turns;
            use.effects.push_back(std::move(confuse));
            break;
        }
        case LegacyEffect::fireball:
            use.target = TargetKind::cell;
            use.radius = old.radius;
            use.effects.push_back(
                effect(EffectKind::damage, old.amount,
                       "{Target} {is} engulfed in a fiery explosion, taking {amount} damage!"));
            break;
    }
    return use;
}

}  // namespace cf
