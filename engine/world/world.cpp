#include "engine/world/world.hpp"

#include <algorithm>

#include "engine/core/utf8.hpp"

namespace cf {

// Entities are in creation order, so by id, but for the player (first, whatever its id)
// and what world edits put back elsewhere: a binary search finds nearly every id, and a
// scan the rest.
Entity* World::find(EntityId id) {
    if (entities.empty()) return nullptr;
    if (entities.front().id == id) return &entities.front();
    const auto it =
        std::lower_bound(entities.begin() + 1, entities.end(), id,
                         [](const Entity& e, EntityId wanted) { return e.id < wanted; });
    if (it != entities.end() && it->id == id) return &*it;
    for (Entity& e : entities) {
        if (e.id == id) return &e;
    }
    return nullptr;
}

void World::say(std::string text, Tone tone) {
    if (text.size() > MessageLog::kMaxTextBytes) {
        // Room kept for bounded_text's " ... (N more characters)".
        text = bounded_text(text, MessageLog::kMaxTextBytes - 40);
        hit_bound("message_length", "(A message longer than " +
                                        std::to_string(MessageLog::kMaxTextBytes) +
                                        " characters was cut; so will any other be.)");
    }
    log.add(std::move(text), tone, turn);
}

void World::hit_bound(const std::string& name, const std::string& message) {
    if (bounds_hit[name]++ == 0) log.add(message, Tone::warning, turn);
}

const Entity* World::find(EntityId id) const { return const_cast<World*>(this)->find(id); }

Entity* World::actor_at(Point p) {
    for (Entity& e : entities) {
        if (e.alive() && e.pos == p) return &e;
    }
    return nullptr;
}

const Entity* World::actor_at(Point p) const { return const_cast<World*>(this)->actor_at(p); }

std::vector<const Entity*> World::items_at(Point p) const {
    std::vector<const Entity*> out;
    for (auto it = entities.rbegin(); it != entities.rend(); ++it) {
        if (it->is_item() && it->pos == p) out.push_back(&*it);
    }
    return out;
}

void World::remove(EntityId id) {
    std::erase_if(entities, [id](const Entity& e) { return e.id == id; });
}

}  // namespace cf
