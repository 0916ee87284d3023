#include "app/input.hpp"

#include <imgui.h>

#include "app/platform/keys.hpp"

namespace cf {

namespace {

struct DirectionKey {
    int key;
    Direction dir;
};

constexpr DirectionKey kDirectionKeys[] = {
    {keys::kUp, Direction::n},    {keys::kDown, Direction::s},  {keys::kLeft, Direction::w},
    {keys::kRight, Direction::e}, {keys::kKp8, Direction::n},   {keys::kKp2, Direction::s},
    {keys::kKp4, Direction::w},   {keys::kKp6, Direction::e},   {keys::kKp7, Direction::nw},
    {keys::kKp9, Direction::ne},  {keys::kKp1, Direction::sw},  {keys::kKp3, Direction::se},
    {keys::kK, Direction::n},     {keys::kJ, Direction::s},     {keys::kH, Direction::w},
    {keys::kL, Direction::e},     {keys::kY, Direction::nw},    {keys::kU, Direction::ne},
    {keys::kB, Direction::sw},    {keys::kN, Direction::se},
};

bool pressed(int key, bool repeat = false) { return ImGui::IsKeyPressed(key, repeat); }

}  // namespace

KeyIntent read_key_intent() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.KeyCtrl || io.KeyAlt) return {};
    if (pressed(keys::kF1)) return {Intent::toggle_editor};
    if (pressed(keys::kEscape)) return {Intent::menu};
    if (pressed(keys::kEnter) || pressed(keys::kKpEnter)) return {Intent::confirm};
    if (io.KeyShift && pressed(keys::kPeriod)) return {Intent::descend};
    for (const DirectionKey& k : kDirectionKeys) {
        if (pressed(k.key, true)) return {Intent::move, k.dir};
    }
    if (pressed(keys::kPeriod, true) || pressed(keys::kKp5, true)) return {Intent::wait};
    if (pressed(keys::kG) || pressed(keys::kComma)) return {Intent::pickup};
    if (pressed(keys::kI)) return {Intent::inventory};
    if (pressed(keys::kD)) return {Intent::drop};
    if (pressed(keys::kC)) return {Intent::character};
    return {};
}

std::optional<int> read_letter() {
    if (ImGui::GetIO().KeyCtrl) return std::nullopt;
    for (int i = 0; i < 26; ++i) {
        if (pressed(keys::kA + i)) return i;
    }
    return std::nullopt;
}

bool escape_pressed() { return pressed(keys::kEscape); }

}  // namespace cf
