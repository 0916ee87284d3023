#include "engine/replay/dump.hpp"

#include <yaml-cpp/yaml.h>

#include <type_traits>

#include "engine/content/yaml_reader.hpp"
#include "engine/core/file_write.hpp"
#include "engine/rules/stats.hpp"
#include "engine/world/state_schema.hpp"
#include "engine/world/state_text.hpp"

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

// Every derived stat by its name (kStatNames).
void emit_stats(YAML::Emitter& out, const Entity& e, const Content& c) {
    for (const StatName& s : kStatNames)
        out << YAML::Key << std::string(s.name) << YAML::Value << stat_value(e, c, s.stat);
}

void emit_player(YAML::Emitter& out, const Game& game) {
    const Entity& p = game.world().player();
    const Content& c = game.content();
    out << YAML::Key << "player" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "x" << YAML::Value << p.pos.x << YAML::Key << "y" << YAML::Value << p.pos.y;
    out << YAML::Key << "hp" << YAML::Value << p.fighter->hp;
    emit_stats(out, p, c);
    out << YAML::Key << "level" << YAML::Value << p.progression->level;
    out << YAML::Key << "xp" << YAML::Value << p.progression->xp;
    emit_inventory(out, p);
    out << YAML::EndMap;
}

// Every described field of an entity (state_schema.hpp), nested as its components are.
struct DumpFields {
    YAML::Emitter& out;
    bool alive = false;

    void number(const char* key, const int& v, int, int) {
        out << YAML::Key << key << YAML::Value << v;
    }
    void id(const char* key, const DefId& v) { out << YAML::Key << key << YAML::Value << v; }
    // "corpse" for a dead actor: what a reader of the dump wants to see.
    void kind(const char* key, const EntityKind& k) {
        out << YAML::Key << key << YAML::Value
            << (k == EntityKind::item ? "item" : (alive ? "actor" : "corpse"));
    }
    void items(const char* key, const std::vector<ItemInstance>& items) {
        out << YAML::Key << key << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const ItemInstance& i : items) {
            out << YAML::Flow << YAML::BeginSeq << i.id << i.def;
            if (i.letter != kNoLetter) out << letter_text(i.letter);
            out << YAML::EndSeq;
        }
        out << YAML::EndSeq;
    }
    void equipped(const char* key, const std::map<DefId, EntityId>& slots) {
        out << YAML::Key << key << YAML::Value << YAML::Flow << YAML::BeginMap;
        for (const auto& [slot, id] : slots) out << YAML::Key << slot << YAML::Value << id;
        out << YAML::EndMap;
    }
    template <class N>
    void keyed(const char* key, const std::map<std::string, N>& m, long long, long long) {
        if (m.empty()) return;
        out << YAML::Key << key << YAML::Value << YAML::Flow << YAML::BeginMap;
        for (const auto& [name, n] : m) out << YAML::Key << name << YAML::Value << n;
        out << YAML::EndMap;
    }
    template <class T>
    void component(const char* key, const std::optional<T>& c) {
        if (!c) return;
        if constexpr (std::is_same_v<T, Ai>) {
            if (c->cooldowns.empty()) {  // "ai: {}" rather than a block of nothing
                out << YAML::Key << key << YAML::Value << YAML::Flow << YAML::BeginMap
                    << YAML::EndMap;
                return;
            }
        }
        out << YAML::Key << key << YAML::Value << YAML::BeginMap;
        describe_state(*this, *c);
        out << YAML::EndMap;
    }
};

void emit_entity(YAML::Emitter& out, const Entity& e, const Content& c) {
    out << YAML::BeginMap;
    out << YAML::Key << "id" << YAML::Value << e.id;
    DumpFields fields{out, e.alive()};
    describe_state(fields, e);
    if (e.fighter && e.is_actor() && c.actor(e.def)) emit_stats(out, e, c);
    out << YAML::EndMap;
}

}  // namespace

std::string dump_state(const Game& game, std::size_t message_count) {
    const World& w = game.world();
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "seed" << YAML::Value << w.seed;
    for (const FieldValue& f : world_fields(w))
        out << YAML::Key << f.path << YAML::Value << f.value;
    // The gameplay RNG too: equal dumps then mean the same future, not just the same present.
    out << YAML::Key << "rng" << YAML::Value << YAML::Flow << YAML::BeginSeq << w.rng.state()
        << w.rng.stream() << YAML::EndSeq;
    out << YAML::Key << "next_id" << YAML::Value << w.next_id;
    emit_player(out, game);
    out << YAML::Key << "entities" << YAML::Value << YAML::BeginSeq;
    for (const Entity& e : w.entities) emit_entity(out, e, game.content());
    out << YAML::EndSeq;
    out << YAML::Key << "messages" << YAML::Value << YAML::BeginSeq;
    const auto& messages = w.log.messages();
    const std::size_t first = messages.size() > message_count ? messages.size() - message_count : 0;
    for (std::size_t i = first; i < messages.size(); ++i) out << MessageLog::display(messages[i]);
    out << YAML::EndSeq;
    out << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

bool write_dump(const std::string& path, const Game& game, std::string& error,
                std::size_t max_bytes, std::size_t max_values) {
    const std::string text = dump_state(game);
    std::string why;
    if (!fits_yaml_limits(text, {max_bytes, max_values}, why)) {
        error = "the game is too large to dump to " + path + ": " + why;
        return false;
    }
    return write_file(path, text, error);
}

}  // namespace cf
