#pragma once
// Picking up, dropping and equipping. Equipment is one map slot -> item id on the
// inventory; nothing else records what is worn, so it cannot disagree with itself.
// Each function returns whether it spent the turn. Commands name items by letter; the
// functions here take the index in `items` (index_of_letter turns one into the other).

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// The letter of each carried item, in `items` order: its own, or for an unlettered one
// the lowest letter not taken, in pick-up order.
std::vector<int> carried_letters(const Inventory& inventory);
// Gives every carried item its current letter for good, so none moves when one leaves.
void pin_letters(Inventory& inventory);
// The index in `items` of the first item under `letter` (a = 0), if any.
std::optional<int> index_of_letter(const Inventory& inventory, int letter);
// Consumables of one definition stack under one letter; equipment never does.
bool stacks(const ItemDef& item);
// The letter an item of `def` takes when picked up: its stack's, else the lowest free.
int letter_for(const Inventory& inventory, const Content& content, const DefId& def);

// One line of the inventory: the items under one letter.
struct CarriedStack {
    int letter = 0;
    int first = 0;  // index in `items` of the first item under the letter
    int count = 0;
};
// The inventory's lines in letter order.
std::vector<CarriedStack> carried_stacks(const Inventory& inventory);
// "Fireball scroll" / "2 Fireball scrolls".
std::string counted_name(const std::string& name, int count);

bool pick_up(World& world, const Content& content, Entity& actor);
bool drop_item(World& world, const Content& content, Entity& actor, int index);
// Equips the item at `index`, or removes it when it is already equipped.
bool toggle_equip(World& world, const Content& content, Entity& actor, int index);

// The slot the carried item at `index` is equipped in, if it is.
std::optional<DefId> equipped_slot(const Entity& actor, int index);
// Removes the item at `index` from the inventory (unequipping it silently).
void remove_carried(Entity& actor, int index);
// Keeps current HP within the (possibly lowered) maximum.
void clamp_hp(Entity& e, const Content& content);

}  // namespace cf
