#include "app/game_app.hpp"

#include <imgui.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <random>

#include "app/bootstrap.hpp"
#include "app/editor_layout.hpp"
#include "app/input.hpp"
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

namespace cf {

namespace {

enum class Screen { menu, playing };
enum class Panel { none, inventory, drop, character, targeting };

constexpr float kSidePanelWidth = 300.0f;
constexpr float kLogHeight = 170.0f;
constexpr ImGuiWindowFlags kFixedPanel = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                         ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_NoBringToFrontOnFocus;

// Where ImGui remembers the editor's panel placement: outside content/, per user.
std::string editor_ini_path() {
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
    return ec ? std::string() : (dir / "imgui.ini").string();
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
    void handle_play_input();
    void handle_menu_choice(MenuChoice choice);
    void start_new_game();
    void submit(const Command& c);
    void draw_editor_layout();
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
    bool editor_layout_ = false;
    Screen screen_ = Screen::menu;
    Panel panel_ = Panel::none;
    bool quit_ = false;
    int games_started_ = 0;
};

bool GameApp::open_window() {
    std::string error;
    WindowOptions wo;
    wo.imgui_ini_path = editor_ini_path();
    window_ = Window::create(wo, error);
    if (!window_) {
        std::cerr << "cryptforge: cannot open a window: " << error << "\n";
        return false;
    }
    apply_game_style();
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
    editor_.world_history.clear();
    editor_.inspector.selected = kNoEntity;
    ++games_started_;
    screen_ = Screen::playing;
    panel_ = Panel::none;
}

void GameApp::submit(const Command& c) {
    const double start = now_ms();
    game_->submit(c);
    editor_.performance.last_turn_ms = static_cast<float>(now_ms() - start);
}

void GameApp::handle_menu_choice(MenuChoice choice) {
    switch (choice) {
        case MenuChoice::none: break;
        case MenuChoice::resume: screen_ = Screen::playing; break;
        case MenuChoice::new_game: start_new_game(); break;
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
            if (auto chosen = inventory_.draw(*game_, close)) choose_item(*chosen);
            if (close) panel_ = Panel::none;
            return;
        }
        case Panel::character: {
            bool close = false;
            draw_character_window(*game_, close);
            if (close) panel_ = Panel::none;
            return;
        }
        case Panel::targeting: {
            TargetingResult r = targeting_.update(*game_, view_);
            if (r.command) submit(*r.command);
            if (r.done) panel_ = Panel::none;
            return;
        }
        case Panel::none: break;
    }
    const KeyIntent key = read_key_intent();
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
    ImGui::TextColored(kDimColor, "Move: arrows, numpad, hjklyubn\nWait: . or 5    Pick up: g or ,\n"
                                  "Inventory: i    Drop: d\nCharacter: c    Descend: >\nMenu: Esc");
    ImGui::End();

    ImGui::SetNextWindowPos(ImVec2(origin.x, origin.y + view_h));
    ImGui::SetNextWindowSize(ImVec2(view_w, kLogHeight));
    ImGui::Begin("Messages", nullptr, kFixedPanel);
    draw_message_log(*game_);
    ImGui::End();
}

void GameApp::draw_editor_layout() {
    const ViewOverlay extra = panel_ == Panel::targeting ? targeting_.overlay(*game_) : ViewOverlay{};
    editor_.draw(*game_, *renderer_, view_, extra, {});
    editor_.handle_undo_keys(*game_);
}

void GameApp::frame() {
    const double start = now_ms();
    window_->begin_frame();
    if (editor_layout_ && game_ && ImGui::IsKeyPressed(keys::kF1, false) && editor_.panel_has_focus()) {
        editor_layout_ = false;  // F1 works even while a panel has the keyboard
    }
    if (screen_ == Screen::menu) {
        if (game_) editor_layout_ ? draw_editor_layout() : draw_play_layout();
        handle_menu_choice(draw_main_menu(game_.has_value() && game_->world().status == GameStatus::playing));
    } else {
        editor_layout_ ? draw_editor_layout() : draw_play_layout();
        if (game_->world().status == GameStatus::dead) {
            handle_menu_choice(draw_game_over(*game_));
        } else if (game_->world().pending_level_ups > 0) {
            if (auto choice = draw_level_up_dialog(*game_)) submit(Command::level_up(*choice));
        } else {
            handle_play_input();
        }
    }
    window_->render_ui();
    editor_.performance.record_frame(static_cast<float>(now_ms() - start));
}

int GameApp::run() {
    if (!open_window()) return 2;
    editor_layout_ = options_.editor;
    if (options_.new_game || boot_.replay || !options_.map.empty()) start_new_game();
    int frames = 0;
    while (!quit_ && !window_->should_close()) {
        frame();
        ++frames;
        const bool last = options_.frames && frames >= *options_.frames;
        if ((last || quit_ || window_->should_close()) && !options_.screenshot.empty()) {
            std::string error;
            if (!write_screenshot(options_.screenshot, window_->framebuffer_width(), window_->framebuffer_height(), error)) {
                std::cerr << "cryptforge: " << error << "\n";
            }
        }
        window_->present();
        if (last) break;
    }
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
