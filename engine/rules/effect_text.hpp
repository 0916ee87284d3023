#pragma once
// Filling in message templates (content/message_template.hpp) for one target: who it is,
// who acted, with what, and how much.

#include <string>
#include <string_view>

namespace cf {

struct MessageVars {
    std::string target;  // "the Orc" or "you"
    bool target_is_you = false;
    std::string user;  // "the Goblin shaman" or "you"
    std::string item;  // the item's or ability's name
    int amount = 0;
    std::string status;  // the status's name, lower case
    int turns = 0;
    std::string actor;  // a summon's "a Bat" / "2 Bats"
};

// `text` with every placeholder replaced; {Target} and {User} capitalised.
std::string fill_message(std::string_view text, const MessageVars& vars);

// "Bat" -> "a Bat", 2 -> "2 Bats" (inventory.hpp's counted_name, with an article for one).
std::string summoned_name(const std::string& name, int count);

}  // namespace cf
