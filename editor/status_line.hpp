#pragma once
// The editor's status line and its notices. Both sides of the editor (content_side.hpp,
// world_side.hpp) say what they did here: the window shows the last line, and every line
// goes to the notices, which the app prints on stderr so a terminal or a test sees what
// the window says.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/rules/game.hpp"

namespace cf {

class StatusLine {
  public:
    // `line` is the status line now, and a notice.
    void set(std::string line);
    // A notice only: the status line stays.
    void say(std::string line) { notices_.push_back(std::move(line)); }
    // The outcome of applying `what` ("the edit") to the game, when it was tried.
    void applied(const std::optional<ReloadReport>& report, const std::string& what);

    const std::string& text() const { return text_; }
    // The lines said since the last call.
    std::vector<std::string> take_notices() { return std::exchange(notices_, {}); }

  private:
    std::string text_;
    std::vector<std::string> notices_;
};

}  // namespace cf
