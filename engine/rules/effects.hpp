#pragma once
// The one interpreter of the effect language (content/effect_definitions.hpp): items,
// equipment's and monsters' on-hit effects, monster abilities and statuses' each_turn all
// apply their effect lists here. Each change is reported as an effect record (World::
// report: target, field, value, cause and the status it came through), which is what
// explanations read, and said in the log in the effect's words.
//
// Effects go target by target, each target through the whole list in order. An effect
// with chance 100 draws nothing from the RNG, so content without chances plays the same
// dice as before. teleport: target, summon and reveal_floor act once per use, not once
// per target.

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// Who applies an effect list, and how explanations name it.
struct EffectUse {
    EntityId user = kNoEntity;  // the item's user, the ability's owner, the attacker, or the
                                // giver of the status whose each_turn this is
    std::string name;           // {item}: the item's or ability's name
    std::string cause;          // the records' cause: the item's name, the ability's, "attack"
    std::string via;            // a status's each_turn: the status's id
    std::optional<Point> cell;  // the cell the user chose (teleport: target, a summon's place)
    bool quiet = false;         // say only the words the content wrote (each_turn)
};

void apply_effects(World& world, const Content& content, const EffectList& effects,
                   const std::vector<EntityId>& targets, const EffectUse& use);

// Why applying `effects` to `targets` would change nothing (a heal at full health: "You
// are already at full health."); "" when something would happen. Chances are not rolled.
std::string nothing_to_do(const World& world, const Content& content, const EffectList& effects,
                          const std::vector<EntityId>& targets, const EffectUse& use);

// Where `teleport: blink` takes `user`: the farthest cell, at most `distance` steps (0: the
// default) along the line toward `aim`, before the first wall or blocking creature;
// nullopt when the first step is blocked.
std::optional<Point> blink_destination(const World& world, const Content& content,
                                       const Entity& user, Point aim, int distance);

// Whether the effect acts once per use (on the user, the chosen cell or the floor) rather
// than on each target.
bool acts_once(const EffectDef& effect);

// Whether the effect acts without its container's targets: it acts once, or its shape or
// `who` finds whom it touches (a bolt at an empty cell still flies).
bool acts_without_targets(const EffectDef& effect);

}  // namespace cf
