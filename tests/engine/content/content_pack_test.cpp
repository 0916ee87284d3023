// The generated pack the loading benchmarks time (tests/support/content_pack.hpp) is what
// they say it is: 5,000 definitions in 201 files, chains five deep, two layers, loading
// without problems; and a reload after one file changes parses that file alone and gives
// what a cold load gives.

#include "tests/support/content_pack.hpp"

#include <gtest/gtest.h>

#include <fstream>

#include "engine/content/content_loader.hpp"
#include "engine/content/provenance.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(ContentPack, FiveThousandDefinitionsInTwoHundredAndOneFilesLoadWithoutProblems) {
    test::TempDir dir;
    const test::ContentPack pack =
        test::write_content_pack(dir.path().string(), test::fixture_content_dir());
    EXPECT_EQ(pack.definitions, 5000);
    EXPECT_EQ(pack.files, 201) << "the fixture's seven files, 184 family files, 10 mod files";
    ContentLoader loader(pack.layers);
    const ContentLoad load = loader.load();
    ASSERT_THAT(load.problems, IsEmpty()) << to_string(load.problems);
    EXPECT_EQ(loader.stats().files, 201u);
    const Content& c = *load.content;
    EXPECT_GT(c.actors.size() + c.items.size(), 3900u) << "abstract templates and deletions aside";
    const DefOrigin* deep = c.provenance->origin(location_key(DefKind::actor, "fam0_c0_4"));
    ASSERT_NE(deep, nullptr);
    EXPECT_EQ(deep->templates.size(), 4u) << "five definitions deep";
    EXPECT_EQ(c.actor("fam0_c0_4")->fighter.power, 9) << "the mod's change";
    EXPECT_EQ(c.actor("fam0_c4_4"), nullptr) << "the mod's deletion";
    ASSERT_NE(c.actor("mod0_new0"), nullptr);
}

TEST(ContentPack, AReloadParsesTheChangedFileAloneAndMatchesAColdLoad) {
    test::TempDir dir;
    const test::PackShape shape;
    const test::ContentPack pack =
        test::write_content_pack(dir.path().string(), test::fixture_content_dir(), shape);
    ContentLoader loader(pack.layers);
    ASSERT_NE(loader.load().content, nullptr);
    std::ofstream(pack.layers[0] + "/" + pack.family_files[2], std::ios::trunc)
        << test::family_file_text(2, shape, 7);
    const ContentLoad reload = loader.load();
    ASSERT_NE(reload.content, nullptr) << to_string(reload.problems);
    EXPECT_EQ(loader.stats().parsed, 1u);
    EXPECT_EQ(reload.content->actor("fam2_c0_4")->vision, 15) << "through four templates";
    EXPECT_EQ(reload.content->actor("fam2_c0_4")->fighter.hp, 16) << "its own rank 3's";
    const ContentLoad cold = load_content_layers(pack.layers);
    ASSERT_NE(cold.content, nullptr);
    EXPECT_TRUE(cold.content->actors == reload.content->actors);
    EXPECT_TRUE(cold.content->items == reload.content->items);
}

}  // namespace
}  // namespace cf
