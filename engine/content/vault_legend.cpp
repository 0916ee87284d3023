#include "engine/content/vault_legend.hpp"

namespace cf {

VaultLegend::VaultLegend(const std::vector<VaultGlyph>& own, const Settings& s)
    : floor_(s.floor_tile) {
    const VaultGlyph defaults[] = {{'#', s.wall_tile, {}, false, false},
                                   {'.', s.floor_tile, {}, false, false},
                                   {'>', s.stairs_tile, {}, false, false}};
    for (const VaultGlyph& g : defaults) entries_[static_cast<std::size_t>(g.glyph)] = g;
    for (const VaultGlyph& g : own) {
        if (g.glyph >= 0 && g.glyph < static_cast<int>(entries_.size()))
            entries_[static_cast<std::size_t>(g.glyph)] = g;
    }
}

}  // namespace cf
