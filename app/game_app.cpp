#include "app/game_app.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include "app/api/api_run.hpp"
#include "app/api/request_waker.hpp"
#include "app/api/session_host.hpp"
#include "app/bootstrap.hpp"
#include "app/input.hpp"
#include "app/keymap.hpp"
#include "app/platform/window.hpp"
#include "app/render/screenshot.hpp"
#include "app/render/tile_renderer.hpp"
#include "app/screens/editor_screen.hpp"
#include "app/screens/game_session.hpp"
#include "app/screens/menu_screen.hpp"
#include "app/screens/play_screen.hpp"
#include "app/ui/dialogs.hpp"
#include "app/ui/game_view.hpp"
#include "app/ui/layout.hpp"
#include "app/ui/notice.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/toast.hpp"
#include "app/user_config.hpp"
#include "engine/content/provenance.hpp"
#include "engine/core/clock.hpp"

namespace cf {

namespace {

// Which screen has the player: the menu (over the game, if one runs) or the game, drawn in
// the play layout or the editor layout. The play screen holds its own states (dialogs,
// targeting, look, game over).
enum class Screen { menu, play };

// A failed save, over the top of the window in either layout until a save works: the
// game is never told (a line in its log would make it differ from its recording).
void draw_save_problem(const std::string& problem) {
    const ImGuiViewport* view = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(view->WorkPos.x + view->WorkSize.x * 0.5f, view->WorkPos.y + 4),
                            ImGuiCond_Always, ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowBgAlpha(0.9f);
    ImGui::Begin("##save_problem", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                     ImGuiWindowFlags_NoSavedSettings);
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", problem.c_str());
    ImGui::End();
}

// Idle, the loop sleeps until an event or this timeout, then looks at the content files
// (no frame is drawn): short enough that a file's write is noticed within a glance
// (reload latency, tests/perf/reload_latency.sh), long enough to cost next to nothing.
// A change seen is then followed to its debounce deadline, not to the next timeout.
constexpr double kIdleWakeSeconds = 0.02;
// After any input the loop keeps drawing for this many frames and this long, so ImGui
// settles: a popup opened by a click is measured on one frame and shown on the next, a
// modal's dimmed background fades in over about 0.2 s, and a dialog's button clicked in
// one frame's draw is acted on by the next frame's update. (A key's command needs no
// extra frame: it is made before the frame prepares its pictures.)
constexpr int kSettleFrames = 3;
// How long the loop may answer API requests that follow each other closely before it
// draws (poll_api): short enough to keep 30 frames a second under a script's stream.
constexpr double kApiBurstMs = 30;
constexpr double kSettleSeconds = 0.3;

// Wires the window, the input queue and the screens; the screens do the rest.
class GameApp {
  public:
    GameApp(const Options& options, Bootstrap boot, UserConfig config)
        : options_(options), session_(options_, std::move(boot)), config_(std::move(config)) {
        session_.set_walk_pace(config_.settings.travel_speed);
        play_.set_explore_pickup(config_.settings.explore_pickup);
        notice_.set(config_.problems);
    }

    int run();

  private:
    bool open_window();
    // One frame; false when a quit key came and nothing was drawn (the loop quits at once).
    bool frame();
    // Takes this frame's one key press from the queue for the screens, after the actions
    // read everywhere (quit, the editor's keys) have had it.
    void take_frame_key();
    // Quit, show or hide the editor, save, undo, redo; true when the press was one.
    bool act_everywhere(const KeyEvent& key);
    // The UI scale for the window's size now (layout.hpp); fonts and style follow it.
    void update_ui_scale();
    // A paced walk's next step is due now.
    bool walk_step_due() const;
    // How long the idle loop may sleep: until the hot reloader's next look or the walk's
    // next step.
    double idle_wait_seconds() const;
    // Something must be drawn now: the loop may not sleep.
    bool frame_needed() const;
    // Input arrived: keep drawing a little while (kSettleFrames, kSettleSeconds).
    void settle() {
        settle_frames_ = kSettleFrames;
        settle_until_ = window_->time() + kSettleSeconds;
    }
    // A frame is input, update, prepare, draw (shared/DESIGN.md): the command a key made
    // is in the pictures prepared after it, so the frame that made it shows it.
    // Update: the reloads and panels' requests, then the screens act on the frame's key
    // and on what was clicked in the last draw.
    void update();
    // Prepare: the pictures of this frame's screens, from the game as the update left it.
    void prepare();
    // Draw: the screens from their pictures, then the window's own notes.
    void draw();
    // The automation API (--api): answers what has arrived; true when anything was.
    bool poll_api();
    // Answers the screenshots asked for with the frame just drawn.
    void answer_screenshots();
    // Answers the ui action (ui.click, ui.type) whose made input this frame ended.
    void answer_ui();
    void act(MenuChoice choice);
    void act(PlayRequest request);
    void start_new_game();
    void game_started();

    Options options_;
    GameSession session_;
    // The widgets each frame drew, named for the API's ui methods (lent to ImGui's context
    // while the API is open); declared before the window, so it outlives ImGui's context.
    ui::WidgetRegistry widgets_;
    std::unique_ptr<Window> window_;
    std::unique_ptr<TileRenderer> renderer_;
    GameView view_;
    UserConfig config_;
    const Keymap& keymap_ = config_.keymap;
    ProblemNotice notice_;  // the problems of keys.yaml and settings.yaml, until dismissed
    Toast toast_;           // why a key did nothing, for a few seconds
    FrameInput input_;
    MenuScreen menu_;
    PlayScreen play_;
    EditorScreen editor_;
    Screen screen_ = Screen::menu;
    bool editor_layout_ = false;
    bool shows_past_ = false;  // the editor's timeline shows a past turn: no commands, no dialogs
    bool quit_ = false;
    float ui_scale_ = 0;                         // the scale the fonts and style were made for
    std::unique_ptr<api::WindowHost> api_host_;  // with --api (or api: in settings.yaml)
    std::unique_ptr<api::ApiServer> api_;
    std::unique_ptr<api::RequestWaker> api_waker_;  // ends the idle sleep when a request comes
    int settle_frames_ = kSettleFrames;
    double settle_until_ = 0;  // window time until which frames are drawn without waiting
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
    update_ui_scale();
    renderer_ = std::make_unique<TileRenderer>();
    if (!renderer_->init(error)) {
        std::cerr << "cryptforge: " << error << "\n";
        return false;
    }
    const Bootstrap& boot = session_.boot();
    const std::string tileset_path =
        settings_file_path(*boot.content, "tileset", boot.content->settings.tileset);
    auto tileset = Tileset::load(tileset_path, error);
    if (!tileset) {
        std::cerr << "cryptforge: " << error << "\n";
        return false;
    }
    renderer_->set_tileset(std::move(*tileset));
    editor_.open(boot);
    return true;
}

void GameApp::game_started() {
    editor_.game_started(session_);
    play_.reset();
    session_.stop_walk();
    screen_ = Screen::play;
}

void GameApp::start_new_game() {
    std::string error;
    if (!session_.start_new_game(error)) {
        std::cerr << error;
        quit_ = true;
        return;
    }
    game_started();
}

void GameApp::act(MenuChoice choice) {
    switch (choice) {
        case MenuChoice::resume:
            screen_ = Screen::play;
            break;
        case MenuChoice::continue_game: {
            std::string error;
            if (session_.continue_saved_game(error)) game_started();
            break;
        }
        case MenuChoice::new_game:
            start_new_game();
            break;
        case MenuChoice::quit:
            quit_ = true;
            break;
        case MenuChoice::none:
        case MenuChoice::look:
            break;
    }
}

void GameApp::act(PlayRequest request) {
    switch (request) {
        case PlayRequest::none:
            break;
        case PlayRequest::menu:
            screen_ = Screen::menu;
            break;
        case PlayRequest::new_game:
            if (menu_.may_start_new_game(session_)) {
                start_new_game();
            } else {
                screen_ = Screen::menu;  // where the overwrite question is asked
            }
            break;
        case PlayRequest::quit:
            quit_ = true;
            break;
        case PlayRequest::zoom_in:
            view_.zoom_step(1);
            break;
        case PlayRequest::zoom_out:
            view_.zoom_step(-1);
            break;
    }
}

bool GameApp::act_everywhere(const KeyEvent& key) {
    std::optional<Action> action = keymap_.match_global(key);
    if (!action) return false;
    // While a text field has the keyboard, what types text is text, and Ctrl+Z, Ctrl+Y and
    // Ctrl+S belong to the field.
    const bool editing_text = ImGui::GetIO().WantTextInput;
    if (editing_text &&
        (key.character != 0 || (*action != Action::quit && *action != Action::toggle_editor))) {
        return false;
    }
    switch (*action) {
        case Action::quit:
            quit_ = true;
            return true;
        case Action::toggle_editor:
            if (session_.has_game() && screen_ == Screen::play) editor_layout_ = !editor_layout_;
            return true;
        default:
            return editor_layout_ && editor_.handle_action(*action, session_);
    }
}

void GameApp::take_frame_key() {
    // One press per frame: a press opens the inventory, the next one picks from it.
    std::optional<KeyEvent> key = window_->keys().pop();
    if (key && act_everywhere(*key)) key.reset();
    // A text field or an editor panel has the keyboard: what was typed went to ImGui.
    const bool panel_focus = editor_layout_ && session_.has_game() && editor_.panel_has_focus();
    if (ImGui::GetIO().WantTextInput || panel_focus) {
        window_->keys().clear();
        key.reset();
    }
    input_ = FrameInput{key, &keymap_, window_->time()};
}

void GameApp::update_ui_scale() {
    const float scale = automatic_ui_scale(window_->content_scale(),
                                           static_cast<float>(window_->framebuffer_height()),
                                           config_.settings.ui_size);
    if (scale == ui_scale_) return;
    ui_scale_ = scale;
    apply_game_style(scale);
    load_ui_fonts(scale);
    window_->refresh_font_texture();
}

bool GameApp::walk_step_due() const {
    const std::optional<double> next = session_.next_step_at();
    return session_.walking() && (!next || window_->time() >= *next);
}

double GameApp::idle_wait_seconds() const {
    double wait = editor_.idle_wait_seconds(kIdleWakeSeconds);
    for (const std::optional<double> due : {session_.next_step_at(), toast_.expires_at()}) {
        if (due) wait = std::clamp(*due - window_->time(), 0.001, wait);  // GLFW wants > 0
    }
    return wait;
}

bool GameApp::frame_needed() const {
    const bool api_waits = api_ && (api_->busy() || api_host_->screenshots_pending() ||
                                    api_host_->ui_pending() || window_->making_input());
    return api_waits || options_.frames || settle_frames_ > 0 || window_->time() < settle_until_ ||
           !window_->keys().empty() || window_->needs_frame() || editor_.reload_pending() ||
           editor_.lab_running() || ImGui::IsAnyItemActive() || walk_step_due() ||
           (toast_.expires_at() && window_->time() >= *toast_.expires_at());
}

bool GameApp::poll_api() {
    if (!api_) return false;
    const bool handled = api_->poll(0);
    // A script's burst (each request sent when the last was answered) is answered in one
    // go, for up to kApiBurstMs, before the frame that shows it: a frame per request
    // would hold a script to the frame rate.
    const double until = now_ms() + kApiBurstMs;
    while (handled && !api_host_->closed() && now_ms() < until && api_->poll(1)) {
    }
    if (api_host_->closed()) quit_ = true;
    return handled;
}

void GameApp::answer_screenshots() {
    if (!api_ || !api_host_->screenshots_pending()) return;
    const std::string path = api_->socket_path() + ".shot.png";
    std::string error;
    std::string png;
    if (write_screenshot(path, window_->framebuffer_width(), window_->framebuffer_height(),
                         error)) {
        std::ifstream file(path, std::ios::binary);
        png.assign(std::istreambuf_iterator<char>(file), {});
        std::filesystem::remove(path);
    }
    for (const api::PendingReply& reply : api_host_->take_screenshot_requests()) {
        if (png.empty()) {
            api_->send(reply.connection,
                       api::error_response(reply.id, api::kInternalError, "screenshot: " + error));
            continue;
        }
        api_->send(reply.connection,
                   api::result_response(reply.id, {{"png_base64", api::base64(png)},
                                                   {"width", window_->framebuffer_width()},
                                                   {"height", window_->framebuffer_height()}}));
    }
}

void GameApp::answer_ui() {
    if (!api_) return;
    if (auto done = api_host_->finished_ui())
        api_->send(done->first.connection, api::result_response(done->first.id, done->second));
}

void GameApp::update() {
    editor_.update_content(session_);
    shows_past_ = false;
    if (screen_ == Screen::menu) {
        act(menu_.update(input_, session_));
    } else if (editor_layout_ && editor_.update_timeline(input_)) {
        shows_past_ = true;
        // A past moment is on screen: no commands, no dialogs; a key that would have acted
        // says why nothing happened and how to come back.
        const std::optional<Action> key = input_.action(kScopePlay);
        if (key && key != Action::time_back && key != Action::time_forward) {
            toast_.show(
                "The timeline shows a past turn, which is read-only: that key did nothing. "
                "Press " +
                    keymap_.hint(Action::time_forward) +
                    " to step forward, or Present in the Timeline to come back.",
                window_->time());
        }
    } else {
        const bool keyboard_free =
            !ImGui::GetIO().WantTextInput && !(editor_layout_ && editor_.panel_has_focus());
        play_.click_travel = !editor_layout_;
        act(play_.update(session_, input_, view_, keyboard_free));
    }
}

void GameApp::prepare() {
    if (!session_.has_game()) return;
    const Game& game = session_.game();
    play_.prepare(game, view_, !editor_layout_);
    if (editor_layout_) editor_.prepare(session_, view_, play_.tints(game));
}

void GameApp::draw() {
    if (session_.has_game()) {
        if (editor_layout_) {
            editor_.draw(view_, *renderer_);
        } else {
            play_.draw_layout(session_.game(), view_, *renderer_, keymap_);
        }
        if (!session_.save_problem().empty()) draw_save_problem(session_.save_problem());
        if (screen_ == Screen::play && !shows_past_) play_.draw_dialogs(session_, keymap_);
    }
    if (screen_ == Screen::menu) menu_.draw(keymap_, session_);
    if (editor_.asking_quit() && editor_.draw_quit_dialog(input_, session_)) quit_ = true;
    notice_.draw();
    toast_.draw(window_->time());
    window_->render_ui();
}

bool GameApp::frame() {
    const double start = now_ms();
    window_->begin_frame();
    widgets_.begin_frame();
    // A click released while the loop was drawing (not asleep) is acted on in a frame to
    // come (a Present button's move, a dialog's button): keep drawing, or it waits for the
    // next mouse move.
    if (!window_->keys().empty() || window_->input_this_frame()) settle();
    take_frame_key();
    if (quit_ && options_.screenshot.empty()) {
        ImGui::EndFrame();  // Ctrl+Q closes the window now, not after one more frame
        return false;
    }
    update();
    prepare();
    draw();
    editor_.record_frame(static_cast<float>(now_ms() - start));
    return true;
}

int GameApp::run() {
    if (!open_window()) return 2;
    if (options_.api || config_.settings.api) {
        api_host_ = std::make_unique<api::WindowHost>(session_, editor_);
        api_ = api::open_api(options_, *api_host_);
        if (!api_) return 2;
        api_waker_ = std::make_unique<api::RequestWaker>(&Window::wake);
        ImGui::GetIO().UserData = &widgets_;
        api_host_->attach(*window_, widgets_);
    }
    editor_layout_ = options_.editor;
    session_.refresh_save_status();
    if (options_.continue_game) {
        std::string error;
        if (!session_.continue_saved_game(error)) {
            std::cerr << error;
            return 2;
        }
        game_started();
    } else if (options_.new_game || session_.boot().replay || !options_.map.empty()) {
        start_new_game();
        // --at-turn: the replay played whole, the Timeline shows that turn (the next frame's
        // sync makes the timeline, then moves there).
        if (options_.at_turn && editor_.editor()) {
            editor_.editor()->world().timeline.request_jump_to_turn(*options_.at_turn);
            std::cerr << "cryptforge: the timeline shows turn " << *options_.at_turn << " of "
                      << options_.replay << "\n";
        }
    }
    int frames = 0;
    while (true) {
        if (quit_ || window_->should_close()) {
            window_->clear_close_request();
            if (editor_.may_quit(options_.frames.has_value())) break;
            quit_ = false;
        }
        if (poll_api()) settle();  // what a request changed is drawn at once
        if (!frame_needed()) {
            // Idle: sleep until input, a timer for the hot reloader, or a file change.
            if (api_waker_) api_waker_->arm(api_->descriptors());
            const bool input = window_->wait_events(idle_wait_seconds());
            if (api_waker_) api_waker_->disarm();
            if (!input && !editor_.poll(session_)) continue;
            if (input || editor_.reload_pending()) settle();
        }
        update_ui_scale();  // between frames: a resize may call for other fonts
        if (!frame()) continue;
        if (settle_frames_ > 0) --settle_frames_;
        ++frames;
        const bool last = options_.frames && frames >= *options_.frames;
        widgets_.end_frame();
        answer_screenshots();
        answer_ui();
        if (api_) api_->notify_changes();  // keys and panels change the game too
        if ((last || quit_ || window_->should_close()) && !options_.screenshot.empty()) {
            std::string error;
            if (!write_screenshot(options_.screenshot, window_->framebuffer_width(),
                                  window_->framebuffer_height(), error)) {
                std::cerr << "cryptforge: " << error << "\n";
            }
        }
        window_->present();
        // Once, after the first frame is on screen and its events were read: from here on
        // a key sent to the window is seen (keys sent before the window was mapped are
        // lost, so scripts that drive it wait on this line).
        if (frames == 1) std::cerr << "cryptforge: the window takes input\n";
        editor_.report_reload_latency();
        if (last) break;
    }
    // Quitting by any route (menu, Ctrl+Q, the window's close button, the end of
    // --frames) saves a living game. The window goes first: what follows is unseen.
    window_->hide();
    if (session_.has_game()) session_.save_now();
    std::string error;
    if (!session_.write_exit_files(error)) {
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
    UserConfig config = load_user_config(config_dir());
    // Each problem once: here, and in the window's notice until the player dismisses it.
    for (const Problem& p : config.problems) std::cerr << "cryptforge: " << to_string(p) << "\n";
    GameApp app(options, std::move(*boot), std::move(config));
    return app.run();
}

}  // namespace cf
