#pragma once
// The windowed program: the frame loop, the screens (menu, playing, game over), the
// play layout and the player's input turned into engine commands.

#include "app/command_line.hpp"

namespace cf {

// Runs until the player quits or --frames runs out; returns the process exit code.
int run_windowed(const Options& options);

}  // namespace cf
