#pragma once
// Why a value is what it is: one field's history over a run, each change with its turn,
// the new value and what made it (an attack and by whom, a potion, a level-up, a kill's
// XP, a content revision, a world edit), read from the effects the rules report while
// the run is replayed from its start. Derived stats (max_hp, power, defense) carry
// their breakdown at each change: base + levels + gear.

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/rules/game.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

// "<entity>.<field>": the entity is its id or "player"; the field a described state
// path ("fighter.hp", "progression.xp", "x", "statuses.poisoned") or a derived stat
// (kStatNames: "max_hp", "power", "defense", "speed").
struct FieldRef {
    std::optional<EntityId> entity;  // nullopt: the player
    std::string field;
    std::optional<Stat> stat;  // set for derived stats
};
std::optional<FieldRef> parse_field_ref(const std::string& text, std::string& error);

struct FieldChange {
    std::size_t event = 0;  // the change happened while applying this many-th event (1-based)
    int turn = 0;           // the world's turn after that event
    std::string value;      // the new value ("" when the entity is not in the world)
    std::string cause;      // "attack by the orc (#4)", "Health Potion", "edit: set 3 fighter.hp 2"
    EntityId source = kNoEntity;             // who did it, when someone did
    std::optional<StatBreakdown> breakdown;  // derived stats: where the value comes from
};

struct FieldHistory {
    EntityId entity = kNoEntity;
    std::string field;
    std::string initial;  // the value at the start ("" when absent)
    std::vector<FieldChange> changes;
};

// Replays the game's log from its start and records every change of `ref`.
FieldHistory field_history(const Game& game, const FieldRef& ref);

// field_history a step at a time: follow() again after the run grew goes on from where
// it stopped, so a history kept on screen costs one replayed event per new event.
class FieldHistoryRecorder {
  public:
    FieldHistoryRecorder(const Game& run, FieldRef ref);
    // Replays the events of `run` not yet followed; its log must extend the one followed.
    void follow(const Game& run);
    const FieldHistory& history() const { return history_; }
    std::size_t followed() const { return followed_; }

  private:
    FieldRef ref_;
    Game again_;
    FieldHistory history_;
    std::string before_;  // the value after the events followed
    // What gave each status, so a status's later effects name it ("poisoned by the Cave
    // spider's attack (#12)").
    std::map<std::pair<EntityId, std::string>, std::string> origins_;
    std::size_t followed_ = 0;
};
// The table people read: a header, then "turn  value  cause" rows.
std::string to_string(const FieldHistory& history);
// parse_field_ref, field_history and to_string in one (--history); nullopt and `error`
// for a bad reference or a field the entity never had in the run.
std::optional<std::string> history_table(const Game& game, const std::string& text,
                                         std::string& error);

}  // namespace cf
