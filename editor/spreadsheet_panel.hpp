#pragma once
// The spreadsheet: every actor (or every item) side by side, one row per definition and
// one column per number of the schema, sortable by any column. A cell is committed once
// (Enter or leaving it) as one edit of the document, the same undoable step the content
// editor makes; a selection of rows takes a bulk edit of one column (add, multiply, set)
// as one step. "Where from" adds to each cell the file:line its value comes from, the
// whole chain on hover (provenance_text.hpp). The rows are read from the document once
// per change and only the rows in view are drawn, so thousands of definitions stay
// quick. Draws into the current window; the layout owns the window.

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "editor/content_document.hpp"

namespace cf {

// One number column: its path ("fighter.power") and its schema range.
struct SheetColumn {
    std::string path;
    int lo = 0;
    int hi = 0;
};

// The number fields of `kind` that some definition has, in schema order (speed and
// regeneration of actors; an item's use.range appears when some item's use has one),
// the entries of lists (abilities, effects) left out.
std::vector<SheetColumn> sheet_columns(const Content& content, DefKind kind);
// The value at `path` of definition (kind, id); nullopt when it has no such field.
std::optional<int> sheet_value(const Content& content, DefKind kind, const DefId& id,
                               const std::string& path);
// Sets one cell, clamped to the field's range: one step "Set actor 'orc' fighter.power".
void set_sheet_value(ContentDocument& doc, DefKind kind, const DefId& id, const std::string& path,
                     int value);

enum class BulkOp { add, multiply, set };

// The "Where from" of one cell: the short form ("hard/actors.yaml:4", "default",
// "unsaved") and the hover text with the whole chain.
struct SheetOrigin {
    std::string short_form;
    std::string chain;
};
SheetOrigin sheet_origin(const ContentDocument& doc, DefKind kind, const DefId& id,
                         const std::string& path);

// Applies `op` with `amount` to column `path` of every definition in `ids` that has the
// field (results rounded to the nearest whole number and clamped to the range), as one
// step ("Multiply fighter.hp by 1.5 on 3 actors"). Returns how many values changed; no
// step is made when none did.
int bulk_edit(ContentDocument& doc, DefKind kind, const std::vector<DefId>& ids,
              const std::string& path, BulkOp op, double amount);

struct SpreadsheetPanel {
    DefKind kind = DefKind::actor;  // actors or items
    std::set<DefId> selected;       // rows a bulk edit applies to
    int bulk_column = 0;            // index into sheet_columns()
    int bulk_op = 1;                // BulkOp as int; multiply by default
    float bulk_amount = 1.5f;
    std::string message;      // what the last bulk edit did
    bool where_from = false;  // each cell also says which file:line its value comes from

    void draw(ContentDocument& doc);

  private:
    // One definition's row as last read from the document.
    struct Row {
        DefId id;
        std::string name;
        std::vector<std::optional<int>> values;  // by column
        std::vector<SheetOrigin> origins;        // by column, read when first shown
    };
    // Reads the columns and rows again when the document or the kind changed: only the
    // rows an edit changed when it added no column and no definition.
    void refresh(const ContentDocument& doc);
    template <class Def>
    Row read_row(const DefId& id, const Def& def) const;
    // False when the edit needs the whole table read again.
    bool update_rows(const Content& content, const std::vector<DefId>& ids);
    void sort_rows(int column, bool ascending);
    void draw_bulk_bar(ContentDocument& doc, const std::vector<SheetColumn>& columns);
    void draw_table(ContentDocument& doc);
    void draw_row(ContentDocument& doc, Row& row);

    std::vector<SheetColumn> columns_;
    std::vector<Row> rows_;
    ContentPtr rows_content_;  // the content the rows were read from
    std::uint64_t revision_ = 0;
    const Content* saved_ = nullptr;
    DefKind rows_kind_ = DefKind::tile;
    bool resort_ = true;
    // The cell being typed into ("id/path") and its value so far: committed when left.
    std::string editing_;
    int edit_value_ = 0;
};

}  // namespace cf
