#include "engine/lab/lab_runner.hpp"

#include <algorithm>
#include <chrono>
#include <thread>
#include <vector>

namespace cf {

SeedRange shard_seeds(const LabOptions& o) {
    const std::uint64_t n = o.runs;
    const std::uint64_t k = std::max(1u, o.shard_count);
    const std::uint64_t i = std::min<std::uint64_t>(o.shard, k - 1);
    return {o.first_seed + n * i / k, o.first_seed + n * (i + 1) / k};
}

LabTable run_lab(const ContentPtr& content, const LabOptions& options, const LabProgress& progress,
                 const std::atomic<bool>* cancel) {
    const SeedRange seeds = shard_seeds(options);
    const auto count = static_cast<std::size_t>(seeds.last - seeds.first);
    std::vector<RunTally> results(count);
    std::vector<char> finished(count, 0);
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    const auto work = [&]() {
        for (std::size_t i = next++; i < count; i = next++) {
            if (cancel && cancel->load()) return;
            results[i] = run_seed(content, seeds.first + i, options.run);
            finished[i] = 1;
            ++done;
        }
    };
    unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
    jobs = static_cast<unsigned>(std::min<std::size_t>(jobs, std::max<std::size_t>(count, 1)));
    std::vector<std::thread> threads;
    for (unsigned j = 0; j < jobs; ++j) threads.emplace_back(work);
    while (progress && done.load() < count && !(cancel && cancel->load())) {
        progress(done.load(), count);
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    for (std::thread& t : threads) t.join();
    if (progress) progress(done.load(), count);
    LabTable table = table_for(*content);
    table.lab =
        LabSlice{options.build,       options.first_seed,    options.runs,         options.shard,
                 options.shard_count, options.run.max_depth, options.run.max_turns};
    for (std::size_t i = 0; i < count && finished[i]; ++i)
        table.runs.push_back(std::move(results[i]));
    return table;
}

}  // namespace cf
