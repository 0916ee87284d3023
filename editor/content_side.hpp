#pragma once
// The editor's content side: the document being edited with the one undo history it
// records into, the session that keeps the game following it, and everything that
// reaches the files: saves (with their conflict answers), outside changes of the files
// (taken at once through the unsaved edits, or held for the designer), files made and
// definitions moved, and what "Pending changes" would apply. The world side
// (world_side.hpp) moves the same history; the panels (editor_panels.hpp) read the
// document and ask through EditRequests; Editor (editor.hpp) puts the three together.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "editor/content_document.hpp"
#include "editor/content_merge.hpp"
#include "editor/content_status.hpp"
#include "editor/edit_history.hpp"
#include "editor/edit_requests.hpp"
#include "editor/editor_session.hpp"
#include "editor/held_change.hpp"
#include "editor/status_line.hpp"
#include "engine/live/reload_preview.hpp"

namespace cf {

class ContentSide {
  public:
    // Edits `loaded`, which was read from `content_dir`; says what it did on `status`.
    ContentSide(ContentPtr loaded, std::string content_dir, StatusLine& status);
    ContentSide(const ContentSide&) = delete;
    ContentSide& operator=(const ContentSide&) = delete;

    ContentDocument& document() { return document_; }
    const ContentDocument& document() const { return document_; }
    EditorSession& session() { return session_; }
    const EditorSession& session() const { return session_; }
    const std::string& content_dir() const { return content_dir_; }

    // --- the files on disk changed ---

    // They load as `disk` (`files`: which files): taken into the document through the
    // unsaved edits at once, or held when they conflict with them or `ask` ("Ask before
    // applying") is on. `timing` ends the status line's first words ("Reloaded
    // actors.yaml in 3 ms: ...").
    void receive_outside_change(Game& game, ContentPtr disk, const std::string& files,
                                bool recovered, bool ask, const std::string& timing = "");
    // They do not load: the game and the document keep what they have.
    void disk_problems(std::vector<Problem> problems, const std::string& files);
    const std::optional<HeldOutsideChange>& held_change() const { return held_; }
    const std::vector<Problem>& problems_on_disk() const { return disk_problems_; }
    // The content status: the problems on disk and the document's, and the status line.
    ContentStatus status() const;

    // --- the parts of Editor::update() that are the content's, each taking its request ---

    // "Pending changes": Apply or Discard.
    void answer_pending(Game& game, EditRequests& asks);
    // "Outside change": keep mine, take theirs, or leave it on disk.
    void answer_held(Game& game, EditRequests& asks);
    // A save, and the conflict dialog's answer. Returns a plan that waits for the
    // designer (another program changed a file since it was loaded), to show in the
    // save conflict dialog.
    std::optional<SavePlan> save(Game& game, EditRequests& asks);
    // "Write to": a new file or a definition moved.
    void take_file_action(EditRequests& asks);
    // With `live` on and no widget `held`, the game takes what the document holds.
    void apply_live_edits(Game& game, bool held, bool live);

    // --- saves and files asked for outside a frame ---

    // A save another program asked for (the API's content.save). With `choice`, each file
    // another program changed since it was loaded takes that answer; without, such files
    // are listed in `conflicts` and nothing is written. `status` is the status line's.
    struct OutsideSave {
        bool saved = false;
        std::string status;
        std::vector<std::string> conflicts;
    };
    OutsideSave save_for(Game& game, std::optional<ConflictChoice> choice);
    // Makes `path` (relative to the write layer: "actors/undead.yaml") a new file of
    // definitions, written at once; false when the layout rule or an existing file
    // refuses it. The status line says what was done or why not.
    bool new_file(const std::string& path);
    // Moves the block of `id` (an id of the working content), its comments kept, to
    // `path`, a file of its kind in the write layer (made when missing), as one save with
    // the usual conflict checks: refused while either file changed on disk. Unsaved
    // edits stay unsaved, and are saved into its new file.
    bool move_to_file(DefKind kind, const DefId& id, const std::string& path);
    // Where saves write edits of layered or many-file content (the top layer by default).
    void set_write_target(WriteTarget target) { document_.set_write_target(std::move(target)); }

    // --- what the floating windows show ---

    // What applying the document would do to `live`, while "Pending changes" has
    // something to show: edits wait (Live off, left waiting by the designer, or refused
    // by the game). Null when nothing waits. Made again when the document or the game
    // moved on.
    const ReloadPreview* pending_preview(const Game& live, bool live_on);
    // The held outside change with its preview made for `live`; null when none is held.
    HeldOutsideChange* held_preview(const Game& live);

  private:
    // Takes a held or incoming outside change into the document (and the game).
    void take_change(Game& game, const HeldOutsideChange& change, ConflictPolicy policy,
                     const std::string& timing = "");
    void save_plan(Game& game, const SavePlan& plan);
    // The conflict dialog's answer, carried over to a plan of the content as it is now;
    // a plan still undecided is returned for the dialog.
    std::optional<SavePlan> save_decided(Game& game, const SavePlan& decided);
    // The files were rearranged on disk: they are loaded again and the document takes
    // where things are written now; `done` starts the status line.
    bool take_rearranged_files(const std::string& done);

    // The preview "Pending changes" shows, and what it was made of.
    struct PendingPreview {
        ReloadPreview preview;
        std::uint64_t revision = 0;  // document revision the preview is of
        std::size_t log_size = 0;    // and the game's timeline length then
    };

    StatusLine& status_;
    EditHistory history_;  // before document_, which records into it
    ContentDocument document_;
    EditorSession session_;
    std::string content_dir_;
    std::optional<HeldOutsideChange> held_;
    std::vector<Problem> disk_problems_;
    PendingPreview pending_;
};

}  // namespace cf
