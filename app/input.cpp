#include "app/input.hpp"

namespace cf {

std::optional<int> letter_of(const KeyEvent& event) {
    if (event.ctrl || event.alt || event.repeat) return std::nullopt;
    if (event.character >= U'a' && event.character <= U'z')
        return static_cast<int>(event.character - U'a');
    return std::nullopt;
}

std::optional<Action> FrameInput::action(std::uint32_t scope) const {
    if (!event || keymap == nullptr) return std::nullopt;
    return keymap->match(*event, scope);
}

std::optional<int> FrameInput::letter() const { return event ? letter_of(*event) : std::nullopt; }

}  // namespace cf
