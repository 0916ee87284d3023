#pragma once
// The random designer's vocabulary: every kind of thing a player, a designer and another
// program do, each a named step with words ("rename actor orc goblin", "play move n",
// "disk-set actor troll fighter.power 7"). A recipe is such lines, one a step; it replays
// the same way from a fresh rig, so a failure shrinks to a few lines a test can keep.
//
// Adding a kind of step is one entry in step_kinds() (steps.cpp): its name, what it
// counts as (the invariants read that), how often it is drawn, how its words are drawn
// from the rig's state, and how it runs. A step whose words no longer make sense (a
// definition a shorter recipe never made) is skipped, never a failure.

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "tests/designer/rig.hpp"

namespace cf::designer {

struct Step {
    std::vector<std::string> words;  // the name first
    const std::string& name() const { return words.front(); }
    // The i-th word after the name, "" when there is none.
    const std::string& arg(std::size_t i) const;
    int number(std::size_t i) const;  // arg(i) as a number, 0 when it is not one
    std::string line() const;
};
Step parse_step(const std::string& line);

// What a step is, as far as the invariants care.
enum class Category {
    play,      // a player's command: the world moves on, entities may leave the floor
    world,     // an inspector or overlay edit: entities may leave (delete, an undone spawn)
    content,   // an edit of the document
    disk,      // another program writes the content files
    history,   // undo, redo
    mode,      // Live, Ask, Apply, Discard, answering an outside change
    save,      // saving the content, answering a save conflict
    timeline,  // the past, forks, branches, what if
    session,   // quit and continue, a new game, regenerating the floor
    check,     // a check that moves nothing for good (undo then redo)
};

class Random {
  public:
    explicit Random(std::uint64_t seed) : engine_(seed) {}
    int below(int n) { return n <= 1 ? 0 : std::uniform_int_distribution<int>(0, n - 1)(engine_); }
    int between(int lo, int hi) { return lo + below(hi - lo + 1); }
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(engine_) < p; }
    template <class T>
    const T& pick(const std::vector<T>& from) {
        return from[static_cast<std::size_t>(below(static_cast<int>(from.size())))];
    }

  private:
    std::mt19937_64 engine_;
};

struct StepKind {
    std::string name;
    Category category = Category::play;
    int weight = 1;  // how often it is drawn, against the others
    // The words of a step that fits the rig now; nullopt when none does.
    std::function<std::optional<Step>(const Rig&, Random&)> draw;
    // Runs it; returns what went wrong that the step itself checks ("" for nothing).
    std::function<std::string(Rig&, const Step&)> run;
};

const std::vector<StepKind>& step_kinds();
const StepKind* find_kind(const std::string& name);
// A step drawn at random by weight among the kinds that fit the rig now.
Step draw_step(const Rig& rig, Random& random);

}  // namespace cf::designer
