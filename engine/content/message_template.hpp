#pragma once
// Message templates: the words effects, statuses and abilities say, with placeholders
// filled in when said (rules/effect_text.hpp). The placeholders, whom they name:
//   {target} {Target}   "the Orc" / "you", capitalised at the start of a sentence
//   {user} {User}       who used the item or ability, who gave the status
//   {item}              the item's or ability's name
//   {amount}            HP lost or regained
//   {status} {turns}    the status's name in lower case, its turns
//   {actor}             what a summon brings ("a Bat", "2 Bats")
//   {s} {es} {is} {has} the verb endings that agree with the target ("You take", "The Orc
//                       takes"; "You are", "The Orc is")
// Checked when content loads, so a misspelt placeholder is a problem, not a surprise.

#include <array>
#include <string>
#include <string_view>

namespace cf {

inline constexpr std::array<std::string_view, 13> kMessagePlaceholders = {
    "target", "Target", "user", "User", "item", "amount", "status",
    "turns",  "s",      "es",   "is",   "has",  "actor"};

// The first placeholder of `text` that is not one of kMessagePlaceholders ("{targte}"), or
// an unclosed brace ("{"); "" when every one is known.
inline std::string unknown_placeholder(std::string_view text) {
    for (std::size_t at = text.find('{'); at != std::string_view::npos;
         at = text.find('{', at + 1)) {
        const std::size_t close = text.find('}', at);
        if (close == std::string_view::npos) return std::string(text.substr(at));
        const std::string_view name = text.substr(at + 1, close - at - 1);
        bool known = false;
        for (std::string_view p : kMessagePlaceholders) known = known || p == name;
        if (!known) return "{" + std::string(name) + "}";
    }
    return "";
}

}  // namespace cf
