#include "app/platform/window.hpp"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "app/platform/keys.hpp"

namespace cf {

// keys.hpp spells GLFW's codes out so its users need no GLFW include; keep the two in step.
static_assert(keys::kUp == GLFW_KEY_UP && keys::kDown == GLFW_KEY_DOWN);
static_assert(keys::kLeft == GLFW_KEY_LEFT && keys::kRight == GLFW_KEY_RIGHT);
static_assert(keys::kHome == GLFW_KEY_HOME && keys::kEnd == GLFW_KEY_END);
static_assert(keys::kPageUp == GLFW_KEY_PAGE_UP && keys::kPageDown == GLFW_KEY_PAGE_DOWN);
static_assert(keys::kInsert == GLFW_KEY_INSERT);
static_assert(keys::kKpDivide == GLFW_KEY_KP_DIVIDE && keys::kKpMultiply == GLFW_KEY_KP_MULTIPLY);
static_assert(keys::kKpSubtract == GLFW_KEY_KP_SUBTRACT && keys::kKpAdd == GLFW_KEY_KP_ADD);
static_assert(keys::kKp0 == GLFW_KEY_KP_0 && keys::kKp1 == GLFW_KEY_KP_1);
static_assert(keys::kKp2 == GLFW_KEY_KP_2 && keys::kKp3 == GLFW_KEY_KP_3);
static_assert(keys::kKp4 == GLFW_KEY_KP_4 && keys::kKp5 == GLFW_KEY_KP_5);
static_assert(keys::kKp6 == GLFW_KEY_KP_6 && keys::kKp7 == GLFW_KEY_KP_7);
static_assert(keys::kKp8 == GLFW_KEY_KP_8 && keys::kKp9 == GLFW_KEY_KP_9);
static_assert(keys::kKpDecimal == GLFW_KEY_KP_DECIMAL && keys::kKpEnter == GLFW_KEY_KP_ENTER);
static_assert(keys::kEscape == GLFW_KEY_ESCAPE && keys::kEnter == GLFW_KEY_ENTER);
static_assert(keys::kTab == GLFW_KEY_TAB && keys::kBackspace == GLFW_KEY_BACKSPACE);
static_assert(keys::kDelete == GLFW_KEY_DELETE && keys::kSpace == GLFW_KEY_SPACE);
static_assert(keys::kLeftShift == GLFW_KEY_LEFT_SHIFT && keys::kRightShift == GLFW_KEY_RIGHT_SHIFT);
static_assert(keys::kLeftControl == GLFW_KEY_LEFT_CONTROL);
static_assert(keys::kRightControl == GLFW_KEY_RIGHT_CONTROL);
static_assert(keys::kLeftAlt == GLFW_KEY_LEFT_ALT && keys::kRightAlt == GLFW_KEY_RIGHT_ALT);
static_assert(keys::kF1 == GLFW_KEY_F1 && keys::kF2 == GLFW_KEY_F2 && keys::kF3 == GLFW_KEY_F3);
static_assert(keys::kF4 == GLFW_KEY_F4 && keys::kF5 == GLFW_KEY_F5 && keys::kF6 == GLFW_KEY_F6);
static_assert(keys::kF7 == GLFW_KEY_F7 && keys::kF8 == GLFW_KEY_F8 && keys::kF9 == GLFW_KEY_F9);
static_assert(keys::kF10 == GLFW_KEY_F10 && keys::kF11 == GLFW_KEY_F11);
static_assert(keys::kF12 == GLFW_KEY_F12);
static_assert(keys::kComma == GLFW_KEY_COMMA && keys::kPeriod == GLFW_KEY_PERIOD);
static_assert(keys::kSlash == GLFW_KEY_SLASH && keys::kSemicolon == GLFW_KEY_SEMICOLON);
static_assert(keys::kApostrophe == GLFW_KEY_APOSTROPHE && keys::kMinus == GLFW_KEY_MINUS);
static_assert(keys::kEqual == GLFW_KEY_EQUAL && keys::kBackslash == GLFW_KEY_BACKSLASH);
static_assert(keys::kLeftBracket == GLFW_KEY_LEFT_BRACKET);
static_assert(keys::kRightBracket == GLFW_KEY_RIGHT_BRACKET);
static_assert(keys::kGraveAccent == GLFW_KEY_GRAVE_ACCENT);
static_assert(keys::k0 == GLFW_KEY_0 && keys::k9 == GLFW_KEY_9);
static_assert(keys::kA == GLFW_KEY_A && keys::kZ == GLFW_KEY_Z);
static_assert(keys::kZ - keys::kA == 25 && keys::k9 - keys::k0 == 9);
static_assert(keys::letter('q') == GLFW_KEY_Q && keys::letter('Q') == GLFW_KEY_Q);
// ImGui 1.86 keeps key state in a fixed array indexed by these codes.
static_assert(GLFW_KEY_LAST < static_cast<int>(sizeof(ImGuiIO::KeysDown) / sizeof(bool)));

namespace {

// GLFW reports errors through a callback only; keep the latest so create() can explain itself.
std::string g_last_glfw_error;
bool g_glfw_errors_to_stderr = false;
bool g_window_exists = false;
// Set by SIGINT, SIGTERM and SIGHUP (Ctrl+C in a terminal, `kill`, the terminal closed or a
// session ending): a signal handler may only store to a lock-free atomic, so the window
// reads it as a close request.
volatile std::sig_atomic_t g_termination_requested = 0;

extern "C" void on_termination_signal(int) { g_termination_requested = 1; }

// Ctrl+C, `kill` or closing the terminal quits like the window's close button: the game is
// saved, the exit files are written, and unsaved content edits are asked about.
void quit_on_termination_signals() {
    struct sigaction action {};
    action.sa_handler = on_termination_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGHUP, &action, nullptr);
}

void on_glfw_error(int code, const char* description) {
    g_last_glfw_error = description != nullptr ? description : "unknown error";
    if (g_glfw_errors_to_stderr) {
        std::fprintf(stderr, "GLFW error %d: %s\n", code, g_last_glfw_error.c_str());
    }
}

bool env_set(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr && value[0] != '\0';
}

std::string glfw_reason() {
    return g_last_glfw_error.empty() ? std::string("no reason given") : g_last_glfw_error;
}

// The background colour behind every ImGui window.
constexpr ImU32 kBackground = IM_COL32(16, 16, 20, 255);

}  // namespace

std::unique_ptr<Window> Window::create(const WindowOptions& options, std::string& error) {
    if (g_window_exists) {
        error = "a window is already open (only one Window may exist at a time)";
        return nullptr;
    }
    if (options.width <= 0 || options.height <= 0) {
        error = "window size must be positive, got " + std::to_string(options.width) + "x" +
                std::to_string(options.height);
        return nullptr;
    }

    // Partially built windows are torn down by the destructor, which undoes only what was done.
    std::unique_ptr<Window> window(new Window());
    g_window_exists = true;
    quit_on_termination_signals();
    g_last_glfw_error.clear();
    g_glfw_errors_to_stderr = false;
    glfwSetErrorCallback(on_glfw_error);

    if (glfwInit() != GLFW_TRUE) {
        if (!env_set("DISPLAY")) {
            error =
                "cannot open a window: no display (DISPLAY is not set). Run from a desktop "
                "session, or headless under xvfb-run. (GLFW: " +
                glfw_reason() + ")";
        } else {
            error = "cannot open a window: GLFW failed to start: " + glfw_reason();
        }
        return nullptr;
    }
    window->glfw_initialised_ = true;

    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    glfwWindowHint(GLFW_RESIZABLE, GLFW_TRUE);
    // A window larger than the screen is never seen whole, yet every frame would cost its
    // full size (16384x16384 took 25 s and 3.5 GB for two frames): open it at the screen's.
    int width = options.width;
    int height = options.height;
    if (const GLFWvidmode* screen = glfwGetVideoMode(glfwGetPrimaryMonitor());
        screen && (width > screen->width || height > screen->height)) {
        std::fprintf(
            stderr, "cryptforge: the window opens at %dx%d, the screen's size (%dx%d was asked)\n",
            std::min(width, screen->width), std::min(height, screen->height), width, height);
        width = std::min(width, screen->width);
        height = std::min(height, screen->height);
    }
    window->window_ = glfwCreateWindow(width, height, options.title.c_str(), nullptr, nullptr);
    if (window->window_ == nullptr) {
        error =
            "cannot create a window with an OpenGL 3.3 core context (the graphics driver "
            "may be too old): " +
            glfw_reason();
        return nullptr;
    }
    glfwMakeContextCurrent(window->window_);
    glfwSwapInterval(options.vsync ? 1 : 0);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    window->imgui_context_ = true;
    ImGuiIO& io = ImGui::GetIO();
    window->ini_path_ = options.imgui_ini_path;
    io.IniFilename = window->ini_path_.empty() ? nullptr : window->ini_path_.c_str();
    io.LogFilename = nullptr;
    // Keyboard navigation stays off: arrows and Enter belong to the game, not to widgets.
    ImGui::StyleColorsDark();

    if (!ImGui_ImplGlfw_InitForOpenGL(window->window_, true)) {
        error = "cannot start ImGui's GLFW backend";
        return nullptr;
    }
    window->imgui_glfw_ = true;
    window->install_callbacks();
    if (!ImGui_ImplOpenGL3_Init("#version 330 core")) {
        error = "cannot start ImGui's OpenGL 3 backend (no usable libGL?)";
        return nullptr;
    }
    window->imgui_opengl_ = true;

    g_glfw_errors_to_stderr = true;
    return window;
}

Window::~Window() {
    if (imgui_opengl_) ImGui_ImplOpenGL3_Shutdown();
    if (imgui_glfw_) ImGui_ImplGlfw_Shutdown();
    if (imgui_context_) ImGui::DestroyContext();
    if (window_ != nullptr) glfwDestroyWindow(window_);
    if (glfw_initialised_) {
        glfwTerminate();
        g_glfw_errors_to_stderr = false;
    }
    g_window_exists = false;
}

bool Window::should_close() const {
    return glfwWindowShouldClose(window_) == GLFW_TRUE || g_termination_requested != 0;
}

void Window::request_close() { glfwSetWindowShouldClose(window_, GLFW_TRUE); }

void Window::clear_close_request() {
    glfwSetWindowShouldClose(window_, GLFW_FALSE);
    g_termination_requested = 0;
}

void Window::refresh_font_texture() {
    // Before the first frame the backend has made no texture yet; it will use the new fonts.
    if (!frame_started_) return;
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
}

void Window::hide() {
    glfwHideWindow(window_);
    glfwPollEvents();  // lets the hide reach the display server now
}

// ImGui's backend installed its callbacks (install_callbacks=true); ours replace them and
// forward to ImGui's, so the key queue sees every event first and ImGui still gets all of them.
// ImGui_ImplGlfw_Shutdown puts back what was there before ImGui (nothing).
void Window::install_callbacks() {
    glfwSetWindowUserPointer(window_, this);
    glfwSetKeyCallback(window_, on_key);
    glfwSetCharCallback(window_, on_char);
    glfwSetMouseButtonCallback(window_, on_mouse_button);
    glfwSetScrollCallback(window_, on_scroll);
    glfwSetWindowFocusCallback(window_, on_focus);
    glfwSetCursorEnterCallback(window_, on_cursor_enter);
    glfwSetCursorPosCallback(window_, on_cursor_pos);
    glfwSetFramebufferSizeCallback(window_, on_size);
    glfwSetWindowRefreshCallback(window_, on_refresh);
}

Window& Window::of(GLFWwindow* window) {
    return *static_cast<Window*>(glfwGetWindowUserPointer(window));
}

namespace {

bool is_modifier(int key) {
    return key == GLFW_KEY_LEFT_SHIFT || key == GLFW_KEY_RIGHT_SHIFT ||
           key == GLFW_KEY_LEFT_CONTROL || key == GLFW_KEY_RIGHT_CONTROL ||
           key == GLFW_KEY_LEFT_ALT || key == GLFW_KEY_RIGHT_ALT || key == GLFW_KEY_LEFT_SUPER ||
           key == GLFW_KEY_RIGHT_SUPER;
}

}  // namespace

void Window::on_key(GLFWwindow* window, int key, int scancode, int action, int mods) {
    Window& self = of(window);
    // A modifier alone changes nothing on screen: the key it goes with wakes the loop.
    if (!is_modifier(key)) ++self.events_;
    if (action != GLFW_RELEASE && key != GLFW_KEY_UNKNOWN && !is_modifier(key)) {
        self.keys_.push_key(key, (mods & GLFW_MOD_SHIFT) != 0, (mods & GLFW_MOD_CONTROL) != 0,
                            (mods & GLFW_MOD_ALT) != 0, action == GLFW_REPEAT);
    }
    if (action == GLFW_PRESS) self.pressed_this_frame_.push_back(key);
    if (action == GLFW_RELEASE &&
        std::find(self.pressed_this_frame_.begin(), self.pressed_this_frame_.end(), key) !=
            self.pressed_this_frame_.end()) {
        // ImGui 1.86 polls key state once a frame: a release now would hide the press.
        self.held_releases_.push_back({key, scancode, mods});
        return;
    }
    ImGui_ImplGlfw_KeyCallback(window, key, scancode, action, mods);
}

void Window::on_char(GLFWwindow* window, unsigned int codepoint) {
    Window& self = of(window);
    ++self.events_;
    self.keys_.push_character(static_cast<char32_t>(codepoint));
    ImGui_ImplGlfw_CharCallback(window, codepoint);
}

void Window::on_mouse_button(GLFWwindow* window, int button, int action, int mods) {
    Window& self = of(window);
    ++self.events_;
    if (action == GLFW_PRESS || action == GLFW_RELEASE)
        self.buttons_.push(button, action == GLFW_PRESS);
    ImGui_ImplGlfw_MouseButtonCallback(window, button, action, mods);
}

void Window::on_scroll(GLFWwindow* window, double dx, double dy) {
    ++of(window).events_;
    ImGui_ImplGlfw_ScrollCallback(window, dx, dy);
}

void Window::on_focus(GLFWwindow* window, int focused) {
    ++of(window).events_;
    ImGui_ImplGlfw_WindowFocusCallback(window, focused);
}

void Window::on_cursor_enter(GLFWwindow* window, int entered) {
    ++of(window).events_;
    ImGui_ImplGlfw_CursorEnterCallback(window, entered);
}

// ImGui 1.86 reads the cursor position itself each frame; these only wake the loop.
void Window::on_cursor_pos(GLFWwindow* window, double, double) { ++of(window).events_; }
void Window::on_size(GLFWwindow* window, int, int) { ++of(window).events_; }
void Window::on_refresh(GLFWwindow* window) { ++of(window).events_; }

bool Window::wait_events(double timeout_seconds) {
    events_ = 0;
    glfwWaitEventsTimeout(timeout_seconds);
    return events_ > 0;
}

void Window::wake() { glfwPostEmptyEvent(); }

void Window::begin_frame() {
    // Last frame's short presses end now, before this frame's events (which may press again).
    for (const HeldRelease& r : held_releases_) {
        ImGui_ImplGlfw_KeyCallback(window_, r.key, r.scancode, GLFW_RELEASE, r.mods);
    }
    held_releases_.clear();
    pressed_this_frame_.clear();
    const int before = events_;
    glfwPollEvents();
    polled_events_ = events_ - before;
    frame_started_ = true;
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    // The backend merged this frame's clicks into one state; each press and release
    // reaches ImGui on a frame of its own instead (button_trickle.hpp).
    buttons_.next_frame([this](int b) { return glfwGetMouseButton(window_, b) == GLFW_PRESS; });
    ImGuiIO& io = ImGui::GetIO();
    for (int b = 0; b < static_cast<int>(ButtonTrickle::kButtons); ++b)
        io.MouseDown[b] = buttons_.down(b);
    play_made_input();
    ImGui::NewFrame();
}

void Window::make_input(std::vector<MadeInput> frames) {
    made_ = std::move(frames);
    made_next_ = 0;
}

void Window::play_made_input() {
    ImGuiIO& io = ImGui::GetIO();
    // A made key is down for its one frame: ImGui then sees it pressed once.
    if (made_key_down_ >= 0) io.KeysDown[made_key_down_] = false;
    made_key_down_ = -1;
    if (!making_input()) {
        if (!made_.empty()) {
            // The last made frame is over: the real mouse and Ctrl take over again.
            io.KeyCtrl = glfwGetKey(window_, GLFW_KEY_LEFT_CONTROL) == GLFW_PRESS ||
                         glfwGetKey(window_, GLFW_KEY_RIGHT_CONTROL) == GLFW_PRESS;
            made_.clear();
            made_next_ = 0;
        }
        return;
    }
    const MadeInput& m = made_[made_next_++];
    io.MousePos = ImVec2(m.x, m.y);
    io.MouseDown[0] = m.button;
    io.KeyCtrl = m.ctrl;
    if (m.key >= 0 && m.key < ImGuiKey_COUNT) {
        made_key_down_ = io.KeyMap[m.key];
        if (made_key_down_ >= 0) io.KeysDown[made_key_down_] = true;
    }
    if (!m.text.empty()) io.AddInputCharactersUTF8(m.text.c_str());
}

void Window::end_frame() {
    render_ui();
    present();
}

void Window::render_ui() {
    // The background is ImGui's first primitive rather than a glClear: it covers the whole
    // framebuffer just the same and keeps raw GL calls inside app/render/.
    ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(0.0f, 0.0f), ImGui::GetIO().DisplaySize,
                                                  kBackground);
    ImGui::Render();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

void Window::present() { glfwSwapBuffers(window_); }

float Window::content_scale() const {
    float x = 1.0f;
    float y = 1.0f;
    glfwGetWindowContentScale(window_, &x, &y);
    return x > 0.0f ? x : 1.0f;
}

int Window::framebuffer_width() const {
    int width = 0;
    int height = 0;
    glfwGetFramebufferSize(window_, &width, &height);
    return width;
}

int Window::framebuffer_height() const {
    int width = 0;
    int height = 0;
    glfwGetFramebufferSize(window_, &width, &height);
    return height;
}

double Window::time() const { return glfwGetTime(); }

}  // namespace cf
