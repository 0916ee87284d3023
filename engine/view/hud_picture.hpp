#pragma once
// The play screen's heads-up display, prepared as plain data: the HP and XP bars, depth,
// level, stats and turn, what the mouse or the look cursor is on (with the creature's
// health bar), and the message log as coloured lines. The status panel and the log
// panel draw it and ask nothing else.

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

struct BarPicture {
    std::string text;    // "HP 20 / 30"
    float fraction = 0;  // how full, in [0, 1]
    friend bool operator==(const BarPicture&, const BarPicture&) = default;
};

// The cell looked at: its words (look_text) and, for a creature other than the player,
// its health.
struct LookedPicture {
    std::string text;
    std::string about;  // the subject's one-line description (about_text), "" when none
    std::optional<BarPicture> health;
};

struct MessageLine {
    std::string text;  // as shown: "The Orc hits you (x2)"
    Tone tone = Tone::normal;
};

struct HudPicture {
    BarPicture hp;      // "HP 20 / 30"
    BarPicture xp;      // "XP 12, next level at 30", filled over this level's share
    std::string depth;  // "Depth 3"
    std::string level;  // "Level 2"
    std::string stats;  // "Power 5   Defense 2"
    std::string turn;   // "Turn 40   Seed 3"
    std::optional<LookedPicture> looked;
    std::vector<MessageLine> log;  // oldest first
};

// The log as shown, oldest first.
std::vector<MessageLine> message_lines(const World& world);

// `looked`: the cell under the look cursor (`looking`) or the mouse. A hovered cell the
// player knows nothing of says nothing; the look cursor says "Unknown." there.
HudPicture build_hud_picture(const World& world, const Content& content,
                             std::optional<Point> looked, bool looking);

}  // namespace cf
