#include "engine/rules/factory.hpp"

#include <cassert>

#include "engine/rules/charges.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

EntityId spawn_actor(World& world, const Content& content, const DefId& def_id, Point pos) {
    const ActorDef* def = content.actor(def_id);
    assert(def && "spawn_actor needs an existing actor definition");
    Entity e;
    e.id = world.new_id();
    e.kind = EntityKind::actor;
    e.def = def_id;
    e.pos = pos;
    e.fighter = Fighter{def->fighter.hp};
    if (def->ai.kind != AiKind::none) e.ai = Ai{};
    if (def->inventory > 0) e.inventory = Inventory{};
    world.entities.push_back(std::move(e));
    return world.entities.back().id;
}

EntityId spawn_item(World& world, const Content& content, const DefId& def_id, Point pos) {
    const ItemDef* def = content.item(def_id);
    assert(def && "spawn_item needs an existing item definition");
    Entity e;
    e.id = world.new_id();
    e.kind = EntityKind::item;
    e.def = def_id;
    e.pos = pos;
    if (def->charges) e.charges = Charges{new_charges(world, *def)};
    world.entities.push_back(std::move(e));
    return world.entities.back().id;
}

EntityId spawn_player(World& world, const Content& content, Point pos) {
    const ActorDef& def = content.player();
    Entity p;
    p.id = world.new_id();
    p.kind = EntityKind::actor;
    p.def = def.id;
    p.pos = pos;
    p.progression = Progression{};
    p.inventory = Inventory{};
    for (const DefId& item_id : def.starting_equipment) {
        const ItemDef* item = content.item(item_id);
        if (!item || !item->equippable) continue;
        const ItemInstance instance{world.new_id(), item_id};
        p.inventory->items.push_back(instance);
        p.inventory->equipped[item->equippable->slot] = instance.id;
    }
    p.fighter = Fighter{0};
    p.fighter->hp = max_hp(p, content);
    world.entities.insert(world.entities.begin(), std::move(p));
    world.player_id = world.entities.front().id;
    return world.player_id;
}

}  // namespace cf
