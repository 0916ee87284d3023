#pragma once
// Shared helpers for the editor panel tests: a headless Dear ImGui context
// (tests/support/headless_imgui.hpp),
// scripted field widgets, and the bundled content.

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <filesystem>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "editor/content_document.hpp"
#include "editor/editor_session.hpp"
#include "editor/field_editor.hpp"
#include "engine/content/content_loader.hpp"
#include "tests/support/headless_imgui.hpp"
#include "tests/support/test_paths.hpp"

namespace cf::test {

inline ContentPtr load_default_content() {
    ContentLoad load = load_content(fixture_content_dir());
    EXPECT_TRUE(load.problems.empty()) << to_string(load.problems);
    return load.content;
}

// One ImGui context for the test's lifetime; frame() runs one frame with `draw` inside
// a fixed, untitled window at the top-left corner.
class HeadlessImGui : public HeadlessImGuiContext {
  public:
    HeadlessImGui() : HeadlessImGuiContext(ImVec2(1280.0f, 720.0f)) {}

    template <class F>
    void frame(F&& draw) {
        begin_frame("Test", ImVec2(900.0f, 700.0f),
                    ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
                        ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings);
        const int windows = GImGui->CurrentWindowStack.Size;
        const int ids = GImGui->CurrentWindow->IDStack.Size;
        const int colors = GImGui->ColorStack.Size;
        const int style_vars = GImGui->StyleVarStack.Size;
        if (capture_) start_capture();
        draw();
        if (capture_) finish_capture();
        // A panel must leave the window, ID and style stacks as it found them.
        EXPECT_EQ(GImGui->CurrentWindowStack.Size, windows);
        EXPECT_EQ(GImGui->CurrentWindow->IDStack.Size, ids);
        EXPECT_EQ(GImGui->ColorStack.Size, colors);
        EXPECT_EQ(GImGui->StyleVarStack.Size, style_vars);
        expect_tables_declare_every_column();
        end_frame();
    }
    // The text one frame of `draw` shows, as ImGui's log writes it (a line per row of
    // items, a table's cells between '|'). ImGui stops its log where a window other than
    // a child ends: a tooltip's text is the last shown.
    template <class F>
    std::string shown_text(F&& draw) {
        capture_ = true;
        frame(draw);
        capture_ = false;
        return shown_;
    }
    // Mouse state for the next frame.
    void mouse(float x, float y, bool down) {
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = ImVec2(x, y);
        io.MouseDown[0] = down;
    }
    // Where the item labelled `label` (as passed to ImGui, "###" ids included) of the
    // test window is drawn: the mouse is moved over the window row by row until that item
    // is the one hovered. nullopt when no point of the window hovers it.
    template <class F>
    std::optional<ImVec2> find(const char* label, F&& draw) {
        frame(draw);
        const ImGuiWindow* window = ImGui::FindWindowByName("Test");
        if (!window) return std::nullopt;
        const ImGuiID id = ImHashStr(label, 0, window->IDStack.back());
        for (float y = 4.0f; y < 700.0f; y += 5.0f) {
            for (float x = 4.0f; x < 900.0f; x += 8.0f) {
                mouse(x, y, false);
                frame(draw);
                if (GImGui->HoveredId == id) return ImVec2(x, y);
            }
        }
        return std::nullopt;
    }
    // A table that names its columns names every one: a column declared in BeginTable
    // but never set up is an empty column with no header.
    static void expect_tables_declare_every_column() {
        ImGuiContext& g = *GImGui;
        for (int n = 0; n < g.Tables.GetMapSize(); ++n) {
            const ImGuiTable* table = g.Tables.TryGetMapData(n);
            if (!table || table->LastFrameActive != g.FrameCount || table->DeclColumnsCount == 0)
                continue;
            EXPECT_EQ(table->DeclColumnsCount, table->ColumnsCount)
                << "a table sets up " << int{table->DeclColumnsCount} << " of its "
                << table->ColumnsCount << " columns";
        }
    }
    // A left click at (x, y): hover (twice: a window is hoverable from its second frame),
    // press, release.
    template <class F>
    void click(float x, float y, F&& draw) {
        for (bool down : {false, false, true, false}) {
            mouse(x, y, down);
            frame(draw);
        }
    }

  private:
    // ImGui's log to the clipboard hands its text over at every LogFinish (at the end of
    // a tooltip's window as well as here), where the log to a buffer would drop it.
    void start_capture() {
        shown_.clear();
        ImGuiIO& io = ImGui::GetIO();
        io.SetClipboardTextFn = [](void* user, const char* text) {
            static_cast<std::string*>(user)->append(text);
        };
        io.ClipboardUserData = &shown_;
        ImGui::LogToClipboard(0);  // 0: the log opens no tree node
    }
    void finish_capture() {
        if (GImGui->LogEnabled) ImGui::LogFinish();
        ImGui::GetIO().SetClipboardTextFn = nullptr;
        ImGui::GetIO().ClipboardUserData = nullptr;
    }

    bool capture_ = false;
    std::string shown_;
};

// Field widgets that change exactly the fields a test asks for, by path
// ("fighter/power", "consumable/Remove"), and report what they were offered.
struct ScriptedWidgets {
    std::map<std::string, int> numbers;
    std::map<std::string, bool> flags;
    std::map<std::string, int> choices;  // index into the names
    std::map<std::string, DefId> references;
    std::map<std::string, std::string> texts;
    std::set<std::string> buttons;                      // pressed once
    bool finish = false;                                // every widget reports "let go"
    std::map<std::string, std::vector<DefId>> offered;  // ids each reference combo listed
    std::vector<std::string> groups;                    // every group's label, in order
    std::vector<std::string> path;
    std::set<std::string> shown_mixed;  // fields drawn "(mixed)" (edited together, differing)
    bool mixed_now = false;

    std::map<std::string, std::string> warnings;  // what warn() said, by the field before it
    std::string last_field;

    void warn(const std::string& text) { warnings[last_field] = text; }
    void mixed(bool on) { mixed_now = on; }
    void mixed_group(const char* label) { shown_mixed.insert(at(label)); }
    std::string at(const char* label) const {
        std::string out;
        for (const std::string& part : path) out += part + "/";
        return out + label;
    }
    template <class T>
    WidgetResult apply(std::map<std::string, T>& script, const char* label, T& value) {
        if (mixed_now) shown_mixed.insert(at(label));
        last_field = at(label);
        auto it = script.find(at(label));
        if (it == script.end()) return {false, finish};
        value = it->second;
        script.erase(it);
        return {true, finish};
    }
    WidgetResult text(const char* label, std::string& v) { return apply(texts, label, v); }
    WidgetResult number(const char* label, int& v, int, int) { return apply(numbers, label, v); }
    WidgetResult flag(const char* label, bool& v) { return apply(flags, label, v); }
    WidgetResult color(const char*, Color&) { return {false, finish}; }
    WidgetResult glyph(const char* label, int& v) { return apply(numbers, label, v); }
    WidgetResult choice(const char* label, int& index, const std::string_view*, std::size_t) {
        return apply(choices, label, index);
    }
    WidgetResult reference(const char* label, DefId& v, const std::vector<DefId>& ids) {
        offered[at(label)] = ids;
        return apply(references, label, v);
    }
    bool button(const char* label) { return buttons.erase(at(label)) > 0; }
    // A group is named in paths as ImGui identifies it: by the part after "###" when there
    // is one ("1. Shoot###abilities[0]" is "abilities[0]"); `groups` keeps what is shown.
    bool begin_group(const char* label) {
        groups.emplace_back(label);
        const std::string_view text(label);
        const std::size_t id = text.rfind("###");
        path.emplace_back(id == std::string_view::npos ? text : text.substr(id + 3));
        return true;
    }
    void end_group() { path.pop_back(); }
    void same_line() {}
    void push_id(int id) { path.push_back(std::to_string(id)); }
    void pop_id() { path.pop_back(); }
};

// A fresh copy of the bundled content directory, removed afterwards.
class ContentCopy {
  public:
    ContentCopy() {
        namespace fs = std::filesystem;
        std::random_device random;
        path_ = fs::temp_directory_path() / ("cf-editor-test-" + std::to_string(random()));
        fs::create_directories(path_);
        for (const auto& entry : fs::directory_iterator(fixture_content_dir())) {
            if (entry.is_regular_file())
                fs::copy_file(entry.path(), path_ / entry.path().filename());
        }
    }
    ~ContentCopy() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    ContentCopy(const ContentCopy&) = delete;
    ContentCopy& operator=(const ContentCopy&) = delete;

    std::string path() const { return path_.string(); }

  private:
    std::filesystem::path path_;
};

// A running game on the bundled content, the document editing that content, and the
// session joining them: what every test of an editor edit starts from.
class EditingFixture : public ::testing::Test {
  protected:
    explicit EditingFixture(std::uint64_t seed) : game(Game::new_game(loaded, seed)) {
        session.game_replaced(doc);
    }

    ContentPtr loaded = load_default_content();
    ContentDocument doc{loaded};
    Game game;
    EditorSession session;
};

}  // namespace cf::test
