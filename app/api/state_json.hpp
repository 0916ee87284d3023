#pragma once
// The game state as JSON for the API: the `--dump-state` description (engine/replay/dump)
// read back into JSON, so `state.get` and the dump never disagree on a field's name or
// value. Paths are dot-separated keys and list indices: "player.fighter.hp",
// "entities.3.def", "turn".

#include <string>

#include "app/api/rpc.hpp"
#include "engine/rules/game.hpp"

namespace cf::api {

// The whole dump as JSON, with the last `messages` messages.
Json state_json(const Game& game, std::size_t messages = 10);
// YAML text as JSON: numbers, booleans and null by their YAML meaning, the rest strings.
Json yaml_text_to_json(const std::string& yaml);
// The value at `path` in `root`, or null when it names nothing (`found` false).
Json value_at(const Json& root, const std::string& path, bool& found);
// A field's text (state_text.hpp: "12", "true", "[[5, sword]]") as JSON.
Json field_json(const std::string& text);

}  // namespace cf::api
