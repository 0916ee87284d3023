// Reading the game: state.get, entities.query, entity.get, log.get, map.ascii.

#include "app/api/method_support.hpp"
#include "app/api/state_json.hpp"
#include "engine/world/state_text.hpp"

namespace cf::api {

namespace {

Json state_get(MethodCall& call) {
    const Game& game = shown_game(call);
    Json state = state_json(game, static_cast<std::size_t>(call.integer("messages", 10)));
    if (!call.has("path")) return state;
    bool found = false;
    Json value = value_at(state, call.text("path"), found);
    if (!found)
        throw RpcError(kRefused, "the state has no field '" + call.text("path").substr(0, 100) +
                                     "' (see state.get without a path)");
    return Json{{"path", call.text("path")}, {"value", std::move(value)}};
}

bool in_area(const Entity& e, const Json& area) {
    const int x = area.value("x", 0), y = area.value("y", 0);
    const int w = area.value("w", 1), h = area.value("h", 1);
    return e.pos.x >= x && e.pos.x < x + w && e.pos.y >= y && e.pos.y < y + h;
}

bool matches(const Entity& e, MethodCall& call) {
    if (call.has("def") && e.def != call.text("def")) return false;
    if (call.has("kind") && (e.is_item() ? "item" : "actor") != call.text("kind")) return false;
    if (call.has("status") && !e.statuses.contains(call.text("status"))) return false;
    if (call.has("alive") && e.alive() != call.flag("alive")) return false;
    if (call.has("area") && !in_area(e, call.params["area"])) return false;
    return true;
}

void check_area(const Json& area) {
    for (const auto& [key, value] : area.items()) {
        if (key != "x" && key != "y" && key != "w" && key != "h")
            throw RpcError(kInvalidParams,
                           "'area' takes x, y, w and h, not '" + key.substr(0, 40) + "'");
        if (!value.is_number_integer() || value.get<std::int64_t>() < 0 ||
            value.get<std::int64_t>() > 100000)
            throw RpcError(kInvalidParams,
                           "'area." + key + "' must be a whole number from 0 to 100000");
    }
}

Json entities_query(MethodCall& call) {
    const Game& game = shown_game(call);
    if (call.has("area")) check_area(call.params["area"]);
    Json found = Json::array();
    const auto limit = static_cast<std::size_t>(call.integer("limit", 1000));
    for (const Entity& e : game.world().entities) {
        if (found.size() >= limit) break;
        if (matches(e, call)) found.push_back(entity_summary(game, e));
    }
    return Json{{"entities", found}, {"count", found.size()}};
}

Json entity_get(MethodCall& call) {
    const Game& game = shown_game(call);
    const Entity& e = named_entity(game, call, "id");
    Json fields = Json::object();
    for (const FieldValue& f : entity_fields(e)) fields[f.path] = field_json(f.value);
    Json out = entity_summary(game, e);
    out["fields"] = fields;
    out["text"] = entity_to_text(e);
    return out;
}

Json log_get(MethodCall& call) {
    const Game& game = shown_game(call);
    const auto& messages = game.world().log.messages();
    const auto count = static_cast<std::size_t>(call.integer("count", 20));
    Json out = Json::array();
    for (std::size_t i = messages.size() > count ? messages.size() - count : 0; i < messages.size();
         ++i)
        out.push_back({{"turn", messages[i].turn}, {"text", MessageLog::display(messages[i])}});
    return Json{{"messages", out}};
}

char cell_char(int glyph) {
    return glyph > 32 && glyph < 127 ? static_cast<char>(glyph) : (glyph == 32 ? ' ' : '?');
}

Json map_ascii(MethodCall& call) {
    const Game& game = shown_game(call);
    const World& world = game.world();
    const Map& map = world.map;
    const bool explored_only = call.flag("explored_only", false);
    std::vector<std::string> rows(static_cast<std::size_t>(map.height()),
                                  std::string(static_cast<std::size_t>(map.width()), ' '));
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x)
            if (!explored_only || map.explored({x, y}))
                rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] =
                    cell_char(map.tile({x, y}).glyph);
    // Items under actors: items first, then actors (the living over corpses).
    for (int pass = 0; pass < 3; ++pass) {
        for (const Entity& e : world.entities) {
            const bool draw = pass == 0 ? e.is_item() : pass == 1 ? e.is_corpse() : e.alive();
            if (!draw || !map.in_bounds(e.pos) || (explored_only && !map.visible(e.pos))) continue;
            const ActorDef* actor = game.content().actor(e.def);
            const ItemDef* item = game.content().item(e.def);
            const int glyph = e.is_corpse() ? '%' : actor ? actor->glyph : item ? item->glyph : '?';
            rows[static_cast<std::size_t>(e.pos.y)][static_cast<std::size_t>(e.pos.x)] =
                cell_char(glyph);
        }
    }
    std::string text;
    for (const std::string& row : rows) text += row + "\n";
    return Json{{"width", map.width()}, {"height", map.height()}, {"rows", rows}, {"text", text}};
}

}  // namespace

void add_state_methods(std::vector<Method>& out) {
    Param messages{"messages", Param::Type::integer, false,
                   "how many of the last messages to include (default 10)"};
    messages.max = 1000;
    out.push_back({"state.get",
                   "the --dump-state description as JSON, or the value at one path",
                   {{"path", Param::Type::string, false,
                     "dot-separated: player.fighter.hp, entities.3.def, turn"},
                    messages},
                   state_get});
    Param limit{"limit", Param::Type::integer, false, "at most this many (default 1000)"};
    limit.min = 1;
    limit.max = 100000;
    out.push_back({"entities.query",
                   "the entities of the floor that match every filter given",
                   {{"def", Param::Type::string, false, "definition id: orc"},
                    {"kind", Param::Type::string, false, "actor or item", 0, 0, {"actor", "item"}},
                    {"status", Param::Type::string, false, "has this status: poisoned"},
                    {"alive", Param::Type::boolean, false, "living actors (true) or not (false)"},
                    {"area", Param::Type::object, false, "{x, y, w, h}: inside this rectangle"},
                    limit},
                   entities_query});
    out.push_back({"entity.get",
                   "one entity: its summary and every described field",
                   {entity_param("id", "the entity's id, or \"player\"")},
                   entity_get});
    Param count{"count", Param::Type::integer, false, "how many of the last messages (default 20)"};
    count.max = 10000;
    out.push_back({"log.get", "the message log's last messages", {count}, log_get});
    out.push_back({"map.ascii",
                   "the floor as text: tiles, items, corpses and actors by their glyphs",
                   {{"explored_only", Param::Type::boolean, false,
                     "what the player has seen (default false: all)"}},
                   map_ascii});
}

}  // namespace cf::api
