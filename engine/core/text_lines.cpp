#include "engine/core/text_lines.hpp"

namespace cf {

std::vector<std::string> text_lines(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = text.find('\n', i);
        if (end == std::string_view::npos) end = text.size();
        lines.emplace_back(text.substr(i, end - i));
        i = end + 1;
    }
    return lines;
}

}  // namespace cf
