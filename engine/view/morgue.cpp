#include "engine/view/morgue.hpp"

#include <algorithm>
#include <filesystem>

#include "engine/core/cp437.hpp"
#include "engine/core/utf8.hpp"
#include "engine/rules/charges.hpp"
#include "engine/rules/identification.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"
#include "engine/view/death_story.hpp"

namespace cf {

namespace {

constexpr std::size_t kMorgueMessages = 20;
constexpr char32_t kCorpseGlyph = U'%';

// The character a glyph code shows; blank cells read as a space.
char32_t shown(int glyph) {
    const char32_t c = cp437_character(glyph);
    return c == 0 ? U' ' : c;
}

char32_t entity_glyph(const Entity& e, const World& world, const Content& content) {
    if (e.id == world.player_id) return U'@';
    if (e.is_corpse()) return kCorpseGlyph;
    if (e.is_item()) {
        const ItemDef* def = content.item(e.def);
        return def ? shown(def->glyph) : U'?';
    }
    const ActorDef* def = content.actor(e.def);
    return def ? shown(def->glyph) : U'?';
}

// The explored part of the map: [x0, x1) x [y0, y1); empty when nothing is.
struct Bounds {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

Bounds explored_bounds(const Map& map) {
    Bounds b{map.width(), map.height(), 0, 0};
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (!map.explored({x, y})) continue;
            b = {std::min(b.x0, x), std::min(b.y0, y), std::max(b.x1, x + 1),
                 std::max(b.y1, y + 1)};
        }
    }
    return b;
}

void section(std::string& out, const std::string& title, const std::vector<std::string>& lines,
             const std::string& none) {
    out += "\n" + title + "\n";
    if (lines.empty()) out += "  " + none + "\n";
    for (const std::string& line : lines) out += "  " + line + "\n";
}

}  // namespace

std::vector<std::string> inventory_lines(const World& world, const Content& content) {
    std::vector<std::string> out;
    const Entity* player = world.find(world.player_id);
    if (!player || !player->inventory) return out;
    const auto& items = player->inventory->items;
    for (const CarriedStack& stack : carried_stacks(*player->inventory)) {
        const ItemInstance& item = items[static_cast<std::size_t>(stack.first)];
        const ItemDef* def = content.item(item.def);
        std::string line = letter_text(stack.letter) + "  " +
                           counted_name(shown_name(world, content, item.def), stack.count) +
                           (def ? charges_text(charges_left(item, *def)) : "");
        if (const auto slot = equipped_slot(*player, stack.first)) {
            const SlotDef* s = content.slot(*slot);
            line += " (on " + (s ? s->name : *slot) + ")";
        }
        out.push_back(std::move(line));
    }
    return out;
}

std::vector<std::string> floor_lines(const World& world, const Content& content) {
    const Map& map = world.map;
    const Bounds b = explored_bounds(map);
    if (b.x1 <= b.x0) return {};
    const int w = b.x1 - b.x0;
    std::vector<std::vector<char32_t>> grid(
        static_cast<std::size_t>(b.y1 - b.y0),
        std::vector<char32_t>(static_cast<std::size_t>(w), U' '));
    const auto at = [&](Point p) -> char32_t& {
        return grid[static_cast<std::size_t>(p.y - b.y0)][static_cast<std::size_t>(p.x - b.x0)];
    };
    for (int y = b.y0; y < b.y1; ++y) {
        for (int x = b.x0; x < b.x1; ++x) {
            if (map.explored({x, y})) at({x, y}) = shown(map.shown({x, y}).glyph);
        }
    }
    // Corpses under items under creatures, the player on top: as the map view draws them.
    for (const int rank : {0, 1, 2, 3}) {
        for (const Entity& e : world.entities) {
            if (!map.in_bounds(e.pos) || !map.visible(e.pos)) continue;
            const int r = e.id == world.player_id ? 3 : e.is_corpse() ? 0 : e.is_item() ? 1 : 2;
            if (r == rank) at(e.pos) = entity_glyph(e, world, content);
        }
    }
    if (const Entity* player = world.find(world.player_id)) at(player->pos) = U'@';
    std::vector<std::string> out;
    for (const auto& row : grid) {
        std::string line;
        for (const char32_t c : row) append_utf8(line, c);
        line.erase(line.find_last_not_of(' ') + 1);
        out.push_back(std::move(line));
    }
    return out;
}

std::string morgue_text(const World& world, const Content& content, const MorgueFacts& facts) {
    std::string out = "Cryptforge morgue\n\n";
    out += death_cause(world, content) + "\n";
    if (const Entity* player = world.find(world.player_id); player && player->progression) {
        out += "Level " + std::to_string(player->progression->level) + ", " +
               std::to_string(player->progression->xp) + " XP, power " +
               std::to_string(power(*player, content)) + ", defense " +
               std::to_string(defense(*player, content)) + ", max HP " +
               std::to_string(max_hp(*player, content)) + ".\n";
    }
    out += "Seed " + std::to_string(world.seed) + ".\n";
    if (!facts.date.empty()) out += "Date: " + facts.date + "\n";
    if (!facts.content_name.empty())
        out += "Content: " + facts.content_name + ", hash " + facts.content_hash + "\n";
    if (!facts.replay.empty()) out += "Replay: " + facts.replay + "\n";

    const Entity* player = world.find(world.player_id);
    const ActorDef* def = player ? content.actor(player->def) : nullptr;
    const std::vector<std::string> pack = inventory_lines(world, content);
    section(out,
            "Inventory (" +
                std::to_string(player && player->inventory ? player->inventory->items.size() : 0) +
                " items of " + std::to_string(def ? def->inventory : 0) + "):",
            pack, "nothing");
    std::vector<std::string> kills;
    for (const KillCount& k : kills_by_kind(world, content))
        kills.push_back(std::to_string(k.count) + " x " + k.name);
    section(out, "Kills:", kills, "none");
    section(out, "The final floor (depth " + std::to_string(world.depth) + "):",
            floor_lines(world, content), "nothing explored");
    section(out, "Last messages:", last_messages(world, kMorgueMessages), "none");
    return out;
}

std::string morgue_path(const std::string& save_path, const World& world,
                        const std::string& extension) {
    const std::string name =
        "morgue-" + std::to_string(world.seed) + "-turn" + std::to_string(world.turn) + extension;
    return (std::filesystem::path(save_path).parent_path() / name).string();
}

}  // namespace cf
