// Where a field inside a list entry comes from (`cryptforge def goblin_shaman.abilities[1]
// .cooldown`, the editor's hover): the file:line of the entry that writes it, through
// templates, `KEY:` (replacing the list) and `KEY+:` (adding to it); an entry leaving the
// field at its default says so.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/content/content_loader.hpp"
#include "engine/content/provenance.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::AllOf;
using ::testing::ElementsAre;
using ::testing::Field;

// A step written on `line` (of any file).
auto OnLine(int line) { return Field(&ValueStep::where, Field(&SourceLocation::line, line)); }

// A step written on `line` of `file`.
auto WrittenAt(const std::string& file, int line) {
    return Field(&ValueStep::where,
                 AllOf(Field(&SourceLocation::file, file), Field(&SourceLocation::line, line)));
}

constexpr const char* kShamans =
    "elder_shaman:\n"                // 1
    "  from: goblin_shaman\n"        // 2
    "  name: Elder shaman\n"         // 3
    "  abilities+:\n"                // 4
    "    - name: Hex\n"              // 5
    "      target: nearest_enemy\n"  // 6
    "      range: 4\n"               // 7
    "      effects:\n"               // 8
    "        - damage: 1\n"          // 9
    "quiet_shaman:\n"                // 10
    "  from: goblin_shaman\n"        // 11
    "  name: Quiet shaman\n"         // 12
    "  abilities:\n"                 // 13
    "    - name: Mend\n"             // 14
    "      target: wounded_ally\n"   // 15
    "      range: 3\n"               // 16
    "      effects:\n"               // 17
    "        - heal: 2\n";           // 18

class ListEntryChain : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_.write("actors/shamans.yaml", kShamans);
        // The fixture's actors.yaml moves under actors/ so that both files are of actors.
        dir_.write("actors/all.yaml", dir_.read("actors.yaml"));
        dir_.remove("actors.yaml");
        content_ = dir_.load_ok();
        ASSERT_TRUE(content_);
        all_ = dir_.read("actors/all.yaml");
    }
    FieldChain chain(const DefId& id, std::string_view field) const {
        return field_chain(*content_->provenance, location_key(DefKind::actor, id), field);
    }
    // The 1-based line of `text` in the fixture's actors file.
    int line_of(const std::string& text) const {
        const std::size_t at = all_.find(text);
        EXPECT_NE(at, std::string::npos) << text;
        return 1 + static_cast<int>(
                       std::count(all_.begin(), all_.begin() + static_cast<long>(at), '\n'));
    }

    test::ContentDir dir_;
    ContentPtr content_;
    std::string all_;
};

TEST_F(ListEntryChain, AnEntryAddedWithPlusIsWhereTheChildWritesIt) {
    EXPECT_THAT(chain("elder_shaman", "abilities[2].range").steps,
                ElementsAre(AllOf(WrittenAt("actors/shamans.yaml", 7),
                                  Field(&ValueStep::op, ValueStep::Op::extend),
                                  Field(&ValueStep::text, "4"))));
    EXPECT_THAT(chain("elder_shaman", "abilities[2].effects[0].damage").steps,
                ElementsAre(OnLine(9)));
}

TEST_F(ListEntryChain, AnInheritedEntryIsWhereTheTemplateWritesIt) {
    const FieldChain cooldown = chain("elder_shaman", "abilities[1].cooldown");
    const int line = line_of("      cooldown: 10");
    EXPECT_THAT(cooldown.steps, ElementsAre(AllOf(WrittenAt("actors/all.yaml", line),
                                                  Field(&ValueStep::owner, "goblin_shaman"))));
    EXPECT_EQ(describe_chain(*content_->provenance, "elder_shaman", cooldown),
              "actors/all.yaml:" + std::to_string(line) + " (from goblin_shaman)");
    EXPECT_THAT(chain("goblin_shaman", "abilities[0].effects[0].heal").steps,
                ElementsAre(OnLine(line_of("        - heal: 4"))));
}

TEST_F(ListEntryChain, AReplacedListNamesOnlyItsOwnEntries) {
    EXPECT_THAT(chain("quiet_shaman", "abilities[0].range").steps,
                ElementsAre(AllOf(WrittenAt("actors/shamans.yaml", 16),
                                  Field(&ValueStep::op, ValueStep::Op::set))));
    EXPECT_TRUE(chain("quiet_shaman", "abilities[1].name").steps.empty()) << "no second entry";
}

// An index that is not closed, or not a number, names no entry (`def` and the API take
// the path as typed).
TEST_F(ListEntryChain, AnIndexNotWrittenAsOneNamesNoEntry) {
    ASSERT_FALSE(chain("elder_shaman", "abilities[2].range").steps.empty());
    EXPECT_TRUE(chain("elder_shaman", "abilities[2.range").steps.empty());
    EXPECT_TRUE(chain("elder_shaman", "abilities[x].range").steps.empty());
    EXPECT_TRUE(chain("elder_shaman", "abilities2].range").steps.empty());
}

TEST_F(ListEntryChain, AFieldTheEntryLeavesAtItsDefaultIsTheDefault) {
    EXPECT_TRUE(chain("elder_shaman", "abilities[2].cooldown").steps.empty());
    EXPECT_EQ(describe_chain(*content_->provenance, "elder_shaman",
                             chain("elder_shaman", "abilities[2].cooldown")),
              "the default");
}

}  // namespace
}  // namespace cf
