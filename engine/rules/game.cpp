#include "engine/rules/game.hpp"

#include <array>
#include <stdexcept>

#include "engine/map/dungeon_generator.hpp"
#include "engine/rules/ai.hpp"
#include "engine/rules/combat.hpp"
#include "engine/rules/energy.hpp"
#include "engine/rules/floor.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/items.hpp"
#include "engine/rules/progression.hpp"
#include "engine/rules/sightings.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"
#include "engine/rules/targets.hpp"
#include "engine/rules/terrain.hpp"
#include "engine/rules/throwing.hpp"
#include "engine/rules/tile_timers.hpp"
#include "engine/rules/travel_step.hpp"
#include "engine/rules/turns.hpp"

namespace cf {

namespace {

// Whether the player has seen stairs down on this floor (`>` away from them says so).
bool knows_stairs(const World& world, const Content& content) {
    const Map& map = world.map;
    for (int i = 0; i < map.width() * map.height(); ++i) {
        const Point p = map.point(i);
        if (map.explored(p) && map.tile_id(p) == content.settings.stairs_tile) return true;
    }
    return false;
}

// The player and a creature that is no foe of it change cells (one step for the player).
void swap_places(World& world, const Content& content, Entity& player, Entity& other) {
    std::swap(player.pos, other.pos);
    world.say("You swap places with " + subject_name(world, content, other) + ".", Tone::normal);
}

}  // namespace

World& Game::mutable_world() {
    if (start_world_) {
        throw std::logic_error(
            "Game::mutable_world() after the first event: change the world through apply()");
    }
    return world_;
}

std::uint64_t floor_seed(std::uint64_t game_seed, int depth) {
    return game_seed * 0x9e3779b97f4a7c15ULL +
           static_cast<std::uint64_t>(depth) * 0xbf58476d1ce4e5b9ULL;
}

Game Game::new_game(ContentPtr content, std::uint64_t seed) {
    World world;
    world.seed = seed;
    world.rng.reseed(floor_seed(seed, 1));
    generate_floor(world, *content);
    world.say("Welcome to the crypt. Seed " + std::to_string(seed) + ".", Tone::system);
    return Game(std::move(content), std::move(world));
}

Game::Game(ContentPtr content, World world)
    : content_(std::move(content)), start_content_(content_), world_(std::move(world)) {
    world_.map.bind(*content_);
    refresh_fov();
}

void Game::refresh_fov(std::vector<Point>* newly_explored) {
    if (const Entity* p = world_.find(world_.player_id)) {
        world_.map.update_fov(p->pos, content_->settings.fov_radius, newly_explored);
    }
}

void Game::refresh_fov_undoably(WorldEdit& inverse) {
    std::vector<Point> revealed;
    refresh_fov(&revealed);
    if (!revealed.empty()) inverse.ops.push_back(EditOp::forget(std::move(revealed)));
}

EventResult Game::apply(const Event& event) {
    if (!start_world_) start_world_ = world_;
    log_.push_back(event);
    world_.effects.clear();
    return std::visit([this](const auto& e) { return run(e); }, event);
}

bool Game::submit(const Command& command) { return apply(command).applied; }

std::string Game::refusal(const WorldEdit& edit) const {
    World scratch = world_;
    const EditResult r = apply_edit(scratch, *content_, edit);
    return r.applied ? std::string() : r.error;
}

std::vector<LayerRecord> Game::layers_for_save() const {
    return saved_content_ == content_ ? saved_layers_ : content_layers(*content_);
}

void Game::note_content_saved(ContentPtr saved, std::vector<LayerRecord> layers) {
    saved_content_ = std::move(saved);
    saved_layers_ = std::move(layers);
}

std::vector<Command> Game::commands() const {
    std::vector<Command> out;
    for (const Event& e : log_) {
        if (const Command* c = std::get_if<Command>(&e)) out.push_back(*c);
    }
    return out;
}

EventResult Game::run(const Command& command) {
    EventResult result;
    if (world_.status != GameStatus::playing) return result;
    if (command.kind == CommandKind::level_up) {
        level_up(command.choice);
        return result;
    }
    if (world_.pending_level_ups > 0) {
        world_.say("Choose how to grow stronger first.", Tone::warning);
        return result;
    }
    const int depth_before = world_.depth;
    const Point pos_before = world_.player().pos;
    std::vector<EntityId> seen = creatures_in_view(world_);
    if (!resolve(command)) return result;
    world_.player_actions += 1;
    pay_owed_actions();
    const bool turn_over = player_turn_over();
    if (turn_over) end_player_turn();
    if (world_.depth == depth_before) {
        refresh_fov();  // monsters act on what the player's move revealed
        if (world_.player().pos != pos_before) say_what_is_here(world_, *content_);
        announce_sightings(world_, *content_, seen);
        if (turn_over) run_monster_turns(world_, *content_, paths_);
    }
    refresh_fov();
    if (world_.status == GameStatus::playing) announce_sightings(world_, *content_, seen);
    if (turn_over) pass_turns_the_player_loses();
    result.applied = true;
    return result;
}

// Costly steps (water) are paid with the player's next actions, this turn's first.
void Game::pay_owed_actions() {
    const int actions = actions_in_turn(speed(world_.player(), *content_), world_.turn);
    while (world_.player_actions < actions && pay_owed_action(world_.player()))
        world_.player_actions += 1;
}

bool Game::player_turn_over() const {
    return world_.player_actions >= actions_in_turn(speed(world_.player(), *content_), world_.turn);
}

// The player's end of turn (statuses count down), then the clock moves on.
void Game::end_player_turn() {
    end_turn(world_, *content_, world_.player());
    world_.player_actions = 0;
    world_.turn += 1;
    revert_due_tiles(world_, *content_);
}

// The start of the player's next turn (regeneration, its statuses' each_turn); while it
// may take no action in it (asleep, or too slow for this turn) the turn passes without it.
void Game::pass_turns_the_player_loses() {
    // Far beyond any status's length: a guard, not a rule.
    constexpr int kMostTurnsLost = 100000;
    for (int lost = 0; world_.status == GameStatus::playing; ++lost) {
        start_turn(world_, *content_, world_.player());
        pay_owed_actions();
        const bool can_act =
            !player_turn_over() && behaviour_of(world_.player(), *content_) != Behaviour::skip;
        if (can_act || lost == kMostTurnsLost || world_.status != GameStatus::playing) return;
        std::vector<EntityId> seen = creatures_in_view(world_);
        end_player_turn();
        run_monster_turns(world_, *content_, paths_);
        refresh_fov();
        if (world_.status == GameStatus::playing) announce_sightings(world_, *content_, seen);
    }
}

EventResult Game::run(const WorldEdit& edit) {
    EditResult r = apply_edit(world_, *content_, edit);
    EventResult result;
    result.applied = r.applied;
    result.error = std::move(r.error);
    result.inverse = std::move(r.inverse);
    result.created = r.created;
    if (r.applied) {
        world_.map.bind(*content_);
        refresh_fov_undoably(result.inverse);
    }
    return result;
}

EventResult Game::run(const ContentRevision& revision) {
    EventResult result;
    result.rebase = rebase_world(world_, content_.get(), *revision.content, revision.renames);
    if (!result.rebase.applied) {
        result.error = result.rebase.refused.front();
        world_.say("Reload refused: " + result.error, Tone::warning);
        return result;
    }
    for (const std::string& note : result.rebase.notes) world_.say(note, Tone::system);
    world_.say(revision.label + ": " + summary(result.rebase) + ".", Tone::system);
    content_ = revision.content;
    world_.map.bind(*content_);
    result.applied = true;
    result.inverse = result.rebase.restore;
    refresh_fov_undoably(result.inverse);
    return result;
}

EventResult Game::run(const Regenerate&) {
    world_.rng.reseed(floor_seed(world_.seed, world_.depth));
    generate_floor(world_, *content_);
    refresh_fov();
    world_.say("The floor shifts and reforms.", Tone::system);
    EventResult result;
    result.applied = true;
    return result;
}

ReloadReport Game::apply_content(ContentPtr next, std::vector<Rename> renames, std::string label) {
    return apply(ContentRevision{std::move(next), std::move(renames), std::move(label)}).rebase;
}

bool Game::resolve(const Command& c) {
    Entity& player = world_.player();
    switch (c.kind) {
        case CommandKind::move:
            return move_or_attack(c.dir, false);
        case CommandKind::attack:
            return move_or_attack(c.dir, true);
        case CommandKind::wait:
            return true;
        case CommandKind::pickup:
            return pick_up(world_, *content_, player);
        case CommandKind::drop:
        case CommandKind::use:
        case CommandKind::equip:
        case CommandKind::throw_item:
            return use_carried(c);
        case CommandKind::descend:
            return descend();
        case CommandKind::level_up:
            return false;
        case CommandKind::travel:
            return take_walk_step(
                world_, *content_,
                plan_travel(world_, *content_, paths_.field(), c.target.value_or(player.pos)));
        case CommandKind::explore:
            return take_walk_step(world_, *content_,
                                  plan_explore(world_, *content_, paths_.field()));
        case CommandKind::rest:
            return rest();
        case CommandKind::close:
            return close(c.dir);
    }
    return false;
}

bool Game::rest() {
    if (const Entity* foe = hostile_in_view(world_, *content_)) {
        world_.say("You cannot rest with " + subject_name(world_, *content_, *foe) + " in view.",
                   Tone::warning);
        return false;
    }
    const Entity& player = world_.player();
    if (player.fighter->hp >= max_hp(player, *content_) && player.statuses.empty()) {
        world_.say("You are already rested.", Tone::warning);
        return false;
    }
    // Waiting out a status is rest too; waiting for wounds that nothing mends is not.
    if (player.statuses.empty() && !mends_over_time(player, *content_)) {
        world_.say("Nothing mends your wounds here: resting would not heal you.", Tone::warning);
        return false;
    }
    return true;
}

bool Game::use_carried(const Command& c) {
    Entity& player = world_.player();
    const std::optional<int> index =
        player.inventory ? index_of_letter(*player.inventory, c.item) : std::nullopt;
    if (!index) {
        world_.say(
            "You have no item under '" + std::string(1, static_cast<char>('a' + c.item)) + "'.",
            Tone::warning);
        return false;
    }
    if (c.kind == CommandKind::drop) return drop_item(world_, *content_, player, *index);
    if (c.kind == CommandKind::equip) return toggle_equip(world_, *content_, player, *index);
    const EntityId me = player.id;
    const bool acted =
        c.kind == CommandKind::throw_item
            ? throw_item(world_, *content_, player, *index, c.target.value_or(player.pos))
            : use_item(world_, *content_, player, *index, c.target);
    if (!acted) return false;
    if (Entity* user = world_.find(me)) owe_action(*user, use_cost(*user, *content_));
    return true;
}

bool Game::move_or_attack(Direction d, bool attack_only) {
    Entity& player = world_.player();
    // A stumbling player (confused) goes where its feet take it, striking what is there.
    if (behaviour_of(player, *content_) == Behaviour::stumble) {
        d = kAllDirections[world_.rng.range(0, 7)];
        attack_only = false;
    }
    const Point to = player.pos + delta(d);
    if (Entity* target = world_.actor_at(to); target && target->id != player.id) {
        // Walking into a creature that is no foe changes places with it (an ally, a
        // charmed one); an attack is always an attack.
        if (!attack_only && !foes(world_, *content_, player, *target)) {
            swap_places(world_, *content_, player, *target);
            return true;
        }
        const EntityId me = player.id;
        melee(world_, *content_, player, *target);
        if (Entity* attacker = world_.find(me))
            owe_action(*attacker, attack_cost(*attacker, *content_));
        return true;
    }
    if (attack_only) {
        world_.say("There is nothing there to attack.", Tone::warning);
        return false;
    }
    if (enter_cell(world_, *content_, player, to) == Entered::blocked) {
        world_.say("That way is blocked.", Tone::warning);
        return false;
    }
    return true;
}

bool Game::close(Direction d) {
    const Entity& player = world_.player();
    const std::string refused = close_door(world_, *content_, player, player.pos + delta(d));
    if (!refused.empty()) world_.say(refused, Tone::warning);
    return refused.empty();
}

bool Game::descend() {
    const Entity& player = world_.player();
    if (world_.map.tile_id(player.pos) != content_->settings.stairs_tile) {
        world_.say(knows_stairs(world_, *content_) ? "There are no down stairs here."
                                                   : "You know of no stairs down yet.",
                   Tone::warning);
        return false;
    }
    world_.depth += 1;
    world_.rng.reseed(floor_seed(world_.seed, world_.depth));
    generate_floor(world_, *content_);
    world_.say("You descend the staircase to depth " + std::to_string(world_.depth) + ".",
               Tone::system);
    return true;
}

void Game::level_up(LevelUpChoice choice) {
    if (world_.pending_level_ups <= 0) {
        world_.say("You have no level-up to spend.", Tone::warning);
        return;
    }
    Entity& player = world_.player();
    gain_level(world_, *content_, player, choice);
    // What the player feels, by choice (LevelUpChoice's order).
    constexpr std::array<const char*, 3> kFeelings = {"Your health improves!", "You feel stronger!",
                                                      "Your movements are getting swifter!"};
    static_assert(kFeelings.size() == static_cast<std::size_t>(LevelUpChoice::defense) + 1);
    world_.say(kFeelings[static_cast<std::size_t>(choice)], Tone::level_up);
    clamp_hp(world_.player(), *content_);
    world_.pending_level_ups -= 1;
}

void Game::regenerate_floor() { apply(Regenerate{}); }

}  // namespace cf
