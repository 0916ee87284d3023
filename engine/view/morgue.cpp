#include "engine/view/morgue.hpp"

#include <algorithm>
#include <filesystem>

#include "engine/core/cp437.hpp"
#include "engine/core/utf8.hpp"
#include "engine/rules/stats.hpp"
#include "engine/view/death_story.hpp"
#include "engine/view/inventory_picture.hpp"
#include "engine/view/map_picture.hpp"

namespace cf {

namespace {

constexpr std::size_t kMorgueMessages = 20;

// The character a glyph code shows; blank cells read as a space.
char32_t shown(int glyph) {
    const char32_t c = cp437_character(glyph);
    return c == 0 ? U' ' : c;
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
    for (const InventoryRow& row : build_inventory_picture(world, content).rows)
        out.push_back(row.line());
    return out;
}

std::vector<std::string> floor_lines(const World& world, const Content& content) {
    const Bounds b = explored_bounds(world.map);
    if (b.x1 <= b.x0) return {};
    // The cells the map view draws: what a cell shows is decided in one place.
    const MapPicture picture = build_map_picture(world, content);
    std::vector<std::string> out;
    for (int y = b.y0; y < b.y1; ++y) {
        std::string line;
        for (int x = b.x0; x < b.x1; ++x) append_utf8(line, shown(picture.at({x, y}).glyph));
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
