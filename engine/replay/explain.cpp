#include "engine/replay/explain.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <sstream>

#include "engine/world/state_paths.hpp"
#include "engine/world/state_text.hpp"

namespace cf {

namespace {

std::string value_of(const World& w, const Content& c, EntityId id, const FieldRef& ref) {
    const Entity* e = w.find(id);
    if (!e) return "";
    if (ref.stat) return e->fighter ? std::to_string(stat_value(*e, c, *ref.stat)) : "";
    for (const FieldValue& f : entity_fields(*e)) {
        if (f.path == ref.field) return f.value;
    }
    return "";
}

// "the orc (#4)", "you (#1)".
std::string who(const World& w, const Content& c, EntityId id) {
    const Entity* e = w.find(id);
    if (!e) return "#" + std::to_string(id);
    if (id == w.player_id) return "you (#" + std::to_string(id) + ")";
    // The definition's name, not "Orc corpse": a killer is named as it was.
    const ActorDef* def = c.actor(e->def);
    return "the " + (def ? def->name : display_name(*e, c)) + " (#" + std::to_string(id) + ")";
}

// "the Cave spider's bite (#12)", "your Poison dagger": what gave a status, to name it
// again when the status acts. A monster's own on_hit is its bite (the issue's word: a
// monster carries no weapon); the player's bare-handed one stays an attack.
std::string origin_of(const Effect& e, const World& w, const Content& c) {
    if (e.source == w.player_id) return "your " + e.cause;
    std::string thing = e.cause == "attack" ? "bite" : e.cause;
    const Entity* source = w.find(e.source);
    if (!source) return thing;
    const ActorDef* def = c.actor(source->def);
    return "the " + (def ? def->name : source->def) + "'s " + thing + " (#" +
           std::to_string(e.source) + ")";
}

std::string lower(std::string s) {
    for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}

// What gave each status its bearer, as far as the run has shown: (entity, status) ->
// origin_of its last application.
using Origins = std::map<std::pair<EntityId, std::string>, std::string>;

// "poisoned", "slept": the word for being given a status, from its name ("Poisoned",
// "Asleep"); a name that is no participle reads "given Regenerating".
std::string status_participle(const std::string& name) {
    std::string word = lower(name);
    if (word.ends_with("ed")) return word;
    if (word == "asleep") return "slept";
    return "given " + word;
}

// "your Ring of regeneration", "the Troll's Ring of regeneration": the worn item that
// grants `status` to `bearer`, or "" when none does.
std::string granted_by(const World& w, const Content& c, EntityId bearer, const DefId& status) {
    const Entity* e = w.find(bearer);
    if (!e || !e->inventory) return "";
    for (const auto& [slot, item_id] : e->inventory->equipped) {
        for (const ItemInstance& it : e->inventory->items) {
            const ItemDef* item = it.id == item_id ? c.item(it.def) : nullptr;
            if (!item || !item->equippable) continue;
            const auto& grants = item->equippable->grants;
            if (std::find(grants.begin(), grants.end(), status) == grants.end()) continue;
            if (bearer == w.player_id) return "your " + item->name;
            const ActorDef* def = c.actor(e->def);
            return "the " + (def ? def->name : e->def) + "'s " + item->name;
        }
    }
    return "";
}

std::string effect_cause(const Effect& e, const World& w, const Content& c,
                         const Origins& origins) {
    const std::string_view status_prefix = "statuses.";
    if (e.via.empty() && e.field.starts_with(status_prefix) && e.after > 0) {
        const std::string id = e.field.substr(status_prefix.size());
        const StatusDef* status = c.status(id);
        return status_participle(status ? status->name : id) + " by " + origin_of(e, w, c);
    }
    if (!e.via.empty()) {
        const StatusDef* status = c.status(e.via);
        const std::string name = lower(status ? status->name : e.via);
        const auto origin = origins.find({e.target, e.via});
        if (origin != origins.end()) return name + " by " + origin->second;
        const std::string item = granted_by(w, c, e.target, e.via);
        if (!item.empty()) return name + " from " + item;
        return e.source == kNoEntity ? name : name + " from " + who(w, c, e.source);
    }
    if (e.cause == "attack") return "attack by " + who(w, c, e.source);
    if (e.cause == "kill") return "XP for killing " + who(w, c, e.source);
    if (e.cause == "level-up" || e.cause == "regeneration") return e.cause;
    if (e.cause == "time") return "ran out";
    if (e.cause == "damage") return "ended by damage";
    if (e.source == kNoEntity) return e.cause;
    return e.cause + " used by " + who(w, c, e.source);
}

// ": -1 HP" after a status's change of HP, as the issue words it.
std::string hp_delta(const Effect& e, const std::string& before) {
    if (e.via.empty() || e.field != paths::kFighterHp) return "";
    int was = 0;
    const auto [end, ec] = std::from_chars(before.data(), before.data() + before.size(), was);
    if (ec != std::errc() || end != before.data() + before.size() || was == e.after) return "";
    const int delta = e.after - was;
    return ": " + std::string(delta > 0 ? "+" : "") + std::to_string(delta) + " HP";
}

std::string event_cause(const Event& e) {
    if (const Command* c = std::get_if<Command>(&e)) return "turn: " + to_string(*c);
    return describe(e);
}

struct Recorder {
    const FieldRef& ref;
    EntityId id;
    FieldHistory& out;
    Origins& origins;

    void row(const Game& game, std::size_t event, std::string value, std::string cause,
             EntityId source) const {
        FieldChange change{event,  game.world().turn, std::move(value), std::move(cause),
                           source, std::nullopt};
        const Entity* e = game.world().find(id);
        if (ref.stat && e && e->fighter)
            change.breakdown = breakdown(*e, game.content(), *ref.stat);
        out.changes.push_back(std::move(change));
    }

    // The changes `event` (the n-th) made, given the value before it.
    void record(const Game& game, std::size_t n, const Event& event,
                const std::string& before) const {
        const World& w = game.world();
        const std::string after = value_of(w, game.content(), id, ref);
        std::string last = before;
        for (const Effect& e : w.effects) {
            const std::string_view status_prefix = "statuses.";
            if (e.after > 0 && e.field.starts_with(status_prefix) && e.cause != "time")
                origins[{e.target, e.field.substr(status_prefix.size())}] =
                    origin_of(e, w, game.content());
            if (e.target != id) continue;
            if (!ref.stat && e.field == ref.field) {
                const std::string delta = hp_delta(e, last);
                last = std::to_string(e.after);
                const std::string why = e.detail.empty() ? "" : ": " + e.detail;
                row(game, n, last, effect_cause(e, w, game.content(), origins) + why + delta,
                    e.source);
            } else if (ref.stat && !stat_name(*ref.stat).gain_field.empty() &&
                       e.field == stat_name(*ref.stat).gain_field && after != last) {
                last = after;
                row(game, n, last, "level-up", e.source);
            }
        }
        if (after != last) row(game, n, after, event_cause(event), kNoEntity);
    }
};

}  // namespace

std::optional<FieldRef> parse_field_ref(const std::string& text, std::string& error) {
    const std::size_t dot = text.find('.');
    if (dot == std::string::npos || dot == 0 || dot + 1 == text.size()) {
        error = "'" + text + "' is not <entity>.<field> (like player.fighter.hp or 3.power)";
        return std::nullopt;
    }
    FieldRef ref;
    const std::string entity = text.substr(0, dot);
    ref.field = text.substr(dot + 1);
    if (entity != "player") {
        EntityId id = 0;
        const auto [end, ec] = std::from_chars(entity.data(), entity.data() + entity.size(), id);
        if (ec != std::errc() || end != entity.data() + entity.size() || id == kNoEntity) {
            error = "'" + entity + "' is not an entity (use its id, like 3, or player)";
            return std::nullopt;
        }
        ref.entity = id;
    }
    for (const StatName& s : kStatNames) {
        if (ref.field == s.name) ref.stat = s.stat;
    }
    return ref;
}

FieldHistoryRecorder::FieldHistoryRecorder(const Game& run, FieldRef ref)
    : ref_(std::move(ref)), again_(run.start_content(), run.start_world()) {
    history_.entity = ref_.entity.value_or(again_.world().player_id);
    history_.field = ref_.field;
    history_.initial = value_of(again_.world(), again_.content(), history_.entity, ref_);
    before_ = history_.initial;
}

void FieldHistoryRecorder::follow(const Game& run) {
    const Recorder recorder{ref_, history_.entity, history_, origins_};
    for (std::size_t n = followed_; n < run.log().size(); ++n) {
        again_.apply(run.log()[n]);
        recorder.record(again_, n + 1, run.log()[n], before_);
        before_ = value_of(again_.world(), again_.content(), history_.entity, ref_);
    }
    followed_ = std::max(followed_, run.log().size());
}

FieldHistory field_history(const Game& game, const FieldRef& ref) {
    FieldHistoryRecorder recorder(game, ref);
    recorder.follow(game);
    return recorder.history();
}

std::optional<std::string> history_table(const Game& game, const std::string& text,
                                         std::string& error) {
    const auto ref = parse_field_ref(text, error);
    if (!ref) return std::nullopt;
    const FieldHistory history = field_history(game, *ref);
    if (history.initial.empty() && history.changes.empty()) {
        error = "entity " + std::to_string(history.entity) + " has no field '" + ref->field +
                "' in this run (fields are state paths like fighter.hp, progression.xp, x, or "
                "max_hp, power, "
                "defense)";
        return std::nullopt;
    }
    return to_string(history);
}

std::string to_string(const FieldHistory& history) {
    std::ostringstream out;
    out << "entity " << history.entity << " " << history.field << ": "
        << (history.initial.empty() ? "(absent)" : history.initial) << " at the start\n";
    out << "turn\tevent\tvalue\tcause\n";
    for (const FieldChange& c : history.changes) {
        out << c.turn << "\t" << c.event << "\t" << (c.value.empty() ? "(absent)" : c.value) << "\t"
            << c.cause;
        if (c.breakdown) {
            out << "\t(base " << c.breakdown->base << " + levels " << c.breakdown->gains
                << " + gear " << c.breakdown->bonus();
            if (!c.breakdown->statuses.empty())
                out << " + statuses " << c.breakdown->from_statuses();
            out << ")";
        }
        out << "\n";
    }
    return out.str();
}

}  // namespace cf
