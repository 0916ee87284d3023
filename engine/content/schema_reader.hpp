#pragma once
// Reads a YAML mapping into a struct through its schema (schema.hpp), collecting
// problems with file:line:col instead of throwing: wrong types, out-of-range numbers,
// unknown keys (typos), duplicate keys and missing required keys. References to other
// definitions are recorded and checked once every file is loaded.
//
// Content is read from YamlNode trees (engine/yaml/yaml_tree.hpp), whose every node
// carries the file it was written in: a definition merged from a template in one file
// and a mod in another reports each problem in the file that holds it. The checked
// reads it is built on (map_entries, read_int, read_string) are YAML's own
// (engine/yaml/yaml_entries.hpp), shared with replays, prefabs and the app's files.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"
#include "engine/yaml/yaml_entries.hpp"
#include "engine/yaml/yaml_parse.hpp"
#include "engine/yaml/yaml_report.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf {

struct PendingReference {
    DefKind kind;
    DefId id;
    SourceLocation where;
};

// Shared by every reader of one content load: the problems (YamlReport) and the
// references to check. A reader of any other file (replay, prefab, the app's keys)
// passes only the first two.
struct ReadContext : YamlReport {
    ReadContext(std::string file_name, std::vector<Problem>* found,
                std::vector<PendingReference>* pending, std::vector<DefId>* legacy = nullptr,
                std::vector<std::pair<std::string, SourceLocation>>* entry_locations = nullptr)
        : YamlReport{std::move(file_name), found},
          references(pending),
          legacy_statuses(legacy),
          locations(entry_locations) {}

    std::vector<PendingReference>* references = nullptr;
    // Statuses the older forms refer to (`effect: confusion` means the status 'confused'),
    // which the loader supplies when the content does not define them.
    std::vector<DefId>* legacy_statuses = nullptr;
    // Where each list entry starts, by its name in problems ("actor 'orc'.on_hit[0]"), in
    // the order read, so checks made after loading can point at the entry
    // (Content::locations; a later entry of the same name wins). A list, not a map: a
    // load of 5,000 definitions notes about 50,000 of them.
    std::vector<std::pair<std::string, SourceLocation>>* locations = nullptr;
};

class YamlReader {
  public:
    YamlReader(const YamlNode& map, const ReadContext& ctx, std::string what);
    // A reader of the one field `key` holding `value` (an object's shorthand form).
    YamlReader(const char* key, const YamlNode& value, const ReadContext& ctx, std::string what);
    // Reports every key no field asked for.
    void finish();

    void text(const char* key, std::string& value, bool required);
    void number(const char* key, int& value, int lo, int hi);
    void flag(const char* key, bool& value);
    void color(const char* key, Color& value);
    void glyph(const char* key, int& value);
    void reference(const char* key, DefId& value, DefKind kind);
    void references(const char* key, std::vector<DefId>& value, DefKind kind);
    // A vault's forms (schema.hpp): `[first, last]` (reported when reversed), the legend
    // keyed by single characters, an id or a mapping of ids to weights, `depth`, and the
    // map's rows. Each row's location is noted at its first character ("vault 'x'.map[2]"),
    // and each legend entry's and weighted choice's at its key, for checks made later.
    void span(const char* key, int& first, int& last, int lo, int hi);
    void legend(const char* key, std::vector<VaultGlyph>& items);
    void weighted(const char* key, std::vector<WeightedId>& choice);
    // A mapping of ids to numbers (`resist: {fire: 50}`), each id at its key.
    void id_amounts(const char* key, std::vector<IdAmount>& value, DefKind kind, int lo, int hi);
    void from_depth(const char* key, bool& value);
    void lines(const char* key, std::vector<std::string>& rows);
    // `charges: 3` (least and most alike) or `charges: [2, 5]` (reported when reversed).
    void count_range(const char* key, std::optional<ChargesDef>& value);

    template <class E, std::size_t N>
    void choice(const char* key, E& value, const std::array<std::string_view, N>& names) {
        const YamlNode* node = take_value(key);
        if (!node) return;
        auto text_value = read_string(*node, ctx_, key);
        if (!text_value) return;
        for (std::size_t i = 0; i < N; ++i) {
            if (names[i] == *text_value) {
                value = static_cast<E>(i);
                return;
            }
        }
        ctx_.report(node->Mark(), "'" + std::string(key) + "' must be one of " +
                                      join_names(names.data(), N) + ", not '" + *text_value + "'");
    }

    template <class T>
    void object(const char* key, T& value) {
        const YamlNode* node = take(key);
        if (!node) return;
        read_mapping(*node, what_ + "." + key, value);
    }

    template <class T>
    void optional_object(const char* key, std::optional<T>& value) {
        const YamlNode* node = take(key);
        if (!node) return;
        value.emplace();
        read_mapping(*node, what_ + "." + key, *value);
    }

    // A list of mappings, each read through its schema.
    template <class T>
    void list(const char* key, std::vector<T>& items) {
        read_entries(key, items, [&](const YamlNode& entry, std::string what) {
            T item;
            read_mapping(entry, std::move(what), item);
            return std::optional<T>(std::move(item));
        });
    }

    // A list of mappings whose first key names the kind of each (`- damage: 3`).
    template <class T>
    void tagged_list(const char* key, std::vector<T>& items) {
        read_entries(key, items, [&](const YamlNode& entry, std::string what) {
            const auto kind =
                first_key_index(entry, what, T::kKindNames.data(), T::kKindNames.size());
            if (!kind) return std::optional<T>();
            T item;
            item.kind = static_cast<decltype(item.kind)>(*kind);
            read_mapping(entry, std::move(what), item);
            return std::optional<T>(std::move(item));
        });
    }

    // An object, or the scalar of its first field alone (`ai: hostile`).
    template <class T>
    void shorthand(const char* key, T& value) {
        const YamlNode* node = take_value(key);
        if (!node) return;
        value = T{};
        if (node->IsScalar()) {
            // The scalar as the value of the first field: problems point at the scalar.
            YamlReader sub(T::kShorthandKey, *node, ctx_, what_ + "." + key);
            describe(sub, value);
            sub.finish();
            return;
        }
        read_mapping(*node, what_ + "." + key, value);
    }

    // An older form of `target`, read as the value `convert` says it means.
    template <class T, class Old>
    void legacy(const char* key, std::optional<T>& target, T (*convert)(const Old&)) {
        const YamlNode* node = take(key);
        if (!node) return;
        Old old;
        read_mapping(*node, what_ + "." + key, old);
        if (target) {
            ctx_.report(mark_of(key), "'" + std::string(key) + "' in " + what_ +
                                          " is the older form of what it already says; keep one "
                                          "of the two");
            return;
        }
        target = convert(old);
        note_legacy_statuses(*target);
    }

    // Location of the key, for problems found after reading (e.g. "both consumable and
    // equippable"); the mapping's own location when the key is absent.
    NodeMark mark_of(const char* key) const;
    bool has(const char* key) const;

  private:
    // Reads the mapping `node` into `value` through its schema, named `what` in problems.
    template <class T>
    void read_mapping(const YamlNode& node, std::string what, T& value) {
        YamlReader sub(node, ctx_, std::move(what));
        describe(sub, value);
        sub.finish();
    }
    // The entries of the list `key`, each named "key[i]" with its location noted and read by
    // read(entry, name); an entry read gives nothing for is left out.
    template <class T, class ReadEntry>
    void read_entries(const char* key, std::vector<T>& items, ReadEntry read) {
        const YamlNode* node = take_sequence(key);
        if (!node) return;
        items.clear();
        for (std::size_t i = 0; i < node->size(); ++i) {
            const YamlNode entry = (*node)[i];
            std::string what = entry_name(key, i);
            note_location(what, entry);
            if (std::optional<T> item = read(entry, std::move(what)))
                items.push_back(std::move(*item));
        }
    }
    const YamlNode* take(const char* key);
    // take() for lists: reported unless a sequence (an empty key is an empty list).
    const YamlNode* take_sequence(const char* key);
    std::string entry_name(const char* key, std::size_t index) const;
    void note_location(const std::string& what, const YamlNode& entry) const;
    // The index in `names` of the first key of the mapping `entry`; reported when there is
    // none.
    std::optional<std::size_t> first_key_index(const YamlNode& entry, const std::string& what,
                                               const std::string_view* names, std::size_t count);
    template <class T>
    void note_legacy_statuses(const T& use) {
        if (!ctx_.legacy_statuses) return;
        for (const auto& effect : use.effects) {
            if (!effect.status.empty()) ctx_.legacy_statuses->push_back(effect.status);
        }
    }
    // take() for one-value fields: a key with no value (`hp:`, or `color: #fff` where YAML
    // reads '#' as a comment) is reported at the key itself and treated as absent.
    const YamlNode* take_value(const char* key);
    // A reference's id, reported when it is not text or not a valid id.
    std::optional<DefId> read_id(const YamlNode& node, const char* key);
    static std::string join_names(const std::string_view* names, std::size_t count);

    ReadContext ctx_;
    std::string what_;
    NodeMark map_mark_;
    std::vector<ContentEntry> entries_;
    std::vector<bool> used_;
    bool valid_ = false;
};

}  // namespace cf
