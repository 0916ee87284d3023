#pragma once
// The API's host without a window: the game in a slot, its timeline and branches kept
// here, and an undo history of the steps made through the API (a world edit's inverse, a
// revision's content before it). Undo applies the inverse as a new event, as the editor
// does, so the turns played since stay. `--headless --api` runs on it (through
// SessionHost, which adds the save and the morgue), and so do the tests.

#include <optional>
#include <string>
#include <vector>

#include "app/api/api_host.hpp"

namespace cf::api {

class GameHost : public ApiHost {
  public:
    explicit GameHost(std::optional<Game>& slot) : slot_(slot) {}

    std::string mode() const override { return "headless"; }
    Game* live() override { return slot_ ? &*slot_ : nullptr; }
    const Game* shown() override;
    bool submit(const Command& command) override { return slot_->submit(command); }
    EventResult edit_world(const std::string& label, const WorldEdit& edit) override;
    ContentOutcome revise_content(const std::string& label, ContentPtr next) override;
    SaveAnswer save_content(std::optional<ConflictChoice> choice) override;
    std::string undo() override { return move(undo_, redo_, "Undo: "); }
    std::string redo() override { return move(redo_, undo_, "Redo: "); }
    const Timeline* timeline() override;
    std::optional<std::size_t> shown_events() const override { return at_; }
    void seek(std::size_t events) override;
    void present() override;
    std::string fork() override;
    const BranchList& branches() const override { return branches_; }
    bool request_screenshot(const PendingReply&, std::string& why) override;
    bool ui_widgets(std::vector<UiWidget>&, std::string& why) override;
    bool ui_act(const UiAction&, const PendingReply&, std::string& why) override;
    void close() override { closed_ = true; }
    bool closed() const { return closed_; }

  private:
    // One step of the history: the edit that takes it back (or forward again), and for a
    // revision the content to go back to before that edit.
    struct Step {
        std::string label;
        WorldEdit edit;
        ContentPtr content;  // null for a world step
    };
    std::string move(std::vector<Step>& from, std::vector<Step>& to, const std::string& prefix);
    // A new step: the redo history ends, and a past moment shown goes back to the present.
    void record(Step step);

    std::optional<Game>& slot_;
    // The content as its files hold it, as far as this host knows: what the game was
    // started on (taken before the first revision), then what each content.save wrote.
    ContentPtr saved_;
    std::optional<Timeline> timeline_;
    const Game* timeline_game_ = nullptr;  // the game the timeline was made of
    std::optional<std::size_t> at_;        // the past moment shown
    std::optional<Game> past_;
    BranchList branches_;
    std::vector<Step> undo_;
    std::vector<Step> redo_;
    bool closed_ = false;
};

}  // namespace cf::api
