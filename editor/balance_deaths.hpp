#pragma once
// The Balance tab's Deaths list: the runs of the edited content that died, by depth then
// seed, each a row to click. A click asks for that run to be opened at its death turn in
// a window of its own (the app writes the lab's run as a recording and starts it there),
// so the designer's own game and save are never touched. The rows and the request are
// worked out apart from drawing, so tests read them.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/lab/lab_table.hpp"
#include "engine/lab/run.hpp"

namespace cf {

struct DeathRow {
    std::uint64_t seed = 0;
    int depth = 0;
    int turn = 0;  // the run's last turn: the one it died on
    std::string killer;
};

// The runs of `table` that died, by depth, then seed.
std::vector<DeathRow> deaths_of(const LabTable& table);
// What the mouse over a row says: "open seed S at turn T ...".
std::string death_hover(const DeathRow& row);

// A lab run to open at a turn: the content it was played with and the lab's options, so
// the app plays the very same run again.
struct RunOpenRequest {
    ContentPtr content;
    std::uint64_t seed = 0;
    int turn = 0;
    RunOptions options;
};

// Draws the list (scrollable, `depth` > 0: only the deaths at that depth) and returns the
// row clicked this frame.
std::optional<DeathRow> draw_deaths_list(const std::vector<DeathRow>& rows, int depth);

}  // namespace cf
