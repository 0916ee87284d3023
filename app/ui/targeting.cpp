#include "app/ui/targeting.hpp"

#include <imgui.h>

#include "app/input.hpp"
#include "app/ui/theme.hpp"
#include "editor/wrapped_text.hpp"

namespace cf {

namespace {

constexpr ImGuiWindowFlags kHintFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing;

bool mouse_moved() {
    const ImVec2 d = ImGui::GetIO().MouseDelta;
    return d.x * d.x + d.y * d.y > 0.0f;
}

}  // namespace

void TargetingState::begin(int letter, TargetingInfo info, Point aim, bool thrown) {
    letter_ = letter;
    thrown_ = thrown;
    info_ = info;
    asking_ = false;
    cursor_ = aim;
}

TargetingResult TargetingState::update(const FrameInput& input, const Game& game,
                                       const GameView& view) {
    TargetingResult result;
    if (asking_) {
        ask_about_self(input, result);
        return result;
    }
    const Map& map = game.world().map;
    if (auto hovered = view.hovered_cell(); hovered && mouse_moved()) cursor_ = *hovered;
    const std::optional<Action> key = input.action(kScopeCursor);
    if (const std::optional<Direction> dir = key ? direction_of(*key) : std::nullopt) {
        const Point next = cursor_ + delta(*dir);
        if (map.in_bounds(next)) cursor_ = next;
    }
    const bool clicked = view.clicked() && view.hovered_cell();
    if (key == Action::menu) {
        result.done = true;
    } else if (key == Action::confirm || clicked) {
        if (clicked) cursor_ = *view.hovered_cell();
        if (build_targeting_picture(game.world(), game.content(), cursor_, info_, thrown_)
                .hits_player) {
            asking_ = true;
        } else {
            result.command = chosen();
            result.done = true;
        }
    }
    return result;
}

Command TargetingState::chosen() const {
    return thrown_ ? Command::throw_at(letter_, cursor_) : Command::use(letter_, cursor_);
}

void TargetingState::ask_about_self(const FrameInput& input, TargetingResult& result) {
    const std::optional<Action> answer = input.action(kScopeQuestion);
    if (answer == Action::answer_yes) {
        result.command = chosen();
        result.done = true;
    } else if (answer == Action::answer_no || answer == Action::menu) {
        asking_ = false;  // back to aiming, the cursor where it was
    }
}

void TargetingState::prepare(const Game& game) {
    picture_ = build_targeting_picture(game.world(), game.content(), cursor_, info_, thrown_);
}

void TargetingState::draw_hint(const Keymap& keys) const {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + 12, vp->WorkPos.y + 12));
    ImGui::SetNextWindowBgAlpha(0.85f);
    ImGui::Begin("##targeting_hint", nullptr, kHintFlags);
    ImGui::TextColored(kTitleColor, "%s", picture_.title.c_str());
    wrapped_text(picture_.hits);
    if (asking_) {
        const std::string question =
            "You are inside the blast. Use it anyway?  " + keys.hint(Action::answer_yes) +
            ": yes   " + keys.hint(Action::answer_no) + " or " + keys.hint(Action::menu) + ": no";
        ImGui::TextColored(tone_color(Tone::warning), "%s", question.c_str());
    } else {
        const std::string help = "Move the cursor with the movement keys or the mouse.\n" +
                                 keys.hint(Action::confirm) + " or click: confirm    " +
                                 keys.hint(Action::menu) + ": cancel";
        ImGui::TextColored(kDimColor, "%s", help.c_str());
    }
    ImGui::End();
}

}  // namespace cf
