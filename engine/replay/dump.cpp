#include "engine/replay/dump.hpp"

#include <yaml-cpp/yaml.h>

#include <type_traits>

#include "engine/core/file_write.hpp"
#include "engine/rules/stats.hpp"
#include "engine/world/state_schema.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace {

// Every derived stat by its name (kStatNames).
void emit_stats(YAML::Emitter& out, const Entity& e, const Content& c) {
    for (const StatName& s : kStatNames)
        out << YAML::Key << std::string(s.name) << YAML::Value << stat_value(e, c, s.stat);
}

// Every described field of an entity or the world (state_schema.hpp), nested as its
// components are.
struct DumpFields {
    YAML::Emitter& out;
    bool alive = false;

    void number(const char* key, const int& v, int, int, SaveForm = {}) {
        out << YAML::Key << key << YAML::Value << v;
    }
    void id(const char* key, const DefId& v, SaveForm = {}) {
        out << YAML::Key << key << YAML::Value << v;
    }
    void flag(const char* key, const bool& v, SaveForm) {
        out << YAML::Key << key << YAML::Value << v;
    }
    void status(const char* key, const GameStatus& v, SaveForm) {
        out << YAML::Key << key << YAML::Value << std::string(game_status_name(v));
    }
    void tally(const char* key, const std::map<DefId, int>& v, SaveForm) { id_map(key, v); }
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
            if (i.charges != kNoCharges) out << i.charges;
            out << YAML::EndSeq;
        }
        out << YAML::EndSeq;
    }
    void equipped(const char* key, const std::map<DefId, EntityId>& slots) { id_map(key, slots); }
    template <class N>
    void keyed(const char* key, const std::map<std::string, N>& m, long long, long long) {
        if (!m.empty()) id_map(key, m);
    }
    template <class N>
    void id_map(const char* key, const std::map<std::string, N>& m) {
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
    DumpFields world_fields{out};
    describe_world(world_fields, w);
    // The gameplay RNG too: equal dumps then mean the same future, not just the same present.
    out << YAML::Key << "rng" << YAML::Value << YAML::Flow << YAML::BeginSeq << w.rng.state()
        << w.rng.stream() << YAML::EndSeq;
    out << YAML::Key << "next_id" << YAML::Value << w.next_id;
    // The vaults placed on the floor, only when there are any, so dumps of floors without
    // vaults read as they always did.
    if (!w.map.vaults().empty()) {
        out << YAML::Key << "floor_vaults" << YAML::Value << YAML::BeginSeq;
        for (const VaultArea& v : w.map.vaults()) {
            out << YAML::Flow << YAML::BeginSeq << v.id << v.area.x << v.area.y << v.area.w
                << v.area.h << YAML::EndSeq;
        }
        out << YAML::EndSeq;
    }
    // The player again, first and whatever its place in the list: what a bug report reads.
    out << YAML::Key << "player" << YAML::Value;
    emit_entity(out, w.player(), game.content());
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
