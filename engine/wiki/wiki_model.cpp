#include "engine/wiki/wiki_model.hpp"

#include <algorithm>
#include <iterator>
#include <set>
#include <utility>

#include "engine/content/provenance.hpp"
#include "engine/content/schema_walker.hpp"
#include "engine/content/schema_writer.hpp"
#include "engine/lab/duel.hpp"
#include "engine/map/map.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/spawning.hpp"
#include "engine/rules/stats.hpp"
#include "engine/world/world.hpp"
#include "engine/yaml/yaml_text.hpp"

namespace cf {

namespace {

// Every field of a definition with its value as YAML writes it, in schema order, and the
// definitions each names; the top level's name, description, glyph and colour aside.
struct WikiFieldLister : SchemaWalker<WikiFieldLister>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    std::vector<WikiField> fields;
    std::string name;
    std::string description;
    std::optional<int> glyph_code;
    std::optional<Color> first_color;

    void add(const char* key, std::string value, std::vector<WikiRef> links = {}) {
        fields.push_back({where(key), std::move(value), {}, false, std::move(links)});
    }
    void text(const char* key, std::string& v, bool) {
        if (at_top() && std::string_view(key) == "name") name = v;
        if (at_top() && std::string_view(key) == "description") description = v;
        add(key, yaml_scalar(v));
    }
    void number(const char* key, int& v, int, int) { add(key, std::to_string(v)); }
    void flag(const char* key, bool& v) { add(key, v ? "true" : "false"); }
    void color(const char* key, Color& v) {
        if (at_top() && !first_color) first_color = v;
        add(key, "'" + to_hex(v) + "'");
    }
    void glyph(const char* key, int& v) {
        if (at_top() && !glyph_code) glyph_code = v;
        add(key, yaml_glyph(v));
    }
    template <class E, std::size_t N>
    void choice(const char* key, E& v, const std::array<std::string_view, N>& names) {
        add(key, std::string(names[static_cast<std::size_t>(v)]));
    }
    void reference(const char* key, DefId& v, DefKind kind) {
        add(key, v, v.empty() ? std::vector<WikiRef>{} : std::vector<WikiRef>{{kind, v}});
    }
    void references(const char* key, std::vector<DefId>& v, DefKind kind) {
        std::string list = "[";
        std::vector<WikiRef> links;
        for (std::size_t i = 0; i < v.size(); ++i) {
            list += (i ? ", " : "") + v[i];
            links.push_back({kind, v[i]});
        }
        add(key, list + "]", std::move(links));
    }
    void lines(const char* key, std::vector<std::string>& rows) {
        std::string all;
        for (const std::string& row : rows) all += (all.empty() ? "" : "\n") + row;
        add(key, all);
    }
};

}  // namespace

std::string wiki_layer_name(const std::string& loaded_from) {
    return layer_folder_name(loaded_from);
}

namespace {

std::string step_source(const ContentProvenance& p, const DefId& id, const ValueStep& step) {
    std::string out = step.where.file + ":" + std::to_string(step.where.line);
    if (step.owner != id) out += ", from " + step.owner;
    out += ", layer " + std::to_string(step.layer + 1);
    if (static_cast<std::size_t>(step.layer) < p.layers.size())
        out += " (" + wiki_layer_name(p.layers[static_cast<std::size_t>(step.layer)].name) + ")";
    if (step.op == ValueStep::Op::extend) out += ", added to the list";
    if (step.op == ValueStep::Op::deleted) out += ", deleted";
    return out;
}

// The chain of `path`, or for an entry of a list the provenance cannot follow entry by
// entry (a vault's legend, written as a mapping keyed by glyph) the whole list's, so a
// written legend never reads as "the default". `whole_list` says which it is.
FieldChain chain_of(const ContentProvenance& p, const std::string& key, const std::string& path,
                    bool& whole_list) {
    whole_list = false;
    FieldChain chain = field_chain(p, key, path);
    const std::size_t open = path.find('[');
    if (!chain.steps.empty() || open == std::string::npos) return chain;
    const std::size_t close = path.find(']', open);
    if (close == std::string::npos || !field_chain(p, key, path.substr(0, close + 1)).steps.empty())
        return chain;  // the entry is followed: the field is at its default
    FieldChain list = field_chain(p, key, path.substr(0, open));
    whole_list = !list.steps.empty();
    return whole_list ? list : chain;
}

template <class Def>
WikiEntry entry_of(const Content& c, DefKind kind, const DefId& id, Def def, bool is_template) {
    WikiFieldLister lister;
    describe(lister, def);
    WikiEntry e;
    e.kind = kind;
    e.id = id;
    e.is_template = is_template;
    e.name = lister.name.empty() ? id : lister.name;
    e.description = lister.description;
    e.glyph = lister.glyph_code;
    e.color = lister.first_color;
    e.fields = std::move(lister.fields);
    if (!c.provenance) return e;
    const ContentProvenance& p = *c.provenance;
    const std::string key = location_key(kind, id);
    if (const DefOrigin* origin = p.origin(key)) e.templates = origin->templates;
    for (WikiField& f : e.fields) {
        bool whole_list = false;
        const FieldChain chain = chain_of(p, key, f.path, whole_list);
        for (const ValueStep& step : chain.steps)
            f.sources.push_back(step_source(p, id, step) + (whole_list ? ", the whole list" : ""));
        f.inherited = !chain.steps.empty() && chain.steps.front().owner != id;
        // A template that leaves its glyph out has none to show (not the default '?').
        if (is_template && f.path == "glyph" && chain.steps.empty()) e.glyph.reset();
    }
    return e;
}

// The fields of every definition of `kind` in `c` (templates too), by id.
template <class F>
void each_definition(const Content& c, DefKind kind, F&& f) {
    with_definitions_of(kind, [&](auto member) {
        for (const auto& [id, def] : c.*member) f(id, def, false);
    });
    with_template_map(kind, [&](auto member) {
        for (const auto& [id, def] : c.templates.*member) f(id, def, true);
    });
}

std::map<std::string, std::string> field_values(const std::vector<WikiField>& fields) {
    std::map<std::string, std::string> out;
    for (const WikiField& f : fields) out[f.path] = f.value;
    return out;
}

std::vector<WikiChange> changes_between(const std::vector<WikiField>& before,
                                        const std::vector<WikiField>& now) {
    const auto old_values = field_values(before);
    const auto new_values = field_values(now);
    std::vector<WikiChange> out;
    for (const WikiField& f : now) {
        const auto it = old_values.find(f.path);
        if (it == old_values.end())
            out.push_back({f.path, "", f.value});
        else if (it->second != f.value)
            out.push_back({f.path, it->second, f.value});
    }
    for (const WikiField& f : before) {
        if (!new_values.contains(f.path)) out.push_back({f.path, f.value, ""});
    }
    return out;
}

int deepest_depth(const Content& c) {
    int deepest = 1;
    for (const SpawnTable* t : {&c.spawns.monsters, &c.spawns.items}) {
        if (!t->by_depth.empty()) deepest = std::max(deepest, t->by_depth.rbegin()->first);
    }
    if (!c.settings.victory.defeat.empty()) deepest = std::max(deepest, c.settings.victory.depth);
    return std::min(deepest, 200);
}

std::optional<WikiSpawnCurve> spawn_curve(const SpawnTable& table, const DefId& id, int deepest) {
    WikiSpawnCurve curve;
    bool any = false;
    for (int depth = 1; depth <= deepest; ++depth) {
        double chance = 0;
        for (const auto& [pick, p] : pick_chances(weights_at(table, depth))) {
            if (pick == id) chance = p;
        }
        any = any || chance > 0;
        curve.chance.push_back(chance);
    }
    if (!any) return std::nullopt;
    return curve;
}

int starting_player_hp(const Content& c) {
    World world;
    world.map = Map(5, 3, c.settings.floor_tile);
    const EntityId id = spawn_player(world, c, {1, 1});
    return max_hp(*world.find(id), c);
}

WikiThreat threat_of(const Content& c, const DefId& monster, int rounds, int player_hp) {
    DuelSetup setup;
    setup.attacker = c.settings.player;
    setup.defender = monster;
    setup.rounds = rounds;
    const DuelResult r = run_duel(c, setup);
    WikiThreat t;
    t.rounds = rounds;
    t.player_wins = static_cast<double>(r.wins) / rounds;
    t.damage_per_turn = r.defender_damage_per_turn;
    t.player_damage_per_turn = r.attacker_damage_per_turn;
    t.turns = r.turns;
    t.player_hp = player_hp;
    t.threat = player_hp > 0 ? 100.0 * r.defender_damage_per_turn * r.turns / player_hp : 0;
    return t;
}

std::map<std::string, WikiLabFigures> lab_figures(const LabTable& table) {
    std::map<std::string, WikiLabFigures> out;
    for (const RunTally& run : table.runs) {
        for (const auto& [id, n] : run.kills) out[id].kills += n;
        for (const auto& [id, n] : run.damage_by) out[id].damage_dealt += n;
        for (const auto& [id, n] : run.found) out[id].found += n;
        for (const auto& [id, n] : run.used) out[id].used += n;
        if (run.end == RunEnd::died && !run.killer.empty()) out[run.killer].deaths[run.depth] += 1;
    }
    return out;
}

// Links between entries: who names whom, template children, vault legends.
void link_entries(WikiModel& m, const Content& c) {
    std::map<WikiRef, WikiEntry*> by_ref;
    for (WikiKind& k : m.kinds) {
        for (WikiEntry& e : k.entries) by_ref[{e.kind, e.id}] = &e;
    }
    for (WikiKind& k : m.kinds) {
        for (WikiEntry& e : k.entries) {
            std::set<WikiRef> named;
            for (const WikiField& f : e.fields) named.insert(f.links.begin(), f.links.end());
            for (const WikiRef& r : named) {
                if (auto it = by_ref.find(r); it != by_ref.end() && it->second != &e)
                    it->second->named_by.push_back({e.kind, e.id});
            }
            if (e.templates.empty()) continue;
            if (auto it = by_ref.find({e.kind, e.templates.front()}); it != by_ref.end())
                it->second->children.push_back(e.id);
        }
    }
    for (const auto& [vault_id, vault] : c.vaults) {
        std::set<WikiRef> holds;
        for (const VaultGlyph& g : vault.legend) {
            if (!g.tile.empty()) holds.insert({DefKind::tile, g.tile});
            for (const WeightedId& w : g.entity) {
                holds.insert({c.actor(w.id) ? DefKind::actor : DefKind::item, w.id});
            }
        }
        if (auto it = by_ref.find({DefKind::vault, vault_id}); it != by_ref.end())
            it->second->holds.assign(holds.begin(), holds.end());
        for (const WikiRef& r : holds) {
            if (auto it = by_ref.find(r); it != by_ref.end())
                it->second->vaults.push_back(vault_id);
        }
    }
}

// The kinds as a reader looks for them: what lives in the dungeon first, the lists that
// give it names and relations after.
constexpr DefKind kWikiKindOrder[] = {DefKind::actor,   DefKind::item,  DefKind::status,
                                      DefKind::tile,    DefKind::vault, DefKind::damage_type,
                                      DefKind::faction, DefKind::slot,  DefKind::appearance};
static_assert(std::size(kWikiKindOrder) == std::size(kDefKinds));

}  // namespace

const WikiEntry* WikiModel::find(DefKind kind, const DefId& id) const {
    for (const WikiKind& k : kinds) {
        if (k.kind != kind) continue;
        for (const WikiEntry& e : k.entries) {
            if (e.id == id) return &e;
        }
    }
    return nullptr;
}

std::string wiki_kind_slug(DefKind kind) {
    std::string file = kind_file(kind);
    return file.substr(0, file.find('.'));
}

std::string wiki_kind_title(DefKind kind) {
    std::string title = wiki_kind_slug(kind);
    std::replace(title.begin(), title.end(), '_', ' ');
    title[0] = static_cast<char>(title[0] - 'a' + 'A');
    return title;
}

WikiModel build_wiki_model(const Content& c, const WikiOptions& options) {
    WikiModel m;
    m.layers = content_layers(c);
    m.deepest = deepest_depth(c);
    m.player = c.settings.player;
    m.against_name = options.against ? options.against_name : "";
    const int player_hp = options.threat_rounds > 0 ? starting_player_hp(c) : 0;
    std::map<std::string, WikiLabFigures> lab;
    if (options.lab) {
        lab = lab_figures(*options.lab);
        m.lab_name = options.lab_name;
        m.lab_runs = options.lab->runs.size();
    }
    for (DefKind kind : kWikiKindOrder) {
        WikiKind k{kind, {}};
        each_definition(c, kind, [&](const DefId& id, const auto& def, bool is_template) {
            WikiEntry e = entry_of(c, kind, id, def, is_template);
            if (!is_template && kind == DefKind::actor) {
                e.spawn = spawn_curve(c.spawns.monsters, id, m.deepest);
                if (id != c.settings.player && options.threat_rounds > 0)
                    e.threat = threat_of(c, id, options.threat_rounds, player_hp);
            }
            if (!is_template && kind == DefKind::item)
                e.spawn = spawn_curve(c.spawns.items, id, m.deepest);
            if (options.lab && !is_template &&
                ((kind == DefKind::actor && id != c.settings.player) || kind == DefKind::item)) {
                const auto it = lab.find(id);
                e.lab = it == lab.end() ? WikiLabFigures{} : it->second;
            }
            k.entries.push_back(std::move(e));
        });
        std::sort(k.entries.begin(), k.entries.end(),
                  [](const WikiEntry& a, const WikiEntry& b) { return a.id < b.id; });
        if (options.against) {
            std::map<DefId, std::vector<WikiField>> before;
            each_definition(*options.against, kind,
                            [&](const DefId& id, const auto& def, bool is_template) {
                                before[id] = entry_of(Content{}, kind, id, def, is_template).fields;
                            });
            for (WikiEntry& e : k.entries) {
                const auto it = before.find(e.id);
                if (it == before.end())
                    e.added = true;
                else
                    e.changes = changes_between(it->second, e.fields);
            }
            for (const auto& old : before) {
                const DefId& id = old.first;
                const bool still = std::any_of(k.entries.begin(), k.entries.end(),
                                               [&](const WikiEntry& e) { return e.id == id; });
                if (still) continue;
                std::string name = id;
                for (const WikiField& f : old.second) {
                    if (f.path == "name" && f.value != "''") name = f.value;
                }
                m.removed.push_back({{kind, id}, name});
            }
        }
        if (!k.entries.empty()) m.kinds.push_back(std::move(k));
    }
    link_entries(m, c);
    return m;
}

}  // namespace cf
