#include "engine/view/death_story.hpp"

#include <algorithm>

#include "engine/rules/sightings.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

std::string actor_name(const Content& content, const DefId& id) {
    const ActorDef* def = content.actor(id);
    return def ? def->name : id;
}

}  // namespace

std::string death_cause(const World& world, const Content& content) {
    const std::string where =
        " on depth " + std::to_string(world.depth) + ", turn " + std::to_string(world.turn) + ".";
    const Entity* player = world.find(world.player_id);
    if (world.status == GameStatus::won) {
        const DefId& boss = content.settings.victory.defeat;
        return "Won by defeating " + with_article(actor_name(content, boss)) + where;
    }
    if (world.killed_by.empty()) return "Died" + where;
    if (player && world.killed_by == player->def) return "Killed by your own magic" + where;
    return "Killed by " + with_article(actor_name(content, world.killed_by)) + where;
}

std::vector<KillCount> kills_by_kind(const World& world, const Content& content) {
    std::vector<KillCount> out;
    for (const auto& [id, count] : world.kills) {
        if (count > 0) out.push_back({actor_name(content, id), count});
    }
    std::sort(out.begin(), out.end(), [](const KillCount& a, const KillCount& b) {
        return a.count != b.count ? a.count > b.count : a.name < b.name;
    });
    return out;
}

std::vector<std::string> last_messages(const World& world, std::size_t count) {
    const auto& messages = world.log.messages();
    const std::size_t first = messages.size() > count ? messages.size() - count : 0;
    std::vector<std::string> out;
    for (std::size_t i = first; i < messages.size(); ++i)
        out.push_back(MessageLog::display(messages[i]));
    return out;
}

}  // namespace cf
