#pragma once
// The Problems panel: every problem of the content as file:line:col and its message,
// wrapped to the panel's width. Knock-on problems (Problem::cause) are folded under the
// problem they follow from. Clicking one opens the file itself, read-only, at that line
// with the message beside it (source_view.hpp), and selects the definition it is in.
// Draws into the current window; the app owns the window (use window_title()).

#include <optional>
#include <string>
#include <vector>

#include "editor/content_editor_panel.hpp"
#include "editor/source_view.hpp"
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
    int selected = -1;          // index of the problem clicked last; -1 for none
    SourceView source;          // opened by a click; the layout draws it (source.draw())
    std::vector<Problem> seen;  // the problems drawn last

    // Lists `problems`; a click shows its file of content directory `directory` in
    // `source` and opens its definition of `content` in `editor`.
    void draw(const std::vector<Problem>& problems, const Content& content,
              ContentEditorPanel& editor, const std::string& directory = "");
    // "Problems (3)" with a stable ImGui id; knock-ons are not counted.
    static std::string window_title(const std::vector<Problem>& problems);

  private:
    // One problem as a wrapped, clickable row; true when clicked.
    bool row(const Problem& p, int index);
    // The problems changed while a file is shown: the view follows them (the same file's
    // problem now, or the file without one), reading the file again.
    void follow(const std::vector<Problem>& problems, const std::string& directory);
    void open(const Problem& p, int index, const Content& content, ContentEditorPanel& editor,
              const std::string& directory);
};

}  // namespace cf
