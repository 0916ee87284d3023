#include "engine/content/vault_cells.hpp"

#include <deque>

#include "engine/content/vault_legend.hpp"

namespace cf {

VaultCells vault_cells(const Content& content, const VaultDef& vault,
                       const std::vector<std::string>& rows) {
    VaultCells out;
    if (rows.empty() || rows.front().empty()) {
        out.troubles.emplace_back("the map is empty");
        return out;
    }
    const int w = static_cast<int>(rows.front().size());
    const int h = static_cast<int>(rows.size());
    for (const std::string& row : rows)
        out.ragged = out.ragged || static_cast<int>(row.size()) != w;
    if (out.ragged) {
        out.troubles.emplace_back("its rows are not all as wide");
        return out;
    }
    const VaultLegend legend(vault.legend, content.settings);
    std::vector<char> walk(static_cast<std::size_t>(w * h), 0);
    const auto at = [w](int x, int y) { return static_cast<std::size_t>(y * w + x); };
    int unknown = 0;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const char g = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            const VaultGlyph* entry = legend.find(g);
            const TileDef* tile = entry ? content.tile(legend.tile(*entry)) : nullptr;
            if (!tile) {
                out.notes.push_back({x, y, VaultCellNote::Kind::unknown_glyph});
                ++unknown;
                continue;
            }
            walk[at(x, y)] = tile->walkable ? 1 : 0;
        }
    }
    std::vector<char> seen(walk.size(), 0);
    std::deque<std::pair<int, int>> open;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const bool edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
            if (!edge || !walk[at(x, y)]) continue;
            out.notes.push_back({x, y, VaultCellNote::Kind::entrance});
            seen[at(x, y)] = 1;
            open.emplace_back(x, y);
        }
    }
    if (open.empty())
        out.troubles.emplace_back("no entrance: no cell on its edge can be walked on");
    while (!open.empty()) {
        const auto [x, y] = open.front();
        open.pop_front();
        for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            const int nx = x + dx;
            const int ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= w || ny >= h || seen[at(nx, ny)] || !walk[at(nx, ny)])
                continue;
            seen[at(nx, ny)] = 1;
            open.emplace_back(nx, ny);
        }
    }
    int unreachable = 0;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            if (!walk[at(x, y)] || seen[at(x, y)]) continue;
            out.notes.push_back({x, y, VaultCellNote::Kind::unreachable});
            ++unreachable;
        }
    }
    if (unknown > 0)
        out.troubles.push_back(std::to_string(unknown) +
                               (unknown == 1 ? " cell's glyph is" : " cells' glyphs are") +
                               " not in the legend");
    if (unreachable > 0 && !out.troubles.empty() && out.troubles.front().starts_with("no entrance"))
        return out;  // with no way in, every cell is unreachable: the entrance says it
    if (unreachable > 0)
        out.troubles.push_back(std::to_string(unreachable) +
                               (unreachable == 1 ? " cell cannot" : " cells cannot") +
                               " be reached from an entrance");
    return out;
}

}  // namespace cf
