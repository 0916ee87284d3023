// content.save without a window: what content.put changed is written to the content's
// files as the editor's Save writes it (only the changed lines, comments kept), a file
// another program changed is a conflict until answered, and a save with nothing changed
// writes nothing.

#include <gtest/gtest.h>

#include "tests/app/api_test_support.hpp"

namespace cf::api {
namespace {

// A game on a copy of the fixture's content folder, `comment` written above the orc
// before it is loaded.
struct SaveFixture {
    explicit SaveFixture(const std::string& comment = "") {
        if (!comment.empty()) dir.replace("actors.yaml", "orc:\n", comment + "\norc:\n");
        game.emplace(Game::new_game(dir.load_ok(), 1));
    }
    test::ContentDir dir;
    std::optional<Game> game;
    GameHost host{game};
    Dispatcher dispatcher{host};
    Caller caller;
    Json rpc(const std::string& method, const Json& params = Json::object()) {
        const std::string r = handle_message(
            Json{{"jsonrpc", "2.0"}, {"id", 1}, {"method", method}, {"params", params}}.dump(),
            dispatcher, caller);
        return Json::parse(r);
    }
    // Puts the orc back with `hp`.
    void put_orc_hp(int hp) {
        const std::string yaml =
            rpc("content.get", {{"kind", "actor"}, {"id", "orc"}})["result"]["yaml"];
        std::string changed = yaml;
        changed.replace(changed.find("hp: 10"), 6, "hp: " + std::to_string(hp));
        const Json put = rpc("content.put", {{"kind", "actor"}, {"id", "orc"}, {"yaml", changed}});
        ASSERT_TRUE(put.contains("result")) << put.dump();
    }
};

TEST(ApiSave, APutIsWrittenToItsFileKeepingTheRest) {
    SaveFixture f("# the common orc");
    f.put_orc_hp(14);
    const Json saved = f.rpc("content.save");
    ASSERT_TRUE(saved.contains("result")) << saved.dump();
    EXPECT_NE(saved["result"]["saved"].get<std::string>().find("actors.yaml"), std::string::npos);
    const std::string after = f.dir.read("actors.yaml");
    EXPECT_NE(after.find("# the common orc\norc:\n"), std::string::npos) << after;
    EXPECT_NE(after.find("    hp: 14\n"), std::string::npos);
    EXPECT_EQ(f.dir.load_ok()->actor("orc")->fighter.hp, 14);
}

// A name of 20,000 characters is text a designer may write: it is taken, read back
// whole, saved to its file and loaded again whole, and the game goes on.
TEST(ApiSave, ALongNameIsTakenSavedAndLoadedWhole) {
    SaveFixture f;
    const std::string name(20000, 'x');
    std::string yaml = f.rpc("content.get", {{"kind", "actor"}, {"id", "orc"}})["result"]["yaml"];
    const std::size_t at = yaml.find("name: ");
    ASSERT_NE(at, std::string::npos) << yaml;
    yaml.replace(at, yaml.find('\n', at) - at, "name: " + name);
    const Json put = f.rpc("content.put", {{"kind", "actor"}, {"id", "orc"}, {"yaml", yaml}});
    ASSERT_TRUE(put.contains("result")) << put.dump().substr(0, 500);
    EXPECT_EQ(f.game->content().actor("orc")->name, name);
    const std::string back =
        f.rpc("content.get", {{"kind", "actor"}, {"id", "orc"}})["result"]["yaml"];
    EXPECT_NE(back.find(name), std::string::npos);
    const Json saved = f.rpc("content.save");
    ASSERT_TRUE(saved.contains("result")) << saved.dump().substr(0, 500);
    EXPECT_EQ(f.dir.load_ok()->actor("orc")->name, name);
    EXPECT_TRUE(f.rpc("sim.step", {{"turns", 2}}).contains("result"));
}

// Found driving the API on the shipped pack: a put on content made from templates was
// rebuilt from the flattened text, which has no templates, so the save deleted them and
// refused ("actor 'jelly' is made from 'monster', which is not defined"). The put now
// edits the running content as the editor's Save sees it: the file keeps its template,
// the child its `from:`, and only the changed field is written.
TEST(ApiSave, APutOnContentMadeFromTemplatesWritesOnlyTheChangedField) {
    test::ContentDir dir;
    dir.replace("actors.yaml", "orc:\n  name: Orc\n",
                "brute:\n  abstract: true\n  xp: 35\n  vision: 8\n"
                "orc:\n  from: brute\n  name: Orc\n");
    dir.replace("actors.yaml", "  xp: 35\n  ai: hostile\n  vision: 8\n", "  ai: hostile\n");
    std::optional<Game> game;
    game.emplace(Game::new_game(dir.load_ok(), 1));
    ASSERT_EQ(game->content().actor("orc")->xp, 35) << "the orc inherits its xp";
    GameHost host{game};
    Dispatcher dispatcher{host};
    Caller caller;
    const auto rpc = [&](const std::string& method, const Json& params) {
        return Json::parse(handle_message(
            Json{{"jsonrpc", "2.0"}, {"id", 1}, {"method", method}, {"params", params}}.dump(),
            dispatcher, caller));
    };
    std::string yaml = rpc("content.get", {{"kind", "actor"}, {"id", "orc"}})["result"]["yaml"];
    yaml.replace(yaml.find("hp: 10"), 6, "hp: 14");
    const Json put = rpc("content.put", {{"kind", "actor"}, {"id", "orc"}, {"yaml", yaml}});
    ASSERT_TRUE(put.contains("result")) << put.dump();
    const Json saved = rpc("content.save", Json::object());
    ASSERT_TRUE(saved.contains("result")) << saved.dump();
    const std::string after = dir.read("actors.yaml");
    EXPECT_NE(after.find("brute:\n  abstract: true\n  xp: 35\n  vision: 8\n"), std::string::npos)
        << after;
    EXPECT_NE(after.find("orc:\n  from: brute\n  name: Orc\n"), std::string::npos) << after;
    EXPECT_NE(after.find("    hp: 14\n"), std::string::npos) << after;
    EXPECT_EQ(after.find("xp: 35", after.find("orc:")), std::string::npos)
        << "an inherited field was written into the orc: " << after;
    EXPECT_EQ(dir.load_ok()->actor("orc")->fighter.hp, 14);
    // A save of the game now records the files as written, not as they were loaded.
    EXPECT_EQ(game->layers_for_save(), content_layers(*dir.load_ok()));
}

TEST(ApiSave, NothingChangedWritesNothing) {
    SaveFixture f;
    const std::string before = f.dir.read("actors.yaml");
    const Json saved = f.rpc("content.save");
    ASSERT_TRUE(saved.contains("result")) << saved.dump();
    EXPECT_NE(saved["result"]["saved"].get<std::string>().find("nothing to save"),
              std::string::npos);
    EXPECT_EQ(f.dir.read("actors.yaml"), before);
}

TEST(ApiSave, AFileChangedOutsideIsAConflictUntilAnswered) {
    SaveFixture f;
    f.put_orc_hp(15);
    f.dir.replace("actors.yaml", "name: Troll", "name: Cave troll");  // another program
    const std::string theirs = f.dir.read("actors.yaml");
    const Json refused = f.rpc("content.save");
    ASSERT_TRUE(refused.contains("error")) << refused.dump();
    EXPECT_EQ(refused["error"]["code"], kRefused);
    EXPECT_EQ(refused["error"]["data"]["conflicts"], Json::array({"actors.yaml"}));
    EXPECT_EQ(f.dir.read("actors.yaml"), theirs);  // nothing written
    const Json theirs_kept = f.rpc("content.save", {{"on_conflict", "take_theirs"}});
    ASSERT_TRUE(theirs_kept.contains("result")) << theirs_kept.dump();
    EXPECT_EQ(f.dir.read("actors.yaml"), theirs);
    // The game plays what the files hold now: their troll, the orc as the files have it.
    EXPECT_EQ(f.game->content().actor("troll")->name, "Cave troll");
    EXPECT_EQ(f.game->content().actor("orc")->fighter.hp, 10);
}

TEST(ApiSave, KeepMineWritesOverTheirsAndKeepsTheirsAsAVersion) {
    SaveFixture f;
    f.put_orc_hp(16);
    f.dir.replace("actors.yaml", "name: Troll", "name: Cave troll");
    const Json saved = f.rpc("content.save", {{"on_conflict", "keep_mine"}});
    ASSERT_TRUE(saved.contains("result")) << saved.dump();
    const std::string mine = f.dir.read("actors.yaml");
    EXPECT_NE(mine.find("hp: 16"), std::string::npos);
    EXPECT_EQ(mine.find("Cave troll"), std::string::npos);
    EXPECT_TRUE(std::filesystem::exists(std::filesystem::path(f.dir.path()) / ".versions"));
}

TEST(ApiSave, ContentBuiltInMemoryHasNoFilesToSaveTo) {
    std::shared_ptr<Content> memory = test::edited_content();
    memory->directory.clear();
    memory->sources.reset();
    std::optional<Game> game{Game::new_game(memory, 1)};
    GameHost host{game};
    const SaveAnswer answer = host.save_content(std::nullopt);
    EXPECT_FALSE(answer.saved);
    EXPECT_NE(answer.message.find("built in memory"), std::string::npos) << answer.message;
}

}  // namespace
}  // namespace cf::api
