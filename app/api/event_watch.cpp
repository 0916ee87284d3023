#include "app/api/event_watch.hpp"

#include <algorithm>

namespace cf::api {

std::vector<Json> EventWatch::look(const Game* game) {
    std::vector<Json> out;
    if (!game) {
        seen_ = false;
        return out;
    }
    const World& w = game->world();
    std::set<EntityId> living;
    std::vector<std::pair<EntityId, DefId>> defs;
    for (const Entity& e : w.entities) {
        if (!e.alive()) continue;
        living.insert(e.id);
        defs.emplace_back(e.id, e.def);
    }
    // Another game (new, continued, a branch) is no change within one.
    if (seen_ && game == game_) {
        if (w.turn != turn_)
            out.push_back(notification("turn.ended", {{"turn", w.turn}, {"depth", w.depth}}));
        for (const auto& [id, def] : defs_) {
            if (!living.contains(id))
                out.push_back(
                    notification("entity.died", {{"id", id}, {"def", def}, {"turn", w.turn}}));
        }
        if (&game->content() != content_)
            out.push_back(notification("content.reloaded", {{"turn", w.turn}}));
        if (w.status != status_ && w.status != GameStatus::playing)
            out.push_back(notification("game.over", {{"turn", w.turn},
                                                     {"depth", w.depth},
                                                     {"won", w.status == GameStatus::won},
                                                     {"killed_by", w.killed_by}}));
    }
    seen_ = true;
    game_ = game;
    turn_ = w.turn;
    status_ = w.status;
    content_ = &game->content();
    living_ = std::move(living);
    defs_ = std::move(defs);
    return out;
}

}  // namespace cf::api
