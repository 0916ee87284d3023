#pragma once
// Whom a use or an ability picks (content/effect_definitions.hpp TargetKind), for the
// player and for monsters alike. Foes are the creatures of a faction hostile to the user's,
// allies those of an allied one (rules/factions.hpp): without factions.yaml the player's
// foes are every monster and it has no allies; a monster's foe is the player and its allies
// are the other monsters.
// "In view" is the player's field of view, which is symmetric: what the player sees sees
// the player.

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

struct TargetRequest {
    TargetKind kind = TargetKind::self;
    int range = 0;                // 0: anywhere in view
    int radius = 0;               // > 0: everyone near the picked target or cell
    std::optional<Point> chosen;  // creature, cell: what the user picked
    std::string self_message;     // creature: refusing the user itself (already filled in)
    int ally_hp_below = 101;      // wounded_ally: only allies below this percent of max HP
};

struct TargetChoice {
    std::vector<EntityId> targets;  // in entity order (an area's), or the one picked
    std::optional<Point> cell;      // cell targets: the chosen cell
    std::string refusal;            // why nobody could be picked; "" when the choice stands
};

TargetChoice choose_targets(const World& world, const Content& content, const Entity& user,
                            const TargetRequest& request);

// Whether `other` is a foe of `e`: their factions are hostile.
bool foes(const World& world, const Content& content, const Entity& e, const Entity& other);

// Living foes of `e` the player's view shows within `range` cells (0: any), nearest first
// (ties: entity order).
std::vector<const Entity*> foes_in_view(const World& world, const Content& content, const Entity& e,
                                        int range);

}  // namespace cf
