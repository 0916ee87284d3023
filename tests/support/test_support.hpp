#pragma once
// Shared helpers for the engine tests: temporary directories, an editable copy of the
// default content, prefab games built from rows of text, and queries on the log.

#include <gmock/gmock.h>

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/content/content_loader.hpp"
#include "engine/core/problem.hpp"
#include "engine/rules/game.hpp"
#include "engine/world/world.hpp"
#include "tests/support/test_paths.hpp"

namespace cf {

// The matchers engine tests use everywhere, so each test file need not list them.
using ::testing::AllOf;
using ::testing::Contains;
using ::testing::DoubleNear;
using ::testing::ElementsAre;
using ::testing::Field;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::IsSupersetOf;
using ::testing::Not;
using ::testing::SizeIs;

}  // namespace cf

namespace cf::test {

// A fresh directory under the system temp dir, removed with everything in it.
class TempDir {
  public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return path_; }
    std::string file(const std::string& name) const { return (path_ / name).string(); }
    // Writes `text` to `name` inside the directory (creating sub-folders); returns the path.
    std::string write(const std::string& name, const std::string& text) const;

  private:
    std::filesystem::path path_;
};

// The bytes of a file; throws (failing the test) when it cannot be read.
std::string file_text(const std::string& path);

// The names in a folder, sorted (leftovers such as temporary files show up here).
std::vector<std::string> names_in(const std::filesystem::path& dir);

// A copy of the bundled content/ directory that a test may edit file by file.
class ContentDir {
  public:
    ContentDir();

    std::string path() const { return dir_.file("content"); }
    std::string read(const std::string& file) const;
    // Writes `file` (creating sub-folders: "actors/orcs.yaml").
    void write(const std::string& file, const std::string& text) const;
    void append(const std::string& file, const std::string& text) const;
    void remove(const std::string& file) const;
    // Replaces the one occurrence of `from` in `file`; fails the test when `from` does not
    // occur exactly once, so an edit never silently misses after content changes.
    void replace(const std::string& file, const std::string& from, const std::string& to) const;
    ContentLoad load() const { return load_content(path()); }
    // Loads and fails the test when there are problems.
    ContentPtr load_ok() const;

  private:
    TempDir dir_;
};

// The text of a test data file (test_data_dir()/relative); fails the test when unreadable.
std::string data_text(const std::string& relative);
// The fixture's items.yaml in the older `consumable: {effect: ...}` form.
inline std::string legacy_items_text() { return data_text("legacy/items_consumable_form.yaml"); }

// The bundled content, loaded once; fails the test when it has problems.
ContentPtr default_content();
// The tests' mod (tests/data/mods/hard), a layer over the fixture content.
std::string test_mod_dir();
// `layers` loaded over each other, base first, expecting no problem (null on failure).
ContentPtr load_layers_ok(const std::vector<std::string>& layers);
// A mutable copy of the bundled content for in-memory edits.
std::shared_ptr<Content> edited_content();

// Legend characters every prefab built by prefab_world knows besides the engine's
// defaults ('#', '.', '>', '@'): o orc, T troll, ! health_potion, / sword,
// [ chainmail, c confusion_scroll, l lightning_scroll, f fireball_scroll.
// `extra` adds or overrides characters (each stands for a floor tile with that entity).
World prefab_world(const Content& content, const std::vector<std::string>& rows,
                   const std::map<char, std::string>& extra = {}, std::uint64_t seed = 1);
Game prefab_game(ContentPtr content, const std::vector<std::string>& rows,
                 const std::map<char, std::string>& extra = {}, std::uint64_t seed = 1);
// Puts a fresh item of `def` in the player's pack (a test's setup, outside the log) and
// returns its inventory index.
int give_item(Game& game, const DefId& def);

// A copy of `content` where the definition `from` of `kind` is called `to`: the map key
// and the id change, nothing else (callers point references at it as a test needs).
std::shared_ptr<Content> with_id_changed(const Content& content, DefKind kind, const DefId& from,
                                         const DefId& to);

// A corridor of floor `length` cells long at y 1, walled all round, the player at its
// west end and an orc `orc_at` cells along it: the smallest world a save can hold.
World corridor_world(const Content& content, std::uint64_t seed, int length, int orc_at);

// The first entity with definition `def` (living or not), or null.
Entity* first_of(World& world, const DefId& def);
const Entity* first_of(const World& world, const DefId& def);
int count_of(const World& world, const DefId& def);

// Every message as displayed ("text (x3)"), oldest first.
std::vector<std::string> messages(const World& world);
std::string last_message(const World& world);
// Messages added after the first `from`.
std::vector<std::string> messages_since(const World& world, std::size_t from);
bool logged(const World& world, const std::string& text);

// Matches a Problem at file:line:col whose message contains `text`.
inline auto ProblemAt(const std::string& file, int line, int column, const std::string& text) {
    using ::testing::AllOf;
    using ::testing::Field;
    using ::testing::HasSubstr;
    return AllOf(Field("file", &Problem::file, file), Field("line", &Problem::line, line),
                 Field("column", &Problem::column, column),
                 Field("message", &Problem::message, HasSubstr(text)));
}

}  // namespace cf::test

namespace cf {
// See Game: the test-only door to the world of a game that already applied events.
class TestWorldBehindTheLog {
  public:
    static World& of(Game& game) { return game.world_; }
};
}  // namespace cf

namespace cf::test {
// The world of `game`, changed directly even after events (Game::mutable_world refuses
// that): for tests that set up an exact situation mid-game and never replay its log.
inline World& world_behind_the_log(Game& game) { return TestWorldBehindTheLog::of(game); }
}  // namespace cf::test

namespace cf {
// Lets gtest print problems as "file:line:col: message".
inline void PrintTo(const Problem& p, std::ostream* os) { *os << to_string(p); }
}  // namespace cf
