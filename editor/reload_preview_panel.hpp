#pragma once
// "Pending changes": with Live off, what applying the edited content will do to the
// running game before it does it (engine/live/reload_preview.hpp): definitions added,
// removed, renamed and changed field by field, settings, and every live entity whose
// state or derived stats change, old -> new. Apply or Discard.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "engine/live/reload_preview.hpp"

namespace cf {

// An outside change held back by "Ask before applying": the content that loaded from
// disk, the files it came from, and what applying it will do.
struct OutsideChange {
    ContentPtr content;
    std::string files;       // "actors.yaml, items.yaml"
    bool recovered = false;  // the files were broken before
    ReloadPreview preview;
    std::size_t log_size = 0;  // the game's timeline length the preview was made at
};

struct ReloadPreviewPanel {
    enum class Choice { none, apply, discard };

    // Draws `preview` into the current window, naming entities with `name_of` ("Orc #5");
    // returns what the user chose this frame.
    Choice draw(const ReloadPreview& preview, const std::function<std::string(EntityId)>& name_of);
};

}  // namespace cf
