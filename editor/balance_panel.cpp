#include "editor/balance_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "editor/balance_curves.hpp"
#include "editor/balance_vaults.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/lab/lab_runner.hpp"
#include "engine/lab/lab_summary.hpp"

namespace cf {

namespace {

const ImU32 kBeforeColor = IM_COL32(140, 140, 150, 255);
const ImU32 kAfterColor = IM_COL32(235, 150, 60, 255);

struct Bars {
    std::vector<std::string> labels;
    std::vector<double> before;
    std::vector<double> after;
};

// Paired bars (before grey, after orange) with a label under each pair, drawn with the
// window's draw list.
void draw_bars(const char* title, const Bars& bars) {
    ImGui::TextUnformatted(title);
    const float height = ImGui::GetFontSize() * 6.5f;
    const float width = ImGui::GetContentRegionAvail().x;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    double top = 0;
    for (std::size_t i = 0; i < bars.labels.size(); ++i)
        top = std::max({top, bars.before[i], bars.after[i]});
    const std::size_t n = std::max<std::size_t>(bars.labels.size(), 1);
    const float slot = width / static_cast<float>(n);
    const float bar = std::min(ImGui::GetFontSize(), slot * 0.4f);
    float widest = 0;
    for (const std::string& label : bars.labels)
        widest = std::max(widest, ImGui::CalcTextSize(label.c_str()).x);
    const std::size_t every = std::max<std::size_t>(
        1, static_cast<std::size_t>((widest + 6.0f) / std::max(slot, 1.0f)) + 1);
    const float base = origin.y + height;
    draw->AddLine(ImVec2(origin.x, base), ImVec2(origin.x + width, base),
                  IM_COL32(90, 90, 90, 255));
    for (std::size_t i = 0; i < bars.labels.size(); ++i) {
        const float x = origin.x + slot * static_cast<float>(i) + slot * 0.5f;
        const auto h = [&](double v) {
            return top > 0 ? static_cast<float>(v / top) * (height - 14.0f) : 0.0f;
        };
        draw->AddRectFilled(ImVec2(x - bar, base - h(bars.before[i])), ImVec2(x, base),
                            kBeforeColor);
        draw->AddRectFilled(ImVec2(x, base - h(bars.after[i])), ImVec2(x + bar, base), kAfterColor);
        // Labels that would run into their neighbours are left to every n-th pair.
        if (i % every != 0) continue;
        const ImVec2 size = ImGui::CalcTextSize(bars.labels[i].c_str());
        draw->AddText(ImVec2(x - size.x * 0.5f, base + 2.0f), IM_COL32(200, 200, 200, 255),
                      bars.labels[i].c_str());
    }
    char peak[32];
    std::snprintf(peak, sizeof peak, "%.4g", top);
    draw->AddText(origin, IM_COL32(150, 150, 150, 255), peak);
    ImGui::Dummy(ImVec2(width, height + ImGui::GetTextLineHeight() + 6.0f));
}

// One metric's figures as text: its change ("-7.50 *") and its values ("7.70 -> 0.20").
struct ChangeText {
    std::string change;
    std::string values;
};

ChangeText change_text(const MetricChange& m) {
    const double k = m.rate ? 100.0 : 1.0;
    char change[48];
    char values[64];
    std::snprintf(change, sizeof change, "%+.2f%s", m.change.delta * k,
                  m.change.significant() ? " *" : "");
    std::snprintf(values, sizeof values, "%.2f -> %.2f", m.change.before * k, m.change.after * k);
    return {change, values};
}

void change_tooltip(const MetricChange& m, const ChangeText& text) {
    const double k = m.rate ? 100.0 : 1.0;
    ImGui::SetTooltip("%s: %s\nchange %+.2f, 95%% interval [%+.2f, %+.2f], p = %.4f%s",
                      m.name.c_str(), text.values.c_str(), m.change.delta * k, m.change.ci.low * k,
                      m.change.ci.high * k, m.change.p, m.rate ? " (points)" : "");
}

}  // namespace

void draw_metric_changes(const std::vector<MetricChange>& changes) {
    std::vector<ChangeText> texts;
    float name_w = 0, change_w = 0, values_w = 0;
    for (const MetricChange& m : changes) {
        texts.push_back(change_text(m));
        name_w = std::max(name_w, ImGui::CalcTextSize(m.name.c_str()).x);
        change_w = std::max(change_w, ImGui::CalcTextSize(texts.back().change.c_str()).x);
        values_w = std::max(values_w, ImGui::CalcTextSize(texts.back().values.c_str()).x);
    }
    const float padding = ImGui::GetStyle().CellPadding.x * 2.0f + 2.0f;
    const bool values =
        name_w + change_w + values_w + 3.0f * padding <= ImGui::GetContentRegionAvail().x;
    if (!ImGui::BeginTable("moved", values ? 3 : 2,
                           ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp))
        return;
    ImGui::TableSetupColumn("metric", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("change", ImGuiTableColumnFlags_WidthFixed, change_w);
    if (values)
        ImGui::TableSetupColumn("before -> after", ImGuiTableColumnFlags_WidthFixed, values_w);
    for (std::size_t i = 0; i < changes.size(); ++i) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(changes[i].name.c_str());
        if (ImGui::IsItemHovered()) change_tooltip(changes[i], texts[i]);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(texts[i].change.c_str());
        if (ImGui::IsItemHovered()) change_tooltip(changes[i], texts[i]);
        if (!values) continue;
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(texts[i].values.c_str());
    }
    ImGui::EndTable();
}

namespace {

std::map<std::string, double> count_by(const LabTable& t, const auto& key_of) {
    std::map<std::string, double> out;
    for (const RunTally& r : t.runs) {
        if (const std::string k = key_of(r); !k.empty()) out[k] += 1;
    }
    return out;
}

Bars pair(const std::map<std::string, double>& a, const std::map<std::string, double>& b) {
    Bars bars;
    std::map<std::string, std::pair<double, double>> all;
    for (const auto& [k, v] : a) all[k].first = v;
    for (const auto& [k, v] : b) all[k].second = v;
    for (const auto& [k, v] : all) {
        bars.labels.push_back(k);
        bars.before.push_back(v.first);
        bars.after.push_back(v.second);
    }
    return bars;
}

std::string death_depth(const RunTally& r) {
    return r.end == RunEnd::died ? std::to_string(r.depth) : "";
}
std::string killer(const RunTally& r) { return r.end == RunEnd::died ? r.killer : ""; }
std::string turns_bin(const RunTally& r) {
    // Zero-padded so the bins sort as numbers: "02-03k".
    char bin[24];
    std::snprintf(bin, sizeof bin, "%02d-%02dk", r.turns / 1000, r.turns / 1000 + 1);
    return bin;
}

std::map<std::string, double> mean_used(const LabTable& t) {
    std::map<std::string, double> out;
    for (const RunTally& r : t.runs) {
        for (const auto& [id, n] : r.used) out[id] += n;
    }
    for (auto& [id, v] : out) v /= static_cast<double>(std::max<std::size_t>(t.runs.size(), 1));
    return out;
}

}  // namespace

BalancePanel::~BalancePanel() { cancel(); }

std::string BalancePanel::key_of(std::uint64_t revision) const {
    return std::to_string(revision) + ":" + std::to_string(runs) + ":" + std::to_string(max_depth);
}

void BalancePanel::start(const Side& before, const Side& after) {
    job_ = std::make_unique<Job>();
    Job& job = *job_;
    std::vector<Side> todo;
    for (const Side& s : {before, after}) {
        if (!cache_.contains(s.key) && (todo.empty() || todo.front().key != s.key))
            todo.push_back(s);
    }
    LabOptions options;
    options.runs = static_cast<std::size_t>(runs);
    options.run.max_depth = max_depth;
    job.total = todo.size() * options.runs;
    job.thread = std::thread([&job, todo, options]() {
        std::size_t base = 0;
        for (const Side& s : todo) {
            LabTable t = run_lab(
                s.content, options,
                [&job, base](std::size_t d, std::size_t) { job.done = base + d; }, &job.cancel);
            if (job.cancel) break;
            job.results[s.key] = std::move(t);
            base += options.runs;
        }
        job.finished = true;
    });
}

void BalancePanel::cancel() {
    if (!job_) return;
    job_->cancel = true;
    job_->thread.join();
    job_.reset();
}

void BalancePanel::poll(const ContentPtr& current, std::uint64_t revision, bool dirty) {
    if (!dirty || !saved_) {
        saved_ = current;
        saved_revision_ = revision;
    }
    current_ = current;
    revision_ = revision;
    dirty_ = dirty;
    seen_[revision] = current;
    while (seen_.size() > kKeptRevisions) seen_.erase(seen_.begin());
    if (baseline_ && !seen_.contains(*baseline_)) baseline_.reset();
    if (!job_ || !job_->finished) return;
    job_->thread.join();
    for (auto& [key, table] : job_->results) cache_[key] = std::move(table);
    job_.reset();
}

BalancePanel::Side BalancePanel::baseline() const {
    if (baseline_) return {seen_.at(*baseline_), key_of(*baseline_)};
    return {saved_, key_of(saved_revision_)};
}

std::string BalancePanel::baseline_name() const {
    return baseline_ ? "revision " + std::to_string(*baseline_)
                     : "saved, revision " + std::to_string(saved_revision_);
}

void BalancePanel::draw_baseline_choice() {
    ImGui::SetNextItemWidth(
        std::min(ImGui::GetFontSize() * 18.0f, ImGui::GetContentRegionAvail().x * 0.6f));
    if (!ui::BeginCombo("before", baseline_name().c_str())) return;
    if (ui::Selectable(
            ("the saved content (revision " + std::to_string(saved_revision_) + ")").c_str(),
            !baseline_)) {
        baseline_.reset();
    }
    for (auto it = seen_.rbegin(); it != seen_.rend(); ++it) {
        if (it->first == revision_) continue;  // the "after" itself
        const std::string label = "revision " + std::to_string(it->first) +
                                  (it->first == saved_revision_ ? " (saved)" : "");
        if (ui::Selectable(label.c_str(), baseline_ == it->first)) baseline_ = it->first;
    }
    ImGui::EndCombo();
}

void BalancePanel::draw() {
    if (!current_) return;
    const bool dirty = dirty_;
    const float digits = ImGui::CalcTextSize("0000").x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetNextItemWidth(digits * 2.2f);
    ui::SliderInt("runs", &runs, 20, 2000, "%d", ImGuiSliderFlags_Logarithmic);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(digits * 1.5f);
    ui::SliderInt("depth", &max_depth, 2, 12);
    draw_baseline_choice();
    const Side before = baseline();
    const Side after{current_, key_of(revision_)};
    if (job_) {
        const std::size_t total = std::max<std::size_t>(job_->total, 1);
        char text[64];
        std::snprintf(text, sizeof text, "%zu / %zu runs", job_->done.load(), total);
        ImGui::ProgressBar(static_cast<float>(job_->done) / static_cast<float>(total),
                           ImVec2(-70, 0), text);
        ImGui::SameLine();
        if (ui::Button("Cancel")) cancel();
    } else if (ui::Button(baseline_ ? "Run: chosen revision vs edited"
                          : dirty   ? "Run: saved vs edited"
                                    : "Run on the saved content")) {
        shown_before_ = before.key;
        shown_before_name_ = baseline_name();
        shown_after_ = after.key;
        shown_after_content_ = after.content;
        shown_options_ = RunOptions{};
        shown_options_.max_depth = max_depth;
        if (!cache_.contains(before.key) || !cache_.contains(after.key)) start(before, after);
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped_textf("The bot plays the same %d seeds on both; cached per content revision.", runs);
    ImGui::PopStyleColor();
    auto b = cache_.find(shown_before_);
    auto a = cache_.find(shown_after_);
    if (b == cache_.end() || a == cache_.end()) {
        wrapped_textf(
            "Edit the content, then Run: grey is the saved content (or the revision chosen as "
            "\"before\"), orange the edited one.");
        return;
    }
    draw_results(b->second, a->second);
}

void BalancePanel::draw_deaths() {
    ImGui::TextUnformatted(deaths_depth_ > 0 ? "Deaths at this depth (edited content):"
                                             : "Deaths (edited content; click one to open it):");
    if (deaths_depth_ > 0) {
        ImGui::SameLine();
        ImGui::Text("depth %d", deaths_depth_);
        ImGui::SameLine();
        if (ui::SmallButton("every depth")) deaths_depth_ = 0;
    }
    const std::optional<DeathRow> clicked = draw_deaths_list(deaths_, deaths_depth_);
    if (clicked && shown_after_content_)
        open_run =
            RunOpenRequest{shown_after_content_, clicked->seed, clicked->turn, shown_options_};
}

void BalancePanel::draw_results(const LabTable& before, const LabTable& after) {
    ImGui::TextColored(ImVec4(0.55f, 0.55f, 0.59f, 1), "before (%s)", shown_before_name_.c_str());
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(0.92f, 0.59f, 0.24f, 1), "after (edited)");
    if (changes_key_ != shown_before_ + "|" + shown_after_) {
        std::string error;
        changes_ = compare_tables(before, after, error).value_or(std::vector<MetricChange>{});
        vaults_before_ = vault_summaries(before);
        vaults_after_ = vault_summaries(after);
        survival_before_ = survival_of(before);
        survival_after_ = survival_of(after);
        deaths_ = deaths_of(after);
        deaths_depth_ = 0;
        changes_key_ = shown_before_ + "|" + shown_after_;
    }
    if (const int depth = draw_survival_curves(survival_before_, survival_after_))
        deaths_depth_ = depth;
    draw_deaths();
    draw_bars("Deaths by depth", pair(count_by(before, death_depth), count_by(after, death_depth)));
    draw_bars("Killers", pair(count_by(before, killer), count_by(after, killer)));
    draw_bars("Turns survived", pair(count_by(before, turns_bin), count_by(after, turns_bin)));
    draw_bars("Items used per run", pair(mean_used(before), mean_used(after)));
    const std::vector<MetricChange>* changes = &changes_;
    wrapped_textf("%s", changes->empty() ? "Nothing moved."
                                         : "What moved (* significant, p < 0.05; hover for the 95% "
                                           "interval):");
    if (!changes->empty()) draw_metric_changes(*changes);
    draw_vault_table(vaults_before_, vaults_after_);
}

}  // namespace cf
