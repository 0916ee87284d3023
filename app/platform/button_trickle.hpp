#pragma once
// Mouse buttons as Dear ImGui 1.86 can see them. It reads each button's state once a
// frame, so two clicks that reach the program within one slow frame (or a press in each of
// two frames with no frame between them where the button was up) look like one long press:
// a double-click on a number field was lost whenever frames were slower than the clicks.
// The trickle keeps every press and release in order and hands ImGui one change per button
// per frame, so each click is down for a frame and up for the next, as ImGui 1.87's input
// queue does.

#include <array>
#include <cstddef>
#include <deque>

namespace cf {

class ButtonTrickle {
  public:
    static constexpr std::size_t kButtons = 5;  // ImGui 1.86's io.MouseDown

    // A press (down) or release of `button` arrived.
    void push(int button, bool down) {
        if (button < 0 || static_cast<std::size_t>(button) >= kButtons) return;
        auto& queue = pending_[static_cast<std::size_t>(button)];
        // A change that the last queued one (or the shown state) already made adds nothing.
        const bool last = queue.empty() ? shown_[static_cast<std::size_t>(button)] : queue.back();
        if (last != down) queue.push_back(down);
    }
    // A new frame: each button takes its next change, if one waits. `held(b)` says whether
    // the button is held now, for a button with nothing waiting (a release the program
    // missed, when the window lost the focus, is then put right).
    template <class Held>
    void next_frame(const Held& held) {
        for (std::size_t b = 0; b < kButtons; ++b) {
            if (pending_[b].empty()) {
                shown_[b] = held(static_cast<int>(b));
                continue;
            }
            shown_[b] = pending_[b].front();
            pending_[b].pop_front();
        }
    }
    // What ImGui sees this frame.
    bool down(int button) const {
        return button >= 0 && static_cast<std::size_t>(button) < kButtons &&
               shown_[static_cast<std::size_t>(button)];
    }
    // Changes still waiting for a frame: the window must draw again without waiting.
    bool waiting() const {
        for (const auto& queue : pending_)
            if (!queue.empty()) return true;
        return false;
    }

  private:
    std::array<std::deque<bool>, kButtons> pending_;
    std::array<bool, kButtons> shown_{};
};

}  // namespace cf
