#pragma once
// Runs the bot on many seeds at once: one game per seed, spread over threads, results
// in seed order whatever the number of threads (a run depends only on content and
// seed). A shard runs one contiguous slice of the seeds, so a batch system can split a
// big lab and merge the tables (lab_table.hpp) into exactly the unsharded one.

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

#include "engine/lab/lab_table.hpp"
#include "engine/lab/run.hpp"

namespace cf {

struct LabOptions {
    std::size_t runs = 100;
    std::uint64_t first_seed = 1;
    RunOptions run;
    unsigned jobs = 0;              // threads; 0 = every core
    unsigned shard = 0;             // this shard's index, 0-based
    unsigned shard_count = 1;       // how many shards the seeds are split into
    std::string build = "unnamed";  // what the table's lab line calls the program
};

// The seeds [first, last) of a shard: the runs split as evenly as they go, in order.
struct SeedRange {
    std::uint64_t first = 0;
    std::uint64_t last = 0;
};
SeedRange shard_seeds(const LabOptions& options);

// Called on the calling thread about ten times a second with (runs done, runs in all).
using LabProgress = std::function<void(std::size_t, std::size_t)>;

// Runs the shard's seeds. With `cancel` set to true part-way, returns the runs finished
// in seed order up to the first unfinished one.
LabTable run_lab(const ContentPtr& content, const LabOptions& options,
                 const LabProgress& progress = {}, const std::atomic<bool>* cancel = nullptr);

}  // namespace cf
