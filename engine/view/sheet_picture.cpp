#include "engine/view/sheet_picture.hpp"

#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"
#include "engine/view/death_story.hpp"

namespace cf {

namespace {

StatRow stat_row(const char* name, const StatBreakdown& b) {
    StatRow out{name, b.base, b.gains, b.bonus(), b.total(), {}};
    for (const StatSource& s : b.bonuses) {
        out.sources.push_back((s.amount >= 0 ? "+" : "") + std::to_string(s.amount) + " from " +
                              s.item_name + " (" + s.slot + ")");
    }
    return out;
}

}  // namespace

SheetPicture build_sheet_picture(const World& world, const Content& content) {
    SheetPicture out;
    const Entity& p = world.player();
    const ActorDef* def = content.actor(p.def);
    const int level = p.progression ? p.progression->level : 1;
    const int xp = p.progression ? p.progression->xp : 0;
    out.title = (def ? def->name : p.def) + ", level " + std::to_string(level);
    if (def) {
        const int next = xp_at_level(*def, level + 1);
        out.xp = "XP " + std::to_string(xp) + "   next level at " + std::to_string(next) + " (" +
                 std::to_string(next - xp) + " to go)";
    }
    out.stats = {stat_row("Max HP", breakdown(p, content, Stat::max_hp)),
                 stat_row("Power", breakdown(p, content, Stat::power)),
                 stat_row("Defense", breakdown(p, content, Stat::defense))};
    return out;
}

LevelUpPicture build_level_up_picture(const World& world, const Content& content) {
    const Entity& p = world.player();
    return {p.progression ? p.progression->level : 1, max_hp(p, content), power(p, content),
            defense(p, content)};
}

DeathPicture build_death_picture(const World& world, const Content& content, std::size_t messages) {
    DeathPicture out;
    out.won = world.status == GameStatus::won;
    out.cause = death_cause(world, content);
    if (const Entity* p = world.find(world.player_id); p && p->progression) {
        out.level = "Level " + std::to_string(p->progression->level) + ", " +
                    std::to_string(p->progression->xp) + " XP";
    }
    for (const KillCount& k : kills_by_kind(world, content))
        out.kills += (out.kills.empty() ? "" : ", ") +
                     (k.count == 1 ? "1 " + k.name : counted_name(k.name, k.count));
    if (out.kills.empty()) out.kills = "none";
    out.last_messages = last_messages(world, messages);
    return out;
}

}  // namespace cf
