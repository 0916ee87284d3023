#include "engine/lab/run.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <vector>

#include "engine/lab/bot.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"
#include "engine/world/state_paths.hpp"

namespace cf {

namespace {

// Refused commands in a row after which the bot waits a turn instead.
constexpr int kMaxRefusals = 3;

struct MonsterBefore {
    EntityId id;
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
        b.monsters.push_back({e.id});
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
    for (const auto& [slot, id] : world.player().inventory->equipped) {
        for (const ItemInstance& i : now) {
            if (i.id == id) tally.worn[i.def] = 1;
        }
    }
    if (before.depth != world.depth) return;
    for (const MonsterBefore& m : before.monsters) {
        const Entity* e = world.find(m.id);
        if (e && !e->alive()) tally.kills[e->def] += 1;
    }
}

// Damage the player took this turn, booked to whoever dealt each blow as the rules
// reported it (a monster's attack or ability, the poison it gave): the creature's
// definition, or "other" for the player's own items and sourceless harm. The killer is
// whoever's blow crossed zero.
void tally_damage(const Before& before, const Game& game, RunTally& tally,
                  std::map<std::string, int>& on_floor) {
    const World& world = game.world();
    if (before.depth != world.depth) return;
    int hp = before.hp;
    for (const Effect& e : world.effects) {
        if (e.target != world.player_id || e.field != paths::kFighterHp) continue;
        const int lost = hp - e.after;
        hp = e.after;
        if (lost <= 0) continue;
        const Entity* source = world.find(e.source);
        const bool monster = source && source->id != world.player_id && source->is_actor();
        const std::string by = monster ? source->def : "other";
        tally.damage_taken += lost;
        tally.damage_by[by] += lost;
        on_floor[by] += lost;
        if (hp <= 0 && tally.killer.empty()) tally.killer = by;
    }
    if (world.status == GameStatus::dead && tally.killer.empty()) tally.killer = "other";
}

// The vaults of the floor the player is on (Map::vaults): the turn the player first
// stepped into each (-1: not yet), and the items that lay in each on arrival.
struct VaultWatch {
    int depth = 0;  // the floor watched; 0 before the first
    std::vector<int> entered_turn;
    std::map<EntityId, std::size_t> lying_in;  // item entity -> index of its vault
};

// A new floor: every vault on it is met once.
void watch_floor(const World& world, VaultWatch& w, RunTally& tally) {
    const std::vector<VaultArea>& vaults = world.map.vaults();
    w.depth = world.depth;
    w.entered_turn.assign(vaults.size(), -1);
    w.lying_in.clear();
    for (const VaultArea& v : vaults) tally.vaults[v.id].met += 1;
    for (const Entity& e : world.entities) {
        for (std::size_t i = 0; i < vaults.size() && e.is_item(); ++i) {
            if (vaults[i].area.contains(e.pos)) w.lying_in[e.id] = i;
        }
    }
}

// The vault an item just picked up came from: the one it lay in on arrival, else the one
// the player stands in; none (vaults.size()) when neither.
std::size_t vault_of_item(const World& world, const VaultWatch& w, EntityId item) {
    if (auto it = w.lying_in.find(item); it != w.lying_in.end()) return it->second;
    const std::vector<VaultArea>& vaults = world.map.vaults();
    for (std::size_t i = 0; i < vaults.size(); ++i) {
        if (vaults[i].area.contains(world.player().pos)) return i;
    }
    return vaults.size();
}

// Vaults the player stepped into this turn, items taken from them, and a death soon after
// stepping into one.
void tally_vaults(const Before& before, const World& world, VaultWatch& w, RunTally& tally) {
    if (world.depth != w.depth) watch_floor(world, w, tally);
    const std::vector<VaultArea>& vaults = world.map.vaults();
    const Point pos = world.player().pos;
    for (std::size_t i = 0; i < vaults.size(); ++i) {
        if (w.entered_turn[i] >= 0 || !vaults[i].area.contains(pos)) continue;
        w.entered_turn[i] = world.turn;
        tally.vaults[vaults[i].id].entered += 1;
    }
    for (const ItemInstance& item : world.player().inventory->items) {
        if (before.depth != world.depth || carries(before.carried, item.id)) continue;
        const std::size_t i = vault_of_item(world, w, item.id);
        if (i < vaults.size()) tally.vaults[vaults[i].id].took[item.def] += 1;
    }
    if (world.status != GameStatus::dead) return;
    for (std::size_t i = 0; i < vaults.size(); ++i) {
        const int since = w.entered_turn[i];
        if (since >= 0 && world.turn - since <= kVaultDeathTurns)
            tally.vaults[vaults[i].id].died_within_50 = 1;
    }
}

}  // namespace

const char* run_end_name(RunEnd end) {
    constexpr std::array<const char*, 4> kNames = {"died", "reached", "turn_limit", "won"};
    static_assert(kNames.size() == static_cast<std::size_t>(RunEnd::won) + 1);
    return kNames[static_cast<std::size_t>(end)];
}

RunTally play_run(Game& game, const RunOptions& options) { return play_run(game, options, {}); }

RunTally play_run(Game& game, const RunOptions& options,
                  const std::function<void(const ExplainedCommand&)>& explain) {
    RunTally tally;
    tally.seed = game.world().seed;
    Bot bot(static_cast<bool>(explain));
    int refusals = 0;
    VaultWatch vaults;
    watch_floor(game.world(), vaults, tally);
    std::map<std::string, int> on_floor;  // damage taken on the floor the player is on

    while (true) {
        const World& world = game.world();
        tally.depth = std::max(tally.depth, world.depth);
        if (world.status == GameStatus::dead) {
            tally.end = RunEnd::died;
            break;
        }
        if (world.status == GameStatus::won) {
            tally.end = RunEnd::won;
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
        ExplainedCommand told;
        if (explain) {
            told = {
                world.turn,
                world.depth,
                world.player().pos,
                before.hp,
                command,
                refusals >= kMaxRefusals ? "waits: three commands refused in a row" : bot.reason()};
        }
        const bool taken = game.submit(command);
        if (explain) {
            told.taken = taken;
            explain(told);
        }
        if (!taken && command.kind != CommandKind::level_up) {
            bot.refused(game, command);
            ++refusals;
            continue;
        }
        refusals = 0;
        if (before.depth != game.world().depth) on_floor.clear();
        tally_items_and_kills(before, game.world(), tally);
        tally_damage(before, game, tally, on_floor);
        tally_vaults(before, game.world(), vaults, tally);
    }
    if (tally.end == RunEnd::died) {
        int most = 0;
        for (const auto& [by, damage] : on_floor) {
            if (damage > most) {
                most = damage;
                tally.hurt_most = by;
            }
        }
    }
    tally.turns = game.world().turn;
    tally.level = game.world().player().progression->level;
    return tally;
}

RunTally run_seed(const ContentPtr& content, std::uint64_t seed, const RunOptions& options) {
    Game game = Game::new_game(content, seed);
    return play_run(game, options);
}

Recording record_run(const ContentPtr& content, std::uint64_t seed, const RunOptions& options,
                     RunTally* tally) {
    Game game = Game::new_game(content, seed);
    RunTally played = play_run(game, options);
    if (tally) *tally = std::move(played);
    return record_game(game, seed, "");
}

}  // namespace cf
