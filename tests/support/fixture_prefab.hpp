#pragma once
// A prefab game over the fixture content, for the tests whose arena needs nothing else.

#include <string>
#include <vector>

#include "engine/rules/game.hpp"

namespace cf::test {

// prefab_game over the fixture content (default_content()) with the default legend.
Game fixture_prefab(const std::vector<std::string>& rows);

}  // namespace cf::test
