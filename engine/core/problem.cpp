#include "engine/core/problem.hpp"

#include "engine/core/utf8.hpp"

namespace cf {

std::string to_string(const Problem& p) {
    std::string out = escape_controls(p.file);
    if (p.line > 0) {
        out += ':' + std::to_string(p.line);
        if (p.column > 0) out += ':' + std::to_string(p.column);
    }
    return out + ": " + escape_controls(p.message);
}

std::size_t count_causes(const std::vector<Problem>& problems) {
    std::size_t n = 0;
    for (const Problem& p : problems) n += p.cause < 0 ? 1 : 0;
    return n;
}

std::string to_string(const std::vector<Problem>& problems) {
    std::string out;
    for (const Problem& p : problems) out += to_string(p) + '\n';
    return out;
}

}  // namespace cf
