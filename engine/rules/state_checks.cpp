#include "engine/rules/state_checks.hpp"

#include <map>

#include "engine/rules/inventory.hpp"

namespace cf {

namespace {

std::string who(const Entity& e) {
    return "entity " + std::to_string(e.id) + " (" + (e.is_item() ? "item '" : "actor '") + e.def +
           "')";
}

std::string shared_letter(const Entity& e) {
    if (!e.inventory) return {};
    const std::vector<int> letters = carried_letters(*e.inventory);
    std::map<int, const ItemInstance*> first_under;
    for (std::size_t i = 0; i < letters.size(); ++i) {
        const ItemInstance& item = e.inventory->items[i];
        const auto [it, fresh] = first_under.emplace(letters[i], &item);
        if (fresh || it->second->def == item.def) continue;
        return who(e) + " carries items " + std::to_string(it->second->id) + " (" +
               it->second->def + ") and " + std::to_string(item.id) + " (" + item.def +
               ") under the one letter " + letter_text(letters[i]) +
               ", which the game never does: only identical potions and scrolls share a letter";
    }
    return {};
}

std::string item_with_actor_parts(const Entity& e) {
    if (!e.is_item()) return {};
    const char* part = e.fighter       ? "fighter"
                       : e.ai          ? "ai"
                       : e.progression ? "progression"
                       : e.inventory   ? "inventory"
                                       : nullptr;
    if (!part) return {};
    return who(e) + " has '" + part + "', which only actors have";
}

}  // namespace

std::string impossible_state(const Entity& e) {
    if (std::string why = item_with_actor_parts(e); !why.empty()) return why;
    return shared_letter(e);
}

std::string player_cannot_go_on(const World& w, const Entity& player) {
    const std::string who = "the player (entity " + std::to_string(player.id) + ")";
    if (w.status == GameStatus::playing && player.fighter && player.fighter->hp < 1) {
        return who + " cannot have " + std::to_string(player.fighter->hp) +
               " HP while the game is 'playing': a living player has at least 1";
    }
    if (player.alive() && !w.map.walkable(player.pos)) {
        return who + " cannot stand at (" + std::to_string(player.pos.x) + ", " +
               std::to_string(player.pos.y) + "): '" + w.map.tile_id(player.pos) +
               "' cannot be walked on";
    }
    return {};
}

}  // namespace cf
