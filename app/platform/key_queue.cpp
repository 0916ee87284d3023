#include "app/platform/key_queue.hpp"

namespace cf {

namespace {

// Beyond this many unread presses the oldest are dropped: a stuck frame must not replay
// minutes of key repeat afterwards.
constexpr std::size_t kMaxQueued = 256;

}  // namespace

void KeyQueue::push_key(int key, bool shift, bool ctrl, bool alt, bool repeat) {
    // A held key repeats faster than slow turns resolve: keep one unread repeat, so letting
    // go of the key stops the player at once instead of after the backlog.
    if (repeat && !events_.empty() && events_.back().repeat && events_.back().key == key) {
        last_takes_character_ = true;
        return;
    }
    if (events_.size() >= kMaxQueued) events_.pop_front();
    events_.push_back(KeyEvent{key, 0, shift, ctrl, alt, repeat});
    last_takes_character_ = true;
}

void KeyQueue::push_character(char32_t character) {
    if (last_takes_character_ && !events_.empty()) {
        events_.back().character = character;
    } else {
        if (events_.size() >= kMaxQueued) events_.pop_front();
        events_.push_back(KeyEvent{-1, character, false, false, false, false});
    }
    last_takes_character_ = false;
}

std::optional<KeyEvent> KeyQueue::pop() {
    if (events_.empty()) return std::nullopt;
    KeyEvent event = events_.front();
    events_.pop_front();
    if (events_.empty()) last_takes_character_ = false;
    return event;
}

void KeyQueue::clear() {
    events_.clear();
    last_takes_character_ = false;
}

}  // namespace cf
