// The painter's cell checks: entrances on the edge, glyphs the legend lacks, and cells no
// entrance reaches, each at its cell, with a line per kind of trouble.

#include "engine/content/vault_cells.hpp"

#include <gtest/gtest.h>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

int count(const VaultCells& cells, VaultCellNote::Kind kind) {
    return static_cast<int>(std::count_if(cells.notes.begin(), cells.notes.end(),
                                          [&](const VaultCellNote& n) { return n.kind == kind; }));
}

TEST(VaultCells, ASoundVaultHasItsEntrancesAndNoTrouble) {
    const ContentPtr c = test::default_content();
    VaultDef v;
    const VaultCells cells = vault_cells(*c, v, {"##.##", "#...#", "#####"});
    EXPECT_TRUE(cells.troubles.empty());
    EXPECT_EQ(count(cells, VaultCellNote::Kind::entrance), 1);
}

TEST(VaultCells, EachTroubleIsMarkedAtItsCells) {
    const ContentPtr c = test::default_content();
    VaultDef v;
    const VaultCells walled = vault_cells(*c, v, {"#####", "#.#.#", "#####"});
    EXPECT_THAT(walled.troubles, ElementsAre(HasSubstr("no entrance")));
    const VaultCells cut = vault_cells(*c, v, {"#.###", "#.#.#", "#####"});
    EXPECT_EQ(count(cut, VaultCellNote::Kind::unreachable), 1);
    EXPECT_THAT(cut.troubles, ElementsAre(HasSubstr("1 cell cannot be reached")));
    const VaultCells unknown = vault_cells(*c, v, {"#.###", "#.x.#", "#####"});
    EXPECT_EQ(count(unknown, VaultCellNote::Kind::unknown_glyph), 1);
    EXPECT_THAT(unknown.troubles, Contains(HasSubstr("not in the legend")));
    EXPECT_TRUE(vault_cells(*c, v, {"#.#", "##"}).ragged);
    EXPECT_THAT(vault_cells(*c, v, {}).troubles, ElementsAre(HasSubstr("empty")));
}

}  // namespace
}  // namespace cf
