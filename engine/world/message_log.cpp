#include "engine/world/message_log.hpp"

#include <array>

namespace cf {

namespace {
constexpr std::array<const char*, 11> kToneNames = {
    "normal", "player_attack", "enemy_attack", "enemy_death", "player_death", "heal",
    "status", "warning",       "level_up",     "system",      "magic"};
}

void MessageLog::add(std::string text, Tone tone, int turn) {
    if (!messages_.empty() && messages_.back().text == text && messages_.back().tone == tone) {
        messages_.back().count += 1;
        messages_.back().turn = turn;
        return;
    }
    messages_.push_back({std::move(text), tone, 1, turn});
    if (messages_.size() > kCapacity) messages_.erase(messages_.begin());
}

std::string MessageLog::display(const Message& m) {
    if (m.count <= 1) return m.text;
    return m.text + " (x" + std::to_string(m.count) + ")";
}

const char* tone_name(Tone tone) { return kToneNames[static_cast<std::size_t>(tone)]; }

bool parse_tone(const std::string& name, Tone& tone) {
    for (std::size_t i = 0; i < kToneNames.size(); ++i) {
        if (name == kToneNames[i]) {
            tone = static_cast<Tone>(i);
            return true;
        }
    }
    return false;
}

}  // namespace cf
