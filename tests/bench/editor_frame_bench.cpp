// The editor's frame cost at scale (issue 21): the Files tree, the Content editor's
// definition list with a search, and the Spreadsheet, each drawn into a headless Dear
// ImGui context (no window, no renderer: a display size and a built font atlas are
// enough for NewFrame / Render) over the generated pack of 5,000 definitions in 201
// files, two layers (tests/support/content_pack.hpp). Goal: under 16 ms a frame each.
// A frame here is the panel's whole ImGui work, Render included, not the GPU's.
// The whole editor's frame (issue 36) over the same pack: every panel in the place the
// layout gives it at 1920x1080, the definition list scrolled and a definition open, and
// the update after; goal: under 8 ms of CPU a frame.

#include <benchmark/benchmark.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <chrono>
#include <functional>
#include <optional>
#include <string_view>

#include "app/editor_panel_rects.hpp"

#include "editor/content_document.hpp"
#include "editor/content_editor_panel.hpp"
#include "editor/editor.hpp"
#include "editor/files_panel.hpp"
#include "editor/spreadsheet_panel.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/core/scratch_dir.hpp"
#include "tests/support/content_pack.hpp"
#include "tests/support/headless_imgui.hpp"

namespace cf::bench {
namespace {

// The pack, loaded, as the editor's document.
struct EditorPack {
    ScratchDir dir{"cf_editor_frame_bench"};
    test::ContentPack pack;
    ContentPtr content;

    EditorPack() {
        pack = test::write_content_pack(dir.path(), default_content_directory());
        content = load_content_layers(pack.layers).content;
    }
    // The directory the content was read from, as the editor is given it: the top layer.
    const std::string& layers_root() const { return pack.layers.back(); }
};

// A headless ImGui context at 1920x1080; frame() draws one frame with `draw` inside a
// panel-sized window, as the editor layout gives one.
class HeadlessFrames : public test::HeadlessImGuiContext {
  public:
    HeadlessFrames() : HeadlessImGuiContext(ImVec2(1920.0f, 1080.0f)) {}

    template <class F>
    void frame(const ImVec2& size, F&& draw) {
        begin_frame("Panel", size, ImGuiWindowFlags_NoSavedSettings);
        draw();
        end_frame();
    }
    // One frame of windows the caller opens in `draw`.
    template <class F>
    static void windows(F&& draw) {
        ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
        ImGui::NewFrame();
        draw();
        ImGui::Render();
    }
    // The vertices the frame drew: what it cost the renderer, and proof it drew.
    static int vertices() { return ImGui::GetDrawData()->TotalVtxCount; }
};

// Panel sizes as the layout gives them at 1920x1080: the Files window and the Content
// editor tall and narrow, the Spreadsheet over the viewport's lower part.
const ImVec2 kFilesSize(430.0f, 1000.0f);
const ImVec2 kContentSize(557.0f, 626.0f);
const ImVec2 kSheetSize(954.0f, 460.0f);

double ms_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

// `draw` once untimed (what reading the document costs comes first: reported as
// first_frame_ms), then one frame per iteration.
template <class F>
void frames(benchmark::State& state, const ImVec2& size, F&& draw) {
    HeadlessFrames imgui;
    const auto start = std::chrono::steady_clock::now();
    imgui.frame(size, draw);
    imgui.frame(size, draw);  // a window draws its contents from its second frame
    state.counters["first_frames_ms"] = ms_since(start);
    int vertices = 0;
    for (auto _ : state) {
        imgui.frame(size, draw);
        vertices = HeadlessFrames::vertices();
    }
    state.counters["vertices"] = vertices;
}

// The frame after an edit of one definition (a power set, in turn, to two values; the
// edit itself is not timed): what a panel pays to follow the document.
template <class F>
void frames_after_edits(benchmark::State& state, const ImVec2& size, ContentDocument& doc,
                        F&& draw) {
    HeadlessFrames imgui;
    imgui.frame(size, draw);
    imgui.frame(size, draw);
    int edits = 0;
    for (auto _ : state) {
        state.PauseTiming();
        set_sheet_value(doc, DefKind::actor, "fam0_c0_2", "fighter.power", 20 + ++edits % 2);
        state.ResumeTiming();
        imgui.frame(size, draw);
    }
    state.counters["vertices"] = HeadlessFrames::vertices();
}

// Registers `fn` under `name`, timed in milliseconds like every editor frame here.
#define CF_EDITOR_BENCHMARK(fn, name) BENCHMARK(fn)->Name(name)->Unit(benchmark::kMillisecond)

// The pack open in a document, drawn in the Files panel, which opens definitions in the
// Content editor.
struct FilesTree {
    const EditorPack pack;
    ContentDocument doc{pack.content};
    FilesPanel files;
    ContentEditorPanel editor;

    void draw() { files.draw(doc, editor); }
    double shown_rows() { return static_cast<double>(files.shown_rows(doc).size()); }
};

void BM_FilesTreeExpanded(benchmark::State& state) {
    FilesTree tree;
    frames(state, kFilesSize, [&] { tree.draw(); });
    state.counters["rows"] = tree.shown_rows();
}
CF_EDITOR_BENCHMARK(BM_FilesTreeExpanded, "editor/files_tree_5000/cryptforge");

void BM_FilesTreeAfterEdit(benchmark::State& state) {
    FilesTree tree;
    frames_after_edits(state, kFilesSize, tree.doc, [&] { tree.draw(); });
}
CF_EDITOR_BENCHMARK(BM_FilesTreeAfterEdit, "editor/files_tree_edit_5000/cryptforge");

// A search typed anew every frame (two queries in turn), so each frame filters all
// 5,000 definitions by their effective values.
void BM_FilesTreeSearch(benchmark::State& state) {
    FilesTree tree;
    int typed = 0;
    frames(state, kFilesSize, [&] {
        tree.files.search = ++typed % 2 ? "power 9" : "power 7";
        tree.draw();
    });
    state.counters["rows"] = tree.shown_rows();
}
CF_EDITOR_BENCHMARK(BM_FilesTreeSearch, "editor/files_search_5000/cryptforge");

// The Content editor as a designer uses it: 2,500 actors listed, filtered by a search,
// one of them open with its fields.
void BM_DefinitionListSearch(benchmark::State& state) {
    const EditorPack pack;
    ContentDocument doc(pack.content);
    ContentEditorPanel editor;
    editor.select(DefKind::actor, "fam0_c0_3");
    editor.search = "rank 3";
    const EditorContext ctx;
    frames(state, kContentSize, [&] { editor.draw(doc, ctx); });
}
CF_EDITOR_BENCHMARK(BM_DefinitionListSearch, "editor/definition_list_5000/cryptforge");

void spreadsheet(benchmark::State& state, bool where_from) {
    const EditorPack pack;
    ContentDocument doc(pack.content);
    SpreadsheetPanel sheet;
    sheet.where_from = where_from;
    frames(state, kSheetSize, [&] { sheet.draw(doc); });
}
void BM_Spreadsheet(benchmark::State& state) { spreadsheet(state, false); }
void BM_SpreadsheetAfterEdit(benchmark::State& state) {
    const EditorPack pack;
    ContentDocument doc(pack.content);
    SpreadsheetPanel sheet;
    sheet.where_from = true;
    frames_after_edits(state, kSheetSize, doc, [&] { sheet.draw(doc); });
}
CF_EDITOR_BENCHMARK(BM_SpreadsheetAfterEdit, "editor/spreadsheet_edit_5000/cryptforge");
CF_EDITOR_BENCHMARK(BM_Spreadsheet, "editor/spreadsheet_5000/cryptforge");
void BM_SpreadsheetWhereFrom(benchmark::State& state) { spreadsheet(state, true); }
CF_EDITOR_BENCHMARK(BM_SpreadsheetWhereFrom, "editor/spreadsheet_where_from_5000/cryptforge");

// The whole editor over the pack, with a game of it, drawn as the app's layout places its
// panels at 1920x1080 (the viewport's map is the renderer's, not the editor's, and is left
// out), then updated: one frame of the editor as the app runs it.
struct WholeEditor {
    const EditorPack pack;
    std::optional<Game> game{Game::new_game(pack.content, 3)};
    Editor editor{pack.content, pack.layers_root()};
    EditorPanelRects rects = editor_panel_rects(1920.0f, 1080.0f);
    ContentStatus status{};

    WholeEditor() {
        editor.game_started(*game);
        editor.panels().content_editor.select(DefKind::actor, "fam90_c2_3");
    }

    void panel(EditorPanel which, const char* title, const std::function<void()>& fill) const {
        const Box& r = rects[which];
        ImGui::SetNextWindowPos(ImVec2(r.x, r.y));
        ImGui::SetNextWindowSize(ImVec2(r.w, r.h));
        ImGui::Begin(title, nullptr, ImGuiWindowFlags_NoSavedSettings);
        fill();
        ImGui::End();
    }

    void frame() {
        HeadlessFrames::windows([&] {
            editor.begin_frame(*game);
            status = editor.status();
            panel(EditorPanel::timeline, "Timeline", [&] { editor.draw_timeline(); });
            panel(EditorPanel::content, "Content", [&] { editor.draw_content(nullptr, status); });
            panel(EditorPanel::problems, "Problems", [&] { editor.draw_problems(status); });
            panel(EditorPanel::inspector, "Inspector", [&] { editor.draw_inspector(); });
            panel(EditorPanel::overlays, "Overlays", [&] { editor.draw_overlays(); });
            panel(EditorPanel::performance, "Performance",
                  [&] { editor.draw_performance(status); });
            const Box& f = rects.floating;
            const FloatingPlace place{f.x, f.y, f.w, f.h};
            editor.draw_floating(place, place);
        });
        editor.update(game, false);
    }
};

// The definition list's child window, scrolled to the middle of its rows; its scroll
// (0 when it found no list to scroll).
float scroll_definition_list() {
    for (ImGuiWindow* window : GImGui->Windows) {
        const std::string_view name = window->Name;
        if (name.rfind("Content/definitions_", 0) != 0 || window->ScrollMax.y <= 0.0f) continue;
        ImGui::SetScrollY(window, window->ScrollMax.y * 0.5f);
        return window->ScrollMax.y * 0.5f;
    }
    return 0.0f;
}

void BM_WholeEditorFrame(benchmark::State& state) {
    WholeEditor whole;
    HeadlessFrames imgui;
    whole.frame();
    whole.frame();  // a window draws its contents from its second frame
    const float scroll = scroll_definition_list();
    if (scroll <= 0.0f) {
        state.SkipWithError("no definition list to scroll");
        return;
    }
    whole.frame();
    for (auto _ : state) whole.frame();
    state.counters["list_scroll_px"] = scroll;
    state.counters["vertices"] = HeadlessFrames::vertices();
    state.counters["definitions"] = static_cast<double>(whole.pack.pack.definitions);
}
CF_EDITOR_BENCHMARK(BM_WholeEditorFrame, "editor/whole_editor_frame_5000/cryptforge");

}  // namespace
}  // namespace cf::bench
