#include "tests/designer/typing_steps.hpp"

#include <map>
#include <optional>

#include "editor/field_editor.hpp"

namespace cf::designer {

namespace {

// Field widgets that type into one text field (`target`, by the widgets' path of group
// labels and entry numbers), and list every text field they are shown.
struct TypingWidgets {
    std::string target;                         // the field typed into ("" only lists)
    std::string value;                          // what it holds after this frame's keystroke
    bool finish = false;                        // the field is let go this frame
    std::vector<std::string> texts;             // every text field shown, by path
    std::map<std::string, std::string> values;  // what each held when shown
    std::vector<std::string> path;

    // The path in one word: keys and entry numbers ("abilities/1/effects/0/message"); an
    // entry's own label ("2. Call bats", which typing into its name changes) is left out.
    std::string at(const char* label) const {
        std::string out;
        for (const std::string& part : path)
            if (!part.empty()) out += part + "/";
        return out + label;
    }
    WidgetResult text(const char* label, std::string& v) {
        const std::string here = at(label);
        texts.push_back(here);
        values[here] = v;
        if (here != target) return {};
        const bool changed = v != value;
        v = value;
        return {changed, finish};
    }
    WidgetResult number(const char*, int&, int, int) { return {}; }
    WidgetResult flag(const char*, bool&) { return {}; }
    WidgetResult color(const char*, Color&) { return {}; }
    WidgetResult glyph(const char*, int&) { return {}; }
    WidgetResult choice(const char*, int&, const std::string_view*, std::size_t) { return {}; }
    WidgetResult reference(const char*, DefId&, const std::vector<DefId>&) { return {}; }
    bool button(const char*) { return false; }
    bool begin_group(const char* label) {
        const bool entry = !path.empty() && !path.back().empty() &&
                           path.back().find_first_not_of("0123456789") == std::string::npos;
        path.emplace_back(entry ? "" : label);
        return true;
    }
    void end_group() { path.pop_back(); }
    void same_line() {}
    void push_id(int id) { path.push_back(std::to_string(id)); }
    void pop_id() { path.pop_back(); }
};

std::optional<Step> draw_type(const Rig& rig, Random& r) {
    const Content& c = rig.doc().content();
    std::vector<DefKind> kinds;
    for (DefKind k : kDefKinds)
        if (!ids_of(c, k).empty()) kinds.push_back(k);
    if (kinds.empty()) return std::nullopt;
    const DefKind kind = r.pick(kinds);
    const DefId id = r.pick(ids_of(c, kind));
    const std::vector<std::string> fields = text_fields(rig.doc(), kind, id);
    if (fields.empty()) return std::nullopt;
    static const std::vector<std::string> kWords = {"Grim", "old", "x", "Zz", "ash", "EYE"};
    return Step{{"type", kind_name(kind), id, r.pick(fields), r.pick(kWords)}};
}

// Types the step's text at the end of its field, a letter a frame with the field held,
// then lets the field go: one edit of the document, as the panel makes it.
std::string run_type(Rig& rig, const Step& s) {
    DefKind kind = DefKind::actor;
    for (DefKind k : kDefKinds)
        if (s.arg(0) == kind_name(k)) kind = k;
    const DefId& id = s.arg(1);
    const std::string& field = s.arg(2);
    const std::string& letters = s.arg(3);
    TypingWidgets look;
    if (!edit_definition_fields(rig.doc(), look, kind, id)) return {};
    const auto before = look.values.find(field);
    if (before == look.values.end()) return {};
    for (std::size_t i = 0; i <= letters.size(); ++i) {
        TypingWidgets keys;
        keys.target = field;
        keys.value = before->second + letters.substr(0, i);
        keys.finish = i == letters.size();
        if (!edit_definition_fields(rig.doc(), keys, kind, id)) break;
        rig.frame(!keys.finish);
    }
    return {};
}

}  // namespace

std::vector<std::string> text_fields(const ContentDocument& doc, DefKind kind, const DefId& id) {
    ContentDocument scratch(doc.snapshot());
    TypingWidgets widgets;
    edit_definition_fields(scratch, widgets, kind, id);
    return widgets.texts;
}

std::vector<StepKind> typing_step_kinds() {
    return {{"type", Category::content, 6, draw_type, run_type}};
}

}  // namespace cf::designer
