#include "tests/designer/place_steps.hpp"

#include <sstream>

#include "editor/content_document.hpp"
#include "engine/map/connectivity.hpp"
#include "engine/rules/world_edit.hpp"

namespace cf::designer {

namespace {

// The legend's glyphs, in order; a vault uses the first few.
constexpr char kGlyphs[] = {'a', 'b', 'c'};

std::vector<DefId> walkable_tiles(const Content& c) {
    std::vector<DefId> out;
    for (const auto& [id, t] : c.tiles) {
        if (t.walkable) out.push_back(id);
    }
    return out;
}

std::vector<DefId> placeable(const Content& c) {
    std::vector<DefId> out;
    for (const auto& [id, a] : c.actors) {
        if (id != c.settings.player) out.push_back(id);
    }
    for (const auto& [id, i] : c.items) out.push_back(id);
    return out;
}

// A legend entry's words: "a=TILE=WHAT", TILE "_" for the floor tile, WHAT "-" for
// nothing, "@monster" or "@item" for the depth's tables, else "id*weight+id*weight".
std::string legend_words(char glyph, const Content& c, Random& r) {
    const std::vector<DefId> tiles = walkable_tiles(c);
    const std::vector<DefId> things = placeable(c);
    std::string tile = tiles.empty() || r.chance(0.4) ? "_" : r.pick(tiles);
    std::string what = "-";
    switch (things.empty() ? 0 : r.below(5)) {
        case 1:
            what = r.pick(things) + "*1";
            break;
        case 2: {
            // Two different ids: one id twice is content the validation refuses.
            const DefId& a = r.pick(things);
            const DefId& b = r.pick(things);
            what = a + "*" + std::to_string(r.between(1, 5));
            if (b != a) what += "+" + b + "*" + std::to_string(r.between(1, 5));
            break;
        }
        case 3:
            what = "@monster";
            break;
        case 4:
            what = "@item";
            break;
        default:
            break;
    }
    return std::string(1, glyph) + "=" + tile + "=" + what;
}

// A map with walls around, walkable cells inside (so every cell reaches the entrances),
// and one or two entrances on its edge, off the corners.
std::string rows_words(int w, int h, int glyphs, Random& r) {
    std::vector<std::string> rows(static_cast<std::size_t>(h),
                                  std::string(static_cast<std::size_t>(w), '#'));
    for (int y = 1; y + 1 < h; ++y) {
        for (int x = 1; x + 1 < w; ++x) {
            const int pick = r.below(glyphs + 3);
            rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] =
                pick < glyphs ? kGlyphs[pick] : '.';
        }
    }
    for (int i = 0, n = r.between(1, 2); i < n; ++i) {
        const bool side = r.chance(0.5);
        const int along = side ? r.between(1, h - 2) : r.between(1, w - 2);
        const int x = side ? (r.chance(0.5) ? 0 : w - 1) : along;
        const int y = side ? along : (r.chance(0.5) ? 0 : h - 1);
        rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = '.';
    }
    std::string out;
    for (const std::string& row : rows) out += (out.empty() ? "" : "/") + row;
    return out;
}

std::optional<Step> draw_vault(const Rig& rig, Random& r) {
    const Content& c = rig.doc().content();
    static const std::vector<std::string> kOrients = {"any", "none", "mirror"};
    const int first = r.between(1, 3);
    const int glyphs = r.between(0, 3);
    Step s{{"vault", "dv" + std::to_string(r.between(1, 12)), std::to_string(first),
            std::to_string(first + r.below(4)), std::to_string(r.between(1, 20)), r.pick(kOrients),
            rows_words(r.between(3, 7), r.between(3, 6), glyphs, r)}};
    for (int g = 0; g < glyphs; ++g) s.words.push_back(legend_words(kGlyphs[g], c, r));
    return s;
}

std::vector<std::string> split(const std::string& text, char by) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string part; std::getline(in, part, by);) out.push_back(part);
    return out;
}

// The legend entry of `words` ("a=door=orc*2+sword*1"); nullopt when it names what the
// content does not define (a shorter recipe never made it, or it was deleted since).
std::optional<VaultGlyph> glyph_of(const std::string& words, const Content& c) {
    const std::vector<std::string> parts = split(words, '=');
    if (parts.size() != 3 || parts[0].size() != 1) return std::nullopt;
    VaultGlyph g;
    g.glyph = static_cast<unsigned char>(parts[0][0]);
    if (parts[1] != "_") {
        const TileDef* tile = c.tile(parts[1]);
        if (!tile || !tile->walkable) return std::nullopt;
        g.tile = parts[1];
    }
    g.monster = parts[2] == "@monster";
    g.item = parts[2] == "@item";
    if (g.monster || g.item || parts[2] == "-") return g;
    for (const std::string& choice : split(parts[2], '+')) {
        const std::vector<std::string> pair = split(choice, '*');
        const bool known = pair.size() == 2 && pair[0] != c.settings.player &&
                           (c.actor(pair[0]) || c.item(pair[0]));
        if (!known) return std::nullopt;
        g.entity.push_back({pair[0], std::max(1, std::atoi(pair[1].c_str()))});
    }
    return g;
}

std::optional<VaultDef> vault_of(const Step& s, const Content& c) {
    VaultDef v;
    v.id = s.arg(0);
    v.first_depth = std::max(1, s.number(1));
    v.last_depth = std::max(v.first_depth, s.number(2));
    v.weight = std::max(1, s.number(3));
    v.orient = s.arg(4) == "none"     ? VaultOrient::none
               : s.arg(4) == "mirror" ? VaultOrient::mirror
                                      : VaultOrient::any;
    v.map = split(s.arg(5), '/');
    if (v.id.empty() || v.map.empty()) return std::nullopt;
    for (std::size_t i = 6; i < s.words.size() - 1; ++i) {
        std::optional<VaultGlyph> g = glyph_of(s.arg(i), c);
        if (!g) return std::nullopt;
        v.legend.push_back(std::move(*g));
    }
    return v;
}

std::string run_vault(Rig& rig, const Step& s) {
    ContentDocument& doc = rig.doc();
    const std::optional<VaultDef> vault = vault_of(s, doc.content());
    if (!vault) return {};
    doc.edit("Write vault '" + vault->id + "'", "",
             [&](Content& c) { c.vaults.insert_or_assign(vault->id, *vault); });
    rig.frame();
    return {};
}

// --- a tile painted into the live floor, near the player ---

std::optional<Step> draw_tile(const Rig& rig, Random& r) {
    const World& w = rig.game().world();
    const std::vector<DefId> tiles = ids_of(rig.game().content(), DefKind::tile);
    if (tiles.empty() || w.map.width() == 0) return std::nullopt;
    const Point at = w.player().pos;
    const int x = std::clamp(at.x + r.between(-5, 5), 0, w.map.width() - 1);
    const int y = std::clamp(at.y + r.between(-5, 5), 0, w.map.height() - 1);
    return Step{{"tile", std::to_string(x), std::to_string(y), r.pick(tiles)}};
}

std::string run_tile(Rig& rig, const Step& s) {
    std::string error;
    const std::optional<WorldEdit> edit =
        parse_world_edit("tile " + s.arg(0) + " " + s.arg(1) + " " + s.arg(2), error);
    if (!edit) return {};
    rig.editor().requests().edit_world(s.line(), *edit);
    rig.frame();
    return {};
}

// --- the floors given vault tries, and the floor built again ---

std::optional<Step> draw_vault_floor(const Rig&, Random& r) {
    return Step{
        {"vault-floor", std::to_string(r.between(1, 6)), r.chance(0.5) ? "winding" : "l_shaped"}};
}

std::string run_vault_floor(Rig& rig, const Step& s) {
    ContentDocument& doc = rig.doc();
    FloorParams f;
    const Settings& settings = doc.content().settings;
    f.rooms = settings.max_rooms;
    f.room_min_size = settings.room_min_size;
    f.room_max_size = settings.room_max_size;
    f.corridors = s.arg(1) == "winding" ? CorridorStyle::winding : CorridorStyle::l_shaped;
    f.vault_tries = std::clamp(s.number(0), 0, 6);
    doc.edit("Set the floors' vault tries", "", [&](Content& c) { c.settings.floors = {f}; });
    rig.frame();
    const std::vector<std::uint16_t> before = rig.game().world().map.cells();
    rig.editor().requests().spawn_action = SpawnAction::regenerate_floor;
    rig.frame();
    if (rig.game().world().map.cells() == before) return {};  // refused (in the past, dead)
    return floor_problem(rig);
}

// --- a vault placed into the live floor by the painter's Place here ---

std::optional<Step> draw_place(const Rig& rig, Random& r) {
    const World& w = rig.game().world();
    const std::vector<DefId> vaults = ids_of(rig.game().content(), DefKind::vault);
    if (vaults.empty() || w.map.width() == 0 || !w.find(w.player_id)) return std::nullopt;
    const Point at = w.player().pos;
    const int x = std::clamp(at.x + r.between(-12, 12), 0, w.map.width() - 1);
    const int y = std::clamp(at.y + r.between(-8, 8), 0, w.map.height() - 1);
    return Step{{"place", r.pick(vaults), std::to_string(x), std::to_string(y),
                 std::to_string(r.between(0, 7))}};
}

std::string run_place(Rig& rig, const Step& s) {
    VaultPainterPanel& painter = rig.editor().panels().vault_painter;
    painter.vault = s.arg(0);
    painter.orientation = std::clamp(s.number(3), 0, 7);
    const std::size_t before = rig.game().log().size();
    // A tile painted earlier may have walled a cell off already: the stamp must add none.
    const auto cut_off = [&rig] {
        const World& w = rig.game().world();
        return unreachable_cells(w.map, reachable_from(w.map, w.player().pos));
    };
    const int cut_before = cut_off();
    painter.on_map_click(rig.game(), rig.editor().requests(), {s.number(1), s.number(2)});
    rig.frame();
    // Refused (a wall on someone, the floor cut, the outer wall): nothing changed.
    const World& w = rig.game().world();
    if (rig.game().log().size() == before || w.status != GameStatus::playing ||
        rig.editor().in_past())
        return {};
    if (const int cut = cut_off(); cut > cut_before)
        return "placing the vault cut " + std::to_string(cut - cut_before) +
               " walkable cells off from the player";
    return {};
}

}  // namespace

std::string floor_problem(const Rig& rig) {
    const World& w = rig.game().world();
    if (w.status != GameStatus::playing || rig.editor().in_past()) return {};
    const std::vector<char> reached = reachable_from(w.map, w.player().pos);
    if (const int cut = unreachable_cells(w.map, reached); cut != 0)
        return "the floor built has " + std::to_string(cut) +
               " walkable cells the player cannot reach";
    for (const VaultArea& v : w.map.vaults()) {
        if (!rig.game().content().vault(v.id))
            return "the floor remembers vault '" + v.id + "', which the game does not define";
    }
    return {};
}

std::vector<StepKind> place_step_kinds() {
    return {
        {"vault", Category::content, 2, draw_vault, run_vault},
        {"tile", Category::world, 3, draw_tile, run_tile},
        {"vault-floor", Category::session, 1, draw_vault_floor, run_vault_floor},
        {"place", Category::world, 2, draw_place, run_place},
    };
}

}  // namespace cf::designer
