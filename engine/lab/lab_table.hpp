#pragma once
// The runs of a lab, one row per seed in seed order, and their CSV form. The columns
// follow the content (one per monster and per item), and the CSV reads back into the
// same table, so shards written on many machines merge into exactly the table, and
// the summary, of one run on one machine.
//
//   # lab: build=0123456789abcdef seeds=1..100 shard=0/4 max_depth=10 max_turns=20000
//   # content_layer: 0123456789abcdef content        (one line per layer, base first)
//   seed,end,depth,turns,level,killer,damage_taken,hurt_most,kills.orc,...,found.sword,...,
//   used.health_potion,...,damage.orc,...,damage.other,
//   vault_met.den,vault_entered.den,vault_died_within_50.den,vault_took.den,...
//
// A vault's `took` cell lists item:count pairs joined by ';' ("gold:2;sword:1"), empty
// when nothing was taken. Tables of content without vaults have no vault columns, as
// before vaults were content.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/lab/run.hpp"

namespace cf {

// The most seeds a lab holds (a run keeps its row in memory: shard and merge for more) and
// the most shards it is split into; the command line and the tables' lab line read these.
inline constexpr std::size_t kMaxLabRuns = 1'000'000;
inline constexpr unsigned kMaxLabShards = 1'000'000;

// Which part of which lab a table holds (the "# lab:" line), so a shard file says what it
// is: merging refuses a shard missing, given twice, cut short or from another lab.
struct LabSlice {
    std::string build;             // the program that played it (a hash of its executable)
    std::uint64_t first_seed = 1;  // the whole lab's seeds: first_seed .. first_seed + runs - 1
    std::uint64_t runs = 0;
    unsigned shard = 0;  // this table's slice of them (shard_seeds), 0-based
    unsigned shard_count = 1;
    int max_depth = 0;
    int max_turns = 0;
    friend bool operator==(const LabSlice&, const LabSlice&) = default;
};

struct LabTable {
    std::vector<std::string> monsters;  // hostile actor ids, sorted
    std::vector<std::string> items;     // item ids, sorted
    std::vector<std::string> vaults;    // vault ids, sorted
    std::vector<RunTally> runs;         // in seed order
    std::vector<LayerRecord> layers;    // the content layers it ran on, with their hashes
    std::optional<LabSlice> lab;        // unset in tables written before shards said so
    friend bool operator==(const LabTable&, const LabTable&) = default;
};

// An empty table with the columns of `content`.
LabTable table_for(const Content& content);

std::string to_csv(const LabTable& table);

struct TableLoad {
    std::optional<LabTable> table;
    std::string error;  // "file:line: ..." when the text is not a lab CSV
};
TableLoad parse_csv(const std::string& text, const std::string& file_name);

// Joins shards: the same columns and content layers, no seed twice; rows come out in
// seed order. Shards that say which lab they are (every table written since) must be the
// same lab, every shard of it once, each with all of its seeds.
TableLoad merge_tables(std::vector<LabTable> shards);

}  // namespace cf
