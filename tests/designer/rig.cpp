#include "tests/designer/rig.hpp"

#include <unistd.h>
#include <atomic>
#include <fstream>

#include "engine/content/content_loader.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"
#include "engine/save/save.hpp"
#include "engine/yaml/yaml_parse.hpp"
#include "tests/support/test_paths.hpp"

namespace cf::designer {

bool read_content_text(const std::string& path, std::string& text) {
    FileRead read = read_regular_file(path, kMaxYamlFileBytes);
    if (!read.text) return false;
    text = std::move(*read.text);
    return true;
}

namespace {

std::filesystem::path fresh_root() {
    static std::atomic<int> counter{0};
    auto root = std::filesystem::temp_directory_path() /
                ("cf-designer-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    std::filesystem::remove_all(root);
    std::filesystem::create_directories(root / "content");
    return root;
}

std::map<std::string, std::string> texts_in(const std::string& dir) {
    std::map<std::string, std::string> out;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (!entry.is_regular_file() || entry.path().extension() != ".yaml") continue;
        std::string text;
        if (read_content_text(entry.path().string(), text))
            out[entry.path().filename().string()] = text;
    }
    return out;
}

// The kin flavour's family: a template, two definitions made from it, one of which
// extends the template's abilities; and the layer over it.
constexpr const char* kKin =
    "kin:\n"
    "  abstract: true\n"
    "  name: Kin\n"
    "  glyph: k\n"
    "  color: '#9f9fdf'\n"
    "  blocks: true\n"
    "  fighter:\n"
    "    hp: 6\n"
    "    power: 2\n"
    "    defense: 0\n"
    "  xp: 10\n"
    "  ai: hostile\n"
    "  abilities:\n"
    "    - name: Jab\n"
    "      target: nearest_enemy\n"
    "      range: 1\n"
    "      effects:\n"
    "        - damage: 1\n"
    "kin_scout:\n"
    "  from: kin\n"
    "  name: Kin scout\n"
    "  xp: 12\n"
    "kin_chief:\n"
    "  from: kin\n"
    "  name: Kin chief\n"
    "  fighter:\n"
    "    hp: 12\n"
    "  abilities+:\n"
    "    - name: Shout\n"
    "      target: nearest_enemy\n"
    "      range: 4\n"
    "      effects:\n"
    "        - damage: 2\n";
constexpr const char* kKinLayer =
    "kin_scout:\n"
    "  fighter:\n"
    "    power: 3\n";

}  // namespace

ContentLoad Rig::load_disk() const {
    return layers_.size() > 1 ? load_content_layers(layers_) : load_content(content_dir());
}

Rig::Rig(std::uint64_t game_seed, Flavour flavour)
    : root_(fresh_root()), game_seed_(game_seed), flavour_(flavour) {
    for (const auto& entry : std::filesystem::directory_iterator(test::fixture_content_dir())) {
        if (entry.is_regular_file())
            std::filesystem::copy_file(entry.path(), root_ / "content" / entry.path().filename());
    }
    layers_ = {content_dir()};
    if (flavour == Flavour::kin) {
        std::filesystem::create_directories(root_ / "content" / "actors");
        std::ofstream(root_ / "content" / "actors" / "kin.yaml") << kKin;
        std::filesystem::create_directories(root_ / "mod");
        std::ofstream(root_ / "mod" / "actors.yaml") << kKinLayer;
        layers_.push_back((root_ / "mod").string());
    }
    ContentLoad load = load_disk();
    if (!load.content) throw std::runtime_error("the fixture content does not load");
    last_good_ = texts_in(content_dir());
    game_.emplace(Game::new_game(load.content, game_seed));
    editor_.emplace(load.content, content_dir());
    editor_->game_started(*game_);
    editor_->begin_frame(*game_);
}

Rig::~Rig() {
    editor_.reset();
    game_.reset();
    std::error_code ignored;
    std::filesystem::remove_all(root_, ignored);
}

EditorUpdate Rig::frame(bool widget_held) {
    const EditorUpdate done = editor_->update(game_, widget_held);
    editor_->take_notices();
    editor_->begin_frame(*game_);
    return done;
}

void Rig::write_file(const std::string& name, const std::string& text) {
    std::string error;
    if (!cf::write_file(file(name), text, error)) throw std::runtime_error(error);
}

void Rig::reload(const std::string& files) {
    ContentLoad load = load_disk();
    if (!load.content) {
        disk_broken_ = true;
        editor_->content().disk_problems(std::move(load.problems), files);
        return;
    }
    last_good_ = texts_in(content_dir());
    const bool recovered = std::exchange(disk_broken_, false);
    editor_->receive_outside_change(*game_, load.content, files, recovered);
    editor_->take_notices();
}

std::string Rig::quit_and_continue() {
    // A dead game is never saved (its save is retired): what follows is a new game.
    if (game_->world().status == GameStatus::dead) {
        new_game(game_seed_ + 1);
        return {};
    }
    std::string error;
    if (!write_save(save_path(), game_->world(), error))
        return "the game could not be saved: " + error;
    const ContentPtr content = game_->content_ptr();
    SaveLoad load = load_save_file(save_path(), *content);
    if (!load.world) return "the save does not load: " + to_string(load.problems);
    game_.emplace(content, std::move(*load.world));
    for (const std::string& note : load.notes) game_->mutable_world().say(note, Tone::warning);
    game_->mutable_world().say("Welcome back.", Tone::system);
    editor_->game_started(*game_);
    editor_->begin_frame(*game_);
    return {};
}

void Rig::new_game(std::uint64_t seed) {
    game_seed_ = seed;
    const ContentPtr content = game_->content_ptr();
    game_.emplace(Game::new_game(content, seed));
    editor_->game_started(*game_);
    editor_->begin_frame(*game_);
}

}  // namespace cf::designer
