#include "app/ui/targeting.hpp"

#include <imgui.h>

#include "app/input.hpp"
#include "app/ui/theme.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/rules/targeting.hpp"
#include "engine/view/cell_description.hpp"

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

void TargetingState::begin(const Game& game, int letter, TargetingInfo info, bool thrown) {
    letter_ = letter;
    thrown_ = thrown;
    info_ = info;
    asking_ = false;
    cursor_ = default_target(game.world(), info.kind == Targeting::area ? info.radius : 0);
}

TargetingResult TargetingState::update(const FrameInput& input, const Game& game,
                                       const GameView& view) {
    TargetingResult result;
    if (asking_) {
        ask_about_self(input, result);
        draw_hint(game, *input.keymap);
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
        const bool self = info_.kind == Targeting::area &&
                          hits_player(game.world(), area_hits(game.world(), cursor_, info_.radius));
        if (self) {
            asking_ = true;
        } else {
            result.command = chosen();
            result.done = true;
        }
    }
    draw_hint(game, *input.keymap);
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

void TargetingState::draw_hint(const Game& game, const Keymap& keys) const {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + 12, vp->WorkPos.y + 12));
    ImGui::SetNextWindowBgAlpha(0.85f);
    ImGui::Begin("##targeting_hint", nullptr, kHintFlags);
    const World& w = game.world();
    if (thrown_) {
        ImGui::TextColored(kTitleColor, "Choose where to throw it (range %d)", info_.range);
        wrapped_textf("At: %s", look_text(describe_cell(w, game.content(), cursor_)).c_str());
    } else if (info_.kind == Targeting::area) {
        const std::string hit = hit_list(w, game.content(), area_hits(w, cursor_, info_.radius));
        ImGui::TextColored(kTitleColor, "Choose where the blast lands");
        wrapped_textf("Hits: %s", hit.c_str());
    } else {
        ImGui::TextColored(kTitleColor, "Choose a creature");
        wrapped_textf("Target: %s", look_text(describe_cell(w, game.content(), cursor_)).c_str());
    }
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

ViewOverlay TargetingState::overlay(const Game& game) const {
    ViewOverlay out;
    const Map& map = game.world().map;
    if (info_.kind == Targeting::area) {
        const int r = info_.radius;
        for (int dy = -r; dy <= r; ++dy) {
            for (int dx = -r; dx <= r; ++dx) {
                const Point p = cursor_ + Point{dx, dy};
                if (!map.in_bounds(p) || dx * dx + dy * dy > r * r) continue;
                out.cells.push_back({p.x, p.y, 255, 110, 40, 90});
            }
        }
    }
    const bool valid = map.visible(cursor_);
    out.cells.push_back({cursor_.x, cursor_.y, valid ? std::uint8_t{255} : std::uint8_t{200},
                         valid ? std::uint8_t{230} : std::uint8_t{40}, 60, 150});
    return out;
}

}  // namespace cf
