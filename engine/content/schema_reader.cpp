#include "engine/content/schema_reader.hpp"

#include <algorithm>

#include <cctype>

#include "engine/content/schema.hpp"
#include "engine/core/cp437.hpp"
#include "engine/core/utf8.hpp"
#include "engine/yaml/yaml_number.hpp"

namespace cf {

YamlReader::YamlReader(const YamlNode& map, const ReadContext& ctx, std::string what)
    : ctx_(ctx), what_(std::move(what)), map_mark_(map.Mark()) {
    valid_ = map.IsMap() || map.IsNull();
    if (!valid_) {
        ctx_.report(map.Mark(), what_ + " must be a mapping of field names to values");
        return;
    }
    entries_ = map_entries(map, ctx_, what_);
    used_.assign(entries_.size(), false);
}

YamlReader::YamlReader(const char* key, const YamlNode& value, const ReadContext& ctx,
                       std::string what)
    : ctx_(ctx), what_(std::move(what)), map_mark_(value.Mark()), valid_(true) {
    entries_.push_back({key, value, value});
    used_.assign(1, false);
}

void YamlReader::finish() {
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        if (!used_[i]) {
            ctx_.report(entries_[i].key_node.Mark(),
                        "unknown key '" + entries_[i].key + "' in " + what_);
        }
    }
}

const YamlNode* YamlReader::take(const char* key) {
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        if (entries_[i].key == key) {
            used_[i] = true;
            return &entries_[i].value;
        }
    }
    return nullptr;
}

const YamlNode* YamlReader::take_value(const char* key) {
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        if (entries_[i].key != key) continue;
        used_[i] = true;
        if (!entries_[i].value.IsNull()) return &entries_[i].value;
        std::string message = "'" + std::string(key) + "' has no value";
        if (std::string(key).find("color") != std::string::npos ||
            std::string(key).find("_fg") != std::string::npos ||
            std::string(key).find("_bg") != std::string::npos) {
            message += " (quote colours: '#ff8800'; an unquoted # starts a comment)";
        }
        ctx_.report(entries_[i].key_node.Mark(), message);
        return nullptr;
    }
    return nullptr;
}

const YamlNode* YamlReader::take_sequence(const char* key) {
    const YamlNode* node = take(key);
    if (!node || node->IsNull()) return nullptr;
    if (!node->IsSequence()) {
        ctx_.report(node->Mark(), "'" + std::string(key) + "' in " + what_ +
                                      " must be a list (each entry starting with '- ')");
        return nullptr;
    }
    return node;
}

std::string YamlReader::entry_name(const char* key, std::size_t index) const {
    return what_ + "." + key + "[" + std::to_string(index) + "]";
}

void YamlReader::note_location(const std::string& what, const YamlNode& entry) const {
    if (ctx_.locations) ctx_.locations->emplace_back(what, ctx_.location(entry.Mark()));
}

std::optional<std::size_t> YamlReader::first_key_index(const YamlNode& entry,
                                                       const std::string& what,
                                                       const std::string_view* names,
                                                       std::size_t count) {
    // The names are joined only for a problem: this runs for every effect of every list.
    if (!entry.IsMap() || entry.size() == 0) {
        ctx_.report(entry.Mark(), what + " must be a mapping whose first key is its kind: " +
                                      join_names(names, count));
        return std::nullopt;
    }
    const YamlNode first = entry.begin()->first;
    const std::string& key = first.Scalar();  // "" when not a scalar
    for (std::size_t i = 0; i < count; ++i) {
        if (names[i] == key) return i;
    }
    ctx_.report(first.Mark(), "the first key of " + what + " must be its kind: " +
                                  join_names(names, count) + ", not '" + key + "'");
    return std::nullopt;
}

bool YamlReader::has(const char* key) const {
    for (const ContentEntry& e : entries_) {
        if (e.key == key) return true;
    }
    return false;
}

NodeMark YamlReader::mark_of(const char* key) const {
    for (const ContentEntry& e : entries_) {
        if (e.key == key) return e.key_node.Mark();
    }
    return map_mark_;
}

std::string YamlReader::join_names(const std::string_view* names, std::size_t count) {
    std::string out;
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0) out += i + 1 == count ? " or " : ", ";
        out += "'" + std::string(names[i]) + "'";
    }
    return out;
}

void YamlReader::text(const char* key, std::string& value, bool required) {
    const YamlNode* node = take_value(key);
    if (!node) {
        if (required && valid_ && !has(key))
            ctx_.report(map_mark_, "missing required key '" + std::string(key) + "' in " + what_);
        return;
    }
    auto v = read_string(*node, ctx_, key);
    if (!v) return;
    if (!valid_utf8(*v)) {
        ctx_.report(node->Mark(),
                    "'" + std::string(key) + "' is not valid UTF-8 text (save the file as UTF-8)");
        return;
    }
    // A raw control character (a NUL byte, an escape) in a name or message would be
    // drawn as nothing or cut the text short wherever it is shown; a tab reads as a space.
    const auto control = std::find_if(v->begin(), v->end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && c != '\t' && c != '\n') || u == 0x7f;
    });
    if (control != v->end()) {
        ctx_.report(node->Mark(), "'" + std::string(key) + "' holds the control character " +
                                      escape_controls(std::string(1, *control)) +
                                      ", which no text shows; remove it");
        return;
    }
    value = *v;
}

void YamlReader::number(const char* key, int& value, int lo, int hi) {
    if (const YamlNode* node = take_value(key)) {
        if (auto v = read_int(*node, ctx_, lo, hi, key)) value = *v;
    } else if (valid_ && !has(key) && (value < lo || value > hi)) {
        // A default outside the field's range means the field has no sensible default.
        ctx_.report(map_mark_, "missing required key '" + std::string(key) + "' in " + what_ +
                                   " (a whole number from " + std::to_string(lo) + " to " +
                                   std::to_string(hi) + ")");
    }
}

void YamlReader::flag(const char* key, bool& value) {
    const YamlNode* node = take_value(key);
    if (!node) return;
    bool v = false;
    if (!node->IsScalar() || !decode_bool(*node, v)) {
        ctx_.report(node->Mark(), "'" + std::string(key) + "' must be true or false");
        return;
    }
    value = v;
}

void YamlReader::color(const char* key, Color& value) {
    const YamlNode* node = take_value(key);
    if (!node) return;
    auto text_value = read_string(*node, ctx_, key);
    if (!text_value) return;
    if (auto c = parse_color(*text_value)) {
        value = *c;
    } else {
        ctx_.report(node->Mark(), "'" + std::string(key) +
                                      "' must be a colour like \"#ff8800\", not '" + *text_value +
                                      "'");
    }
}

void YamlReader::glyph(const char* key, int& value) {
    const YamlNode* node = take_value(key);
    if (!node) return;
    // A plain number is a CP437 code (by the one number rule: '065' is a problem, not 53
    // or 65); anything quoted or non-numeric is the character.
    const bool plain = node->IsScalar() && scalar_form(*node) == ScalarForm::plain;
    const std::string& text = node->IsScalar() ? node->Scalar() : std::string();
    const bool digit_first = !text.empty() && std::isdigit(static_cast<unsigned char>(text[0]));
    const bool signed_text = text.size() > 1 && (text[0] == '-' || text[0] == '+');
    if (plain && (digit_first || signed_text)) {
        const std::string why = whole_number_problem(*node);
        const auto code = why.empty() ? parse_whole_number<long long>(text) : std::nullopt;
        if (code && *code >= 0 && *code <= 255) {
            value = static_cast<int>(*code);
            return;
        }
        if (!why.empty()) {
            ctx_.report(node->Mark(), "'" + std::string(key) +
                                          "' must be one character ('@', 'é') or a CP437 code "
                                          "from 0 to 255: " +
                                          why);
            return;
        }
    } else if (node->IsScalar()) {
        if (const auto character = single_code_point(node->Scalar())) {
            // Printable ASCII is its own code; 'é', '░', '♥' are found in the tileset.
            if (const auto cell = cp437_code(*character)) {
                value = *cell;
                return;
            }
            ctx_.report(node->Mark(), "'" + std::string(key) + "' '" + node->Scalar() +
                                          "' is not a character of the CP437 tileset; give its "
                                          "code from 0 to 255 instead");
            return;
        }
    }
    ctx_.report(node->Mark(),
                "'" + std::string(key) +
                    "' must be one character ('@', 'é') or a CP437 code from 0 to 255");
}

std::optional<DefId> YamlReader::read_id(const YamlNode& node, const char* key) {
    auto id = read_string(node, ctx_, key);
    if (id && !valid_id(*id)) {
        ctx_.report(node.Mark(), invalid_id_message(*id));
        return std::nullopt;
    }
    return id;
}

void YamlReader::reference(const char* key, DefId& value, DefKind kind) {
    const YamlNode* node = take_value(key);
    if (!node) return;
    auto id = read_id(*node, key);
    if (!id) return;
    value = *id;
    if (ctx_.references) ctx_.references->push_back({kind, *id, ctx_.location(node->Mark())});
}

void YamlReader::references(const char* key, std::vector<DefId>& value, DefKind kind) {
    const YamlNode* node = take(key);
    if (!node) return;
    if (!node->IsSequence()) {
        ctx_.report(node->Mark(),
                    "'" + std::string(key) + "' must be a list of " + kind_name(kind) + " ids");
        return;
    }
    value.clear();
    for (const auto& item : *node) {
        auto id = read_id(item, key);
        if (!id) continue;
        value.push_back(*id);
        if (ctx_.references) ctx_.references->push_back({kind, *id, ctx_.location(item.Mark())});
    }
}

void YamlReader::span(const char* key, int& first, int& last, int lo, int hi) {
    const YamlNode* node = take_value(key);
    if (!node) return;
    const std::string name(key);
    if (!node->IsSequence() || node->size() != 2) {
        ctx_.report(node->Mark(), "'" + name + "' must be [first, last], two whole numbers");
        return;
    }
    const auto a = read_int((*node)[0], ctx_, lo, hi, name);
    const auto b = read_int((*node)[1], ctx_, lo, hi, name);
    if (!a || !b) return;
    if (*a > *b) {
        ctx_.report(node->Mark(), "'" + name + "' [" + std::to_string(*a) + ", " +
                                      std::to_string(*b) +
                                      "] is reversed: the first must not be greater than the "
                                      "last");
        return;
    }
    first = *a;
    last = *b;
}

void YamlReader::count_range(const char* key, std::optional<ChargesDef>& value) {
    const YamlNode* node = take_value(key);
    if (!node) return;
    const std::string name(key);
    if (node->IsScalar()) {
        const auto n = read_int(*node, ctx_, 1, kMaxCharges, name);
        if (n) value = ChargesDef{*n, *n};
        return;
    }
    if (!node->IsSequence() || node->size() != 2) {
        ctx_.report(node->Mark(),
                    "'" + name + "' must be a whole number (3) or [least, most] ([2, 5])");
        return;
    }
    const auto a = read_int((*node)[0], ctx_, 0, kMaxCharges, name);
    const auto b = read_int((*node)[1], ctx_, 1, kMaxCharges, name);
    if (!a || !b) return;
    if (*a > *b) {
        ctx_.report(node->Mark(), "'" + name + "' [" + std::to_string(*a) + ", " +
                                      std::to_string(*b) +
                                      "] is reversed: the least must not be greater than the most");
        return;
    }
    value = ChargesDef{*a, *b};
}

void YamlReader::legend(const char* key, std::vector<VaultGlyph>& items) {
    const YamlNode* node = take(key);
    if (!node || node->IsNull()) return;
    items.clear();
    for (const ContentEntry& e : map_entries(*node, ctx_, what_ + "." + key)) {
        const auto c = e.key.size() == 1 ? static_cast<unsigned char>(e.key[0]) : 0;
        if (c <= ' ' || c >= 0x7f) {
            ctx_.report(e.key_node.Mark(),
                        "legend keys must be single characters ('D', '$'), "
                        "not '" +
                            escape_controls(e.key) + "'");
            continue;
        }
        const std::string what = what_ + "." + key + "['" + e.key + "']";
        note_location(what, e.key_node);
        VaultGlyph item;
        item.glyph = c;
        read_mapping(e.value, what, item);
        items.push_back(std::move(item));
    }
}

void YamlReader::weighted(const char* key, std::vector<WeightedId>& choice) {
    const YamlNode* node = take_value(key);
    if (!node) return;
    note_location(what_ + "." + key, *node);
    choice.clear();
    if (node->IsScalar()) {
        if (auto id = read_id(*node, key)) choice.push_back({*id, 1});
        return;
    }
    if (!node->IsMap()) {
        ctx_.report(node->Mark(), "'" + std::string(key) +
                                      "' must be an id or a mapping of ids to weights "
                                      "({sword: 1, chainmail: 2})");
        return;
    }
    for (const ContentEntry& e : map_entries(*node, ctx_, what_ + "." + key)) {
        if (!valid_id(e.key)) {
            ctx_.report(e.key_node.Mark(), invalid_id_message(e.key));
            continue;
        }
        if (auto w = read_int(e.value, ctx_, 1, kMaxVaultWeight, e.key))
            choice.push_back({e.key, *w});
    }
    if (choice.empty() && node->size() == 0)
        ctx_.report(node->Mark(), "'" + std::string(key) + "' names no id to choose from");
}

void YamlReader::id_amounts(const char* key, std::vector<IdAmount>& value, DefKind kind, int lo,
                            int hi) {
    const YamlNode* node = take_value(key);
    if (!node) return;
    note_location(what_ + "." + key, *node);
    value.clear();
    if (!node->IsMap()) {
        ctx_.report(node->Mark(), "'" + std::string(key) +
                                      "' must be a mapping of ids to numbers ({fire: 50, "
                                      "cold: -50})");
        return;
    }
    for (const ContentEntry& e : map_entries(*node, ctx_, what_ + "." + key)) {
        if (!valid_id(e.key)) {
            ctx_.report(e.key_node.Mark(), invalid_id_message(e.key));
            continue;
        }
        if (ctx_.references)
            ctx_.references->push_back({kind, e.key, ctx_.location(e.key_node.Mark())});
        if (auto n = read_int(e.value, ctx_, lo, hi, e.key)) value.push_back({e.key, *n});
    }
}

void YamlReader::from_depth(const char* key, bool& value) {
    const YamlNode* node = take_value(key);
    if (!node) return;
    if (!node->IsScalar() || node->Scalar() != "depth") {
        ctx_.report(node->Mark(), "'" + std::string(key) +
                                      "' must be 'depth' (one from the spawn table of the "
                                      "floor's depth)");
        return;
    }
    value = true;
}

void YamlReader::lines(const char* key, std::vector<std::string>& rows) {
    const YamlNode* node = take_sequence(key);
    if (!node) return;
    rows.clear();
    for (std::size_t i = 0; i < node->size(); ++i) {
        const YamlNode row = (*node)[i];
        auto text_value = read_string(row, ctx_, key);
        if (!text_value) continue;
        if (ctx_.locations) {
            // A quoted row's text starts one column after its mark.
            SourceLocation at = ctx_.location(row.Mark());
            if (row.Tag() == "!") at.column += 1;
            ctx_.locations->emplace_back(entry_name(key, i), std::move(at));
        }
        rows.push_back(std::move(*text_value));
    }
}

}  // namespace cf
