// The entities of a save: reading their state, checking what spans entities (ids,
// the player, equipment), and resolving definitions against the current content.

#include <map>
#include <set>

#include "engine/save/save.hpp"
#include "engine/save/save_fields.hpp"
#include "engine/rules/stats.hpp"

namespace cf::save_format {

namespace {

constexpr long long kMaxId = 4'000'000'000;
constexpr long long kMaxStat = 1'000'000;
constexpr long long kMaxCount = 1'000'000'000;

int as_int(std::optional<long long> v) { return static_cast<int>(v.value_or(0)); }

void read_inventory(const Reader& r, const Node& node, const std::string& what, Inventory& inv) {
    Fields f(r, node, "'inventory' of " + what);
    if (!f.valid()) return;
    if (const Node* items = f.need("items"); items && r.sequence(*items, "'items' of " + what)) {
        for (const Node& pair : items->children) {
            if (!pair.is_sequence() || pair.children.size() != 2) {
                r.report(pair, "each item carried by " + what + " must be [id, item definition]");
                continue;
            }
            const auto id = r.number(pair.children[0], "an item id carried by " + what, 1, kMaxId);
            const auto def = r.id(pair.children[1], "an item definition carried by " + what);
            if (id && def) inv.items.push_back({static_cast<EntityId>(*id), *def});
        }
    }
    if (const Node* equipped = f.need("equipped")) {
        // Fields reports duplicate and non-text keys; the loop below skips them.
        Fields slots(r, *equipped, "'equipped' of " + what);
        for (std::size_t i = 0; slots.valid() && i < equipped->size(); ++i) {
            const Node& key = equipped->children[2 * i];
            if (!key.is_scalar() || key.text.empty() || inv.equipped.contains(key.text)) continue;
            const auto id = r.number(equipped->children[2 * i + 1], "slot '" + key.text + "' of " + what, 1, kMaxId);
            if (id) inv.equipped[key.text] = static_cast<EntityId>(*id);
        }
    }
    f.finish();
}

Entity read_entity(const Reader& r, const Node& node, const std::string& what, int width, int height) {
    Entity e;
    Fields f(r, node, what);
    if (!f.valid()) return e;
    e.id = static_cast<EntityId>(f.number("id", 1, kMaxId).value_or(0));
    if (const Node* kind = f.need("kind")) {
        if (kind->is_scalar() && kind->text == "item") e.kind = EntityKind::item;
        else if (!kind->is_scalar() || kind->text != "actor") r.report(*kind, "'kind' in " + what + " must be 'actor' or 'item'");
    }
    e.def = f.id("def").value_or("");
    // Entities always stand on the map: the rules index cells by their position.
    e.pos.x = as_int(f.number("x", 0, std::max(width, 1) - 1));
    e.pos.y = as_int(f.number("y", 0, std::max(height, 1) - 1));
    if (const Node* n = f.find("fighter")) {
        Fields c(r, *n, "'fighter' of " + what);
        e.fighter = Fighter{as_int(c.number("hp", 0, kMaxStat))};
        c.finish();
    }
    if (const Node* n = f.find("ai")) {
        Fields c(r, *n, "'ai' of " + what);
        e.ai = Ai{as_int(c.number("confused_turns", 0, kMaxStat))};
        c.finish();
    }
    if (const Node* n = f.find("progression")) {
        Fields c(r, *n, "'progression' of " + what);
        Progression p;
        p.level = static_cast<int>(c.number("level", 1, 10000).value_or(1));
        p.xp = as_int(c.number("xp", 0, kMaxCount));
        p.max_hp_gain = as_int(c.number("max_hp_gain", 0, kMaxStat));
        p.power_gain = as_int(c.number("power_gain", 0, kMaxStat));
        p.defense_gain = as_int(c.number("defense_gain", 0, kMaxStat));
        c.finish();
        e.progression = p;
    }
    if (const Node* n = f.find("inventory")) {
        e.inventory.emplace();
        read_inventory(r, *n, what, *e.inventory);
    }
    f.finish();
    return e;
}

std::string describe(const Entity& e) {
    return "entity " + std::to_string(e.id) + " (" + (e.is_item() ? "item '" : "actor '") + e.def + "')";
}

// Leaves out carried items whose definition is gone, and unequips what no longer fits
// its slot, as a hot reload does.
void resolve_inventory(const Content& content, Entity& e, std::vector<std::string>& notes) {
    Inventory& inv = *e.inventory;
    std::erase_if(inv.items, [&](const ItemInstance& item) {
        if (content.item(item.def)) return false;
        notes.push_back("Item " + std::to_string(item.id) + " ('" + item.def + "') carried by " + describe(e) +
                        " was left out: the content has no item '" + item.def + "'.");
        return true;
    });
    std::erase_if(inv.equipped, [&](const auto& entry) {
        const auto it = std::find_if(inv.items.begin(), inv.items.end(),
                                     [&](const ItemInstance& i) { return i.id == entry.second; });
        if (it == inv.items.end()) return true;  // left out just above, already noted
        const ItemDef* def = content.item(it->def);
        if (def->equippable && def->equippable->slot == entry.first && content.slot(entry.first)) return false;
        notes.push_back("Item " + std::to_string(it->id) + " ('" + it->def + "') is no longer equipped: it does not fit slot '" +
                        entry.first + "' in the current content.");
        return true;
    });
}

}  // namespace

std::vector<Entity> read_entities(const Reader& r, const Node& list, int width, int height) {
    std::vector<Entity> out;
    if (!r.sequence(list, "'entities'")) return out;
    out.reserve(list.children.size());
    for (std::size_t i = 0; i < list.children.size(); ++i) {
        out.push_back(read_entity(r, list.children[i], "entity #" + std::to_string(i + 1), width, height));
    }
    return out;
}

void check_entities(const Reader& r, const Node& root, const World& world) {
    // Carried items keep their entity id when dropped, so every id is unique across both.
    std::set<EntityId> ids;
    EntityId highest = 0;
    auto use = [&](EntityId id, const std::string& what) {
        if (!ids.insert(id).second) r.report(root, "id " + std::to_string(id) + " is used twice (" + what + ")");
        highest = std::max(highest, id);
    };
    for (const Entity& e : world.entities) {
        use(e.id, describe(e));
        if (!e.inventory) continue;
        std::set<EntityId> worn;
        for (const ItemInstance& item : e.inventory->items) use(item.id, "an item carried by " + describe(e));
        for (const auto& [slot, id] : e.inventory->equipped) {
            const bool carried = std::any_of(e.inventory->items.begin(), e.inventory->items.end(),
                                             [id = id](const ItemInstance& i) { return i.id == id; });
            if (!carried || !worn.insert(id).second) {
                r.report(root, "slot '" + slot + "' of " + describe(e) + " holds item " + std::to_string(id) +
                                   ", which it does not carry or wears twice");
            }
        }
    }
    if (highest >= world.next_id) {
        r.report(root, "'next_id' is " + std::to_string(world.next_id) + " but id " + std::to_string(highest) +
                           " is already in use");
    }
    const Entity* player = world.find(world.player_id);
    if (!player || !player->is_actor() || !player->fighter || !player->progression || !player->inventory) {
        r.report(root, "'player_id' " + std::to_string(world.player_id) +
                           " must name an actor with fighter, progression and inventory");
    }
}

void resolve_definitions(World& world, const Content& content, const Reader& r, std::vector<std::string>& notes) {
    for (const DefId& tile : world.map.palette()) {
        if (!content.tile(tile)) r.report(0, 0, "the map uses tile '" + tile + "', which the content no longer defines");
    }
    const Entity& player = world.player();
    if (!content.actor(player.def)) {
        r.report(0, 0, "the player's definition '" + player.def + "' is not in the content");
    }
    if (r.failed()) return;
    std::erase_if(world.entities, [&](const Entity& e) {
        if (e.is_item() ? content.item(e.def) != nullptr : content.actor(e.def) != nullptr) return false;
        std::string note = describe(e);
        note[0] = 'E';
        notes.push_back(note + " was left out: the content has no " + (e.is_item() ? "item '" : "actor '") + e.def + "'.");
        return true;
    });
    for (Entity& e : world.entities) {
        if (e.inventory) resolve_inventory(content, e, notes);
        // Derived from the current definitions: AI where the definition now has one, and
        // HP within a maximum an edit may have lowered.
        if (e.is_actor() && content.actor(e.def)->ai != AiKind::none && !e.ai) e.ai = Ai{};
        if (e.alive()) e.fighter->hp = std::min(e.fighter->hp, max_hp(e, content));
    }
    for (const std::string& note : notes) world.say(note, Tone::system);
}

}  // namespace cf::save_format
