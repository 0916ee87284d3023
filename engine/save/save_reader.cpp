// load_save_text: header (format, version, checksum), then the world's state, then
// checks that span values (ids, the player, equipment) and against the content.
// Every problem is collected; a world is returned only when there are none.

#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "engine/core/hash.hpp"
#include "engine/rules/state_checks.hpp"
#include "engine/save/save.hpp"
#include "engine/save/save_fields.hpp"
#include "engine/save/save_format.hpp"
#include "engine/world/state_bounds.hpp"
#include "engine/world/state_schema.hpp"

namespace cf {

// Defined in save_entities.cpp.
namespace save_format {
std::vector<Entity> read_entities(const Reader& r, const Node& list, int width, int height,
                                  int version);
void check_entities(const Reader& r, const Node& root, const World& world);
void resolve_definitions(World& world, const Content& content, const Reader& r,
                         std::vector<std::string>& notes);
}  // namespace save_format

namespace {

using save_format::Fields;
using save_format::Node;
using save_format::Reader;

// Format, version and checksum, in that order: a newer version is refused before
// anything else is read, so its other fields are never misread by this build.
bool read_header(const Reader& r, Fields& root, const std::string& text, int& version_read) {
    const Node* format = root.find("format");
    if (!format || !format->is_scalar() || format->text != save_format::kFormatName) {
        r.report(format ? *format : Node{},
                 "this is not a Cryptforge save: it does not start with 'format: cryptforge-save'");
        return false;
    }
    const Node* version = root.need("version");
    if (!version) return false;
    const auto v = r.number(*version, "'version'", 0, 1'000'000);
    if (!v) return false;
    if (*v > kSaveFormatVersion) {
        r.report(*version, "this save was written by a newer Cryptforge (save format version " +
                               std::to_string(*v) + "; this build reads up to version " +
                               std::to_string(kSaveFormatVersion) +
                               "): update Cryptforge to continue it");
        return false;
    }
    version_read = static_cast<int>(*v);
    if (*v < 1) {
        r.report(*version, "save format version " + std::to_string(*v) +
                               " is older than any this build reads (version 1 is the oldest)");
        return false;
    }
    const Node* checksum = root.need("checksum");
    if (!checksum) return false;
    const auto at = save_format::offset_of(text, checksum->line, checksum->column);
    const bool well_formed =
        checksum->is_scalar() && checksum->text.size() == save_format::kChecksumDigits &&
        std::all_of(checksum->text.begin(), checksum->text.end(),
                    [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); }) &&
        at && text.compare(*at, save_format::kChecksumDigits, checksum->text) == 0;
    if (!well_formed) {
        r.report(*checksum,
                 "'checksum' must be 16 lower-case hexadecimal digits written by Cryptforge");
        return false;
    }
    if (hex16(save_format::checksum_of(text, *at)) != checksum->text) {
        r.report(*checksum,
                 "the save is damaged: its checksum does not match its contents "
                 "(the file was cut short, corrupted, or edited by hand)");
        return false;
    }
    return true;
}

// One row of cells: `width` symbols of `symbol` characters each, looked up in `index`.
void read_cells(const Reader& r, const Node& row, int width, std::size_t symbol,
                const std::map<std::string, std::uint16_t>& index,
                std::vector<std::uint16_t>& cells) {
    const auto expected = static_cast<std::size_t>(width) * symbol;
    if (!row.is_scalar() || row.text.size() != expected) {
        r.report(row, "each row of 'cells' must be text of " + std::to_string(expected) +
                          " characters (the map's width times " + std::to_string(symbol) + ")");
        return;
    }
    for (std::size_t at = 0; at < expected; at += symbol) {
        auto it = index.find(row.text.substr(at, symbol));
        if (it == index.end()) {
            std::string message = "'";  // appended: GCC 12 -O3 warns falsely on "literal" + string
            message += row.text.substr(at, symbol);
            message += "' in 'cells' is not a symbol of the palette";
            r.report(row.line, row.column + 1 + static_cast<int>(at), std::move(message));
            return;
        }
        cells.push_back(it->second);
    }
}

void read_explored(const Reader& r, const Node& row, int width,
                   std::vector<std::uint8_t>& explored) {
    const bool ok = row.is_scalar() && row.text.size() == static_cast<std::size_t>(width) &&
                    row.text.find_first_not_of("01") == std::string::npos;
    if (!ok) {
        r.report(row, "each row of 'explored' must be " + std::to_string(width) +
                          " characters, each 0 (not seen) or 1 (seen)");
        return;
    }
    for (const char c : row.text) explored.push_back(c == '1' ? 1 : 0);
}

// The rows of the map's `name` list, which must number `rows` (the map's height): each
// handed to `read_row` while `failed()` is false.
template <class Failed, class ReadRow>
void read_map_rows(const Reader& r, const Node& list, const std::string& name, std::size_t rows,
                   Failed failed, ReadRow read_row) {
    if (!r.sequence(list, "'" + name + "' in 'map'")) return;
    if (list.children.size() != rows) {
        r.report(list, "'" + name + "' must have " + std::to_string(rows) +
                           " rows (the map's height), not " + std::to_string(list.children.size()));
    }
    for (std::size_t y = 0; y < rows && y < list.children.size() && !failed(); ++y) {
        read_row(list.children[y]);
    }
}

// The map's `revealed` list: [x, y] of each hidden tile the player knows.
void read_revealed(const Reader& r, const Node& list, std::vector<Point>& out) {
    if (!r.sequence(list, "'revealed' in 'map'")) return;
    for (const Node& cell : list.children) {
        if (!cell.is_sequence() || cell.children.size() != 2) {
            r.report(cell, "each 'revealed' cell must be [x, y]");
            continue;
        }
        const auto x = r.number(cell.children[0], "a revealed cell's x", 0, kMaxMapSide - 1);
        const auto y = r.number(cell.children[1], "a revealed cell's y", 0, kMaxMapSide - 1);
        if (x && y) out.push_back({static_cast<int>(*x), static_cast<int>(*y)});
    }
}

// The map's `vaults` list: [vault id, x, y, width, height] of each vault placed on the
// floor, every one inside the map.
void read_vaults(const Reader& r, const Node& list, int width, int height,
                 std::vector<VaultArea>& out) {
    if (!r.sequence(list, "'vaults' in 'map'")) return;
    for (const Node& v : list.children) {
        if (!v.is_sequence() || v.children.size() != 5) {
            r.report(v, "each vault must be [vault id, x, y, width, height]");
            continue;
        }
        const auto id = r.id(v.children[0], "a vault's id");
        std::array<int, 4> n{};
        for (std::size_t i = 0; i < 4; ++i) {
            n[i] = static_cast<int>(
                r.number(v.children[i + 1], "a vault's size or position", 0, kMaxMapSide)
                    .value_or(0));
        }
        if (n[2] < 1 || n[3] < 1 || n[0] + n[2] > width || n[1] + n[3] > height) {
            r.report(v, "a vault's cells must lie inside the map and be at least 1x1");
            continue;
        }
        if (id) out.push_back({*id, {n[0], n[1], n[2], n[3]}});
    }
}

// Rows are checked one by one before anything is sized by width * height, so a huge
// width in a damaged file costs nothing.
void read_map(const Reader& r, const Node& node, Map& map) {
    const std::size_t problems_before = r.count();
    Fields f(r, node, "'map'");
    if (!f.valid()) return;
    const auto width = f.number("width", 1, kMaxMapSide);
    const auto height = f.number("height", 1, kMaxMapSide);
    std::vector<DefId> palette;
    std::map<std::string, std::uint16_t> index;
    std::size_t symbol = 0;
    if (const Node* list = f.need("palette"); list && r.sequence(*list, "'palette' in 'map'")) {
        if (list->children.empty() || list->children.size() > 65535) {
            r.report(*list, "'palette' in 'map' must list from 1 to 65535 tiles");
        }
        for (const Node& entry : list->children) {
            const bool pair =
                entry.is_sequence() && entry.children.size() == 2 && entry.children[0].is_scalar();
            const std::string sym = pair ? entry.children[0].text : std::string();
            const auto tile = pair ? r.id(entry.children[1], "a tile in 'palette'") : std::nullopt;
            if (!pair || sym.empty() || sym.size() > 3 || (symbol != 0 && sym.size() != symbol)) {
                r.report(entry,
                         "each 'palette' entry must be [symbol, tile id], symbols all 1 to 3 "
                         "characters long");
                continue;
            }
            symbol = sym.size();
            if (!tile) continue;
            if (std::find(palette.begin(), palette.end(), *tile) != palette.end() ||
                !index.emplace(sym, static_cast<std::uint16_t>(palette.size())).second) {
                r.report(entry,
                         "palette entry ['" + sym + "', " + *tile + "] repeats a symbol or a tile");
                continue;
            }
            palette.push_back(*tile);
        }
    }
    const Node* cells_node = f.need("cells");
    const Node* explored_node = f.need("explored");
    std::vector<Rect> rooms;
    if (const Node* list = f.need("rooms"); list && r.sequence(*list, "'rooms' in 'map'")) {
        for (const Node& room : list->children) {
            if (!room.is_sequence() || room.children.size() != 4) {
                r.report(room, "each room must be [x, y, width, height]");
                continue;
            }
            std::array<int, 4> v{};
            for (std::size_t i = 0; i < 4; ++i) {
                v[i] = static_cast<int>(
                    r.number(room.children[i], "a room's size or position", 0, kMaxMapSide)
                        .value_or(0));
            }
            rooms.push_back({v[0], v[1], v[2], v[3]});
        }
    }
    std::vector<Point> revealed;
    if (const Node* list = f.find("revealed")) read_revealed(r, *list, revealed);
    const Node* vaults_node = f.find("vaults");
    f.finish();
    // Problems elsewhere in the save do not stop the rows being checked too.
    auto failed = [&] { return r.count() != problems_before; };
    if (!width || !height || failed()) return;
    const auto rows = static_cast<std::size_t>(*height);
    std::vector<std::uint16_t> cells;
    std::vector<std::uint8_t> explored;
    const int map_width = static_cast<int>(*width);
    if (cells_node) {
        read_map_rows(r, *cells_node, "cells", rows, failed, [&](const Node& row) {
            read_cells(r, row, map_width, symbol, index, cells);
        });
    }
    if (explored_node) {
        read_map_rows(r, *explored_node, "explored", rows, failed,
                      [&](const Node& row) { read_explored(r, row, map_width, explored); });
    }
    std::vector<int> revealed_cells;
    for (Point p : revealed) {
        if (p.x >= *width || p.y >= *height)
            r.report(node, "a 'revealed' cell lies outside the map");
        revealed_cells.push_back(p.y * map_width + p.x);
    }
    std::vector<VaultArea> vaults;
    if (vaults_node) read_vaults(r, *vaults_node, map_width, static_cast<int>(*height), vaults);
    if (failed()) return;
    map.restore(static_cast<int>(*width), static_cast<int>(*height), std::move(palette),
                std::move(cells), std::move(explored), std::move(rooms), std::move(revealed_cells),
                std::move(vaults));
}

std::vector<Message> read_messages(const Reader& r, const Node& node) {
    std::vector<Message> out;
    if (!r.sequence(node, "'messages'")) return out;
    if (node.children.size() > MessageLog::kCapacity) {
        r.report(node,
                 "'messages' holds at most " + std::to_string(MessageLog::kCapacity) + " messages");
        return out;
    }
    for (std::size_t i = 0; i < node.children.size(); ++i) {
        Fields f(r, node.children[i], "message " + std::to_string(i + 1));
        if (!f.valid()) continue;
        Message m;
        m.text = f.text("text").value_or("");
        if (m.text.size() > MessageLog::kMaxTextBytes)
            r.report(node.children[i], "the text of " + f.what() + " is longer than the " +
                                           std::to_string(MessageLog::kMaxTextBytes) +
                                           " characters a message can have");
        if (const Node* tone = f.need("tone")) {
            if (!tone->is_scalar() || !parse_tone(tone->text, m.tone)) {
                r.report(*tone, "'tone' in " + f.what() +
                                    " must be a tone like 'normal' or 'enemy_attack'");
            }
        }
        m.count = static_cast<int>(f.number("count", 1, kMaxStateCount).value_or(1));
        m.turn = static_cast<int>(f.number("turn", 0, kMaxStateCount).value_or(0));
        f.finish();
        out.push_back(std::move(m));
    }
    return out;
}

// The content layers a save records (optional; saves before layers have none).
std::vector<LayerRecord> read_layers(const Reader& r, const Node& list) {
    std::vector<LayerRecord> layers;
    if (!r.sequence(list, "'content_layers'")) return layers;
    for (const Node& item : list.children) {
        Fields f(r, item, "a content layer");
        LayerRecord layer;
        layer.name = f.text("name").value_or("");
        layer.hash = f.text("hash").value_or("");
        f.finish();
        layers.push_back(std::move(layer));
    }
    return layers;
}

// The world's own fields through describe_world, as each one's SaveForm says: a required
// field must be there in saves of its version on (older ones read its default), any
// other is read when present and is zero, false or empty when not.
struct WorldFieldReader {
    const Reader& r;
    Fields& f;
    int version;

    const Node* field(const char* key, SaveForm form) {
        if (!form.required) return f.find(key);
        return version >= form.since ? f.need(key) : nullptr;
    }
    void number(const char* key, int& v, int lo, int hi, SaveForm form) {
        if (field(key, form)) v = static_cast<int>(f.number(key, lo, hi).value_or(lo));
    }
    void id(const char* key, DefId& v, SaveForm form) {
        if (field(key, form)) v = f.id(key).value_or("");
    }
    void flag(const char* key, bool& v, SaveForm form) {
        const Node* n = field(key, form);
        if (!n) return;
        if (n->is_scalar() && (n->text == "true" || n->text == "false"))
            v = n->text == "true";
        else
            r.report(*n, "'" + std::string(key) + "' must be true or false");
    }
    void status(const char* key, GameStatus& v, SaveForm form) {
        const Node* n = field(key, form);
        if (!n) return;
        const auto name = n->is_scalar()
                              ? std::find(kGameStatusNames.begin(), kGameStatusNames.end(), n->text)
                              : kGameStatusNames.end();
        if (name != kGameStatusNames.end())
            v = static_cast<GameStatus>(name - kGameStatusNames.begin());
        else
            r.report(*n, "'" + std::string(key) + "' must be 'playing', 'dead' or 'won'");
    }
    // Ids to counts: "the kills of 'orc'" in messages.
    void tally(const char* key, std::map<DefId, int>& v, SaveForm form) {
        const Node* n = field(key, form);
        if (!n) return;
        Fields entries(r, *n, "'" + std::string(key) + "'");
        for (std::size_t i = 0; entries.valid() && i < n->size(); ++i) {
            const Node& name = n->children[2 * i];
            if (!name.is_scalar() || name.text.empty()) continue;
            const auto count =
                r.number(n->children[2 * i + 1],
                         "the " + std::string(key) + " of '" + name.text + "'", 0, kMaxStateCount);
            if (count) v[name.text] = static_cast<int>(*count);
        }
    }
};

// `to_continue`: the state is to be played on from (a save), not only looked at (a
// recording's keyframe), so a game that is over is refused.
void read_world(const Reader& r, Fields& f, const Node& root, int version, bool to_continue,
                World& world) {
    world.seed = f.unsigned64("seed").value_or(0);
    if (const Node* rng = f.need("rng")) {
        Fields rf(r, *rng, "'rng'");
        const auto state = rf.unsigned64("state");
        const auto stream = rf.unsigned64("stream");
        rf.finish();
        if (stream && *stream % 2 == 0)
            r.report(*rng, "'stream' in 'rng' must be odd (it is a PCG increment)");
        if (state && stream) world.rng.restore(*state, *stream);
    }
    WorldFieldReader fields{r, f, version};
    describe_world(fields, world);
    // A death retires the save at once, so only a hand-edited file says this; refusing it
    // keeps the file, where retiring it would make it vanish.
    if (to_continue && world.status != GameStatus::playing) {
        r.report(*f.find("status"), "'status' is '" + std::string(game_status_name(world.status)) +
                                        "': this game is over and cannot be continued "
                                        "(Cryptforge never saves an ended game, so the file "
                                        "was edited)");
    }
    world.next_id = static_cast<EntityId>(f.number("next_id", 1, kMaxEntityId).value_or(1));
    world.player_id = static_cast<EntityId>(f.number("player_id", 1, kMaxEntityId).value_or(0));
    if (const Node* map = f.need("map")) read_map(r, *map, world.map);
    if (const Node* entities = f.need("entities")) {
        // Without a map (already reported) positions are checked against the largest one.
        const bool no_map = world.map.width() == 0;
        world.entities =
            save_format::read_entities(r, *entities, no_map ? kMaxMapSide : world.map.width(),
                                       no_map ? kMaxMapSide : world.map.height(), version);
    }
    if (const Node* messages = f.need("messages")) world.log.restore(read_messages(r, *messages));
    f.finish();
    if (!r.failed()) save_format::check_entities(r, root, world);
}

// Only a world a game can go on from is loaded (state_checks.hpp); world edits refuse to
// make any other, so only a hand-edited file holds one. The map must be bound to the content.
void check_player_can_play(const Reader& r, const World& world) {
    if (std::string why = player_cannot_go_on(world, world.player()); !why.empty()) {
        why[0] = 'T';
        r.report(0, 0, why);
    }
}

SaveLoad load_state(const std::string& text, const std::string& shown_name, const Content& content,
                    bool to_continue) {
    SaveLoad out;
    const Reader r(shown_name, out.problems);
    if (text.size() > kMaxSaveBytes) {
        r.report(0, 0,
                 "the file is " + std::to_string(text.size()) + " bytes; a save is at most " +
                     std::to_string(kMaxSaveBytes));
        return out;
    }
    const auto root = save_format::parse_tree(text, shown_name, out.problems);
    if (!root) return out;
    if (!root->is_map()) {
        r.report(*root,
                 "this is not a Cryptforge save: it does not start with 'format: cryptforge-save'");
        return out;
    }
    Fields f(r, *root, "the save");
    int version = 0;
    if (!read_header(r, f, text, version) || r.failed()) return out;
    if (const Node* layers = f.find("content_layers")) out.layers = read_layers(r, *layers);
    World world;
    read_world(r, f, *root, version, to_continue, world);
    if (r.failed()) return out;
    save_format::resolve_definitions(world, content, r, out.notes);
    if (r.failed()) return out;
    world.map.bind(content);  // tiles the content lacks were refused by resolve_definitions
    if (to_continue) check_player_can_play(r, world);
    if (r.failed()) return out;
    out.world = std::move(world);
    return out;
}

}  // namespace

SaveLoad load_save_text(const std::string& text, const std::string& shown_name,
                        const Content& content) {
    return load_state(text, shown_name, content, true);
}

SaveLoad load_state_text(const std::string& text, const std::string& shown_name,
                         const Content& content) {
    return load_state(text, shown_name, content, false);
}

}  // namespace cf
