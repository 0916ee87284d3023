#include "engine/map/vault_placement.hpp"

#include "engine/content/vault_legend.hpp"

namespace cf {

std::vector<std::string> oriented_rows(const std::vector<std::string>& rows, int orientation) {
    if (rows.empty()) return rows;
    const int w = static_cast<int>(rows.front().size());
    const int h = static_cast<int>(rows.size());
    const bool swap = (orientation & 4) != 0;
    const int ow = swap ? h : w;
    const int oh = swap ? w : h;
    std::vector<std::string> out(static_cast<std::size_t>(oh),
                                 std::string(static_cast<std::size_t>(ow), ' '));
    for (int oy = 0; oy < oh; ++oy) {
        for (int ox = 0; ox < ow; ++ox) {
            int sx = swap ? oy : ox;
            int sy = swap ? ox : oy;
            if (orientation & 1) sx = w - 1 - sx;
            if (orientation & 2) sy = h - 1 - sy;
            out[static_cast<std::size_t>(oy)][static_cast<std::size_t>(ox)] =
                rows[static_cast<std::size_t>(sy)][static_cast<std::size_t>(sx)];
        }
    }
    return out;
}

std::vector<int> allowed_orientations(VaultOrient orient) {
    switch (orient) {
        case VaultOrient::none:
            return {0};
        case VaultOrient::mirror:
            return {0, 1};
        case VaultOrient::any:
            break;
    }
    return {0, 1, 2, 3, 4, 5, 6, 7};
}

namespace {

bool fits_depth(const VaultDef& v, int depth) {
    return depth >= v.first_depth && depth <= v.last_depth;
}

bool on_floor(const std::vector<PlacedVault>& placed, const VaultDef& v) {
    for (const PlacedVault& p : placed) {
        if (p.def == &v) return true;
    }
    return false;
}

// Grows `r` by `by` cells on every side.
Rect grown(const Rect& r, int by) { return {r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by}; }

}  // namespace

const VaultDef* choose_vault(const Content& content, int depth,
                             const std::map<DefId, int>& placed_before,
                             const std::vector<PlacedVault>& placed, Rng& rng) {
    std::vector<const VaultDef*> fit;
    long long total = 0;
    for (const auto& [id, v] : content.vaults) {
        if (!fits_depth(v, depth)) continue;
        if (v.unique && (placed_before.contains(id) || on_floor(placed, v))) continue;
        fit.push_back(&v);
        total += v.weight;
    }
    if (fit.empty() || total <= 0) return nullptr;
    // Weights are at most kMaxVaultWeight each, so a few thousand vaults stay in an int.
    long long roll = rng.range(1, static_cast<int>(std::min<long long>(total, 2'000'000'000)));
    const VaultDef* chosen = fit.back();
    for (const VaultDef* v : fit) {
        roll -= v->weight;
        if (roll <= 0) {
            chosen = v;
            break;
        }
    }
    if (chosen->chance < 100 && rng.range(1, 100) > chosen->chance) return nullptr;
    return chosen;
}

bool clear_of_vaults(const Rect& r, const std::vector<PlacedVault>& placed) {
    for (const PlacedVault& p : placed) {
        if (r.intersects(p.area)) return false;
    }
    return true;
}

std::optional<PlacedVault> place_vault(Map& map, const Content& content, const VaultDef& vault,
                                       const std::vector<PlacedVault>& placed, Rng& rng,
                                       int tries) {
    const std::vector<int> orientations = allowed_orientations(vault.orient);
    PlacedVault out;
    out.def = &vault;
    out.rows = oriented_rows(vault.map, orientations[static_cast<std::size_t>(rng.range(
                                            0, static_cast<int>(orientations.size()) - 1))]);
    if (out.rows.empty()) return std::nullopt;
    const int w = static_cast<int>(out.rows.front().size());
    const int h = static_cast<int>(out.rows.size());
    // Inside the outer wall, with a ring of cells around it for the corridors.
    const int max_x = map.width() - w - 2;
    const int max_y = map.height() - h - 2;
    if (max_x < 2 || max_y < 2) return std::nullopt;
    bool found = false;
    for (int i = 0; i < tries && !found; ++i) {
        out.area = {rng.range(2, max_x), rng.range(2, max_y), w, h};
        found = clear_of_vaults(grown(out.area, 1), placed);
    }
    if (!found) return std::nullopt;
    const VaultLegend legend(vault.legend, content.settings);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const VaultGlyph* g =
                legend.find(out.rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]);
            if (!g) return std::nullopt;  // validation refuses such a vault
            const Point p{out.area.x + x, out.area.y + y};
            map.set_tile(p, legend.tile(*g));
            const TileDef* t = content.tile(legend.tile(*g));
            const bool edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
            if (edge && t && t->walkable) out.entrances.push_back(p);
        }
    }
    return out;
}

}  // namespace cf
