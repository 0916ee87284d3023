#pragma once
// A short notice over the top of the window that goes away by itself: what the program
// says when a key did nothing and the player should know why (a read-only past on screen).
// It asks for no frames while it shows; the app wakes once when it is due to go.

#include <optional>
#include <string>

namespace cf {

class Toast {
  public:
    // Shows `text` from `now` for `seconds` (window clock).
    void show(std::string text, double now, double seconds = 4.0);
    // Draws it while it is due; forgets it after.
    void draw(double now);
    // When it is due to go, for the idle loop's wake-up; nullopt when nothing shows.
    std::optional<double> expires_at() const;
    const std::string& text() const { return text_; }

  private:
    std::string text_;
    double until_ = 0;
};

}  // namespace cf
