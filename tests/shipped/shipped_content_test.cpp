// The shipped game in content/, and nothing else of it: every other suite reads its own
// fixture (tests/data/content), so retuning the game changes only what is checked here.
// These say what any shipped content must be, never what its numbers are: it loads, a
// player meets everything it defines (actors, items, slots, tiles, statuses, templates),
// and the bot can play its first floors.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/content/balance_target.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/provenance.hpp"
#include "engine/lab/lab_runner.hpp"

namespace cf {
namespace {

ContentPtr shipped() {
    static const ContentLoad load = load_content(CF_SHIPPED_CONTENT_DIR);
    if (!load.content) ADD_FAILURE() << to_string(load.problems);
    return load.content;
}

TEST(ShippedContent, LoadsWithoutProblems) {
    const ContentLoad load = load_content(CF_SHIPPED_CONTENT_DIR);
    EXPECT_THAT(load.problems, ::testing::IsEmpty()) << to_string(load.problems);
    ASSERT_NE(load.content, nullptr);
}

// Ids a game on this content can bring onto a floor: spawned at some depth with a
// positive weight, the player, carried from the start, or summoned by something that is.
struct Reach {
    std::set<DefId> actors;
    std::set<DefId> items;
};

void add_spawnable(const SpawnTable& table, std::set<DefId>& into) {
    std::map<DefId, int> weights;
    for (const auto& [depth, row] : table.by_depth) {
        for (const auto& [id, weight] : row) weights[id] = weight;
        for (const auto& [id, weight] : weights) {
            if (weight > 0) into.insert(id);
        }
    }
}

// Every effect list a definition carries: an item's use and on-hit, an actor's on-hit
// and abilities.
std::vector<const EffectList*> effect_lists(const ItemDef& item) {
    std::vector<const EffectList*> lists;
    if (item.use) lists.push_back(&item.use->effects);
    if (item.equippable) lists.push_back(&item.equippable->on_hit);
    return lists;
}

std::vector<const EffectList*> effect_lists(const ActorDef& actor) {
    std::vector<const EffectList*> lists{&actor.on_hit};
    for (const AbilityDef& ability : actor.abilities) lists.push_back(&ability.effects);
    return lists;
}

void add_summoned(const std::vector<const EffectList*>& lists, std::set<DefId>& actors) {
    for (const EffectList* list : lists) {
        for (const EffectDef& e : *list) {
            if (e.kind == EffectKind::summon) actors.insert(e.actor);
        }
    }
}

Reach reachable(const Content& c) {
    Reach r;
    r.actors.insert(c.settings.player);
    // The last floor holds the creature the game is won by (settings' victory).
    if (!c.settings.victory.defeat.empty()) r.actors.insert(c.settings.victory.defeat);
    add_spawnable(c.spawns.monsters, r.actors);
    add_spawnable(c.spawns.items, r.items);
    // A vault's legend puts its entities on the floors of its depths (the guard post's
    // sentries are met nowhere else).
    for (const auto& [id, vault] : c.vaults) {
        for (const VaultGlyph& g : vault.legend) {
            for (const WeightedId& w : g.entity) (c.actor(w.id) ? r.actors : r.items).insert(w.id);
        }
    }
    for (std::size_t seen = 0; seen != r.actors.size() + r.items.size();) {
        seen = r.actors.size() + r.items.size();
        for (const DefId& id : std::set<DefId>(r.actors)) {
            const ActorDef* def = c.actor(id);
            if (!def) continue;
            r.items.insert(def->starting_equipment.begin(), def->starting_equipment.end());
            add_summoned(effect_lists(*def), r.actors);
        }
        for (const DefId& id : r.items) {
            if (const ItemDef* def = c.item(id)) add_summoned(effect_lists(*def), r.actors);
        }
    }
    return r;
}

// The tiles a generated floor can hold: the settings' own, those vaults' legends put
// down, and every tile those turn into (opened, closed, fired) or pass for.
std::set<DefId> generated_tiles(const Content& c) {
    const Settings& s = c.settings;
    std::vector<DefId> todo = {s.wall_tile, s.floor_tile, s.stairs_tile, s.door_tile, s.water_tile};
    todo.insert(todo.end(), s.trap_tiles.begin(), s.trap_tiles.end());
    // A vault's legend puts its tiles on the floors of its depths (generation checks
    // that every vault of the shipped game can be placed: mapstat, floor tests).
    for (const auto& [id, vault] : c.vaults) {
        for (const VaultGlyph& g : vault.legend)
            todo.push_back(g.tile.empty() ? s.floor_tile : g.tile);
    }
    std::set<DefId> out;
    while (!todo.empty()) {
        const DefId id = todo.back();
        todo.pop_back();
        const TileDef* t = c.tile(id);
        if (!t || !out.insert(id).second) continue;
        for (const DefId* next : {&t->opens_to, &t->closes_to, &t->becomes, &t->looks_like})
            todo.push_back(*next);
    }
    return out;
}

TEST(ShippedContent, EveryDefinitionCanBeMetInAGame) {
    const ContentPtr c = shipped();
    ASSERT_NE(c, nullptr);
    const Reach r = reachable(*c);
    for (const auto& [id, def] : c->actors) {
        EXPECT_TRUE(r.actors.contains(id)) << "actor '" << id << "' never appears in a game";
    }
    for (const auto& [id, def] : c->items) {
        EXPECT_TRUE(r.items.contains(id)) << "item '" << id << "' never appears in a game";
    }
    std::set<DefId> slots_used;
    for (const DefId& id : r.items) {
        const ItemDef* item = c->item(id);
        if (item && item->equippable) slots_used.insert(item->equippable->slot);
    }
    for (const auto& [id, def] : c->slots) {
        EXPECT_TRUE(slots_used.contains(id)) << "slot '" << id << "' holds no item of the game";
    }
    const std::set<DefId> tiles_used = generated_tiles(*c);
    for (const auto& [id, def] : c->tiles) {
        EXPECT_TRUE(tiles_used.contains(id)) << "tile '" << id << "' is never generated";
    }
}

// A status is met when something a game can bring gives it (an effect), or a worn item
// grants it; every status written anywhere exists (the loader refuses content naming a
// missing one, and this says so of the shipped game in its own words).
TEST(ShippedContent, EveryStatusIsDefinedAndGivenBySomething) {
    const ContentPtr c = shipped();
    ASSERT_NE(c, nullptr);
    const Reach r = reachable(*c);
    std::set<DefId> given;
    const auto add = [&](const std::vector<const EffectList*>& lists, const std::string& by) {
        for (const EffectList* list : lists) {
            for (const EffectDef& e : *list) {
                if (e.kind != EffectKind::status && e.kind != EffectKind::remove_status) continue;
                EXPECT_NE(c->status(e.status), nullptr)
                    << by << " names the status '" << e.status << "', which does not exist";
                if (e.kind == EffectKind::status) given.insert(e.status);
            }
        }
    };
    for (const DefId& id : r.actors) {
        if (const ActorDef* def = c->actor(id)) add(effect_lists(*def), "actor '" + id + "'");
    }
    for (const DefId& id : r.items) {
        const ItemDef* def = c->item(id);
        if (!def) continue;
        add(effect_lists(*def), "item '" + id + "'");
        if (!def->equippable) continue;
        for (const DefId& status : def->equippable->grants) {
            EXPECT_NE(c->status(status), nullptr)
                << "item '" << id << "' grants '" << status << "', which does not exist";
            given.insert(status);
        }
    }
    for (const auto& [id, def] : c->statuses) {
        add({&def.each_turn}, "status '" + id + "'");
    }
    for (const auto& [id, def] : c->statuses) {
        EXPECT_TRUE(given.contains(id)) << "status '" << id << "' is given by nothing in a game";
    }
}

// An abstract template is there to be built on: one nothing is made from is dead text.
TEST(ShippedContent, EveryTemplateIsUsed) {
    const ContentPtr c = shipped();
    ASSERT_NE(c, nullptr);
    ASSERT_NE(c->provenance, nullptr);
    std::set<std::string> abstract;
    std::set<std::string> used;
    for (const auto& [key, origin] : c->provenance->definitions) {
        if (origin->abstract) abstract.insert(location_key(origin->kind, origin->id));
        for (const DefId& parent : origin->templates)
            used.insert(location_key(origin->kind, parent));
    }
    EXPECT_FALSE(abstract.empty()) << "the shipped game builds its families on templates";
    for (const std::string& key : abstract) {
        EXPECT_TRUE(used.contains(key)) << "template " << key << " has nothing made from it";
    }
}

// The written difficulty target loads whole: the points and the win band the lab's check
// holds the game to (README, The difficulty target), within the shipped floors.
TEST(ShippedContent, TheDifficultyTargetLoads) {
    const ContentPtr c = shipped();
    ASSERT_NE(c, nullptr);
    const BalanceLoad target = load_balance_target(*c);
    EXPECT_TRUE(target.problems.empty()) << to_string(target.problems);
    EXPECT_FALSE(target.target.survival.empty());
    EXPECT_TRUE(target.target.win.has_value());
    for (const SurvivalTarget& point : target.target.survival)
        EXPECT_LE(point.depth, last_target_depth(c->settings));
}

// The bot plays the first floors of a few seeds. The bounds are what any shipped game
// must give its players, not its tuning: the first floors are no wall (at most half of
// the runs die before depth 3) and a run ends by dying or arriving, not by a bot that
// finds no way on.
TEST(ShippedContent, TheBotPlaysAShortLab) {
    const ContentPtr c = shipped();
    ASSERT_NE(c, nullptr);
    LabOptions options;
    options.runs = 8;
    options.jobs = 1;
    options.run.max_depth = 3;
    options.run.max_turns = 5000;
    const LabTable table = run_lab(c, options);
    ASSERT_EQ(table.runs.size(), 8u);
    int died = 0;
    for (const RunTally& run : table.runs) {
        EXPECT_GT(run.turns, 0) << "seed " << run.seed;
        EXPECT_NE(run.end, RunEnd::turn_limit)
            << "seed " << run.seed << " ran out of turns on depth " << run.depth;
        if (run.end == RunEnd::died) ++died;
    }
    EXPECT_LE(died, 4) << "more than half the runs died before depth 3";
}

}  // namespace
}  // namespace cf
