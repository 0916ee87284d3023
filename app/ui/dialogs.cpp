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
#include "engine/rules/inventory.hpp"
#include "engine/rules/stats.hpp"
#include "engine/view/death_story.hpp"

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
// Lines of the log the game-over screen repeats.
constexpr std::size_t kGameOverMessages = 6;

constexpr ImGuiWindowFlags kDialogFlags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize |
                                          ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings;

bool wide_button(const char* label) { return ui::Button(label, ImVec2(-1, 36)); }

// "Continue  (c)": a button's label with the key that does the same, from the keymap.
std::string with_key(const char* label, const FrameInput& input, Action action) {
    return std::string(label) + "  (" + input.keymap->hint(action) + ")";
}

// One choice of a dialog: its button's text, the action whose key also picks it, and what
// it picks.
template <class Choice>
struct DialogChoice {
    std::string label;
    Action action;
    Choice choice;
};

// A wide button for each choice; what the player clicked, or pressed the key of in `scope`
// (a key wins over a click in the same frame); nothing when neither.
template <class Choice>
std::optional<Choice> choice_buttons(const FrameInput& input, std::uint32_t scope,
                                     const std::vector<DialogChoice<Choice>>& choices) {
    std::optional<Choice> picked;
    for (const DialogChoice<Choice>& c : choices) {
        if (wide_button(c.label.c_str())) picked = c.choice;
    }
    const std::optional<Action> key = input.action(scope);
    for (const DialogChoice<Choice>& c : choices) {
        if (key == c.action) picked = c.choice;
    }
    return picked;
}

void centred_text(const char* text, ImVec4 color) {
    const float w = ImGui::CalcTextSize(text).x;
    ImGui::SetCursorPosX((ImGui::GetWindowSize().x - w) * 0.5f);
    ImGui::TextColored(color, "%s", text);
}

void stat_row(const char* name, const StatBreakdown& b) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(name);
    ImGui::TableNextColumn();
    ImGui::Text("%d", b.base);
    ImGui::TableNextColumn();
    ImGui::Text("%+d", b.gains);
    ImGui::TableNextColumn();
    ImGui::Text("%+d", b.bonus());
    if (ImGui::IsItemHovered() && !b.bonuses.empty()) {
        ImGui::BeginTooltip();
        for (const StatSource& s : b.bonuses)
            ImGui::Text("%+d from %s (%s)", s.amount, s.item_name.c_str(), s.slot.c_str());
        ImGui::EndTooltip();
    }
    ImGui::TableNextColumn();
    ImGui::TextColored(kTitleColor, "%d", b.total());
}

}  // namespace

MenuChoice draw_main_menu(const FrameInput& input, bool can_resume,
                          const std::string& continue_reason, const std::string& continue_note) {
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
    if (can_resume && wide_button(with_key("Resume", input, Action::menu).c_str()))
        choice = MenuChoice::resume;
    if (!can_continue) ImGui::BeginDisabled();
    if (wide_button(with_key("Continue", input, Action::menu_continue).c_str()))
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
    if (wide_button(with_key("New game", input, Action::menu_new_game).c_str()))
        choice = MenuChoice::new_game;
    if (wide_button(with_key("Quit", input, Action::menu_quit).c_str())) choice = MenuChoice::quit;
    ImGui::End();
    switch (input.action(kScopeMainMenu).value_or(Action::confirm)) {
        case Action::menu_continue:
            if (can_continue) choice = MenuChoice::continue_game;
            break;
        case Action::menu_new_game:
            choice = MenuChoice::new_game;
            break;
        case Action::menu_quit:
            choice = MenuChoice::quit;
            break;
        case Action::menu:
            if (can_resume) choice = MenuChoice::resume;
            break;
        default:
            break;
    }
    return choice;
}

std::optional<bool> draw_overwrite_confirmation(const FrameInput& input) {
    centre_next_window(ImVec2(460, kFit));
    ImGui::Begin("Overwrite the saved game?###overwrite", nullptr, kDialogFlags);
    wrapped_textf(
        "A saved game exists. A new game will replace it when it is next saved; the old save is "
        "kept beside it as .bak.");
    ImGui::Spacing();
    std::optional<bool> answer;
    if (ui::Button(with_key("Start a new game", input, Action::answer_yes).c_str(),
                   ImVec2(200 * ui_scale(), 32 * ui_scale())))
        answer = true;
    ImGui::SameLine();
    if (ui::Button(with_key("Keep it", input, Action::menu).c_str(), ImVec2(-1, 32 * ui_scale())))
        answer = false;
    ImGui::End();
    const std::optional<Action> key = input.action(kScopeQuestion);
    if (key == Action::answer_yes) answer = true;
    if (key == Action::answer_no || key == Action::menu) answer = false;
    return answer;
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

MenuChoice draw_game_over(const FrameInput& input, const Game& game,
                          const std::string& morgue_note) {
    const World& w = game.world();
    const Content& c = game.content();
    centre_next_window(ImVec2(kGameOverWidth, kFit));
    ImGui::Begin("##game_over", nullptr, kDialogFlags | ImGuiWindowFlags_NoTitleBar);
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(title_font());
    centred_text("You died", tone_color(Tone::player_death));
    ImGui::PopFont();
    centred_text(death_cause(w, c).c_str(), kTitleColor);
    const Progression& p = *w.player().progression;
    const std::string level =
        "Level " + std::to_string(p.level) + ", " + std::to_string(p.xp) + " XP";
    centred_text(level.c_str(), kDimColor);
    std::string kills;
    for (const KillCount& k : kills_by_kind(w, c))
        kills += (kills.empty() ? "" : ", ") +
                 (k.count == 1 ? "1 " + k.name : counted_name(k.name, k.count));
    ImGui::Spacing();
    wrapped_textf("Kills: %s", kills.empty() ? "none" : kills.c_str());
    ImGui::Separator();
    for (const std::string& line : last_messages(w, kGameOverMessages))
        ImGui::TextColored(kDimColor, "%s", line.c_str());
    ImGui::Separator();
    if (!morgue_note.empty()) wrapped_text(morgue_note);
    ImGui::Dummy(ImVec2(0, 8));
    const std::optional<MenuChoice> choice = choice_buttons<MenuChoice>(
        input, kScopeGameOver,
        {{with_key("Look at the map", input, Action::look_at_map), Action::look_at_map,
          MenuChoice::look},
         {with_key("New game", input, Action::menu_new_game), Action::menu_new_game,
          MenuChoice::new_game},
         {with_key("Quit", input, Action::menu_quit), Action::menu_quit, MenuChoice::quit}});
    ImGui::End();
    return choice.value_or(MenuChoice::none);
}

void draw_character_window(const FrameInput& input, const Game& game, bool& close) {
    const Entity& p = game.world().player();
    const Content& c = game.content();
    const ActorDef& def = *c.actor(p.def);
    centre_next_window(ImVec2(kCharacterWidth, kFit));
    bool open = true;
    ImGui::Begin("Character###character", &open, kDialogFlags);
    const int level = p.progression->level;
    ImGui::TextColored(kTitleColor, "%s, level %d", def.name.c_str(), level);
    ImGui::Text("XP %d   next level at %d (%d to go)", p.progression->xp,
                xp_at_level(def, level + 1), xp_at_level(def, level + 1) - p.progression->xp);
    ImGui::Separator();
    if (ImGui::BeginTable("stats", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        for (const char* h : {"", "base", "levels", "gear", "total"}) ImGui::TableSetupColumn(h);
        ImGui::TableHeadersRow();
        stat_row("Max HP", breakdown(p, c, Stat::max_hp));
        stat_row("Power", breakdown(p, c, Stat::power));
        stat_row("Defense", breakdown(p, c, Stat::defense));
        ImGui::EndTable();
    }
    ImGui::Spacing();
    const std::string hint = "Hover a gear value to see which item gives it. " +
                             input.keymap->hint(Action::menu) + " closes.";
    ImGui::TextColored(kDimColor, "%s", hint.c_str());
    ImGui::End();
    if (!open || input.is(Action::menu, kScopeSheet)) close = true;
}

std::optional<LevelUpChoice> draw_level_up_dialog(const FrameInput& input, const Game& game) {
    const Entity& p = game.world().player();
    const Content& c = game.content();
    centre_next_window(ImVec2(460, kFit));
    ImGui::Begin("Level up!###level_up", nullptr, kDialogFlags);
    ImGui::TextColored(kTitleColor, "You reach level %d. Choose a reward:", p.progression->level);
    ImGui::Spacing();
    const Keymap& keys = *input.keymap;
    const std::string hp = "(" + keys.hint(Action::level_hp) + ") Constitution: +20 max HP, from " +
                           std::to_string(max_hp(p, c));
    const std::string pw = "(" + keys.hint(Action::level_power) + ") Strength: +1 power, from " +
                           std::to_string(power(p, c));
    const std::string df = "(" + keys.hint(Action::level_defense) + ") Agility: +1 defense, from " +
                           std::to_string(defense(p, c));
    const std::optional<LevelUpChoice> choice =
        choice_buttons<LevelUpChoice>(input, kScopeLevelUp,
                                      {{hp, Action::level_hp, LevelUpChoice::max_hp},
                                       {pw, Action::level_power, LevelUpChoice::power},
                                       {df, Action::level_defense, LevelUpChoice::defense}});
    ImGui::End();
    return choice;
}

}  // namespace cf
