#include "editor/content_status.hpp"

namespace cf {

std::string count_problems(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " problem" : " problems");
}

std::string ContentStatus::headline() const {
    const std::size_t n = count();
    if (n == 0) return "No problems";
    return count_problems(n) + (stale ? " on disk: see Problems" : ": see Problems");
}

ContentStatus make_content_status(std::vector<Problem> disk, const std::vector<Problem>& edits,
                                  std::string last_event) {
    ContentStatus status;
    status.problems = std::move(disk);
    status.disk_problems = count_causes(status.problems);
    status.stale = !status.problems.empty();
    status.problems.insert(status.problems.end(), edits.begin(), edits.end());
    status.last_event = std::move(last_event);
    return status;
}

}  // namespace cf
