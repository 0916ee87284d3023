#pragma once
// Saved games: the whole World as human-readable YAML, read back against the content
// of the day. Definitions are never saved, only their ids, so a save written before
// an edit loads with the edited numbers. A save is written atomically and carries a
// checksum, so a crash leaves the old save or the new one, and a damaged file is
// refused with the reason instead of being misread.
//
//   # Cryptforge saved game ...
//   format: cryptforge-save
//   version: 1
//   checksum: 0123456789abcdef   # FNV-1a 64 of the whole text without these 16 digits
//   content_layers: [{name: "content", hash: "..."}]   # optional: the layers it ran on
//   seed: 5
//   rng: {state: ..., stream: ...}
//   depth: 1, turn: 0, ...    # the world's fields: describe_world (state_schema.hpp),
//                             # each written as its SaveForm says
//   next_id / player_id
//   map: {width, height, palette: [[symbol, tile id], ...], cells: rows, explored: rows, rooms}
//   entities: [{id, kind, def, x, y, fighter, ai, progression, inventory}, ...]
//   messages: [{text, tone, count, turn}, ...]

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"
#include "engine/world/world.hpp"

namespace cf {

// Version 2 adds god_mode (version 1 saves load with it off); version 3 keeps statuses
// (statuses: {confused: 3}) and ability cooldowns (ai: {cooldowns: {shoot: 2}}), and reads
// the ai: {confused_turns: N} of earlier versions as the status 'confused'. A later
// version migrates or refuses what came before. A carried item may name its inventory
// letter as a third element ([6, sword, c]); without it the item takes the lowest free
// letter, which is what every save before letters were kept meant.
inline constexpr int kSaveFormatVersion = 3;
// Larger files are refused before they are read: a real save is a few hundred KB. The
// writer refuses to write a larger one, so every save written can be continued.
inline constexpr std::size_t kMaxSaveBytes = std::size_t{32} * 1024 * 1024;

// The world as save text; the same world always gives the same bytes. `layers`, when
// given, records the content layers the game runs on (content_layers: [{name, hash}]).
std::string save_to_text(const World& world, const std::vector<LayerRecord>& layers = {});
// The text version 2 would have written for `world` (statuses other than 'confused' and
// cooldowns left out): what the state hashes of recordings made then were taken of, so
// those recordings still replay without drifting.
std::string save_to_text_as_version2(const World& world);
// The format version a save text says it is in ("version: 2" near its top), or
// kSaveFormatVersion when it says none (it will not load then anyway).
int save_version_of(std::string_view text);

struct SaveLoad {
    std::optional<World> world;       // set only when `problems` is empty
    std::vector<Problem> problems;    // why the save was refused, with file:line:col
    std::vector<std::string> notes;   // what was left out because the content changed
    std::vector<LayerRecord> layers;  // the content layers it was saved with (none: unknown)
};

// Reads a save and checks it against `content`. Damage, wrong types, missing keys,
// out-of-range numbers, a newer format, a missing player definition or a missing tile
// are problems (no world). Entities or carried items whose definition is gone are left
// out with a note naming their id (also said in the message log) and the rest loads.
// A world no game can go on from is refused with the reason: the player must be alive;
// a 'dead' or 'won' game is refused (its end retires the save, so only a hand-edited file
// says it). A player on a tile that cannot be walked is a note. The map is bound to `content`.
SaveLoad load_save_text(const std::string& text, const std::string& shown_name,
                        const Content& content);
// As load_save_text, for a state that is looked at rather than played on from (a
// recording's keyframe): a game that is over ('dead') loads.
SaveLoad load_state_text(const std::string& text, const std::string& shown_name,
                         const Content& content);
// As load_save_text, reading `path` (refused unread when it is larger than kMaxSaveBytes).
SaveLoad load_save_file(const std::string& path, const Content& content);

// Writes the save with write_file (atomically, through a link to the file it leads to),
// which also clears temporary files that killed writers left behind. A world whose save
// the reader would refuse as too large (kMaxSaveBytes, or too many values) is not
// written. `layers`, when given, records the content layers the game runs on. False with
// `error` on failure; the old save is then untouched.
bool write_save(const std::string& path, const World& world, std::string& error,
                const std::vector<LayerRecord>& layers = {});
// After death: the save goes away and its last contents stay as "<save>.bak" for bug
// reports (through a link: the file it leads to is renamed, the link stays). True when
// there was no save to retire.
bool retire_save(const std::string& path, std::string& error);
// Whether anything is at `path`, following links (a save, a damaged one, a folder, a
// FIFO all count; a link that leads nowhere does not: saving writes where it leads).
// nullopt and `error` when the system cannot tell (a link loop, permissions).
std::optional<bool> save_file_present(const std::string& path, std::string& error);
// Keeps a copy of the save at `path` as "<save>.bak" beside the file it leads to (written
// with write_file), before a new game replaces it. False and `error` when it cannot be
// read (not a regular file, larger than kMaxSaveBytes) or the copy written.
bool back_up_save(const std::string& path, std::string& error);
// $XDG_DATA_HOME/cryptforge/save.yaml, else $HOME/.local/share/cryptforge/save.yaml.
std::string default_save_path();

// Recomputes the checksum of a save text edited on purpose (tools, tests). Returns the
// text unchanged when it has no checksum line to fill in.
std::string reseal_save_text(std::string text);

}  // namespace cf
