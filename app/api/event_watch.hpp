#pragma once
// events.subscribe's notifications, found by comparing the game after each request and
// each frame with the game before: whatever changed it (the API, a key, a panel, a hot
// reload), subscribers hear turn.ended (once per look, with the turn reached),
// entity.died (each), content.reloaded, game.over. problem.found comes from the methods
// (ApiHost::announcements).

#include <set>
#include <vector>

#include "app/api/rpc.hpp"
#include "engine/rules/game.hpp"

namespace cf::api {

class EventWatch {
  public:
    // The notifications for what changed since the last look at `game` (null: no game).
    std::vector<Json> look(const Game* game);

  private:
    bool seen_ = false;
    const Game* game_ = nullptr;
    int turn_ = 0;
    GameStatus status_ = GameStatus::playing;
    const Content* content_ = nullptr;
    std::set<EntityId> living_;
    std::vector<std::pair<EntityId, DefId>> defs_;  // of the living, to name the dead
};

}  // namespace cf::api
