#include "app/api/method_support.hpp"

#include "engine/rules/stats.hpp"
#include "engine/world/state_schema.hpp"
#include "engine/world/state_text.hpp"

namespace cf::api {

Game& live_game(MethodCall& call) {
    Game* game = call.host.live();
    if (!game)
        throw RpcError(kNoGame,
                       "no game is running (start one from the menu, or run with --new-game)");
    return *game;
}

const Game& shown_game(MethodCall& call) {
    const Game* game = call.host.shown();
    if (!game)
        throw RpcError(kNoGame,
                       "no game is running (start one from the menu, or run with --new-game)");
    return *game;
}

Game& game_to_change(MethodCall& call) {
    Game& game = live_game(call);
    if (call.host.shown_events())
        throw RpcError(kPastIsReadOnly,
                       "the timeline shows a past moment, which is read-only: call "
                       "timeline.present or timeline.fork first");
    return game;
}

const Entity& named_entity(const Game& game, MethodCall& call, const char* name) {
    const Json& value = call.params[name];
    const World& world = game.world();
    const EntityId id = value.is_string() ? world.player_id : value.get<EntityId>();
    const Entity* e = world.find(id);
    if (!e) throw RpcError(kRefused, "no entity " + std::to_string(id) + " on this floor");
    return *e;
}

Param entity_param(const char* name, const std::string& description, bool required) {
    Param p{name, Param::Type::entity, required, description};
    p.max = std::numeric_limits<EntityId>::max();
    return p;
}

Json entity_summary(const Game& game, const Entity& e) {
    Json out{{"id", e.id},
             {"kind", e.is_item() ? "item" : "actor"},
             {"def", e.def},
             {"x", e.pos.x},
             {"y", e.pos.y}};
    const Content& content = game.content();
    if (e.is_actor()) {
        if (const ActorDef* def = content.actor(e.def)) out["name"] = def->name;
    } else if (const ItemDef* def = content.item(e.def)) {
        out["name"] = def->name;
    }
    if (e.fighter) {
        out["hp"] = e.fighter->hp;
        if (content.actor(e.def)) out["max_hp"] = max_hp(e, content);
        out["alive"] = e.alive();
    }
    Json statuses = Json::object();
    for (const auto& [status, turns] : e.statuses) statuses[status] = turns;
    out["statuses"] = statuses;
    return out;
}

Json game_brief(const Game& game) {
    const World& w = game.world();
    return Json{{"turn", w.turn},
                {"depth", w.depth},
                {"status", std::string(game_status_name(w.status))},
                {"events", game.log().size()}};
}

}  // namespace cf::api
