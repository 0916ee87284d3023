#include "engine/lab/duel.hpp"

#include <algorithm>
#include <cstdio>

#include "engine/core/rng.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

struct Side {
    int hp = 0;
    int power = 0;
    int defense = 0;
};

// The actor as it fights at `level`: its definition, its starting gear and, when it
// levels, the gains the bot would have chosen (health, power, defense in turn).
Side side_of(const Content& content, const DefId& id, int level) {
    World world;
    world.map = Map(3, 3, content.settings.floor_tile);
    const bool player = id == content.settings.player;
    const EntityId e =
        player ? spawn_player(world, content, {1, 1}) : spawn_actor(world, content, id, {1, 1});
    Entity& actor = *world.find(e);
    if (actor.progression) {
        for (int l = 1; l < level; ++l) {
            actor.progression->level += 1;
            switch ((l - 1) % 3) {
                case 0:
                    actor.progression->max_hp_gain += 20;
                    break;
                case 1:
                    actor.progression->power_gain += 1;
                    break;
                default:
                    actor.progression->defense_gain += 1;
                    break;
            }
        }
    }
    return {max_hp(actor, content), power(actor, content), defense(actor, content)};
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
    const Side a = side_of(content, setup.attacker, setup.level);
    const Side d = side_of(content, setup.defender, setup.level);
    const int a_hit = std::max(0, a.power - d.defense);
    const int d_hit = std::max(0, d.power - a.defense);
    Rng rng(setup.seed);
    long long blows = 0;
    long long dealt_a = 0;
    long long dealt_d = 0;
    int decided = 0;
    for (int round = 0; round < setup.rounds; ++round) {
        int hp_a = a.hp;
        int hp_d = d.hp;
        bool a_turn = rng.range(0, 1) == 0;
        int n = 0;
        for (; n < setup.max_blows && hp_a > 0 && hp_d > 0; ++n) {
            if (a_turn) {
                dealt_a += std::min(hp_d, a_hit);
                hp_d -= a_hit;
            } else {
                dealt_d += std::min(hp_a, d_hit);
                hp_a -= d_hit;
            }
            a_turn = !a_turn;
        }
        if (hp_a > 0 && hp_d > 0) {
            ++r.draws;
            continue;
        }
        ++decided;
        blows += n;
        if (hp_d <= 0) ++r.wins;
    }
    r.win_ci = wilson(static_cast<std::size_t>(r.wins), static_cast<std::size_t>(setup.rounds));
    const double turns = static_cast<double>(blows) / 2.0;  // a turn is one blow each
    r.turns = decided ? turns / decided : 0;
    r.attacker_damage_per_turn = turns > 0 ? static_cast<double>(dealt_a) / turns : 0;
    r.defender_damage_per_turn = turns > 0 ? static_cast<double>(dealt_d) / turns : 0;
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
