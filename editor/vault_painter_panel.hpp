#pragma once
// The vault painter: the selected vault's map as a grid of the game's own glyphs and
// colours, painted with its legend's glyphs (brush, rectangle, line, fill, eyedropper),
// resized, its orientations previewed, and checked on every stroke: entrances, glyphs the
// legend lacks and cells no entrance reaches are marked on the grid (the Problems panel
// lists the loader's own problems with file:line:col, as for every edit). Each stroke is
// one edit of the content document, so undo, redo, Live, the reload preview and Save
// treat it as any edit. "Place here" stamps the vault into the floor being played where
// the map is clicked, as one world edit (rules/vault_stamp.hpp).

#include <optional>
#include <string>
#include <vector>

#include "editor/content_document.hpp"
#include "editor/edit_requests.hpp"
#include "engine/rules/game.hpp"

namespace cf {

class VaultPainterPanel {
  public:
    enum class Tool { brush, rectangle, line, fill, pick };

    // Draws the painter for the document's vault `vault` (a choice of vaults when it names
    // none). `tileset_texture`: the glyph atlas (null draws glyphs as text).
    void draw(ContentDocument& doc, const Game& game, void* tileset_texture);
    // Waiting for a click on the game's map (Place here).
    bool placing() const { return placing_; }
    // The click Place here waited for: the stamp as a world edit, or why not in message.
    void on_map_click(const Game& game, EditRequests& requests, Point cell);

    DefId vault;  // the vault painted ("": none chosen)
    Tool tool = Tool::brush;
    char ink = '#';       // the glyph the tools put down
    int orientation = 0;  // how Place here turns it (0-7, as vault_placement.hpp)
    std::string message;  // what the last action did or why it did not

  private:
    void draw_choice(const ContentDocument& doc);
    void draw_palette(ContentDocument& doc, const VaultDef& v, void* texture);
    void draw_legend_adder(ContentDocument& doc, const VaultDef& v);
    void draw_tools(ContentDocument& doc, const VaultDef& v, const Game& game);
    void draw_grid(ContentDocument& doc, const VaultDef& v, void* texture);
    void draw_orientations(const VaultDef& v);
    // One stroke's result written into the vault's map (merged while a brush drags).
    void write_rows(ContentDocument& doc, const std::vector<std::string>& rows,
                    const std::string& what, bool merge);

    bool placing_ = false;
    std::optional<Point> stroke_start_;  // where a rectangle or line began
    bool stroking_ = false;              // a brush stroke is under way
    int strokes_ = 0;                    // numbers each stroke's merge key
    char new_glyph_[2] = {'a', '\0'};    // the legend adder's glyph
    int new_kind_ = 0;                   // tile, actor, item, monster by depth, item by depth
    std::string new_id_;                 // the tile, actor or item it names
    int width_ = 0;                      // the size fields (0: take the vault's)
    int height_ = 0;
};

}  // namespace cf
