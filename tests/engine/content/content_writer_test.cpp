// Canonical YAML: the writer's text loads back as exactly the content it was written
// from, the same content always gives the same bytes, and saving is atomic, keeps a
// backup and leaves unchanged files alone.

#include "engine/content/content_writer.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>

#include "engine/content/content_loader.hpp"
#include "engine/core/file_write.hpp"
#include "engine/yaml/yaml_parse.hpp"
#include "tests/support/test_support.hpp"
#include "tests/support/text_checks.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

// Writes `content` into a fresh directory of `dir` and loads it back.
ContentLoad write_and_load(const Content& content, const test::TempDir& dir) {
    for (const auto& [name, text] : content_files(content)) dir.write("content/" + name, text);
    return load_content(dir.file("content"));
}

// Field by field, so a failure names the part that did not survive.
void expect_same_definitions(const Content& got, const Content& want) {
    EXPECT_EQ(got.settings, want.settings);
    EXPECT_EQ(got.tiles, want.tiles);
    EXPECT_EQ(got.actors, want.actors);
    EXPECT_EQ(got.items, want.items);
    EXPECT_EQ(got.slots, want.slots);
    EXPECT_EQ(got.spawns, want.spawns);
    EXPECT_TRUE(same_definitions(got, want));
}

void expect_round_trip(const Content& content) {
    test::TempDir dir;
    const ContentLoad load = write_and_load(content, dir);
    ASSERT_NE(load.content, nullptr) << to_string(load.problems);
    expect_same_definitions(*load.content, content);
    // Canonical: the reloaded content writes the very same bytes.
    EXPECT_EQ(content_files(*load.content), content_files(content));
}

std::string read(const std::string& path) { return test::file_text(path); }

struct stat stat_of(const std::string& path) {
    struct stat st {};
    EXPECT_EQ(::stat(path.c_str(), &st), 0) << path;
    return st;
}

// The stat of each file `content` saves to, as it is in `target` now.
std::map<std::string, struct stat> stats_of_files(const Content& content,
                                                  const std::string& target) {
    std::map<std::string, struct stat> stats;
    for (const auto& [name, text] : content_files(content))
        stats[name] = stat_of((fs::path(target) / name).string());
    return stats;
}

bool same_file_version(const struct stat& a, const struct stat& b) {
    return a.st_ino == b.st_ino && a.st_mtim.tv_sec == b.st_mtim.tv_sec &&
           a.st_mtim.tv_nsec == b.st_mtim.tv_nsec;
}

TEST(ContentWriter, DefaultContentRoundTrips) { expect_round_trip(*test::default_content()); }

TEST(ContentWriter, SameContentGivesTheSameBytes) {
    const ContentPtr content = test::default_content();
    const auto first = content_files(*content);
    EXPECT_EQ(content_files(*content), first);
    EXPECT_EQ(content_files(*test::edited_content()), first);
    EXPECT_EQ(first.size(), 7u);
    for (const char* name : kContentFiles) EXPECT_TRUE(first.contains(name)) << name;
}

void expect_repository_files_canonical(const std::vector<std::string>& names) {
    const auto files = content_files(*test::default_content());
    for (const std::string& name : names) {
        EXPECT_EQ(read((fs::path(test::fixture_content_dir()) / name).string()), files.at(name))
            << name << " is not canonical";
    }
}

TEST(ContentWriter, RepositoryContentIsInCanonicalForm) {
    expect_repository_files_canonical({"settings.yaml", "tiles.yaml", "slots.yaml", "spawns.yaml"});
}

TEST(ContentWriter, FieldsAreWrittenInSchemaOrderWithEveryField) {
    const auto files = content_files(*test::default_content());
    EXPECT_THAT(
        files.at("actors.yaml"),
        HasSubstr(
            "orc:\n  name: Orc\n  glyph: o\n  color: '#7fc24f'\n  blocks: true\n  fighter:\n"
            "    hp: 10\n    power: 3\n    defense: 0\n  xp: 35\n  ai: hostile\n  vision: 8\n"
            "  speed: 100\n  opens_doors: true\n  regeneration: 0\n  abilities: []\n  on_hit: []\n"
            "  inventory: 0\n  levels:\n    base: 200\n    factor: 150\n  "
            "starting_equipment: []\n"));
    EXPECT_THAT(files.at("actors.yaml"),
                HasSubstr("  starting_equipment:\n    - dagger\n    - leather_armor\n"));
    // Only the object an item has is written; the other one is absent, not empty.
    EXPECT_THAT(files.at("items.yaml"), ::testing::Not(HasSubstr("use: {}")));
    EXPECT_THAT(files.at("items.yaml"),
                HasSubstr("  description: A soldier's sword, well balanced.\n"
                          "  equippable:\n    slot: weapon\n    power: 4\n"
                          "    defense: 0\n    max_hp: 0\n    on_hit: []\n"
                          "    grants: []\n"));
    // An effect list's entries write their kind first and then only what differs from the
    // defaults, so each reads as the designer writes it.
    EXPECT_THAT(files.at("items.yaml"),
                HasSubstr("  use:\n    target: nearest_enemy\n    range: 5\n    radius: 0\n"
                          "    effects:\n      - damage: 20\n        message: A lightning bolt "
                          "strikes {target} for {amount} damage!\n"));
    EXPECT_THAT(files.at("spawns.yaml"),
                ::testing::StartsWith("monsters:\n  1:\n    orc: 80\n  3:\n    troll: 15\n"));
}

TEST(ContentWriter, ExtraSlotAndHelmetRoundTrip) {
    auto content = test::edited_content();
    content->slots["head"] = SlotDef{"head", "head"};
    ItemDef helmet;
    helmet.id = "helmet";
    helmet.name = "Helmet";
    helmet.glyph = '^';
    helmet.color = Color{0xa0, 0xa0, 0xb0};
    helmet.description = "Dented, but it fits.";
    helmet.equippable = EquippableDef{"head", 0, 2, 5, {}, {}, {}, {}};
    content->items["helmet"] = helmet;
    content->spawns.items.by_depth[2]["helmet"] = 10;
    ASSERT_THAT(validate_content(*content), ::testing::IsEmpty());
    expect_round_trip(*content);
    EXPECT_THAT(content_files(*content).at("slots.yaml"), HasSubstr("head:\n  name: head\n"));
}

TEST(ContentWriter, NegativeBonusesRoundTrip) {
    auto content = test::edited_content();
    content->items.at("sword").equippable = EquippableDef{"weapon", -3, -1, -10, {}, {}, {}, {}};
    expect_round_trip(*content);
    EXPECT_THAT(content_files(*content).at("items.yaml"),
                HasSubstr("    slot: weapon\n    power: -3\n    defense: -1\n    max_hp: -10\n"
                          "    on_hit: []\n    grants: []\n"));
}

TEST(ContentWriter, OddGlyphsRoundTrip) {
    auto content = test::edited_content();
    const std::map<std::string, int> glyphs = {
        {"g_nul", 0},       {"g_255", 255},    {"g_hash", '#'},   {"g_five", '5'},
        {"g_space", ' '},   {"g_quote", '\''}, {"g_dquote", '"'}, {"g_tilde", '~'},
        {"g_bslash", '\\'}, {"g_y", 'y'},      {"g_n", 'N'},      {"g_colon", ':'},
        {"g_dash", '-'},    {"g_del", 127},    {"g_amp", '&'},    {"g_star", '*'}};
    for (const auto& [id, glyph] : glyphs) {
        TileDef tile;
        tile.id = id;
        tile.name = id;
        tile.glyph = glyph;
        content->tiles[id] = tile;
    }
    expect_round_trip(*content);
    const std::string tiles = content_files(*content).at("tiles.yaml");
    test::expect_all_in(
        tiles, {"g_nul:\n  name: g_nul\n  glyph: 0\n", "g_255:\n  name: g_255\n  glyph: 255\n",
                "g_hash:\n  name: g_hash\n  glyph: '#'\n", "g_five:\n  name: g_five\n  glyph: 53\n",
                "g_space:\n  name: g_space\n  glyph: 32\n",
                "g_quote:\n  name: g_quote\n  glyph: ''''\n", "g_y:\n  name: g_y\n  glyph: 'y'\n"});
}

TEST(ContentWriter, TextThatNeedsQuotingRoundTrips) {
    auto content = test::edited_content();
    // (Other control characters than tab and newline are refused by the loader.)
    // clang-format off
    const std::vector<std::string> texts = {
        "Orc: the big", "a:b", "http://x.org/a#b", "  leading spaces", "trailing space ", "#hash",
        "a #comment", "- dash", "-dash", "yes", "No", "null", "~", "true", "off", "123", "-4",
        "1.5", "0x1F", "1e3", ".inf", "12:30", "it's", "say \"hi\"", "'quoted'", "back\\slash",
        "tab\there", "two\nlines", "[bracket", "{brace}", "@at",
        "`tick", "%pct", "&anchor", "*alias", "!tag", "|pipe", ">fold", "?q", ":colon", "colon:",
        ",comma", "...", "---", "Épée de l'ombre", "x", "a, b [c] {d}"};
    // clang-format on
    for (std::size_t i = 0; i < texts.size(); ++i) {
        ItemDef item = content->items.at("health_potion");
        item.id = "potion_" + std::to_string(i);
        item.name = texts[i];
        item.description = texts[(i + 1) % texts.size()];
        content->items[item.id] = item;
    }
    content->items.at("health_potion").description = "";
    expect_round_trip(*content);
    const std::string items = content_files(*content).at("items.yaml");
    test::expect_all_in(
        items, {"  name: 'Orc: the big'\n", "  name: '  leading spaces'\n", "  name: it's\n",
                "  name: 'yes'\n", "  name: \"two\\nlines\"\n", "  description: ''\n"});
}

TEST(ContentWriter, IdsThatLookLikeOtherTypesRoundTrip) {
    auto content = test::edited_content();
    for (const char* id : {"null", "y", "on", "123", "1e3"}) {
        SlotDef slot{id, id};
        content->slots[id] = slot;
        ItemDef item = content->items.at("sword");
        item.id = std::string("item_") + id;
        item.equippable->slot = id;
        content->items[item.id] = item;
    }
    ItemDef numbered = content->items.at("sword");
    numbered.id = "42";
    content->items["42"] = numbered;
    content->spawns.items.by_depth[3]["42"] = 7;
    ASSERT_THAT(validate_content(*content), ::testing::IsEmpty());
    expect_round_trip(*content);
}

TEST(ContentWriter, EmptyTablesAndDepthsRoundTrip) {
    auto content = test::edited_content();
    content->spawns.items.by_depth[9] = {};  // a depth row with nothing left in it
    content->spawns.max_items_per_room.by_depth.clear();
    content->spawns.monsters.by_depth.clear();
    expect_round_trip(*content);
    const std::string spawns = content_files(*content).at("spawns.yaml");
    EXPECT_THAT(spawns, HasSubstr("monsters: {}\n"));
    EXPECT_THAT(spawns, HasSubstr("  9: {}\n"));
    EXPECT_THAT(spawns, ::testing::EndsWith("max_items_per_room: {}\n"));
}

// An edited copy of the fixture content, saved once into `target_` before each test: where
// every test of saving over an earlier save starts.
class ContentWriterSave : public ::testing::Test {
  protected:
    void SetUp() override { ASSERT_TRUE(save_content(*content_, target_, error_)) << error_; }

    test::TempDir dir_;
    const std::string target_ = dir_.file("content");
    std::string error_;
    std::shared_ptr<Content> content_ = test::edited_content();
};

TEST_F(ContentWriterSave, WritesEveryFileIntoANewDirectory) {
    const std::string target = dir_.file("fresh/content");
    ASSERT_TRUE(save_content(*test::default_content(), target, error_)) << error_;
    const ContentLoad load = load_content(target);
    ASSERT_NE(load.content, nullptr) << to_string(load.problems);
    expect_same_definitions(*load.content, *test::default_content());
    // Nothing was replaced, so no backups; no temporary file is left behind.
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(target))
        names.push_back(entry.path().filename().string());
    EXPECT_THAT(names, ::testing::UnorderedElementsAre("settings.yaml", "tiles.yaml", "actors.yaml",
                                                       "items.yaml", "slots.yaml", "statuses.yaml",
                                                       "spawns.yaml"));
}

TEST_F(ContentWriterSave, ReplacesChangedFilesAtomicallyAndKeepsABackup) {
    const std::string actors = (fs::path(target_) / "actors.yaml").string();
    const std::string old_text = read(actors);
    const struct stat before = stat_of(actors);

    content_->actors.at("orc").fighter.power = 7;
    ASSERT_TRUE(save_content(*content_, target_, error_)) << error_;
    EXPECT_EQ(read(actors + ".bak"), old_text);
    EXPECT_EQ(read(actors), content_files(*content_).at("actors.yaml"));
    // Renamed into place: a new inode, never the old file rewritten in place.
    EXPECT_NE(stat_of(actors).st_ino, before.st_ino);
    for (const auto& entry : fs::directory_iterator(target_)) {
        EXPECT_THAT(entry.path().filename().string(), ::testing::Not(HasSubstr(".tmp")))
            << "temporary file left";
    }
    EXPECT_EQ(load_content(target_).content->actor("orc")->fighter.power, 7);
}

TEST_F(ContentWriterSave, UnchangedFilesAreNotRewritten) {
    const std::map<std::string, struct stat> before = stats_of_files(*content_, target_);

    content_->items.at("sword").equippable->defense = 2;
    ASSERT_TRUE(save_content(*content_, target_, error_)) << error_;
    for (const auto& [name, st] : before) {
        const std::string path = (fs::path(target_) / name).string();
        if (name == "items.yaml") {
            EXPECT_FALSE(same_file_version(stat_of(path), st));
            EXPECT_TRUE(fs::exists(path + ".bak"));
        } else {
            EXPECT_TRUE(same_file_version(stat_of(path), st)) << name << " was rewritten";
            EXPECT_FALSE(fs::exists(path + ".bak")) << name;
        }
    }
}

TEST_F(ContentWriterSave, UnwritableDirectoryIsAnErrorThatTouchesNothing) {
    dir_.write("plain_file", "not a directory\n");
    EXPECT_FALSE(save_content(*test::default_content(), dir_.file("plain_file/content"), error_));
    EXPECT_THAT(error_, HasSubstr("plain_file"));
    EXPECT_EQ(read(dir_.file("plain_file")), "not a directory\n");

    if (::geteuid() == 0) return;  // root writes into read-only directories anyway
    const std::string before = read((fs::path(target_) / "actors.yaml").string());
    fs::permissions(target_, fs::perms::owner_read | fs::perms::owner_exec);
    content_->actors.at("orc").fighter.power = 9;
    error_.clear();
    EXPECT_FALSE(save_content(*content_, target_, error_));
    EXPECT_THAT(error_, HasSubstr("actors.yaml"));
    EXPECT_EQ(read((fs::path(target_) / "actors.yaml").string()), before);
}

TEST_F(ContentWriterSave, FileThatCannotBeReplacedIsAnErrorThatTouchesNothing) {
    const std::map<std::string, struct stat> before = stats_of_files(*content_, target_);
    // actors.yaml, the first file written, cannot be replaced: a directory took its place.
    fs::remove(fs::path(target_) / "actors.yaml");
    fs::create_directory(fs::path(target_) / "actors.yaml");
    content_->actors.at("orc").fighter.power = 9;
    content_->items.at("sword").equippable->power = 9;
    EXPECT_FALSE(save_content(*content_, target_, error_));
    EXPECT_THAT(error_, HasSubstr("actors.yaml"));
    EXPECT_TRUE(fs::is_directory(fs::path(target_) / "actors.yaml"));
    for (const auto& [name, st] : before) {
        if (name == "actors.yaml") continue;
        EXPECT_TRUE(same_file_version(stat_of((fs::path(target_) / name).string()), st)) << name;
    }
    for (const auto& entry : fs::directory_iterator(target_)) {
        EXPECT_THAT(entry.path().filename().string(), ::testing::Not(HasSubstr(".tmp")))
            << "temporary file left";
    }
}

// A file is written up to the size the loader reads back, that size included, and one byte
// more is refused with both sizes.
TEST(ContentFileSize, AFileIsWrittenUpToTheLoadersLimitAndNoFurther) {
    std::string error;
    EXPECT_TRUE(fits_in_a_content_file("a.yaml", std::string(kMaxYamlFileBytes, 'x'), error))
        << error;
    EXPECT_FALSE(fits_in_a_content_file("a.yaml", std::string(kMaxYamlFileBytes + 1, 'x'), error));
    EXPECT_EQ(error, "a.yaml would be " + std::to_string(kMaxYamlFileBytes + 1) +
                         " bytes, more than the loader reads from one file (" +
                         std::to_string(kMaxYamlFileBytes) + "); nothing was written");
}

}  // namespace
}  // namespace cf
