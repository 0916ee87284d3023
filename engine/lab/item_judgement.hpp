#pragma once
// What an item is good for, read from what its effects do, never from its id: the bot
// (bot.cpp) picks items by these roles, so a new potion or scroll in the content is used
// in lab runs with no bot code.

#include <vector>

#include "engine/content/content.hpp"

namespace cf {

struct ItemRoles {
    TargetKind target = TargetKind::self;
    int range = 0;
    int radius = 0;
    int heal = 0;              // HP it gives its user (self targets)
    int damage = 0;            // HP it takes from each foe it hits
    DefId damage_type;         // the type of its first typed damage ("": untyped)
    bool disables = false;     // gives foes a status that stops or scatters them
    bool weakens = false;      // gives foes another harmful status (poison, slowness)
    bool buffs = false;        // gives its user a status that helps it fight
    bool escapes = false;      // takes its user elsewhere (teleport)
    bool reveals = false;      // shows the floor
    bool recharges = false;    // fills its user's charged items
    std::vector<DefId> cures;  // harmful statuses it takes from its user
    bool aimed() const { return target == TargetKind::creature || target == TargetKind::cell; }
};

ItemRoles roles_of(const UseDef& use, const Content& content);
// What throwing an item does to the creature it hits, as the roles of a use aimed at a
// creature within the throw's range.
ItemRoles throw_roles(const ThrowDef& thrown, const Content& content);

// Whether holding `status` hurts: damage each turn, a behaviour other than none, or
// modifiers that lower power, defense, speed or max HP.
bool harmful(const StatusDef& status);

}  // namespace cf
