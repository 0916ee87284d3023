#pragma once
// How a message template reads for the player and for a monster, and the warning the
// editor shows beside one that reads wrongly: the content editor's message fields.

#include <string>
#include <string_view>

#include "engine/content/message_template.hpp"
#include "engine/rules/effect_text.hpp"

namespace cf {

// How a message template reads when its target is the player and when it is a monster,
// filled in as the game fills it (the user a goblin, 3 HP, 4 turns).
struct MessageReadings {
    std::string player;
    std::string monster;
};
inline MessageReadings message_readings(std::string_view text) {
    MessageVars vars;
    vars.user = "the Goblin";
    vars.item = "Fire bolt";
    vars.amount = 3;
    vars.status = "burning";
    vars.turns = 4;
    vars.actor = "a Bat";
    MessageReadings out;
    vars.target = "you";
    vars.target_is_you = true;
    out.player = fill_message(text, vars);
    vars.target = "the Orc";
    vars.target_is_you = false;
    out.monster = fill_message(text, vars);
    return out;
}
// The warning beside a message template that reads wrongly for the player ("" when it
// reads right): `Reads "You burns." for the player: write burn{s}`.
inline std::string message_warning(std::string_view text) {
    const AgreementSlip slip = agreement_slip(text);
    if (slip.word.empty()) return {};
    const std::string reads = "Reads \"" + message_readings(text).player + "\" for the player: ";
    if (slip.word == "'s") return reads + "no form of {target}'s agrees; " + slip.fix;
    return reads + "write " + slip.fix + " for " + slip.word;
}
// Whether a text field at `key` is a message template (message, self_message,
// start_message, end_message).
inline bool is_message_field(std::string_view key) {
    return key.size() >= 7 && key.substr(key.size() - 7) == "message";
}

}  // namespace cf
