#include "editor/template_edits.hpp"

#include <algorithm>

#include "editor/provenance_text.hpp"
#include "engine/content/schema_walker.hpp"
#include "engine/content/written_fields.hpp"

namespace cf {

namespace {

std::string what(DefKind kind, const DefId& id) {
    return std::string(kind_name(kind)) + " '" + id + "'";
}

bool any_covers(const FieldPaths& written, const std::string& path) {
    return std::any_of(written.begin(), written.end(),
                       [&](const std::string& w) { return path_covers(w, path); });
}

// The number of entries of every list of a definition, by path ("abilities").
struct ListSizes : SchemaWalker<ListSizes>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    std::map<std::string, std::size_t> sizes;

    template <class T>
    void list(const char* key, std::vector<T>& items) {
        sizes[where(key)] = items.size();
    }
    template <class T>
    void tagged_list(const char* key, std::vector<T>& items) {
        list(key, items);
    }
};

// Whether `path` of `id` is one the editor moved up into its parent (Apply to parent).
bool released(const Content& content, DefKind kind, const DefId& id, const std::string& path) {
    const auto it = content.templates.released.find(location_key(kind, id));
    return it != content.templates.released.end() &&
           std::any_of(it->second.begin(), it->second.end(),
                       [&](const std::string& r) { return path_covers(r, path); });
}

// The change Apply to parent makes: the parent takes `fields` of `id`, which releases them.
void move_up(Content& c, DefKind kind, const DefId& id, const DefId& parent,
             const FieldPaths& fields) {
    const auto apply = [&](auto& defs) {
        using Def = typename std::remove_reference_t<decltype(defs)>::mapped_type;
        const Def* child = find_definition<Def>(c, id);
        const auto it = defs.find(parent);
        if (!child || it == defs.end()) return;
        const Def source = *child;  // `child` may be in the map being written
        copy_fields(it->second, source, fields);
    };
    with_definitions(c, kind, apply);
    with_definitions(c.templates, kind, apply);
    std::vector<std::string>& moved = c.templates.released[location_key(kind, id)];
    moved.insert(moved.end(), fields.begin(), fields.end());
}

}  // namespace

bool is_template(const Content& content, DefKind kind, const DefId& id) {
    return with_template_map(kind,
                             [&](auto member) { return (content.templates.*member).contains(id); });
}

std::vector<DefId> template_ids(const Content& content, DefKind kind) {
    return with_template_map(kind, [&](auto member) {
        std::vector<DefId> ids;
        for (const auto& entry : content.templates.*member) ids.push_back(entry.first);
        return ids;
    });
}

DefId parent_of(const Content& content, DefKind kind, const DefId& id) {
    if (!content.provenance) return {};
    const DefOrigin* origin = content.provenance->origin(location_key(kind, id));
    if (!origin || origin->templates.empty()) return {};
    const DefId& parent = origin->templates.front();
    // A parent the editor no longer has (deleted, renamed) passes nothing on.
    return content.defines(kind, parent) || is_template(content, kind, parent) ? parent : DefId();
}

std::string written_at(const Content& content, DefKind kind, const DefId& id) {
    const auto it = content.locations.find(location_key(kind, id));
    if (it != content.locations.end() && it->second.line > 0)
        return it->second.file + ":" + std::to_string(it->second.line);
    if (!content.provenance) return {};
    const DefOrigin* origin = content.provenance->origin(location_key(kind, id));
    if (!origin) return {};
    for (auto f = origin->fragments.rbegin(); f != origin->fragments.rend(); ++f) {
        if (f->owner != id || !f->key.IsDefined()) continue;
        const SourceLocation at = location_of(f->key.Mark());
        return at.file + ":" + std::to_string(at.line);
    }
    return {};
}

FieldInheritance field_inheritance(const Content& content, DefKind kind, const DefId& id) {
    FieldInheritance out;
    out.parent = parent_of(content, kind, id);
    if (out.parent.empty()) return out;
    const ContentProvenance& p = *content.provenance;
    const DefOrigin* origin = p.origin(location_key(kind, id));
    FieldPaths extended;
    if (origin) fields_written_after(*origin, "", &extended);
    with_definitions_of(kind, [&](auto member) {
        using Def = typename std::remove_reference_t<decltype(content.*member)>::mapped_type;
        const Def* def = find_definition<Def>(content, id);
        const Def* parent = find_definition<Def>(content, out.parent);
        if (!def || !parent) return;
        out.differ = changed_fields(*parent, *def);
        if (extended.empty()) return;
        ListSizes sizes;
        Def copy = *parent;  // describe() visits mutable fields; the walker only reads them
        describe(sizes, copy);
        for (const std::string& list : extended) {
            const auto it = sizes.sizes.find(list);
            if (it != sizes.sizes.end()) out.inherited_entries[list] = it->second;
        }
    });
    for (const DefFragment& f : origin->fragments) {
        if (f.owner != id || !f.body.IsMap()) continue;
        for (const auto& [path, mark] : written_fields(f.body, true)) {
            if (released(content, kind, id, path)) continue;  // moved up into its parent
            out.own.push_back(path);
            if (f.layer > 0 && static_cast<std::size_t>(f.layer) < p.layers.size())
                out.layers.emplace_back(
                    path, layer_short_name(p.layers[static_cast<std::size_t>(f.layer)]));
        }
    }
    return out;
}

FieldSource source_of(const FieldInheritance& inheritance, const std::string& path,
                      std::string* layer) {
    if (inheritance.parent.empty()) return FieldSource::own;
    for (auto it = inheritance.layers.rbegin(); it != inheritance.layers.rend(); ++it) {
        if (!path_covers(it->first, path)) continue;
        if (layer) *layer = it->second;
        return FieldSource::layer;
    }
    if (any_covers(inheritance.differ, path) || any_covers(inheritance.own, path))
        return FieldSource::own;
    return FieldSource::inherited;
}

std::string source_line(const FieldInheritance& inheritance, const std::string& path,
                        const std::string& parent_value) {
    if (inheritance.parent.empty()) return {};
    std::string layer;
    switch (source_of(inheritance, path, &layer)) {
        case FieldSource::inherited:
            return "Inherited from " + inheritance.parent;
        case FieldSource::layer:
            return "Set by layer " + layer + " (" + inheritance.parent + ": " + parent_value + ")";
        case FieldSource::own:
            break;
    }
    return "Set here (" + inheritance.parent + ": " + parent_value + ")";
}

bool revert_to_inherited(ContentDocument& doc, DefKind kind, const DefId& id,
                         const FieldPaths& fields) {
    const DefId parent = parent_of(doc.content(), kind, id);
    if (parent.empty() || fields.empty()) return false;
    const std::uint64_t revision = doc.revision();
    std::string label = "Revert " + what(kind, id);
    label += fields.size() == 1 ? " " + fields.front()
                                : " (" + std::to_string(fields.size()) + " fields)";
    doc.edit(label + " to inherited", "", [&](Content& c) {
        const auto revert = [&](auto& defs) {
            using Def = typename std::remove_reference_t<decltype(defs)>::mapped_type;
            const auto it = defs.find(id);
            const Def* from = find_definition<Def>(c, parent);
            if (it != defs.end() && from) {
                const Def source = *from;  // `from` may be in the map being written
                copy_fields(it->second, source, fields);
            }
        };
        with_definitions(c, kind, revert);
        with_definitions(c.templates, kind, revert);
    });
    return doc.revision() != revision;
}

std::string parent_error(const Content& content, DefKind kind, const DefId& id,
                         const DefId& parent) {
    if (parent.empty()) return "choose what it is made from";
    if (!content.defines(kind, parent) && !is_template(content, kind, parent))
        return "there is no " + what(kind, parent);
    if (parent == id) return id + " cannot be made from itself";
    // Up the new parent's chain: meeting `id` there would make a cycle.
    DefId step = parent;
    for (std::size_t guard = 0; !step.empty() && guard < 1000; ++guard) {
        const DefId above = parent_of(content, kind, step);
        if (above == id) return parent + " already inherits from " + id;
        step = above;
    }
    return {};
}

bool set_parent(ContentDocument& doc, DefKind kind, const DefId& id, const DefId& parent,
                std::string& error) {
    error = parent_error(doc.content(), kind, id, parent);
    if (!error.empty()) return false;
    const DefId old_parent = parent_of(doc.content(), kind, id);
    if (old_parent == parent) {
        error = id + " is made from " + parent + " already";
        return false;
    }
    FieldPaths own;
    if (doc.content().provenance) {
        const DefOrigin* origin = doc.content().provenance->origin(location_key(kind, id));
        if (origin) own = fields_written_after(*origin, "");
    }
    const std::uint64_t revision = doc.revision();
    doc.edit("Make " + what(kind, id) + " from " + parent, "", [&](Content& c) {
        const auto remake = [&](auto& defs) {
            using Def = typename std::remove_reference_t<decltype(defs)>::mapped_type;
            const auto it = defs.find(id);
            const Def* from = find_definition<Def>(c, parent);
            if (it == defs.end() || !from) return;
            // What it holds apart from what it came from: its old parent, else the file's
            // version of it (unsaved edits), else a new definition's defaults.
            const Def* was = old_parent.empty() ? find_definition<Def>(doc.saved(), id)
                                                : find_definition<Def>(c, old_parent);
            FieldPaths kept = changed_fields(was ? *was : Def{}, it->second);
            kept.insert(kept.end(), own.begin(), own.end());
            Def next = *from;
            copy_fields(next, it->second, kept);
            next.id = id;
            it->second = std::move(next);
        };
        with_definitions(c, kind, remake);
        with_definitions(c.templates, kind, remake);
        set_parent_origin(c, kind, id, parent);
    });
    if (doc.revision() == revision) {
        error = "nothing changes: " + parent + " gives what " + id + " holds now";
        return false;
    }
    return true;
}

std::vector<DefId> apply_to_parent_reaches(const ContentDocument& doc, DefKind kind,
                                           const DefId& id, const FieldPaths& fields) {
    std::vector<DefId> out;
    const DefId parent = parent_of(doc.content(), kind, id);
    if (parent.empty() || fields.empty()) return out;
    const Content& before = doc.content();
    Content next = before;
    move_up(next, kind, id, parent, fields);
    follow_templates(before, next);
    with_definitions_of(kind, [&](auto member) {
        using Def = typename std::remove_reference_t<decltype(before.*member)>::mapped_type;
        for (const DefId& kid : made_from(before, kind, parent)) {
            const Def* was = find_definition<Def>(before, kid);
            const Def* now = find_definition<Def>(next, kid);
            if (kid != id && was && now && !(*was == *now)) out.push_back(kid);
        }
    });
    return out;
}

bool apply_to_parent(ContentDocument& doc, DefKind kind, const DefId& id, const FieldPaths& fields,
                     std::string& error) {
    const DefId parent = parent_of(doc.content(), kind, id);
    if (parent.empty()) {
        error = what(kind, id) + " is made from no template";
        return false;
    }
    if (fields.empty()) {
        error = "no field to apply";
        return false;
    }
    std::string label = "Apply " + what(kind, id);
    label += fields.size() == 1 ? " " + fields.front()
                                : " (" + std::to_string(fields.size()) + " fields)";
    const std::uint64_t revision = doc.revision();
    doc.edit(label + " to " + parent, "",
             [&](Content& c) { move_up(c, kind, id, parent, fields); });
    if (doc.revision() == revision) {
        error = parent + " holds that already";
        return false;
    }
    error.clear();
    return true;
}

}  // namespace cf
