#include "editor/vault_painter_panel.hpp"

#include <imgui.h>

#include <algorithm>

#include "editor/flow_layout.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/vault_paint.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/content/vault_cells.hpp"
#include "engine/content/vault_legend.hpp"
#include "engine/map/vault_placement.hpp"
#include "engine/rules/vault_stamp.hpp"

namespace cf {

namespace {

// How a glyph of the map looks in the game: its tile's colours, and an entity's glyph
// and colour over them when the legend puts one there.
struct CellLook {
    int glyph = '?';
    Color fg{255, 255, 255};
    Color bg{0, 0, 0};
};

ImU32 colour(Color c, int alpha = 255) { return IM_COL32(c.r, c.g, c.b, alpha); }

CellLook look_of(const Content& c, const VaultLegend& legend, char g) {
    CellLook look;
    const VaultGlyph* entry = legend.find(g);
    const TileDef* tile = entry ? c.tile(legend.tile(*entry)) : nullptr;
    if (!tile) return {g, Color{255, 60, 60}, Color{60, 0, 0}};
    look = {tile->glyph, tile->lit_fg, tile->lit_bg};
    if (!entry->entity.empty()) {
        const DefId& id = entry->entity.front().id;
        if (const ActorDef* a = c.actor(id)) look = {a->glyph, a->color, look.bg};
        if (const ItemDef* i = c.item(id)) look = {i->glyph, i->color, look.bg};
    } else if (entry->monster || entry->item) {
        look = {static_cast<unsigned char>(g), Color{230, 120, 255}, look.bg};  // a pick by depth
    }
    return look;
}

void draw_glyph(ImDrawList* list, void* texture, ImVec2 at, float size, const CellLook& look) {
    list->AddRectFilled(at, ImVec2(at.x + size, at.y + size), colour(look.bg));
    if (texture) {
        const auto code = static_cast<unsigned>(look.glyph) & 255u;
        const unsigned column = code % 16;  // the atlas is 16 glyphs a row
        const unsigned row = code / 16;
        const ImVec2 uv0(static_cast<float>(column) / 16.0f, static_cast<float>(row) / 16.0f);
        list->AddImage(texture, at, ImVec2(at.x + size, at.y + size), uv0,
                       ImVec2(uv0.x + 1.0f / 16.0f, uv0.y + 1.0f / 16.0f), colour(look.fg));
    } else {
        const char text[2] = {static_cast<char>(look.glyph), '\0'};
        list->AddText(ImVec2(at.x + size * 0.25f, at.y), colour(look.fg), text);
    }
}

// "orc", "sword 1 / chainmail 2", "a monster of the depth", "door".
std::string entry_text(const Content& c, const VaultLegend& legend, const VaultGlyph& g) {
    std::string out;
    for (const WeightedId& e : g.entity) {
        if (!out.empty()) out += " / ";
        out += e.id + (g.entity.size() > 1 ? " " + std::to_string(e.weight) : "");
    }
    if (g.monster) out = "a monster of the depth";
    if (g.item) out = "an item of the depth";
    const DefId& tile = legend.tile(g);
    if (out.empty()) return c.tile(tile) ? tile : "'" + tile + "' (no such tile)";
    return out + (tile == c.settings.floor_tile ? "" : " on " + tile);
}

// The largest side Resize makes: bigger than any floor a vault fits in by default (80x45),
// small enough to paint cell by cell.
constexpr int kMaxPaintedSide = 100;

const char* const kTools[] = {"Brush", "Rectangle", "Line", "Fill", "Pick"};
const char* const kNewKinds[] = {"tile", "actor", "item", "monster of the depth",
                                 "item of the depth"};

}  // namespace

void VaultPainterPanel::draw(ContentDocument& doc, const Game& game, void* tileset_texture) {
    draw_choice(doc);
    const VaultDef* v = doc.content().vault(vault);
    if (!v) {
        wrapped_text(doc.content().vaults.empty()
                         ? "No vault yet: make one in the Content editor (Vaults, New)."
                         : "Choose a vault to paint.");
        return;
    }
    draw_tools(doc, *v, game);
    draw_palette(doc, *v, tileset_texture);
    draw_grid(doc, *v, tileset_texture);
    draw_orientations(*v);
    draw_legend_adder(doc, *v);
    if (!message.empty()) wrapped_text(message);
}

void VaultPainterPanel::draw_choice(const ContentDocument& doc) {
    ImGui::SetNextItemWidth(200);
    if (ui::BeginCombo("##vault", vault.empty() ? "vault" : vault.c_str())) {
        for (const auto& [id, def] : doc.content().vaults) {
            if (ui::Selectable(id.c_str(), id == vault)) {
                vault = id;
                width_ = height_ = 0;
            }
        }
        ImGui::EndCombo();
    }
}

void VaultPainterPanel::draw_tools(ContentDocument& doc, const VaultDef& v, const Game& game) {
    ImGui::SameLine();
    const bool live = game.content().vault(v.id) != nullptr;
    ImGui::BeginDisabled(!live);
    if (ui::Button(placing_ ? "Click the map...##place" : "Place here")) {
        placing_ = !placing_;
        message = placing_ ? "Click the map where the vault's centre goes." : "";
    }
    ImGui::EndDisabled();
    if (!live && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("The game does not run this vault yet: apply the content first");
    for (int i = 0; i < 5; ++i) {
        if (i > 0) same_line_if_fits(ImGui::CalcTextSize(kTools[i]).x + 30);
        if (ui::RadioButton(kTools[i], static_cast<int>(tool) == i)) tool = static_cast<Tool>(i);
    }
    const int w = v.map.empty() ? 0 : static_cast<int>(v.map.front().size());
    const int h = static_cast<int>(v.map.size());
    if (width_ <= 0 || height_ <= 0) {
        width_ = std::max(1, w);
        height_ = std::max(1, h);
    }
    ImGui::SetNextItemWidth(90);
    ui::InputInt("wide", &width_);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(90);
    ui::InputInt("high", &height_);
    width_ = std::clamp(width_, 1, kMaxPaintedSide);
    height_ = std::clamp(height_, 1, kMaxPaintedSide);
    ImGui::SameLine();
    ImGui::BeginDisabled(width_ == w && height_ == h);
    if (ui::Button("Resize"))
        write_rows(doc, resized(v.map, width_, height_),
                   "Resize vault '" + v.id + "' to " + std::to_string(width_) + "x" +
                       std::to_string(height_),
                   false);
    ImGui::EndDisabled();
}

void VaultPainterPanel::draw_palette(ContentDocument& doc, const VaultDef& v, void* texture) {
    const Content& c = doc.content();
    const VaultLegend legend(v.legend, c.settings);
    std::string glyphs = "#.>";
    for (const VaultGlyph& g : v.legend) {
        if (glyphs.find(static_cast<char>(g.glyph)) == std::string::npos)
            glyphs += static_cast<char>(g.glyph);
    }
    const float size = ImGui::GetFrameHeight();
    for (std::size_t i = 0; i < glyphs.size(); ++i) {
        const char g = glyphs[i];
        const VaultGlyph* entry = legend.find(g);
        const std::string label =
            std::string(1, g) + "  " + (entry ? entry_text(c, legend, *entry) : std::string("?"));
        const float width = ImGui::CalcTextSize(label.c_str()).x + size + 16;
        if (i > 0) same_line_if_fits(width);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        draw_glyph(ImGui::GetWindowDrawList(), texture, at, size, look_of(c, legend, g));
        ImGui::SetCursorScreenPos(ImVec2(at.x + size + 4, at.y));
        if (ui::Selectable(label.c_str(), ink == g, 0, ImVec2(width - size - 4, size))) ink = g;
    }
}

void VaultPainterPanel::draw_grid(ContentDocument& doc, const VaultDef& v, void* texture) {
    const Content& c = doc.content();
    const VaultLegend legend(v.legend, c.settings);
    const int w = v.map.empty() ? 0 : static_cast<int>(v.map.front().size());
    const int h = static_cast<int>(v.map.size());
    const VaultCells checked = vault_cells(c, v, v.map);
    if (checked.troubles.empty()) {
        ImGui::TextColored(ImVec4(0.5f, 0.9f, 0.5f, 1.0f), "Sound: %zu entrance(s)",
                           static_cast<std::size_t>(std::count_if(
                               checked.notes.begin(), checked.notes.end(), [](const auto& n) {
                                   return n.kind == VaultCellNote::Kind::entrance;
                               })));
    }
    for (const std::string& t : checked.troubles)
        ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.35f, 1.0f), "%s", t.c_str());
    if (w == 0 || checked.ragged) return;
    // Cells as large as fit the panel's width, between a glyph's readable size and 24 px.
    const float cell = std::clamp(ImGui::GetContentRegionAvail().x / static_cast<float>(w), 8.0f,
                                  24.0f * ImGui::GetFontSize() / 13.0f);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ui::InvisibleButton("##grid",
                        ImVec2(cell * static_cast<float>(w), cell * static_cast<float>(h)));
    const bool hovered = ImGui::IsItemHovered();
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const Point at{static_cast<int>((mouse.x - origin.x) / cell),
                   static_cast<int>((mouse.y - origin.y) / cell)};
    const bool on_grid = at.x >= 0 && at.y >= 0 && at.x < w && at.y < h && mouse.x >= origin.x &&
                         mouse.y >= origin.y;
    // What the stroke under way would paint, previewed before it is written.
    std::vector<Point> preview;
    if (stroke_start_ && on_grid)
        preview = tool == Tool::rectangle ? rectangle_cells(*stroke_start_, at)
                                          : line_cells(*stroke_start_, at);
    ImDrawList* list = ImGui::GetWindowDrawList();
    // Only the cells in sight are drawn: a large map scrolled in the window stays within
    // what one draw list may hold (ImGui's 16-bit indices).
    const ImVec2 lo = list->GetClipRectMin();
    const ImVec2 hi = list->GetClipRectMax();
    const int x0 = std::clamp(static_cast<int>((lo.x - origin.x) / cell), 0, w);
    const int x1 = std::clamp(static_cast<int>((hi.x - origin.x) / cell) + 1, 0, w);
    const int y0 = std::clamp(static_cast<int>((lo.y - origin.y) / cell), 0, h);
    const int y1 = std::clamp(static_cast<int>((hi.y - origin.y) / cell) + 1, 0, h);
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            const bool previewed =
                std::find(preview.begin(), preview.end(), Point{x, y}) != preview.end();
            const char g =
                previewed ? ink : v.map[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            draw_glyph(list, texture,
                       ImVec2(origin.x + static_cast<float>(x) * cell,
                              origin.y + static_cast<float>(y) * cell),
                       cell, look_of(c, legend, g));
        }
    }
    for (const VaultCellNote& n : checked.notes) {
        if (n.x < x0 || n.x >= x1 || n.y < y0 || n.y >= y1) continue;
        const ImVec2 a(origin.x + static_cast<float>(n.x) * cell,
                       origin.y + static_cast<float>(n.y) * cell);
        const ImVec2 b(a.x + cell - 1, a.y + cell - 1);
        if (n.kind == VaultCellNote::Kind::entrance)
            list->AddRect(a, b, IM_COL32(90, 220, 110, 255), 0.0f, 0, 2.0f);
        else if (n.kind == VaultCellNote::Kind::unreachable)
            list->AddRect(a, b, IM_COL32(255, 170, 40, 255), 0.0f, 0, 2.0f);
        else
            list->AddRect(a, b, IM_COL32(255, 50, 50, 255), 0.0f, 0, 2.0f);
    }
    if (hovered && on_grid) {
        const ImVec2 a(origin.x + static_cast<float>(at.x) * cell,
                       origin.y + static_cast<float>(at.y) * cell);
        list->AddRect(a, ImVec2(a.x + cell, a.y + cell), IM_COL32(255, 255, 255, 200));
        ImGui::SetTooltip("%d, %d: '%c'", at.x, at.y,
                          v.map[static_cast<std::size_t>(at.y)][static_cast<std::size_t>(at.x)]);
    }
    const std::string name = "vault '" + v.id + "'";
    if (ImGui::IsItemActivated() && on_grid) {
        if (tool == Tool::pick) {
            ink = v.map[static_cast<std::size_t>(at.y)][static_cast<std::size_t>(at.x)];
        } else if (tool == Tool::fill) {
            write_rows(doc, painted(v.map, fill_cells(v.map, at), ink), "Fill in " + name, false);
        } else if (tool == Tool::brush) {
            stroking_ = true;
            ++strokes_;
        } else {
            stroke_start_ = at;
        }
    }
    if (stroking_ && ImGui::IsItemActive() && on_grid &&
        v.map[static_cast<std::size_t>(at.y)][static_cast<std::size_t>(at.x)] != ink)
        write_rows(doc, painted(v.map, {at}, ink), "Paint " + name, true);
    if (ImGui::IsItemDeactivated()) {
        if (stroke_start_ && !preview.empty())
            write_rows(doc, painted(v.map, preview, ink),
                       (tool == Tool::rectangle ? "Rectangle in " : "Line in ") + name, false);
        if (stroking_) doc.end_merge();
        stroking_ = false;
        stroke_start_.reset();
    }
}

void VaultPainterPanel::draw_orientations(const VaultDef& v) {
    const std::vector<int> allowed = allowed_orientations(v.orient);
    ImGui::TextUnformatted("Orientations (Place here uses the one chosen):");
    const int w = v.map.empty() ? 0 : static_cast<int>(v.map.front().size());
    const int h = static_cast<int>(v.map.size());
    const float dot = std::clamp(60.0f / static_cast<float>(std::max({w, h, 1})), 1.0f, 4.0f);
    const float box = dot * static_cast<float>(std::max(w, h)) + 6;
    for (const int o : allowed) {
        if (o != allowed.front()) same_line_if_fits(box);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        ImGui::PushID(o);
        if (ui::InvisibleButton("##orientation", ImVec2(box, box))) orientation = o;
        ImGui::PopID();
        ImDrawList* list = ImGui::GetWindowDrawList();
        list->AddRect(at, ImVec2(at.x + box, at.y + box),
                      o == orientation ? IM_COL32(255, 220, 90, 255) : IM_COL32(90, 90, 90, 255));
        const std::vector<std::string> rows = oriented_rows(v.map, o);
        // A big map is drawn one cell in `step` each way: a preview shows its shape.
        const std::size_t step = static_cast<std::size_t>(std::max({w, h, 30})) / 30;
        for (std::size_t y = 0; y < rows.size(); y += step) {
            for (std::size_t x = 0; x < rows[y].size(); x += step) {
                const char g = rows[y][x];
                const ImU32 c =
                    g == '#' ? IM_COL32(120, 100, 80, 255)
                             : (g == '.' ? IM_COL32(50, 50, 50, 255) : IM_COL32(230, 200, 90, 255));
                const ImVec2 a(at.x + 3 + static_cast<float>(x) * dot,
                               at.y + 3 + static_cast<float>(y) * dot);
                const float size = dot * static_cast<float>(step);
                list->AddRectFilled(a, ImVec2(a.x + size, a.y + size), c);
            }
        }
    }
    if (std::find(allowed.begin(), allowed.end(), orientation) == allowed.end())
        orientation = allowed.front();
}

void VaultPainterPanel::draw_legend_adder(ContentDocument& doc, const VaultDef& v) {
    const Content& c = doc.content();
    ImGui::TextUnformatted("Add to the legend:");
    ImGui::SetNextItemWidth(30);
    ui::InputText("##new glyph", new_glyph_, sizeof new_glyph_);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(150);
    ui::Combo("##new kind", &new_kind_, kNewKinds, 5);
    std::vector<std::string> ids;
    if (new_kind_ == 0)
        for (const auto& [id, t] : c.tiles) ids.push_back(id);
    if (new_kind_ == 1)
        for (const auto& [id, a] : c.actors)
            if (id != c.settings.player) ids.push_back(id);
    if (new_kind_ == 2)
        for (const auto& [id, i] : c.items) ids.push_back(id);
    if (!ids.empty()) {
        same_line_if_fits(150);
        ImGui::SetNextItemWidth(150);
        if (ui::BeginCombo("##new id", new_id_.empty() ? "choose" : new_id_.c_str())) {
            for (const std::string& id : ids)
                if (ui::Selectable(id.c_str(), id == new_id_)) new_id_ = id;
            ImGui::EndCombo();
        }
    }
    const char g = new_glyph_[0];
    const bool named = ids.empty() || std::find(ids.begin(), ids.end(), new_id_) != ids.end();
    const bool reserved = g == '#' || g == '.' || g == '>';
    same_line_if_fits(60);
    ImGui::BeginDisabled(g <= ' ' || g > '~' || reserved || !named);
    if (ui::Button("Add")) {
        const int kind = new_kind_;
        const DefId id = new_id_;
        doc.edit("Add '" + std::string(1, g) + "' to vault '" + v.id + "'", "",
                 [&](Content& content) {
                     VaultDef& d = content.vaults.at(v.id);
                     auto it = std::find_if(d.legend.begin(), d.legend.end(),
                                            [&](const VaultGlyph& e) { return e.glyph == g; });
                     if (it == d.legend.end()) {
                         d.legend.push_back(VaultGlyph{g, "", {}, false, false});
                         it = d.legend.end() - 1;
                     }
                     if (kind == 0) it->tile = id;
                     // A second actor or item on a glyph makes a weighted choice.
                     if (kind == 1 || kind == 2) it->entity.push_back(WeightedId{id, 1});
                     it->monster = kind == 3;
                     it->item = kind == 4;
                 });
        ink = g;
        message = "'" + std::string(1, g) + "' now stands for " +
                  (kind >= 3 ? std::string(kNewKinds[kind]) : id) + ".";
    }
    ImGui::EndDisabled();
    if (reserved && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("'#', '.' and '>' are the settings' wall, floor and stairs");
}

void VaultPainterPanel::write_rows(ContentDocument& doc, const std::vector<std::string>& rows,
                                   const std::string& what, bool merge) {
    const DefId id = vault;
    doc.edit(what, merge ? "paint " + id + " " + std::to_string(strokes_) : "",
             [&](Content& content) { content.vaults.at(id).map = rows; });
    width_ = height_ = 0;  // the size fields follow the map
}

void VaultPainterPanel::on_map_click(const Game& game, EditRequests& requests, Point cell) {
    placing_ = false;
    const VaultDef* v = game.content().vault(vault);
    if (!v) {
        message = "The game does not run vault '" + vault + "' yet: apply the content first.";
        return;
    }
    const auto seed = static_cast<std::uint64_t>(game.world().turn) * 1000003u +
                      static_cast<std::uint64_t>(cell.y * 1000 + cell.x);
    const StampPlan plan = plan_stamp(game.world(), game.content(), *v, cell, orientation, seed);
    if (!plan.refused.empty()) {
        message = "Not placed: " + plan.refused + ".";
        return;
    }
    const std::string label =
        "place vault " + v->id + " at " + std::to_string(cell.x) + "," + std::to_string(cell.y);
    requests.edit_world(label, plan.edit, [this, label](const EventResult& r) {
        message =
            r.applied ? "Placed: " + label + " (Ctrl+Z takes it back)." : "Not placed: " + r.error;
    });
}

}  // namespace cf
