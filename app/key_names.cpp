#include "app/key_names.hpp"

#include <array>
#include <cctype>
#include <string_view>

#include "app/platform/keys.hpp"
#include "engine/core/utf8.hpp"

namespace cf {

namespace {

struct NamedKey {
    int key;
    const char* name;    // as written back (the first spelling of each key)
    char32_t types = 0;  // the character the key types, if any (NumLock on)
};

constexpr NamedKey kNamedKeys[] = {
    {keys::kUp, "Up"},
    {keys::kDown, "Down"},
    {keys::kLeft, "Left"},
    {keys::kRight, "Right"},
    {keys::kHome, "Home"},
    {keys::kEnd, "End"},
    {keys::kPageUp, "Page Up"},
    {keys::kPageDown, "Page Down"},
    {keys::kInsert, "Insert"},
    {keys::kDelete, "Delete"},
    {keys::kBackspace, "Backspace"},
    {keys::kTab, "Tab"},
    {keys::kSpace, "Space", U' '},
    {keys::kEnter, "Enter"},
    {keys::kEscape, "Esc"},
    {keys::kF1, "F1"},
    {keys::kF2, "F2"},
    {keys::kF3, "F3"},
    {keys::kF4, "F4"},
    {keys::kF5, "F5"},
    {keys::kF6, "F6"},
    {keys::kF7, "F7"},
    {keys::kF8, "F8"},
    {keys::kF9, "F9"},
    {keys::kF10, "F10"},
    {keys::kF11, "F11"},
    {keys::kF12, "F12"},
    {keys::kKp0, "Numpad 0", U'0'},
    {keys::kKp1, "Numpad 1", U'1'},
    {keys::kKp2, "Numpad 2", U'2'},
    {keys::kKp3, "Numpad 3", U'3'},
    {keys::kKp4, "Numpad 4", U'4'},
    {keys::kKp5, "Numpad 5", U'5'},
    {keys::kKp6, "Numpad 6", U'6'},
    {keys::kKp7, "Numpad 7", U'7'},
    {keys::kKp8, "Numpad 8", U'8'},
    {keys::kKp9, "Numpad 9", U'9'},
    {keys::kKpDecimal, "Numpad .", U'.'},
    {keys::kKpDivide, "Numpad /", U'/'},
    {keys::kKpMultiply, "Numpad *", U'*'},
    {keys::kKpSubtract, "Numpad -", U'-'},
    {keys::kKpAdd, "Numpad +", U'+'},
    {keys::kKpEnter, "Numpad Enter"},
};

// Other spellings people write, already folded (see key_spelling()).
struct Alias {
    const char* folded;
    int key;
};
constexpr Alias kAliases[] = {
    {"escape", keys::kEscape},    {"return", keys::kEnter},         {"pgup", keys::kPageUp},
    {"pgdn", keys::kPageDown},    {"pgdown", keys::kPageDown},      {"ins", keys::kInsert},
    {"del", keys::kDelete},       {"bksp", keys::kBackspace},       {"spacebar", keys::kSpace},
    {"uparrow", keys::kUp},       {"downarrow", keys::kDown},       {"leftarrow", keys::kLeft},
    {"rightarrow", keys::kRight}, {"numpadreturn", keys::kKpEnter},
};

// Keys a chord names by their US label: Ctrl+A, Ctrl+1, Ctrl+[.
struct LabelledKey {
    char label;
    int key;
};
constexpr LabelledKey kPunctuationKeys[] = {
    {',', keys::kComma},      {'.', keys::kPeriod},      {'/', keys::kSlash},
    {';', keys::kSemicolon},  {'\'', keys::kApostrophe}, {'-', keys::kMinus},
    {'=', keys::kEqual},      {'[', keys::kLeftBracket}, {']', keys::kRightBracket},
    {'\\', keys::kBackslash}, {'`', keys::kGraveAccent},
};

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Lower case without blanks and underscores; "keypad" and "kp" read as "numpad".
std::string key_spelling(std::string_view text) {
    std::string out;
    for (const char c : lower(text)) {
        if (c != ' ' && c != '_' && c != '\t') out += c;
    }
    for (const std::string_view prefix : {"keypad", "kp"}) {
        if (out.rfind(prefix, 0) == 0 && out.size() > prefix.size())
            return "numpad" + out.substr(prefix.size());
    }
    return out;
}

std::optional<int> named_key(std::string_view name) {
    const std::string folded = key_spelling(name);
    for (const NamedKey& k : kNamedKeys) {
        if (key_spelling(k.name) == folded) return k.key;
    }
    for (const Alias& a : kAliases) {
        if (folded == a.folded) return a.key;
    }
    return std::nullopt;
}

// The key a chord's one-character name stands for: letters, digits and US punctuation.
std::optional<int> labelled_key(char32_t c) {
    if (c >= U'a' && c <= U'z') return keys::kA + static_cast<int>(c - U'a');
    if (c >= U'A' && c <= U'Z') return keys::kA + static_cast<int>(c - U'A');
    if (c >= U'0' && c <= U'9') return keys::k0 + static_cast<int>(c - U'0');
    for (const LabelledKey& k : kPunctuationKeys) {
        if (static_cast<char32_t>(k.label) == c) return k.key;
    }
    return std::nullopt;
}

std::string key_label(int key) {
    for (const NamedKey& k : kNamedKeys) {
        if (k.key == key) return k.name;
    }
    if (key >= keys::kA && key <= keys::kZ) return std::string(1, static_cast<char>(key));
    if (key >= keys::k0 && key <= keys::k9) return std::string(1, static_cast<char>(key));
    for (const LabelledKey& k : kPunctuationKeys) {
        if (k.key == key) return std::string(1, k.label);
    }
    return "key " + std::to_string(key);
}

std::string utf8_of(char32_t c) {
    std::string out;
    append_utf8(out, c);
    return out;
}

char32_t typed_by(const Binding& b) {
    if (b.kind != Binding::Kind::key || b.ctrl || b.alt) return 0;
    for (const NamedKey& k : kNamedKeys) {
        if (k.key == b.code) return k.types;
    }
    return 0;
}

// Strips "ctrl+", "alt+" and "shift+" from the front of `name` into `b`.
std::string_view take_modifiers(std::string_view name, Binding& b) {
    for (bool more = true; more;) {
        more = false;
        const std::string head = lower(name.substr(0, 8));
        for (const auto& [prefix, flag] :
             std::array<std::pair<std::string_view, bool*>, 4>{{{"ctrl+", &b.ctrl},
                                                                {"control+", &b.ctrl},
                                                                {"alt+", &b.alt},
                                                                {"shift+", &b.shift}}}) {
            if (head.rfind(prefix, 0) == 0 && name.size() > prefix.size()) {
                *flag = true;
                name.remove_prefix(prefix.size());
                more = true;
                break;
            }
        }
    }
    return name;
}

}  // namespace

bool Binding::matches(const KeyEvent& e) const {
    if (kind == Kind::character)
        return !e.ctrl && !e.alt && e.character != 0 && static_cast<int>(e.character) == code;
    return e.key == code && e.ctrl == ctrl && e.alt == alt && (!shift || e.shift);
}

std::string binding_name(const Binding& b) {
    if (b.kind == Binding::Kind::character) return utf8_of(static_cast<char32_t>(b.code));
    std::string out;
    if (b.ctrl) out += "Ctrl+";
    if (b.alt) out += "Alt+";
    if (b.shift) out += "Shift+";
    return out + key_label(b.code);
}

BindingParse parse_binding(const std::string& name) {
    const std::string shown = "'" + escape_controls(name) + "'";
    if (const auto c = single_code_point(name); c && *c > U' ' && *c != 0x7F)
        return {Binding::character_of(*c), {}};
    Binding b;
    const std::string_view rest = take_modifiers(name, b);
    if (const std::optional<int> key = named_key(rest)) {
        b.kind = Binding::Kind::key;
        b.code = *key;
        return {b, {}};
    }
    const auto c = single_code_point(rest);
    if (!c || *c <= U' ' || *c == 0x7F) return {std::nullopt, "unknown key " + shown};
    if (!b.ctrl && !b.alt) {
        return {std::nullopt,
                shown + ": write the character Shift types instead (e.g. 'A' or '>')"};
    }
    const std::optional<int> key = labelled_key(*c);
    if (!key)
        return {std::nullopt, shown + ": Ctrl and Alt go with letters, digits and keys like F5"};
    b.kind = Binding::Kind::key;
    b.code = *key;
    return {b, {}};
}

std::optional<Binding> binding_named(const std::string& name) {
    return parse_binding(name).binding;
}

bool bindings_overlap(const Binding& a, const Binding& b) {
    if (a == b) return true;
    if (a.kind == Binding::Kind::character) return typed_by(b) == static_cast<char32_t>(a.code);
    if (b.kind == Binding::Kind::character) return typed_by(a) == static_cast<char32_t>(b.code);
    return false;
}

}  // namespace cf
