#pragma once
// What the random designer works on: a copy of the fixture content in a folder of its
// own (the disk other programs write to), a running game, and the editor over both, as
// the app has them. Steps change them the way a player, a designer and another program
// do; frame() is what the app does once a frame, reload() what its hot reloader hands
// the editor after a file changes.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "editor/editor.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/rules/game.hpp"

namespace cf::designer {

// The whole of a content file as the game would read it; false when it cannot be read
// (missing, not a regular file, or larger than any content file may be).
bool read_content_text(const std::string& path, std::string& text);

// The content a rig starts from: the fixture alone, or (kin) the fixture with a family
// made from a template (actors/kin.yaml: the abstract `kin`, `kin_scout` and `kin_chief`
// made from it, the chief's abilities extended with `abilities+:`) and a layer over it
// (mod/actors.yaml changes the scout): the template, `from:`, revert, list-extension and
// layer steps work on these. A recipe says which in its first line ("game 7 kin").
enum class Flavour { plain, kin };

class Rig {
  public:
    // A new game from `game_seed` on a fresh copy of the fixture content.
    explicit Rig(std::uint64_t game_seed, Flavour flavour = Flavour::plain);
    ~Rig();
    Rig(const Rig&) = delete;
    Rig& operator=(const Rig&) = delete;

    Game& game() { return *game_; }
    const Game& game() const { return *game_; }
    std::optional<Game>& game_slot() { return game_; }
    Editor& editor() { return *editor_; }
    const Editor& editor() const { return *editor_; }
    ContentDocument& doc() { return editor_->content().document(); }
    const ContentDocument& doc() const { return editor_->content().document(); }
    std::uint64_t game_seed() const { return game_seed_; }

    // The content folder and the game's save file.
    std::string content_dir() const { return (root_ / "content").string(); }
    std::string file(const std::string& name) const { return (root_ / "content" / name).string(); }
    std::string save_path() const { return (root_ / "save.yaml").string(); }
    Flavour flavour() const { return flavour_; }
    // The content folders in layer order, the base first (one for the plain flavour).
    const std::vector<std::string>& layers() const { return layers_; }
    // The content on disk, loaded as the game loads it (every layer).
    ContentLoad load_disk() const;

    // One frame of the app: what the panels asked is carried out, then the next frame
    // begins (the timeline's moves land). Returns what update() did. `widget_held`: a
    // field is being typed into (the app's ImGui::IsAnyItemActive()).
    EditorUpdate frame(bool widget_held = false);
    // The content files changed on disk (`files` named for the status line): loaded and
    // handed to the editor as the hot reloader does.
    void reload(const std::string& files);
    // Writes `text` to a content file as editors do (a temporary file renamed over it).
    void write_file(const std::string& name, const std::string& text);
    // The last text of each file that loaded (for "restore" steps).
    const std::map<std::string, std::string>& last_good() const { return last_good_; }
    // Every text another program wrote to a file, newest last.
    const std::vector<std::pair<std::string, std::string>>& outside_writes() const {
        return outside_writes_;
    }
    void note_outside_write(const std::string& name, const std::string& text) {
        outside_writes_.emplace_back(name, text);
    }
    // The game, saved and continued as after quitting (the save must load).
    std::string quit_and_continue();
    // A new game on the content the game runs now.
    void new_game(std::uint64_t seed);

  private:
    std::filesystem::path root_;
    std::uint64_t game_seed_ = 0;
    Flavour flavour_ = Flavour::plain;
    std::vector<std::string> layers_;
    std::optional<Game> game_;
    std::optional<Editor> editor_;
    std::map<std::string, std::string> last_good_;
    std::vector<std::pair<std::string, std::string>> outside_writes_;
    bool disk_broken_ = false;  // the last reload did not load
};

}  // namespace cf::designer
