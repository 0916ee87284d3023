#pragma once
// The program's own API hosts. SessionHost: the game of a GameSession (commands autosave
// on the stairs and write the morgue on death, as keys do); `--headless --api` runs on it.
// WindowHost: the same with the editor, whose doors the API then uses: world edits and
// content puts are steps of the editor's one undo history (Ctrl+Z undoes them), the
// timeline is the Timeline panel's, and screenshots are taken of the next frame drawn.

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/api/game_host.hpp"
#include "app/platform/window.hpp"
#include "app/screens/editor_screen.hpp"
#include "app/screens/game_session.hpp"
#include "editor/ui_widgets.hpp"

namespace cf::api {

class SessionHost : public GameHost {
  public:
    explicit SessionHost(GameSession& session) : GameHost(session.game_slot()), session_(session) {}
    bool submit(const Command& command) override { return session_.submit(command); }

  protected:
    GameSession& session_;
};

class WindowHost : public SessionHost {
  public:
    WindowHost(GameSession& session, EditorScreen& screen)
        : SessionHost(session), screen_(screen) {}

    std::string mode() const override { return "window"; }
    const Game* shown() override;
    EventResult edit_world(const std::string& label, const WorldEdit& edit) override;
    ContentOutcome revise_content(const std::string& label, ContentPtr next) override;
    SaveAnswer save_content(std::optional<ConflictChoice> choice) override;
    std::string undo() override { return history_move(true); }
    std::string redo() override { return history_move(false); }
    const Timeline* timeline() override;
    std::optional<std::size_t> shown_events() const override;
    void seek(std::size_t events) override;
    void present() override;
    std::string fork() override;
    const BranchList& branches() const override;
    bool request_screenshot(const PendingReply& reply, std::string& why) override;

    bool ui_widgets(std::vector<UiWidget>& out, std::string& why) override;
    std::vector<UiWindow> ui_windows() override;
    bool ui_act(const UiAction& action, const PendingReply& reply, std::string& why) override;
    // The window whose input ui.click and ui.type make, and the widgets it drew; until
    // then the ui methods say the window is not open yet.
    void attach(Window& window, ui::WidgetRegistry& widgets) {
        window_ = &window;
        widgets_ = &widgets;
    }
    // After a frame was drawn: the answer of the ui action whose last made frame it was.
    std::optional<std::pair<PendingReply, Json>> finished_ui();
    bool ui_pending() const { return ui_reply_.has_value(); }

    // Screenshots asked for since the last call, to be taken of the frame just drawn.
    std::vector<PendingReply> take_screenshot_requests() { return std::exchange(screenshots_, {}); }
    bool screenshots_pending() const { return !screenshots_.empty(); }

  private:
    Editor& editor();
    std::string history_move(bool undo);

    EditorScreen& screen_;
    std::vector<PendingReply> screenshots_;
    Window* window_ = nullptr;
    ui::WidgetRegistry* widgets_ = nullptr;
    std::optional<PendingReply> ui_reply_;  // the ui action under way
    std::string ui_path_;                   // its widget
    int puts_ = 0;  // each put its own undo step (never merged with the last)
};

// The PNG bytes as base64 (for the screenshot's answer).
std::string base64(const std::string& bytes);

}  // namespace cf::api
