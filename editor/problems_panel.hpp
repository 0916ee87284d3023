#pragma once
// The Problems panel: every problem of the content as file:line:col and its message;
// clicking one opens the definition it is in, in the content editor. Draws into the
// current window; the app owns the window (use window_title()).

#include <optional>
#include <string>
#include <vector>

#include "editor/content_editor_panel.hpp"
#include "engine/core/problem.hpp"

namespace cf {

// A definition a file position falls in: the settings, or a definition of a kind.
struct DefinitionRef {
    bool settings = false;
    DefKind kind = DefKind::tile;
    DefId id;  // empty for the settings

    friend bool operator==(const DefinitionRef&, const DefinitionRef&) = default;
};

// The definition whose location (content.locations) is the nearest at or before `line`
// in `file` (compared by file name); nullopt for spawns.yaml and for positions before
// the first definition.
std::optional<DefinitionRef> definition_at(const Content& content, const std::string& file,
                                           int line);

struct ProblemsPanel {
    int selected = -1;  // index of the problem clicked last; -1 for none

    // Lists `problems`; a click opens its definition of `content` in `editor`.
    void draw(const std::vector<Problem>& problems, const Content& content,
              ContentEditorPanel& editor);
    // "Problems (3)" with a stable ImGui id.
    static std::string window_title(const std::vector<Problem>& problems);
};

}  // namespace cf
