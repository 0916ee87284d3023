#include "engine/lab/bot.hpp"

#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/lab/item_judgement.hpp"
#include "engine/rules/charges.hpp"
#include "engine/rules/combat.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"
#include "engine/rules/targets.hpp"
#include "engine/rules/throwing.hpp"
#include "engine/rules/travel_step.hpp"
#include "engine/rules/walk.hpp"

namespace cf {

namespace {

// The rules' numbers, in one place.
constexpr int kDrinkBelowPercent = 50;   // drinks a healing potion under this share of max HP
constexpr int kDangerBelowPercent = 35;  // with no potion left, leaves the floor under this
constexpr int kFireballAtLeast = 2;      // monsters a fireball must hit
constexpr int kFloorTurns = 1500;        // after this long on a floor, it heads for the stairs
// Turns it goes for one foe (closing in, waiting for it, walking to where it was last seen)
// before giving it up for the floor: a foe that keeps its distance, or stands where no
// known walk leads, would otherwise hold the bot until the turn limit.
constexpr int kChaseTurns = 60;
// Turns after explore found nothing left before it looks again.
constexpr int kExploreAgainTurns = 50;
// A patrol's next cell is at least this many steps away (when the known floor has one),
// drawn with this stride through the known cells.
constexpr int kPatrolLeast = 10;
constexpr std::size_t kPatrolStride = 7919;

struct Foe {
    const Entity* entity;
    const ActorDef* def;
    int distance;  // Chebyshev, in steps
};

// Living monsters in view of a faction hostile to the player's, nearest first (ties:
// creation order).
std::vector<Foe> foes_in_view(const World& world, const Content& content) {
    std::vector<Foe> out;
    const Point at = world.player().pos;
    for (const Entity& e : world.entities) {
        if (e.id == world.player_id || !e.alive() || !world.map.visible(e.pos)) continue;
        const ActorDef* def = content.actor(e.def);
        if (def && def->ai.kind != AiKind::none && foes(world, content, world.player(), e))
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

// A carried usable item and what it is good for.
struct Usable {
    int index;  // in the inventory
    ItemRoles roles;
};

// Every carried usable item, in inventory order, with its roles; an empty wand is left
// out until something recharges it.
std::vector<Usable> usables(const World& world, const Content& content) {
    std::vector<Usable> out;
    const auto& items = world.player().inventory->items;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const ItemDef* def = content.item(items[i].def);
        if (def && def->use && charges_left(items[i], *def) != 0)
            out.push_back({static_cast<int>(i), roles_of(*def->use, content)});
    }
    return out;
}

// Whether the player carries an empty charged item (worth a recharge).
bool wand_to_fill(const World& world, const Content& content) {
    for (const ItemInstance& i : world.player().inventory->items) {
        const ItemDef* def = content.item(i.def);
        if (def && def->charges && charges_left(i, *def) == 0) return true;
    }
    return false;
}

// A throw of a carried harmful thrown item at the nearest foe beyond arm's reach whose
// flight reaches it (nothing in between, within range).
std::optional<Command> throw_at_nearest(const World& world, const Content& content,
                                        const Foe& nearest) {
    if (nearest.distance < 2) return std::nullopt;
    const auto& items = world.player().inventory->items;
    const Point me = world.player().pos;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const ItemDef* def = content.item(items[i].def);
        if (!def || !def->thrown || def->use || def->equippable) continue;
        const ItemRoles roles = throw_roles(*def->thrown, content);
        if (!harms(roles, *nearest.entity, content)) continue;
        const int range = def->thrown->range;
        if (distance_squared(me, nearest.entity->pos) > range * range) continue;
        const std::vector<Point> path = flight_path(world, me, nearest.entity->pos, range);
        if (path.empty() || path.back() != nearest.entity->pos) continue;
        return Command::throw_at(letter_of(world, static_cast<int>(i)), nearest.entity->pos);
    }
    return std::nullopt;
}

// The first carried item `wanted` accepts.
template <class Wanted>
const Usable* first(const std::vector<Usable>& items, Wanted wanted) {
    for (const Usable& u : items) {
        if (wanted(u.roles)) return &u;
    }
    return nullptr;
}

// The foe whose cell, as a blast's centre, hits the most foes (at least `at_least`) and
// not the player.
std::optional<Point> blast_target(const std::vector<Foe>& foes, Point player, int radius,
                                  int at_least) {
    const int r2 = radius * radius;
    std::optional<Point> best;
    int best_hits = at_least - 1;
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

std::string item_name(const World& world, const Content& content, int index) {
    const ItemDef* def =
        content.item(world.player().inventory->items[static_cast<std::size_t>(index)].def);
    return def ? def->name : std::string("an item");
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

// A use of `item` that stops the strongest adjacent foe not already stopped: at it, or for
// an area, at a foe whose blast spares the player.
std::optional<Command> disable(const World& world, const Content& content, const Usable& item,
                               const std::vector<Foe>& adjacent, const std::vector<Foe>& foes) {
    const int letter = letter_of(world, item.index);
    if (item.roles.radius > 0 || item.roles.target == TargetKind::self) {
        if (item.roles.target != TargetKind::cell) return std::nullopt;
        if (auto at = blast_target(foes, world.player().pos, item.roles.radius, 1))
            return Command::use(letter, *at);
        return std::nullopt;
    }
    const Foe* strongest = nullptr;
    for (const Foe& f : adjacent) {
        const bool stopped = behaviour_of(*f.entity, content) != Behaviour::none;
        if (!stopped &&
            (!strongest || power(*f.entity, content) > power(*strongest->entity, content))) {
            strongest = &f;
        }
    }
    if (!strongest) return std::nullopt;
    if (!item.roles.aimed()) return Command::use(letter);
    return Command::use(letter, strongest->entity->pos);
}

// Whether the player lacks a status the self-targeted `item` gives.
bool buff_missing(const World& world, const Content& content, const Usable& item) {
    const ItemDef* def =
        content.item(world.player().inventory->items[static_cast<std::size_t>(item.index)].def);
    for (const EffectDef& e : def->use->effects) {
        if (e.kind == EffectKind::status && !world.player().statuses.contains(e.status))
            return true;
    }
    return false;
}

}  // namespace

template <class Text>
Command Bot::because(Command command, Text text) {
    if (explain_) reason_ = text();
    return command;
}

LevelUpChoice bot_level_up_choice(int spent) { return static_cast<LevelUpChoice>(spent % 3); }

void Bot::new_floor_check(const World& world) {
    if (world.depth == floor_depth_) return;
    floor_depth_ = world.depth;
    revealed_ = false;
    floor_start_turn_ = world.turn;
    floor_explored_ = false;
    item_goal_ = kNoEntity;
    stairs_.reset();
    stairs_lost_ = false;
    ignored_items_.clear();
    explored_turn_ = -1;
    last_seen_.clear();
    chasing_ = kNoEntity;
    chase_turns_.clear();
    given_up_.clear();
    patrol_.reset();
    patrols_ = 0;
    patrol_refused_turn_ = -1;
}

void Bot::remember(const World& world) {
    for (auto it = last_seen_.begin(); it != last_seen_.end();) {
        const Entity* e = world.find(it->first);
        const bool seen_here = e && e->alive() && world.map.visible(e->pos);
        if (seen_here) it->second = e->pos;
        // The spot in view without it: it has gone, who knows where.
        const bool gone = !seen_here && world.map.visible(it->second);
        it = gone ? last_seen_.erase(it) : std::next(it);
    }
}

void Bot::chase(EntityId foe) {
    chasing_ = foe;
    if (++chase_turns_[foe] > kChaseTurns) given_up_.insert(foe);
}

std::optional<Command> Bot::walk_to(const Game& game, Point goal) {
    if (!hostile_in_view(game.world(), game.content())) return Command::travel(goal);
    const WalkStep step = route_step(game.world(), game.content(), field_, goal);
    if (!step.dir) return std::nullopt;
    return Command::move(*step.dir);
}

std::optional<Command> Bot::patrol(const Game& game) {
    const World& world = game.world();
    const Point me = world.player().pos;
    if (patrol_ && *patrol_ == me) patrol_.reset();
    if (world.turn == patrol_refused_turn_) return std::nullopt;
    // A few draws: a cell that turns out to have no known walk to it is passed over.
    for (int attempt = 0; attempt < 4; ++attempt) {
        if (!patrol_) {
            std::vector<Point> known;
            std::vector<Point> far;
            for (int y = 0; y < world.map.height(); ++y) {
                for (int x = 0; x < world.map.width(); ++x) {
                    const Point p{x, y};
                    if (!world.map.explored(p) || !world.map.walkable(p) || p == me) continue;
                    known.push_back(p);
                    if (chebyshev_distance(me, p) >= kPatrolLeast) far.push_back(p);
                }
            }
            const std::vector<Point>& from = far.empty() ? known : far;
            if (from.empty()) return std::nullopt;
            // The bot has no randomness of its own: a stride through the cells spreads
            // its patrol over the floor and gives the same walk for the same game.
            const auto pick = static_cast<std::size_t>(patrols_) * kPatrolStride % from.size();
            patrol_ = from[pick];
            ++patrols_;
        }
        if (auto step = walk_to(game, *patrol_)) return step;
        patrol_.reset();
    }
    return std::nullopt;
}

std::optional<Command> Bot::explore(const Game& game) {
    const int turn = game.world().turn;
    if (explored_turn_ >= 0 && turn - explored_turn_ < kExploreAgainTurns) return std::nullopt;
    if (!hostile_in_view(game.world(), game.content())) return Command::explore();
    const WalkStep step = explore_route_step(game.world(), game.content(), field_);
    if (step.dir) return Command::move(*step.dir);
    explored_turn_ = turn;
    return std::nullopt;
}

void Bot::refused(const Game& game, const Command& command) {
    new_floor_check(game.world());
    if (command.kind == CommandKind::explore) {
        floor_explored_ = true;
        explored_turn_ = game.world().turn;
    }
    // No known way to the stairs (a teleport put it in unexplored rooms): look for one.
    if (command.kind == CommandKind::travel && command.target == stairs_) stairs_lost_ = true;
    if (command.kind == CommandKind::travel && command.target == patrol_) {
        patrol_.reset();
        patrol_refused_turn_ = game.world().turn;  // no second try this turn: it waits
    }
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
    if (world.pending_level_ups > 0)
        return because(Command::level_up(bot_level_up_choice(me.progression->level - 1)),
                       [] { return std::string("levels up: health, power, defense in turn"); });

    // Health first: a potion when low.
    const int hp = me.fighter->hp;
    const int top = max_hp(me, content);
    const std::vector<Usable> items = usables(world, content);
    const Usable* potion = first(items, [](const ItemRoles& r) { return r.heal > 0; });
    if (potion && hp * 100 < top * kDrinkBelowPercent)
        return because(Command::use(letter_of(world, potion->index)), [&] {
            return "drinks " + item_name(world, content, potion->index) + ": hp " +
                   std::to_string(hp) + "/" + std::to_string(top) + ", under half";
        });
    const bool in_danger = !potion && hp * 100 < top * kDangerBelowPercent;
    // A cure for what ails it.
    for (const Usable& u : items) {
        for (const DefId& status : u.roles.cures) {
            if (me.statuses.contains(status)) {
                return because(Command::use(letter_of(world, u.index)), [&] {
                    return "uses " + item_name(world, content, u.index) + ": cures " + status;
                });
            }
        }
    }

    // An empty wand and something to fill it.
    if (const Usable* fill = first(items, [](const ItemRoles& r) { return r.recharges; });
        fill && wand_to_fill(world, content))
        return because(Command::use(letter_of(world, fill->index)), [&] {
            return "uses " + item_name(world, content, fill->index) + ": a wand is empty";
        });

    // Gear that raises its totals.
    if (auto gear = better_gear(me, content)) {
        return because(Command::equip(letter_of(world, gear->index)), [&] {
            return "wears " + item_name(world, content, gear->index) + ": worth " +
                   std::to_string(gear->value) + " against " + std::to_string(gear->worn_value) +
                   (gear->worn ? " for the " + gear->worn->name
                               : std::string(" with nothing worn")) +
                   " (power + defense + max HP / 10 + one per blow effect and granted status)";
        });
    }

    const std::vector<Foe> foes = foes_in_view(world, content);
    for (const Foe& f : foes) last_seen_[f.entity->id] = f.entity->pos;
    remember(world);
    const bool on_stairs = world.map.tile_id(me.pos) == content.settings.stairs_tile;
    if (foes.empty() && !floor_explored_ && !revealed_) {
        revealed_ = true;
        if (const Usable* map = first(items, [](const ItemRoles& r) { return r.reveals; }))
            return because(Command::use(letter_of(world, map->index)), [&] {
                return "reads " + item_name(world, content, map->index) + ": a new floor";
            });
    }
    if (!foes.empty()) {
        // Items at good targets: a blast at a group, something that stops the strongest
        // adjacent foe when outnumbered or hurt, a bolt at the nearest tough one.
        if (const Usable* blast = first(items, [](const ItemRoles& r) {
                return r.damage > 0 && r.target == TargetKind::cell && r.radius > 0;
            })) {
            if (auto at = blast_target(foes, me.pos, blast->roles.radius, kFireballAtLeast))
                return because(Command::use(letter_of(world, blast->index), *at), [&] {
                    return "uses " + item_name(world, content, blast->index) +
                           ": a group of foes, out of its blast";
                });
        }
        std::vector<Foe> adjacent;
        for (const Foe& f : foes) {
            if (f.distance == 1) adjacent.push_back(f);
        }
        if (const Usable* stop = first(items, [](const ItemRoles& r) { return r.disables; });
            stop && !adjacent.empty() &&
            (adjacent.size() >= 2 || hp * 100 < top * kDrinkBelowPercent)) {
            if (auto use = disable(world, content, *stop, adjacent, foes)) {
                return because(*use, [&] {
                    return "uses " + item_name(world, content, stop->index) + ": " +
                           std::to_string(adjacent.size()) + " foes adjacent, hp " +
                           std::to_string(hp) + "/" + std::to_string(top);
                });
            }
        }
        if (const Usable* bolt = first(items, [&](const ItemRoles& r) {
                // A cell without an area is aimed at the foe's cell: a wand's bolt.
                return harms(r, *foes.front().entity, content) && r.radius == 0 &&
                       (r.target == TargetKind::nearest_enemy || r.aimed());
            })) {
            const Foe& nearest = foes.front();
            const int range = bolt->roles.range;
            const int my_hit = blow_damage(content, *nearest.entity, power(me, content));
            if ((range <= 0 || distance_squared(me.pos, nearest.entity->pos) <= range * range) &&
                nearest.entity->fighter->hp > my_hit) {
                const Command use =
                    bolt->roles.aimed()
                        ? Command::use(letter_of(world, bolt->index), nearest.entity->pos)
                        : Command::use(letter_of(world, bolt->index));
                return because(use, [&] {
                    return "uses " + item_name(world, content, bolt->index) + " on " +
                           nearest.def->name + ": one blow would not kill it";
                });
            }
        }
        // Something to throw at one still coming (daggers are picked up again afterwards).
        if (auto throw_one = throw_at_nearest(world, content, foes.front())) {
            return because(*throw_one, [&] {
                return "throws at " + foes.front().def->name + ": " +
                       std::to_string(foes.front().distance) + " steps away";
            });
        }
        if (!adjacent.empty()) {
            if (const Usable* buff = first(items, [](const ItemRoles& r) { return r.buffs; });
                buff && buff_missing(world, content, *buff))
                return because(Command::use(letter_of(world, buff->index)), [&] {
                    return "uses " + item_name(world, content, buff->index) +
                           ": a foe adjacent, not yet helped";
                });
        }
        if (in_danger && !adjacent.empty()) {
            if (const Usable* away = first(items, [](const ItemRoles& r) {
                    return r.escapes && r.target == TargetKind::self;
                }))
                return because(Command::use(letter_of(world, away->index)), [&] {
                    return "reads " + item_name(world, content, away->index) + ": in danger (hp " +
                           std::to_string(hp) + "/" + std::to_string(top) + ", no potion), " +
                           std::to_string(adjacent.size()) + " foes adjacent";
                });
        }
        if (in_danger && on_stairs) {
            return because(Command::descend(), [] {
                return std::string("descends: in danger with no potion, foes in view");
            });
        }
        if (!adjacent.empty()) {
            const Foe* weakest = &adjacent.front();
            for (const Foe& f : adjacent) {
                if (f.entity->fighter->hp < weakest->entity->fighter->hp) weakest = &f;
            }
            return because(Command::attack(direction_to(me.pos, weakest->entity->pos)), [&] {
                return "attacks " + weakest->def->name + ": the weakest of " +
                       std::to_string(adjacent.size()) + " adjacent";
            });
        }
        // Close in on the nearest it has not given up on; when no known walk leads
        // there, let it come.
        for (const Foe& f : foes) {
            if (given_up_.contains(f.entity->id)) continue;
            chase(f.entity->id);
            const WalkStep step = route_step(world, content, field_, f.entity->pos);
            if (!step.dir) {
                return because(Command::wait(),
                               [&] { return "waits for " + f.def->name + ": no known way to it"; });
            }
            return because(Command::move(*step.dir), [&] {
                return "closes in on " + f.def->name + ", " + std::to_string(f.distance) +
                       " steps away";
            });
        }
        // Every foe in view is one it gave up on: it goes about the floor as if alone.
    }

    // A foe it was closing in on went out of view (round a corner, behind a pillar):
    // it follows to where it last saw it, or a step back would bring it into view again
    // and the next out of it, for ever.
    if (auto it = last_seen_.find(chasing_);
        it != last_seen_.end() && !given_up_.contains(chasing_)) {
        chase(chasing_);
        const WalkStep step = route_step(world, content, field_, it->second);
        if (step.dir) {
            return because(Command::move(*step.dir), [] {
                return std::string("follows a foe out of sight to where it last saw it");
            });
        }
    }
    chasing_ = kNoEntity;

    // Items: take what lies here, then walk to what is in view.
    if (!world.items_at(me.pos).empty() &&
        !ignored_items_.contains(world.items_at(me.pos).front()->id)) {
        return because(Command::pickup(), [] { return std::string("picks up what lies here"); });
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
        if (auto step = walk_to(game, goal->pos)) {
            return because(*step, [] { return std::string("walks to an item in view"); });
        }
        ignored_items_.insert(goal->id);
        item_goal_ = kNoEntity;
    }
    if (world.turn - floor_start_turn_ > kFloorTurns) floor_explored_ = true;

    // Leave when hurt with no potion, or when the floor holds nothing more.
    if (!in_danger && !floor_explored_) {
        if (auto step = explore(game))
            return because(*step, [] { return std::string("explores"); });
        floor_explored_ = true;
    }
    // Stairs it knows of but never saw: a map read drew them (and left nothing to explore).
    if (!stairs_) stairs_ = nearest_known_stairs(game);
    if (stairs_ && !on_stairs && stairs_lost_) {
        stairs_lost_ = false;  // one step of exploring, then the journey is tried again
        if (auto step = explore(game)) {
            return because(*step,
                           [] { return std::string("explores: no known way to the stairs"); });
        }
    }
    const auto why_leave = [&] {
        return std::string(in_danger ? "in danger (hp " + std::to_string(hp) + "/" +
                                           std::to_string(top) + ", no potion)"
                                     : "floor explored");
    };
    if (stairs_ && on_stairs)
        return because(Command::descend(), [&] { return "descends: " + why_leave(); });
    if (stairs_) {
        if (auto step = walk_to(game, *stairs_))
            return because(*step, [&] { return "heads for the stairs: " + why_leave(); });
        stairs_lost_ = true;
    }
    // No stairs known: look on (the floor's time is up, not its cells), then go where a
    // foe was last seen (the last floor has no stairs: its victory creature must be found).
    if (auto step = explore(game))
        return because(*step, [] { return std::string("explores: no stairs found yet"); });
    for (const auto& [id, at] : last_seen_) {
        if (given_up_.contains(id)) continue;
        chase(id);
        if (auto step = walk_to(game, at)) {
            return because(*step, [] {
                return std::string("goes where a foe was last seen: no stairs, nothing to explore");
            });
        }
    }
    // The foe it must find walked off where it was not seen again: walk the floor until
    // something comes into view.
    if (auto step = patrol(game)) {
        return because(*step, [] {
            return std::string(
                "patrols the known floor: nothing to explore, no stairs, no foe to find");
        });
    }
    return because(Command::wait(), [] {
        return std::string("waits: nothing to explore, no stairs known, no foe to find");
    });
}

}  // namespace cf
