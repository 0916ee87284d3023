#include "engine/rules/effects.hpp"

#include <algorithm>

#include "engine/core/geometry.hpp"
#include "engine/rules/charges.hpp"
#include "engine/rules/combat.hpp"
#include "engine/rules/creature_bounds.hpp"
#include "engine/rules/effect_shapes.hpp"
#include "engine/rules/effect_text.hpp"
#include "engine/rules/factions.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/identification.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/resistance.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"
#include "engine/rules/targets.hpp"
#include "engine/rules/tile_timers.hpp"
#include "engine/rules/triggers.hpp"
#include "engine/world/state_bounds.hpp"
#include "engine/world/state_paths.hpp"

namespace cf {

namespace {

// The words an effect says when its content gave none.
const char* default_message(EffectKind kind) {
    switch (kind) {
        case EffectKind::damage:
            return "{Target} take{s} {amount} damage.";
        case EffectKind::heal:
            return "{Target} recover{s} {amount} HP.";
        case EffectKind::teleport:
            return "{Target} vanish{es} and reappear{s} elsewhere.";
        case EffectKind::summon:
            return "{Target} call{s} {actor}!";
        case EffectKind::reveal_floor:
            return "{Target} sense{s} the shape of the whole floor.";
        case EffectKind::push:
            return "{Target} {is} thrown back.";
        case EffectKind::drain:
            return "{User} drain{s} {amount} HP from {target}.";
        case EffectKind::set_tile:
        case EffectKind::spawn_item:
        case EffectKind::cleanse:
        case EffectKind::status:
        case EffectKind::remove_status:
        case EffectKind::recharge:
        case EffectKind::identify:
            // The map shows it; the statuses' own start and end messages; each item's own
            // words (charges_text, learn_item).
            return "";
    }
    return "";
}

// Why `cond` does not hold for `t` with `user` as the one applying it; "" when it holds.
// A chance below 100 draws from the RNG, and only then.
std::string failed_condition(World& world, const Content& content, const EffectIf& cond,
                             const Entity* user, const Entity& t) {
    if (cond.hp_below <= 100 || cond.hp_above > 0) {
        const long long percent =
            t.fighter ? 100LL * t.fighter->hp / std::max(1, max_hp(t, content)) : 0;
        if (cond.hp_below <= 100 && percent >= cond.hp_below)
            return "HP not below " + std::to_string(cond.hp_below) + "%";
        if (cond.hp_above > 0 && percent <= cond.hp_above)
            return "HP not above " + std::to_string(cond.hp_above) + "%";
    }
    if (!cond.has_status.empty() && !t.statuses.contains(cond.has_status))
        return "not " + cond.has_status;
    if (!cond.lacks_status.empty() && t.statuses.contains(cond.lacks_status))
        return "already " + cond.lacks_status;
    const bool self = user && user->id == t.id;
    switch (cond.target_is) {
        case TargetIs::any:
            break;
        case TargetIs::self:
            if (!self) return "not the user";
            break;
        case TargetIs::other:
            if (self) return "the user itself";
            break;
        case TargetIs::enemy:
            if (!user || self || !foes(world, content, *user, t)) return "not an enemy";
            break;
        case TargetIs::ally:
            if (!user || self || relation_between(world, content, *user, t) != Relation::allied)
                return "not an ally";
            break;
    }
    if (cond.chance < 100 && world.rng.range(1, 100) > cond.chance)
        return "chance " + std::to_string(cond.chance) + "% failed";
    return "";
}

// The kinds `bearer` carries that the player does not know, in letter order, each once.
std::vector<const ItemDef*> unknown_carried(const World& world, const Content& content,
                                            const Entity& bearer) {
    std::vector<const ItemDef*> unknown;
    if (!bearer.inventory) return unknown;
    for (const CarriedStack& stack : carried_stacks(*bearer.inventory)) {
        const ItemInstance& carried =
            bearer.inventory->items[static_cast<std::size_t>(stack.first)];
        const ItemDef* def = content.item(carried.def);
        if (def && !is_known(world, *def) &&
            std::find(unknown.begin(), unknown.end(), def) == unknown.end())
            unknown.push_back(def);
    }
    return unknown;
}

// Applies one effect of a use: apply_once for the effects that act once whatever the
// targets (teleport, summon, reveal), apply_to for those that act on each target.
class Applier {
  public:
    Applier(World& world, const Content& content, const EffectUse& use)
        : world_(world), content_(content), use_(use) {}

    void apply_once(const EffectDef& e, EntityId first_target) {
        if (!rolled(e)) return;
        if (Entity* user = world_.find(use_.user); user && !holds(e, *user)) return;
        switch (e.kind) {
            case EffectKind::teleport:
                if (e.teleport == TeleportKind::blink) {
                    blink_toward(e, first_target);
                } else {
                    blink(e);
                }
                break;
            case EffectKind::summon:
                summon(e, first_target);
                break;
            case EffectKind::reveal_floor:
                reveal(e);
                break;
            case EffectKind::set_tile:
                set_tiles(e, first_target);
                break;
            case EffectKind::spawn_item:
                make_items(e, first_target);
                break;
            default:
                break;
        }
    }

    // Applies `e` to `t`. `t` may be gone when it returns (a death's triggers may move the
    // entity list): callers look their targets up anew.
    void apply_to(const EffectDef& e, Entity& t) {
        if (!rolled(e)) return;
        if (!holds(e, t)) return;
        switch (e.kind) {
            case EffectKind::damage: {
                std::string note;
                const int amount = after_resistance(t, content_, e.type, e.amount, &note);
                say(e, t, amount);
                take_damage(world_, content_, t, amount, use_.user, caused(note), use_.via);
                break;
            }
            case EffectKind::drain:
                drain(e, t);
                break;
            case EffectKind::push:
                push(e, t);
                break;
            case EffectKind::cleanse:
                cleanse(e, t);
                break;
            case EffectKind::heal:
                heal(e, t);
                break;
            case EffectKind::status:
                if (const StatusDef* s = content_.status(e.status)) {
                    const bool starts = !t.statuses.contains(s->id);
                    give_status(world_, content_, t, *s, e.turns, use_.user, use_.cause,
                                e.message.empty() ? "" : fill(e.message, t, 0, s, e.turns));
                    if (starts && t.statuses.contains(s->id))
                        fire_status_trigger(world_, content_, t.id, s->id, true);
                }
                break;
            case EffectKind::remove_status: {
                const StatusDef* s = content_.status(e.status);
                const EntityId id = t.id;
                if (end_status(world_, content_, t, e.status, use_.user, use_.cause,
                               e.message.empty() || !s ? "" : fill(e.message, t, 0, s, 0)))
                    fire_status_trigger(world_, content_, id, e.status, false);
                break;
            }
            case EffectKind::teleport:
                if (e.teleport == TeleportKind::swap) {
                    swap_with_user(e, t);
                } else if (const auto to = free_cell_at_random()) {
                    say(e, t, 0);
                    move(t, *to);
                }
                break;
            case EffectKind::recharge:
                recharge(e, t);
                break;
            case EffectKind::identify:
                identify(e, t);
                break;
            default:
                break;
        }
    }

  private:
    // Draws from the RNG only below 100, so content without chances keeps its dice.
    bool rolled(const EffectDef& e) {
        return e.chance >= 100 || world_.rng.range(1, 100) <= e.chance;
    }

    // Whether `e`'s conditions hold for `t`; a failure is recorded as a change of nothing
    // (its HP as it is) whose cause says which condition failed, for --history.
    bool holds(const EffectDef& e, const Entity& t) {
        if (e.when == EffectIf{}) return true;
        const std::string failed =
            failed_condition(world_, content_, e.when, world_.find(use_.user), t);
        if (failed.empty()) return true;
        if (t.fighter)
            world_.report(t, paths::kFighterHp, t.fighter->hp, use_.user,
                          use_.cause + ": " + failed, use_.via);
        return false;
    }

    // The cause records carry, with why the amount changed when it did.
    std::string caused(const std::string& note) const {
        return note.empty() ? use_.cause : use_.cause + " (" + note + ")";
    }

    void drain(const EffectDef& e, Entity& t) {
        std::string note;
        const int amount = after_resistance(t, content_, e.type, e.amount, &note);
        const int dealt = std::min(amount, t.fighter->hp);
        if (dealt <= 0) return;
        say(e, t, dealt);
        const EntityId user_id = use_.user;
        take_damage(world_, content_, t, dealt, user_id, caused(note), use_.via);
        Entity* user = world_.find(user_id);
        if (!user || !user->alive()) return;
        const int healed = std::min(dealt, max_hp(*user, content_) - user->fighter->hp);
        if (healed <= 0) return;
        user->fighter->hp = saturated_add(user->fighter->hp, healed, 0, kMaxStateStat);
        world_.report(*user, paths::kFighterHp, user->fighter->hp, user_id, use_.cause, use_.via);
    }

    // Away from the user (or from the aimed cell when the user is the target), a cell at a
    // time until `amount` cells or something in the way; stopped short, it takes `impact`.
    void push(const EffectDef& e, Entity& t) {
        const Entity* user = world_.find(use_.user);
        Point from = user ? user->pos : t.pos;
        if (from == t.pos && use_.cell) from = *use_.cell;
        const Point step{(t.pos.x > from.x) - (t.pos.x < from.x),
                         (t.pos.y > from.y) - (t.pos.y < from.y)};
        if (step == Point{0, 0}) return;
        int moved = 0;
        Point at = t.pos;
        while (moved < e.amount && free(at + step)) {
            at = at + step;
            ++moved;
        }
        if (moved > 0) {
            say(e, t, moved);
            move(t, at);
        }
        if (moved < e.amount && e.impact > 0) {
            std::string note;
            const int amount = after_resistance(t, content_, e.type, e.impact, &note);
            take_damage(world_, content_, t, amount, use_.user, caused(note), use_.via);
        }
    }

    // Every status whose id or tag is the effect's value ends, each with its words.
    void cleanse(const EffectDef& e, Entity& t) {
        std::vector<DefId> ending;
        for (const auto& [id, turns] : t.statuses) {
            const StatusDef* s = content_.status(id);
            if (id == e.status || (s && !s->tag.empty() && s->tag == e.status))
                ending.push_back(id);
        }
        const EntityId bearer = t.id;
        for (const DefId& id : ending) {
            Entity* now = world_.find(bearer);
            if (!now) return;
            if (end_status(world_, content_, *now, id, use_.user, use_.cause))
                fire_status_trigger(world_, content_, bearer, id, false);
        }
    }

    void swap_with_user(const EffectDef& e, Entity& t) {
        Entity* user = world_.find(use_.user);
        if (!user || user->id == t.id) return;
        const Point a = user->pos;
        const Point b = t.pos;
        say(e, t, 0);
        move(*user, b);
        move(t, a);
    }

    // The cells a set_tile or spawn_item acts on: its shape's, else the aimed cell, else
    // the first target's, else the user's.
    std::vector<Point> acted_cells(const EffectDef& e, EntityId first_target) const {
        const Entity* user = world_.find(use_.user);
        const Entity* first = world_.find(first_target);
        const Point origin = user ? user->pos : first ? first->pos : Point{};
        const Point aim = use_.cell ? *use_.cell : first ? first->pos : origin;
        if (e.shape == Shape::self) return {origin};
        if (e.shape != Shape::target)
            return shape_cells(world_.map, e.shape, origin, aim, e.radius);
        if (!use_.cell && !first && !user) return {};
        return {aim};
    }

    // Terrain that blocks walking is not put under a creature or on the stairs: nobody is
    // walled in and every floor keeps its way down.
    void set_tiles(const EffectDef& e, EntityId first_target) {
        const TileDef* tile = content_.tile(e.tile);
        if (!tile) return;
        for (Point p : acted_cells(e, first_target)) {
            if (!world_.map.in_bounds(p)) continue;
            if (world_.map.tile_id(p) == content_.settings.stairs_tile) continue;
            if (!tile->walkable && world_.actor_at(p)) continue;
            set_tile_for(world_, p, e.tile, e.turns);
        }
        if (const Entity* user = world_.find(use_.user); user && !e.message.empty())
            say(e, *user, 0);
    }

    void make_items(const EffectDef& e, EntityId first_target) {
        if (!content_.item(e.item)) return;
        const std::vector<Point> cells = acted_cells(e, first_target);
        if (cells.empty() || !world_.map.in_bounds(cells.front())) return;
        for (int i = 0; i < e.count; ++i) spawn_item(world_, content_, e.item, cells.front());
        if (const Entity* user = world_.find(use_.user); user && !e.message.empty())
            say(e, *user, e.count);
    }

    std::string fill(const std::string& text, const Entity& t, int amount, const StatusDef* status,
                     int turns, const std::string& actor = {}) const {
        MessageVars v;
        v.target = subject_name(world_, content_, t);
        v.target_is_you = t.id == world_.player_id;
        const Entity* user = world_.find(use_.user);
        v.user = user ? subject_name(world_, content_, *user) : "something";
        v.item = use_.name;
        v.amount = amount;
        v.status = status ? status->name : "";
        v.turns = turns;
        v.actor = actor;
        return fill_message(text, v);
    }

    void say(const EffectDef& e, const Entity& t, int amount, const std::string& actor = {}) {
        if (e.message.empty() && use_.quiet) return;
        const std::string& text = e.message.empty() ? default_message(e.kind) : e.message;
        if (text.empty()) return;
        world_.say(fill(text, t, amount, nullptr, 0, actor), Tone::magic);
    }

    void heal(const EffectDef& e, Entity& t) {
        const int healed = std::min(e.amount, max_hp(t, content_) - t.fighter->hp);
        if (healed <= 0) return;
        t.fighter->hp = saturated_add(t.fighter->hp, healed, 0, kMaxStateStat);
        world_.report(t, paths::kFighterHp, t.fighter->hp, use_.user, use_.cause, use_.via);
        if (e.message.empty() && use_.quiet) return;
        const std::string& text = e.message.empty() ? default_message(e.kind) : e.message;
        world_.say(fill(text, t, healed, nullptr, 0), Tone::heal);
    }

    bool free(Point p) const {
        if (!world_.map.in_bounds(p) || !world_.map.walkable(p)) return false;
        const Entity* at = world_.actor_at(p);
        return !at || !blocks_movement(*at, content_);
    }

    std::optional<Point> free_cell_at_random() {
        std::vector<Point> cells;
        for (int i = 0; i < world_.map.width() * world_.map.height(); ++i) {
            if (free(world_.map.point(i))) cells.push_back(world_.map.point(i));
        }
        if (cells.empty()) return std::nullopt;
        return cells[static_cast<std::size_t>(
            world_.rng.range(0, static_cast<int>(cells.size()) - 1))];
    }

    void move(Entity& t, Point to) {
        t.pos = to;
        world_.report(t, paths::kX, to.x, use_.user, use_.cause, use_.via);
        world_.report(t, paths::kY, to.y, use_.user, use_.cause, use_.via);
    }

    void blink(const EffectDef& e) {
        Entity* user = world_.find(use_.user);
        if (!user || !use_.cell || !free(*use_.cell)) return;
        say(e, *user, 0);
        move(*user, *use_.cell);
    }

    // `teleport: blink`: along the line toward the aimed cell (or the first target) as far
    // as `distance` and the first blocked cell allow; blocked at once, a record of nothing
    // changed says so.
    void blink_toward(const EffectDef& e, EntityId first_target) {
        Entity* user = world_.find(use_.user);
        if (!user) return;
        const Entity* first = world_.find(first_target);
        const Point aim = use_.cell ? *use_.cell : first ? first->pos : user->pos;
        const std::optional<Point> to = blink_destination(world_, content_, *user, aim, e.amount);
        if (!to) {
            world_.report(*user, paths::kX, user->pos.x, use_.user,
                          use_.cause + ": the blink is blocked at once", use_.via);
            return;
        }
        say(e, *user, 0);
        move(*user, *to);
    }

    // The free cells nearest `centre`, ring by ring, in a fixed order: no dice.
    std::vector<Point> free_cells_near(Point centre, int wanted) const {
        std::vector<Point> out;
        const int reach = std::max(world_.map.width(), world_.map.height());
        for (int r = 1; r <= reach && static_cast<int>(out.size()) < wanted; ++r) {
            for (int dy = -r; dy <= r; ++dy) {
                for (int dx = -r; dx <= r; ++dx) {
                    if (std::max(std::abs(dx), std::abs(dy)) != r) continue;
                    const Point p{centre.x + dx, centre.y + dy};
                    if (static_cast<int>(out.size()) < wanted && free(p)) out.push_back(p);
                }
            }
        }
        return out;
    }

    void summon(const EffectDef& e, EntityId first_target) {
        const ActorDef* def = content_.actor(e.actor);
        const Entity* caller = world_.find(use_.user);
        if (!def || !caller) return;
        const Entity* near = world_.find(first_target);
        const Point centre = use_.cell ? *use_.cell : near ? near->pos : caller->pos;
        const std::vector<Point> cells =
            free_cells_near(centre, summons_allowed(world_, content_, e.count));
        count_summons(world_, static_cast<int>(cells.size()));
        if (cells.empty()) return;
        say(e, *caller, 0, summoned_name(def->name, static_cast<int>(cells.size())));
        const EntityId caller_id = caller->id;  // spawning moves the entities
        // A summon fights for its summoner's side (a scroll's wolf for the player).
        const DefId side = faction_of(world_, content_, *caller);
        for (Point p : cells) {
            const EntityId made = spawn_actor(world_, content_, e.actor, p);
            if (Entity* m = world_.find(made)) {
                set_faction(*m, content_, side);
                world_.report(*m, paths::kFighterHp, m->fighter->hp, caller_id, use_.cause,
                              use_.via);
            }
        }
    }

    void recharge(const EffectDef& e, Entity& t) {
        for (const std::string& filled : recharge_carried(world_, content_, t, e.amount)) {
            if (t.id == world_.player_id) world_.say("The " + filled + " hums.", Tone::magic);
        }
        if (!e.message.empty()) say(e, t, e.amount);
    }

    // Only the player's learning is kept (World::identified is what the player knows).
    void identify(const EffectDef& e, const Entity& t) {
        if (t.id != world_.player_id) return;
        const std::vector<const ItemDef*> unknown = unknown_carried(world_, content_, t);
        for (std::size_t i = 0; i < unknown.size() && static_cast<int>(i) < e.amount; ++i)
            learn_item(world_, content_, *unknown[i]);
        if (unknown.empty() && e.message.empty())
            world_.say("You have nothing else to identify.", Tone::magic);
        if (!e.message.empty()) say(e, t, e.amount);
    }

    void reveal(const EffectDef& e) {
        for (int i = 0; i < world_.map.width() * world_.map.height(); ++i)
            world_.map.set_explored(world_.map.point(i), true);
        if (const Entity* user = world_.find(use_.user)) say(e, *user, 0);
    }

    World& world_;
    const Content& content_;
    const EffectUse& use_;
};

std::string would_not(const World& world, const Content& content, const EffectDef& e,
                      const Entity& t) {
    MessageVars v;
    v.target = subject_name(world, content, t);
    v.target_is_you = t.id == world.player_id;
    const StatusDef* s = content.status(e.status);
    v.status = s ? s->name : e.status;
    switch (e.kind) {
        case EffectKind::heal:
            if (t.alive() && t.fighter->hp >= max_hp(t, content))
                return fill_message("{Target} {is} already at full health.", v);
            return t.alive() ? "" : "Nothing happens.";
        case EffectKind::remove_status:
            return t.statuses.contains(e.status) ? ""
                                                 : fill_message("{Target} {is} not {status}.", v);
        case EffectKind::recharge: {
            const bool chargeable =
                t.inventory && std::any_of(t.inventory->items.begin(), t.inventory->items.end(),
                                           [&](const ItemInstance& i) {
                                               const ItemDef* d = content.item(i.def);
                                               return d && d->charges &&
                                                      charges_left(i, *d) < d->charges->most;
                                           });
            return chargeable ? "" : fill_message("{Target} {has} nothing to recharge.", v);
        }
        case EffectKind::identify:
            return t.id == world.player_id && !unknown_carried(world, content, t).empty()
                       ? ""
                       : fill_message("{Target} {has} nothing to identify.", v);
        default:
            return t.alive() ? "" : "Nothing happens.";
    }
}

}  // namespace

std::optional<Point> blink_destination(const World& world, const Content& content,
                                       const Entity& user, Point aim, int distance) {
    const int reach = distance > 0 ? distance : kDefaultBlinkDistance;
    std::optional<Point> last;
    int steps = 0;
    for (Point p : line_cells(user.pos, aim)) {
        if (p == user.pos) continue;
        if (steps++ == reach || !world.map.walkable(p)) break;
        const Entity* at = world.actor_at(p);
        if (at && blocks_movement(*at, content)) break;
        last = p;
    }
    return last;
}

bool acts_once(const EffectDef& e) {
    return (e.kind == EffectKind::teleport &&
            (e.teleport == TeleportKind::target || e.teleport == TeleportKind::blink)) ||
           e.kind == EffectKind::summon || e.kind == EffectKind::reveal_floor ||
           e.kind == EffectKind::set_tile || e.kind == EffectKind::spawn_item;
}

namespace {

// An effect that touches its container's own targets.
bool touches_own_targets(const EffectDef& e) {
    return e.shape == Shape::target && e.who == Who::target;
}

// Whom `e` touches when it is not plain: its `who`, else its shape's creatures from the
// user toward the aimed cell (the chosen cell, else the first target, else straight on).
std::vector<EntityId> shaped_targets(const World& world, const Content& content, const EffectDef& e,
                                     const std::vector<EntityId>& targets, const EffectUse& use) {
    const Entity* user = world.find(use.user);
    switch (e.who) {
        case Who::target:
            break;
        case Who::user:
            return user ? std::vector<EntityId>{user->id} : std::vector<EntityId>{};
        case Who::allies_in_view:
        case Who::enemies_in_view:
            if (!user) return {};
            return side_in_view(world, content, *user, e.who == Who::enemies_in_view);
    }
    if (e.shape == Shape::self)
        return user ? std::vector<EntityId>{user->id} : std::vector<EntityId>{};
    const Entity* first = targets.empty() ? nullptr : world.find(targets.front());
    if (!user) return targets;
    const Point aim = use.cell ? *use.cell : first ? first->pos : user->pos;
    const std::vector<Point> cells = shape_cells(world.map, e.shape, user->pos, aim, e.radius);
    if (e.shape == Shape::bolt || e.shape == Shape::beam)
        return creatures_on_line(world, cells, e.shape == Shape::bolt);
    return creatures_in_area(world, cells);
}

// What a bolt's flight ended on, for --history: "the bolt stopped at the Orc", "the bolt
// stopped at a Wall", "the bolt flew to the aimed cell and met no one".
std::string bolt_stop(const World& world, const Content& content, const std::vector<Point>& cells,
                      const std::vector<EntityId>& on_line) {
    if (!on_line.empty()) {
        const Entity* hit = world.find(on_line.front());
        return "the bolt stopped at " +
               (hit ? display_name(*hit, content) : std::string("someone"));
    }
    if (!cells.empty() && !world.map.transparent(cells.back())) {
        const TileDef& tile = world.map.tile(cells.back());
        const TileDef* shown = tile.hidden ? content.tile(tile.looks_like) : &tile;
        return "the bolt stopped at a " + (shown ? shown->name : tile.name);
    }
    return "the bolt flew to the aimed cell and met no one";
}

// A bolt: its effect on the first creature on the line, whose record's cause says where
// the bolt stopped; those behind it, and the user when it met no one, get a record of
// nothing changed that says the same, so --history answers "why was I not hit?".
void fly_bolt(World& world, const Content& content, const EffectDef& e,
              const std::vector<EntityId>& targets, const EffectUse& use) {
    const Entity* user = world.find(use.user);
    if (!user) return;
    const Entity* first = targets.empty() ? nullptr : world.find(targets.front());
    const Point aim = use.cell ? *use.cell : first ? first->pos : user->pos;
    const std::vector<Point> cells = shape_cells(world.map, Shape::bolt, user->pos, aim, e.radius);
    const std::vector<EntityId> on_line = creatures_on_line(world, cells, false);
    const std::string stop = bolt_stop(world, content, cells, on_line);
    const auto note_nothing = [&](EntityId id) {
        const Entity* t = world.find(id);
        if (t && t->alive() && t->fighter)
            world.report(*t, paths::kFighterHp, t->fighter->hp, use.user, use.cause + ": " + stop,
                         use.via);
    };
    if (on_line.empty()) {
        note_nothing(use.user);
        return;
    }
    EffectUse hit = use;
    hit.cause = use.cause + ", " + stop;
    if (Entity* target = world.find(on_line.front()); target && target->alive())
        Applier(world, content, hit).apply_to(e, *target);
    // Looked up anew: the hit may have summoned (a jelly splits) and grown the list.
    for (std::size_t i = 1; i < on_line.size(); ++i) note_nothing(on_line[i]);
}

}  // namespace

bool acts_without_targets(const EffectDef& e) { return acts_once(e) || !touches_own_targets(e); }

void apply_effects(World& world, const Content& content, const EffectList& effects,
                   const std::vector<EntityId>& targets, const EffectUse& use) {
    Applier applier(world, content, use);
    const EntityId first = targets.empty() ? kNoEntity : targets.front();
    // With a shape or a `who` in the list, effect by effect, each over whom it touches;
    // without, target by target through the whole list as always.
    if (!std::all_of(effects.begin(), effects.end(), touches_own_targets)) {
        for (const EffectDef& e : effects) {
            if (acts_once(e)) {
                applier.apply_once(e, first);
                continue;
            }
            if (e.shape == Shape::bolt && e.who == Who::target) {
                fly_bolt(world, content, e, targets, use);
                continue;
            }
            for (EntityId id : touches_own_targets(e)
                                   ? targets
                                   : shaped_targets(world, content, e, targets, use)) {
                Entity* target = world.find(id);
                if (target && target->alive()) applier.apply_to(e, *target);
            }
        }
        return;
    }
    if (targets.empty()) {
        for (const EffectDef& e : effects) {
            if (acts_once(e)) applier.apply_once(e, first);
        }
        return;
    }
    for (std::size_t t = 0; t < targets.size(); ++t) {
        for (const EffectDef& e : effects) {
            if (acts_once(e)) {
                if (t == 0) applier.apply_once(e, first);
                continue;
            }
            // Looked up anew each time: a summon may have grown the entity list.
            Entity* target = world.find(targets[t]);
            if (!target || !target->alive()) break;
            applier.apply_to(e, *target);
        }
    }
}

std::string nothing_to_do(const World& world, const Content& content, const EffectList& effects,
                          const std::vector<EntityId>& targets, const EffectUse& use) {
    std::string first_reason;
    for (const EffectDef& e : effects) {
        // A shape or a `who` finds its own creatures when it acts: it is never refused.
        if (!touches_own_targets(e)) return "";
        if (acts_once(e)) {
            if (e.kind != EffectKind::teleport) return "";
            const Entity* user = world.find(use.user);
            if (e.teleport == TeleportKind::blink) {
                const Entity* first = targets.empty() ? nullptr : world.find(targets.front());
                const std::optional<Point> aim = use.cell ? use.cell
                                                 : first  ? std::optional<Point>(first->pos)
                                                          : std::nullopt;
                if (user && aim && blink_destination(world, content, *user, *aim, e.amount))
                    return "";
                if (first_reason.empty())
                    first_reason = user && (!aim || *aim == user->pos)
                                       ? "There is nowhere to blink toward."
                                       : "Something is in the way.";
                continue;
            }
            if (user && use.cell && world.map.walkable(*use.cell) && !world.actor_at(*use.cell))
                return "";
            if (first_reason.empty()) first_reason = "You cannot go there.";
            continue;
        }
        for (EntityId id : targets) {
            const Entity* t = world.find(id);
            if (!t) continue;
            const std::string reason = would_not(world, content, e, *t);
            if (reason.empty()) return "";
            if (first_reason.empty()) first_reason = reason;
        }
    }
    return first_reason.empty() ? "Nothing happens." : first_reason;
}

}  // namespace cf
