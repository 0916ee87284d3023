#pragma once
// "Write to": where the Content editor's saves put edits of content in many files or
// layers (layered_save.hpp), one row at the top of the Content editor: the layer (by
// default the top one) and, for new and partial definitions, the file of the kind shown.
// Its "Files" menu makes a new file in that layer and moves the definition shown to
// another file of its kind; those it asks of the editor (take_action), which does them
// (Editor::new_file, Editor::move_to_file) and says how it went on the status line.
// Shown only when there is a choice: several layers, or a kind in several files.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "editor/content_document.hpp"

namespace cf {

// `text` shortened in the middle ("mods/...l/hard") so that `width_of` it is at most
// `max_width`, keeping as much of its start (where a layer's folder begins) and of its
// end (its last folder) as fit; as it is when it fits. For the combos' previews, whose
// full text the tooltip gives.
std::string elide_middle(const std::string& text, float max_width,
                         const std::function<float(std::string_view)>& width_of);

// How the "Write to" row shares `room` pixels between the layer's combo and the file's,
// whose whole texts need `layer_needs` and `file_needs`: the layer what it needs and the
// file the rest when both fit; else the file its whole name as far as the layer keeps
// `least` (each at least `least`). {layer, file}.
std::pair<float, float> split_combo_widths(float room, float layer_needs, float file_needs,
                                           float least);

// A file operation the control asks for.
struct FileAction {
    enum class Op { new_file, move };
    Op op = Op::new_file;
    std::string path;  // relative to the write layer
    DefKind kind = DefKind::actor;
    DefId id;  // the definition to move (its id in the working content)
};

class WriteTargetControl {
  public:
    // Whether the control has a choice to offer for content loaded as `saved`.
    static bool wanted(const Content& saved);
    // Draws it (nothing when not wanted). `kind` and `selected`: the definition the
    // Content editor shows ("" for none, or the settings).
    void draw(ContentDocument& doc, DefKind kind, const DefId& selected);
    // The operation asked this frame, taken once.
    std::optional<FileAction> take_action() { return std::exchange(action_, std::nullopt); }

  private:
    // The layer's and the file's combos, `combo_width` pixels wide each.
    void draw_layer(ContentDocument& doc, float combo_width);
    void draw_file(ContentDocument& doc, DefKind kind, float combo_width);
    // "Files": New file..., Move 'id' to.
    void draw_files_menu(const ContentDocument& doc, DefKind kind, const DefId& selected);
    void draw_new_file(ContentDocument& doc);

    std::string new_path_;
    std::string new_file_hint_;
    bool open_new_file_ = false;
    std::optional<FileAction> action_;
};

}  // namespace cf
