#include "editor/spreadsheet_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>

#include "editor/field_texts.hpp"
#include "editor/file_tree.hpp"  // changed_definitions
#include "editor/provenance_text.hpp"
#include "editor/ui_widgets.hpp"
#include "engine/content/schema.hpp"
#include "engine/content/schema_walker.hpp"

namespace cf {

namespace {

// Visits every number field; reads (and with `set_to`, writes) the one at `target`.
struct NumberWalker : SchemaWalker<NumberWalker>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    std::vector<SheetColumn> found;
    std::string target;
    std::optional<int> set_to;
    std::optional<int> value;

    void number(const char* key, int& v, int lo, int hi) {
        std::string at = where(key);
        if (at == target) {
            if (set_to) v = std::clamp(*set_to, lo, hi);
            value = v;
        }
        found.push_back({std::move(at), lo, hi});
    }
    // Entries of lists (abilities, effects) differ in number and kind from row to row:
    // they are edited in the content editor, not as columns.
    template <class T>
    void list(const char*, std::vector<T>&) {}
    template <class T>
    void tagged_list(const char*, std::vector<T>&) {}
};

template <class Def>
NumberWalker walk(Def& def, const std::string& target, std::optional<int> set_to = std::nullopt) {
    NumberWalker w;
    w.target = target;
    w.set_to = set_to;
    describe(w, def);
    return w;
}

// Room for the longest "Where from" a cell can show: a file's short name and a line.
float origin_text_width(const Content& saved) {
    float widest = ImGui::CalcTextSize("default:000").x;
    if (!saved.provenance) return widest;
    for (const SourceFileRecord& f : saved.provenance->files) {
        const std::string text = short_file_name(*saved.provenance, f.shown) + ":000";
        widest = std::max(widest, ImGui::CalcTextSize(text.c_str()).x);
    }
    return std::min(widest, ImGui::GetFontSize() * 24.0f);
}

// A number field's text as field_texts writes it; nullopt for anything else.
std::optional<int> sheet_number(const std::string& text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

const char* kOpNames[] = {"add", "multiply by", "set to"};

std::string amount_text(double amount) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", amount);
    return text;
}

std::string bulk_label(DefKind kind, const std::string& path, BulkOp op, double amount,
                       std::size_t count) {
    const std::string on =
        " on " + std::to_string(count) + " " + kind_name(kind) + (count == 1 ? "" : "s");
    switch (op) {
        case BulkOp::add:
            return "Add " + amount_text(amount) + " to " + path + on;
        case BulkOp::multiply:
            return "Multiply " + path + " by " + amount_text(amount) + on;
        case BulkOp::set:
            break;
    }
    return "Set " + path + " to " + amount_text(amount) + on;
}

int bulk_result(int value, BulkOp op, double amount) {
    double out = amount;
    if (op == BulkOp::add) out = value + amount;
    if (op == BulkOp::multiply) out = value * amount;
    constexpr double lo = std::numeric_limits<int>::min();
    constexpr double hi = std::numeric_limits<int>::max();
    return static_cast<int>(std::clamp(std::round(out), lo, hi));
}

}  // namespace

std::vector<SheetColumn> sheet_columns(const Content& content, DefKind kind) {
    std::vector<SheetColumn> columns;
    with_definitions(content, kind, [&](const auto& defs) {
        for (const auto& entry : defs) {
            auto copy = entry.second;
            for (SheetColumn& c : walk(copy, "").found) {
                const bool known =
                    std::any_of(columns.begin(), columns.end(),
                                [&](const SheetColumn& k) { return k.path == c.path; });
                if (!known) columns.push_back(std::move(c));
            }
        }
    });
    return columns;
}

std::optional<int> sheet_value(const Content& content, DefKind kind, const DefId& id,
                               const std::string& path) {
    return with_definitions(content, kind, [&](const auto& defs) -> std::optional<int> {
        auto it = defs.find(id);
        if (it == defs.end()) return std::nullopt;
        auto copy = it->second;
        return walk(copy, path).value;
    });
}

void set_sheet_value(ContentDocument& doc, DefKind kind, const DefId& id, const std::string& path,
                     int value) {
    doc.edit("Set " + std::string(kind_name(kind)) + " '" + id + "' " + path, "", [&](Content& c) {
        with_definitions(c, kind, [&](auto& defs) {
            auto it = defs.find(id);
            if (it != defs.end()) walk(it->second, path, value);
        });
    });
}

int bulk_edit(ContentDocument& doc, DefKind kind, const std::vector<DefId>& ids,
              const std::string& path, BulkOp op, double amount) {
    std::map<DefId, int> changes;
    for (const DefId& id : ids) {
        const std::optional<int> now = sheet_value(doc.content(), kind, id, path);
        if (!now) continue;
        const int next = bulk_result(*now, op, amount);
        // The walker clamps to the range; only a value that really moves is a change.
        with_definitions(doc.content(), kind, [&](const auto& defs) {
            auto copy = defs.at(id);
            if (walk(copy, path, next).value != now) changes[id] = next;
        });
    }
    if (changes.empty()) return 0;
    doc.edit(bulk_label(kind, path, op, amount, changes.size()), "", [&](Content& c) {
        with_definitions(c, kind, [&](auto& defs) {
            for (const auto& [id, value] : changes) walk(defs.at(id), path, value);
        });
    });
    return static_cast<int>(changes.size());
}

SheetOrigin sheet_origin(const ContentDocument& doc, DefKind kind, const DefId& id,
                         const std::string& path) {
    const std::optional<int> now = sheet_value(doc.content(), kind, id, path);
    if (!now) return {};
    ValueOrigin value{path, std::to_string(*now), std::nullopt};
    if (const std::optional<int> saved = sheet_value(doc.saved_content(), kind, id, path))
        value.saved = std::to_string(*saved);
    else if (has_definition(doc.saved_content(), kind, id))
        value.saved = std::string("(absent)");
    const ContentProvenance* p = doc.saved_content().provenance.get();
    const std::string key = location_key(kind, id);
    return {value_origin_short(p, key, value), value_origin_text(p, key, id, value)};
}

void SpreadsheetPanel::draw(ContentDocument& doc) {
    if (ui::RadioButton("Actors", kind == DefKind::actor) && kind != DefKind::actor) {
        kind = DefKind::actor;
        selected.clear();
    }
    ImGui::SameLine();
    if (ui::RadioButton("Items", kind == DefKind::item) && kind != DefKind::item) {
        kind = DefKind::item;
        selected.clear();
    }
    ImGui::SameLine();
    ui::Checkbox("Where from", &where_from);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "Beside each value, the file:line it comes from (the top layer's); hover a cell\n"
            "for the whole chain: layers, files and templates");
    ImGui::SameLine();
    ImGui::TextDisabled("click a header to sort; Enter or leaving a cell commits it");
    refresh(doc);
    draw_bulk_bar(doc, columns_);
    draw_table(doc);
}

void SpreadsheetPanel::refresh(const ContentDocument& doc) {
    if (revision_ == doc.revision() && saved_ == &doc.saved_content() && rows_kind_ == kind) return;
    std::optional<std::vector<DefId>> changed;
    if (rows_content_ && saved_ == &doc.saved_content() && rows_kind_ == kind)
        changed = changed_definitions(*rows_content_, doc.content(), kind);
    revision_ = doc.revision();
    saved_ = &doc.saved_content();
    rows_kind_ = kind;
    rows_content_ = doc.snapshot();
    resort_ = true;
    // An edit of some rows reads those rows alone.
    if (changed && update_rows(doc.content(), *changed)) return;
    const Content& content = doc.content();
    columns_ = sheet_columns(content, kind);
    rows_.clear();
    with_definitions(content, kind, [&](const auto& defs) {
        rows_.reserve(defs.size());
        for (const auto& [id, def] : defs) rows_.push_back(read_row(id, def));
    });
}

template <class Def>
SpreadsheetPanel::Row SpreadsheetPanel::read_row(const DefId& id, const Def& def) const {
    Row row{id, def.name, {}, {}};
    const std::map<std::string, std::string> texts = field_texts(def);
    for (const SheetColumn& c : columns_) {
        const auto it = texts.find(c.path);
        row.values.push_back(it == texts.end() ? std::nullopt : sheet_number(it->second));
    }
    return row;
}

bool SpreadsheetPanel::update_rows(const Content& content, const std::vector<DefId>& ids) {
    std::map<DefId, std::size_t> index;
    for (std::size_t i = 0; i < rows_.size(); ++i) index[rows_[i].id] = i;
    return with_definitions(content, kind, [&](const auto& defs) {
        for (const DefId& id : ids) {
            auto copy = defs.at(id);
            // A number field no row had before (an item given a use.range) is a new column.
            for (const SheetColumn& c : walk(copy, "").found) {
                if (std::none_of(columns_.begin(), columns_.end(),
                                 [&](const SheetColumn& k) { return k.path == c.path; }))
                    return false;
            }
        }
        for (const DefId& id : ids) rows_[index.at(id)] = read_row(id, defs.at(id));
        return true;
    });
}

void SpreadsheetPanel::sort_rows(int column, bool ascending) {
    const auto key_less = [&](const Row& a, const Row& b) {
        if (column >= 3) {
            const auto i = static_cast<std::size_t>(column - 3);
            const int missing = std::numeric_limits<int>::min();
            return a.values[i].value_or(missing) < b.values[i].value_or(missing);
        }
        if (column == 2) return a.name < b.name;
        return a.id < b.id;
    };
    std::stable_sort(rows_.begin(), rows_.end(), [&](const Row& a, const Row& b) {
        return ascending ? key_less(a, b) : key_less(b, a);
    });
}

void SpreadsheetPanel::draw_bulk_bar(ContentDocument& doc,
                                     const std::vector<SheetColumn>& columns) {
    if (columns.empty()) return;
    bulk_column = std::clamp(bulk_column, 0, static_cast<int>(columns.size()) - 1);
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Selected rows (%zu):", selected.size());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(150.0f);
    if (ui::BeginCombo("##bulk column",
                       columns[static_cast<std::size_t>(bulk_column)].path.c_str())) {
        for (std::size_t i = 0; i < columns.size(); ++i) {
            if (ui::Selectable(columns[i].path.c_str(), static_cast<int>(i) == bulk_column))
                bulk_column = static_cast<int>(i);
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(110.0f);
    ui::Combo("##bulk op", &bulk_op, kOpNames, 3);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(80.0f);
    ui::InputFloat("##bulk amount", &bulk_amount, 0.0f, 0.0f, "%g");
    ImGui::SameLine();
    ImGui::BeginDisabled(selected.empty());
    if (ui::Button("Apply")) {
        const std::vector<DefId> ids(selected.begin(), selected.end());
        const std::string& path = columns[static_cast<std::size_t>(bulk_column)].path;
        const int changed = bulk_edit(doc, kind, ids, path, static_cast<BulkOp>(bulk_op),
                                      static_cast<double>(bulk_amount));
        message = changed == 0 ? "Nothing changed."
                               : "Changed " + std::to_string(changed) + " value(s); one undo step.";
    }
    ImGui::EndDisabled();
    if (!message.empty()) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", message.c_str());
    }
}

void SpreadsheetPanel::draw_table(ContentDocument& doc) {
    const int count = static_cast<int>(columns_.size()) + 3;
    const ImGuiTableFlags flags = ImGuiTableFlags_Sortable | ImGuiTableFlags_Borders |
                                  ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollX |
                                  ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit |
                                  ImGuiTableFlags_Resizable;
    // Another column set (Where from) is another table, so each keeps its widths.
    if (!ImGui::BeginTable(where_from ? "sheet where from" : "sheet", count, flags)) return;
    ImGui::TableSetupScrollFreeze(2, 1);
    ImGui::TableSetupColumn("##pick",
                            ImGuiTableColumnFlags_NoSort | ImGuiTableColumnFlags_WidthFixed, 24.0f);
    ImGui::TableSetupColumn("id", ImGuiTableColumnFlags_DefaultSort);
    ImGui::TableSetupColumn("name");
    const float origin_width = where_from ? origin_text_width(doc.saved_content()) : 0.0f;
    for (const SheetColumn& c : columns_) {
        const float width =
            std::max(64.0f + origin_width,
                     ImGui::CalcTextSize(c.path.c_str()).x + 24.0f);  // the header fits
        ImGui::TableSetupColumn(c.path.c_str(), ImGuiTableColumnFlags_WidthFixed, width);
    }
    ImGui::TableHeadersRow();
    if (ImGuiTableSortSpecs* specs = ImGui::TableGetSortSpecs(); specs && specs->SpecsCount > 0) {
        if (specs->SpecsDirty || resort_) {
            const ImGuiTableColumnSortSpecs& s = specs->Specs[0];
            sort_rows(s.ColumnIndex, s.SortDirection != ImGuiSortDirection_Descending);
            specs->SpecsDirty = false;
            resort_ = false;
        }
    }
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(rows_.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i)
            draw_row(doc, rows_[static_cast<std::size_t>(i)]);
    }
    clipper.End();
    ImGui::EndTable();
}

void SpreadsheetPanel::draw_row(ContentDocument& doc, Row& row) {
    const DefId& id = row.id;
    ImGui::PushID(id.c_str());
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    bool picked = selected.count(id) > 0;
    if (ui::Checkbox("##pick", &picked))
        picked ? (void)selected.insert(id) : (void)selected.erase(id);
    if (picked) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, IM_COL32(90, 70, 30, 140));
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(id.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.name.c_str());
    if (where_from && row.origins.empty()) {
        for (const SheetColumn& c : columns_)
            row.origins.push_back(sheet_origin(doc, kind, id, c.path));
    }
    for (std::size_t col = 0; col < columns_.size(); ++col) {
        const SheetColumn& c = columns_[col];
        ImGui::TableNextColumn();
        const std::optional<int> value = row.values[col];
        if (!value) continue;  // this definition has no such field
        const std::string cell = id + "/" + c.path;
        int v = editing_ == cell ? edit_value_ : *value;
        ImGui::PushID(c.path.c_str());
        const SheetOrigin* origin = where_from ? &row.origins[col] : nullptr;
        ImGui::SetNextItemWidth(origin ? 52.0f : -FLT_MIN);
        ui::InputScalar("##cell", ImGuiDataType_S32, &v, nullptr, nullptr, "%d");
        if (ImGui::IsItemActive()) {
            editing_ = cell;
            edit_value_ = v;
        }
        if (ImGui::IsItemDeactivatedAfterEdit()) {
            if (std::clamp(v, c.lo, c.hi) != *value) set_sheet_value(doc, kind, id, c.path, v);
            editing_.clear();
        } else if (ImGui::IsItemDeactivated()) {
            editing_.clear();
        }
        const bool hovered = ImGui::IsItemHovered();
        if (origin) {
            ImGui::SameLine();
            ImGui::TextDisabled("%s", origin->short_form.c_str());
        }
        if (hovered || (origin && ImGui::IsItemHovered())) {
            if (origin)
                ImGui::SetTooltip("%s\nRange %d .. %d", origin->chain.c_str(), c.lo, c.hi);
            else
                ImGui::SetTooltip("%s of %s: %d .. %d", c.path.c_str(), id.c_str(), c.lo, c.hi);
        }
        ImGui::PopID();
    }
    ImGui::PopID();
}

}  // namespace cf
