#include "engine/lab/run.hpp"

#include <algorithm>
#include <vector>

#include "engine/lab/bot.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

// Refused commands in a row after which the bot waits a turn instead.
constexpr int kMaxRefusals = 3;

struct MonsterBefore {
    EntityId id;
    Point pos;
    bool confused;
};

// What the turn is measured against: the monsters and the player before it.
struct Before {
    std::vector<MonsterBefore> monsters;
    std::vector<ItemInstance> carried;
    int hp = 0;
    int depth = 0;
};

Before snapshot(const World& world) {
    Before b;
    for (const Entity& e : world.entities) {
        if (e.id == world.player_id || !e.alive()) continue;
        b.monsters.push_back({e.id, e.pos, e.ai && e.ai->confused_turns > 0});
    }
    b.carried = world.player().inventory->items;
    b.hp = world.player().fighter->hp;
    b.depth = world.depth;
    return b;
}

bool carries(const std::vector<ItemInstance>& items, EntityId id) {
    return std::any_of(items.begin(), items.end(),
                       [id](const ItemInstance& i) { return i.id == id; });
}

// Items picked up and used this turn, and monsters killed.
void tally_items_and_kills(const Before& before, const World& world, RunTally& tally) {
    const std::vector<ItemInstance>& now = world.player().inventory->items;
    for (const ItemInstance& i : now) {
        if (!carries(before.carried, i.id)) tally.found[i.def] += 1;
    }
    for (const ItemInstance& i : before.carried) {
        if (!carries(now, i.id) && before.depth == world.depth) tally.used[i.def] += 1;
    }
    if (before.depth != world.depth) return;
    for (const MonsterBefore& m : before.monsters) {
        const Entity* e = world.find(m.id);
        if (e && !e->alive()) tally.kills[e->def] += 1;
    }
}

// Damage the player took from monsters this turn. Melee is exact (power - defense), and
// a monster attacks when it stood next to the player after the player's move, alive,
// not confused; monsters act in entity order, so the one whose blow crossed zero is
// the killer. Damage no attack explains is booked under "other".
void tally_damage(const Before& before, const Command& command, const Game& game, int healed,
                  RunTally& tally) {
    const World& world = game.world();
    if (before.depth != world.depth || command.kind == CommandKind::level_up) return;
    const Entity& me = world.player();
    const int mid = before.hp + healed;
    const int lost = mid - me.fighter->hp;
    if (lost <= 0) return;
    tally.damage_taken += lost;
    int left = lost;
    int hp = mid;
    const int guard = defense(me, game.content());
    for (const MonsterBefore& m : before.monsters) {
        const Entity* e = world.find(m.id);
        if (!e || !e->alive() || m.confused || (e->ai && e->ai->confused_turns > 0)) continue;
        if (chebyshev_distance(m.pos, me.pos) != 1) continue;
        const int blow = std::min(left, std::max(0, power(*e, game.content()) - guard));
        if (blow == 0) continue;
        tally.damage_by[e->def] += blow;
        left -= blow;
        hp -= blow;
        if (hp <= 0 && tally.killer.empty()) tally.killer = e->def;
    }
    if (left > 0) tally.damage_by["other"] += left;
    if (world.status == GameStatus::dead && tally.killer.empty()) tally.killer = "other";
}

// HP a potion will give back, for telling healing from harm.
int healing_of(const Command& command, const Game& game) {
    if (command.kind != CommandKind::use) return 0;
    const Entity& me = game.world().player();
    const std::optional<int> index = index_of_letter(*me.inventory, command.item);
    if (!index) return 0;
    const ItemDef* def =
        game.content().item(me.inventory->items[static_cast<std::size_t>(*index)].def);
    if (!def || !def->consumable || def->consumable->effect != EffectKind::heal) return 0;
    return std::min(def->consumable->amount, max_hp(me, game.content()) - me.fighter->hp);
}

}  // namespace

const char* run_end_name(RunEnd end) {
    switch (end) {
        case RunEnd::died:
            return "died";
        case RunEnd::reached:
            return "reached";
        case RunEnd::turn_limit:
            return "turn_limit";
    }
    return "?";
}

RunTally play_run(Game& game, const RunOptions& options) {
    RunTally tally;
    tally.seed = game.world().seed;
    Bot bot;
    int refusals = 0;
    while (true) {
        const World& world = game.world();
        tally.depth = std::max(tally.depth, world.depth);
        if (world.status == GameStatus::dead) {
            tally.end = RunEnd::died;
            break;
        }
        if (world.depth >= options.max_depth) {
            tally.end = RunEnd::reached;
            break;
        }
        if (world.turn >= options.max_turns) {
            tally.end = RunEnd::turn_limit;
            break;
        }
        Command command = refusals >= kMaxRefusals ? Command::wait() : bot.next(game);
        const Before before = snapshot(world);
        const int healed = healing_of(command, game);
        if (!game.submit(command) && command.kind != CommandKind::level_up) {
            bot.refused(game, command);
            ++refusals;
            continue;
        }
        refusals = 0;
        tally_items_and_kills(before, game.world(), tally);
        tally_damage(before, command, game, healed, tally);
    }
    tally.turns = game.world().turn;
    tally.level = game.world().player().progression->level;
    return tally;
}

RunTally run_seed(const ContentPtr& content, std::uint64_t seed, const RunOptions& options) {
    Game game = Game::new_game(content, seed);
    return play_run(game, options);
}

}  // namespace cf
