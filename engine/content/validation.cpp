#include "engine/content/validation.hpp"

#include "engine/content/provenance.hpp"
#include "engine/content/schema.hpp"
#include "engine/content/schema_walker.hpp"
#include "engine/content/spawn_io.hpp"

namespace cf {

namespace {

// A schema visitor that lists the references of one definition.
struct ReferenceCollector : SchemaWalker<ReferenceCollector> {
    static constexpr bool kReadsOnly = true;
    std::vector<std::pair<DefKind, DefId>> found;

    void reference(const char*, DefId& id, DefKind kind) {
        if (!id.empty()) found.emplace_back(kind, id);  // empty: an optional one left out
    }
    void references(const char*, std::vector<DefId>& ids, DefKind kind) {
        for (const DefId& id : ids) found.emplace_back(kind, id);
    }
};

template <class Def>
void check_defs(const Content& c, DefKind kind, const std::map<DefId, Def>& defs,
                std::vector<Problem>& problems) {
    for (const auto& [id, def] : defs) {
        ReferenceCollector collector;
        describe_reading(collector, def);
        for (const auto& [ref_kind, ref] : collector.found) {
            if (c.defines(ref_kind, ref)) continue;
            problems.push_back(problem_at(c, location_key(kind, id), kind_file(kind),
                                          std::string(kind_name(kind)) + " '" + id +
                                              "' refers to " + kind_name(ref_kind) + " '" + ref +
                                              "', which does not exist"));
        }
    }
}

void check_items(const Content& c, std::vector<Problem>& problems) {
    for (const auto& [id, item] : c.items) {
        // An item only thrown (a throwing dagger) needs neither.
        const bool thrown_only = item.thrown && !item.use && !item.equippable;
        if (item.use.has_value() == item.equippable.has_value() && !thrown_only) {
            problems.push_back(
                problem_at(c, location_key(DefKind::item, id), "items.yaml",
                           "item '" + id + "' must be either usable ('use') or equippable" +
                               (item.use ? " (it is both; pick one)" : " (it is neither)")));
        }
    }
    for (const auto& [id, actor] : c.actors) {
        for (const DefId& start : actor.starting_equipment) {
            const ItemDef* item = c.item(start);
            if (item && !item->equippable) {
                problems.push_back(problem_at(
                    c, location_key(DefKind::actor, id), "actors.yaml",
                    "starting equipment '" + start + "' of '" + id + "' is not equippable"));
            }
        }
    }
}

void check_table(const Content& c, const std::string& name, const SpawnTable& table, bool monsters,
                 std::vector<Problem>& problems, const LoadFailures& failures) {
    const DefKind kind = monsters ? DefKind::actor : DefKind::item;
    const auto cause = failures.unloaded.find(kind);
    for (const auto& [depth, weights] : table.by_depth) {
        for (const auto& [id, weight] : weights) {
            const std::string key = spawn_location_key(name, depth, id);
            std::string message;
            int knock_on_of = -1;
            if (monsters && c.item(id)) {
                message = "'" + id + "' is an item, not a monster; list it under items";
            } else if (!monsters && c.actor(id)) {
                message = "'" + id + "' is an actor, not an item; list it under monsters";
            } else if (monsters && id == c.settings.player) {
                message = "the player ('" + id + "') cannot be spawned as a monster";
            } else if (monsters ? !c.actor(id) : !c.item(id)) {
                const std::string def_key = location_key(kind, id);
                message = std::string("no ") + kind_name(kind) + " named '" + id + "'";
                if (failures.abstract.contains(def_key)) {
                    message += " that can be spawned: '" + id + "' is an abstract template";
                } else {
                    message += defined_in_hint(c, kind);
                }
                if (auto broken = failures.broken.find(def_key); broken != failures.broken.end()) {
                    knock_on_of = broken->second;
                } else if (cause != failures.unloaded.end()) {
                    knock_on_of = cause->second;
                }
            }
            if (message.empty()) continue;
            problems.push_back(problem_at(c, key, "spawns.yaml", message));
            problems.back().cause = knock_on_of;
        }
    }
}

void check_settings(const Content& c, std::vector<Problem>& problems) {
    const Settings& s = c.settings;
    auto report = [&](const std::string& message) {
        problems.push_back(problem_at(c, "settings", "settings.yaml", message));
    };
    if (s.room_min_size > s.room_max_size) {
        report("room_min_size (" + std::to_string(s.room_min_size) +
               ") is larger than room_max_size (" + std::to_string(s.room_max_size) + ")");
    }
    if (s.room_max_size + 2 > std::min(s.map_width, s.map_height)) {
        report("room_max_size must leave room for walls inside the map size");
    }
    if (s.combat.min_to_hit > s.combat.max_to_hit) {
        report("combat.min_to_hit (" + std::to_string(s.combat.min_to_hit) +
               ") is larger than combat.max_to_hit (" + std::to_string(s.combat.max_to_hit) + ")");
    }
}

}  // namespace

std::string defined_in_hint(const Content& content, DefKind kind) {
    if (!content.provenance) return std::string(" (defined in ") + kind_file(kind) + ")";
    std::string file;
    for (const auto& [key, origin] : content.provenance->definitions) {
        if (origin->kind != kind || origin->fragments.empty() || key.find('/') == std::string::npos)
            continue;
        const NodeMark mark = origin->fragments.back().key.Mark();
        const std::string shown = mark.file ? *mark.file : std::string();
        if (!file.empty() && file != shown) return "";
        file = shown;
    }
    return file.empty() ? "" : " (defined in " + file + ")";
}

Problem problem_at(const Content& content, const std::string& key, const std::string& file,
                   std::string message) {
    auto it = content.locations.find(key);
    if (it == content.locations.end()) return {file, 0, 0, std::move(message)};
    return {it->second.file, it->second.line, it->second.column, std::move(message)};
}

void check_references(const Content& c, std::vector<Problem>& problems) {
    Settings settings = c.settings;
    ReferenceCollector collector;
    describe(collector, settings);
    for (const auto& [kind, id] : collector.found) {
        if (!c.defines(kind, id)) {
            problems.push_back(problem_at(c, "settings", "settings.yaml",
                                          std::string("settings refer to ") + kind_name(kind) +
                                              " '" + id + "', which does not exist"));
        }
    }
    check_defs(c, DefKind::tile, c.tiles, problems);
    check_defs(c, DefKind::actor, c.actors, problems);
    check_defs(c, DefKind::item, c.items, problems);
    check_defs(c, DefKind::slot, c.slots, problems);
    check_defs(c, DefKind::status, c.statuses, problems);
    check_defs(c, DefKind::vault, c.vaults, problems);
    check_defs(c, DefKind::damage_type, c.damage_types, problems);
    check_defs(c, DefKind::faction, c.factions, problems);
    check_defs(c, DefKind::appearance, c.appearances, problems);
}

void check_semantics(const Content& c, std::vector<Problem>& problems,
                     const LoadFailures& failures) {
    for (const auto& [id, actor] : c.actors) {
        if (c.item(id)) {
            problems.push_back(problem_at(c, location_key(DefKind::item, id), "items.yaml",
                                          "'" + id +
                                              "' is both an actor and an item id; ids "
                                              "must be unique across actors.yaml and items.yaml"));
        }
    }
    check_items(c, problems);
    check_tiles(c, problems);
    check_effect_language(c, problems);
    check_table(c, "monsters", c.spawns.monsters, true, problems, failures);
    check_table(c, "items", c.spawns.items, false, problems, failures);
    check_settings(c, problems);
    check_places(c, problems);
    check_item_forms(c, problems);
}

}  // namespace cf
