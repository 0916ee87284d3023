#include "engine/rules/effect_text.hpp"

#include <cctype>

#include "engine/rules/inventory.hpp"
#include "engine/world/message_log.hpp"

namespace cf {

std::string capitalised(std::string s) {
    if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

namespace {

std::string lower_case(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string value_of(std::string_view name, const MessageVars& v) {
    if (name == "target") return v.target;
    if (name == "Target") return capitalised(v.target);
    if (name == "user") return v.user;
    if (name == "User") return capitalised(v.user);
    if (name == "item") return v.item;
    if (name == "amount") return std::to_string(v.amount);
    if (name == "status") return lower_case(v.status);
    if (name == "turns") return std::to_string(v.turns);
    if (name == "actor") return v.actor;
    if (name == "s") return v.target_is_you ? "" : "s";
    if (name == "es") return v.target_is_you ? "" : "es";
    if (name == "is") return v.target_is_you ? "are" : "is";
    if (name == "has") return v.target_is_you ? "have" : "has";
    return "{" + std::string(name) + "}";  // content checks make this unreachable
}

}  // namespace

std::string fill_message(std::string_view text, const MessageVars& vars) {
    std::string out;
    std::size_t at = 0;
    // Past the longest message the log keeps, the rest would only be cut (World::say):
    // a template of a hundred {target}s and a long name must not fill the memory first.
    while (at < text.size() && out.size() <= MessageLog::kMaxTextBytes) {
        const std::size_t open = text.find('{', at);
        const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
        if (close == std::string_view::npos) {
            out += text.substr(at);
            break;
        }
        out += text.substr(at, open - at);
        out += value_of(text.substr(open + 1, close - open - 1), vars);
        at = close + 1;
    }
    return out;
}

std::string summoned_name(const std::string& name, int count) {
    if (count != 1) return counted_name(name, count);
    const bool vowel =
        !name.empty() && std::string_view("AEIOUaeiou").find(name[0]) != std::string_view::npos;
    return (vowel ? "an " : "a ") + name;
}

}  // namespace cf
