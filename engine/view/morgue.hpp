#pragma once
// The morgue file: the plain-text record of a game that ended, written beside the save
// for the player to keep (DCSS's morgue.txt): how it ended, the character, what it carried
// and wore, the kills, the final floor as text, the last messages, and what is needed to
// see it again (the content it ran on and the recording that replays it).

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// What the world does not know about its own game, supplied by the program.
struct MorgueFacts {
    std::string date;          // "2026-11-25 19:32 UTC"
    std::string content_name;  // the content folder's name and path
    std::string content_hash;  // sixteen hex digits identifying the content's definitions
    std::string replay;        // the command that replays the game, or why there is none
};

// The morgue file's whole text.
std::string morgue_text(const World& world, const Content& content, const MorgueFacts& facts);

// The player's pack, one line per letter: "a  Dagger (on weapon)", "b  2 Health potions".
std::vector<std::string> inventory_lines(const World& world, const Content& content);

// The floor as the player knew it, cropped to what was explored: the map view's cells
// (map_picture.hpp) as UTF-8 text, so the morgue shows what the screen showed.
std::vector<std::string> floor_lines(const World& world, const Content& content);

// The morgue's path beside `save_path`: "<dir>/morgue-<seed>-turn<turn>.txt", so every
// game and every death has its own file; `extension` replaces ".txt" (".replay.yaml").
std::string morgue_path(const std::string& save_path, const World& world,
                        const std::string& extension = ".txt");

}  // namespace cf
