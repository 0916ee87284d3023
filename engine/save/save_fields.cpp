#include "engine/save/save_fields.hpp"

#include <set>

namespace cf::save_format {

namespace {

// A value as shown in a message: hostile files can hold megabytes in one scalar.
std::string shown(const std::string& text) {
    constexpr std::size_t kMax = 40;
    return text.size() <= kMax ? text : text.substr(0, kMax) + "...";
}

std::string range_text(long long lo, long long hi) {
    return " from " + std::to_string(lo) + " to " + std::to_string(hi);
}

}  // namespace

void Reader::report(const Node& at, std::string message) const {
    report(at.line, at.column, std::move(message));
}

void Reader::report(int line, int column, std::string message) const {
    problems_.push_back({file_, line, column, std::move(message)});
}

std::optional<long long> Reader::number(const Node& n, const std::string& label, long long lo,
                                        long long hi) const {
    // The one number rule of every file (engine/core/number_text.hpp).
    const std::string why = n.is_scalar() ? whole_number_problem(n.text, n.form)
                                          : std::string("it is not a single value");
    if (!why.empty()) {
        report(n, label + " must be a whole number" + range_text(lo, hi) + ": " + why);
        return std::nullopt;
    }
    const std::optional<long long> value = parse_whole_number<long long>(n.text);
    if (!value) {
        report(n, label + " is " + shown(n.text) + ", far outside the range" + range_text(lo, hi));
        return std::nullopt;
    }
    if (*value < lo || *value > hi) {
        report(n, label + " is " + std::to_string(*value) + ", but must be" + range_text(lo, hi));
        return std::nullopt;
    }
    return value;
}

std::optional<std::uint64_t> Reader::unsigned64(const Node& n, const std::string& label) const {
    const std::string range = " from 0 to 18446744073709551615";
    std::string why = n.is_scalar() ? whole_number_problem(n.text, n.form)
                                    : std::string("it is not a single value");
    if (why.empty() && n.text.starts_with('-')) why = "it is negative";
    if (!why.empty()) {
        report(n, label + " must be a whole number" + range + ": " + why);
        return std::nullopt;
    }
    const std::optional<std::uint64_t> value = parse_whole_number<std::uint64_t>(n.text);
    if (!value) report(n, label + " is " + shown(n.text) + ", larger than 18446744073709551615");
    return value;
}

std::optional<std::string> Reader::text(const Node& n, const std::string& label) const {
    if (n.is_scalar()) return n.text;
    report(n, label + " must be text");
    return std::nullopt;
}

std::optional<std::string> Reader::id(const Node& n, const std::string& label) const {
    if (n.is_scalar() && !n.text.empty()) return n.text;
    report(n, label + " must be an id like 'orc'");
    return std::nullopt;
}

const Node* Reader::sequence(const Node& n, const std::string& label) const {
    if (n.is_sequence()) return &n;
    report(n, label + " must be a list");
    return nullptr;
}

Fields::Fields(const Reader& reader, const Node& map, std::string what)
    : reader_(reader), map_(map), what_(std::move(what)) {
    if (!map.is_map()) {
        reader_.report(map, what_ + " must be a mapping of keys to values");
        return;
    }
    valid_ = true;
    used_.assign(map.size(), false);
    std::set<std::string_view> seen;
    for (std::size_t i = 0; i < map.size(); ++i) {
        const Node& key = map.children[2 * i];
        if (!key.is_scalar()) {
            reader_.report(key, "keys in " + what_ + " must be plain names");
            used_[i] = true;
        } else if (!seen.insert(key.text).second) {
            reader_.report(key, "duplicate key '" + shown(key.text) + "' in " + what_);
            used_[i] = true;
        }
    }
}

const Node* Fields::find(std::string_view key) {
    for (std::size_t i = 0; valid_ && i < map_.size(); ++i) {
        const Node& k = map_.children[2 * i];
        if (k.is_scalar() && k.text == key) {
            used_[i] = true;
            return &map_.children[2 * i + 1];
        }
    }
    return nullptr;
}

const Node* Fields::need(std::string_view key) {
    const Node* value = find(key);
    if (!value && valid_) reader_.report(map_, "missing '" + std::string(key) + "' in " + what_);
    return value;
}

std::string Fields::label(std::string_view key) const {
    std::string out = "'";  // appended: GCC 12 -O3 warns falsely (-Wrestrict) on "literal" + string
    out += key;
    out += "' in ";
    return out + what_;
}

std::optional<long long> Fields::number(std::string_view key, long long lo, long long hi) {
    const Node* n = need(key);
    return n ? reader_.number(*n, label(key), lo, hi) : std::nullopt;
}

std::optional<std::uint64_t> Fields::unsigned64(std::string_view key) {
    const Node* n = need(key);
    return n ? reader_.unsigned64(*n, label(key)) : std::nullopt;
}

std::optional<std::string> Fields::text(std::string_view key) {
    const Node* n = need(key);
    return n ? reader_.text(*n, label(key)) : std::nullopt;
}

std::optional<std::string> Fields::id(std::string_view key) {
    const Node* n = need(key);
    return n ? reader_.id(*n, label(key)) : std::nullopt;
}

void Fields::finish() {
    for (std::size_t i = 0; valid_ && i < map_.size(); ++i) {
        if (used_[i]) continue;
        const Node& key = map_.children[2 * i];
        reader_.report(key, "unknown key '" + shown(key.text) + "' in " + what_);
    }
}

}  // namespace cf::save_format
