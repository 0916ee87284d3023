#pragma once
// Statuses: state an entity holds for some turns (statuses: {id: turns_left}) or while it
// wears gear that grants it. What a status does is its definition's: effects at the start
// of each of the bearer's turns, modifiers to its derived stats, a behaviour the AI reads
// through behaviour_of() (never by the status's id), and words when it starts and ends.
//
// A bearer's turn: start_turn (regeneration, then each status's each_turn), its actions,
// end_turn (every status counts down one; one at 0 ends with its end message; cooldowns
// count down). So a confused monster acts, then counts down, then says it is no longer
// confused.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// Every status `e` holds: its own (in id order), then those its worn gear grants.
std::vector<const StatusDef*> held_statuses(const Entity& e, const Content& content);

// How its statuses make `e` act: the strongest of their behaviours (skip, then stumble,
// then flee, then none).
Behaviour behaviour_of(const Entity& e, const Content& content);

// The sum of the modifiers of every status `e` holds.
Modifiers status_modifiers(const Entity& e, const Content& content);

// Gives `status` to `target` for `turns` (stacked by the status's rule) and says so: the
// effect's `message` when given, else the status's start message. `source` gave it (a
// kill by its effects then counts as the source's), `cause` names how for explanations.
void give_status(World& world, const Content& content, Entity& target, const StatusDef& status,
                 int turns, EntityId source, const std::string& cause, const std::string& message);

// Takes `status` from `target` with its end message (or `message` when given); false when
// it had none.
bool end_status(World& world, const Content& content, Entity& target, const DefId& status,
                EntityId source, const std::string& cause, const std::string& message = {});

// The start of `e`'s turn: regeneration every `regeneration` turns, then each status's
// each_turn effects. Only what holds statuses or regenerates pays anything.
void start_turn(World& world, const Content& content, Entity& e);

// The end of `e`'s turn: statuses count down (ending at 0) and ability cooldowns too.
void end_turn(World& world, const Content& content, Entity& e);

// `e` took damage: statuses that end on damage end.
void damaged(World& world, const Content& content, Entity& e);

// Whether time alone mends `e`'s wounds: it regenerates, or a status it holds (its own or
// one its gear grants) heals it each turn. Resting without it never heals.
bool mends_over_time(const Entity& e, const Content& content);

// Whether `e` has anything for start_turn or end_turn to do.
bool has_upkeep(const Entity& e, const Content& content);

}  // namespace cf
