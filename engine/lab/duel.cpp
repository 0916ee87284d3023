#include "engine/lab/duel.hpp"

#include <algorithm>
#include <cstdio>

#include "engine/core/rng.hpp"
#include "engine/lab/bot.hpp"
#include "engine/rules/abilities.hpp"
#include "engine/rules/combat.hpp"
#include "engine/rules/energy.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/progression.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"
#include "engine/rules/terrain.hpp"
#include "engine/rules/turns.hpp"

namespace cf {

namespace {

// A small lit room with the two side by side: the defender is the world's player (the
// one the attacker's AI and abilities aim at), the attacker at its east.
World arena(const Content& content, const DuelSetup& setup) {
    World world;
    world.map = Map(5, 3, content.settings.floor_tile);
    const bool player_defends = setup.defender == content.settings.player;
    const EntityId defender = player_defends ? spawn_player(world, content, {1, 1})
                                             : spawn_actor(world, content, setup.defender, {1, 1});
    world.player_id = defender;
    spawn_actor(world, content, setup.attacker, {2, 1});
    if (setup.attacker == content.settings.player) {
        // The player attacks: built as the player is, gear included, but at the east.
        World other;
        other.map = world.map;
        const EntityId id = spawn_player(other, content, {2, 1});
        Entity built = *other.find(id);
        built.id = world.entities.back().id;
        world.entities.back() = built;
        world.next_id = std::max(world.next_id, other.next_id);
    }
    for (Entity& e : world.entities) {
        if (!e.progression) continue;
        for (int l = 1; l < setup.level; ++l) {
            e.progression->level += 1;
            gain_level(world, content, e, bot_level_up_choice(l - 1));
        }
        e.fighter->hp = max_hp(e, content);
    }
    world.map.bind(content);
    world.map.update_fov(world.find(defender)->pos, 8);
    world.effects.clear();
    return world;
}

// One action of `side` against `other`, as the rules would have it.
void act(World& world, const Content& content, std::size_t side, std::size_t other) {
    Entity& me = world.entities[side];
    switch (behaviour_of(me, content)) {
        case Behaviour::skip:
        case Behaviour::flee:
            return;
        case Behaviour::stumble:
            if (world.rng.range(0, 7) == 0) melee(world, content, me, world.entities[other]);
            return;
        case Behaviour::none:
        case Behaviour::charm:
            break;
    }
    if (use_an_ability(world, content, world.entities[side])) return;
    melee(world, content, world.entities[side], world.entities[other]);
    owe_action(world.entities[side], attack_cost(world.entities[side], content));
}

// A side's whole turn: start (statuses), its actions, end.
void take_turn(World& world, const Content& content, std::size_t side, std::size_t other,
               int turn) {
    start_turn(world, content, world.entities[side]);
    const int actions = actions_in_turn(speed(world.entities[side], content), turn);
    for (int a = 0; a < actions; ++a) {
        if (!world.entities[side].alive() || !world.entities[other].alive()) return;
        if (pay_owed_action(world.entities[side])) continue;  // a dear blow's time
        act(world, content, side, other);
    }
    if (world.entities[side].alive()) end_turn(world, content, world.entities[side]);
}

struct Round {
    bool decided = false;
    bool attacker_won = false;
    int turns = 0;
    long long dealt_by_attacker = 0;
    long long dealt_by_defender = 0;
};

// HP lost by `e` since `before` (0 when it gained).
int lost(const Entity& e, int before) { return std::max(0, before - e.fighter->hp); }

Round fight(World world, const Content& content, bool attacker_first, int max_turns) {
    constexpr std::size_t kDefender = 0;
    constexpr std::size_t kAttacker = 1;
    const std::size_t order[2] = {attacker_first ? kAttacker : kDefender,
                                  attacker_first ? kDefender : kAttacker};
    Round r;
    for (int turn = 0; turn < max_turns; ++turn) {
        for (std::size_t side : order) {
            const std::size_t other = side == kAttacker ? kDefender : kAttacker;
            const int hp_a = world.entities[kAttacker].fighter->hp;
            const int hp_d = world.entities[kDefender].fighter->hp;
            take_turn(world, content, side, other, turn);
            r.dealt_by_attacker += lost(world.entities[kDefender], hp_d);
            r.dealt_by_defender += lost(world.entities[kAttacker], hp_a);
            world.effects.clear();
            world.log.restore({});  // nobody reads the words, and they would only grow
        }
        r.turns = turn + 1;
        const bool a_alive = world.entities[kAttacker].alive();
        const bool d_alive = world.entities[kDefender].alive();
        if (a_alive && d_alive && world.status == GameStatus::playing) continue;
        r.decided = true;
        r.attacker_won = !d_alive || world.status == GameStatus::dead;
        return r;
    }
    return r;
}

}  // namespace

std::string duel_problem(const Content& content, const DuelSetup& s) {
    for (const DefId& id : {s.attacker, s.defender}) {
        const ActorDef* def = content.actor(id);
        if (!def) return "unknown actor '" + id + "'";
        if (def->fighter.hp <= 0) return "'" + id + "' cannot fight";
    }
    if (s.rounds <= 0) return "rounds must be at least 1";
    if (s.level < 1) return "level must be at least 1";
    return "";
}

DuelResult run_duel(const Content& content, const DuelSetup& setup) {
    DuelResult r;
    r.setup = setup;
    const World start = arena(content, setup);
    Rng coin(setup.seed);
    long long turns = 0;
    long long dealt_a = 0;
    long long dealt_d = 0;
    long long all_turns = 0;
    int decided = 0;
    for (int round = 0; round < setup.rounds; ++round) {
        const bool attacker_first = coin.range(0, 1) == 0;
        World world = start;
        world.rng.reseed(setup.seed * 0x9e3779b97f4a7c15ULL + static_cast<std::uint64_t>(round));
        const Round fought = fight(std::move(world), content, attacker_first, setup.max_turns);
        dealt_a += fought.dealt_by_attacker;
        dealt_d += fought.dealt_by_defender;
        all_turns += fought.turns;
        if (!fought.decided) {
            ++r.draws;
            continue;
        }
        ++decided;
        turns += fought.turns;
        if (fought.attacker_won) ++r.wins;
    }
    r.win_ci = wilson(static_cast<std::size_t>(r.wins), static_cast<std::size_t>(setup.rounds));
    const auto per = [](long long a, long long b) {
        return b > 0 ? static_cast<double>(a) / static_cast<double>(b) : 0.0;
    };
    r.turns = per(turns, decided);
    r.attacker_damage_per_turn = per(dealt_a, all_turns);
    r.defender_damage_per_turn = per(dealt_d, all_turns);
    return r;
}
std::string duel_table(const std::vector<DuelResult>& results) {
    std::string out;
    char line[200];
    std::snprintf(line, sizeof line, "%-10s %-10s %5s %8s %8s  %-17s %8s %8s %8s\n", "attacker",
                  "defender", "level", "rounds", "win %", "95% CI", "turns", "atk dmg", "def dmg");
    out += line;
    for (const DuelResult& r : results) {
        char ci[40];
        std::snprintf(ci, sizeof ci, "[%.1f, %.1f]", 100 * r.win_ci.low, 100 * r.win_ci.high);
        std::snprintf(line, sizeof line, "%-10s %-10s %5d %8d %8.2f  %-17s %8.2f %8.2f %8.2f\n",
                      r.setup.attacker.c_str(), r.setup.defender.c_str(), r.setup.level,
                      r.setup.rounds, 100.0 * r.wins / r.setup.rounds, ci, r.turns,
                      r.attacker_damage_per_turn, r.defender_damage_per_turn);
        out += line;
    }
    return out + "(turns: mean turns until one falls; dmg: damage per turn)\n";
}

std::string duel_csv(const std::vector<DuelResult>& results) {
    std::string out =
        "attacker,defender,level,rounds,wins,draws,win_rate,win_ci_low,win_ci_high,turns,attacker_"
        "damage_per_turn,"
        "defender_damage_per_turn\n";
    char line[300];
    for (const DuelResult& r : results) {
        std::snprintf(line, sizeof line, "%s,%s,%d,%d,%d,%d,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f\n",
                      r.setup.attacker.c_str(), r.setup.defender.c_str(), r.setup.level,
                      r.setup.rounds, r.wins, r.draws, static_cast<double>(r.wins) / r.setup.rounds,
                      r.win_ci.low, r.win_ci.high, r.turns, r.attacker_damage_per_turn,
                      r.defender_damage_per_turn);
        out += line;
    }
    return out;
}

}  // namespace cf
