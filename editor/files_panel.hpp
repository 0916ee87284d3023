#pragma once
// The Files panel: the content's layers, folders and files as a tree (file_tree.hpp),
// each file with the definitions it writes, a search by id, name and effective field
// value, and a click that opens a definition in the Content editor. Draws into the
// current window; the app places the window and brings the Content editor forward when
// asked (`take_focus_request`). Long trees draw only their visible rows.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "editor/content_document.hpp"
#include "editor/content_editor_panel.hpp"
#include "editor/file_tree.hpp"

namespace cf {

class FilesPanel {
  public:
    std::string search;               // the search box (kFileSearchHint explains it)
    std::vector<std::string> closed;  // node keys of the rows the user closed

    void draw(const ContentDocument& doc, ContentEditorPanel& editor);

    // The tree of `doc` and the rows the search and the closed rows leave, as drawn:
    // kept until the document, the search or `closed` change.
    const FileTree& tree(const ContentDocument& doc);
    const std::vector<std::size_t>& shown_rows(const ContentDocument& doc);
    // The number shown beside a container row (matches under it while searching).
    int shown_count(std::size_t row) const { return counts_[row]; }

    // A click on row `row` of the tree: a definition in the content opens in `editor`
    // (true); a template or a deleted definition does not open (false).
    bool open_row(std::size_t row, ContentEditorPanel& editor);
    // True once after a definition was opened: the Content editor's window should come
    // forward with its Definitions tab.
    bool take_focus_request() { return std::exchange(focus_requested_, false); }
    bool take_definitions_tab_request() { return std::exchange(tab_requested_, false); }

    // "orc  Orc  (actor)  unsaved": what a row of the tree reads; `count` for containers.
    static std::string row_label(const FileTree& tree, std::size_t row, int count);
    // The hover text of a row: where a definition is written, what it is made from, why
    // it does not open.
    static std::string row_tooltip(const FileTree& tree, std::size_t row);

  private:
    void draw_search_bar(const ContentDocument& doc);
    // "What a layer changes": a button per layer above the base, and the list it opens
    // (layer_changes.hpp); a click on a definition opens it in `editor`.
    void draw_layer_changes(const ContentDocument& doc, ContentEditorPanel& editor);
    void draw_row(std::size_t row, ContentEditorPanel& editor);
    void toggle(const std::string& node, bool open);

    FileTree tree_;
    ContentPtr tree_content_;  // the working content the tree shows
    std::uint64_t tree_revision_ = 0;
    const Content* tree_saved_ = nullptr;
    std::vector<std::size_t> shown_;
    std::vector<int> counts_;
    std::string shown_query_;
    std::vector<std::string> shown_closed_;
    bool shown_valid_ = false;
    bool focus_requested_ = false;
    bool tab_requested_ = false;
    int changes_layer_ = 0;  // the layer whose changes the popup lists
};

}  // namespace cf
