#pragma once
// Choosing a target for a scroll: a cursor moved with the movement keys or the mouse,
// confirmed with Enter or a click, cancelled with Esc (no turn, no item spent). The cursor
// starts on the nearest visible enemy; area effects preview every tile they will hit and
// the hint names everyone inside. Confirming an area that holds the player asks first.

#include <optional>

#include "app/input.hpp"
#include "app/ui/game_view.hpp"
#include "engine/rules/command.hpp"
#include "engine/rules/game.hpp"
#include "engine/rules/items.hpp"
#include "engine/view/targeting_picture.hpp"

namespace cf {

struct TargetingResult {
    std::optional<Command> command;  // the use command, once confirmed
    bool done = false;               // confirmed or cancelled
};

class TargetingState {
  public:
    // `letter`: the inventory letter of the item being used (a = 0), `aim` where the
    // cursor starts (the inventory picture's row says); `thrown`: the confirmed cell is
    // thrown at rather than used on.
    void begin(int letter, TargetingInfo info, Point aim, bool thrown = false);
    // This frame's key, or the map's click and hover in the last draw.
    TargetingResult update(const FrameInput& input, const Game& game, const GameView& view);
    // The hint and the map's tints for where the cursor is now.
    void prepare(const Game& game);
    const TargetingPicture& picture() const { return picture_; }
    // The hint in the map's top-left corner, from the prepared picture.
    void draw_hint(const Keymap& keys) const;
    Point cursor() const { return cursor_; }

  private:
    // The "you are in the blast" question; sets `result` when answered.
    void ask_about_self(const FrameInput& input, TargetingResult& result);

    // The command the confirmed cursor sends: use or throw.
    Command chosen() const;

    int letter_ = 0;
    bool thrown_ = false;
    TargetingInfo info_;
    Point cursor_;
    bool asking_ = false;  // the area holds the player: waiting for y / n
    TargetingPicture picture_;
};

}  // namespace cf
