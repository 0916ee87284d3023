#include "engine/replay/dump.hpp"

#include <yaml-cpp/yaml.h>

#include "engine/rules/stats.hpp"

namespace cf {

namespace {

void emit_inventory(YAML::Emitter& out, const Entity& e) {
    out << YAML::Key << "inventory" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (const ItemInstance& item : e.inventory->items) out << item.def;
    out << YAML::EndSeq;
    out << YAML::Key << "equipped" << YAML::Value << YAML::BeginMap;
    for (const auto& [slot, id] : e.inventory->equipped) {
        for (const ItemInstance& item : e.inventory->items) {
            if (item.id == id) out << YAML::Key << slot << YAML::Value << item.def;
        }
    }
    out << YAML::EndMap;
}

void emit_player(YAML::Emitter& out, const Game& game) {
    const Entity& p = game.world().player();
    const Content& c = game.content();
    out << YAML::Key << "player" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "x" << YAML::Value << p.pos.x << YAML::Key << "y" << YAML::Value << p.pos.y;
    out << YAML::Key << "hp" << YAML::Value << p.fighter->hp;
    out << YAML::Key << "max_hp" << YAML::Value << max_hp(p, c);
    out << YAML::Key << "power" << YAML::Value << power(p, c);
    out << YAML::Key << "defense" << YAML::Value << defense(p, c);
    out << YAML::Key << "level" << YAML::Value << p.progression->level;
    out << YAML::Key << "xp" << YAML::Value << p.progression->xp;
    emit_inventory(out, p);
    out << YAML::EndMap;
}

void emit_entity(YAML::Emitter& out, const Entity& e, const Content& c) {
    out << YAML::BeginMap;
    out << YAML::Key << "id" << YAML::Value << e.id;
    out << YAML::Key << "def" << YAML::Value << e.def;
    out << YAML::Key << "kind" << YAML::Value << (e.is_item() ? "item" : (e.alive() ? "actor" : "corpse"));
    out << YAML::Key << "x" << YAML::Value << e.pos.x << YAML::Key << "y" << YAML::Value << e.pos.y;
    if (e.fighter) {
        out << YAML::Key << "hp" << YAML::Value << e.fighter->hp;
        out << YAML::Key << "max_hp" << YAML::Value << max_hp(e, c);
        out << YAML::Key << "power" << YAML::Value << power(e, c);
        out << YAML::Key << "defense" << YAML::Value << defense(e, c);
    }
    if (e.ai) out << YAML::Key << "confused_turns" << YAML::Value << e.ai->confused_turns;
    out << YAML::EndMap;
}

}  // namespace

std::string dump_state(const Game& game, std::size_t message_count) {
    const World& w = game.world();
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "seed" << YAML::Value << w.seed;
    out << YAML::Key << "depth" << YAML::Value << w.depth;
    out << YAML::Key << "turn" << YAML::Value << w.turn;
    out << YAML::Key << "status" << YAML::Value << (w.status == GameStatus::dead ? "dead" : "playing");
    out << YAML::Key << "pending_level_ups" << YAML::Value << w.pending_level_ups;
    emit_player(out, game);
    out << YAML::Key << "entities" << YAML::Value << YAML::BeginSeq;
    for (const Entity& e : w.entities) {
        if (e.id != w.player_id) emit_entity(out, e, game.content());
    }
    out << YAML::EndSeq;
    out << YAML::Key << "messages" << YAML::Value << YAML::BeginSeq;
    const auto& messages = w.log.messages();
    const std::size_t first = messages.size() > message_count ? messages.size() - message_count : 0;
    for (std::size_t i = first; i < messages.size(); ++i) out << MessageLog::display(messages[i]);
    out << YAML::EndSeq;
    out << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

}  // namespace cf
