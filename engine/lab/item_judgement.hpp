#pragma once
// What an item is good for, read from what its effects do, never from its id: the bot
// (bot.cpp) picks items by these roles, so a new potion or scroll in the content is used
// in lab runs with no bot code. It also weighs gear against what is worn.

#include <optional>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/entity.hpp"

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

// Whether an item with `roles` does `foe` any harm: it weakens, or its damage is not all
// resisted (a fire wand is wasted on a fire beetle).
bool harms(const ItemRoles& roles, const Entity& foe, const Content& content);

// What a piece of gear adds up to: every point of power, defense and (a tenth of) HP,
// and a point for each effect its blows carry and each status it grants (a poisoned
// blade beats the plain one it is made from; a sword's two more points of power beat it).
int gear_value(const EquippableDef& gear);

// A carried item that beats what is worn in its slot, with both values (the bot's reason
// names them).
struct BetterGear {
    int index;            // in the inventory
    int value;            // gear_value of it
    int worn_value;       // of what is worn in its slot; 0 when nothing is
    const ItemDef* worn;  // nullptr when nothing is
};

// The first carried, unworn item that beats what `player` wears in its slot.
std::optional<BetterGear> better_gear(const Entity& player, const Content& content);

}  // namespace cf
