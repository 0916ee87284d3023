#include "engine/rules/command.hpp"

#include <sstream>
#include <vector>

#include "engine/core/number_text.hpp"

namespace cf {

namespace {

constexpr std::string_view kChoiceNames[] = {"hp", "power", "defense"};

std::string letter(int index) { return std::string(1, static_cast<char>('a' + index)); }

std::vector<std::string> words(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

std::optional<int> parse_letter(const std::string& w) {
    if (w.size() == 1 && w[0] >= 'a' && w[0] <= 'z') return w[0] - 'a';
    return std::nullopt;
}

// Coordinates follow the one number rule of every file (number_text.hpp).
std::optional<int> parse_int(const std::string& w) { return parse_whole_number<int>(w); }

}  // namespace

std::string to_string(const Command& c) {
    switch (c.kind) {
        case CommandKind::move:
            return "move " + std::string(direction_name(c.dir));
        case CommandKind::attack:
            return "attack " + std::string(direction_name(c.dir));
        case CommandKind::wait:
            return "wait";
        case CommandKind::pickup:
            return "pickup";
        case CommandKind::drop:
            return "drop " + letter(c.item);
        case CommandKind::use: {
            std::string out = "use " + letter(c.item);
            if (c.target)
                out += " " + std::to_string(c.target->x) + " " + std::to_string(c.target->y);
            return out;
        }
        case CommandKind::equip:
            return "equip " + letter(c.item);
        case CommandKind::descend:
            return "descend";
        case CommandKind::level_up:
            return "levelup " + std::string(kChoiceNames[static_cast<int>(c.choice)]);
        case CommandKind::travel: {
            const Point goal = c.target.value_or(Point{});
            return "travel " + std::to_string(goal.x) + " " + std::to_string(goal.y);
        }
        case CommandKind::explore:
            return "explore";
        case CommandKind::rest:
            return "rest";
        case CommandKind::close:
            return "close " + std::string(direction_name(c.dir));
        case CommandKind::throw_item: {
            const Point at = c.target.value_or(Point{});
            return "throw " + letter(c.item) + " " + std::to_string(at.x) + " " +
                   std::to_string(at.y);
        }
    }
    return "?";
}

std::optional<Command> parse_command(std::string_view text, std::string& error) {
    const auto w = words(text);
    if (w.empty()) {
        error = "empty command";
        return std::nullopt;
    }
    const std::string& verb = w[0];
    auto need = [&](std::size_t n, const char* usage) {
        if (w.size() == n) return true;
        error = "'" + std::string(text) + "': expected '" + usage + "'";
        return false;
    };
    if (verb == "move" || verb == "attack" || verb == "close") {
        if (!need(2, "move|attack|close n|ne|e|se|s|sw|w|nw")) return std::nullopt;
        auto d = parse_direction(w[1]);
        if (!d) {
            error = "unknown direction '" + w[1] + "' (use n, ne, e, se, s, sw, w, nw)";
            return std::nullopt;
        }
        if (verb == "close") return Command::close(*d);
        return verb == "move" ? Command::move(*d) : Command::attack(*d);
    }
    if (verb == "wait" && need(1, "wait")) return Command::wait();
    if ((verb == "pickup" || verb == "get") && need(1, "pickup")) return Command::pickup();
    if (verb == "descend" && need(1, "descend")) return Command::descend();
    if (verb == "explore" && need(1, "explore")) return Command::explore();
    if (verb == "rest" && need(1, "rest")) return Command::rest();
    if (verb == "travel") {
        if (!need(3, "travel X Y")) return std::nullopt;
        auto x = parse_int(w[1]);
        auto y = parse_int(w[2]);
        if (!x || !y) {
            error = "'travel' needs two whole numbers: 'travel 12 8'";
            return std::nullopt;
        }
        return Command::travel(Point{*x, *y});
    }
    if (verb == "drop" || verb == "equip" || verb == "use") {
        if (w.size() < 2) {
            error = "'" + verb + "' needs an inventory letter, like '" + verb + " a'";
            return std::nullopt;
        }
        auto item = parse_letter(w[1]);
        if (!item) {
            error = "'" + w[1] + "' is not an inventory letter a-z";
            return std::nullopt;
        }
        if (verb == "use" && w.size() == 4) {
            auto x = parse_int(w[2]);
            auto y = parse_int(w[3]);
            if (!x || !y) {
                error = "'use' target must be two whole numbers: 'use c 12 8'";
                return std::nullopt;
            }
            return Command::use(*item, Point{*x, *y});
        }
        if (!need(2, (verb + " <letter>" + (verb == "use" ? " [x y]" : "")).c_str()))
            return std::nullopt;
        if (verb == "drop") return Command::drop(*item);
        if (verb == "equip") return Command::equip(*item);
        return Command::use(*item);
    }
    if (verb == "throw") {
        if (!need(4, "throw <letter> X Y")) return std::nullopt;
        auto item = parse_letter(w[1]);
        auto x = parse_int(w[2]);
        auto y = parse_int(w[3]);
        if (!item || !x || !y) {
            error = "'throw' needs an inventory letter and a cell: 'throw b 12 8'";
            return std::nullopt;
        }
        return Command::throw_at(*item, Point{*x, *y});
    }
    if (verb == "levelup") {
        if (!need(2, "levelup hp|power|defense")) return std::nullopt;
        for (int i = 0; i < 3; ++i) {
            if (kChoiceNames[i] == w[1]) return Command::level_up(static_cast<LevelUpChoice>(i));
        }
        error = "unknown level-up choice '" + w[1] + "' (use hp, power or defense)";
        return std::nullopt;
    }
    if (error.empty()) error = "unknown command '" + verb + "'";
    return std::nullopt;
}

}  // namespace cf
