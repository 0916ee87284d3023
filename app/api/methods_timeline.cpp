// The timeline: timeline.list, timeline.seek, timeline.present, timeline.fork,
// timeline.branches. Seeking shows a past moment read-only (reads see it, changes are
// refused) until timeline.present, or timeline.fork plays on from it as a new branch.

#include "app/api/method_support.hpp"

namespace cf::api {

namespace {

const Timeline& the_timeline(MethodCall& call) {
    live_game(call);
    const Timeline* timeline = call.host.timeline();
    if (!timeline) throw RpcError(kNoGame, "no game is running");
    return *timeline;
}

Json position(MethodCall& call) {
    const Timeline& timeline = the_timeline(call);
    Json out{{"events", timeline.size()}, {"turn", call.host.shown()->world().turn}};
    const std::optional<std::size_t> at = call.host.shown_events();
    out["shown"] = at ? Json(*at) : Json(nullptr);
    out["in_past"] = at.has_value();
    return out;
}

Json timeline_list(MethodCall& call) {
    const Timeline& timeline = the_timeline(call);
    const auto from = static_cast<std::size_t>(call.integer("from", 0));
    const auto count = static_cast<std::size_t>(call.integer("count", 100));
    Json events = Json::array();
    for (std::size_t i = from; i < timeline.size() && events.size() < count; ++i)
        events.push_back({{"event", i + 1},
                          {"turn", timeline.turn_after(i + 1)},
                          {"text", describe(timeline.log()[i])}});
    Json out = position(call);
    out["list"] = events;
    return out;
}

Json timeline_seek(MethodCall& call) {
    const Timeline& timeline = the_timeline(call);
    if (call.has("event") == call.has("turn"))
        throw RpcError(kInvalidParams, "timeline.seek needs 'event' or 'turn' (one of them)");
    const std::size_t events =
        call.has("event") ? static_cast<std::size_t>(call.integer("event"))
                          : timeline.events_at_turn(static_cast<int>(call.integer("turn")));
    call.host.seek(std::min(events, timeline.size()));
    return position(call);
}

Json timeline_present(MethodCall& call) {
    the_timeline(call);
    call.host.present();
    return position(call);
}

Json timeline_fork(MethodCall& call) {
    the_timeline(call);
    const std::string name = call.host.fork();
    Json out = position(call);
    out["branch"] = name;
    return out;
}

Json timeline_branches(MethodCall& call) {
    live_game(call);
    Json list = Json::array();
    const BranchList& branches = call.host.branches();
    for (const Branch& b : branches.list())
        list.push_back(
            {{"name", b.name}, {"fork_turn", b.fork_turn}, {"fork_event", b.fork_event}});
    return Json{{"branches", list}, {"current", branches.current()}};
}

}  // namespace

void add_timeline_methods(std::vector<Method>& out) {
    Param from{"from", Param::Type::integer, false,
               "the first event to list, counting from 0 (default 0)"};
    from.max = std::numeric_limits<int>::max();
    Param count{"count", Param::Type::integer, false, "at most this many (default 100)"};
    count.max = 100000;
    out.push_back(
        {"timeline.list",
         "the events of the game's timeline (commands, edits, revisions) and where it stands",
         {from, count},
         timeline_list});
    Param event{"event", Param::Type::integer, false, "the moment after this many events"};
    Param turn{"turn", Param::Type::integer, false, "the first moment of this turn"};
    turn.max = 1'000'000'000;
    out.push_back({"timeline.seek",
                   "shows a past moment, read-only, as the Timeline panel's scrub bar does",
                   {event, turn},
                   timeline_seek});
    out.push_back({"timeline.present", "back to the present", {}, timeline_present});
    out.push_back({"timeline.fork",
                   "plays on from the moment shown as a new branch (the old one is kept)",
                   {},
                   timeline_fork});
    out.push_back({"timeline.branches",
                   "the branches of this session and which one is played",
                   {},
                   timeline_branches});
}

}  // namespace cf::api
