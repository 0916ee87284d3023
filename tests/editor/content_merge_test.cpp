// The three-way merge of content another program wrote with the editor's unsaved edits,
// for every kind: a change on disk to one definition and mine to another both survive,
// and both changing one field is a conflict. Statuses and vaults were left out once, so
// their outside change was lost on the next save.

#include "editor/content_merge.hpp"

#include <gtest/gtest.h>

#include "engine/content/content_loader.hpp"
#include "tests/support/test_paths.hpp"

namespace cf {
namespace {

VaultDef vault(const DefId& id, int weight) {
    VaultDef v;
    v.id = id;
    v.weight = weight;
    v.map = {"#.#", "#.#"};
    return v;
}

std::shared_ptr<Content> base_content() {
    const ContentLoad load = load_content(test::fixture_content_dir());
    EXPECT_TRUE(load.content) << to_string(load.problems);
    auto c = std::make_shared<Content>(*load.content);
    c->vaults["cell"] = vault("cell", 10);
    c->vaults["den"] = vault("den", 10);
    return c;
}

TEST(ContentMerge, TheirVaultAndStatusChangesJoinMineOnOthers) {
    const std::shared_ptr<Content> base = base_content();
    Content mine = *base;
    mine.vaults["cell"].map = {"#.#", "#..", "###"};
    mine.statuses["poisoned"].name = "Envenomed";
    Content theirs = *base;
    theirs.vaults["den"].weight = 7;
    theirs.statuses["asleep"].name = "Dozing";
    const ContentMerge merge = merge_content(*base, mine, theirs, {}, ConflictPolicy::keep_mine);
    ASSERT_TRUE(merge.conflicts.empty());
    const Content& out = *merge.merged;
    EXPECT_EQ(out.vaults.at("cell").map, mine.vaults.at("cell").map);
    EXPECT_EQ(out.vaults.at("den").weight, 7);
    EXPECT_EQ(out.statuses.at("poisoned").name, "Envenomed");
    EXPECT_EQ(out.statuses.at("asleep").name, "Dozing");
}

TEST(ContentMerge, BothChangingOneVaultFieldIsAConflict) {
    const std::shared_ptr<Content> base = base_content();
    Content mine = *base;
    mine.vaults["den"].weight = 3;
    Content theirs = *base;
    theirs.vaults["den"].weight = 7;
    const ContentMerge merge = merge_content(*base, mine, theirs, {}, ConflictPolicy::keep_mine);
    ASSERT_EQ(merge.conflicts.size(), 1u);
    EXPECT_EQ(merge.conflicts[0].owner, "vault 'den'");
    EXPECT_EQ(merge.merged->vaults.at("den").weight, 3);  // keep_mine
}

TEST(ContentMerge, AVaultAddedOnDiskIsTaken) {
    const std::shared_ptr<Content> base = base_content();
    Content theirs = *base;
    theirs.vaults["yard"] = vault("yard", 5);
    const ContentMerge merge = merge_content(*base, *base, theirs, {}, ConflictPolicy::keep_mine);
    EXPECT_TRUE(merge.merged->vault("yard"));
}

}  // namespace
}  // namespace cf
