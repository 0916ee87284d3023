#include "engine/replay/fork.hpp"

#include <algorithm>
#include <sstream>

#include "engine/rules/stats.hpp"

namespace cf {

namespace {

Outcome outcome_of(const Game& game, int kills) {
    const World& w = game.world();
    Outcome o;
    o.alive = w.status == GameStatus::playing;
    o.depth = w.depth;
    o.turn = w.turn;
    const Entity& p = w.player();
    o.hp = p.fighter ? p.fighter->hp : 0;
    o.max_hp = max_hp(p, game.content());
    o.level = p.progression ? p.progression->level : 1;
    o.kills = kills;
    return o;
}

int kills_in(const World& w) {
    int n = 0;
    for (const Effect& e : w.effects)
        n += e.target == w.player_id && e.cause == "kill" && e.field == "progression.xp";
    return n;
}

// The differences that say the runs parted: state, not the wording of the log; entities
// first, then the world, the floor and the RNG.
std::vector<FieldDiff> state_differences(const World& original, const World& branch) {
    std::vector<FieldDiff> out;
    for (FieldDiff& d : diff_worlds(original, branch)) {
        if (d.where != "messages") out.push_back(std::move(d));
    }
    std::stable_partition(out.begin(), out.end(),
                          [](const FieldDiff& d) { return d.where.starts_with("entity"); });
    return out;
}

}  // namespace

Game fork_game(const Timeline& timeline, std::size_t events) {
    Game game(timeline.start_content(), timeline.start_world());
    events = std::min(events, timeline.size());
    for (std::size_t n = 0; n < events; ++n) game.apply(timeline.log()[n]);
    return game;
}

ForkReport rerun_with_content(Timeline& timeline, std::size_t events, ContentPtr content,
                              const std::string& label, std::optional<Game>* branch) {
    ForkReport report;
    events = std::min(events, timeline.size());
    Game original = timeline.seek(events);
    Game what_if = original;
    what_if.apply(ContentRevision{std::move(content), {}, label});
    int original_kills = 0;
    int branch_kills = 0;
    auto compare = [&](std::size_t event, const std::string& text) {
        if (report.diverged) return;
        report.differences = state_differences(original.world(), what_if.world());
        if (report.differences.empty()) return;
        report.diverged = true;
        report.event = event;
        report.turn = what_if.world().turn;
        report.event_text = text;
    };
    compare(events, "");
    for (std::size_t n = events; n < timeline.size(); ++n) {
        original.apply(timeline.log()[n]);
        what_if.apply(timeline.log()[n]);
        original_kills += kills_in(original.world());
        branch_kills += kills_in(what_if.world());
        compare(n + 1, describe(timeline.log()[n]));
    }
    report.original = outcome_of(original, original_kills);
    report.branch = outcome_of(what_if, branch_kills);
    if (branch) branch->emplace(std::move(what_if));
    return report;
}

std::string to_string(const ForkReport& r) {
    std::ostringstream out;
    if (!r.diverged) {
        out << "the runs do not diverge\n";
    } else {
        out << "the runs diverge at event " << r.event << " (turn " << r.turn << ", "
            << (r.event_text.empty() ? std::string("the new content itself")
                                     : "'" + r.event_text + "'")
            << ")\n";
        const std::size_t shown = std::min<std::size_t>(r.differences.size(), 5);
        for (std::size_t i = 0; i < shown; ++i) {
            const FieldDiff& d = r.differences[i];
            out << "  " << d.where << ": " << d.before << " recorded, " << d.after << " re-run\n";
        }
        if (r.differences.size() > shown)
            out << "  and " << r.differences.size() - shown << " more\n";
    }
    auto row = [&out](const char* name, auto field) {
        out << "  " << name << "\t" << field(true) << "\t" << field(false) << "\n";
    };
    out << "outcome\trecorded\tre-run\n";
    const Outcome& a = r.original;
    const Outcome& b = r.branch;
    row("alive", [&](bool first) {
        return (first ? a.alive : b.alive) ? std::string("yes") : std::string("no");
    });
    row("turn", [&](bool first) { return first ? a.turn : b.turn; });
    row("depth", [&](bool first) { return first ? a.depth : b.depth; });
    row("hp", [&](bool first) {
        return std::to_string(first ? a.hp : b.hp) + "/" +
               std::to_string(first ? a.max_hp : b.max_hp);
    });
    row("level", [&](bool first) { return first ? a.level : b.level; });
    row("kills", [&](bool first) { return first ? a.kills : b.kills; });
    return out.str();
}

Game BranchList::fork(Game current, const Timeline& timeline, std::size_t events) {
    events = std::min(events, timeline.size());
    Game next = fork_game(timeline, events);
    branches_[current_].game.emplace(std::move(current));
    branches_.push_back({"branch " + std::to_string(branches_.size()), current_, events,
                         timeline.turn_after(events), std::nullopt});
    current_ = branches_.size() - 1;
    return next;
}

Game BranchList::switch_to(std::size_t index, Game current) {
    if (index >= branches_.size() || index == current_) return current;
    Game next = std::move(*branches_[index].game);
    branches_[index].game.reset();
    branches_[current_].game.emplace(std::move(current));
    current_ = index;
    return next;
}

}  // namespace cf
