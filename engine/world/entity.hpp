#pragma once
// An entity holds only its own state: which definition it is, where it stands, and
// the components that change during play. Name, glyph, colour and base stats come
// from the definition; max HP, power and defense are computed (rules/stats.hpp).
// Adding a field: put it in its struct here and describe it in state_schema.hpp;
// saves, dumps, diffs, world edits and the inspector then know it.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/definitions.hpp"
#include "engine/core/geometry.hpp"

namespace cf {

using EntityId = std::uint32_t;
inline constexpr EntityId kNoEntity = 0;

inline constexpr int kNoLetter = -1;
inline constexpr int kNoCharges = -1;  // an item that holds no charges (its kind has none)
inline constexpr int kLetterCount = 26;

// A letter's text in saves, dumps and world edits ("c"); a text of one letter a-z back.
inline std::string letter_text(int letter) {
    return std::string(1, static_cast<char>('a' + letter));
}
inline std::optional<int> letter_from_text(const std::string& text) {
    if (text.size() != 1 || text[0] < 'a' || text[0] > 'z') return std::nullopt;
    return text[0] - 'a';
}

// An item carried in an inventory; it keeps its entity id when dropped or picked up,
// so "which item is equipped" survives reordering. Its letter (a = 0) is its own until
// it leaves the pack; identical consumables share one (a stack). kNoLetter: the lowest
// letter free in pick-up order (starting gear, saves from before letters were kept).
// A charged item (a wand) keeps its charges left here while carried, in Charges on the
// floor; it never stacks, so each keeps its own.
struct ItemInstance {
    EntityId id = kNoEntity;
    DefId def;
    int letter = kNoLetter;
    int charges = kNoCharges;
    friend bool operator==(const ItemInstance&, const ItemInstance&) = default;
};

struct Fighter {
    int hp = 0;  // current HP; 0 means dead (the entity is then a corpse)
    friend bool operator==(const Fighter&, const Fighter&) = default;
};

// A creature that decides for itself (its definition's ai): what its decisions remember.
struct Ai {
    std::map<std::string, int> cooldowns;  // ability key (ability_key) -> turns before its next use
    friend bool operator==(const Ai&, const Ai&) = default;
};

// What a levelling actor has earned: kept apart from the definition's base so an
// edit of the base still adds up.
struct Progression {
    int level = 1;
    int xp = 0;           // total XP earned
    int max_hp_gain = 0;  // from level-up choices
    int power_gain = 0;
    int defense_gain = 0;
    friend bool operator==(const Progression&, const Progression&) = default;
};

struct Inventory {
    std::vector<ItemInstance> items;     // in pick-up order; letters in ItemInstance
    std::map<DefId, EntityId> equipped;  // slot id -> carried item id: the one source of truth
    friend bool operator==(const Inventory&, const Inventory&) = default;
};

// Time a creature still owes for costly steps (a tile's move_cost above 100, water):
// each whole 100 costs it one action it would have taken. Present only while it owes.
struct Energy {
    int owed = 0;  // hundredths of an action
    friend bool operator==(const Energy&, const Energy&) = default;
};

// The charges an item lying on the floor has left (its kind's `charges`).
struct Charges {
    int left = 0;
    friend bool operator==(const Charges&, const Charges&) = default;
};

// The side a creature fights for when it is not its definition's (rules/factions.hpp): a
// summon's summoner's. Present only then.
struct Allegiance {
    DefId faction;  // a factions.yaml id
    friend bool operator==(const Allegiance&, const Allegiance&) = default;
};

enum class EntityKind { actor, item };

struct Entity {
    EntityId id = kNoEntity;
    EntityKind kind = EntityKind::actor;
    DefId def;
    Point pos;
    std::optional<Fighter> fighter;
    std::optional<Ai> ai;
    std::optional<Progression> progression;
    std::optional<Inventory> inventory;
    std::optional<Energy> energy;
    std::optional<Charges> charges;  // an item on the floor with charges
    // Statuses it has (statuses.yaml ids) -> turns left; statuses its gear grants are not
    // here (they last while it is worn).
    std::map<DefId, int> statuses;
    // Status id -> who gave it, for the statuses someone gave: a creature its poison kills
    // gives its XP to the poisoner.
    std::map<DefId, EntityId> status_sources;
    std::optional<Allegiance> allegiance;

    bool is_actor() const { return kind == EntityKind::actor; }
    bool is_item() const { return kind == EntityKind::item; }
    bool alive() const { return is_actor() && fighter && fighter->hp > 0; }
    bool is_corpse() const { return is_actor() && fighter && fighter->hp <= 0; }
    friend bool operator==(const Entity&, const Entity&) = default;
};

// "entity 4 (actor 'orc')": names an entity in notes and problems, whatever its
// definition says (it may name one the content no longer has).
inline std::string describe(const Entity& e) {
    return "entity " + std::to_string(e.id) + " (" + (e.is_item() ? "item '" : "actor '") + e.def +
           "')";
}

}  // namespace cf
