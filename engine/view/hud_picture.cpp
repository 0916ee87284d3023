#include "engine/view/hud_picture.hpp"

#include <algorithm>

#include "engine/rules/stats.hpp"
#include "engine/view/cell_description.hpp"

namespace cf {

namespace {

BarPicture bar(const std::string& label, int value, int maximum) {
    const float fraction =
        maximum > 0 ? static_cast<float>(value) / static_cast<float>(maximum) : 0.0f;
    return {label + " " + std::to_string(value) + " / " + std::to_string(maximum),
            std::clamp(fraction, 0.0f, 1.0f)};
}

// The same numbers as the character sheet (total XP, next level at); the bar fills over
// this level's share.
BarPicture xp_bar(const Entity& player, const ActorDef& def) {
    const int xp = player.progression->xp;
    const int level = player.progression->level;
    const int floor_xp = xp_at_level(def, level);
    const int next_xp = xp_at_level(def, level + 1);
    const float progress = next_xp > floor_xp ? static_cast<float>(xp - floor_xp) /
                                                    static_cast<float>(next_xp - floor_xp)
                                              : 1.0f;
    return {"XP " + std::to_string(xp) + ", next level at " + std::to_string(next_xp),
            std::clamp(progress, 0.0f, 1.0f)};
}

std::optional<LookedPicture> looked_picture(const World& world, const Content& content, Point p,
                                            bool looking) {
    const CellDescription cell = describe_cell(world, content, p);
    if (!cell.known && !looking) return std::nullopt;  // hovering the dark says nothing
    LookedPicture out{look_text(cell), about_text(cell), std::nullopt};
    if (cell.creature && cell.creature->id != world.player_id)
        out.health = bar("HP", cell.creature->hp, cell.creature->max_hp);
    return out;
}

}  // namespace

std::vector<MessageLine> message_lines(const World& world) {
    std::vector<MessageLine> out;
    out.reserve(world.log.messages().size());
    for (const Message& m : world.log.messages()) out.push_back({MessageLog::display(m), m.tone});
    return out;
}

HudPicture build_hud_picture(const World& world, const Content& content,
                             std::optional<Point> looked, bool looking) {
    HudPicture out;
    const Entity& p = world.player();
    out.hp = bar("HP", p.fighter->hp, max_hp(p, content));
    if (const ActorDef* def = content.actor(p.def); def && p.progression) out.xp = xp_bar(p, *def);
    const int level = p.progression ? p.progression->level : 1;
    out.depth = "Depth " + std::to_string(world.depth);
    out.level = "Level " + std::to_string(level);
    out.stats = "Power " + std::to_string(power(p, content)) + "   Defense " +
                std::to_string(defense(p, content));
    out.turn = "Turn " + std::to_string(world.turn) + "   Seed " + std::to_string(world.seed);
    if (looked) out.looked = looked_picture(world, content, *looked, looking);
    out.log = message_lines(world);
    return out;
}

}  // namespace cf
