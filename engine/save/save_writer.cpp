// save_to_text: the world as save text. Written by hand rather than with
// YAML::Emitter so the layout is fixed (a diff of two saves reads well) and a
// 1,000-entity floor saves in well under a millisecond.

#include <string_view>

#include "engine/save/save.hpp"
#include "engine/save/save_format.hpp"

namespace cf {

namespace {

using save_format::cell_symbol;
using save_format::symbol_width;

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Ids like "down_stairs" stay plain; anything a YAML reader could take for something
// else (a number, null, a boolean, punctuation) is quoted.
bool plain_safe(std::string_view s) {
    if (s.empty() || !(is_letter(s[0]) || s[0] == '_')) return false;
    for (const char c : s) {
        if (!(is_letter(c) || is_digit(c) || c == '_' || c == '-' || c == '.')) return false;
    }
    std::string lower(s);
    for (char& c : lower) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    for (const char* word : {"null", "true", "false", "yes", "no", "on", "off", "y", "n"}) {
        if (lower == word) return false;
    }
    return true;
}

// A double-quoted YAML string. Bytes from 0x80 up pass through, so UTF-8 stays readable.
void put_quoted(std::string& out, std::string_view s) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (u < 0x20 || u == 0x7f) {
            out += "\\x";
            out += kHex[u >> 4u];
            out += kHex[u & 15u];
        } else {
            out += c;
        }
    }
    out += '"';
}

void put_id(std::string& out, std::string_view s) {
    if (plain_safe(s)) out += s;
    else put_quoted(out, s);
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
    out += '\n';
}

void write_inventory(std::string& out, const Inventory& inv) {
    out += "    inventory:\n      items:";
    if (inv.items.empty()) out += " []";
    for (const ItemInstance& item : inv.items) {
        out += "\n        - [" + std::to_string(item.id) + ", ";
        put_id(out, item.def);
        out += ']';
    }
    out += "\n      equipped: {";
    bool first = true;
    for (const auto& [slot, id] : inv.equipped) {
        if (!first) out += ", ";
        first = false;
        put_id(out, slot);
        out += ": " + std::to_string(id);
    }
    out += "}\n";
}

void write_entity(std::string& out, const Entity& e) {
    put_field(out, "  - id", e.id);
    out += e.is_item() ? "\n    kind: item\n    def: " : "\n    kind: actor\n    def: ";
    put_id(out, e.def);
    put_field(out, "\n    x", e.pos.x);
    put_field(out, "\n    y", e.pos.y);
    out += '\n';
    if (e.fighter) {
        put_field(out, "    fighter: {hp", e.fighter->hp);
        out += "}\n";
    }
    if (e.ai) {
        put_field(out, "    ai: {confused_turns", e.ai->confused_turns);
        out += "}\n";
    }
    if (e.progression) {
        const Progression& p = *e.progression;
        put_field(out, "    progression: {level", p.level);
        put_field(out, ", xp", p.xp);
        put_field(out, ", max_hp_gain", p.max_hp_gain);
        put_field(out, ", power_gain", p.power_gain);
        put_field(out, ", defense_gain", p.defense_gain);
        out += "}\n";
    }
    if (e.inventory) write_inventory(out, *e.inventory);
}

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

std::string save_to_text(const World& world) {
    std::string out;
    out.reserve(4096 + world.entities.size() * 160 + world.map.cells().size() * 2);
    out += save_format::kHeaderComment;
    out += "\nformat: ";
    out += save_format::kFormatName;
    put_field(out, "\nversion", kSaveFormatVersion);
    out += '\n';
    out += save_format::kChecksumKey;
    const std::size_t digits = out.size();
    out += std::string(save_format::kChecksumDigits, '0');
    put_field(out, "\nseed", world.seed);
    put_field(out, "\nrng: {state", world.rng.state());
    put_field(out, ", stream", world.rng.stream());
    put_field(out, "}\ndepth", world.depth);
    put_field(out, "\nturn", world.turn);
    out += world.status == GameStatus::dead ? "\nstatus: dead" : "\nstatus: playing";
    put_field(out, "\npending_level_ups", world.pending_level_ups);
    put_field(out, "\nnext_id", world.next_id);
    put_field(out, "\nplayer_id", world.player_id);
    out += '\n';
    write_map(out, world.map);
    out += world.entities.empty() ? "entities: []\n" : "entities:\n";
    for (const Entity& e : world.entities) write_entity(out, e);
    write_messages(out, world.log.messages());
    out.replace(digits, save_format::kChecksumDigits,
                save_format::hex16(save_format::checksum_of(out, digits)));
    return out;
}

}  // namespace cf
