#pragma once
// The message log: what happened, in order, with a tone the UI maps to a colour.
// A message equal to the previous one stacks ("x3") instead of repeating.

#include <string>
#include <vector>

namespace cf {

enum class Tone {
    normal,
    player_attack,
    enemy_attack,
    enemy_death,
    player_death,
    heal,
    status,
    warning,
    level_up,
    system,
    magic
};

struct Message {
    std::string text;
    Tone tone = Tone::normal;
    int count = 1;
    int turn = 0;  // the turn it was (last) said on
    friend bool operator==(const Message&, const Message&) = default;
};

class MessageLog {
  public:
    void add(std::string text, Tone tone, int turn);
    const std::vector<Message>& messages() const { return messages_; }
    // "text" or "text (x3)".
    static std::string display(const Message& m);
    void restore(std::vector<Message> messages) { messages_ = std::move(messages); }

    static constexpr std::size_t kCapacity = 500;
    // The longest message text, in bytes: what the rules say is cut to it (World::say),
    // and a save holding a longer one is refused.
    static constexpr std::size_t kMaxTextBytes = 1000;

  private:
    std::vector<Message> messages_;
};

const char* tone_name(Tone tone);
bool parse_tone(const std::string& name, Tone& tone);

}  // namespace cf
