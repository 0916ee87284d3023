// The item forms of issue 35 as content: `charges: 3` or `[2, 5]`, `throw:`, and
// `unidentified:` with appearances.yaml pools. Each bad input is one problem at its place.

#include "engine/content/validation.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

constexpr const char* kWand =
    "wand:\n"                      // 1
    "  name: Wand\n"               // 2
    "  charges: [2, 5]\n"          // 3
    "  use:\n"                     // 4
    "    target: nearest_enemy\n"  // 5
    "    range: 5\n"               // 6
    "    effects:\n"               // 7
    "      - damage: 3\n"          // 8
    "knife:\n"                     // 9
    "  name: Knife\n"              // 10
    "  throw:\n"                   // 11
    "    range: 4\n"               // 12
    "    effects:\n"               // 13
    "      - damage: 2\n"          // 14
    "murky:\n"                     // 15
    "  name: Potion of sleep\n"    // 16
    "  unidentified: looks\n"      // 17
    "  use:\n"                     // 18
    "    effects:\n"               // 19
    "      - identify: 1\n";       // 20

constexpr const char* kLooks =
    "looks:\n"                       // 1
    "  looks:\n"                     // 2
    "    - name: murky potion\n"     // 3
    "      color: '#807040'\n"       // 4
    "    - name: fizzing potion\n";  // 5

// The fixture content with kWand's items and kLooks, `from` replaced by `to` in `file`.
ContentLoad load_with(const std::string& file = "", const std::string& from = "",
                      const std::string& to = "") {
    test::ContentDir dir;
    std::string items = kWand;
    std::string looks = kLooks;
    std::string& text = file == "appearances.yaml" ? looks : items;
    if (!from.empty()) text.replace(text.find(from), from.size(), to);
    dir.write("items/more.yaml", items);
    dir.write("appearances.yaml", looks);
    return dir.load();
}

TEST(ItemForms, EachFormLoads) {
    const ContentLoad load = load_with();
    ASSERT_THAT(load.problems, IsEmpty());
    const Content& c = *load.content;
    EXPECT_EQ(c.item("wand")->charges, (ChargesDef{2, 5}));
    EXPECT_EQ(c.item("knife")->thrown->range, 4);
    EXPECT_FALSE(c.item("knife")->use);
    EXPECT_EQ(c.item("murky")->unidentified, "looks");
    ASSERT_EQ(c.appearance("looks")->looks.size(), 2u);
    EXPECT_EQ(c.appearance("looks")->looks[0].name, "murky potion");
    EXPECT_EQ(c.item("murky")->use->effects.at(0).kind, EffectKind::identify);
}

TEST(ItemForms, OneNumberIsBothLeastAndMost) {
    const ContentLoad load = load_with("items", "charges: [2, 5]", "charges: 3");
    ASSERT_THAT(load.problems, IsEmpty());
    EXPECT_EQ(load.content->item("wand")->charges, (ChargesDef{3, 3}));
}

TEST(ItemForms, TheWriterKeepsEachForm) {
    const ContentLoad load = load_with();
    ASSERT_TRUE(load.content);
    const auto files = content_files(*load.content);
    EXPECT_THAT(files.at("items.yaml"), HasSubstr("charges: [2, 5]\n"));
    EXPECT_THAT(files.at("items.yaml"), HasSubstr("unidentified: looks\n"));
    EXPECT_THAT(files.at("appearances.yaml"), HasSubstr("- name: murky potion"));
}

TEST(ItemForms, ChargesOutOfRangeAreAProblemAtTheNumber) {
    EXPECT_THAT(load_with("items", "charges: [2, 5]", "charges: 0").problems,
                ElementsAre(test::ProblemAt("items/more.yaml", 3, 12, "charges")));
    EXPECT_THAT(load_with("items", "charges: [2, 5]", "charges: [2, 500]").problems,
                ElementsAre(test::ProblemAt("items/more.yaml", 3, 16, "charges")));
}

TEST(ItemForms, ReversedChargesAreAProblemAtTheList) {
    EXPECT_THAT(load_with("items", "charges: [2, 5]", "charges: [5, 2]").problems,
                ElementsAre(test::ProblemAt("items/more.yaml", 3, 12, "reversed")));
}

TEST(ItemForms, AnUnknownPoolIsAProblemAtTheReference) {
    EXPECT_THAT(
        load_with("items", "unidentified: looks", "unidentified: lokos").problems,
        ElementsAre(test::ProblemAt("items/more.yaml", 17, 17, "no appearance named 'lokos'")));
}

TEST(ItemForms, APoolSmallerThanItsItemsIsAProblemAtThePool) {
    // One look left, and two items draw from it once the knife does too.
    const std::string knife = "  name: Knife\n";
    const ContentLoad one_look = load_with("appearances.yaml", "    - name: fizzing potion\n", "");
    EXPECT_THAT(one_look.problems, IsEmpty());
    test::ContentDir dir;
    std::string items = kWand;
    items.replace(items.find(knife), knife.size(), knife + "  unidentified: looks\n");
    std::string looks = kLooks;
    looks.erase(looks.find("    - name: fizzing"));
    dir.write("items/more.yaml", items);
    dir.write("appearances.yaml", looks);
    EXPECT_THAT(dir.load().problems, ElementsAre(test::ProblemAt(
                                         "appearances.yaml", 1, 1,
                                         "has 1 looks but 2 items draw from it (knife, murky)")));
}

TEST(ItemForms, ChargesWithoutAUseMeanNothing) {
    EXPECT_THAT(load_with("items", "  throw:\n", "  charges: 2\n  throw:\n").problems,
                ElementsAre(test::ProblemAt("items/more.yaml", 9, 1, "has charges but no 'use'")));
}

TEST(ItemForms, AnItemNeitherUsedEquippedNorThrownIsStillAProblem) {
    EXPECT_THAT(load_with("items", "  throw:\n    range: 4\n    effects:\n      - damage: 2\n", "")
                    .problems,
                ElementsAre(test::ProblemAt("items/more.yaml", 9, 1, "it is neither")));
}

}  // namespace
}  // namespace cf
