#include "app/ui/dialogs.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/input.hpp"
#include "app/ui/layout.hpp"
#include "app/ui/theme.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/rules/command.hpp"

namespace cf {

namespace {

// Centred and shrunk to fit the window (ui/layout.hpp); a height of 0 fits the contents,
// up to the window's height.
void centre_next_window(ImVec2 size) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float scale = ui_scale();
    const float tall = size.y > 0 ? size.y : vp->WorkSize.y;
    const Box b = dialog_box(vp->WorkSize.x, vp->WorkSize.y, size.x, tall / scale, scale);
    ImGui::SetNextWindowPos(
        ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
        ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    if (size.y > 0) {
        ImGui::SetNextWindowSize(ImVec2(b.w, b.h), ImGuiCond_Always);
    } else {
        ImGui::SetNextWindowSizeConstraints(ImVec2(b.w, 0), ImVec2(b.w, b.h));
    }
}

constexpr float kFit = 0.0f;

constexpr ImGuiWindowFlags kDialogFlags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize |
                                          ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings;

bool wide_button(const char* label) { return ui::Button(label, ImVec2(-1, 36)); }

// "Continue  (c)": a button's label with the key that does the same, from the keymap.
std::string with_key(const char* label, const Keymap& keys, Action action) {
    return std::string(label) + "  (" + keys.hint(action) + ")";
}

// One choice of a dialog: its button's text and what it picks.
template <class Choice>
struct DialogChoice {
    std::string label;
    Choice choice;
};

// A wide button for each choice; what the player clicked, if anything.
template <class Choice>
std::optional<Choice> choice_buttons(const std::vector<DialogChoice<Choice>>& choices) {
    std::optional<Choice> picked;
    for (const DialogChoice<Choice>& c : choices) {
        if (wide_button(c.label.c_str())) picked = c.choice;
    }
    return picked;
}

void centred_text(const char* text, ImVec4 color) {
    const float w = ImGui::CalcTextSize(text).x;
    ImGui::SetCursorPosX((ImGui::GetWindowSize().x - w) * 0.5f);
    ImGui::TextColored(color, "%s", text);
}

void stat_row(const StatRow& row) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.name.c_str());
    ImGui::TableNextColumn();
    ImGui::Text("%d", row.base);
    ImGui::TableNextColumn();
    ImGui::Text("%+d", row.gains);
    ImGui::TableNextColumn();
    ImGui::Text("%+d", row.gear);
    if (ImGui::IsItemHovered() && !row.sources.empty()) {
        ImGui::BeginTooltip();
        for (const std::string& source : row.sources) ImGui::TextUnformatted(source.c_str());
        ImGui::EndTooltip();
    }
    ImGui::TableNextColumn();
    ImGui::TextColored(kTitleColor, "%d", row.total);
}

}  // namespace

MenuChoice draw_main_menu(const Keymap& keys, bool can_resume, const std::string& continue_reason,
                          const std::string& continue_note) {
    const bool can_continue = continue_reason.empty();
    centre_next_window(ImVec2(kMenuWidth, kFit));
    ImGui::Begin("##main_menu", nullptr, kDialogFlags | ImGuiWindowFlags_NoTitleBar);
    ImGui::Dummy(ImVec2(0, 10));
    ImGui::PushFont(title_font());
    centred_text("CRYPTFORGE", kTitleColor);
    ImGui::PopFont();
    centred_text("a roguelike and the tool to make it", kDimColor);
    ImGui::Dummy(ImVec2(0, 16));
    MenuChoice choice = MenuChoice::none;
    if (can_resume && wide_button(with_key("Resume", keys, Action::menu).c_str()))
        choice = MenuChoice::resume;
    if (!can_continue) ImGui::BeginDisabled();
    if (wide_button(with_key("Continue", keys, Action::menu_continue).c_str()))
        choice = MenuChoice::continue_game;
    if (!can_continue) {
        ImGui::EndDisabled();
        ImGui::PushStyleColor(ImGuiCol_Text, kDimColor);
        wrapped_text(continue_reason);
        ImGui::PopStyleColor();
    } else if (!continue_note.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.8f, 0.3f, 1.0f));
        wrapped_text(continue_note);
        ImGui::PopStyleColor();
    }
    if (wide_button(with_key("New game", keys, Action::menu_new_game).c_str()))
        choice = MenuChoice::new_game;
    if (wide_button(with_key("Quit", keys, Action::menu_quit).c_str())) choice = MenuChoice::quit;
    ImGui::End();
    return choice;
}

MenuChoice main_menu_key(const FrameInput& input, bool can_resume, bool can_continue) {
    switch (input.action(kScopeMainMenu).value_or(Action::confirm)) {
        case Action::menu_continue:
            return can_continue ? MenuChoice::continue_game : MenuChoice::none;
        case Action::menu_new_game:
            return MenuChoice::new_game;
        case Action::menu_quit:
            return MenuChoice::quit;
        case Action::menu:
            return can_resume ? MenuChoice::resume : MenuChoice::none;
        default:
            return MenuChoice::none;
    }
}

std::optional<bool> draw_overwrite_confirmation(const Keymap& keys) {
    centre_next_window(ImVec2(460, kFit));
    ImGui::Begin("Overwrite the saved game?###overwrite", nullptr, kDialogFlags);
    wrapped_textf(
        "A saved game exists. A new game will replace it when it is next saved; the old save is "
        "kept beside it as .bak.");
    ImGui::Spacing();
    std::optional<bool> answer;
    if (ui::Button(with_key("Start a new game", keys, Action::answer_yes).c_str(),
                   ImVec2(200 * ui_scale(), 32 * ui_scale())))
        answer = true;
    ImGui::SameLine();
    if (ui::Button(with_key("Keep it", keys, Action::menu).c_str(), ImVec2(-1, 32 * ui_scale())))
        answer = false;
    ImGui::End();
    return answer;
}

std::optional<bool> overwrite_key(const FrameInput& input) {
    const std::optional<Action> key = input.action(kScopeQuestion);
    if (key == Action::answer_yes) return true;
    if (key == Action::answer_no || key == Action::menu) return false;
    return std::nullopt;
}

UnsavedChoice draw_unsaved_content_dialog(const FrameInput& input) {
    centre_next_window(ImVec2(520, kFit));
    ImGui::Begin("Unsaved content changes###unsaved", nullptr, kDialogFlags);
    wrapped_textf(
        "The content has edits that are not saved to its YAML files. Save them before quitting?");
    ImGui::Spacing();
    UnsavedChoice choice = UnsavedChoice::none;
    if (ui::Button("Save and quit", ImVec2(160, 32))) choice = UnsavedChoice::save;
    ImGui::SameLine();
    if (ui::Button("Quit without saving", ImVec2(180, 32))) choice = UnsavedChoice::discard;
    ImGui::SameLine();
    if (ui::Button("Cancel", ImVec2(-1, 32))) choice = UnsavedChoice::cancel;
    ImGui::End();
    if (input.is(Action::menu, kScopeQuestion)) choice = UnsavedChoice::cancel;
    return choice;
}

MenuChoice draw_game_over(const Keymap& keys, const DeathPicture& death,
                          const std::string& morgue_note) {
    centre_next_window(ImVec2(kGameOverWidth, kFit));
    ImGui::Begin("##game_over", nullptr, kDialogFlags | ImGuiWindowFlags_NoTitleBar);
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(title_font());
    if (death.won)
        centred_text("You won", tone_color(Tone::level_up));
    else
        centred_text("You died", tone_color(Tone::player_death));
    ImGui::PopFont();
    centred_text(death.cause.c_str(), kTitleColor);
    centred_text(death.level.c_str(), kDimColor);
    ImGui::Spacing();
    wrapped_textf("Kills: %s", death.kills.c_str());
    ImGui::Separator();
    for (const std::string& line : death.last_messages)
        ImGui::TextColored(kDimColor, "%s", line.c_str());
    ImGui::Separator();
    if (!morgue_note.empty()) wrapped_text(morgue_note);
    ImGui::Dummy(ImVec2(0, 8));
    const std::optional<MenuChoice> choice = choice_buttons<MenuChoice>(
        {{with_key("Look at the map", keys, Action::look_at_map), MenuChoice::look},
         {with_key("New game", keys, Action::menu_new_game), MenuChoice::new_game},
         {with_key("Quit", keys, Action::menu_quit), MenuChoice::quit}});
    ImGui::End();
    return choice.value_or(MenuChoice::none);
}

MenuChoice game_over_key(const FrameInput& input) {
    switch (input.action(kScopeGameOver).value_or(Action::confirm)) {
        case Action::look_at_map:
            return MenuChoice::look;
        case Action::menu_new_game:
            return MenuChoice::new_game;
        case Action::menu_quit:
            return MenuChoice::quit;
        default:
            return MenuChoice::none;
    }
}

bool draw_character_window(const Keymap& keys, const SheetPicture& sheet) {
    centre_next_window(ImVec2(kCharacterWidth, kFit));
    bool open = true;
    ImGui::Begin("Character###character", &open, kDialogFlags);
    ImGui::TextColored(kTitleColor, "%s", sheet.title.c_str());
    ImGui::TextUnformatted(sheet.xp.c_str());
    ImGui::Separator();
    if (ImGui::BeginTable("stats", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        for (const char* h : {"", "base", "levels", "gear", "total"}) ImGui::TableSetupColumn(h);
        ImGui::TableHeadersRow();
        for (const StatRow& row : sheet.stats) stat_row(row);
        ImGui::EndTable();
    }
    ImGui::Spacing();
    const std::string hint =
        "Hover a gear value to see which item gives it. " + keys.hint(Action::menu) + " closes.";
    ImGui::TextColored(kDimColor, "%s", hint.c_str());
    ImGui::End();
    return !open;
}

std::optional<LevelUpChoice> draw_level_up_dialog(const Keymap& keys,
                                                  const LevelUpPicture& choice) {
    centre_next_window(ImVec2(460, kFit));
    ImGui::Begin("Level up!###level_up", nullptr, kDialogFlags);
    ImGui::TextColored(kTitleColor, "You reach level %d. Choose a reward:", choice.level);
    ImGui::Spacing();
    const std::string hp = "(" + keys.hint(Action::level_hp) + ") Constitution: +20 max HP, from " +
                           std::to_string(choice.max_hp);
    const std::string pw = "(" + keys.hint(Action::level_power) + ") Strength: +1 power, from " +
                           std::to_string(choice.power);
    const std::string df = "(" + keys.hint(Action::level_defense) + ") Agility: +1 defense, from " +
                           std::to_string(choice.defense);
    const std::optional<LevelUpChoice> picked = choice_buttons<LevelUpChoice>(
        {{hp, LevelUpChoice::max_hp}, {pw, LevelUpChoice::power}, {df, LevelUpChoice::defense}});
    ImGui::End();
    return picked;
}

std::optional<LevelUpChoice> level_up_key(const FrameInput& input) {
    switch (input.action(kScopeLevelUp).value_or(Action::confirm)) {
        case Action::level_hp:
            return LevelUpChoice::max_hp;
        case Action::level_power:
            return LevelUpChoice::power;
        case Action::level_defense:
            return LevelUpChoice::defense;
        default:
            return std::nullopt;
    }
}

}  // namespace cf
