#include "engine/view/inventory_picture.hpp"

#include "engine/rules/identification.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/targeting.hpp"
#include "engine/rules/throwing.hpp"
#include "engine/view/item_summary.hpp"

namespace cf {

namespace {

std::string with_sign(int v) { return (v >= 0 ? "+" : "") + std::to_string(v); }

std::string slot_name(const Content& content, const DefId& slot) {
    const SlotDef* s = content.slot(slot);
    return s ? s->name : slot;
}

// What choosing the item does, in the words of the window's mode.
std::string choice_hint(const ItemDef& item, PackMode mode, bool worn) {
    if (mode == PackMode::drop)
        return worn ? "Choose it to take it off and drop it." : "Choose it to drop it.";
    if (mode == PackMode::throw_item)
        return item.thrown ? "Choose it, then choose where to throw it."
                           : "It is not for throwing.";
    if (item.equippable)
        return worn ? "Equipped. Choose it to remove it." : "Choose it to equip it.";
    if (item.use && targeting_of(item).kind != Targeting::none)
        return "Choose it, then choose a target.";
    return "Choose it to use it.";
}

std::vector<std::string> facts_of(const World& world, const ItemDef& item, const Content& content) {
    if (item.equippable) {
        const EquippableDef& e = *item.equippable;
        return {"Type: equipment (" + slot_name(content, e.slot) + ")",
                "Power   " + with_sign(e.power), "Defense " + with_sign(e.defense),
                "Max HP  " + with_sign(e.max_hp)};
    }
    if (item.use) return {"Type: usable once", "Effect: " + known_summary(world, content, item)};
    return {};
}

InventoryRow row_of(const World& world, const Entity& player, const CarriedStack& stack,
                    const Content& content, PackMode mode) {
    const ItemInstance& carried = player.inventory->items[static_cast<std::size_t>(stack.first)];
    InventoryRow out;
    out.letter = stack.letter;
    out.key = letter_text(stack.letter);
    const std::optional<DefId> slot = equipped_slot(player, stack.first);
    if (slot) out.worn_on = slot_name(content, *slot);
    const ItemDef* item = content.item(carried.def);
    if (!item) {
        out.name = counted_name(carried.def, stack.count);
        return out;
    }
    // An unknown kind shows its look, not its name, colour or words (identification.hpp).
    out.glyph = item->glyph;
    out.color = shown_color(world, content, *item);
    out.name = carried_name(world, content, carried, stack.count);
    out.summary = known_summary(world, content, *item);
    out.facts = facts_of(world, *item, content);
    out.hint = choice_hint(*item, mode, slot.has_value());
    if (is_known(world, *item)) out.description = item->description;
    out.throwable = item->thrown.has_value();
    out.targeting =
        mode == PackMode::throw_item && item->thrown ? throw_targeting(*item) : targeting_of(*item);
    if (out.targeting.kind != Targeting::none)
        out.aim = default_target(world, content,
                                 out.targeting.kind == Targeting::area ? out.targeting.radius : 0);
    return out;
}

}  // namespace

std::string InventoryRow::line() const {
    return key + "  " + name + (worn_on.empty() ? "" : " (on " + worn_on + ")");
}

const InventoryRow* InventoryPicture::row(int letter) const {
    for (const InventoryRow& r : rows) {
        if (r.letter == letter) return &r;
    }
    return nullptr;
}

InventoryPicture build_inventory_picture(const World& world, const Content& content,
                                         PackMode mode) {
    InventoryPicture out;
    const Entity* player = world.find(world.player_id);
    if (!player || !player->inventory) return out;
    out.carried = static_cast<int>(player->inventory->items.size());
    if (const ActorDef* def = content.actor(player->def)) out.capacity = def->inventory;
    for (const CarriedStack& stack : carried_stacks(*player->inventory))
        out.rows.push_back(row_of(world, *player, stack, content, mode));
    return out;
}

}  // namespace cf
