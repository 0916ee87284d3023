#include "tests/designer/rig.hpp"

#include <unistd.h>
#include <atomic>

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
    const auto root =
        std::filesystem::temp_directory_path() /
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

}  // namespace

Rig::Rig(std::uint64_t game_seed) : root_(fresh_root()), game_seed_(game_seed) {
    for (const auto& entry : std::filesystem::directory_iterator(test::fixture_content_dir())) {
        if (entry.is_regular_file())
            std::filesystem::copy_file(entry.path(), root_ / "content" / entry.path().filename());
    }
    ContentLoad load = load_content(content_dir());
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
    ContentLoad load = load_content(content_dir());
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
