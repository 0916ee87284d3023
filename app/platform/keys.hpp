#pragma once
// Key codes for ImGui::IsKeyPressed / IsKeyDown, so app code reads keys without including GLFW.
//
// ImGui 1.86's GLFW backend stores key state in io.KeysDown[] indexed by GLFW key code, so
// these values are GLFW's (window.cpp static_asserts every one of them). GLFW key codes name
// physical keys by their US-layout label: characters that need Shift have no code of their own
// (see KeyChord below), and a layout-independent reading of a typed character needs
// io.InputQueueCharacters instead.

namespace cf::keys {

// Navigation.
inline constexpr int kUp = 265;
inline constexpr int kDown = 264;
inline constexpr int kLeft = 263;
inline constexpr int kRight = 262;
inline constexpr int kHome = 268;
inline constexpr int kEnd = 269;
inline constexpr int kPageUp = 266;
inline constexpr int kPageDown = 267;
inline constexpr int kInsert = 260;

// Numeric keypad, the roguelike movement keys (7 8 9 / 4 5 6 / 1 2 3).
inline constexpr int kKp0 = 320;
inline constexpr int kKp1 = 321;
inline constexpr int kKp2 = 322;
inline constexpr int kKp3 = 323;
inline constexpr int kKp4 = 324;
inline constexpr int kKp5 = 325;
inline constexpr int kKp6 = 326;
inline constexpr int kKp7 = 327;
inline constexpr int kKp8 = 328;
inline constexpr int kKp9 = 329;
inline constexpr int kKpDecimal = 330;
inline constexpr int kKpDivide = 331;
inline constexpr int kKpMultiply = 332;
inline constexpr int kKpSubtract = 333;
inline constexpr int kKpAdd = 334;
inline constexpr int kKpEnter = 335;

// Control keys.
inline constexpr int kEscape = 256;
inline constexpr int kEnter = 257;
inline constexpr int kTab = 258;
inline constexpr int kBackspace = 259;
inline constexpr int kDelete = 261;
inline constexpr int kSpace = 32;
inline constexpr int kLeftShift = 340;
inline constexpr int kRightShift = 344;
inline constexpr int kLeftControl = 341;
inline constexpr int kRightControl = 345;
inline constexpr int kLeftAlt = 342;
inline constexpr int kRightAlt = 346;

// Function keys.
inline constexpr int kF1 = 290;
inline constexpr int kF2 = 291;
inline constexpr int kF3 = 292;
inline constexpr int kF4 = 293;
inline constexpr int kF5 = 294;
inline constexpr int kF6 = 295;
inline constexpr int kF7 = 296;
inline constexpr int kF8 = 297;
inline constexpr int kF9 = 298;
inline constexpr int kF10 = 299;
inline constexpr int kF11 = 300;
inline constexpr int kF12 = 301;

// Punctuation (unshifted labels of the US layout).
inline constexpr int kComma = 44;
inline constexpr int kPeriod = 46;
inline constexpr int kSlash = 47;
inline constexpr int kSemicolon = 59;
inline constexpr int kApostrophe = 39;
inline constexpr int kMinus = 45;
inline constexpr int kEqual = 61;
inline constexpr int kLeftBracket = 91;
inline constexpr int kRightBracket = 93;
inline constexpr int kBackslash = 92;
inline constexpr int kGraveAccent = 96;

// Digit row.
inline constexpr int k0 = 48;
inline constexpr int k1 = 49;
inline constexpr int k2 = 50;
inline constexpr int k3 = 51;
inline constexpr int k4 = 52;
inline constexpr int k5 = 53;
inline constexpr int k6 = 54;
inline constexpr int k7 = 55;
inline constexpr int k8 = 56;
inline constexpr int k9 = 57;

// Letters: GLFW uses the upper-case ASCII code whatever the Shift state.
inline constexpr int kA = 65;
inline constexpr int kB = 66;
inline constexpr int kC = 67;
inline constexpr int kD = 68;
inline constexpr int kE = 69;
inline constexpr int kF = 70;
inline constexpr int kG = 71;
inline constexpr int kH = 72;
inline constexpr int kI = 73;
inline constexpr int kJ = 74;
inline constexpr int kK = 75;
inline constexpr int kL = 76;
inline constexpr int kM = 77;
inline constexpr int kN = 78;
inline constexpr int kO = 79;
inline constexpr int kP = 80;
inline constexpr int kQ = 81;
inline constexpr int kR = 82;
inline constexpr int kS = 83;
inline constexpr int kT = 84;
inline constexpr int kU = 85;
inline constexpr int kV = 86;
inline constexpr int kW = 87;
inline constexpr int kX = 88;
inline constexpr int kY = 89;
inline constexpr int kZ = 90;

// The key code of a letter, 'a'..'z' or 'A'..'Z'; -1 (no key) for anything else.
constexpr int letter(char c) {
    if (c >= 'a' && c <= 'z') return kA + (c - 'a');
    if (c >= 'A' && c <= 'Z') return kA + (c - 'A');
    return -1;
}

// A key plus the Shift state it needs, for characters that live on a shifted key.
struct KeyChord {
    int key = -1;
    bool shift = false;

    friend constexpr bool operator==(KeyChord, KeyChord) = default;
};

// US layout: '>' is Shift+period (stairs down), '<' Shift+comma (stairs up), '?' Shift+slash.
inline constexpr KeyChord kGreaterThan{kPeriod, true};
inline constexpr KeyChord kLessThan{kComma, true};
inline constexpr KeyChord kQuestionMark{kSlash, true};

}  // namespace cf::keys
