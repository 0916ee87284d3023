#pragma once
// What the API's methods ask of the program they run in: the game to read, and the same
// doors a key press and the editor's panels use to change it (a Command, a WorldEdit, a
// ContentRevision), so every change through the API is an event on the game's timeline
// that undoes, replays and shows like any other. GameHost (game_host.hpp) is the headless
// one; the window's goes through the editor (app/api/window_host.hpp).

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/api/rpc.hpp"
#include "engine/content/content_save.hpp"
#include "engine/replay/fork.hpp"
#include "engine/replay/timeline.hpp"
#include "engine/rules/game.hpp"

namespace cf::api {

// What a content revision through the API did.
struct ContentOutcome {
    bool applied = false;  // the game runs the new content now
    bool pending = false;  // the editor holds it, waiting for Apply (its Live is off)
    std::string error;     // why the game refused it
    ReloadReport report;
};

// A screenshot a method asked for, answered after the next frame is drawn.
struct PendingReply {
    int connection = -1;
    Json id;
};

// What content.save did.
struct SaveAnswer {
    bool saved = false;
    std::string message;                 // what was written, or why nothing was
    std::vector<std::string> conflicts;  // files another program changed (nothing written)
};

// A widget of the window's last frame (editor/ui_widgets.hpp says how they are named).
struct UiWidget {
    std::string path;    // "Window/label": what ui.click and ui.type take
    std::string window;  // the window's part of it
    std::string text;    // what it shows
    std::string kind;    // button, checkbox, radio, selectable, menu_item, tab, combo, ...
    float x = 0, y = 0, w = 0, h = 0;
    bool visible = true;  // not scrolled out of its panel
    bool enabled = true;
    std::optional<bool> checked;
    std::optional<std::string> value;
};

// A window of the window's last frame.
struct UiWindow {
    std::string name;
    std::string title;
    float x = 0, y = 0, w = 0, h = 0;
    bool focused = false;
};

// What a person does to a widget: a click, or a click and typing.
struct UiAction {
    std::string path;
    bool type = false;  // type `text` into it after the click
    std::string text;
    bool replace = true;  // select what the field holds first, so the text replaces it
    bool enter = true;    // press Enter after the text (most fields apply then)
    bool reveal = false;  // only scroll its panel to bring it into sight (no click)
};

class ApiHost {
  public:
    virtual ~ApiHost() = default;
    // "headless" or "window".
    virtual std::string mode() const = 0;
    // The live game; null when none runs (the window's menu before a game).
    virtual Game* live() = 0;
    // The game reads see: the past moment the timeline shows, else the live game.
    virtual const Game* shown() = 0;

    // The player's command, as a key press sends it. Whether it spent a turn.
    virtual bool submit(const Command& command) = 0;
    // A world edit as one undoable step named `label`; refused edits change nothing.
    virtual EventResult edit_world(const std::string& label, const WorldEdit& edit) = 0;
    // `next` (validated) as a content revision named `label`, one undoable step.
    virtual ContentOutcome revise_content(const std::string& label, ContentPtr next) = 0;
    // Writes the content the game runs to its files, as the editor's Save does (comments
    // and order kept, every overwritten file kept as a version). With `choice`, files
    // another program changed since they were loaded take that answer; without, such a
    // file is a conflict and nothing is written.
    virtual SaveAnswer save_content(std::optional<ConflictChoice> choice) = 0;
    // Undo / redo the newest step; the label of the step moved, "" when there was none.
    virtual std::string undo() = 0;
    virtual std::string redo() = 0;

    // The timeline of the live game (synced with it), or null when no game runs.
    virtual const Timeline* timeline() = 0;
    // The past moment shown (events), none at the present.
    virtual std::optional<std::size_t> shown_events() const = 0;
    // Shows the moment after `events` events (read-only), or the present.
    virtual void seek(std::size_t events) = 0;
    virtual void present() = 0;
    // Plays on from the moment shown as a new branch; returns its name.
    virtual std::string fork() = 0;
    virtual const BranchList& branches() const = 0;

    // A screenshot of the next frame for `reply`; false and `why` when there is no window.
    virtual bool request_screenshot(const PendingReply& reply, std::string& why) = 0;
    // The widgets of the last frame drawn; false and `why` when there is no window.
    virtual bool ui_widgets(std::vector<UiWidget>& out, std::string& why) = 0;
    // The windows of the last frame drawn (none without a window).
    virtual std::vector<UiWindow> ui_windows() { return {}; }
    // Starts `action` as mouse and keyboard input over the next frames, answering `reply`
    // when its frames are drawn; false and `why` when it cannot start (no window, no
    // such widget, hidden or disabled).
    virtual bool ui_act(const UiAction& action, const PendingReply& reply, std::string& why) = 0;
    // Ends the session (headless: the program exits after this response).
    virtual void close() = 0;

    // Events the methods saw that no state comparison shows (problem.found), as
    // notifications for the server to send to their subscribers.
    std::vector<Json> announcements;
};

}  // namespace cf::api
