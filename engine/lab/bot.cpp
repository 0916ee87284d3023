#include "engine/lab/bot.hpp"

#include <optional>
#include <vector>

#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/travel.hpp"

namespace cf {

namespace {

// The rules' numbers, in one place.
constexpr int kDrinkBelowPercent = 50;   // drinks a healing potion under this share of max HP
constexpr int kDangerBelowPercent = 35;  // with no potion left, leaves the floor under this
constexpr int kFireballAtLeast = 2;      // monsters a fireball must hit
constexpr int kFloorTurns = 1500;        // after this long on a floor, it heads for the stairs

struct Foe {
    const Entity* entity;
    const ActorDef* def;
    int distance;  // Chebyshev, in steps
};

// Living hostile monsters in view, nearest first (ties: creation order).
std::vector<Foe> foes_in_view(const World& world, const Content& content) {
    std::vector<Foe> out;
    const Point at = world.player().pos;
    for (const Entity& e : world.entities) {
        if (e.id == world.player_id || !e.alive() || !world.map.visible(e.pos)) continue;
        const ActorDef* def = content.actor(e.def);
        if (def && def->ai == AiKind::hostile)
            out.push_back({&e, def, chebyshev_distance(at, e.pos)});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Foe& a, const Foe& b) { return a.distance < b.distance; });
    return out;
}

// Commands name items by letter; the rules below find them by index in `items`.
int letter_of(const World& world, int index) {
    return carried_letters(*world.player().inventory)[static_cast<std::size_t>(index)];
}

// The first carried consumable with `effect`, as an inventory index.
std::optional<int> carried(const World& world, const Content& content, EffectKind effect) {
    const auto& items = world.player().inventory->items;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const ItemDef* def = content.item(items[i].def);
        if (def && def->consumable && def->consumable->effect == effect) return static_cast<int>(i);
    }
    return std::nullopt;
}

const ConsumableDef& consumable_at(const World& world, const Content& content, int index) {
    return *content.item(world.player().inventory->items[static_cast<std::size_t>(index)].def)
                ->consumable;
}

// What a piece of gear adds up to: every point of power, defense and (a tenth of) HP.
int gear_value(const EquippableDef& e) { return e.power + e.defense + e.max_hp / 10; }

// A carried item that beats what is worn in its slot.
std::optional<int> better_gear(const Entity& player, const Content& content) {
    const Inventory& inv = *player.inventory;
    for (std::size_t i = 0; i < inv.items.size(); ++i) {
        const ItemDef* def = content.item(inv.items[i].def);
        if (!def || !def->equippable || equipped_slot(player, static_cast<int>(i))) continue;
        int worn = 0;
        if (auto it = inv.equipped.find(def->equippable->slot); it != inv.equipped.end()) {
            for (const ItemInstance& w : inv.items) {
                if (w.id == it->second) worn = gear_value(*content.item(w.def)->equippable);
            }
        }
        if (gear_value(*def->equippable) > worn) return static_cast<int>(i);
    }
    return std::nullopt;
}

// Level-ups go round: health, power, defense.
LevelUpChoice level_up_choice(const Entity& player) {
    const int spent = player.progression->level - 1;
    return static_cast<LevelUpChoice>(spent % 3);
}

// The foe whose cell, as a fireball's centre, burns the most foes and not the player.
std::optional<Point> fireball_target(const std::vector<Foe>& foes, Point player, int radius) {
    const int r2 = radius * radius;
    std::optional<Point> best;
    int best_hits = kFireballAtLeast - 1;
    for (const Foe& centre : foes) {
        if (distance_squared(centre.entity->pos, player) <= r2) continue;
        int hits = 0;
        for (const Foe& f : foes)
            hits += distance_squared(f.entity->pos, centre.entity->pos) <= r2 ? 1 : 0;
        if (hits > best_hits) {
            best = centre.entity->pos;
            best_hits = hits;
        }
    }
    return best;
}

Direction direction_to(Point from, Point to) {
    for (Direction d : kAllDirections) {
        if (from + delta(d) == to) return d;
    }
    return Direction::n;
}

// Down stairs in view, if any (the bot remembers them once seen).
std::optional<Point> stairs_in_view(const World& world, const Content& content) {
    for (int i : world.map.visible_cells()) {
        const Point p = world.map.point(i);
        if (world.map.tile_id(p) == content.settings.stairs_tile) return p;
    }
    return std::nullopt;
}

}  // namespace

void Bot::new_floor_check(const World& world) {
    if (world.depth == floor_depth_) return;
    floor_depth_ = world.depth;
    floor_start_turn_ = world.turn;
    floor_explored_ = false;
    item_goal_ = kNoEntity;
    stairs_.reset();
    ignored_items_.clear();
}

void Bot::refused(const Game& game, const Command& command) {
    new_floor_check(game.world());
    if (command.kind == CommandKind::explore) floor_explored_ = true;
    if (command.kind == CommandKind::pickup || command.kind == CommandKind::travel) {
        for (const Entity* item :
             game.world().items_at(command.target.value_or(game.world().player().pos))) {
            ignored_items_.insert(item->id);
        }
        item_goal_ = kNoEntity;
    }
}

Command Bot::next(const Game& game) {
    const World& world = game.world();
    const Content& content = game.content();
    new_floor_check(world);
    if (!stairs_) stairs_ = stairs_in_view(world, content);
    const Entity& me = world.player();
    if (world.pending_level_ups > 0) return Command::level_up(level_up_choice(me));

    // Health first: a potion when low.
    const int hp = me.fighter->hp;
    const int top = max_hp(me, content);
    const std::optional<int> potion = carried(world, content, EffectKind::heal);
    if (potion && hp * 100 < top * kDrinkBelowPercent)
        return Command::use(letter_of(world, *potion));
    const bool in_danger = !potion && hp * 100 < top * kDangerBelowPercent;

    // Gear that raises its totals.
    if (auto gear = better_gear(me, content)) return Command::equip(letter_of(world, *gear));

    const std::vector<Foe> foes = foes_in_view(world, content);
    const bool on_stairs = world.map.tile_id(me.pos) == content.settings.stairs_tile;
    if (!foes.empty()) {
        // Scrolls at good targets: fireball at a group, confusion at the strongest
        // adjacent foe when outnumbered or hurt, lightning at the nearest tough one.
        if (auto scroll = carried(world, content, EffectKind::fireball)) {
            if (auto at =
                    fireball_target(foes, me.pos, consumable_at(world, content, *scroll).radius)) {
                return Command::use(letter_of(world, *scroll), *at);
            }
        }
        std::vector<Foe> adjacent;
        for (const Foe& f : foes) {
            if (f.distance == 1) adjacent.push_back(f);
        }
        if (auto scroll = carried(world, content, EffectKind::confusion);
            scroll && !adjacent.empty() &&
            (adjacent.size() >= 2 || hp * 100 < top * kDrinkBelowPercent)) {
            const Foe* strongest = nullptr;
            for (const Foe& f : adjacent) {
                const bool confused = f.entity->ai && f.entity->ai->confused_turns > 0;
                if (!confused && (!strongest ||
                                  power(*f.entity, content) > power(*strongest->entity, content))) {
                    strongest = &f;
                }
            }
            if (strongest) return Command::use(letter_of(world, *scroll), strongest->entity->pos);
        }
        if (auto scroll = carried(world, content, EffectKind::lightning)) {
            const Foe& nearest = foes.front();
            const int range = consumable_at(world, content, *scroll).range;
            const int my_hit = power(me, content) - defense(*nearest.entity, content);
            if (distance_squared(me.pos, nearest.entity->pos) <= range * range &&
                nearest.entity->fighter->hp > my_hit) {
                return Command::use(letter_of(world, *scroll));
            }
        }
        if (in_danger && on_stairs) return Command::descend();
        if (!adjacent.empty()) {
            const Foe* weakest = &adjacent.front();
            for (const Foe& f : adjacent) {
                if (f.entity->fighter->hp < weakest->entity->fighter->hp) weakest = &f;
            }
            return Command::attack(direction_to(me.pos, weakest->entity->pos));
        }
        // Close in on the nearest; when no known walk leads there, let it come.
        const WalkStep step = route_step(world, content, field_, foes.front().entity->pos);
        return step.dir ? Command::move(*step.dir) : Command::wait();
    }

    // Items: take what lies here, then walk to what is in view.
    if (!world.items_at(me.pos).empty() &&
        !ignored_items_.contains(world.items_at(me.pos).front()->id)) {
        return Command::pickup();
    }
    const Entity* goal = world.find(item_goal_);
    if (!goal || !goal->is_item()) {
        goal = nullptr;
        for (const Entity& e : world.entities) {
            if (e.is_item() && world.map.visible(e.pos) && !ignored_items_.contains(e.id)) {
                goal = &e;
                break;
            }
        }
    }
    if (goal) {
        item_goal_ = goal->id;
        return Command::travel(goal->pos);
    }
    if (world.turn - floor_start_turn_ > kFloorTurns) floor_explored_ = true;

    // Leave when hurt with no potion, or when the floor holds nothing more.
    if (!in_danger && !floor_explored_) return Command::explore();
    if (stairs_) return on_stairs ? Command::descend() : Command::travel(*stairs_);
    return floor_explored_ ? Command::wait() : Command::explore();
}

}  // namespace cf
