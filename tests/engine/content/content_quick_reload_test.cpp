// A reload of a few changed files is built over the snapshot before it, reading only the
// definitions made from them (ContentLoadStats::quick), and gives exactly what a cold load
// of the same files gives: every definition, every place (lines moved by the edit
// included), every field's chain, the sources and layer hashes, and the same problems,
// located and folded, when the edit is wrong. Edits that change how definitions are made
// (a `from:`) or that another layer also writes take the whole build, with the same
// result. A save checks the files it would write the same way, over the snapshot it
// edits (build_content_over), and what that check loads is what a cold load of the
// written files loads.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/content/content_build.hpp"
#include "engine/content/content_cache.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/content_save.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/content/layered_save.hpp"
#include "engine/content/provenance.hpp"
#include "tests/support/content_pack.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

// Every field of every definition with its chain as `cryptforge def` prints it.
std::string every_chain(const ContentProvenance& p) {
    std::string out;
    for (const auto& [key, origin] : p.definitions) {
        for (const std::string& field : written_fields(*origin))
            out += key + " " + field + ": " +
                   describe_chain(p, origin->id, field_chain(p, key, field)) + "\n";
    }
    for (const Overlap& o : p.overlaps) out += o.text() + "\n";
    for (const Deletion& d : p.deletions)
        out += d.id + " deleted at " + d.where.file + ":" + std::to_string(d.where.line) + ":" +
               std::to_string(d.where.column) + "\n";
    return out;
}

void expect_same_as_a_cold_load(const ContentLoad& reload, const std::vector<std::string>& layers) {
    const ContentLoad cold = load_content_layers(layers);
    EXPECT_EQ(to_string(reload.problems), to_string(cold.problems));
    ASSERT_EQ(reload.content == nullptr, cold.content == nullptr);
    if (!cold.content) return;
    const Content& a = *reload.content;
    const Content& b = *cold.content;
    EXPECT_TRUE(same_definitions(a, b));
    EXPECT_TRUE(a.locations == b.locations) << "every definition's and list entry's place";
    EXPECT_TRUE(*a.sources == *b.sources);
    EXPECT_EQ(content_layers(a), content_layers(b)) << "the layers' hashes";
    EXPECT_EQ(every_chain(*a.provenance), every_chain(*b.provenance));
}

class QuickReload : public ::testing::Test {
  protected:
    void SetUp() override {
        pack_ = test::write_content_pack(dir_.path().string(), test::fixture_content_dir(), shape_);
        loader_ = std::make_unique<ContentLoader>(pack_.layers);
        ASSERT_NE(loader_->load().content, nullptr);
    }
    void write(const std::string& path, const std::string& text) {
        std::ofstream(path, std::ios::trunc) << text;
    }
    std::string family(int n) const { return pack_.layers[0] + "/" + pack_.family_files[n]; }

    test::TempDir dir_;
    // 24 family files of the base and 4 of the mod (families 0, 3, 4 and 7; family 2 is
    // the base's alone): one file is a small part of the whole, and each cold load the
    // tests compare with reads 700 definitions, not 5,000 (the benchmarks time the large
    // pack: cryptforge-bench --benchmark_filter=BM_Content).
    test::PackShape shape_{.base_files = 24, .mod_files = 4};
    test::ContentPack pack_;
    std::unique_ptr<ContentLoader> loader_;
};

TEST_F(QuickReload, AnEditOfValuesThatMovesLinesReadsOnlyThatFileAndMatchesAColdLoad) {
    const std::string key = location_key(DefKind::actor, "fam2_c0_1");
    const int line_before = load_content_layers(pack_.layers).content->locations.at(key).line;
    // Family 2 is written by the base alone; two comment lines move every line below.
    write(family(2), "# tuned\n# again\n" + test::family_file_text(2, shape_, 3));
    const ContentLoad reload = loader_->load();
    ASSERT_NE(reload.content, nullptr) << to_string(reload.problems);
    EXPECT_TRUE(loader_->stats().quick);
    EXPECT_EQ(reload.content->actor("fam2_c0_4")->vision, 11) << "through four templates";
    EXPECT_EQ(reload.content->locations.at(key).line, line_before + 2);
    expect_same_as_a_cold_load(reload, pack_.layers);
}

TEST_F(QuickReload, AWrongValueIsReportedAsAColdLoadReportsItAndTheFixLoadsAgain) {
    write(family(2), test::family_file_text(2, shape_, 1) + "  vision: lots\n");
    const ContentLoad broken = loader_->load();
    EXPECT_EQ(broken.content, nullptr);
    EXPECT_FALSE(loader_->stats().quick);
    ASSERT_FALSE(broken.problems.empty());
    EXPECT_NE(broken.problems.front().file.find(pack_.family_files[2]), std::string::npos);
    expect_same_as_a_cold_load(broken, pack_.layers);

    write(family(2), test::family_file_text(2, shape_, 2));
    const ContentLoad fixed = loader_->load();
    ASSERT_NE(fixed.content, nullptr) << to_string(fixed.problems);
    expect_same_as_a_cold_load(fixed, pack_.layers);
    // And the next edit is quick again.
    write(family(2), test::family_file_text(2, shape_, 4));
    const ContentLoad next = loader_->load();
    EXPECT_TRUE(loader_->stats().quick);
    EXPECT_EQ(next.content->actor("fam2_c0_4")->vision, 12);
    expect_same_as_a_cold_load(next, pack_.layers);
}

TEST_F(QuickReload, ATemplateChangedToAnotherTakesTheWholeBuild) {
    std::string text = test::family_file_text(2, shape_, 0);
    const std::string from = "from: fam2_c0_2";
    text.replace(text.find(from), from.size(), "from: fam2_c1_2");
    write(family(2), text);
    const ContentLoad reload = loader_->load();
    ASSERT_NE(reload.content, nullptr) << to_string(reload.problems);
    EXPECT_FALSE(loader_->stats().quick);
    EXPECT_EQ(reload.content->provenance->origin(location_key(DefKind::actor, "fam2_c0_3"))
                  ->templates.front(),
              "fam2_c1_2");
    expect_same_as_a_cold_load(reload, pack_.layers);
}

TEST_F(QuickReload, AFileWhoseDefinitionsAnotherLayerChangesTakesTheWholeBuild) {
    // Family 0 is changed (and one of it deleted) by the mod: its overlaps and deletions
    // name places in both layers.
    write(family(0), "# moved\n" + test::family_file_text(0, shape_, 2));
    const ContentLoad reload = loader_->load();
    ASSERT_NE(reload.content, nullptr) << to_string(reload.problems);
    EXPECT_FALSE(loader_->stats().quick);
    EXPECT_EQ(reload.content->actor("fam0_c0_4")->fighter.power, 9) << "the mod's change";
    expect_same_as_a_cold_load(reload, pack_.layers);
}

// A save's check: the layers of the snapshot the editor edits, with some of their files
// holding other texts, loaded in memory over that snapshot.
class SaveCheck : public QuickReload {
  protected:
    void SetUp() override {
        QuickReload::SetUp();
        base_ = loader_->load().content;
        ASSERT_NE(base_, nullptr);
    }
    // The mod's first file: it changes, deletes and adds definitions of family 0.
    std::string mod_file() const { return pack_.layers[1] + "/actors/mod_0.yaml"; }
    static std::string read(const std::string& path) {
        std::ostringstream text;
        text << std::ifstream(path).rdbuf();
        return text.str();
    }
    // base_'s files with `path` (relative to layer 1, the mod) holding `text`, as the save
    // checks them.
    ContentLoad checked(const std::string& path, const std::string& text, bool& quick) const {
        const ContentProvenance& p = *base_->provenance;
        std::vector<LayerInput> inputs(p.layers.size());
        for (std::size_t l = 0; l < p.layers.size(); ++l) {
            inputs[l].name = p.layers[l].name;
            inputs[l].dir = p.layers[l].dir;
        }
        for (std::size_t i = 0; i < p.files.size(); ++i) {
            const SourceFileRecord& f = p.files[i];
            ParsedFilePtr parsed = p.parsed[i];
            if (f.layer == 1 && f.path == path) parsed = parse_content_file(text, f.shown);
            inputs[static_cast<std::size_t>(f.layer)].files.push_back({f.path, parsed});
        }
        return build_content_over(*base_, inputs, &quick);
    }

    ContentPtr base_;
};

TEST_F(SaveCheck, AModEditThatMovesLinesIsCheckedQuicklyAsAColdLoadOfTheFileLoadsIt) {
    std::string text = read(mod_file());
    const std::string power = "power: 9";
    text.replace(text.find(power), power.size(), "power: 4");
    text = "# tuned\n" + text;  // every line below moves, the mod's `delete: true` too
    bool quick = false;
    const ContentLoad check = checked("actors/mod_0.yaml", text, quick);
    ASSERT_NE(check.content, nullptr) << to_string(check.problems);
    EXPECT_TRUE(quick) << "only the definitions made from the changed file are read again";
    EXPECT_EQ(check.content->actor("fam0_c0_1")->fighter.power, 4);
    write(mod_file(), text);
    expect_same_as_a_cold_load(check, pack_.layers);
}

TEST_F(SaveCheck, AWrongValueGivesTheProblemsAColdLoadOfTheWrittenFileGives) {
    const std::string text = read(mod_file()) + "  vision: lots\n";
    bool quick = true;
    const ContentLoad check = checked("actors/mod_0.yaml", text, quick);
    EXPECT_EQ(check.content, nullptr);
    EXPECT_FALSE(quick);
    ASSERT_FALSE(check.problems.empty());
    EXPECT_NE(check.problems.front().file.find("mod_0.yaml"), std::string::npos);
    write(mod_file(), text);
    expect_same_as_a_cold_load(check, pack_.layers);
}

TEST_F(SaveCheck, SavedEditsLoadBackAsCheckedTheFirstIntoANewBlockTheNextInPlace) {
    for (int hp : {31, 32}) {
        Content next = *base_;
        next.actors.at("fam2_c0_3").fighter.hp = hp;
        const SavePlan plan = plan_save(*base_, next, base_->directory);
        ASSERT_TRUE(plan.refused.empty()) << plan.refused;
        ASSERT_EQ(plan.files.size(), 1u);
        const FileSave& file = plan.files.front();
        EXPECT_EQ(file.directory, pack_.layers[1]) << "the edit goes to the mod";
        bool quick = false;
        const ContentLoad check = checked(file.file, file.mine, quick);
        ASSERT_NE(check.content, nullptr) << to_string(check.problems);
        // The first save adds fam2_c0_3's block to the mod (the whole build); the next
        // changes a value in that block.
        EXPECT_EQ(quick, hp == 32);
        EXPECT_TRUE(same_definitions(*check.content, next));
        ASSERT_TRUE(carry_out(plan).ok);
        expect_same_as_a_cold_load(check, pack_.layers);
        base_ = loader_->load().content;
        ASSERT_NE(base_, nullptr);
    }
}

}  // namespace
}  // namespace cf
