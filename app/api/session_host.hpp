#pragma once
// The program's own API hosts. SessionHost: the game of a GameSession (commands autosave
// on the stairs and write the morgue on death, as keys do); `--headless --api` runs on it.
// WindowHost: the same with the editor, whose doors the API then uses: world edits and
// content puts are steps of the editor's one undo history (Ctrl+Z undoes them), the
// timeline is the Timeline panel's, and screenshots are taken of the next frame drawn.

#include <functional>
#include <string>
#include <vector>

#include "app/api/game_host.hpp"
#include "app/screens/editor_screen.hpp"
#include "app/screens/game_session.hpp"

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
    std::string undo() override { return history_move(true); }
    std::string redo() override { return history_move(false); }
    const Timeline* timeline() override;
    std::optional<std::size_t> shown_events() const override;
    void seek(std::size_t events) override;
    void present() override;
    std::string fork() override;
    const BranchList& branches() const override;
    bool request_screenshot(const PendingReply& reply, std::string& why) override;

    // Screenshots asked for since the last call, to be taken of the frame just drawn.
    std::vector<PendingReply> take_screenshot_requests() { return std::exchange(screenshots_, {}); }
    bool screenshots_pending() const { return !screenshots_.empty(); }

  private:
    Editor& editor();
    std::string history_move(bool undo);

    EditorScreen& screen_;
    std::vector<PendingReply> screenshots_;
    int puts_ = 0;  // each put its own undo step (never merged with the last)
};

// The PNG bytes as base64 (for the screenshot's answer).
std::string base64(const std::string& bytes);

}  // namespace cf::api
