#include "engine/world/state_text.hpp"

#include <yaml-cpp/yaml.h>

#include <set>

#include "engine/world/state_schema.hpp"
#include "engine/yaml/yaml_number.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace {

std::string items_text(const std::vector<ItemInstance>& items) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        out += (i ? ", [" : "[") + std::to_string(items[i].id) + ", " + items[i].def;
        if (items[i].letter != kNoLetter) out += ", " + letter_text(items[i].letter);
        if (items[i].charges != kNoCharges) out += ", " + std::to_string(items[i].charges);
        out += "]";
    }
    return out + "]";
}

std::string equipped_text(const std::map<DefId, EntityId>& equipped) {
    std::string out = "{";
    for (const auto& [slot, id] : equipped) {
        out += (out.size() > 1 ? ", " : "") + slot + ": " + std::to_string(id);
    }
    return out + "}";
}

std::string tally_text(const std::map<DefId, int>& tally) {
    std::string out = "{";
    for (const auto& [id, count] : tally)
        out += (out.size() > 1 ? ", " : "") + id + ": " + std::to_string(count);
    return out + "}";
}

// Through the reader every YAML text of the game goes through (limits, one document).
std::optional<YAML::Node> parse_flow(const std::string& text, std::string& error) {
    std::vector<Problem> problems;
    auto node = parse_yaml_text(text, "value", problems);
    if (!node)
        error = "'" + text +
                "' is not valid YAML: " + (problems.empty() ? "" : problems.front().message);
    return node;
}

bool read_items(const YAML::Node& n, std::vector<ItemInstance>& out, std::string& error) {
    std::vector<ItemInstance> items;
    if (!n.IsSequence()) {
        error = "items must be a list like [[5, sword, a], [7, potion, b]]";
        return false;
    }
    for (const YAML::Node& pair : n) {
        int letter = kNoLetter;
        int charges = kNoCharges;
        bool fits = pair.IsSequence() && pair.size() >= 2 && pair.size() <= 4;
        // After the definition: its letter, then its charges, each when it has one.
        for (std::size_t k = 2; fits && k < pair.size(); ++k) {
            if (const std::optional<int> number = whole_number<int>(pair[k])) {
                fits = *number >= 0 && *number <= kMaxStateCharges && k + 1 == pair.size();
                charges = *number;
            } else {
                const auto l =
                    pair[k].IsScalar() ? letter_from_text(pair[k].Scalar()) : std::nullopt;
                fits = k == 2 && l.has_value();
                letter = l.value_or(kNoLetter);
            }
        }
        const EntityId id = fits ? whole_number<EntityId>(pair[0]).value_or(0) : 0;
        if (!fits || id == 0 || !pair[1].IsScalar() || pair[1].Scalar().empty()) {
            error =
                "each item must be [id, item definition, letter a-z, charges], like [5, wand, a, "
                "3] (the letter and the charges may be left out)";
            return false;
        }
        items.push_back({id, pair[1].Scalar(), letter, charges});
    }
    out = std::move(items);
    return true;
}

bool read_equipped(const YAML::Node& n, std::map<DefId, EntityId>& out, std::string& error) {
    std::map<DefId, EntityId> equipped;
    if (!n.IsMap()) {
        error = "equipped must map slots to carried item ids, like {weapon: 5}";
        return false;
    }
    for (const auto& entry : n) {
        const std::optional<EntityId> id = whole_number<EntityId>(entry.second);
        if (!entry.first.IsScalar() || !id) {
            error = "equipped must map slots to carried item ids, like {weapon: 5}";
            return false;
        }
        equipped[entry.first.Scalar()] = *id;
    }
    out = std::move(equipped);
    return true;
}

bool read_tally(const YAML::Node& n, std::map<DefId, int>& out, std::string& error) {
    std::map<DefId, int> tally;
    const char* usage =
        "a tally must map definition ids to counts of 0 or more, like {orc: 3, troll: 1}";
    if (!n.IsMap()) {
        error = usage;
        return false;
    }
    for (const auto& entry : n) {
        const std::optional<int> count = whole_number<int>(entry.second);
        if (!entry.first.IsScalar() || entry.first.Scalar().empty() || !count || *count < 0) {
            error = usage;
            return false;
        }
        tally[entry.first.Scalar()] = *count;
    }
    out = std::move(tally);
    return true;
}

// Lists (path, text) for every described field present; reads only.
struct Flattener {
    std::string prefix;
    std::vector<FieldValue>* out;

    void put(const char* key, std::string value) {
        out->push_back({prefix + key, std::move(value)});
    }
    void number(const char* key, const int& v, int, int, SaveForm = {}) {
        put(key, std::to_string(v));
    }
    void id(const char* key, const DefId& v, SaveForm = {}) { put(key, v); }
    void kind(const char* key, const EntityKind& k) {
        put(key, std::string(kEntityKindNames[static_cast<int>(k)]));
    }
    void flag(const char* key, const bool& v, SaveForm) { put(key, v ? "true" : "false"); }
    void status(const char* key, const GameStatus& s, SaveForm) {
        put(key, std::string(game_status_name(s)));
    }
    void items(const char* key, const std::vector<ItemInstance>& v) { put(key, items_text(v)); }
    void equipped(const char* key, const std::map<DefId, EntityId>& v) {
        put(key, equipped_text(v));
    }
    void tally(const char* key, const std::map<DefId, int>& v, SaveForm) {
        put(key, tally_text(v));
    }
    template <class N>
    void keyed(const char* key, const std::map<std::string, N>& m, long long, long long) {
        for (const auto& [name, n] : m)
            put((std::string(key) + "." + name).c_str(), std::to_string(n));
    }
    template <class T>
    void component(const char* key, const std::optional<T>& c) {
        if (!c) return;
        Flattener inner{prefix + key + ".", out};
        describe_state(inner, *c);
    }
};

// Sets the one field named `path`, parsing `value`.
struct Setter {
    std::string prefix;
    const std::string& path;
    const std::string& value;
    std::string& error;
    bool found = false;
    bool ok = false;

    bool here(const char* key) {
        if (found || path != prefix + key) return false;
        found = true;
        return true;
    }
    void number(const char* key, int& v, int lo, int hi, SaveForm = {}) {
        if (!here(key)) return;
        const auto n = parse_whole_number<long long>(value);
        if (!n || *n < lo || *n > hi) {
            error = path + " must be a whole number from " + std::to_string(lo) + " to " +
                    std::to_string(hi) + ", not '" + value + "'";
            return;
        }
        v = static_cast<int>(*n);
        ok = true;
    }
    void id(const char* key, DefId& v, SaveForm = {}) {
        if (!here(key)) return;
        if (value.empty()) {
            error = path + " must be a definition id";
            return;
        }
        v = value;
        ok = true;
    }
    void kind(const char* key, EntityKind&) {
        if (here(key)) error = "an entity's kind cannot be changed";
    }
    void flag(const char* key, bool& v, SaveForm) {
        if (!here(key)) return;
        if (value != "true" && value != "false") {
            error = path + " must be true or false, not '" + value + "'";
            return;
        }
        v = value == "true";
        ok = true;
    }
    void status(const char* key, GameStatus& s, SaveForm) {
        if (!here(key)) return;
        for (std::size_t i = 0; i < kGameStatusNames.size(); ++i) {
            if (value != kGameStatusNames[i]) continue;
            s = static_cast<GameStatus>(i);
            ok = true;
            return;
        }
        error = path + " must be playing, dead or won, not '" + value + "'";
    }
    void items(const char* key, std::vector<ItemInstance>& v) {
        if (!here(key)) return;
        if (auto n = parse_flow(value, error)) ok = read_items(*n, v, error);
    }
    void equipped(const char* key, std::map<DefId, EntityId>& v) {
        if (!here(key)) return;
        if (auto n = parse_flow(value, error)) ok = read_equipped(*n, v, error);
    }
    void tally(const char* key, std::map<DefId, int>& v, SaveForm) {
        if (!here(key)) return;
        if (auto n = parse_flow(value, error)) ok = read_tally(*n, v, error);
    }
    // "statuses.poisoned 3" sets one entry; 0 removes it (and so does setting the whole
    // map, "statuses {poisoned: 3}").
    template <class N>
    void keyed(const char* key, std::map<std::string, N>& m, long long lo, long long hi) {
        const std::string whole = prefix + key;
        if (found || path.rfind(whole + ".", 0) != 0) return;
        found = true;
        const std::string name = path.substr(whole.size() + 1);
        const auto n = parse_whole_number<long long>(value);
        if (!valid_id(name)) {
            error = "'" + name + "' in " + path + " is not a valid id";
            return;
        }
        if (!n || *n < lo || *n > hi) {
            error = path + " must be a whole number from " + std::to_string(lo) + " to " +
                    std::to_string(hi) + " (0 removes it), not '" + value + "'";
            return;
        }
        if (*n == 0)
            m.erase(name);
        else
            m[name] = static_cast<N>(*n);
        ok = true;
    }
    template <class T>
    void component(const char* key, std::optional<T>& c) {
        const std::string inner_prefix = prefix + key + ".";
        if (found || !c || path.rfind(inner_prefix, 0) != 0) return;
        Setter inner{inner_prefix, path, value, error};
        describe_state(inner, *c);
        found = inner.found;
        ok = inner.ok;
    }
};

// One line of flow YAML: {key: value, component: {...}}; reads only.
struct Writer {
    std::string out;

    void put(const char* key, const std::string& value) {
        out += ", ";
        out += key;
        out += ": ";
        out += value;
    }
    void number(const char* key, const int& v, int, int) { put(key, std::to_string(v)); }
    void id(const char* key, const DefId& v) { put(key, v); }
    void kind(const char* key, const EntityKind& k) {
        put(key, std::string(kEntityKindNames[static_cast<int>(k)]));
    }
    void items(const char* key, const std::vector<ItemInstance>& v) { put(key, items_text(v)); }
    void equipped(const char* key, const std::map<DefId, EntityId>& v) {
        put(key, equipped_text(v));
    }
    // Left out when empty, as a save leaves it out.
    template <class N>
    void keyed(const char* key, const std::map<std::string, N>& m, long long, long long) {
        if (m.empty()) return;
        std::string text = "{";
        for (const auto& [name, n] : m)
            text += (text.size() > 1 ? ", " : "") + name + ": " + std::to_string(n);
        put(key, text + "}");
    }
    template <class T>
    void component(const char* key, const std::optional<T>& c) {
        if (!c) return;
        Writer inner;
        describe_state(inner, *c);
        put(key, "{" + (inner.out.empty() ? std::string() : inner.out.substr(2)) + "}");
    }
};

// Reads the fields of a YAML mapping; reports missing and unknown keys.
struct NodeReader {
    const YAML::Node& node;
    std::string what;
    std::string& error;
    std::set<std::string> used;

    std::optional<YAML::Node> need(const char* key) {
        used.insert(key);
        if (!error.empty()) return std::nullopt;
        YAML::Node value = node[key];
        if (!value.IsDefined()) {
            error = "missing '" + std::string(key) + "' in " + what;
            return std::nullopt;
        }
        return value;
    }
    // An optional mapping: nothing when absent, or when not a mapping with the error `must`.
    std::optional<YAML::Node> optional_mapping(const char* key, const char* must) {
        used.insert(key);
        if (!error.empty()) return std::nullopt;
        YAML::Node value = node[key];
        if (!value.IsDefined()) return std::nullopt;
        if (!value.IsMap()) {
            error = "'" + std::string(key) + "' in " + what + " " + must;
            return std::nullopt;
        }
        return value;
    }
    void number(const char* key, int& v, int lo, int hi) {
        const auto n = need(key);
        if (!n) return;
        const std::string why = whole_number_problem(*n);
        const std::optional<long long> x = whole_number<long long>(*n);
        if (!x || *x < lo || *x > hi) {
            error = "'" + std::string(key) + "' in " + what + " must be a whole number from " +
                    std::to_string(lo) + " to " + std::to_string(hi) +
                    (why.empty() ? std::string() : ": " + why);
            return;
        }
        v = static_cast<int>(*x);
    }
    void id(const char* key, DefId& v) {
        const auto n = need(key);
        if (n && n->IsScalar() && !n->Scalar().empty())
            v = n->Scalar();
        else if (n)
            error = "'" + std::string(key) + "' in " + what + " must be a definition id";
    }
    void kind(const char* key, EntityKind& k) {
        const auto n = need(key);
        if (!n) return;
        if (n->IsScalar() && n->Scalar() == "item")
            k = EntityKind::item;
        else if (n->IsScalar() && n->Scalar() == "actor")
            k = EntityKind::actor;
        else
            error = "'kind' in " + what + " must be actor or item";
    }
    void items(const char* key, std::vector<ItemInstance>& v) {
        if (const auto n = need(key)) read_items(*n, v, error);
    }
    void equipped(const char* key, std::map<DefId, EntityId>& v) {
        if (const auto n = need(key)) read_equipped(*n, v, error);
    }
    // Optional: absent is empty.
    template <class N>
    void keyed(const char* key, std::map<std::string, N>& m, long long lo, long long hi) {
        const auto n = optional_mapping(key, "must map ids to numbers");
        if (!n) return;
        for (const auto& entry : *n) {
            long long x = 0;
            if (!entry.first.IsScalar() || !valid_id(entry.first.Scalar()) ||
                !YAML::convert<long long>::decode(entry.second, x) || x < lo || x > hi) {
                error = "'" + std::string(key) + "' in " + what +
                        " must map ids to whole numbers from " + std::to_string(lo) + " to " +
                        std::to_string(hi);
                return;
            }
            if (x != 0) m[entry.first.Scalar()] = static_cast<N>(x);
        }
    }
    template <class T>
    void component(const char* key, std::optional<T>& c) {
        const auto n = optional_mapping(key, "must be a mapping");
        if (!n) return;
        c.emplace();
        NodeReader inner{*n, "'" + std::string(key) + "' of " + what, error, {}};
        describe_state(inner, *c);
        inner.finish();
    }
    void finish() {
        if (!error.empty()) return;
        for (const auto& entry : node) {
            if (!used.contains(entry.first.Scalar())) {
                error = "unknown key '" + entry.first.Scalar() + "' in " + what;
                return;
            }
        }
    }
};

}  // namespace

std::vector<FieldValue> entity_fields(const Entity& e) {
    std::vector<FieldValue> out;
    Flattener f{"", &out};
    describe_state(f, e);
    return out;
}

namespace {

// Whether `path` is an entry of one of the keyed maps `e` describes.
struct KeyedEntry {
    const std::string& path;
    std::string prefix;
    bool found = false;

    void number(const char*, const int&, int, int) {}
    void id(const char*, const DefId&) {}
    void kind(const char*, const EntityKind&) {}
    void items(const char*, const std::vector<ItemInstance>&) {}
    void equipped(const char*, const std::map<DefId, EntityId>&) {}
    template <class N>
    void keyed(const char* key, const std::map<std::string, N>&, long long, long long) {
        const std::string whole = prefix + key + ".";
        found = found || (path.size() > whole.size() && path.rfind(whole, 0) == 0);
    }
    template <class T>
    void component(const char* key, const std::optional<T>& c) {
        if (!c) return;
        KeyedEntry inner{path, prefix + key + "."};
        describe_state(inner, *c);
        found = found || inner.found;
    }
};

}  // namespace

std::optional<std::string> entity_field(const Entity& e, const std::string& path) {
    for (FieldValue& f : entity_fields(e)) {
        if (f.path == path) return std::move(f.value);
    }
    KeyedEntry keyed{path, ""};
    describe_state(keyed, e);
    if (keyed.found) return "0";
    return std::nullopt;
}

std::vector<FieldValue> world_fields(const World& w) {
    std::vector<FieldValue> out;
    Flattener f{"", &out};
    describe_world(f, w);
    return out;
}

bool set_entity_field(Entity& e, const std::string& path, const std::string& value,
                      std::string& error) {
    error.clear();
    Entity copy = e;
    Setter s{"", path, value, error};
    describe_state(s, copy);
    if (!s.found && error.empty())
        error = "'" + path + "' is not a field of entity " + std::to_string(e.id);
    if (!s.ok) return false;
    e = std::move(copy);
    return true;
}

bool set_world_field(World& w, const std::string& path, const std::string& value,
                     std::string& error) {
    error.clear();
    Setter s{"", path, value, error};
    describe_world(s, w);
    if (!s.found && error.empty()) error = "'" + path + "' is not a field of the world";
    return s.ok;
}

std::string entity_to_text(const Entity& e) {
    Writer w;
    describe_state(w, e);
    return "{id: " + std::to_string(e.id) + w.out + "}";
}

std::optional<Entity> entity_from_text(const std::string& text, std::string& error) {
    error.clear();
    auto node = parse_flow(text, error);
    if (!node) return std::nullopt;
    if (!node->IsMap()) {
        error = "an entity must be a mapping like {id: 12, kind: actor, def: orc, x: 3, y: 4}";
        return std::nullopt;
    }
    Entity e;
    const YAML::Node id = (*node)["id"];
    e.id = id.IsDefined() ? whole_number<EntityId>(id).value_or(kNoEntity) : kNoEntity;
    if (e.id == kNoEntity) {
        error = "an entity needs an 'id' of 1 or more";
        return std::nullopt;
    }
    NodeReader reader{*node, "entity " + std::to_string(e.id), error, {"id"}};
    describe_state(reader, e);
    reader.finish();
    if (!error.empty()) return std::nullopt;
    return e;
}

}  // namespace cf
