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

// A verb after {Target} (or {target} opening the text) written for a monster only: the
// player reads it too, as "you" ("{Target} burns." reads "You burns."). The slip's word
// ("burns") and the form that agrees with both ("burn{s}"); both "" when the text agrees
// (or names no target first). Only the word right after the target is read: a verb of
// the user's ("{User} shoots {target}") does not agree with the target, and is not asked to.
// A possessive of the target anywhere ("burns {target}'s hand") reads "you's": its word is
// "'s".
struct AgreementSlip {
    std::string word;
    std::string fix;
};
inline AgreementSlip agreement_slip(std::string_view text) {
    const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    const auto ends = [](std::string_view w, std::string_view tail) {
        return w.size() > tail.size() && w.substr(w.size() - tail.size()) == tail;
    };
    for (std::size_t at = text.find("arget}"); at != std::string_view::npos;
         at = text.find("arget}", at + 1)) {
        if (at < 2 || text[at - 2] != '{' || (text[at - 1] != 'T' && text[at - 1] != 't')) continue;
        const std::size_t after = at + 6;
        // "{target}'s", anywhere: a possessive that reads "you's".
        if (text.substr(after, 2) == "'s") return {"'s", "name the owner another way"};
        if (text[at - 1] != 'T' && at != 2) continue;  // not the sentence's subject
        if (after >= text.size() || text[after] != ' ') continue;
        std::size_t end = after + 1;
        while (end < text.size() && letter(text[end])) ++end;
        const std::string_view word = text.substr(after + 1, end - after - 1);
        // Agreeing already ("burn{s}", "{is}"), or no verb of the target's own.
        if (word.empty() || (end < text.size() && text[end] == '{')) continue;
        if (word == "is") return {"is", "{is}"};
        if (word == "has") return {"has", "{has}"};
        if (word == "was") return {"was", "(a verb that agrees: {is})"};
        if (word == "does") return {"does", "do{es}"};
        if (!ends(word, "s") || ends(word, "ss") || ends(word, "us")) continue;
        const bool es = ends(word, "ches") || ends(word, "shes") || ends(word, "sses") ||
                        ends(word, "xes") || ends(word, "zes") || ends(word, "oes");
        const std::string_view stem = word.substr(0, word.size() - (es ? 2 : 1));
        return {std::string(word), std::string(stem) + (es ? "{es}" : "{s}")};
    }
    return {};
}

}  // namespace cf
