#pragma once
// The play screen and its states, one at a time: the map (moving, fighting), the
// inventory, the drop dialog, the character sheet, the level-up choice, targeting, look
// mode and game over. The state is explicit; level-up and game over are entered when the
// world says so (a pending level-up, a dead player), the rest by keys.

#include "app/input.hpp"
#include "app/keymap.hpp"
#include "app/render/tile_renderer.hpp"
#include "app/screens/game_session.hpp"
#include "app/screens/look_mode.hpp"
#include "app/ui/dialogs.hpp"
#include "app/ui/game_view.hpp"
#include "app/ui/inventory_window.hpp"
#include "app/ui/targeting.hpp"
#include "engine/view/hud_picture.hpp"
#include "engine/view/inventory_picture.hpp"
#include "engine/view/sheet_picture.hpp"

namespace cf {

enum class PlayState {
    map,
    inventory,
    drop,
    character,
    level_up,
    targeting,
    look,
    game_over,
    close_door  // `C` was pressed: the next direction closes the door there
};

// What the play screen asks of the app (zooming changes the shared view, which it only reads).
enum class PlayRequest { none, menu, new_game, quit, zoom_in, zoom_out };

class PlayScreen {
  public:
    // The state this frame: the chosen one, unless the world demands a level-up choice or
    // the game is over (look mode stays open over a finished game).
    PlayState state(const World& world) const;
    // Runs this frame's state with its one key press, or with what was clicked in the
    // last draw. `keyboard_free`: no text field or editor panel has the keyboard.
    PlayRequest update(GameSession& session, const FrameInput& input, const GameView& view,
                       bool keyboard_free);
    // The pictures this frame draws, from the game after its update: the targeting hint,
    // and for the play layout (`play_layout`) the map in `view` and the HUD.
    void prepare(const Game& game, GameView& view, bool play_layout);
    // The play layout from the prepared pictures: the map, the status panel (with the key
    // help) and the log.
    void draw_layout(const Game& game, GameView& view, TileRenderer& renderer,
                     const Keymap& keymap);
    // The state's dialog (inventory, sheet, level-up, game over, the targeting hint); a
    // click in it is acted on in the next update.
    void draw_dialogs(const GameSession& session, const Keymap& keymap);
    // What the state marks on the map: the target area or the look cursor.
    std::vector<MapTint> tints(const Game& game) const;
    // Back to the map (a new or continued game).
    void reset() { state_ = PlayState::map; }
    // What explore picks up (settings.yaml); the walks themselves are the session's.
    void set_explore_pickup(AutoPickup pickup) { pickup_ = pickup; }
    bool click_travel =
        true;  // a click on a seen floor cell walks there (off in the editor layout)

  private:
    PlayRequest update_map(GameSession& session, const FrameInput& input);
    // After `C`: a direction closes the door that way; any other key gives up.
    void update_close(GameSession& session, const FrameInput& input);
    // Opens look mode on the player's cell.
    void start_look(const Game& game);
    PlayRequest update_game_over(GameSession& session, MenuChoice choice);
    // The player chose the item under `letter` in the inventory or drop window.
    void choose_item(GameSession& session, int letter);

    // What was clicked in the last draw's dialogs.
    struct DialogClicks {
        MenuChoice game_over = MenuChoice::none;
        std::optional<LevelUpChoice> level_up;
        bool closed = false;  // the character sheet's close button
    };

    PlayState state_ = PlayState::map;
    DialogClicks clicked_;
    HudPicture hud_;
    // The pictures of the dialogs, made while each is open.
    InventoryPicture pack_;
    SheetPicture sheet_;
    LevelUpPicture level_up_;
    DeathPicture death_;
    InventoryWindow inventory_;
    TargetingState targeting_;
    LookMode look_;
    AutoPickup pickup_;
};

}  // namespace cf
