#include "app/input.hpp"

#include "app/platform/keys.hpp"

namespace cf {

namespace {

// The bridge to app/ui, which reads keys without parameters: the frame's press and keymap.
// Written only by set_frame_key at the start of a frame.
struct FrameKey {
    std::optional<KeyEvent> event;
    const Keymap* keymap = nullptr;
};

FrameKey& frame_state() {
    static FrameKey state;
    return state;
}

Direction direction_of(Action a) {
    switch (a) {
        case Action::move_n:
            return Direction::n;
        case Action::move_s:
            return Direction::s;
        case Action::move_w:
            return Direction::w;
        case Action::move_e:
            return Direction::e;
        case Action::move_nw:
            return Direction::nw;
        case Action::move_ne:
            return Direction::ne;
        case Action::move_sw:
            return Direction::sw;
        default:
            return Direction::se;
    }
}

}  // namespace

KeyIntent intent_of(const KeyEvent& event, const Keymap& keymap) {
    const std::optional<Action> action = keymap.match(event);
    if (!action) return {};
    switch (*action) {
        case Action::move_n:
        case Action::move_s:
        case Action::move_w:
        case Action::move_e:
        case Action::move_nw:
        case Action::move_ne:
        case Action::move_sw:
        case Action::move_se:
            return {Intent::move, direction_of(*action)};
        case Action::wait:
            return {Intent::wait};
        case Action::pickup:
            return {Intent::pickup};
        case Action::inventory:
            return {Intent::inventory};
        case Action::drop:
            return {Intent::drop};
        case Action::character:
            return {Intent::character};
        case Action::descend:
            return {Intent::descend};
        case Action::confirm:
            return {Intent::confirm};
        case Action::menu:
            return {Intent::menu};
        case Action::toggle_editor:
            return {Intent::toggle_editor};
    }
    return {};
}

std::optional<int> letter_of(const KeyEvent& event) {
    if (event.ctrl || event.alt || event.repeat) return std::nullopt;
    if (event.character >= U'a' && event.character <= U'z')
        return static_cast<int>(event.character - U'a');
    return std::nullopt;
}

void set_frame_key(std::optional<KeyEvent> event, const Keymap* keymap) {
    frame_state() = FrameKey{event, keymap};
}

const std::optional<KeyEvent>& frame_key() { return frame_state().event; }

KeyIntent read_key_intent() {
    const FrameKey& f = frame_state();
    if (!f.event || f.keymap == nullptr) return {};
    const KeyIntent intent = intent_of(*f.event, *f.keymap);
    // Only movement and waiting repeat while held; a held `i` opens the inventory once.
    if (f.event->repeat && intent.intent != Intent::move && intent.intent != Intent::wait)
        return {};
    return intent;
}

std::optional<int> read_letter() {
    const FrameKey& f = frame_state();
    return f.event ? letter_of(*f.event) : std::nullopt;
}

bool escape_pressed() {
    const FrameKey& f = frame_state();
    return f.event && f.event->key == keys::kEscape && !f.event->repeat;
}

}  // namespace cf
