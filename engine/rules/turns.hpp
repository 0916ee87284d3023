#pragma once
// Speed and turn order. A turn is one tick of the game's clock (World::turn counts them).
// In each turn the player acts first, then every monster in entity order, each taking as
// many actions as its speed gives it in that turn:
//
//     actions_in_turn(speed, t) = ceil((t + 1) * speed / 100) - ceil(t * speed / 100)
//
// so speed 100 acts once a turn, 200 twice, 50 on every other turn (the even ones), 150
// twice and once in turn. The count depends only on the speed and the turn; what an action
// costs beyond one (energy.hpp: a dear blow, a step into water) is owed in the entity's
// Energy and paid with its next actions, so a recording replays byte for byte; the
// player's actions already taken this turn are kept too (World::player_actions).
// Statuses, regeneration and cooldowns count turns, not actions.

namespace cf {

int actions_in_turn(int speed, int turn);

}  // namespace cf
