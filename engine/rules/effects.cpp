#include "engine/rules/effects.hpp"

#include <algorithm>

#include "engine/rules/charges.hpp"
#include "engine/rules/combat.hpp"
#include "engine/rules/creature_bounds.hpp"
#include "engine/rules/effect_text.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/identification.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"
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
        case EffectKind::status:
        case EffectKind::remove_status:
        case EffectKind::recharge:
        case EffectKind::identify:
            // The status's own start and end messages; each item's own words
            // (charges_text, learn_item).
            return "";
    }
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
        switch (e.kind) {
            case EffectKind::teleport:
                blink(e);
                break;
            case EffectKind::summon:
                summon(e, first_target);
                break;
            case EffectKind::reveal_floor:
                reveal(e);
                break;
            default:
                break;
        }
    }

    void apply_to(const EffectDef& e, Entity& t) {
        if (!rolled(e)) return;
        switch (e.kind) {
            case EffectKind::damage:
                say(e, t, e.amount);
                take_damage(world_, content_, t, e.amount, use_.user, use_.cause, use_.via);
                break;
            case EffectKind::heal:
                heal(e, t);
                break;
            case EffectKind::status:
                if (const StatusDef* s = content_.status(e.status))
                    give_status(world_, content_, t, *s, e.turns, use_.user, use_.cause,
                                e.message.empty() ? "" : fill(e.message, t, 0, s, e.turns));
                break;
            case EffectKind::remove_status: {
                const StatusDef* s = content_.status(e.status);
                end_status(world_, content_, t, e.status, use_.user, use_.cause,
                           e.message.empty() || !s ? "" : fill(e.message, t, 0, s, 0));
                break;
            }
            case EffectKind::teleport:
                if (const auto to = free_cell_at_random()) {
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
        for (Point p : cells) {
            const EntityId made = spawn_actor(world_, content_, e.actor, p);
            if (Entity* m = world_.find(made))
                world_.report(*m, paths::kFighterHp, m->fighter->hp, caller_id, use_.cause,
                              use_.via);
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

bool acts_once(const EffectDef& e) {
    return (e.kind == EffectKind::teleport && e.teleport == TeleportKind::target) ||
           e.kind == EffectKind::summon || e.kind == EffectKind::reveal_floor;
}

void apply_effects(World& world, const Content& content, const EffectList& effects,
                   const std::vector<EntityId>& targets, const EffectUse& use) {
    Applier applier(world, content, use);
    const EntityId first = targets.empty() ? kNoEntity : targets.front();
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
        if (acts_once(e)) {
            if (e.kind != EffectKind::teleport) return "";
            const Entity* user = world.find(use.user);
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
