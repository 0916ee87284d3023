#pragma once
// A vault's map cell by cell, as the painter draws its checks over the grid: which cells
// are entrances, which glyphs the legend does not define, which walkable cells cannot be
// reached from an entrance. The loader's own checks (validation_places.cpp) say the same
// things as problems at file:line:col; these are for the cells of a map being painted.

#include <string>
#include <vector>

#include "engine/content/content.hpp"

namespace cf {

struct VaultCellNote {
    enum class Kind { entrance, unknown_glyph, unreachable };
    int x = 0;
    int y = 0;
    Kind kind = Kind::entrance;
};

struct VaultCells {
    std::vector<VaultCellNote> notes;
    bool ragged = false;  // rows of different widths: no cell is judged
    // "no entrance", "3 cells cannot be reached", "'x' is not in the legend": one line
    // per kind of trouble, empty when the map is sound.
    std::vector<std::string> troubles;
};

// The notes of `rows` read with `vault`'s legend (the rows may be a painting not yet
// written into the vault).
VaultCells vault_cells(const Content& content, const VaultDef& vault,
                       const std::vector<std::string>& rows);

}  // namespace cf
