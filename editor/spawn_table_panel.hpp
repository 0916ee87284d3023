#pragma once
// The spawn table editor: per table (monsters, items) a grid of weights with one row
// per id and one column per depth key, the per-room maxima below it, and under it two
// charts of what those tables give at depths 1..20 (engine forecast()), updating as you
// type (spawn_chart_view.hpp). Draws into the current window; the app owns the window.

#include <array>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "editor/content_document.hpp"

namespace cf {

// What the panel asks the app to do with the edited tables.
enum class SpawnAction { none, regenerate_floor, apply_to_next_floor };

// What the chart plots for one table at depths 1..N (index depth - 1).
struct SpawnChart {
    bool items = false;                         // which table
    std::vector<DefId> ids;                     // every id with a chance at some depth, sorted
    std::vector<std::vector<float>> per_pick;   // [id][depth - 1]: probability that a pick is it
    std::vector<std::vector<float>> per_floor;  // [id][depth - 1]: expected number on a floor
};

// The chart of the monsters table (or the items table) from forecast() at depths 1..depths.
SpawnChart spawn_chart(const Content& content, bool items, int depths);

// One line of what hovering a depth of a chart says.
struct DepthLine {
    std::string id;       // an id, or "whole floor"
    float per_floor = 0;  // expected number on a floor
    float per_pick = 0;   // chance per pick (1 for the total)
    bool total = false;   // the floor's sum, the last line
};
// Hovering depth index `depth_index` (depth - 1): every id's count and chance, then the
// whole floor's total; empty outside the chart.
std::vector<DepthLine> depth_summary(const SpawnChart& chart, int depth_index);

// The panel's edits of the monsters table (items = false) or the items table, each one
// undoable step; setting a cell merges with the previous edit of the same cell (typing).
// An empty `value` removes the entry; a depth left without entries goes.
void set_spawn_weight(ContentDocument& doc, bool items, int depth, const DefId& id,
                      std::optional<int> value);
void set_max_per_room(ContentDocument& doc, bool items, int depth, std::optional<int> value);
// Removes a depth column: its weights and its per-room maximum.
void remove_spawn_depth(ContentDocument& doc, bool items, int depth);
// Removes an id's row: its weight at every depth.
void remove_spawn_id(ContentDocument& doc, bool items, const DefId& id);

// The height of the weights' box in a panel `avail` high with rows `row` high for `ids`
// ids: all its rows (the depths, the remove buttons, the maxima, the add controls) when
// they fit in most of the panel, else most of the panel (the grid scrolls), the charts
// below taking the rest; never under seven rows.
float spawn_grid_height(float avail, float row, std::size_t ids);

struct SpawnTablePanel {
    static constexpr int kChartDepths = 20;

    bool items = false;  // the table shown: monsters (false) or items
    int new_depth = 2;   // the "add depth" field
    // Columns and rows added (or emptied) that have no entry in the content yet, per
    // table (0 monsters, 1 items); they stay until removed.
    std::array<std::set<int>, 2> pending_depths;
    std::array<std::set<DefId>, 2> pending_ids;
    bool save_requested = false;       // set by the Save button; the app saves and clears it
    SpawnChart chart;                  // what the chart shows; rebuilt when the content changes
    std::uint64_t chart_revision = 0;  // document revision `chart` was built for

    // The grid, the chart and the two buttons; returns the button pressed this frame.
    SpawnAction draw(ContentDocument& doc);

  private:
    // The weights in a table at most `height` tall.
    void draw_grid(ContentDocument& doc, float height);
    void draw_grid_row(ContentDocument& doc, const DefId& id, const std::vector<int>& depths);
    void draw_max_row(ContentDocument& doc, const std::vector<int>& depths);
    void draw_add_controls(ContentDocument& doc);
    void draw_chart(const ContentDocument& doc);
};

}  // namespace cf
