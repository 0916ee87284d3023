#pragma once
// How much one floor may hold, whatever the content says: the one table the loader's
// bounds (settings, floors:, vaults), the floor's generation and the save reader's caps
// are all taken from. Content that validates therefore makes floors whose save the save
// reader accepts (save.cpp checks its caps against these at compile time); before, a
// 1,000x1,000 floor with a vault full of potions passed validation and could never be
// saved.

namespace cf {

// Columns and rows of a floor (settings' map_width and map_height) and of a vault.
inline constexpr int kMaxFloorSide = 1000;
// Living creatures one floor can hold (settings' max_creatures at most): the crowd
// benchmarks run 3,000.
inline constexpr int kMaxCreaturesPerFloor = 10000;
// Items lying on one floor when it is made: rooms and vaults stop placing them here.
inline constexpr int kMaxItemsPerFloor = 50000;

// The most YAML values a save gives each of them, with room to spare (an item: id, kind,
// def, x, y and charges; a creature adds fighter, ai, statuses, cooldowns, progression
// and its carried items), for save.cpp's check of its caps.
inline constexpr int kSaveValuesPerItem = 16;
inline constexpr int kSaveValuesPerCreature = 100;

}  // namespace cf
