#pragma once
// The content editor's field widgets: a schema visitor (schema.hpp) that draws a fitting
// widget for every field of a definition and turns a change into one undoable edit of
// the document. The leaf widgets are a parameter: ImGuiFieldWidgets
// (imgui_field_widgets.hpp) in the editor, scripted ones in tests, so tests drive the
// same visitor the panel uses.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "editor/content_document.hpp"
#include "editor/field_notes.hpp"
#include "editor/imgui_field_widgets.hpp"
#include "editor/message_readings.hpp"
#include "editor/provenance_text.hpp"
#include "editor/template_edits.hpp"
#include "engine/content/schema.hpp"
#include "engine/content/schema_walker.hpp"

namespace cf {

// Draws a widget for every field it visits (describe(editor, def)) and remembers the
// first change of the pass, which commit() turns into one document edit.
template <class Widgets>
class FieldEditor {
  public:
    FieldEditor(Widgets& widgets, const Content& content) : widgets_(widgets), content_(content) {}

    // Tooltips and saved-file markers from `notes` (kept by the caller); none without.
    void set_notes(const FieldNotes* notes) { notes_ = notes; }
    // Where each value comes from, at the top of its tooltip (provenance_text.hpp): the
    // definition at `key` ("actor/orc", "settings") named `id`, in `provenance` (the
    // files on disk; null for content made in memory).
    void set_origins(const ContentProvenance* provenance, std::string key, DefId id) {
        origins_ = true;
        provenance_ = provenance;
        origin_key_ = std::move(key);
        origin_id_ = std::move(id);
    }

    // Where each field stands against the definition's template (template_edits.hpp),
    // with the template's values by path: inherited fields are drawn faded, fields a
    // layer above the base sets are marked, and each tooltip starts with which it is.
    void set_inheritance(const FieldInheritance* inheritance,
                         const std::map<std::string, std::string>* parent_values) {
        inheritance_ = inheritance;
        parent_values_ = parent_values;
    }
    // The fields (as templates pass them on: "fighter.power", "abilities") whose values
    // differ among definitions edited together: their widgets show "(mixed)", and a list
    // or optional part among them is named but not opened.
    void set_mixed(const FieldPaths* mixed) { mixed_ = mixed; }

    void text(const char* key, std::string& value, bool) {
        const bool faded = begin_field(key);
        if (is_mixed(key)) {
            // Typed from empty: none of their texts is offered as everyone's.
            std::string typed;
            const WidgetResult result = widgets_.text(key, typed);
            if (result.changed) value = typed;
            note(key, result, true);
        } else {
            note(key, widgets_.text(key, value), true);
        }
        end_field(key, faded);
        explain(key, 1, 0, is_message_field(key) ? &value : nullptr);
        if (is_message_field(key)) {
            if constexpr (requires(Widgets & w) { w.warn(std::string()); }) {
                const std::string warning = message_warning(value);
                if (!warning.empty()) widgets_.warn(warning);
            }
        }
    }
    void number(const char* key, int& value, int lo, int hi) {
        const bool faded = begin_field(key);
        const WidgetResult result = widgets_.number(key, value, lo, hi);
        end_field(key, faded);
        if (result.changed) value = std::clamp(value, lo, hi);
        note(key, result, true);
        explain(key, lo, hi);
    }
    void flag(const char* key, bool& value) {
        const bool faded = begin_field(key);
        note(key, widgets_.flag(key, value), false);
        end_field(key, faded);
        explain(key);
    }
    void color(const char* key, Color& value) {
        const bool faded = begin_field(key);
        note(key, widgets_.color(key, value), true);
        end_field(key, faded);
        explain(key);
    }
    void glyph(const char* key, int& value) {
        const bool faded = begin_field(key);
        note(key, widgets_.glyph(key, value), false);
        end_field(key, faded);
        explain(key, 0, 255);
    }
    template <class E, std::size_t N>
    void choice(const char* key, E& value, const std::array<std::string_view, N>& names) {
        int index = static_cast<int>(value);
        const bool faded = begin_field(key);
        const WidgetResult result = widgets_.choice(key, index, names.data(), N);
        end_field(key, faded);
        if (result.changed && index >= 0 && static_cast<std::size_t>(index) < N)
            value = static_cast<E>(index);
        note(key, result, false);
        explain(key);
    }
    void reference(const char* key, DefId& value, DefKind kind) {
        const bool faded = begin_field(key);
        note(key, widgets_.reference(key, value, ids_of(content_, kind)), false);
        end_field(key, faded);
        explain(key);
    }
    // An optional reference: the same combo with "none" (empty) first.
    void optional_reference(const char* key, DefId& value, DefKind kind) {
        std::vector<DefId> ids = ids_of(content_, kind);
        ids.insert(ids.begin(), DefId());
        const bool faded = begin_field(key);
        note(key, widgets_.reference(key, value, ids), false);
        end_field(key, faded);
        explain(key);
    }
    // One combo per entry with a Remove button, and an Add button.
    void references(const char* key, std::vector<DefId>& values, DefKind kind) {
        if (mixed_group(key)) return;
        const bool open = widgets_.begin_group(key);
        explain(key);
        if (!open) return;
        const std::vector<DefId> ids = ids_of(content_, kind);
        for (std::size_t i = 0; i < values.size(); ++i) {
            widgets_.push_id(static_cast<int>(i));
            note(key, widgets_.reference("##entry", values[i], ids), false);
            widgets_.same_line();
            const bool remove = widgets_.button("Remove");
            widgets_.pop_id();
            if (remove) {
                values.erase(values.begin() + static_cast<std::ptrdiff_t>(i));
                structural("Remove from", key);
                break;
            }
        }
        if (widgets_.button("Add")) {
            values.push_back(first_unused(ids, values));
            structural("Add to", key);
        }
        widgets_.end_group();
    }
    template <class T>
    void object(const char* key, T& value) {
        const bool open = widgets_.begin_group(key);
        explain(key);
        if (!open) return;
        path_.emplace_back(key);
        help_path_.emplace_back(key);
        describe(*this, value);
        help_path_.pop_back();
        path_.pop_back();
        widgets_.end_group();
    }
    template <class T>
    void shorthand(const char* key, T& value) {
        object(key, value);
    }
    template <class T, class Old>
    void legacy(const char*, std::optional<T>&, T (*)(const Old&)) {}

    // Each entry a group of its fields with Up, Down and Remove; an Add button below.
    template <class T>
    void list(const char* key, std::vector<T>& items) {
        if (mixed_group(key) || !list_entries(key, items)) return;
        if (widgets_.button("Add")) {
            items.emplace_back();
            structural("Add to", key);
        }
        widgets_.end_group();
    }
    // The same, each entry headed by a combo of its kind; "add effect" picks the kind of
    // a new one.
    template <class T>
    void tagged_list(const char* key, std::vector<T>& items) {
        if (mixed_group(key) || !list_entries(key, items)) return;
        int kind = -1;
        const WidgetResult add =
            widgets_.choice("add effect", kind, T::kKindNames.data(), T::kKindNames.size());
        if (add.changed && kind >= 0 && static_cast<std::size_t>(kind) < T::kKindNames.size()) {
            T item{};
            item.kind = static_cast<decltype(item.kind)>(kind);
            items.push_back(std::move(item));
            structural("Add to", key);
        }
        widgets_.end_group();
    }
    // "Add <key>" when absent; a group with a Remove button when present.
    template <class T>
    void optional_object(const char* key, std::optional<T>& value) {
        if (mixed_group(key)) return;
        if (!value) {
            const std::string add = std::string("Add ") + key;
            if (widgets_.button(add.c_str())) {
                value.emplace();
                structural("Add", key);
            }
            explain(key);
            return;
        }
        const bool open = widgets_.begin_group(key);
        explain(key);
        if (!open) return;
        const bool remove = widgets_.button("Remove");
        path_.emplace_back(key);
        help_path_.emplace_back(key);
        describe(*this, *value);
        help_path_.pop_back();
        path_.pop_back();
        widgets_.end_group();
        if (remove) {
            value.reset();
            structural("Remove", key);
        }
    }

    // One entry of a list: its kind (tagged lists), its fields, and the buttons that move
    // and remove it. False when a button changed the list.
    template <class T>
    bool entry(const char* key, std::vector<T>& items, std::size_t i) {
        widgets_.push_id(static_cast<int>(i));
        const std::string title = std::to_string(i + 1) + ". " + entry_title(items[i]);
        // Entries of a list written `KEY+:` say whether they come from the parent or were
        // added here. The group's id is its place ("abilities[0]"), never its title: a title
        // made of the entry's name changed with each letter typed into that name, so the
        // field lost its id, and the focus, after one letter ("Shoot" + jjjj gave "Shootj").
        const std::string origin = entry_origin(key, i);
        const std::string where_key = std::string(key) + "[" + std::to_string(i) + "]";
        const std::string label = title + origin + "###" + where_key;
        const bool open = widgets_.begin_group(label.c_str());
        const bool up = i > 0 && widgets_.button("Up");
        const bool down = i + 1 < items.size() && widgets_.button("Down");
        const bool remove = widgets_.button("Remove");
        if (open) {
            if constexpr (requires { items[i].kind; }) pick_kind(items[i], where_key);
            path_.push_back(where_key);
            ++in_entry_;
            const std::vector<std::string> outer_help = std::exchange(help_path_, {});
            const std::string outer_owner = help_owner_;
            help_owner_ = T::kHelpOwner;
            describe(*this, items[i]);
            help_owner_ = outer_owner;
            help_path_ = outer_help;
            --in_entry_;
            path_.pop_back();
            widgets_.end_group();
        }
        widgets_.pop_id();
        if (!up && !down && !remove) return true;
        const auto at = static_cast<std::ptrdiff_t>(i);
        if (remove) {
            items.erase(items.begin() + at);
            structural("Remove from", key);
        } else {
            std::swap(items[i], items[up ? i - 1 : i + 1]);
            structural("Reorder", key);
        }
        return false;
    }

    // A combo of the entry's kind; choosing another starts the entry anew as that kind,
    // keeping its chance and words.
    template <class T>
    void pick_kind(T& item, const std::string& where_key) {
        int kind = static_cast<int>(item.kind);
        const WidgetResult r =
            widgets_.choice("kind", kind, T::kKindNames.data(), T::kKindNames.size());
        if (!r.changed || kind < 0 || static_cast<std::size_t>(kind) >= T::kKindNames.size() ||
            kind == static_cast<int>(item.kind))
            return;
        T fresh{};
        fresh.kind = static_cast<decltype(fresh.kind)>(kind);
        if constexpr (requires {
                          item.chance;
                          item.message;
                      }) {
            fresh.chance = item.chance;
            fresh.message = item.message;
        }
        item = std::move(fresh);
        if (!changed_) {
            changed_ = true;
            continuous_ = false;
            action_ = "Set";
            field_ = where(where_key.c_str()) + ".kind";
        }
    }

    bool changed() const { return changed_; }
    // The path of the field changed ("fighter.power", "abilities[0].name"); "" when none.
    const std::string& changed_field() const { return field_; }
    // "Set fighter.power": what the change was, for the undo label.
    std::string action() const { return action_ + " " + field_; }

    // Records the change as one edit of `doc` named "<action> <owner>"; `apply` writes the
    // edited copy into the content. Continuous widgets merge under "<key>/<field>" until
    // the user lets go.
    void commit(ContentDocument& doc, const std::string& owner, const std::string& key,
                const std::function<void(Content&)>& apply) const {
        commit_as(doc, action_ + " " + owner + " " + field_, key + "/" + field_, apply);
    }
    // The same with the whole step's `label` and the `merge_key` continuous widgets use.
    void commit_as(ContentDocument& doc, const std::string& label, const std::string& merge_key,
                   const std::function<void(Content&)>& apply) const {
        if (changed_) doc.edit(label, continuous_ ? merge_key : "", apply);
        if (finished_) doc.end_merge();
    }

  private:
    // Opens the list's group and edits each entry in it; false (nothing shown) when the
    // group is closed. The caller adds its own Add control and closes the group.
    template <class T>
    bool list_entries(const char* key, std::vector<T>& items) {
        const bool open = widgets_.begin_group(key);
        explain(key);
        if (!open) return false;
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (!entry(key, items, i)) break;  // the list changed under the loop
        }
        return true;
    }

    // Outside list entries (whose lists pass on whole), where the field at `key` stands.
    // "  (from goblin)" or "  (added here: abilities+)" for entry `i` of a list the
    // definition extends; "" for any other list.
    std::string entry_origin(const char* key, std::size_t i) const {
        if (!inheritance_ || in_entry_ > 0) return {};
        const std::string list = where(key);
        const auto it = inheritance_->inherited_entries.find(list);
        if (it == inheritance_->inherited_entries.end()) return {};
        return i < it->second ? "  (from " + inheritance_->parent + ")"
                              : "  (added here: " + list + "+)";
    }

    FieldSource source(const char* key, std::string* layer = nullptr) const {
        if (!inheritance_ || in_entry_ > 0) return FieldSource::own;
        return source_of(*inheritance_, where(key), layer);
    }
    // Whether the field at `key` (or a part it is inside) differs among the definitions
    // edited together.
    bool is_mixed(const char* key) const {
        if (!mixed_ || in_entry_ > 0) return false;
        const std::string path = where(key);
        return std::any_of(mixed_->begin(), mixed_->end(), [&](const std::string& p) {
            return path == p || (path.size() > p.size() && path.compare(0, p.size(), p) == 0 &&
                                 (path[p.size()] == '.' || path[p.size()] == '['));
        });
    }
    // A mixed list or optional part: named as such (true), not opened.
    bool mixed_group(const char* key) {
        if (!is_mixed(key)) return false;
        if constexpr (requires(Widgets & w) { w.mixed_group(""); }) widgets_.mixed_group(key);
        return true;
    }
    // Starts drawing a field: "(mixed)" when the definitions edited together differ there;
    // faded when its value is the template's (true: end_field undoes it).
    bool begin_field(const char* key) {
        if constexpr (requires(Widgets & w) { w.mixed(true); }) widgets_.mixed(is_mixed(key));
        if constexpr (requires(Widgets & w) { w.fade(true); }) {
            if (source(key) == FieldSource::inherited) {
                widgets_.fade(true);
                return true;
            }
        }
        return false;
    }
    void end_field(const char* key, bool faded) {
        if constexpr (requires(Widgets & w) { w.mixed(false); }) widgets_.mixed(false);
        if constexpr (requires(Widgets & w) { w.fade(false); }) {
            if (faded) widgets_.fade(false);
        }
        if constexpr (requires(Widgets & w) { w.layer_mark(std::string()); }) {
            std::string layer;
            if (source(key, &layer) == FieldSource::layer) widgets_.layer_mark(layer);
        }
    }
    // The tooltip's line on where the value stands against the template ("" when none).
    std::string inheritance_line(const std::string& path) const {
        if (!inheritance_ || in_entry_ > 0 || inheritance_->parent.empty()) return {};
        std::string parent_value = "?";
        if (parent_values_) {
            const auto it = parent_values_->find(path);
            if (it != parent_values_->end()) parent_value = it->second;
        }
        return source_line(*inheritance_, path, parent_value);
    }

    // Hands the field's tooltip and saved-file mark to widgets that show them. Inside a
    // list entry the help is the entry's kind's ("effect", "ability"), by its own path.
    // A message template's `message` adds how it reads to the player and to a monster.
    void explain(const char* key, int lo = 1, int hi = 0, const std::string* message = nullptr) {
        if constexpr (requires(Widgets & w) { w.explain(std::string(), true); }) {
            if (!notes_) return;
            const std::string path = where(key);
            const std::string help_path = field_path(help_path_, key);
            const std::string owner = help_owner_.empty() ? notes_->owner : help_owner_;
            std::string tooltip =
                with_origin(path, field_tooltip(*notes_, path, lo, hi, owner, help_path));
            // Where it stands against its template, under the lines that say which files
            // set it (the first names the field).
            const std::string standing = inheritance_line(path);
            if (!standing.empty()) {
                std::size_t at = tooltip.find('\n');
                while (at != std::string::npos && tooltip.compare(at + 1, 7, "  over ") == 0)
                    at = tooltip.find('\n', at + 1);
                if (at == std::string::npos) at = tooltip.size();
                tooltip.insert(at, "\n" + standing);
            }
            if (message && !message->empty()) {
                const MessageReadings readings = message_readings(*message);
                tooltip +=
                    "\nTo the player: " + readings.player + "\nTo a monster: " + readings.monster;
            }
            widgets_.explain(tooltip, field_differs(*notes_, path));
        }
        if constexpr (requires(Widgets & w) { w.disagree(std::string()); }) {
            if (notes_) widgets_.disagree(field_disagreement(*notes_, where(key)));
        }
    }

    // `tooltip` headed by where the value comes from, which names the field (so the
    // tooltip's own first line, the bare path, goes).
    std::string with_origin(const std::string& path, const std::string& tooltip) const {
        if (!origins_) return tooltip;
        const auto now = notes_->current.find(path);
        if (now == notes_->current.end()) return tooltip;
        ValueOrigin value{path, now->second, std::nullopt};
        if (notes_->in_saved_file) {
            const auto then = notes_->saved.find(path);
            value.saved = then == notes_->saved.end() ? std::string("(absent)") : then->second;
        }
        const std::size_t first_line = tooltip.find('\n');
        const std::string rest =
            first_line == std::string::npos ? std::string() : tooltip.substr(first_line);
        return value_origin_text(provenance_, origin_key_, origin_id_, value) + rest;
    }

    template <class T>
    static std::string entry_title(const T& item) {
        if constexpr (requires { item.kind; })
            return std::string(T::kKindNames[static_cast<std::size_t>(item.kind)]);
        else if constexpr (requires { item.name; })
            return item.name.empty() ? std::string("(unnamed)") : item.name;
        else
            return std::string();
    }
    std::string where(const char* key) const { return field_path(path_, key); }
    void note(const char* key, WidgetResult result, bool continuous) {
        finished_ = finished_ || result.finished;
        if (!result.changed || changed_) return;
        changed_ = true;
        continuous_ = continuous;
        action_ = "Set";
        field_ = where(key);
    }
    void structural(const char* action, const char* key) {
        if (changed_) return;
        changed_ = true;
        continuous_ = false;
        action_ = action;
        field_ = where(key);
    }
    static DefId first_unused(const std::vector<DefId>& ids, const std::vector<DefId>& used) {
        for (const DefId& id : ids) {
            if (std::find(used.begin(), used.end(), id) == used.end()) return id;
        }
        return ids.empty() ? DefId() : ids.front();
    }

    Widgets& widgets_;
    const Content& content_;
    const FieldNotes* notes_ = nullptr;
    const FieldInheritance* inheritance_ = nullptr;
    const std::map<std::string, std::string>* parent_values_ = nullptr;
    const FieldPaths* mixed_ = nullptr;
    int in_entry_ = 0;  // list entries entered: their fields pass on with their list
    bool origins_ = false;
    const ContentProvenance* provenance_ = nullptr;
    std::string origin_key_;
    DefId origin_id_;
    std::vector<std::string> path_;
    std::string help_owner_;              // "" : the definition's own (notes_->owner)
    std::vector<std::string> help_path_;  // objects entered since the help owner began
    bool changed_ = false;
    bool continuous_ = false;
    bool finished_ = false;
    std::string action_;
    std::string field_;
};

// Draws every field of definition (kind, id) and records a change as one undoable edit
// ("Set actor 'orc' fighter.power"), conformed to the schema. An abstract template is
// edited the same way, as it is ("Set actor template 'goblin' fighter.power"): what is
// made from it follows (ContentDocument::edit). Fields are drawn against the template the
// definition is made from (inherited ones faded). False when there is no such definition.
// `game` and `disk` (optional): the content the game runs and a file changed on disk
// holds, shown beside the fields that differ.
template <class Widgets>
bool edit_definition_fields(ContentDocument& doc, Widgets& widgets, DefKind kind, const DefId& id,
                            const Content* game = nullptr, const Content* disk = nullptr) {
    const bool abstract = is_template(doc.content(), kind, id);
    return with_definitions(doc.content(), kind, [&](const auto& kind_defs) {
        using Def = typename std::remove_cvref_t<decltype(kind_defs)>::mapped_type;
        const auto& defs = abstract ? definitions<Def>(doc.content().templates) : kind_defs;
        auto it = defs.find(id);
        if (it == defs.end()) return false;
        Def copy = it->second;
        const auto& saved_defs = abstract ? definitions<Def>(doc.saved_content().templates)
                                          : definitions<Def>(doc.saved_content());
        const auto saved = saved_defs.find(id);
        FieldNotes notes = field_notes(kind_name(kind), copy,
                                       saved == saved_defs.end() ? nullptr : &saved->second);
        const auto find = [&id, abstract](const Content* side) -> const Def* {
            const auto& map =
                abstract ? definitions<Def>(side->templates) : definitions<Def>(*side);
            const auto found = map.find(id);
            return found == map.end() ? nullptr : &found->second;
        };
        const Def* game_def = game && !abstract ? find(game) : nullptr;
        const Def* disk_def = disk ? find(disk) : nullptr;
        set_other_sides<Def>(notes, game && !abstract ? &game_def : nullptr,
                             disk ? &disk_def : nullptr);
        const FieldInheritance inheritance = field_inheritance(doc.content(), kind, id);
        std::map<std::string, std::string> parent_values;
        if (const Def* parent = find_definition<Def>(doc.content(), inheritance.parent))
            parent_values = field_texts(*parent);
        FieldEditor<Widgets> editor(widgets, doc.content());
        editor.set_notes(&notes);
        editor.set_inheritance(&inheritance, &parent_values);
        editor.set_origins(doc.saved_content().provenance.get(), location_key(kind, id), id);
        describe(editor, copy);
        const std::string owner =
            std::string(kind_name(kind)) + (abstract ? " template '" : " '") + id + "'";
        editor.commit(doc, owner, location_key(kind, id), [&](Content& c) {
            if (abstract) {
                // A template may leave out what its children give (a name, a slot): it
                // is kept as written, not filled in.
                definitions<Def>(c.templates)[id] = copy;
                return;
            }
            conform_to_schema(c, copy);
            definitions<Def>(c)[id] = copy;
        });
        return true;
    });
}

// Multi-select: the fields of definitions and templates `ids` of `kind` edited together,
// drawn over the first's values, "(mixed)" where they differ (a mixed list or optional
// part is named, not opened). A change sets that field on every one of them as ONE
// undoable step ("Set fighter.power on 3 actors"), the same edit a single definition's
// field makes: what inherits it from one of them follows, and a save writes only what
// no template gives (a template and its child both set write the template's key alone).
// False (nothing drawn) when fewer than two of `ids` exist.
template <class Widgets>
bool edit_shared_fields(ContentDocument& doc, Widgets& widgets, DefKind kind,
                        const std::vector<DefId>& ids) {
    return with_definitions(doc.content(), kind, [&](const auto& kind_defs) {
        using Def = typename std::remove_cvref_t<decltype(kind_defs)>::mapped_type;
        std::vector<std::pair<DefId, const Def*>> picked;
        for (const DefId& id : ids) {
            if (const Def* def = find_definition<Def>(doc.content(), id))
                picked.emplace_back(id, def);
        }
        if (picked.size() < 2) return false;
        const Def& first = *picked.front().second;
        FieldPaths mixed;
        for (std::size_t i = 1; i < picked.size(); ++i) {
            for (std::string& field : changed_fields(first, *picked[i].second)) {
                if (std::find(mixed.begin(), mixed.end(), field) == mixed.end())
                    mixed.push_back(std::move(field));
            }
        }
        Def copy = first;
        // Compared with the first's own values: no saved-file marks (they would speak for
        // the first alone); a field's tooltip still says what it means.
        FieldNotes notes = field_notes(kind_name(kind), copy, &first);
        FieldEditor<Widgets> editor(widgets, doc.content());
        editor.set_notes(&notes);
        editor.set_mixed(&mixed);
        describe(editor, copy);
        // The fields the widgets changed, as templates pass them on (a list whole); a mixed
        // field set to the first's own value is still set on all of them.
        FieldPaths fields = editor.changed() ? changed_fields(first, copy) : FieldPaths();
        if (editor.changed() && fields.empty()) {
            for (const std::string& field : mixed) {
                if (path_covers(field, editor.changed_field())) fields.push_back(field);
            }
        }
        const std::string name(kind_name(kind));
        const std::string label = editor.action() + " on " + std::to_string(picked.size()) + " " +
                                  name + (name.back() == 's' ? "es" : "s");
        std::string merge_key = std::string(kind_name(kind)) + " selection";
        for (const auto& entry : picked) merge_key += "/" + entry.first;
        editor.commit_as(doc, label, merge_key + "/" + editor.action(), [&](Content& c) {
            for (const auto& entry : picked) {
                const DefId& id = entry.first;
                if (is_template(c, kind, id)) {
                    copy_fields(definitions<Def>(c.templates).at(id), copy, fields);
                    continue;
                }
                Def& def = definitions<Def>(c).at(id);
                copy_fields(def, copy, fields);
                conform_to_schema(c, def);
            }
        });
        return true;
    });
}

// The same for the settings.
template <class Widgets>
void edit_settings_fields(ContentDocument& doc, Widgets& widgets, const Content* game = nullptr,
                          const Content* disk = nullptr) {
    Settings copy = doc.content().settings;
    FieldNotes notes = field_notes("settings", copy, &doc.saved_content().settings);
    const Settings* game_settings = game ? &game->settings : nullptr;
    const Settings* disk_settings = disk ? &disk->settings : nullptr;
    set_other_sides<Settings>(notes, game ? &game_settings : nullptr,
                              disk ? &disk_settings : nullptr);
    FieldEditor<Widgets> editor(widgets, doc.content());
    editor.set_notes(&notes);
    editor.set_origins(doc.saved_content().provenance.get(), "settings", "settings");
    describe(editor, copy);
    editor.commit(doc, "settings", "settings", [&](Content& c) {
        conform_to_schema(c, copy);
        c.settings = copy;
    });
}

}  // namespace cf
