// save_to_text: the world as save text. Written by hand rather than with
// YAML::Emitter so the layout is fixed (a diff of two saves reads well) and a
// 1,000-entity floor saves in well under a millisecond.

#include <string_view>
#include <type_traits>

#include "engine/core/hash.hpp"
#include "engine/save/save.hpp"
#include "engine/save/save_format.hpp"
#include "engine/world/state_schema.hpp"
#include "engine/yaml/yaml_text.hpp"

namespace cf {

namespace {

using save_format::cell_symbol;
using save_format::symbol_width;

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Ids like "down_stairs" stay plain; anything a YAML reader could take for something
// else (a number, null, a boolean, punctuation) is double-quoted, so a save stays
// within the YAML subset engine/yaml's fast reader reads.
bool plain_safe(std::string_view s) {
    if (s.empty() || !(is_letter(s[0]) || s[0] == '_')) return false;
    for (const char c : s) {
        if (!(is_letter(c) || is_digit(c) || c == '_' || c == '-' || c == '.')) return false;
    }
    return !yaml_reads_as_other_type(s);
}

void put_quoted(std::string& out, std::string_view s) { out += yaml_double_quoted(s); }

void put_id(std::string& out, std::string_view s) {
    if (plain_safe(s))
        out += s;
    else
        put_quoted(out, s);
}

// {id: n, id: n}: statuses, equipment slots, kills.
template <class N>
void put_id_map(std::string& out, const std::map<std::string, N>& m) {
    out += '{';
    bool first = true;
    for (const auto& [name, n] : m) {
        if (!first) out += ", ";
        first = false;
        put_id(out, name);
        out += ": " + std::to_string(n);
    }
    out += '}';
}

template <class T>
void put_field(std::string& out, std::string_view key, T value) {
    out += key;
    out += ": ";
    out += std::to_string(value);
}

void write_map(std::string& out, const Map& map) {
    const auto& palette = map.palette();
    const int width = symbol_width(palette.size());
    out += "map:\n";
    put_field(out, "  width", map.width());
    put_field(out, "\n  height", map.height());
    out += "\n  palette:";  // cell symbol -> tile id, in the floor's own order
    if (palette.empty()) out += " []";
    std::vector<std::string> symbols;
    for (std::size_t i = 0; i < palette.size(); ++i) {
        symbols.push_back(cell_symbol(i, width));
        out += "\n    - [\"" + symbols.back() + "\", ";
        put_id(out, palette[i]);
        out += ']';
    }
    const auto& cells = map.cells();
    const auto& explored = map.explored_flags();
    const auto columns = static_cast<std::size_t>(map.width());
    out += map.height() > 0 ? "\n  cells:" : "\n  cells: []";
    for (std::size_t row = 0; row * columns < cells.size() && columns > 0; ++row) {
        out += "\n    - \"";
        for (std::size_t x = 0; x < columns; ++x) out += symbols[cells[row * columns + x]];
        out += '"';
    }
    out += map.height() > 0 ? "\n  explored:" : "\n  explored: []";
    for (std::size_t row = 0; row * columns < explored.size() && columns > 0; ++row) {
        out += "\n    - \"";
        for (std::size_t x = 0; x < columns; ++x) out += explored[row * columns + x] ? '1' : '0';
        out += '"';
    }
    out += map.rooms().empty() ? "\n  rooms: []" : "\n  rooms:";
    for (const Rect& r : map.rooms()) {
        out += "\n    - [" + std::to_string(r.x) + ", " + std::to_string(r.y) + ", " +
               std::to_string(r.w) + ", " + std::to_string(r.h) + "]";
    }
    // Hidden tiles the player knows (traps that fired): only when there are any, so a
    // save without them reads as every save before traps.
    if (!map.revealed_cells().empty()) out += "\n  revealed:";
    for (int i : map.revealed_cells()) {
        const Point p = map.point(i);
        out += "\n    - [" + std::to_string(p.x) + ", " + std::to_string(p.y) + "]";
    }
    // The vaults placed on the floor, likewise only when there are any.
    if (!map.vaults().empty()) out += "\n  vaults:";
    for (const VaultArea& v : map.vaults()) {
        out += "\n    - [";
        put_id(out, v.id);
        out += ", " + std::to_string(v.area.x) + ", " + std::to_string(v.area.y) + ", " +
               std::to_string(v.area.w) + ", " + std::to_string(v.area.h) + "]";
    }
    out += '\n';
}

// An entity's fields through the state description (state_schema.hpp): plain fields one
// per line, components as one-line flow maps, except the inventory's list of items, which
// is a block so that a long inventory stays readable.
struct EntityFields {
    std::string& out;
    std::string indent = "    ";
    bool flow = false;   // inside a one-line component: "a: 1, b: 2"
    bool block = false;  // set when a field needs the block layout (a list of items)
    // Version 2's layout: no keyed maps, confusion as ai: {confused_turns: N}.
    const Entity* version2 = nullptr;

    void key(const char* k) {
        if (flow) {
            if (out.back() != '{') out += ", ";
        } else {
            out += indent;
        }
        out += k;
        out += ": ";
    }
    void end() {
        if (!flow) out += '\n';
    }
    void number(const char* k, const int& v, int, int) {
        key(k);
        out += std::to_string(v);
        end();
    }
    void id(const char* k, const DefId& v) {
        key(k);
        put_id(out, v);
        end();
    }
    void kind(const char* k, const EntityKind& v) {
        key(k);
        out += v == EntityKind::item ? "item" : "actor";
        end();
    }
    // A flow map of ids to numbers, left out when empty (so an entity without statuses
    // reads as it did before statuses were saved).
    template <class N>
    void keyed(const char* k, const std::map<std::string, N>& m, long long, long long) {
        if (m.empty() || version2) return;
        key(k);
        put_id_map(out, m);
        end();
    }
    void items(const char* k, const std::vector<ItemInstance>& items) {
        block = true;
        if (flow) return;
        out += indent;
        out += k;
        out += ':';
        if (items.empty()) out += " []";
        for (const ItemInstance& item : items) {
            out += '\n' + indent + "  - [" + std::to_string(item.id) + ", ";
            put_id(out, item.def);
            if (item.letter != kNoLetter) out += ", " + letter_text(item.letter);
            if (item.charges != kNoCharges) out += ", " + std::to_string(item.charges);
            out += ']';
        }
        out += '\n';
    }
    void equipped(const char* k, const std::map<DefId, EntityId>& slots) {
        key(k);
        put_id_map(out, slots);
        end();
    }
    template <class T>
    void component(const char* k, const std::optional<T>& c) {
        if (!c) return;
        if constexpr (std::is_same_v<T, Ai>) {
            if (version2) {
                const auto confused = version2->statuses.find("confused");
                out += indent + k + ": {confused_turns: " +
                       std::to_string(confused == version2->statuses.end() ? 0 : confused->second) +
                       "}\n";
                return;
            }
        }
        const std::size_t start = out.size();
        out += indent + k + ": {";
        EntityFields inline_fields{out, indent, true};
        describe_state(inline_fields, *c);
        if (!inline_fields.block) {
            out += "}\n";
            return;
        }
        out.resize(start);
        out += indent + k + ":\n";
        EntityFields block_fields{out, indent + "  "};
        describe_state(block_fields, *c);
    }
};

void write_entity(std::string& out, const Entity& e, int version) {
    put_field(out, "  - id", e.id);
    out += '\n';
    EntityFields fields{out};
    if (version < 3) fields.version2 = &e;
    describe_state(fields, e);
}

// The world's own fields through describe_world, one "\nkey: value" each, as its
// SaveForm says: a required field always (from its version on), any other only when it
// is not zero, false or empty (so saves without it read as before).
struct WorldFieldWriter {
    std::string& out;
    int version;

    bool put_key(const char* k, SaveForm form, bool empty) {
        if (version < form.since || (!form.required && empty)) return false;
        out += '\n';
        out += k;
        out += ": ";
        return true;
    }
    void number(const char* k, const int& v, int, int, SaveForm form) {
        if (put_key(k, form, v == 0)) out += std::to_string(v);
    }
    void flag(const char* k, const bool& v, SaveForm form) {
        if (put_key(k, form, !v)) out += v ? "true" : "false";
    }
    void status(const char* k, const GameStatus& v, SaveForm form) {
        if (put_key(k, form, v == GameStatus{})) out += game_status_name(v);
    }
    void id(const char* k, const DefId& v, SaveForm form) {
        if (put_key(k, form, v.empty())) put_id(out, v);
    }
    void tally(const char* k, const std::map<DefId, int>& v, SaveForm form) {
        if (put_key(k, form, v.empty())) put_id_map(out, v);
    }
};

void write_messages(std::string& out, const std::vector<Message>& messages) {
    out += messages.empty() ? "messages: []\n" : "messages:\n";
    for (const Message& m : messages) {
        out += "  - {text: ";
        put_quoted(out, m.text);
        out += ", tone: ";
        out += tone_name(m.tone);
        put_field(out, ", count", m.count);
        put_field(out, ", turn", m.turn);
        out += "}\n";
    }
}

}  // namespace

namespace {

std::string save_text(const World& world, int version, const std::vector<LayerRecord>& layers) {
    std::string out;
    out.reserve(4096 + world.entities.size() * 160 + world.map.cells().size() * 2);
    out += save_format::kHeaderComment;
    out += "\nformat: ";
    out += save_format::kFormatName;
    put_field(out, "\nversion", version);
    out += '\n';
    out += save_format::kChecksumKey;
    const std::size_t digits = out.size();
    out += std::string(save_format::kChecksumDigits, '0');
    if (!layers.empty()) {
        out += "\ncontent_layers: [";
        for (std::size_t i = 0; i < layers.size(); ++i) {
            out += i ? ", {name: " : "{name: ";
            put_quoted(out, layers[i].name);
            out += ", hash: ";
            put_quoted(out, layers[i].hash);
            out += '}';
        }
        out += ']';
    }
    put_field(out, "\nseed", world.seed);
    put_field(out, "\nrng: {state", world.rng.state());
    put_field(out, ", stream", world.rng.stream());
    out += '}';
    WorldFieldWriter fields{out, version};
    describe_world(fields, world);
    put_field(out, "\nnext_id", world.next_id);
    put_field(out, "\nplayer_id", world.player_id);
    out += '\n';
    write_map(out, world.map);
    out += world.entities.empty() ? "entities: []\n" : "entities:\n";
    for (const Entity& e : world.entities) write_entity(out, e, version);
    write_messages(out, world.log.messages());
    out.replace(digits, save_format::kChecksumDigits, hex16(save_format::checksum_of(out, digits)));
    return out;
}

}  // namespace

std::string save_to_text(const World& world, const std::vector<LayerRecord>& layers) {
    return save_text(world, kSaveFormatVersion, layers);
}

std::string save_to_text_as_version2(const World& world) { return save_text(world, 2, {}); }

int save_version_of(std::string_view text) {
    const std::string_view key = "\nversion: ";
    const std::size_t at = text.substr(0, 512).find(key);
    if (at == std::string_view::npos) return kSaveFormatVersion;
    int version = 0;
    for (std::size_t i = at + key.size();
         i < text.size() && text[i] >= '0' && text[i] <= '9' && version < 100000; ++i)
        version = version * 10 + (text[i] - '0');
    return version > 0 && version <= kSaveFormatVersion ? version : kSaveFormatVersion;
}

}  // namespace cf
