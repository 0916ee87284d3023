#pragma once
// The desktop window: a GLFW window with an OpenGL 3.3 core context and Dear ImGui on top.
// The rest of the program sees neither GLFW nor GL through this header.

#include <memory>
#include <string>
#include <vector>

#include "app/platform/button_trickle.hpp"
#include "app/platform/key_queue.hpp"

struct GLFWwindow;

namespace cf {

struct WindowOptions {
    std::string title = "Cryptforge";
    int width = 1280;  // initial client size in screen coordinates
    int height = 720;
    bool vsync = true;
    // Where ImGui keeps window positions between runs; empty keeps none (no file is written).
    std::string imgui_ini_path;
};

// One frame of input made by a program (the API's ui.click and ui.type) instead of a
// person: what ImGui sees on that frame, whatever the real mouse and keys do.
struct MadeInput {
    float x = 0, y = 0;   // where the mouse is, in ImGui's coordinates
    bool button = false;  // the left button is down
    bool ctrl = false;    // Ctrl is held
    int key = -1;         // an ImGuiKey_ held down (ImGuiKey_Enter...), -1 none
    std::string text;     // characters typed (UTF-8)
};

// One per process: GLFW and the ImGui context are process-wide. Neither copyable nor movable,
// because ImGui holds pointers to it (the ini path) and GLFW callbacks are tied to it.
class Window {
  public:
    // Opens the window, makes its context current and starts ImGui; nullptr and a
    // human-readable reason on failure (no display, no GL 3.3, a second Window).
    static std::unique_ptr<Window> create(const WindowOptions& options, std::string& error);

    ~Window();
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;
    Window(Window&&) = delete;
    Window& operator=(Window&&) = delete;

    // True once the user closed the window, request_close() was called, or the process got
    // SIGINT, SIGTERM or SIGHUP (the loop wakes at least every idle timeout to see it).
    bool should_close() const;
    // Marks the window for closing, as the title bar's close button does.
    void request_close();
    // Cancels a close request, e.g. when the player answers "no" to "really quit?".
    void clear_close_request();
    // Takes the window off the screen (quitting: saving and tearing down happen unseen).
    void hide();
    // After the fonts were loaded again (a new UI scale): sends the new font atlas to the GPU.
    // Call between frames.
    void refresh_font_texture();

    // Sleeps until an event arrives or `timeout_seconds` pass; true when something happened
    // (key, character, mouse, scroll, focus, resize, expose) that needs a frame drawn.
    bool wait_events(double timeout_seconds);
    // Ends a wait_events at once; any thread may call it (the API's request waker does).
    static void wake();
    // True while the window must draw again without waiting: a short press's release is still
    // being held back from ImGui (see begin_frame).
    bool needs_frame() const { return !held_releases_.empty() || buttons_.waiting(); }
    // Input arrived while this frame polled (a button released while the loop was drawing,
    // not sleeping): what it did is acted on next frame, so the loop must draw again.
    bool input_this_frame() const { return polled_events_ > 0; }

    // Polls input and starts an ImGui frame; ImGui calls are valid until end_frame().
    // A key pressed and released between two frames reaches ImGui as down for one frame and
    // up on the next, so ImGui's widgets see every press however short.
    void begin_frame();
    // render_ui() then present().
    void end_frame();
    // Draws the ImGui frame into the default framebuffer over a dark background; the picture
    // can be read back (write_screenshot) until present().
    void render_ui();
    // Shows the rendered frame (buffer swap, waits for vsync when enabled).
    void present();

    // Size of the default framebuffer in pixels (differs from the window size on HiDPI).
    int framebuffer_width() const;
    int framebuffer_height() const;
    // Seconds since the window was created.
    double time() const;
    // The monitor's content scale (1 on a plain display, 2 on most HiDPI ones).
    float content_scale() const;

    // Plays `frames` to ImGui, one each begin_frame, in place of the real mouse and keys.
    void make_input(std::vector<MadeInput> frames);
    // Made input is still to be played: the loop must keep drawing.
    bool making_input() const { return made_next_ < made_.size(); }

    // Key presses in order, since the game last read them (see key_queue.hpp).
    KeyQueue& keys() { return keys_; }

    // The GLFW handle, for app/platform code only.
    GLFWwindow* glfw_window() const { return window_; }

  private:
    struct HeldRelease {
        int key, scancode, mods;
    };

    Window() = default;
    void install_callbacks();
    static Window& of(GLFWwindow* window);
    static void on_key(GLFWwindow* window, int key, int scancode, int action, int mods);
    static void on_char(GLFWwindow* window, unsigned int codepoint);
    static void on_mouse_button(GLFWwindow* window, int button, int action, int mods);
    static void on_scroll(GLFWwindow* window, double dx, double dy);
    static void on_focus(GLFWwindow* window, int focused);
    static void on_cursor_enter(GLFWwindow* window, int entered);
    static void on_cursor_pos(GLFWwindow* window, double x, double y);
    static void on_size(GLFWwindow* window, int width, int height);
    static void on_refresh(GLFWwindow* window);

    bool glfw_initialised_ = false;
    GLFWwindow* window_ = nullptr;
    bool imgui_context_ = false;
    bool imgui_glfw_ = false;
    bool imgui_opengl_ = false;
    std::string ini_path_;  // ImGui keeps a pointer to this, hence the fixed address
    KeyQueue keys_;
    std::vector<int> pressed_this_frame_;     // keys that went down since the last frame
    std::vector<HeldRelease> held_releases_;  // their releases, for ImGui on the next frame
    ButtonTrickle buttons_;                   // mouse buttons, one change a frame
    int events_ = 0;                          // events since the last wait_events
    int polled_events_ = 0;                   // events the last begin_frame polled
    bool frame_started_ = false;              // the ImGui backend has made its GPU objects
    std::vector<MadeInput> made_;             // made input (make_input), played in order
    std::size_t made_next_ = 0;
    int made_key_down_ = -1;  // the GLFW key a made frame holds down
    // The made frame for this begin_frame, if any, over what the backend read.
    void play_made_input();
};

}  // namespace cf
