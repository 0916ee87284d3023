#include "app/game_app.hpp"

#include <cstdio>
#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <utility>

#include "app/bootstrap.hpp"
#include "app/editor_layout.hpp"
#include "app/input.hpp"
#include "app/keymap.hpp"
#include "app/platform/keys.hpp"
#include "app/platform/window.hpp"
#include "app/render/screenshot.hpp"
#include "app/render/tile_renderer.hpp"
#include "app/ui/dialogs.hpp"
#include "app/ui/game_view.hpp"
#include "app/ui/hud.hpp"
#include "app/ui/inventory_window.hpp"
#include "app/ui/targeting.hpp"
#include "app/ui/theme.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/live/content_reload.hpp"
#include "engine/live/hot_reloader.hpp"

namespace cf {

namespace {

enum class Screen { menu, playing };
enum class Panel { none, inventory, drop, character, targeting };

// Idle, the loop sleeps until an event or this timeout, then looks at the content files
// (no frame is drawn): short enough that a file's write is noticed within a glance
// (reload latency, tests/perf/reload_latency.sh), long enough to cost next to nothing.
// A change seen is then followed to its debounce deadline, not to the next timeout.
constexpr double kIdleWakeSeconds = 0.02;
// After any input the loop keeps drawing for this many frames and this long, so ImGui
// settles: a popup opened by a click is measured on one frame and shown on the next, and a
// modal's dimmed background fades in over about 0.2 s.
constexpr int kSettleFrames = 3;
constexpr double kSettleSeconds = 0.3;

constexpr float kSidePanelWidth = 300.0f;
constexpr float kLogHeight = 170.0f;
constexpr ImGuiWindowFlags kFixedPanel = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                         ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_NoBringToFrontOnFocus;

// The per-user settings directory ($XDG_CONFIG_HOME/cryptforge), created if missing; empty
// when there is none.
std::filesystem::path config_dir() {
    namespace fs = std::filesystem;
    fs::path dir;
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) {
        dir = fs::path(xdg) / "cryptforge";
    } else if (const char* home = std::getenv("HOME"); home && *home) {
        dir = fs::path(home) / ".config" / "cryptforge";
    } else {
        return {};
    }
    std::error_code ec;
    fs::create_directories(dir, ec);
    return ec ? fs::path() : dir;
}

// Where ImGui remembers the editor's panel placement: outside content/, per user.
std::string editor_ini_path() {
    const std::filesystem::path dir = config_dir();
    return dir.empty() ? std::string() : (dir / "imgui.ini").string();
}

// The player's rebinding file, keys.yaml in the config directory, applied over the
// defaults; its problems go to stderr and the keys they name keep their defaults.
Keymap load_keymap() {
    Keymap keymap;
    const std::filesystem::path dir = config_dir();
    if (dir.empty()) return keymap;
    std::ifstream in(dir / "keys.yaml");
    if (!in) return keymap;
    std::ostringstream text;
    text << in.rdbuf();
    for (const std::string& problem : keymap.rebind(text.str(), (dir / "keys.yaml").string())) {
        std::cerr << "cryptforge: " << problem << "\n";
    }
    return keymap;
}

double now_ms() {
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

class GameApp {
public:
    GameApp(const Options& options, Bootstrap boot) : options_(options), boot_(std::move(boot)) {}

    int run();

private:
    bool open_window();
    void frame();
    void draw_play_layout();
    // The keymap's rows, for the status panel.
    void draw_key_help() const;
    void handle_play_input();
    void handle_menu_choice(MenuChoice choice);
    void start_new_game();
    void resume_saved_game();
    void refresh_save_status() { save_status_ = save_status(boot_); }
    void save_now();
    void submit(const Command& c);
    void draw_editor_layout();
    void update_content();
    // Looks at the content files without drawing; true when a reload event needs a frame.
    bool poll_reloader();
    // Something must be drawn now: the loop may not sleep.
    bool frame_needed() const;
    // Input arrived: keep drawing a little while (kSettleFrames, kSettleSeconds).
    void settle() {
        settle_frames_ = kSettleFrames;
        settle_until_ = window_->time() + kSettleSeconds;
    }
    // Hands this frame's key press (if any) to the screens.
    void take_frame_key();
    // Applies the document to the game once an edit is committed (or now, when `force`).
    void sync_document(bool force);
    void save_document();
    void save_plan(const SavePlan& plan);
    // Applies or discards the outside change "Ask before applying" held, as the user chose.
    void answer_outside_change();
    bool confirm_quit();
    void draw_quit_dialog();
    void choose_item(int index);

    Options options_;
    Bootstrap boot_;
    std::unique_ptr<Window> window_;
    std::unique_ptr<TileRenderer> renderer_;
    std::optional<Game> game_;
    GameView view_;
    InventoryWindow inventory_;
    TargetingState targeting_;
    EditorLayout editor_;
    std::optional<ContentDocument> document_;
    std::optional<HotReloader> reloader_;
    std::optional<HotReloadEvent> pending_reload_;  // seen while idle, shown by the next frame
    std::optional<std::filesystem::file_time_type> reload_written_;  // a reload this frame shows: its files' write
    // After a frame that shows a reload: its latency from the files' write, in the
    // performance panel and on stderr (tests/perf/reload_latency.sh reads it).
    void report_reload_latency();
    // How long the idle loop may sleep: kIdleWakeSeconds, or less when the hot reloader
    // has a debounce window or a held change ending sooner.
    double idle_wait_seconds() const;
    Keymap keymap_ = load_keymap();
    FrameInput input_;  // this frame's key press, for the screens
    int settle_frames_ = kSettleFrames;
    double settle_until_ = 0;  // window time until which frames are drawn without waiting
    std::string status_;                  // last reload / save, for the editor's status line
    bool asking_quit_ = false;            // unsaved content edits: "save before quitting?"
    bool editor_layout_ = false;
    Screen screen_ = Screen::menu;
    Panel panel_ = Panel::none;
    bool quit_ = false;
    bool confirm_overwrite_ = false;
    SaveStatus save_status_;
    int games_started_ = 0;
};

bool GameApp::open_window() {
    std::string error;
    WindowOptions wo;
    wo.imgui_ini_path = editor_ini_path();
    wo.width = options_.window_width;
    wo.height = options_.window_height;
    window_ = Window::create(wo, error);
    if (!window_) {
        std::cerr << "cryptforge: cannot open a window: " << error << "\n";
        return false;
    }
    apply_game_style();
    load_ui_fonts();
    renderer_ = std::make_unique<TileRenderer>();
    if (!renderer_->init(error)) {
        std::cerr << "cryptforge: " << error << "\n";
        return false;
    }
    const std::string tileset_path = (std::filesystem::path(boot_.content_dir) / boot_.content->settings.tileset).string();
    auto tileset = Tileset::load(tileset_path, error);
    if (!tileset) {
        std::cerr << "cryptforge: " << error << "\n";
        return false;
    }
    renderer_->set_tileset(std::move(*tileset));
    document_.emplace(boot_.content);
    reloader_.emplace(boot_.content_dir);
    return true;
}

void GameApp::start_new_game() {
    Bootstrap boot = boot_;
    if (games_started_ > 0 && !options_.seed) {
        std::random_device device;
        boot.seed = device() % 1000000000u;
        boot.replay.reset();
    }
    std::string error;
    auto game = begin_game(boot, error);
    if (!game) {
        std::cerr << error;
        quit_ = true;
        return;
    }
    game_.emplace(std::move(*game));
    editor_.session.clear(*document_);
    editor_.inspector.selected = kNoEntity;
    ++games_started_;
    screen_ = Screen::playing;
    panel_ = Panel::none;
}

void GameApp::submit(const Command& c) {
    const double start = now_ms();
    const int depth = game_->world().depth;
    game_->submit(c);
    editor_.performance.last_turn_ms = static_cast<float>(now_ms() - start);
    // Autosave on the stairs; a death retires the save at once (roguelike rules).
    if (game_->world().depth != depth || game_->world().status == GameStatus::dead) save_now();
}

void GameApp::resume_saved_game() {
    std::string error;
    auto game = continue_game(boot_, error);
    if (!game) {
        refresh_save_status();
        return;
    }
    game_.emplace(std::move(*game));
    editor_.session.clear(*document_);
    editor_.inspector.selected = kNoEntity;
    screen_ = Screen::playing;
    panel_ = Panel::none;
}

void GameApp::save_now() {
    if (!game_) return;
    std::string error;
    if (!sync_save(boot_, *game_, error)) {
        game_->mutable_world().say("Could not save: " + error, Tone::warning);
        std::cerr << "cryptforge: " << error << "\n";
    }
}

void GameApp::handle_menu_choice(MenuChoice choice) {
    switch (choice) {
        case MenuChoice::none: break;
        case MenuChoice::resume: screen_ = Screen::playing; break;
        case MenuChoice::continue_game: resume_saved_game(); break;
        case MenuChoice::new_game:
            // A save on disk (even a damaged one) is never replaced without asking; the
            // running game's own save is the exception.
            if (save_status_.exists && !(game_ && game_->world().status == GameStatus::playing)) {
                confirm_overwrite_ = true;
            } else {
                start_new_game();
            }
            break;
        case MenuChoice::quit: quit_ = true; break;
    }
}

void GameApp::choose_item(int index) {
    const Entity& player = game_->world().player();
    if (index >= static_cast<int>(player.inventory->items.size())) return;
    if (panel_ == Panel::drop) {
        submit(Command::drop(index));
        panel_ = Panel::none;
        return;
    }
    const ItemDef* item = game_->content().item(player.inventory->items[static_cast<std::size_t>(index)].def);
    if (item && targeting_of(*item).kind != Targeting::none) {
        targeting_.begin(*game_, index, targeting_of(*item));
        panel_ = Panel::targeting;
        return;
    }
    submit(Command::use(index));
    panel_ = Panel::none;
}

void GameApp::handle_play_input() {
    const World& w = game_->world();
    if (w.status != GameStatus::playing || w.pending_level_ups > 0) return;
    if (ImGui::GetIO().WantTextInput || (editor_layout_ && editor_.panel_has_focus())) return;
    switch (panel_) {
        case Panel::inventory:
        case Panel::drop: {
            bool close = false;
            if (auto chosen = inventory_.draw(input_, *game_, close)) choose_item(*chosen);
            if (close) panel_ = Panel::none;
            return;
        }
        case Panel::character: {
            bool close = false;
            draw_character_window(input_, *game_, close);
            if (close) panel_ = Panel::none;
            return;
        }
        case Panel::targeting: {
            TargetingResult r = targeting_.update(input_, *game_, view_);
            if (r.command) submit(*r.command);
            if (r.done) panel_ = Panel::none;
            return;
        }
        case Panel::none: break;
    }
    const KeyIntent key = input_.intent();
    switch (key.intent) {
        case Intent::toggle_editor: editor_layout_ = !editor_layout_; break;
        case Intent::move: submit(Command::move(key.dir)); break;
        case Intent::wait: submit(Command::wait()); break;
        case Intent::pickup: submit(Command::pickup()); break;
        case Intent::descend: submit(Command::descend()); break;
        case Intent::inventory:
        case Intent::drop:
            inventory_.mode = key.intent == Intent::drop ? InventoryMode::drop : InventoryMode::use;
            inventory_.selected = 0;
            panel_ = key.intent == Intent::drop ? Panel::drop : Panel::inventory;
            break;
        case Intent::character: panel_ = Panel::character; break;
        case Intent::menu: screen_ = Screen::menu; break;
        default: break;
    }
}

void GameApp::draw_play_layout() {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const ImVec2 origin = vp->WorkPos;
    const ImVec2 size = vp->WorkSize;
    const float view_w = size.x - kSidePanelWidth;
    const float view_h = size.y - kLogHeight;

    ImGui::SetNextWindowPos(origin);
    ImGui::SetNextWindowSize(ImVec2(view_w, view_h));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::Begin("Game", nullptr, kFixedPanel | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar);
    view_.draw(*game_, *renderer_, panel_ == Panel::targeting ? targeting_.overlay(*game_) : ViewOverlay{}, false);
    ImGui::End();
    ImGui::PopStyleVar();

    std::string hovered;
    if (auto cell = view_.hovered_cell()) hovered = names_at(*game_, *cell);
    ImGui::SetNextWindowPos(ImVec2(origin.x + view_w, origin.y));
    ImGui::SetNextWindowSize(ImVec2(kSidePanelWidth, size.y));
    ImGui::Begin("Status", nullptr, kFixedPanel);
    draw_status_panel(*game_, hovered);
    ImGui::Spacing();
    ImGui::Separator();
    draw_key_help();
    ImGui::End();

    ImGui::SetNextWindowPos(ImVec2(origin.x, origin.y + view_h));
    ImGui::SetNextWindowSize(ImVec2(view_w, kLogHeight));
    ImGui::Begin("Messages", nullptr, kFixedPanel);
    draw_message_log(*game_);
    ImGui::End();
}

void GameApp::draw_key_help() const {
    ImGui::PushStyleColor(ImGuiCol_Text, kDimColor);
    for (const KeymapRow& row : keymap_.rows()) {
        ImGui::TextWrapped("%s: %s", bindings_text(row).c_str(), row.description.c_str());
    }
    ImGui::PopStyleColor();
}

void GameApp::draw_editor_layout() {
    EditorFrame f{*game_, *renderer_, view_, *document_, {},
                  make_content_status(reloader_ ? reloader_->problems() : std::vector<Problem>{},
                                      document_->problems(), status_)};
    if (panel_ == Panel::targeting) f.extra_overlay = targeting_.overlay(*game_);
    const SpawnAction action = editor_.draw(f);
    if (action != SpawnAction::none) {
        // The tables are the document's: they reach the game first, then the floor is
        // rebuilt with them (a regeneration is an event on the timeline like any other).
        sync_document(true);
        if (action == SpawnAction::regenerate_floor) game_->regenerate_floor();
    }
    if (editor_.apply_requested) sync_document(true);
    editor_.apply_requested = false;
    if (editor_.content_editor.undo_requested) editor_.session.undo(*game_, *document_);
    if (editor_.content_editor.redo_requested) editor_.session.redo(*game_, *document_);
    editor_.content_editor.undo_requested = editor_.content_editor.redo_requested = false;
}

void GameApp::sync_document(bool force) {
    if (!game_ || !document_) return;
    const double start = now_ms();
    const bool held = !force && ImGui::IsAnyItemActive();
    const auto report = editor_.session.sync(*game_, *document_, held, force || editor_.content_editor.live);
    if (!report) return;
    if (!report->applied) {
        status_ = "Not applied: " + report->refused.front();
        return;
    }
    boot_.content = game_->content_ptr();
    editor_.performance.last_reload_ms = static_cast<float>(now_ms() - start);
    status_ = "Applied the edit: " + summary(*report) + ".";
    save_now();  // the open save follows the new content (renamed ids above all)
}

void GameApp::save_document() {
    editor_.content_editor.save_requested = false;
    SavePlan plan = document_->plan_save(boot_.content_dir);
    if (plan.has_conflict() && document_->problems().empty()) {
        status_ = SaveConflictDialog::describe(plan);
        std::fprintf(stderr, "%s\n", status_.c_str());
        editor_.save_conflict.open(std::move(plan));
        return;
    }
    save_plan(plan);
}

void GameApp::save_plan(const SavePlan& plan) {
    std::string error;
    if (plan.files.empty() && document_->problems().empty()) {
        status_ = "Nothing to save: the files already hold the content.";
    } else if (document_->save(plan, error)) {
        status_ = "Saved the content to " + boot_.content_dir + ".";
    } else {
        status_ = "Not saved: " + error;
    }
    std::fprintf(stderr, "%s\n", status_.c_str());
}

bool GameApp::poll_reloader() {
    if (reloader_ && game_ && !pending_reload_) pending_reload_ = reloader_->update(*game_, HotReloader::Clock::now());
    return pending_reload_.has_value();
}

void GameApp::update_content() {
    if (reloader_) reloader_->set_ask_before_applying(editor_.content_editor.ask_before_applying);
    poll_reloader();
    if (const std::optional<HotReloadEvent> ev = std::exchange(pending_reload_, std::nullopt)) {
        if (!ev->unchanged) reload_written_ = ev->written;
        std::string files;
        for (const std::string& f : ev->files) files += (files.empty() ? "" : ", ") + f;
        char latency[32];
        std::snprintf(latency, sizeof latency, "%.1f ms", ev->latency_ms);
        if (ev->proposed) {
            editor_.outside_change = OutsideChange{ev->proposed, files, ev->recovered,
                                                   preview_reload(*game_, *ev->proposed, {}), game_->log().size()};
            status_ = files + " changed on disk: Apply or Discard it in \"Outside change\".";
        } else if (ev->applied) {
            editor_.performance.last_reload_ms = static_cast<float>(ev->latency_ms);
            boot_.content = game_->content_ptr();
            status_ = (ev->recovered ? "Content is valid again: applied " : "Reloaded ") + files + " in " + latency +
                      " (file change seen -> applied).";
            if (!document_->dirty()) {
                // A step of the one history, labelled with the files: undo goes back past it.
                editor_.session.outside_change(*game_, *document_, "outside change: " + files, ev->report.restore);
            } else {
                status_ += " Your unsaved edits are kept; saving asks before it replaces a changed file.";
            }
        } else if (ev->recovered) {
            status_ = "Content is valid again: " + files + " define what the game already runs.";
        } else if (!ev->problems.empty()) {
            status_ = files + ": " + count_problems(count_causes(ev->problems)) + "; the game keeps the last good content.";
        }
        std::fprintf(stderr, "%s\n", status_.c_str());
    }
    answer_outside_change();
    sync_document(false);
    if (editor_.content_editor.save_requested) save_document();
    if (std::optional<SavePlan> decided = std::exchange(editor_.decided_save, std::nullopt)) save_plan(*decided);
}

void GameApp::answer_outside_change() {
    const auto choice = std::exchange(editor_.outside_choice, ReloadPreviewPanel::Choice::none);
    if (choice == ReloadPreviewPanel::Choice::none || !editor_.outside_change) return;
    const OutsideChange change = *std::exchange(editor_.outside_change, std::nullopt);
    if (choice == ReloadPreviewPanel::Choice::discard) {
        status_ = "Discarded the change of " + change.files + "; the game keeps its content (saving asks before it "
                  "replaces the changed file).";
        return;
    }
    const ContentReload reload =
        apply_snapshot(*game_, change.content, {}, change.files + (change.recovered ? " (content is valid again)" : ""));
    if (!reload.applied) {
        status_ = "Not applied: " + (reload.problems.empty() ? std::string("refused") : reload.problems.front().message);
        return;
    }
    boot_.content = game_->content_ptr();
    status_ = (change.recovered ? "Content is valid again: applied " : "Applied ") + change.files + ": " +
              summary(reload.report) + ".";
    if (!document_->dirty()) {
        editor_.session.outside_change(*game_, *document_, "outside change: " + change.files, reload.report.restore);
    }
}

double GameApp::idle_wait_seconds() const {
    const auto deadline = reloader_ ? reloader_->next_deadline() : std::nullopt;
    if (!deadline) return kIdleWakeSeconds;
    const double until = std::chrono::duration<double>(*deadline - HotReloader::Clock::now()).count();
    return std::clamp(until + 0.001, 0.001, kIdleWakeSeconds);  // GLFW wants a positive timeout
}

void GameApp::report_reload_latency() {
    if (!reload_written_) return;
    const auto since = std::filesystem::file_time_type::clock::now() - *std::exchange(reload_written_, std::nullopt);
    const double ms = std::chrono::duration<double, std::milli>(since).count();
    editor_.performance.write_to_screen_ms = static_cast<float>(ms);
    std::fprintf(stderr, "reload latency: %.1f ms (file written -> first frame showing it)\n", ms);
}

void GameApp::draw_quit_dialog() {
    switch (draw_unsaved_content_dialog(input_)) {
        case UnsavedChoice::none: break;
        case UnsavedChoice::save:
            save_document();
            asking_quit_ = false;
            quit_ = !document_->dirty();  // stay when the save failed
            break;
        case UnsavedChoice::discard:
            asking_quit_ = false;
            quit_ = true;
            document_.emplace(boot_.content);  // nothing left to ask about
            break;
        case UnsavedChoice::cancel: asking_quit_ = false; break;
    }
}

bool GameApp::confirm_quit() {
    if (!document_ || !document_->dirty() || options_.frames) return true;
    asking_quit_ = true;
    return false;
}

void GameApp::take_frame_key() {
    // One press per frame: a press opens the inventory, the next one picks from it.
    std::optional<KeyEvent> key = window_->keys().pop();
    if (key && key->ctrl && key->key == keys::kQ) quit_ = true;
    if (key && editor_layout_ && game_ && document_ && editor_.handle_editor_key(*key, *game_, *document_)) key.reset();
    const bool panel_focus = editor_layout_ && game_ && editor_.panel_has_focus();
    if (key && panel_focus && key->key == keys::kF1 && !key->repeat) {
        editor_layout_ = false;  // F1 works even while a panel has the keyboard
        key.reset();
    }
    // A text field or an editor panel has the keyboard: what was typed went to ImGui.
    if (ImGui::GetIO().WantTextInput || panel_focus) {
        window_->keys().clear();
        key.reset();
    }
    input_ = FrameInput{key, &keymap_};
}

bool GameApp::frame_needed() const {
    return options_.frames || settle_frames_ > 0 || window_->time() < settle_until_ || !window_->keys().empty() || window_->needs_frame() ||
           pending_reload_ || ImGui::IsAnyItemActive();
}

void GameApp::frame() {
    const double start = now_ms();
    window_->begin_frame();
    if (!window_->keys().empty()) settle();
    take_frame_key();
    update_content();
    if (screen_ == Screen::menu) {
        if (game_) editor_layout_ ? draw_editor_layout() : draw_play_layout();
        if (confirm_overwrite_) {
            if (auto answer = draw_overwrite_confirmation(input_)) {
                confirm_overwrite_ = false;
                if (*answer) start_new_game();
            }
        } else {
            const bool running = game_.has_value() && game_->world().status == GameStatus::playing;
            handle_menu_choice(draw_main_menu(input_, running, save_status_.loadable ? std::string() : save_status_.reason));
        }
    } else {
        editor_layout_ ? draw_editor_layout() : draw_play_layout();
        if (game_->world().status == GameStatus::dead) {
            handle_menu_choice(draw_game_over(*game_));
        } else if (game_->world().pending_level_ups > 0) {
            if (auto choice = draw_level_up_dialog(input_, *game_)) submit(Command::level_up(*choice));
        } else {
            handle_play_input();
        }
    }
    if (asking_quit_) draw_quit_dialog();
    window_->render_ui();
    editor_.performance.record_frame(static_cast<float>(now_ms() - start));
}

int GameApp::run() {
    if (!open_window()) return 2;
    editor_layout_ = options_.editor;
    refresh_save_status();
    if (options_.continue_game) {
        std::string error;
        auto game = continue_game(boot_, error);
        if (!game) {
            std::cerr << error;
            return 2;
        }
        game_.emplace(std::move(*game));
        screen_ = Screen::playing;
    } else if (options_.new_game || boot_.replay || !options_.map.empty()) {
        start_new_game();
    }
    int frames = 0;
    while (true) {
        if (quit_ || window_->should_close()) {
            window_->clear_close_request();
            if (confirm_quit()) break;
            quit_ = false;
        }
        if (!frame_needed()) {
            // Idle: sleep until input, a timer for the hot reloader, or a file change.
            const bool input = window_->wait_events(idle_wait_seconds());
            if (!input && !poll_reloader()) continue;
            settle();
        }
        frame();
        if (settle_frames_ > 0) --settle_frames_;
        ++frames;
        const bool last = options_.frames && frames >= *options_.frames;
        if ((last || quit_ || window_->should_close()) && !options_.screenshot.empty()) {
            std::string error;
            if (!write_screenshot(options_.screenshot, window_->framebuffer_width(), window_->framebuffer_height(), error)) {
                std::cerr << "cryptforge: " << error << "\n";
            }
        }
        window_->present();
        report_reload_latency();
        if (last) break;
    }
    // Quitting by any route (menu, Ctrl+Q, the window's close button, the end of
    // --frames) saves a living game.
    if (game_) save_now();
    std::string error;
    if (!write_exit_files(options_, boot_, game_ ? &*game_ : nullptr, error)) {
        std::cerr << "cryptforge: " << error << "\n";
        return 1;
    }
    renderer_.reset();
    return 0;
}

}  // namespace

int run_windowed(const Options& options) {
    std::string error;
    auto boot = bootstrap(options, error);
    if (!boot) {
        std::cerr << error;
        return 2;
    }
    GameApp app(options, std::move(*boot));
    return app.run();
}

}  // namespace cf
