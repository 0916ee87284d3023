#pragma once
// The Balance panel: the balance lab (engine/lab) run in the background on the content
// being edited against the content as last saved (or any earlier revision of this
// session, chosen as the baseline), on the same seeds, with progress,
// cancel, and charts of before and after (the survival curve by depth with its bands,
// death depth, killers, turns survived, item use) over the list of metrics that moved and a table
// of the content's vaults, and the list of the edited content's deaths, each of which opens
// its run at its death turn in a window of its own. Results are cached per content revision, so
// going back to a revision shows its numbers at once.

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "editor/balance_deaths.hpp"
#include "engine/lab/lab_summary.hpp"
#include "engine/lab/lab_table.hpp"

namespace cf {

// The metrics that moved, as a table: name and change always, before -> after too when the
// panel is wide enough (else in the tooltip), so nothing is cut at the panel's edge.
void draw_metric_changes(const std::vector<MetricChange>& changes);

class BalancePanel {
  public:
    BalancePanel() = default;
    BalancePanel(const BalancePanel&) = delete;
    BalancePanel& operator=(const BalancePanel&) = delete;
    ~BalancePanel();

    // Call every frame, shown or not: `current` is the document's snapshot at
    // `revision`; while `dirty` is false it is also the saved content, the "before" of
    // every comparison. Takes a finished lab's results into the cache.
    void poll(const ContentPtr& current, std::uint64_t revision, bool dirty);
    void draw();
    // A lab is running or its results wait for poll(): the window must keep drawing.
    bool busy() const { return job_ != nullptr; }

    int runs = 200;  // seeds per content
    int max_depth = 6;
    // A click on a death in the Deaths list: the run to open at its death turn. The editor
    // hands it to the app (EditorUpdate::open_run) and clears it.
    std::optional<RunOpenRequest> open_run;

  private:
    struct Job {
        std::thread thread;
        std::atomic<bool> cancel{false};
        std::atomic<bool> finished{false};
        std::atomic<std::size_t> done{0};
        std::atomic<std::size_t> total{0};
        std::map<std::string, LabTable> results;  // written by the thread, read after `finished`
    };
    struct Side {
        ContentPtr content;
        std::string key;  // cache key: revision, runs and depth
    };

    std::string key_of(std::uint64_t revision) const;
    // The "before" of the next run: the chosen earlier revision, or the saved content.
    Side baseline() const;
    std::string baseline_name() const;
    void draw_baseline_choice();
    void start(const Side& before, const Side& after);
    void cancel();
    void draw_results(const LabTable& before, const LabTable& after);
    void draw_deaths();

    // Every revision this session showed the panel, newest last (at most kKeptRevisions),
    // so an earlier one can be the baseline.
    static constexpr std::size_t kKeptRevisions = 32;
    std::map<std::uint64_t, ContentPtr> seen_;
    std::optional<std::uint64_t> baseline_;  // none: the saved content
    std::string shown_before_name_;
    ContentPtr saved_;
    std::uint64_t saved_revision_ = 0;
    ContentPtr current_;
    std::uint64_t revision_ = 0;
    bool dirty_ = false;
    std::unique_ptr<Job> job_;
    std::map<std::string, LabTable> cache_;
    std::string shown_before_;
    std::string shown_after_;
    ContentPtr shown_after_content_;  // what the runs of `shown_after_` were played on
    RunOptions shown_options_;        // and with which options
    std::vector<DeathRow> deaths_;    // the after side's, for the Deaths list
    int deaths_depth_ = 0;            // the list shows only this depth (0: every depth)
    std::string changes_key_;         // the pair `changes_` was computed for
    std::vector<MetricChange> changes_;
    std::vector<VaultSummary> vaults_before_;  // of the same pair, for the Vaults table
    std::vector<VaultSummary> vaults_after_;
    SurvivalSummary survival_before_;  // of the same pair, for the survival curve
    SurvivalSummary survival_after_;
};

}  // namespace cf
