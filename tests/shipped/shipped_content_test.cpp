// The shipped game in content/, and nothing else of it: every other suite reads its own
// fixture (tests/data/content), so retuning the game changes only what is checked here.
// These say what any shipped content must be, never what its numbers are: it loads, a
// player meets everything it defines, and the bot can play it.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "engine/content/content_loader.hpp"
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
// positive weight, the player, or carried from the start.
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

Reach reachable(const Content& c) {
    Reach r;
    r.actors.insert(c.settings.player);
    add_spawnable(c.spawns.monsters, r.actors);
    add_spawnable(c.spawns.items, r.items);
    for (const DefId& actor : r.actors) {
        if (const ActorDef* def = c.actor(actor)) {
            r.items.insert(def->starting_equipment.begin(), def->starting_equipment.end());
        }
    }
    return r;
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
    const std::set<DefId> tiles_used = {c->settings.wall_tile, c->settings.floor_tile,
                                        c->settings.stairs_tile};
    for (const auto& [id, def] : c->tiles) {
        EXPECT_TRUE(tiles_used.contains(id)) << "tile '" << id << "' is never generated";
    }
}

TEST(ShippedContent, TheBotPlaysAShortLab) {
    const ContentPtr c = shipped();
    ASSERT_NE(c, nullptr);
    LabOptions options;
    options.runs = 4;
    options.jobs = 1;
    options.run.max_depth = 3;
    options.run.max_turns = 3000;
    const LabTable table = run_lab(c, options);
    ASSERT_EQ(table.runs.size(), 4u);
    for (const RunTally& run : table.runs) EXPECT_GT(run.turns, 0) << "seed " << run.seed;
}

}  // namespace
}  // namespace cf
