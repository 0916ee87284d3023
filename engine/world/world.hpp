#pragma once
// Everything that changes during a game, in one object passed by reference: the
// floor, its entities, the player's id, the log, the turn and the gameplay RNG.
// Definitions are not in here; a save stores exactly this.

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rng.hpp"
#include "engine/map/map.hpp"
#include "engine/world/effect.hpp"
#include "engine/world/entity.hpp"
#include "engine/world/message_log.hpp"

namespace cf {

enum class GameStatus { playing, dead, won };

struct World {
    std::uint64_t seed = 0;
    Rng rng;  // gameplay randomness only; cosmetic effects use another
    int depth = 1;
    int turn = 0;
    GameStatus status = GameStatus::playing;
    int pending_level_ups = 0;   // level-up choices the player still has to make
    bool god_mode = false;       // editor debug toggle: the player takes no damage
    int player_actions = 0;      // actions the player took in this turn (a hasted player
                                 // has more than one before the monsters act)
    DefId killed_by;             // what killed the player: an actor id, the player's own for
                                 // its own scroll, empty while alive or when nothing did
    std::map<DefId, int> kills;  // creatures the player killed, by definition
    // How often each bound of the rules (world/bounds.hpp) was reached: the first time is
    // said in the log, the rest only counted.
    std::map<std::string, int> bounds_hit;
    // The unique vaults (content's `unique: true`) this game has placed, so no later
    // floor places one again.
    std::map<DefId, int> vaults_placed;
    int summons_turn = 0;  // the turn `summons_made` counts for
    int summons_made = 0;  // creatures summoned in that turn
    // The kinds of unidentified item (content's `unidentified`) the player has learned,
    // for the whole game: item id -> 1. The looks themselves are not state: they follow
    // from the seed (rules/identification.hpp).
    std::map<DefId, int> identified;
    // Cells that turn back (set_tile's `turns`): "X_Y_TILE" -> the turn the cell at (X, Y)
    // becomes TILE again (rules/tile_timers.hpp). Only this floor's; a new floor clears it.
    std::map<DefId, int> tile_timers;
    Map map;
    std::vector<Entity> entities;  // the player first, then in creation order
    EntityId player_id = kNoEntity;
    EntityId next_id = 1;
    MessageLog log;
    // What the event being applied did, field by field (Game::apply clears it); not
    // state: saves, hashes, diffs and dumps leave it out.
    std::vector<Effect> effects;

    EntityId new_id() { return next_id++; }
    Entity* find(EntityId id);
    const Entity* find(EntityId id) const;
    Entity& player() { return *find(player_id); }
    const Entity& player() const { return *find(player_id); }

    // The living actor standing on `p`, if any.
    Entity* actor_at(Point p);
    const Entity* actor_at(Point p) const;
    // Items lying at `p`, last dropped first.
    std::vector<const Entity*> items_at(Point p) const;
    void remove(EntityId id);
    // Adds `text` to the log, cut to kMaxMessageBytes (said once when it happens).
    void say(std::string text, Tone tone);
    // Counts a reach of the bound `name`; the first one is said as `message`.
    void hit_bound(const std::string& name, const std::string& message);
    void report(const Entity& target, std::string_view field, int after, EntityId source,
                std::string cause, std::string via = {}) {
        effects.push_back(
            {target.id, std::string(field), after, source, std::move(cause), std::move(via), {}});
    }
};

}  // namespace cf
