#include "engine/rules/charges.hpp"

#include <algorithm>

#include "engine/rules/identification.hpp"

namespace cf {

int new_charges(World& world, const ItemDef& item) {
    if (!item.charges) return kNoCharges;
    if (item.charges->least >= item.charges->most) return item.charges->most;
    return world.rng.range(item.charges->least, item.charges->most);
}

int charges_left(const ItemInstance& carried, const ItemDef& item) {
    if (!item.charges) return kNoCharges;
    return carried.charges == kNoCharges ? item.charges->least : carried.charges;
}

int charges_left(const Entity& floor_item, const ItemDef& item) {
    if (!item.charges) return kNoCharges;
    return floor_item.charges ? floor_item.charges->left : item.charges->least;
}

std::string charges_text(int charges) {
    if (charges == kNoCharges) return "";
    return " (" + std::to_string(charges) + (charges == 1 ? " charge)" : " charges)");
}

std::vector<std::string> recharge_carried(World& world, const Content& content, Entity& bearer,
                                          int amount) {
    std::vector<std::string> filled;
    if (!bearer.inventory) return filled;
    for (ItemInstance& carried : bearer.inventory->items) {
        const ItemDef* def = content.item(carried.def);
        if (!def || !def->charges) continue;
        const int before = charges_left(carried, *def);
        const int after = std::clamp(before + amount, before, std::max(before, def->charges->most));
        if (after == before) continue;
        carried.charges = after;
        filled.push_back(shown_name(world, content, *def) + charges_text(after));
    }
    return filled;
}

}  // namespace cf
