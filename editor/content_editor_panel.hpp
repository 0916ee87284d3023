#pragma once
// The content editor: browse every definition by kind with a search box, edit every
// field of the selected one through the schema (field_editor.hpp), create, duplicate,
// rename and delete definitions, undo and redo, and ask for a save. Draws into the
// current window: the app owns the window (use window_title()) and its placement.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "editor/content_document.hpp"
#include "editor/new_definition_popup.hpp"
#include "editor/write_target.hpp"

namespace cf {

// What the content editor needs from the app.
struct EditorContext {
    // ImTextureID of the 16x16 CP437 atlas (cell of code c at uv (c % 16, c / 16) / 16);
    // null draws glyph codes as text.
    void* tileset_texture = nullptr;
    // How many entities on the floor use a definition (for delete warnings); may be empty.
    std::function<int(DefKind, const DefId&)> live_entities_using;
    // The one undo history's next steps ("" when none): the toolbar's Undo and Redo go
    // through the app, which owns it (editor_session.hpp).
    std::string undo_label;
    std::string redo_label;
    // The one content status (content_status.hpp): "No problems", "2 problems: see Problems".
    std::string status_headline;
    bool status_ok = true;
    // The content the game runs and a file changed on disk that is not taken yet (null:
    // none), so a field shows beside it what they hold when it differs.
    const Content* game_content = nullptr;
    const Content* disk_content = nullptr;
};

struct ContentEditorPanel {
    bool live = true;                  // apply edits to the running game as they are made
    bool ask_before_applying = false;  // outside file changes wait in a preview for Apply/Discard
    bool save_requested = false;       // set by the Save button; the app saves and clears it
    bool versions_requested = false;   // set by the Versions button; the layout opens the window
    bool undo_requested = false;  // set by the Undo / Redo buttons; the app handles and clears them
    bool redo_requested = false;
    bool settings_selected = false;  // the settings are open instead of a definition
    DefKind kind = DefKind::actor;   // which kind the list shows
    DefId selected;                  // the open definition of `kind`; "" for none
    // Ctrl+click and Shift+click in the list select several definitions (and templates) of
    // `kind` together, in list order; two or more are edited together ("N selected").
    std::vector<DefId> selection;
    DefId range_anchor;         // where Shift+click's range starts: the last plain or Ctrl click
    std::string search;         // filters the list by id or name (substring)
    std::string rename_to;      // the rename popup's text
    std::string message;        // why the last structural edit was refused ("" if none)
    std::string delete_target;  // what the delete confirmation is about
    bool scroll_to_selected = false;    // set by select(): the list scrolls to it once
    bool rename_asked = false;          // ask_rename() was called; the popup opens on the next draw
    bool delete_asked = false;          // ask_delete() was called
    bool overrides_asked = false;       // the Overrides button was pressed
    bool uses_asked = false;            // the Uses button was pressed
    WriteTargetControl write_target;    // "Write to", at the top: layer, file, New file, Move
    NewDefinitionPopup new_definition;  // New: the id first, then what it is made from

    // The list, the selected definition's fields and the toolbar, into the current window.
    void draw(ContentDocument& doc, const EditorContext& ctx);
    // Opens a definition (the Problems panel calls this).
    void select(DefKind def_kind, const DefId& id);
    // Opens the settings.
    void select_settings();
    // A click on `id` in the list, whose rows read `order`: alone, it opens `id`; with
    // `ctrl` it adds `id` to the selection or takes it out; with `shift` the selection is
    // every row from the last plain or Ctrl click to `id`, as in a file browser.
    void click_row(const std::vector<DefId>& order, const DefId& id, bool ctrl, bool shift);
    // The selected definitions that still exist (two or more: they are edited together).
    std::vector<DefId> selected_together(const Content& content) const;
    // Open the rename popup / the delete confirmation for the selected definition on the
    // next draw (the buttons call these; the app may bind F2 and Delete to them).
    void ask_rename();
    void ask_delete();
    // "Content editor" with a '*' while there are unsaved changes and the number of
    // `problems` when there are any; the ImGui id stays the same, so the window keeps its
    // place.
    static std::string window_title(const ContentDocument& doc, std::size_t problems = 0);

  private:
    void draw_toolbar(ContentDocument& doc, const EditorContext& ctx);
    // The kind chooser, the search box and New (which asks for the id), on one row.
    void draw_kind_and_search();
    // A row of the definition list: a definition of `kind` whose id or name matches the
    // search (pointers into the document's content, valid for this frame).
    struct ListRow {
        const DefId* id;
        const std::string* name;
        bool is_template = false;  // an abstract template (listed after the definitions)
    };
    std::vector<ListRow> list_rows(const ContentDocument& doc) const;
    void draw_list(const std::vector<ListRow>& rows);
    void draw_details(ContentDocument& doc, const EditorContext& ctx);
    // "3 selected: goblin, goblin_archer, orc" and the fields they share.
    void draw_selection(ContentDocument& doc, const EditorContext& ctx,
                        const std::vector<DefId>& together);
    void draw_actions(ContentDocument& doc);
    // A "(?)" whose tooltip says what is open (`title`), where it is written (`where`)
    // and the key to the saved-file marks beside the fields.
    void draw_field_legend(const std::string& title, const std::string& where);
    // "Made from it: ..." under a definition's header (a template's: "Nothing ..." too).
    void draw_made_from_it(const Content& content, DefKind def_kind, const DefId& id,
                           bool abstract);
    // "Overrides" of a definition made from a template: each field it sets itself with
    // the template's value, Revert per field and Revert all, each one undoable step.
    void draw_overrides_popup(ContentDocument& doc);
    // "Apply to <parent>" of one field in it; its tooltip lists what else changes.
    void draw_apply_to_parent(ContentDocument& doc, const DefId& parent, const std::string& field);
    // The places that name a definition, each with its file:line; a click opens the
    // definition that holds it (true: the popup showing them should close).
    bool draw_references(const std::vector<ContentReference>& uses);
    void draw_rename_popup(ContentDocument& doc);
    void draw_uses_popup(const ContentDocument& doc);
    void draw_delete_popup(ContentDocument& doc, const EditorContext& ctx);
};

}  // namespace cf
