#pragma once
// What the methods share: finding the game, refusing in the past, naming entities.

#include <string>

#include "app/api/api_host.hpp"
#include "app/api/api_methods.hpp"

namespace cf::api {

// The live game; throws kNoGame when none runs.
Game& live_game(MethodCall& call);
// The game reads see (a past moment while the timeline shows one); throws kNoGame.
const Game& shown_game(MethodCall& call);
// The live game for a change; throws kPastIsReadOnly while a past moment is shown.
Game& game_to_change(MethodCall& call);
// The entity the param `name` names ("player" or an id); throws kRefused when none.
const Entity& named_entity(const Game& game, MethodCall& call, const char* name);
// A param naming an entity: "player" or a whole number.
Param entity_param(const char* name, const std::string& description, bool required = true);
// The entity in brief: id, kind, def, name, x, y, hp, max_hp, statuses.
Json entity_summary(const Game& game, const Entity& e);
// The turn, depth and status of `game`, as most answers end.
Json game_brief(const Game& game);

}  // namespace cf::api
