#pragma once
// What each character of a vault's (or a prefab's) map stands for: the legend as written
// over the defaults every map shares ('#' the settings' wall tile, '.' their floor, '>'
// their stairs). The generator, validation and prefab maps read a map through this one
// table, so a glyph means the same wherever it is drawn.

#include <array>
#include <optional>
#include <vector>

#include "engine/content/content.hpp"

namespace cf {

class VaultLegend {
  public:
    VaultLegend(const std::vector<VaultGlyph>& own, const Settings& settings);

    // The entry of `glyph`, or null when the map may not use it.
    const VaultGlyph* find(char glyph) const {
        const auto c = static_cast<unsigned char>(glyph);
        return c < entries_.size() && entries_[c] ? &*entries_[c] : nullptr;
    }
    // The tile a cell of `glyph` gets (the floor tile when its entry names none).
    const DefId& tile(const VaultGlyph& entry) const {
        return entry.tile.empty() ? floor_ : entry.tile;
    }

  private:
    std::array<std::optional<VaultGlyph>, 128> entries_;
    DefId floor_;
};

}  // namespace cf
