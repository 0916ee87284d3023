#include "tests/designer/kin_steps.hpp"

#include <algorithm>

#include "editor/spreadsheet_panel.hpp"
#include "editor/template_edits.hpp"

namespace cf::designer {

namespace {

// The actors made from a template, and the templates: what the kin steps work on.
std::vector<DefId> kin_family(const Content& c) {
    std::vector<DefId> out = template_ids(c, DefKind::actor);
    for (const DefId& id : ids_of(c, DefKind::actor)) {
        if (!parent_of(c, DefKind::actor, id).empty()) out.push_back(id);
    }
    return out;
}

std::optional<Step> draw_kin(const Rig& rig, Random& r, const std::string& name) {
    if (rig.flavour() != Flavour::kin) return std::nullopt;
    const Content& c = rig.doc().content();
    const std::vector<DefId> family = kin_family(c);
    if (family.empty()) return std::nullopt;
    const DefId& id = r.pick(family);
    if (name == "from") {
        // Often one of its own family (a cycle is then likely), else any actor.
        std::vector<DefId> parents = r.chance(0.6) ? family : ids_of(c, DefKind::actor);
        for (const DefId& t : template_ids(c, DefKind::actor)) parents.push_back(t);
        return Step{{"from", "actor", id, r.pick(parents)}};
    }
    if (name == "revert") {
        const FieldPaths differ = field_inheritance(c, DefKind::actor, id).differ;
        if (differ.empty() || r.chance(0.25)) return Step{{"revert", "actor", id, "all"}};
        return Step{{"revert", "actor", id, r.pick(differ)}};
    }
    if (name == "extend") return Step{{"extend", "actor", id, r.chance(0.6) ? "add" : "remove"}};
    // layer-set: a number written to the base layer (0) or the one above it (1).
    static const std::vector<std::string> kPaths = {"fighter.power", "fighter.hp", "xp"};
    return Step{{"layer-set", "actor", id, r.pick(kPaths), std::to_string(r.between(1, 30)),
                 std::to_string(r.below(2))}};
}

// Is `parent` made from `id`, or `id` itself (making `id` from it would be a cycle)?
bool inherits_from(const Content& c, const DefId& parent, const DefId& id) {
    DefId at = parent;
    for (int depth = 0; depth < 64 && !at.empty(); ++depth) {
        if (at == id) return true;
        at = parent_of(c, DefKind::actor, at);
    }
    return false;
}

// Sets a number of an actor or template as its field does: one step, what inherits it follows.
void set_kin_number(ContentDocument& doc, const DefId& id, const std::string& path, int value) {
    const bool abstract = is_template(doc.content(), DefKind::actor, id);
    doc.edit("Set actor '" + id + "' " + path, "", [&](Content& next) {
        ActorDef& def = abstract ? next.templates.actors.at(id) : next.actors.at(id);
        if (path == "fighter.power") def.fighter.power = value;
        if (path == "fighter.hp") def.fighter.hp = std::max(1, value);
        if (path == "xp") def.xp = value;
    });
}

std::string run_kin(Rig& rig, const Step& s) {
    ContentDocument& doc = rig.doc();
    const Content& c = doc.content();
    const DefId& id = s.arg(1);
    if (!has_definition(c, DefKind::actor, id) && !is_template(c, DefKind::actor, id)) return {};
    const std::string& name = s.name();
    std::string error;
    if (name == "from") {
        const DefId& parent = s.arg(2);
        if (!has_definition(c, DefKind::actor, parent) && !is_template(c, DefKind::actor, parent))
            return {};
        const bool cycle = inherits_from(c, parent, id);
        const std::size_t steps = doc.undo_steps();
        const bool made = set_parent(doc, DefKind::actor, id, parent, error);
        if (cycle && (made || doc.undo_steps() != steps))
            return "from: " + id + " was made from " + parent + ", which inherits from it";
        if (cycle && error.empty()) return "from: the cycle through " + parent + " gave no reason";
        if (made && parent_of(doc.content(), DefKind::actor, id) != parent)
            return "from: " + id + " is not made from " + parent + " after the step";
    } else if (name == "revert") {
        FieldPaths fields = field_inheritance(c, DefKind::actor, id).differ;
        if (s.arg(2) != "all") fields = {s.arg(2)};
        if (revert_to_inherited(doc, DefKind::actor, id, fields)) {
            const FieldPaths left = field_inheritance(doc.content(), DefKind::actor, id).differ;
            for (const std::string& f : fields) {
                if (std::find(left.begin(), left.end(), f) != left.end())
                    return "revert: " + id + " " + f + " still differs from its parent";
            }
        }
    } else if (name == "extend") {
        // An entry added to (or the last one taken from) its abilities, as the field
        // editor's Add and Remove make it.
        const bool add = s.arg(2) == "add";
        const bool abstract = is_template(c, DefKind::actor, id);
        doc.edit(std::string(add ? "Add to" : "Remove from") + " actor '" + id + "' abilities", "",
                 [&](Content& next) {
                     ActorDef& def = abstract ? next.templates.actors.at(id) : next.actors.at(id);
                     if (add) {
                         AbilityDef extra;
                         extra.name = "Kick";
                         EffectDef hit;
                         hit.amount = 1;
                         extra.effects.push_back(hit);
                         def.abilities.push_back(std::move(extra));
                     } else if (!def.abilities.empty()) {
                         def.abilities.pop_back();
                     }
                 });
    } else if (name == "layer-set") {
        // The edits from now on go to this layer (the "Write to" control).
        WriteTarget target = doc.write_target();
        target.layer = s.number(4);
        doc.set_write_target(target);
        set_kin_number(doc, id, s.arg(2), s.number(3));
    }
    rig.frame();
    return {};
}

}  // namespace

std::vector<StepKind> kin_step_kinds() {
    return {
        {"from", Category::content, 2,
         [](const Rig& rig, Random& r) { return draw_kin(rig, r, "from"); }, run_kin},
        {"revert", Category::content, 2,
         [](const Rig& rig, Random& r) { return draw_kin(rig, r, "revert"); }, run_kin},
        {"extend", Category::content, 2,
         [](const Rig& rig, Random& r) { return draw_kin(rig, r, "extend"); }, run_kin},
        {"layer-set", Category::content, 2,
         [](const Rig& rig, Random& r) { return draw_kin(rig, r, "layer-set"); }, run_kin},
    };
}

}  // namespace cf::designer
