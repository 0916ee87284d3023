// The effect language opened: shapes (bolt, beam, burst, cone), whom an effect touches,
// conditions, damage types and resistances and the new kinds (push, drain, cleanse,
// set_tile, spawn_item, swap), each played through real commands. Triggers are in
// effect_triggers_test.cpp.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/content/content_writer.hpp"
#include "engine/rules/effects.hpp"
#include "engine/rules/factions.hpp"
#include "engine/rules/game.hpp"
#include "engine/rules/resistance.hpp"
#include "engine/rules/targets.hpp"
#include "engine/rules/tile_timers.hpp"
#include "engine/rules/triggers.hpp"
#include "engine/save/save.hpp"
#include "tests/support/effect_items.hpp"
#include "tests/support/replay_checks.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;

using test::add_cell_item;
using test::add_dummy;
using test::add_enemy_item;
using test::add_used_item;

EffectDef damage(int amount, Shape shape = Shape::target, int radius = 0) {
    return test::damage_effect(amount, shape, radius);
}

int hp_of(const Game& game, Point at) {
    const Entity* e = game.world().actor_at(at);
    return e ? e->fighter->hp : -1;
}

TEST(EffectShapes, ABoltStopsAtTheFirstCreatureAndABeamGoesThroughThemAll) {
    auto c = test::edited_content();
    add_dummy(*c, "dummy");
    add_cell_item(*c, "bolt", {damage(5, Shape::bolt)});
    add_cell_item(*c, "beam", {damage(5, Shape::beam)});
    const std::map<char, std::string> legend = {{'d', "dummy"}};
    {
        Game game = test::prefab_game(c, {"#########", "#@..d.d.#", "#########"}, legend);
        ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "bolt"), Point{7, 1})));
        EXPECT_EQ(hp_of(game, {4, 1}), 15) << "the bolt hits the first on its line";
        EXPECT_EQ(hp_of(game, {6, 1}), 20) << "and stops there";
    }
    {
        Game game = test::prefab_game(c, {"#########", "#@..d.d.#", "#########"}, legend);
        ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "beam"), Point{7, 1})));
        EXPECT_EQ(hp_of(game, {4, 1}), 15);
        EXPECT_EQ(hp_of(game, {6, 1}), 15) << "a beam passes through every creature";
    }
}

// The causes of the records the world holds about the creature standing at `at`.
std::vector<std::string> causes_at(const Game& game, Point at) {
    std::vector<std::string> out;
    const Entity* e = game.world().actor_at(at);
    for (const Effect& r : game.world().effects) {
        if (e && r.target == e->id) out.push_back(r.cause);
    }
    return out;
}

TEST(EffectShapes, HistorySaysWhereABoltStopped) {
    auto c = test::edited_content();
    add_dummy(*c, "dummy");
    add_cell_item(*c, "bolt", {damage(5, Shape::bolt)});
    const std::map<char, std::string> legend = {{'d', "dummy"}};
    {
        Game game = test::prefab_game(c, {"#########", "#@..d.d.#", "#########"}, legend);
        ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "bolt"), Point{7, 1})));
        EXPECT_THAT(causes_at(game, {4, 1}), Contains(HasSubstr("bolt, the bolt stopped at dummy")))
            << "the one hit is told where the bolt stopped";
        EXPECT_THAT(causes_at(game, {6, 1}), Contains("bolt: the bolt stopped at dummy"))
            << "the one behind is told why nothing reached it";
        EXPECT_EQ(hp_of(game, {6, 1}), 20);
    }
    {
        Game game = test::prefab_game(c, {"#########", "#@.#..d.#", "#########"}, legend);
        ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "bolt"), Point{3, 1})));
        EXPECT_THAT(causes_at(game, {1, 1}), Contains("bolt: the bolt stopped at a Wall"))
            << "a bolt that met no one leaves its reason on the user";
        EXPECT_THAT(causes_at(game, {6, 1}), ::testing::IsEmpty());
    }
}

TEST(NewEffects, ABlinkJumpsTowardTheAimUpToItsDistanceAndStopsBeforeACreature) {
    auto c = test::edited_content();
    add_dummy(*c, "dummy");
    EffectDef blink;
    blink.kind = EffectKind::teleport;
    blink.teleport = TeleportKind::blink;
    blink.amount = 3;
    add_cell_item(*c, "blink", {blink});
    const std::map<char, std::string> legend = {{'d', "dummy"}};
    {
        Game game = test::prefab_game(c, {"###########", "#@........#", "###########"}, legend);
        ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "blink"), Point{9, 1})));
        EXPECT_EQ(game.world().player().pos, (Point{4, 1})) << "three cells, not the whole way";
    }
    {
        Game game = test::prefab_game(c, {"###########", "#@.d......#", "###########"}, legend);
        ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "blink"), Point{9, 1})));
        EXPECT_EQ(game.world().player().pos, (Point{2, 1})) << "stopped before the creature";
    }
    {
        Game game = test::prefab_game(c, {"###########", "#@d.......#", "###########"}, legend);
        const int letter = test::give_item(game, "blink");
        EXPECT_FALSE(game.submit(Command::use(letter, Point{9, 1})))
            << "blocked at once: refused, the scroll kept";
        EXPECT_THAT(game.world().log.messages().back().text, HasSubstr("in the way"));
        EXPECT_EQ(game.world().player().pos, (Point{1, 1}));
    }
}

// A teleport to the aimed cell lands only on a cell one may stand on: never in a wall or
// on a creature.
TEST(NewEffects, ATeleportToTheAimedCellNeverLandsInAWallOrOnACreature) {
    auto c = test::edited_content();
    add_dummy(*c, "dummy");
    EffectDef jump;
    jump.kind = EffectKind::teleport;
    jump.teleport = TeleportKind::target;
    add_cell_item(*c, "jump", {jump});
    for (const Point aim : {Point{4, 0}, Point{3, 1}, Point{5, 1}}) {
        Game game = test::prefab_game(c, {"#######", "#@.d..#", "#######"}, {{'d', "dummy"}});
        game.submit(Command::use(test::give_item(game, "jump"), aim));
        const Point at = game.world().player().pos;
        EXPECT_TRUE(game.world().map.walkable(at)) << aim.x << "," << aim.y;
        EXPECT_NE(at, (Point{3, 1})) << "on the dummy";
    }
    Game game = test::prefab_game(c, {"#######", "#@.d..#", "#######"}, {{'d', "dummy"}});
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "jump"), Point{5, 1})));
    EXPECT_EQ(game.world().player().pos, (Point{5, 1})) << "a free cell is reached";
}

// The check is made when the teleport happens, not only when the cell is aimed at: an
// earlier effect of the same use that walls the cell in keeps the user out of it.
TEST(NewEffects, ATeleportAfterAnEffectThatWallsItsCellStaysPut) {
    auto c = test::edited_content();
    EffectDef wall;
    wall.kind = EffectKind::set_tile;
    wall.tile = "wall";
    EffectDef jump;
    jump.kind = EffectKind::teleport;
    jump.teleport = TeleportKind::target;
    add_cell_item(*c, "trick", {wall, jump});
    Game game = test::prefab_game(c, {"#######", "#@....#", "#######"});
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "trick"), Point{4, 1})));
    EXPECT_EQ(game.world().map.tile_id({4, 1}), "wall");
    EXPECT_EQ(game.world().player().pos, (Point{1, 1}));
}

TEST(EffectLanguageYaml, ABlinksDistanceReadsWritesBackAndIsBounded) {
    test::ContentDir dir;
    dir.write("items/blink.yaml",
              "hop:\n"
              "  name: Hop\n"
              "  glyph: '?'\n"
              "  use:\n"
              "    target: cell\n"
              "    range: 5\n"
              "    effects:\n"
              "      - teleport: blink\n"
              "        distance: 4\n");
    const ContentPtr c = dir.load_ok();
    ASSERT_EQ(c->items.at("hop").use->effects.size(), 1u);
    EXPECT_EQ(c->items.at("hop").use->effects[0].teleport, TeleportKind::blink);
    EXPECT_EQ(c->items.at("hop").use->effects[0].amount, 4);
    EXPECT_THAT(content_files(*c).at("items.yaml"), HasSubstr("distance: 4"));
    dir.write("items/blink.yaml",
              "hop:\n"
              "  name: Hop\n"
              "  glyph: '?'\n"
              "  use:\n"
              "    target: cell\n"
              "    effects:\n"
              "      - teleport: random\n"
              "        distance: 0\n");
    EXPECT_THAT(dir.load().problems,
                Contains(test::ProblemAt("items/blink.yaml", 8, 9, "distance")))
        << "a distance belongs to a blink only";
}

TEST(EffectShapes, ABurstIsBlockedByWallsAndAConeSpreadsOnlyForward) {
    auto c = test::edited_content();
    add_dummy(*c, "dummy");
    add_cell_item(*c, "burst", {damage(5, Shape::burst, 2)});
    add_cell_item(*c, "cone", {damage(5, Shape::cone, 4)});
    const std::map<char, std::string> legend = {{'d', "dummy"}};
    {
        // The wall between the centre (5,2) and the dummy at (5,4) hides it from the blast.
        Game game = test::prefab_game(
            c, {"#########", "#@...d..#", "#.......#", "#...###.#", "#....d..#", "#########"},
            legend);
        ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "burst"), Point{5, 2})));
        EXPECT_EQ(hp_of(game, {5, 1}), 15) << "in the blast and in its sight";
        EXPECT_EQ(hp_of(game, {5, 4}), 20) << "within the radius but behind a wall";
    }
    {
        Game game = test::prefab_game(
            c, {"#########", "#.......#", "#d@..d..#", "#.......#", "#########"}, legend);
        ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "cone"), Point{5, 2})));
        EXPECT_EQ(hp_of(game, {5, 2}), 15) << "ahead of the user, in the cone";
        EXPECT_EQ(hp_of(game, {1, 2}), 20) << "behind the user, out of the cone";
    }
}

TEST(EffectConditions, AnEffectSkipsTargetsThatFailItsConditionAndSaysWhy) {
    auto c = test::edited_content();
    add_dummy(*c, "dummy");
    EffectDef hit = damage(5, Shape::beam);
    hit.when.has_status = "poisoned";
    add_cell_item(*c, "venom_seeker", {hit});
    Game game = test::prefab_game(c, {"########", "#@.d.d.#", "########"}, {{'d', "dummy"}});
    Entity* second = test::world_behind_the_log(game).actor_at({5, 1});
    second->statuses["poisoned"] = 5;
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "venom_seeker"), Point{6, 1})));
    EXPECT_EQ(hp_of(game, {3, 1}), 20) << "not poisoned: skipped";
    EXPECT_LT(hp_of(game, {5, 1}), 20) << "poisoned: hit";
    bool explained = false;
    for (const Effect& e : game.world().effects)
        explained = explained || e.cause.find("not poisoned") != std::string::npos;
    EXPECT_TRUE(explained) << "the skipped target has a record saying which condition failed";
}

TEST(Resistances, ATypedBlowLosesTheResistedPercentAndAWeaknessAddsToIt) {
    auto c = test::edited_content();
    c->damage_types["fire"] = DamageTypeDef{"fire", "fire", {255, 127, 0}};
    ActorDef& salamander = add_dummy(*c, "salamander");
    salamander.resist = {{"fire", 50}};
    ActorDef& snowman = add_dummy(*c, "snowman");
    snowman.resist = {{"fire", -50}};
    EffectDef fire = damage(10, Shape::beam);
    fire.type = "fire";
    add_cell_item(*c, "flame", {fire});
    Game game = test::prefab_game(c, {"#######", "#@.s.w#", "#######"},
                                  {{'s', "salamander"}, {'w', "snowman"}});
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "flame"), Point{5, 1})));
    EXPECT_EQ(hp_of(game, {3, 1}), 15) << "half of 10 taken off";
    EXPECT_EQ(hp_of(game, {5, 1}), 5) << "half as much again";
    bool explained = false;
    for (const Effect& e : game.world().effects)
        explained = explained || e.cause.find("resisted 50% fire") != std::string::npos;
    EXPECT_TRUE(explained);
}

TEST(Resistances, AnAttackerNamesItsBlowsTypeAndAStatusAddsResistance) {
    auto c = test::edited_content();
    c->damage_types["fire"] = DamageTypeDef{"fire", "fire", {255, 127, 0}};
    ActorDef& imp = add_dummy(*c, "imp");
    imp.attack_type = "fire";
    StatusDef warded = c->statuses.at("hasted");
    warded.id = "warded";
    warded.modifiers = {};
    warded.modifiers.resist = {{"fire", 100}};
    c->statuses["warded"] = warded;
    Game game = test::prefab_game(c, {"#####", "#@i.#", "#####"}, {{'i', "imp"}});
    Entity& player = test::world_behind_the_log(game).player();
    Entity& attacker = *test::world_behind_the_log(game).actor_at({2, 1});
    EXPECT_EQ(resist_percent(player, *c, "fire"), 0);
    EXPECT_EQ(attack_type_of(attacker, *c), "fire");
    player.statuses["warded"] = 5;
    EXPECT_EQ(resist_percent(player, *c, "fire"), 100);
    EXPECT_EQ(after_resistance(player, *c, "fire", 7), 0) << "immune";
    EXPECT_EQ(after_resistance(player, *c, "", 7), 7) << "untyped damage is never resisted";
}

TEST(NewEffects, PushStopsAtAWallAndHurtsOnImpactWhileDrainHealsTheUser) {
    auto c = test::edited_content();
    add_dummy(*c, "dummy");
    EffectDef push;
    push.kind = EffectKind::push;
    push.amount = 3;
    push.impact = 4;
    EffectDef drain;
    drain.kind = EffectKind::drain;
    drain.amount = 6;
    add_enemy_item(*c, "shove", {push});
    add_enemy_item(*c, "leech", {drain});
    Game game = test::prefab_game(c, {"######", "#@d.#", "######"}, {{'d', "dummy"}});
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "shove"))));
    const Entity* d = test::first_of(game.world(), "dummy");
    EXPECT_EQ(d->pos, (Point{3, 1})) << "one cell, then the wall";
    EXPECT_EQ(d->fighter->hp, 16) << "stopped short: the impact hurts";
    const int hp = game.world().player().fighter->hp;
    test::world_behind_the_log(game).player().fighter->hp = hp - 10;
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "leech"))));
    EXPECT_EQ(test::first_of(game.world(), "dummy")->fighter->hp, 10);
    EXPECT_EQ(game.world().player().fighter->hp, hp - 4) << "healed by what it drained";
}

// A drain at full health still hurts its target, and records no change of the user's HP
// (there is none to heal): its history does not show a heal of nothing.
TEST(NewEffects, ADrainAtFullHealthRecordsNoHealOfTheUser) {
    auto c = test::edited_content();
    add_dummy(*c, "dummy");
    add_enemy_item(*c, "leech", {test::effect_of(EffectKind::drain, 6)});
    Game game = test::prefab_game(c, {"######", "#@d.#", "######"}, {{'d', "dummy"}});
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "leech"))));
    EXPECT_EQ(test::first_of(game.world(), "dummy")->fighter->hp, 14);
    for (const Effect& e : game.world().effects) {
        EXPECT_FALSE(e.target == game.world().player_id && e.field == "fighter.hp")
            << "a record of the player's HP by " << e.cause;
    }
}

// A push goes straight away from the user, whichever side the target stands on.
TEST(NewEffects, APushGoesAwayFromTheUserOnEverySide) {
    auto c = test::edited_content();
    add_dummy(*c, "dummy");
    add_enemy_item(*c, "shove", {test::effect_of(EffectKind::push, 1)});
    const std::vector<std::pair<std::vector<std::string>, Point>> sides = {
        {{"#######", "#..d@.#", "#######"}, {2, 1}},                       // west
        {{"#######", "#.@d..#", "#######"}, {4, 1}},                       // east
        {{"#####", "#...#", "#.d.#", "#.@.#", "#...#", "#####"}, {2, 1}},  // north
        {{"#####", "#...#", "#.@.#", "#.d.#", "#...#", "#####"}, {2, 4}},  // south
        {{"######", "#....#", "#.d..#", "#..@.#", "######"}, {1, 1}},      // north-west
    };
    for (const auto& [rows, to] : sides) {
        Game game = test::prefab_game(c, rows, {{'d', "dummy"}});
        ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "shove"))));
        EXPECT_EQ(test::first_of(game.world(), "dummy")->pos, to) << rows[1] << " / " << rows[2];
    }
}

TEST(NewEffects, CleanseByTagSetTileOnACellAndSpawnAnItemThere) {
    auto c = test::edited_content();
    c->statuses.at("poisoned").tag = "poison";
    EffectDef cleanse;
    cleanse.kind = EffectKind::cleanse;
    cleanse.status = "poison";
    add_used_item(*c, "salts", {cleanse});
    EffectDef wall;
    wall.kind = EffectKind::set_tile;
    wall.tile = "wall";
    EffectDef coin;
    coin.kind = EffectKind::spawn_item;
    coin.item = "health_potion";
    coin.count = 2;
    add_cell_item(*c, "mason", {wall});
    add_cell_item(*c, "alms", {coin});
    Game game = test::prefab_game(c, {"#######", "#@....#", "#######"});
    test::world_behind_the_log(game).player().statuses["poisoned"] = 9;
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "salts"))));
    EXPECT_FALSE(game.world().player().statuses.contains("poisoned"));
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "mason"), Point{4, 1})));
    EXPECT_EQ(game.world().map.tile_id({4, 1}), "wall");
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "alms"), Point{2, 1})));
    EXPECT_EQ(game.world().items_at({2, 1}).size(), 2u);
}

// A cell set again before it turned back keeps the tile it had first: when the later
// time runs out it turns back to that, not to the tile set in between.
TEST(TileTimers, ACellSetTwiceTurnsBackToItsFirstTile) {
    Game game = test::prefab_game(test::default_content(), {"#####", "#@..#", "#####"});
    World world = game.world();
    const Point cell{3, 1};
    const DefId first = world.map.tile_id(cell);
    const DefId wall = game.content().settings.wall_tile;
    ASSERT_NE(first, wall);
    set_tile_for(world, cell, wall, 5);
    set_tile_for(world, cell, "door", 10);
    ASSERT_EQ(world.tile_timers.size(), 1u);
    world.turn += 10;
    revert_due_tiles(world, game.content());
    EXPECT_EQ(world.map.tile_id(cell), first);
    EXPECT_TRUE(world.tile_timers.empty());
}

TEST(NewEffects, ASetTileWithTurnsTurnsBackAndTheSaveAndRecordingKeepTheTimer) {
    auto c = test::edited_content();
    EffectDef wall;
    wall.kind = EffectKind::set_tile;
    wall.tile = "wall";
    wall.turns = 3;
    add_cell_item(*c, "brief_wall", {wall});
    Game game = test::prefab_game(c, {"#######", "#@....#", "#######"});
    const int letter = test::give_item(game, "brief_wall");
    const int set_at = game.world().turn;
    ASSERT_TRUE(game.submit(Command::use(letter, Point{4, 1})));
    EXPECT_EQ(game.world().map.tile_id({4, 1}), "wall");
    ASSERT_EQ(game.world().tile_timers.size(), 1u);
    EXPECT_EQ(game.world().tile_timers.begin()->first, "4_1_floor");

    // The save holds the timer: a game continued from it turns the cell back in time too.
    const SaveLoad load = load_save_text(save_to_text(game.world()), "save.yaml", *c);
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(load.world->tile_timers, game.world().tile_timers);

    while (game.world().turn < set_at + 2) ASSERT_TRUE(game.submit(Command::wait()));
    EXPECT_EQ(game.world().map.tile_id({4, 1}), "wall") << "not yet";
    ASSERT_TRUE(game.submit(Command::wait()));
    EXPECT_EQ(game.world().map.tile_id({4, 1}), "floor")
        << "three turns after the turn it was set, it is floor again";
    EXPECT_TRUE(game.world().tile_timers.empty());
    test::expect_replays_to_the_same_dump(game, 1, c);
}

TEST(NewEffects, ATileTimerKeyIsReadBackAndAMalformedOneIsNot) {
    const std::optional<TileTimer> t = parse_tile_timer("12_7_shallow_water");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->cell, (Point{12, 7}));
    EXPECT_EQ(t->back_to, "shallow_water");
    for (const char* bad : {"", "12_7_", "12__water", "x_7_water", "12_7", "-1_2_floor"})
        EXPECT_FALSE(parse_tile_timer(bad)) << bad;
}

TEST(EffectLanguageProblems, UnknownTypesStatusesAndHugeShapesAreProblemsAtTheirPlace) {
    test::ContentDir dir;
    dir.write("damage_types.yaml", "fire:\n  name: fire\n");
    dir.write("actors/odd.yaml",
              "odd:\n"
              "  from: orc\n"
              "  name: Odd\n"
              "  resist: {frost: 50}\n"
              "  on_death:\n"
              "    - damage: 2\n"
              "      type: acid\n"
              "      shape: cone\n"
              "      radius: 1000000000\n"
              "    - cleanse: nothing_like_it\n"
              "    - heal: 1\n"
              "      if: {has_status: nosuch}\n");
    const ContentLoad load = dir.load();
    EXPECT_THAT(load.problems, Contains(test::ProblemAt("actors/odd.yaml", 4, 12, "frost")));
    EXPECT_THAT(load.problems, Contains(test::ProblemAt("actors/odd.yaml", 7, 13, "acid")));
    EXPECT_THAT(load.problems, Contains(test::ProblemAt("actors/odd.yaml", 9, 15, "1000000000")));
    EXPECT_THAT(load.problems,
                Contains(test::ProblemAt("actors/odd.yaml", 10, 7, "names no status")));
    EXPECT_THAT(load.problems, Contains(test::ProblemAt("actors/odd.yaml", 12, 24, "nosuch")));
}

TEST(EffectLanguageYaml, TheNewFormsReadAndWriteBack) {
    test::ContentDir dir;
    dir.write("damage_types.yaml", "fire:\n  name: fire\ncold:\n  name: cold\n");
    dir.write("actors/odd.yaml",
              "odd:\n"
              "  from: orc\n"
              "  name: Odd\n"
              "  attack_type: fire\n"
              "  resist: {fire: 100, cold: -50}\n"
              "  on_struck:\n"
              "    - push: 2\n"
              "      impact: 3\n"
              "      type: cold\n"
              "      if: {hp_below: 50, target_is: enemy}\n"
              "    - damage: 4\n"
              "      shape: burst\n"
              "      radius: 2\n"
              "      who: target\n");
    const ContentPtr c = dir.load_ok();
    const ActorDef& odd = c->actors.at("odd");
    EXPECT_EQ(odd.attack_type, "fire");
    ASSERT_EQ(odd.resist.size(), 2u);
    EXPECT_EQ(odd.resist[1], (IdAmount{"cold", -50}));
    ASSERT_EQ(odd.on_struck.size(), 2u);
    EXPECT_EQ(odd.on_struck[0].kind, EffectKind::push);
    EXPECT_EQ(odd.on_struck[0].when.hp_below, 50);
    EXPECT_EQ(odd.on_struck[0].when.target_is, TargetIs::enemy);
    EXPECT_EQ(odd.on_struck[1].shape, Shape::burst);
    const std::string written = content_files(*c).at("actors.yaml");
    EXPECT_THAT(written, HasSubstr("resist: {fire: 100, cold: -50}"));
    EXPECT_THAT(written, HasSubstr("if:"));
    EXPECT_THAT(written, HasSubstr("shape: burst"));
}

// A recording embeds damage_types.yaml beside the other files: a game whose content has
// damage types replays to the same state (it did not load before the file was embedded).
TEST(Resistances, ARecordingWithDamageTypesReplaysByteForByte) {
    test::ContentDir dir;
    dir.write("damage_types.yaml", "fire:\n  name: fire\n");
    dir.append("items.yaml",
               "flame_scroll:\n"
               "  name: Flame scroll\n"
               "  use:\n"
               "    target: nearest_enemy\n"
               "    range: 8\n"
               "    effects:\n"
               "      - damage: 6\n"
               "        type: fire\n");
    dir.append("actors.yaml",
               "salamander:\n"
               "  from: orc\n"
               "  name: Salamander\n"
               "  resist: {fire: 50}\n");
    Game live =
        test::prefab_game(dir.load_ok(), {"######", "#@..s#", "######"}, {{'s', "salamander"}});
    const int hp = test::first_of(live.world(), "salamander")->fighter->hp;
    ASSERT_TRUE(live.submit(Command::use(test::give_item(live, "flame_scroll"))));
    EXPECT_EQ(test::first_of(live.world(), "salamander")->fighter->hp, hp - 3);
    const std::string recording = test::expect_replays_to_the_same_dump(live, 1);
    EXPECT_NE(recording.find("damage_types.yaml"), std::string::npos);
}

}  // namespace
}  // namespace cf
