#include "app/input.hpp"

#include "app/platform/keys.hpp"

namespace cf {

namespace {

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
        case Action::look:
            return {Intent::look};
        case Action::explore:
            return {Intent::explore};
        case Action::confirm:
            return {Intent::confirm};
        case Action::menu:
            return {Intent::menu};
        case Action::toggle_editor:
            return {Intent::toggle_editor};
        case Action::zoom_in:
            return {Intent::zoom_in};
        case Action::zoom_out:
            return {Intent::zoom_out};
        case Action::time_back:
            return {Intent::time_back};
        case Action::time_forward:
            return {Intent::time_forward};
    }
    return {};
}

std::optional<int> letter_of(const KeyEvent& event) {
    if (event.ctrl || event.alt || event.repeat) return std::nullopt;
    if (event.character >= U'a' && event.character <= U'z')
        return static_cast<int>(event.character - U'a');
    return std::nullopt;
}

KeyIntent FrameInput::intent() const {
    if (!event || keymap == nullptr) return {};
    const KeyIntent result = intent_of(*event, *keymap);
    // Only movement and waiting repeat while held; a held `i` opens the inventory once.
    if (event->repeat && result.intent != Intent::move && result.intent != Intent::wait) return {};
    return result;
}

std::optional<int> FrameInput::letter() const { return event ? letter_of(*event) : std::nullopt; }

bool FrameInput::escape() const { return event && event->key == keys::kEscape && !event->repeat; }

}  // namespace cf
