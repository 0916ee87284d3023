#include "editor/text_filter.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include "editor/inspector_panel.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

bool same_letter(char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) ==
           std::tolower(static_cast<unsigned char>(b));
}

}  // namespace

bool matches_filter(std::string_view text, std::string_view filter) {
    if (filter.empty()) return true;
    return std::search(text.begin(), text.end(), filter.begin(), filter.end(), same_letter) !=
           text.end();
}

bool entity_matches_filter(const Entity& e, const Content& content, std::string_view filter) {
    const std::string number = std::to_string(e.id);
    return matches_filter(display_name(e, content), filter) || filter == number ||
           filter == "#" + number || matches_filter(e.def, filter) ||
           matches_filter(components_of(e), filter);
}

}  // namespace cf
