#pragma once
// A change of the files on disk the content side holds for the designer (content_side.hpp),
// and what the "Outside change" window shows of it (editor_panels.hpp).

#include <cstddef>
#include <string>

#include "editor/content_merge.hpp"
#include "engine/content/content.hpp"
#include "engine/live/reload_preview.hpp"

namespace cf {

// An outside change waiting for the designer: it conflicts with unsaved edits, or "Ask
// before applying" is on.
struct HeldOutsideChange {
    ContentPtr disk;           // the content as loaded from disk
    std::string files;         // "actors.yaml, items.yaml"
    bool recovered = false;    // the files were broken before
    ContentMerge merge;        // read through the unsaved edits, conflicts kept as mine
    ReloadPreview preview;     // what taking it does to the game
    std::size_t log_size = 0;  // the game's timeline length the preview was made at
};

}  // namespace cf
