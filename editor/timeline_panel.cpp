#include "editor/timeline_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <utility>

#include "editor/flow_layout.hpp"
#include "editor/hover_tip.hpp"
#include "editor/ui_widgets.hpp"

namespace cf {

namespace {

// Each kind of marker in the legend's order: its name and its colour on the bar.
struct MarkerLook {
    TimelineMarker::Kind kind;
    const char* name;
    ImU32 color;
};
constexpr MarkerLook kMarkerLooks[] = {
    {TimelineMarker::Kind::content, "content revision", IM_COL32(90, 160, 255, 255)},
    {TimelineMarker::Kind::edit, "world edit", IM_COL32(240, 200, 60, 255)},
    {TimelineMarker::Kind::level_up, "level-up", IM_COL32(90, 220, 110, 255)},
    {TimelineMarker::Kind::descent, "descent", IM_COL32(200, 120, 255, 255)},
    {TimelineMarker::Kind::death, "death", IM_COL32(255, 70, 60, 255)},
};

const MarkerLook& look(TimelineMarker::Kind kind) {
    for (const MarkerLook& l : kMarkerLooks) {
        if (l.kind == kind) return l;
    }
    assert(false && "a marker kind with no row in kMarkerLooks");
    return kMarkerLooks[0];
}

}  // namespace

const char* marker_name(TimelineMarker::Kind kind) { return look(kind).name; }

std::vector<TimelineMarker> timeline_markers(const Timeline& timeline, std::size_t from) {
    std::vector<TimelineMarker> out;
    for (std::size_t n = from; n < timeline.size(); ++n) {
        const Event& e = timeline.log()[n];
        const Moment& before = timeline.moment_after(n);
        const Moment& after = timeline.moment_after(n + 1);
        auto mark = [&](TimelineMarker::Kind kind) {
            out.push_back({kind, n + 1, after.turn, describe(e)});
        };
        if (std::holds_alternative<ContentRevision>(e)) mark(TimelineMarker::Kind::content);
        if (std::holds_alternative<WorldEdit>(e)) mark(TimelineMarker::Kind::edit);
        const Command* c = std::get_if<Command>(&e);
        if (c && c->kind == CommandKind::level_up) mark(TimelineMarker::Kind::level_up);
        if (after.depth > before.depth) mark(TimelineMarker::Kind::descent);
        if (after.dead && !before.dead) mark(TimelineMarker::Kind::death);
    }
    return out;
}

void TimelinePanel::sync(const Game& live) {
    if (!timeline_ || !timeline_->sync(live)) {
        timeline_.emplace(live);
        markers_.clear();
        at_.reset();
        past_.reset();
        divergence_.reset();
    }
    const std::size_t marked = markers_.empty() ? 0 : markers_.back().event;
    for (TimelineMarker& m : timeline_markers(*timeline_, marked)) markers_.push_back(std::move(m));
    switch (std::exchange(move_, Move::none)) {
        case Move::none:
            break;
        case Move::back:
            step_back();
            break;
        case Move::forward:
            step_forward();
            break;
        case Move::present:
            to_present();
            break;
        case Move::jump:
            jump_to_turn(move_turn_);
            break;
        case Move::what_if:
            rerun_with(live);
            break;
    }
}

void TimelinePanel::go_to(std::size_t events) {
    if (!timeline_) return;
    if (events >= timeline_->size()) return to_present();
    at_ = events;
    past_.emplace(timeline_->seek(events));
}

void TimelinePanel::step_back() {
    if (timeline_) go_to(timeline_->step_back(at_.value_or(timeline_->size())));
}

void TimelinePanel::step_forward() {
    if (timeline_ && at_) go_to(timeline_->step_forward(*at_));
}

void TimelinePanel::jump_to_turn(int turn) {
    if (timeline_) go_to(timeline_->events_at_turn(turn));
}

void TimelinePanel::to_present() {
    at_.reset();
    past_.reset();
    if (timeline_) timeline_->seek(timeline_->size());
}

void TimelinePanel::rerun_with(const Game& live) {
    if (!timeline_) return;
    const std::size_t from = at_.value_or(timeline_->size());
    divergence_from_turn_ = timeline_->turn_after(from);
    divergence_ = rerun_with_content(
        *timeline_, from, live.content_ptr(),
        "What if: the current content from turn " + std::to_string(divergence_from_turn_));
    if (at_) past_.emplace(timeline_->seek(*at_));
}

bool TimelinePanel::apply_branch_request(std::optional<Game>& game) {
    const Request request = std::exchange(request_, Request::none);
    if (request == Request::none || !game || !timeline_) return false;
    Game current = std::move(*game);
    if (request == Request::fork) {
        game.emplace(
            branches_.fork(std::move(current), *timeline_, at_.value_or(timeline_->size())));
    } else {
        game.emplace(branches_.switch_to(switch_to_, std::move(current)));
    }
    timeline_.reset();
    sync(*game);
    return true;
}

void TimelinePanel::draw(const Game& live) {
    sync(live);
    const Timeline& t = *timeline_;
    const std::size_t shown_at = at_.value_or(t.size());
    if (ui::Button("< Turn")) move_ = Move::back;
    ImGui::SameLine();
    ImGui::BeginDisabled(!at_);
    if (ui::Button("Turn >")) move_ = Move::forward;
    ImGui::SameLine();
    if (ui::Button("Present")) move_ = Move::present;
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::Text("turn %d / %d", t.turn_after(shown_at), t.turn_after(t.size()));
    if (at_) {
        ImGui::SameLine();
        ImGui::TextColored(ImVec4(1, 0.75f, 0.3f, 1), "PAST, read-only");
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("event %zu of %zu", shown_at, t.size());
    draw_scrub_bar();
    ImGui::BeginDisabled(!at_);
    if (ui::Button("Fork here")) request_fork();
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::SetTooltip(
            "Play on from the turn shown as a new branch; the run so far is kept and listed.");
    }
    ImGui::SameLine();
    if (ui::Button("What if (current content)")) move_ = Move::what_if;
    hover_tip(
        "Re-runs the recorded events after the turn shown under the content the game runs\n"
        "now, beside the recorded run, and shows where the two diverge.");
}

void TimelinePanel::draw_details() {
    draw_branches();
    draw_divergence();
}

void TimelinePanel::draw_scrub_bar() {
    const Timeline& t = *timeline_;
    const int first = t.turn_after(0);
    const int last = std::max(first, t.turn_after(t.size()));
    int turn = t.turn_after(at_.value_or(t.size()));
    ImGui::SetNextItemWidth(-1);
    if (ui::SliderInt("##turn", &turn, first, last, "turn %d")) {
        move_ = Move::jump;
        move_turn_ = turn;
    }
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    // The markers under the bar, one row per kind so they never hide each other.
    const float row = 5.0f;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(max.x - min.x, row * 5 + 2));
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float span = static_cast<float>(std::max(1, last - first));
    const float width = max.x - min.x - 12.0f;
    auto x_of = [&](int at) {
        return min.x + 6.0f + width * static_cast<float>(at - first) / span;
    };
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const bool hovered = ImGui::IsItemHovered();
    std::string tip;
    for (const TimelineMarker& m : markers_) {
        const float x = x_of(m.turn);
        const float y = origin.y + row * static_cast<float>(m.kind);
        draw->AddRectFilled(ImVec2(x - 1, y), ImVec2(x + 2, y + row - 1), look(m.kind).color);
        if (hovered && std::abs(mouse.x - x) < 3 && tip.size() < 600) {
            tip += "turn " + std::to_string(m.turn) + ": " + marker_name(m.kind) + " - " + m.text +
                   "\n";
        }
    }
    if (!tip.empty()) ImGui::SetTooltip("%s", tip.c_str());
    // The legend wraps in a narrow panel rather than losing its last names at the edge.
    bool first_name = true;
    for (const MarkerLook& l : kMarkerLooks) {
        if (!first_name) same_line_if_fits(ImGui::CalcTextSize(l.name).x);
        first_name = false;
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(l.color), "%s", l.name);
    }
}

void TimelinePanel::draw_branches() {
    if (branches_.list().size() < 2) return;
    ImGui::TextUnformatted("Branches:");
    for (std::size_t i = 0; i < branches_.list().size(); ++i) {
        const Branch& b = branches_.list()[i];
        std::string label = b.name;
        if (b.parent)
            label += " (from " + branches_.list()[*b.parent].name + " at turn " +
                     std::to_string(b.fork_turn) + ")";
        ImGui::SameLine();
        if (ui::Selectable(label.c_str(), i == branches_.current(), 0,
                           ImGui::CalcTextSize(label.c_str())) &&
            i != branches_.current()) {
            request_ = Request::switch_branch;
            switch_to_ = i;
        }
    }
}

void TimelinePanel::draw_divergence() {
    if (!divergence_) return;
    const ForkReport& r = *divergence_;
    ImGui::Separator();
    ImGui::Text("Re-run from turn %d under the current content:", divergence_from_turn_);
    ImGui::SameLine();
    if (ui::SmallButton("Close")) {
        divergence_.reset();
        return;
    }
    if (!r.diverged) {
        ImGui::TextUnformatted("the runs do not diverge.");
    } else {
        ImGui::TextColored(ImVec4(1, 0.6f, 0.4f, 1), "The runs diverge at turn %d (event %zu: %s)",
                           r.turn, r.event,
                           r.event_text.empty() ? "the new content itself" : r.event_text.c_str());
    }
    const ImGuiTableFlags flags =
        ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
    if (r.diverged && ImGui::BeginTable("differences", 3, flags)) {
        ImGui::TableSetupColumn("field");
        ImGui::TableSetupColumn("recorded");
        ImGui::TableSetupColumn("re-run");
        ImGui::TableHeadersRow();
        for (std::size_t i = 0; i < std::min<std::size_t>(r.differences.size(), 4); ++i) {
            const FieldDiff& d = r.differences[i];
            for (const std::string* cell : {&d.where, &d.before, &d.after}) {
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(cell->c_str());
            }
        }
        ImGui::EndTable();
    }
    if (!ImGui::BeginTable("outcomes", 3, flags)) return;
    ImGui::TableSetupColumn("outcome");
    ImGui::TableSetupColumn("recorded");
    ImGui::TableSetupColumn("re-run");
    ImGui::TableHeadersRow();
    auto row = [](const char* name, const std::string& a, const std::string& b) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(name);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(a.c_str());
        ImGui::TableNextColumn();
        if (a != b)
            ImGui::TextColored(ImVec4(1, 0.6f, 0.4f, 1), "%s", b.c_str());
        else
            ImGui::TextUnformatted(b.c_str());
    };
    const Outcome& a = r.original;
    const Outcome& b = r.branch;
    row("alive", a.alive ? "yes" : "dead", b.alive ? "yes" : "dead");
    row("turn", std::to_string(a.turn), std::to_string(b.turn));
    row("depth", std::to_string(a.depth), std::to_string(b.depth));
    row("HP", std::to_string(a.hp) + "/" + std::to_string(a.max_hp),
        std::to_string(b.hp) + "/" + std::to_string(b.max_hp));
    row("level", std::to_string(a.level), std::to_string(b.level));
    row("kills after the fork", std::to_string(a.kills), std::to_string(b.kills));
    ImGui::EndTable();
}

}  // namespace cf
