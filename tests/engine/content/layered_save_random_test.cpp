// The layered save's invariant under random edits: on the fixture split into one file
// per definition, with the test mod over it, writing to the top layer or to the base,
// rounds of random edits (fields of any actor, templates and what is made from them
// included; new definitions; deleting new ones; spawn weights) are saved and loaded
// again, and after every save the layers load as exactly the edited content, nothing is
// written outside the write layer, and every file the edits did not concern is byte for
// byte as it was. Written into the base, an edit of what the mod sets cannot take effect:
// that save is refused, writing nothing.

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

#include "engine/content/content_save.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/content/layered_save.hpp"
#include "engine/yaml/yaml_outline.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;

std::map<std::string, std::string> files_under(const fs::path& dir) {
    std::map<std::string, std::string> out;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
        const std::string rel = fs::relative(entry.path(), dir).generic_string();
        if (rel.starts_with(".") || rel.find("/.") != std::string::npos) continue;
        if (entry.is_regular_file()) out[rel] = test::file_text(entry.path().string());
    }
    return out;
}

// One file per actor under actors/ ("actors/orc.yaml").
void split_actors(const test::ContentDir& dir) {
    const std::string text = dir.read("actors.yaml");
    const auto outline = outline_yaml(text);
    ASSERT_TRUE(outline && outline->root_is_map);
    std::size_t from = 0;
    for (const YamlEntry& e : outline->root.entries) {
        const std::size_t end = outline->line_starts[e.end_line];
        dir.write("actors/" + e.key + ".yaml", text.substr(from, end - from));
        from = end;
    }
    dir.remove("actors.yaml");
}

DefId pick_actor(std::mt19937& random, const std::map<DefId, ActorDef>& actors) {
    auto it = actors.begin();
    std::advance(it, static_cast<long>(random() % actors.size()));
    return it->first;
}

// One random edit of `c`; `made` holds the ids this test created (safe to delete).
void random_edit(std::mt19937& random, Content& c, std::vector<DefId>& made, int& serial) {
    const int roll = static_cast<int>(random() % 10);
    ActorDef& a = c.actors.at(pick_actor(random, c.actors));
    const int value = static_cast<int>(random() % 20) + 1;
    switch (roll) {
        case 0:
            a.fighter.hp = value;
            break;
        case 1:
            a.fighter.power = value;
            break;
        case 2:
            a.xp = value * 5;
            break;
        case 3:
            a.name = "Renamed " + std::to_string(value);
            break;
        case 4:
            a.vision = value % 10 + 1;
            break;
        case 5: {
            ActorDef copy = a;
            copy.id = "made_" + std::to_string(++serial);
            made.push_back(copy.id);
            c.actors.emplace(copy.id, copy);
            break;
        }
        case 6:
            if (!made.empty()) {
                const DefId gone = made.back();
                made.pop_back();
                c.actors.erase(gone);
                for (auto& [depth, weights] : c.spawns.monsters.by_depth) weights.erase(gone);
            }
            break;
        case 7:
            if (!c.spawns.monsters.by_depth.empty()) {
                auto& weights = c.spawns.monsters.by_depth.begin()->second;
                if (!weights.empty()) weights.begin()->second = value;
            }
            break;
        default:
            c.actors.at("orc").fighter.defense = value % 5;  // a template of the mod's warlord
            break;
    }
}

int layered_random_saves = 0;     // saves made by the rounds, to show the tests save at all
int layered_random_refusals = 0;  // saves refused (below the mod only)

void run_rounds(std::uint32_t seed, int write_layer) {
    SCOPED_TRACE("seed " + std::to_string(seed) + ", write layer " + std::to_string(write_layer));
    test::ContentDir base_dir;
    split_actors(base_dir);
    test::TempDir mod_dir;
    fs::copy(test::test_data_dir() + "/mods/hard", mod_dir.path() / "hard",
             fs::copy_options::recursive);
    const std::vector<std::string> layers = {base_dir.path(), mod_dir.file("hard")};
    const fs::path folders[] = {base_dir.path(), mod_dir.path() / "hard"};
    const WriteTarget target{.layer = write_layer, .files = {}};
    std::mt19937 random(seed);
    std::vector<DefId> made;
    int serial = 0;
    ContentPtr loaded = load_content_layers(layers).content;
    ASSERT_TRUE(loaded);
    for (int round = 0; round < 4; ++round) {
        auto next = std::make_shared<Content>(*loaded);
        const int edits = 1 + static_cast<int>(random() % 4);
        for (int e = 0; e < edits; ++e) random_edit(random, *next, made, serial);
        const auto before_base = files_under(folders[0]);
        const auto before_mod = files_under(folders[1]);
        const SavePlan plan = plan_save(*loaded, *next, loaded->directory, {}, target);
        if (!plan.refused.empty()) {
            // Only below the mod: an edit of what the mod sets cannot take effect there.
            ASSERT_EQ(write_layer, 0) << plan.refused;
            EXPECT_THAT(plan.refused, HasSubstr("a layer above sets what was edited"));
            EXPECT_FALSE(carry_out(plan).ok);
            EXPECT_EQ(files_under(folders[0]), before_base) << "a refused save writes nothing";
            EXPECT_EQ(files_under(folders[1]), before_mod);
            ++layered_random_refusals;
            continue;
        }
        ++layered_random_saves;
        const SaveOutcome outcome = carry_out(plan);
        ASSERT_TRUE(outcome.ok) << outcome.error;
        const ContentLoad again = load_content_layers(layers);
        ASSERT_THAT(again.problems, IsEmpty()) << to_string(again.problems);
        ASSERT_TRUE(same_definitions(*again.content, *next)) << "round " << round;
        const auto& untouched = write_layer == 0 ? before_mod : before_base;
        EXPECT_EQ(files_under(folders[write_layer == 0 ? 1 : 0]), untouched)
            << "nothing is written outside the write layer";
        const auto after = files_under(folders[write_layer]);
        const auto& before = write_layer == 0 ? before_base : before_mod;
        std::set<std::string> written;
        for (const FileSave& f : plan.files) written.insert(f.file);
        for (const auto& [name, text] : after) {
            if (written.count(name)) continue;
            const auto it = before.find(name);
            EXPECT_TRUE(it != before.end() && it->second == text)
                << name << " changed though the save did not write it";
        }
        loaded = again.content;
    }
}

TEST(LayeredSaveRandom, EditsIntoTheModLoadBackAsEditedAndTouchNothingElse) {
    layered_random_saves = layered_random_refusals = 0;
    for (std::uint32_t seed = 1; seed <= 12; ++seed) run_rounds(seed, 1);
    EXPECT_EQ(layered_random_refusals, 0);
    EXPECT_EQ(layered_random_saves, 48);
}

TEST(LayeredSaveRandom, EditsIntoTheSplitBaseLoadBackAsEditedAndTouchNothingElse) {
    layered_random_saves = layered_random_refusals = 0;
    for (std::uint32_t seed = 101; seed <= 112; ++seed) run_rounds(seed, 0);
    EXPECT_GT(layered_random_saves, 24) << "most edits are of what the mod leaves alone";
}

}  // namespace
}  // namespace cf
