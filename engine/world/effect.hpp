#pragma once
// What the rules did to one field while resolving an event, said as it happens: the
// hit, the heal, the XP, the level-up. Explaining a value ("why is the orc at 3 HP?")
// reads these; they are not state (saves, hashes, diffs and dumps leave them out).

#include <string>

#include "engine/world/entity.hpp"

namespace cf {

struct Effect {
    EntityId target = kNoEntity;
    std::string field;            // the state path changed: "fighter.hp", "progression.xp"
    int after = 0;                // the field's value just after
    EntityId source = kNoEntity;  // who did it (the attacker, the item's user, the victim for XP)
    std::string cause;  // "attack", "Health Potion", "Fireball Scroll", "kill", "level-up",
                        // an ability's name, "regeneration"
    // The link before the cause in its chain: the status whose each_turn made the change
    // ("poisoned": the poison the source gave), or "" when the cause acted directly.
    std::string via;
    // How the rules arrived at it, when dice were in play: "hit: 62% to hit, rolled 4 of
    // 3-5"; a missed blow is an effect too, its value unchanged ("missed: 62% to hit").
    std::string detail;
    friend bool operator==(const Effect&, const Effect&) = default;
};

}  // namespace cf
