#include "editor/status_line.hpp"

namespace cf {

void StatusLine::set(std::string line) {
    text_ = std::move(line);
    notices_.push_back(text_);
}

void StatusLine::applied(const std::optional<ReloadReport>& report, const std::string& what) {
    if (!report) return;
    set(report->applied ? "Applied " + what + ": " + summary(*report) + "."
                        : "Not applied: " + report->refused.front());
}

}  // namespace cf
