#include "engine/rules/inventory.hpp"

#include <algorithm>

#include "engine/rules/charges.hpp"
#include "engine/rules/identification.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/triggers.hpp"

namespace cf {

namespace {

const ItemDef* carried_def(const Entity& actor, const Content& content, int index) {
    if (!actor.inventory || index < 0 || index >= static_cast<int>(actor.inventory->items.size())) {
        return nullptr;
    }
    return content.item(actor.inventory->items[static_cast<std::size_t>(index)].def);
}

// Takes off what is worn in `slot`; returns its definition (nullptr: nothing was).
const ItemDef* unequip_slot(World& world, const Content& content, Entity& actor,
                            const DefId& slot) {
    auto& equipped = actor.inventory->equipped;
    auto it = equipped.find(slot);
    if (it == equipped.end()) return nullptr;
    const EntityId item_id = it->second;
    equipped.erase(it);
    const ItemDef* removed = nullptr;
    for (const ItemInstance& item : actor.inventory->items) {
        if (item.id != item_id) continue;
        removed = content.item(item.def);
        world.say("You remove the " + shown_name(world, content, item.def) + ".", Tone::normal);
    }
    clamp_hp(actor, content);
    return removed;
}

bool no_item(World& world, int index) {
    world.say("You have no item under '" + std::string(1, static_cast<char>('a' + index)) + "'.",
              Tone::warning);
    return false;
}

int lowest_free(const std::vector<int>& taken) {
    int letter = 0;
    while (std::find(taken.begin(), taken.end(), letter) != taken.end()) ++letter;
    return letter;
}

// "scroll" -> "scrolls", "box" -> "boxes".
std::string plural_word(const std::string& word) {
    const auto ends = [&](const char* tail) {
        const std::string t(tail);
        return word.size() >= t.size() && word.compare(word.size() - t.size(), t.size(), t) == 0;
    };
    if (ends("s") || ends("x") || ends("ch") || ends("sh")) return word + "es";
    return word + "s";
}

}  // namespace

std::vector<int> carried_letters(const Inventory& inventory) {
    std::vector<int> letters;
    for (const ItemInstance& item : inventory.items) letters.push_back(item.letter);
    std::vector<int> taken;
    for (int l : letters) {
        if (l != kNoLetter) taken.push_back(l);
    }
    for (int& l : letters) {
        if (l != kNoLetter) continue;
        l = lowest_free(taken);
        taken.push_back(l);
    }
    return letters;
}

void pin_letters(Inventory& inventory) {
    const std::vector<int> letters = carried_letters(inventory);
    for (std::size_t i = 0; i < letters.size(); ++i) inventory.items[i].letter = letters[i];
}

std::optional<int> index_of_letter(const Inventory& inventory, int letter) {
    const std::vector<int> letters = carried_letters(inventory);
    const auto it = std::find(letters.begin(), letters.end(), letter);
    if (it == letters.end()) return std::nullopt;
    return static_cast<int>(it - letters.begin());
}

bool stacks(const ItemDef& item) {
    return (item.use.has_value() || item.thrown.has_value()) && !item.equippable && !item.charges;
}

int letter_for(const Inventory& inventory, const Content& content, const DefId& def) {
    const std::vector<int> letters = carried_letters(inventory);
    const ItemDef* item = content.item(def);
    for (std::size_t i = 0; item && stacks(*item) && i < letters.size(); ++i) {
        if (inventory.items[i].def == def) return letters[i];
    }
    return lowest_free(letters);
}

std::vector<CarriedStack> carried_stacks(const Inventory& inventory) {
    const std::vector<int> letters = carried_letters(inventory);
    std::vector<CarriedStack> out;
    for (std::size_t i = 0; i < letters.size(); ++i) {
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const CarriedStack& s) { return s.letter == letters[i]; });
        if (it != out.end()) {
            it->count += 1;
        } else {
            out.push_back({letters[i], static_cast<int>(i), 1});
        }
    }
    std::sort(out.begin(), out.end(),
              [](const CarriedStack& a, const CarriedStack& b) { return a.letter < b.letter; });
    return out;
}

std::string counted_name(const std::string& name, int count) {
    if (count == 1) return name;
    // "Potion of healing" -> "Potions of healing": the noun is the word before " of ".
    const std::size_t of = name.find(" of ");
    const std::string head = name.substr(0, of);
    const std::string tail = of == std::string::npos ? std::string() : name.substr(of);
    return std::to_string(count) + " " + plural_word(head) + tail;
}

void clamp_hp(Entity& e, const Content& content) {
    if (e.fighter && e.alive()) e.fighter->hp = std::min(e.fighter->hp, max_hp(e, content));
}

std::optional<DefId> equipped_slot(const Entity& actor, int index) {
    if (!actor.inventory || index < 0 || index >= static_cast<int>(actor.inventory->items.size())) {
        return std::nullopt;
    }
    const EntityId id = actor.inventory->items[static_cast<std::size_t>(index)].id;
    for (const auto& [slot, item] : actor.inventory->equipped) {
        if (item == id) return slot;
    }
    return std::nullopt;
}

void remove_carried(Entity& actor, int index) {
    pin_letters(*actor.inventory);  // the items after it keep their letters
    auto& items = actor.inventory->items;
    const EntityId id = items[static_cast<std::size_t>(index)].id;
    std::erase_if(actor.inventory->equipped,
                  [id](const auto& entry) { return entry.second == id; });
    items.erase(items.begin() + index);
}

bool pick_up(World& world, const Content& content, Entity& actor) {
    const auto here = world.items_at(actor.pos);
    if (here.empty()) {
        world.say("There is nothing here to pick up.", Tone::warning);
        return false;
    }
    const ActorDef* def = content.actor(actor.def);
    if (!actor.inventory || !def ||
        static_cast<int>(actor.inventory->items.size()) >= def->inventory) {
        world.say("Your inventory is full.", Tone::warning);
        return false;
    }
    const ItemDef* item_def = content.item(here.front()->def);
    const ItemInstance item{here.front()->id, here.front()->def,
                            letter_for(*actor.inventory, content, here.front()->def),
                            item_def ? charges_left(*here.front(), *item_def) : kNoCharges};
    world.remove(item.id);
    Entity& self = *world.find(actor.id);  // `actor` may have moved in the vector
    pin_letters(*self.inventory);
    self.inventory->items.push_back(item);
    const std::string name = shown_name(world, content, item.def);
    world.say("You pick up the " + name + ".", Tone::normal);
    bool equipped = false;
    if (item_def && item_def->equippable &&
        !self.inventory->equipped.contains(item_def->equippable->slot)) {
        self.inventory->equipped[item_def->equippable->slot] = item.id;
        world.say("You equip the " + name + ".", Tone::normal);
        equipped = true;
    }
    // Last: the triggers may summon, and `self` may move then.
    const EntityId holder = self.id;
    if (item_def) fire_item_trigger(world, content, holder, *item_def, ItemMoment::pickup);
    if (item_def && equipped)
        fire_item_trigger(world, content, holder, *item_def, ItemMoment::equip);
    return true;
}

bool drop_item(World& world, const Content& content, Entity& actor, int index) {
    const ItemDef* def = carried_def(actor, content, index);
    if (!def) return no_item(world, index);
    const ItemDef* removed = nullptr;
    if (auto slot = equipped_slot(actor, index))
        removed = unequip_slot(world, content, actor, *slot);
    const ItemInstance item = actor.inventory->items[static_cast<std::size_t>(index)];
    remove_carried(actor, index);
    const Point where = actor.pos;
    const EntityId holder = actor.id;
    world.say("You drop the " + shown_name(world, content, *def) + ".", Tone::normal);
    Entity floor_item;
    floor_item.id = item.id;
    floor_item.kind = EntityKind::item;
    floor_item.def = item.def;
    floor_item.pos = where;
    if (const int left = charges_left(item, *def); left != kNoCharges)
        floor_item.charges = Charges{left};
    world.entities.push_back(std::move(floor_item));
    if (removed) fire_item_trigger(world, content, holder, *removed, ItemMoment::unequip);
    return true;
}

bool toggle_equip(World& world, const Content& content, Entity& actor, int index) {
    const ItemDef* def = carried_def(actor, content, index);
    if (!def) return no_item(world, index);
    if (!def->equippable) {
        world.say("The " + shown_name(world, content, *def) + " cannot be equipped.",
                  Tone::warning);
        return false;
    }
    const EntityId wearer = actor.id;
    if (auto slot = equipped_slot(actor, index)) {
        if (const ItemDef* removed = unequip_slot(world, content, actor, *slot))
            fire_item_trigger(world, content, wearer, *removed, ItemMoment::unequip);
        return true;
    }
    const DefId& slot = def->equippable->slot;
    const ItemDef* removed = unequip_slot(world, content, actor, slot);
    actor.inventory->equipped[slot] = actor.inventory->items[static_cast<std::size_t>(index)].id;
    world.say("You equip the " + shown_name(world, content, *def) + ".", Tone::normal);
    // Last: the triggers may summon, and `actor` may move then.
    if (removed) fire_item_trigger(world, content, wearer, *removed, ItemMoment::unequip);
    fire_item_trigger(world, content, wearer, *def, ItemMoment::equip);
    return true;
}

}  // namespace cf
