#include "engine/rules/terrain.hpp"

#include "engine/rules/combat.hpp"
#include "engine/rules/effect_text.hpp"
#include "engine/rules/effects.hpp"
#include "engine/rules/energy.hpp"

namespace cf {

namespace {

bool is_player(const World& world, const Entity& e) { return e.id == world.player_id; }

// "Poison trap" -> "poison trap", for the middle of a sentence.
std::string in_sentence(std::string text) {
    for (char& c : text) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
    return text;
}

void open_door(World& world, const Content& content, const Entity& mover, Point at,
               const TileDef& door) {
    world.map.set_tile(at, door.opens_to);
    if (is_player(world, mover)) {
        world.say("You open the " + in_sentence(door.name) + ".", Tone::normal);
    } else if (world.map.visible(mover.pos) || world.map.visible(at)) {
        world.say(capitalised(subject_name(world, content, mover)) + " opens a " +
                      in_sentence(door.name) + ".",
                  Tone::normal);
    }
}

// The mover just stepped onto `at`, whose tile is `tile`: its on_step fires on it.
void fire(World& world, const Content& content, EntityId mover_id, Point at, const TileDef& tile) {
    const Entity* mover = world.find(mover_id);
    if (!mover) return;
    const bool seen = is_player(world, *mover) || world.map.visible(at);
    if (seen && tile.hidden && !world.map.revealed(at)) {
        world.say(capitalised(subject_name(world, content, *mover)) +
                      (is_player(world, *mover) ? " step" : " steps") + " on a " +
                      in_sentence(tile.name) + "!",
                  Tone::warning);
    }
    EffectUse use;
    use.name = tile.name;
    use.cause = tile.name;
    use.cell = at;
    const DefId becomes = tile.becomes;
    const bool hidden = tile.hidden;
    apply_effects(world, content, tile.on_step, {mover_id}, use);
    if (!becomes.empty()) {
        world.map.set_tile(at, becomes);
        world.map.set_revealed(at, false);
    } else if (hidden) {
        world.map.set_revealed(at, true);
    }
}

}  // namespace

bool opens_doors(const World& world, const Content& content, const Entity& actor) {
    if (is_player(world, actor)) return true;
    const ActorDef* def = content.actor(actor.def);
    return def && def->opens_doors;
}

Entered enter_cell(World& world, const Content& content, Entity& mover, Point to,
                   const ActorDef* def) {
    if (!world.map.in_bounds(to)) return Entered::blocked;
    const TileDef& tile = world.map.tile(to);
    if (!tile.opens_to.empty()) {
        if (!opens_doors(world, content, mover)) return Entered::blocked;
        open_door(world, content, mover, to, tile);
        return Entered::opened;
    }
    if (!tile.walkable) return Entered::blocked;
    mover.pos = to;
    owe_action(mover, step_cost(mover, content, tile.move_cost, def));
    if (!tile.on_step.empty()) fire(world, content, mover.id, to, tile);
    return Entered::moved;
}

std::string close_door(World& world, const Content& content, const Entity& closer, Point at) {
    if (!world.map.in_bounds(at) || world.map.tile(at).closes_to.empty())
        return "There is nothing there to close.";
    if (const Entity* in_way = world.actor_at(at))
        return capitalised(subject_name(world, content, *in_way)) +
               (in_way->id == closer.id ? " are" : " stands") + " in the doorway.";
    if (!world.items_at(at).empty()) return "Something lies in the doorway.";
    const DefId closed = world.map.tile(at).closes_to;
    const TileDef* closed_def = content.tile(closed);
    const std::string name = in_sentence(closed_def ? closed_def->name : closed);
    world.map.set_tile(at, closed);
    if (is_player(world, closer)) {
        world.say("You close the " + name + ".", Tone::normal);
    } else if (world.map.visible(at)) {
        world.say(capitalised(subject_name(world, content, closer)) + " closes a " + name + ".",
                  Tone::normal);
    }
    return "";
}

bool pay_owed_action(Entity& actor) {
    if (!actor.energy || actor.energy->owed < 100) return false;
    actor.energy->owed -= 100;
    if (actor.energy->owed == 0) actor.energy.reset();
    return true;
}

int walk_cost(const Map& map, Point p) {
    if (!map.in_bounds(p)) return 0;
    const TileDef& tile = map.tile(p);
    if (!tile.opens_to.empty()) return 2;  // opening it, then the step
    if (!tile.walkable) return 0;
    if (map.known_trap(p)) return 1 + kKnownTrapCost;
    if (tile.hidden) return 1;  // as what it passes for, as far as anyone knows
    return (tile.move_cost + 99) / 100;
}

}  // namespace cf
