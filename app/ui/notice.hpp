#pragma once
// A dismissible notice at the top of the window: the problems found in the player's own
// files (keys.yaml, settings.yaml), each on its own line as file:line:col, until the
// player closes it. It sits over the top edge, away from the map's centre where the
// player stands.

#include <vector>

#include "engine/core/problem.hpp"

namespace cf {

class ProblemNotice {
  public:
    // What the notice lists; shown again when the list changes.
    void set(std::vector<Problem> problems);
    bool showing() const { return !problems_.empty() && !dismissed_; }
    // Draws it while it shows; the close button or "Dismiss" hides it.
    void draw();

  private:
    std::vector<Problem> problems_;
    bool dismissed_ = false;
};

}  // namespace cf
