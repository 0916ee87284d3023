#include "engine/content/layered_save.hpp"

#include <algorithm>
#include <filesystem>
#include <set>

#include "engine/content/content_build.hpp"
#include "engine/content/content_cache.hpp"
#include "engine/content/content_layout.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/content/inherited_fields.hpp"
#include "engine/content/layered_text.hpp"
#include "engine/content/list_extension.hpp"
#include "engine/content/provenance.hpp"
#include "engine/content/schema.hpp"
#include "engine/content/written_fields.hpp"

namespace cf {

namespace {

// Every file of every layer by (layer, path), as it reads now.
using LayeredTexts = std::map<std::pair<int, std::string>, std::string>;

// A file of the layers by the name marks and problems give it.
struct LayeredPlace {
    int layer = 0;
    std::string path;
};

std::optional<LayeredPlace> place_of_shown(const ContentProvenance& p, const std::string& shown) {
    for (const SourceFileRecord& f : p.files) {
        if (f.shown == shown) return LayeredPlace{f.layer, f.path};
    }
    return std::nullopt;
}

std::optional<LayeredPlace> place_of_fragment(const ContentProvenance& p, const DefFragment& f) {
    const NodeMark mark = f.key.IsDefined() ? f.key.Mark() : f.body.Mark();
    if (!mark.file) return std::nullopt;
    return place_of_shown(p, *mark.file);
}

// The files holding `id`'s own blocks (not its templates'), in layer order.
std::vector<LayeredPlace> own_places(const ContentProvenance& p, const std::string& key,
                                     const DefId& id) {
    std::vector<LayeredPlace> out;
    const DefOrigin* origin = p.origin(key);
    if (!origin) return out;
    for (const DefFragment& f : origin->fragments) {
        if (f.owner != id) continue;
        if (auto place = place_of_fragment(p, f)) out.push_back(*place);
    }
    return out;
}

LayeredTexts texts_of(const Content& base) {
    LayeredTexts texts;
    const ContentProvenance& p = *base.provenance;
    for (const SourceFileRecord& f : p.files) {
        std::string text;
        if (base.sources) {
            const auto it = base.sources->find(f.shown);
            if (it != base.sources->end()) text = it->second;
        }
        texts[{f.layer, f.path}] = std::move(text);
    }
    return texts;
}

// `texts` loaded as `base`'s layers would load from folders holding them, built over
// `base` (build_content_over): only the definitions made from the edited files are read
// again when their ids and templates stay as they were.
ContentLoad load_texts_as_layers(const Content& base, const LayeredTexts& texts) {
    const ContentProvenance& p = *base.provenance;
    std::vector<LayerInput> inputs(p.layers.size());
    const bool several = p.layers.size() > 1;
    for (std::size_t l = 0; l < p.layers.size(); ++l) {
        inputs[l].name = p.layers[l].name;
        inputs[l].dir = p.layers[l].dir;
    }
    // A file whose text is as loaded is taken as parsed then: only edited files are parsed.
    std::map<std::pair<int, std::string_view>, const ParsedFilePtr*> loaded;
    for (std::size_t i = 0; i < p.files.size() && i < p.parsed.size(); ++i)
        loaded[{p.files[i].layer, p.files[i].path}] = &p.parsed[i];
    for (const auto& [where, text] : texts) {
        const auto l = static_cast<std::size_t>(where.first);
        if (l >= inputs.size()) continue;
        const std::string shown = shown_file_name(inputs[l].name, where.second, several);
        const auto before = loaded.find({where.first, where.second});
        if (before != loaded.end() && (*before->second)->text == text &&
            (*before->second)->shown == shown) {
            inputs[l].files.push_back({where.second, *before->second});
            continue;
        }
        inputs[l].files.push_back({where.second, parse_content_file(text, shown)});
    }
    return build_content_over(base, inputs);
}

// The id `id` of `kind` becomes through `renames`, in order.
DefId renamed_id(const std::vector<Rename>& renames, DefKind kind, DefId id) {
    for (const Rename& r : renames) {
        if (r.kind == kind && r.from == id) id = r.to;
    }
    return id;
}

class LayeredWriter {
  public:
    LayeredWriter(const Content& base, const WriteTarget& target)
        : base_(base), target_(target), layer_(write_layer_index(base, target)) {}

    // One pass: the views that take `current` (loaded from `texts`) to `next` in the
    // write layer's files, applied to `texts`. False + error when a file cannot be patched.
    bool pass(const Content& current, const Content& next, const std::vector<Rename>& renames,
              LayeredTexts& texts, std::string& error) {
        std::map<std::string, FileViews> views;
        const ContentProvenance& p = *current.provenance;
        for (DefKind kind : kDefKinds) add_kind(p, current, next, kind, renames, views);
        add_released(p, current, next, views);
        add_document(p, "settings", settings_yaml(current.settings), settings_yaml(next.settings),
                     views);
        add_document(p, "spawns", spawns_yaml(current.spawns), spawns_yaml(next.spawns), views);
        add_spawn_renames(p, renames, views);
        for (const auto& [path, v] : views) {
            std::string& text = texts[{layer_, path}];
            auto patched = patch_file(text, v);
            if (!patched) {
                error = "cannot edit " + shown(path) +
                        " in place (it uses YAML the editor does not rewrite: anchors, tags, "
                        "block scalars or flow mappings over several lines)";
                return false;
            }
            text = std::move(*patched);
        }
        return true;
    }

    std::string shown(const std::string& path) const {
        const auto& layers = base_.provenance->layers;
        return shown_file_name(layers[static_cast<std::size_t>(layer_)].name, path,
                               layers.size() > 1);
    }
    int layer() const { return layer_; }

  private:
    // file_for_kind, found once per save: it walks every definition.
    const std::string& new_file(DefKind kind) const {
        auto it = new_files_.find(kind);
        if (it == new_files_.end())
            it = new_files_.emplace(kind, file_for_kind(base_, kind, target_)).first;
        return it->second;
    }

    // The write layer's file holding `id`'s own block, if any.
    std::optional<std::string> own_file(const ContentProvenance& p, const std::string& key,
                                        const DefId& id) const {
        for (const LayeredPlace& place : own_places(p, key, id)) {
            if (place.layer == layer_) return place.path;
        }
        return std::nullopt;
    }

    void add_kind(const ContentProvenance& p, const Content& current, const Content& next,
                  DefKind kind, const std::vector<Rename>& renames,
                  std::map<std::string, FileViews>& views) const {
        add_bodies(p, current, next, kind, renames, bodies_of_kind(current, kind, next),
                   bodies_of_kind(next, kind, current), views);
        add_bodies(p, current, next, kind, renames, template_bodies_of_kind(current, kind, next),
                   template_bodies_of_kind(next, kind, current), views);
        add_from_renames(p, kind, renames, views);
    }

    // The definitions (or the templates) of one kind, as bodies before and after.
    void add_bodies(const ContentProvenance& p, const Content& current, const Content& next,
                    DefKind kind, const std::vector<Rename>& renames,
                    const std::map<DefId, std::string>& before,
                    const std::map<DefId, std::string>& after,
                    std::map<std::string, FileViews>& views) const {
        std::set<DefId> met;  // next ids reached from current ones under another id
        for (const auto& [id, body] : before) {
            const DefId to = renamed_id(renames, kind, id);
            const auto now = after.find(to);
            // Most definitions are unchanged: their files are not looked up.
            if (now != after.end() && to == id && now->second == body) continue;
            const std::string key = location_key(kind, id);
            const auto mine = own_file(p, key, id);
            if (now != after.end()) {
                if (to != id) met.insert(to);
                DefViews d{id, body, to, now->second};
                if (to == id) {
                    const DefId& same = to;  // a lambda may not read the loop's binding
                    with_definitions_of(kind, [&](auto member) {
                        using Def = typename std::remove_reference_t<decltype(current.*
                                                                              member)>::mapped_type;
                        drop_inherited<Def>(p, current, next, key, same, d);
                    });
                    add_parent_change(p, next, key, d);
                    if (d.next_body == d.base_body) continue;  // all it changed is inherited
                }
                FileViews& v = views[mine ? *mine : new_file(kind)];
                v.defs[id] = d;
                if (mine) keep_written_extensions(p, key, id, v.defs[id]);
                if (to != id && mine) v.renames.push_back({{}, id, to});
                continue;
            }
            add_deletion(p, key, id, body, mine, new_file(kind), views);
        }
        for (const auto& [id, body] : after) {
            const bool kept =
                met.contains(id) || (before.contains(id) && renamed_id(renames, kind, id) == id);
            if (!kept) add_new(p, next, kind, id, body, views);
        }
    }

    // A new definition goes whole into its kind's file; one the editor made from a parent
    // (give_new_parent) goes beside the parent's block when the write layer holds it, as
    // `from: parent` with only what differs: the view before it is the parent's body under
    // its id, so the file gets only the fields that differ.
    void add_new(const ContentProvenance& p, const Content& next, DefKind kind, const DefId& id,
                 const std::string& body, std::map<std::string, FileViews>& views) const {
        const DefId parent = new_parent_of(next, kind, id);
        std::string parent_body;
        if (!parent.empty()) {
            with_definitions_of(kind, [&](auto member) {
                using Def = typename std::remove_reference_t<decltype(next.*member)>::mapped_type;
                if (const Def* def = find_definition<Def>(next, parent)) {
                    Def view = *def;
                    view.id = id;
                    parent_body = canonical_body(view);
                }
            });
        }
        if (parent_body.empty()) {
            views[new_file(kind)].defs[id] = {"", "", id, body};
            return;
        }
        const auto beside = own_file(p, location_key(kind, parent), parent);
        views[beside ? *beside : new_file(kind)].defs[id] = {
            id, parent_body, id, "  from: " + yaml_scalar(parent) + "\n" + body};
    }

    // A changed field that now holds what the definition inherits is not written: a
    // block of the write layer that wrote it loses that key (Revert to inherited, a
    // template's value given again), and no key is added where there was none (a field
    // that followed its edited template). Fields another layer's block of it writes, and
    // lists it extends (`KEY+:`), are written as before.
    template <class Def>
    void drop_inherited(const ContentProvenance& p, const Content& current, const Content& next,
                        const std::string& key, const DefId& id, DefViews& d) const {
        const DefOrigin* origin = p.origin(key);
        const DefId parent_id = parent_in(next, key, origin);
        if (!origin || parent_id.empty()) return;
        const Def* was = find_definition<Def>(current, id);
        const Def* now = find_definition<Def>(next, id);
        const Def* parent = find_definition<Def>(next, parent_id);
        if (!was || !now || !parent) return;
        FieldPaths here;
        FieldPaths elsewhere;
        for (const DefFragment& f : origin->fragments) {
            if (f.owner != id || !f.body.IsMap()) continue;
            for (const auto& [path, mark] : written_fields(f.body, true))
                (f.layer == layer_ ? here : elsewhere).push_back(path);
            for (const YamlChild& pair : f.body) {
                if (pair.first.Scalar().ends_with("+")) elsewhere.push_back(pair.first.Scalar());
            }
        }
        const Def* parent_was = origin->templates.empty()
                                    ? nullptr
                                    : find_definition<Def>(current, origin->templates.front());
        FieldPaths drop;
        FieldPaths followed;  // extended lists whose own entries stayed: nothing to write
        for (const std::string& field : changed_fields(*was, *now)) {
            const auto sets = [&field](const std::string& w) {
                return path_covers(w, field) || w == field + "+";
            };
            if (parent_was && extends(*origin, field)) {
                Def moved = *was;
                follow_extensions(moved, *parent_was, *parent, {field});
                if (same_field(moved, *now, field)) followed.push_back(field);
                continue;
            }
            if (same_field(*now, *parent, field) &&
                std::none_of(elsewhere.begin(), elsewhere.end(), sets))
                drop.push_back(field);
        }
        if (drop.empty() && followed.empty()) return;
        Def view = *now;
        copy_fields(view, *was, drop);
        copy_fields(view, *was, followed);
        d.next_body = canonical_body(view);
        const auto dropped = [&drop](const std::string& w) {
            return std::any_of(drop.begin(), drop.end(),
                               [&w](const std::string& f) { return path_covers(f, w); });
        };
        for (const std::string& field : drop) {
            const auto sets = [&field](const std::string& w) { return path_covers(w, field); };
            if (std::none_of(here.begin(), here.end(), sets)) continue;
            // A mapping of the block left with nothing written in it goes whole (the
            // canonical view holds its inherited fields too; the file must not keep an
            // empty `fighter:`).
            std::string target = field;
            for (std::size_t dot = target.rfind('.'); dot != std::string::npos;
                 dot = target.rfind('.')) {
                const std::string outer = target.substr(0, dot);
                const bool emptied =
                    std::all_of(here.begin(), here.end(), [&](const std::string& w) {
                        return !w.starts_with(outer + ".") || dropped(w);
                    });
                if (!emptied) break;
                target = outer;
            }
            remove_field_lines(d.next_body, target);
        }
    }

    // Fields the editor moved up into a parent (TemplateDefinitions::released) lose their
    // keys in the write layer's block, when it writes them and they now hold what the
    // parent gives (mappings left with nothing written in them go too).
    void add_released(const ContentProvenance& p, const Content& current, const Content& next,
                      std::map<std::string, FileViews>& views) const {
        for (const auto& entry : next.templates.released) {
            const std::string& key = entry.first;  // lambdas below read them
            const std::vector<std::string>& fields = entry.second;
            const DefOrigin* origin = p.origin(key);
            if (!origin) continue;
            const DefId& id = origin->id;
            const auto file = own_file(p, key, id);
            if (!file) continue;
            FieldPaths here;
            for (const DefFragment& f : origin->fragments) {
                if (f.owner != id || f.layer != layer_ || !f.body.IsMap()) continue;
                for (const auto& [path, mark] : written_fields(f.body, true)) here.push_back(path);
            }
            with_definitions_of(origin->kind, [&](auto member) {
                using Def = typename std::remove_reference_t<decltype(next.*member)>::mapped_type;
                const Def* now = find_definition<Def>(next, id);
                const Def* was = find_definition<Def>(current, id);
                const DefId parent = parent_in(next, key, origin);
                const Def* given = parent.empty() ? nullptr : find_definition<Def>(next, parent);
                if (!now || !was || !given) return;
                FieldPaths drop;
                for (const std::string& field : fields) {
                    const auto sets = [&field](const std::string& w) {
                        return path_covers(w, field);
                    };
                    if (std::any_of(here.begin(), here.end(), sets) &&
                        same_field(*now, *given, field))
                        drop.push_back(field);
                }
                if (drop.empty()) return;
                FileViews& v = views[*file];
                auto at = v.defs.find(id);
                if (at == v.defs.end()) {
                    const std::string body = canonical_body(*was);
                    at = v.defs.emplace(id, DefViews{id, body, id, body}).first;
                }
                for (const std::string& field : drop) {
                    std::string target = field;
                    for (std::size_t dot = target.rfind('.'); dot != std::string::npos;
                         dot = target.rfind('.')) {
                        const std::string outer = target.substr(0, dot);
                        const bool emptied =
                            std::all_of(here.begin(), here.end(), [&](const std::string& w) {
                                return !w.starts_with(outer + ".") ||
                                       std::any_of(
                                           drop.begin(), drop.end(),
                                           [&](const std::string& d) { return path_covers(d, w); });
                            });
                        if (!emptied) break;
                        target = outer;
                    }
                    remove_field_lines(at->second.next_body, target);
                }
            });
        }
    }

    // The parent of the definition at `key` in `next`: the one the editor gave it
    // (set_parent_origin) when `next` says, else the one its blocks name (`origin`).
    static DefId parent_in(const Content& next, const std::string& key, const DefOrigin* origin) {
        const DefOrigin* now = next.provenance ? next.provenance->origin(key) : nullptr;
        if (now) return now->templates.empty() ? DefId() : now->templates.front();
        return origin && !origin->templates.empty() ? origin->templates.front() : DefId();
    }

    // `from: old` becomes `from: new` in the block of a definition the editor gave
    // another parent (set_parent_origin).
    static void add_parent_change(const ContentProvenance& p, const Content& next,
                                  const std::string& key, DefViews& d) {
        const DefOrigin* was = p.origin(key);
        if (!was || !next.provenance || !next.provenance->origin(key)) return;
        const DefId old_parent = was->templates.empty() ? DefId() : was->templates.front();
        const DefId new_parent = parent_in(next, key, was);
        if (old_parent == new_parent) return;
        if (!old_parent.empty())
            d.base_body = "  from: " + yaml_scalar(old_parent) + "\n" + d.base_body;
        if (!new_parent.empty())
            d.next_body = "  from: " + yaml_scalar(new_parent) + "\n" + d.next_body;
    }

    // Whether the definition's own blocks write `field` as an extension (`abilities+:`)
    // and none replaces it.
    static bool extends(const DefOrigin& origin, const std::string& field) {
        FieldPaths extended;
        fields_written_after(origin, "", &extended);
        return std::find(extended.begin(), extended.end(), field) != extended.end();
    }

    // A list the write layer's block extends (`abilities+:`) stays an extension.
    void keep_written_extensions(const ContentProvenance& p, const std::string& key,
                                 const DefId& id, DefViews& d) const {
        const DefOrigin* origin = p.origin(key);
        if (!origin) return;
        const DefFragment* block = nullptr;
        for (const DefFragment& f : origin->fragments) {
            if (f.owner != id) continue;
            if (f.layer > layer_) return;  // a layer above writes it too: its lists stay
            if (f.layer == layer_) block = &f;
        }
        if (block) keep_list_extensions(block->body, d.base_body, d.next_body);
    }

    void add_deletion(const ContentProvenance& p, const std::string& key, const DefId& id,
                      const std::string& body, const std::optional<std::string>& mine,
                      const std::string& new_file, std::map<std::string, FileViews>& views) const {
        const auto places = own_places(p, key, id);
        const bool all_here = !places.empty() && std::all_of(places.begin(), places.end(),
                                                             [&](const LayeredPlace& place) {
                                                                 return place.layer == layer_;
                                                             });
        if (all_here) {
            for (const LayeredPlace& place : places)
                views[place.path].defs[id] = {id, body, "", ""};
            return;
        }
        // Written below: the layer deletes it, replacing whatever it wrote of it.
        views[mine.value_or(new_file)].defs[id] = {id, "", id, "  delete: true\n"};
    }

    // `from: old` becomes `from: new` in every block of the write layer naming a renamed
    // definition.
    void add_from_renames(const ContentProvenance& p, DefKind kind,
                          const std::vector<Rename>& renames,
                          std::map<std::string, FileViews>& views) const {
        if (renames.empty()) return;
        for (const auto& [key, origin] : p.definitions) {
            if (origin->kind != kind || key == "settings" || key == "spawns") continue;
            for (const DefFragment& f : origin->fragments) {
                if (f.owner != origin->id || f.layer != layer_ || !f.body.IsMap()) continue;
                const YamlNode from = f.body["from"];
                if (!from.IsScalar()) continue;
                const DefId to = renamed_id(renames, kind, from.Scalar());
                if (to == from.Scalar()) continue;
                const auto place = place_of_fragment(p, f);
                if (!place) continue;
                DefViews& d = views[place->path].defs[origin->id];
                if (d.base_key.empty() && d.next_key.empty())
                    d.base_key = origin->id, d.next_key = renamed_id(renames, kind, origin->id);
                d.base_body = "  from: " + yaml_scalar(from.Scalar()) + "\n" + d.base_body;
                d.next_body = "  from: " + yaml_scalar(to) + "\n" + d.next_body;
            }
        }
    }

    void add_document(const ContentProvenance& p, const std::string& key, const std::string& before,
                      const std::string& after, std::map<std::string, FileViews>& views) const {
        if (before == after) return;
        const auto mine = own_file(p, key, "");
        FileViews& v = views[mine.value_or(key + ".yaml")];
        v.base_document = before;
        v.next_document = after;
    }

    void add_spawn_renames(const ContentProvenance& p, const std::vector<Rename>& renames,
                           std::map<std::string, FileViews>& views) const {
        const auto mine = own_file(p, "spawns", "");
        if (!mine) return;
        for (const Rename& r : renames) {
            if (r.kind == DefKind::actor)
                views[*mine].renames.push_back({{"monsters", "*"}, r.from, r.to});
            if (r.kind == DefKind::item)
                views[*mine].renames.push_back({{"items", "*"}, r.from, r.to});
        }
    }

    const Content& base_;
    const WriteTarget& target_;
    int layer_ = 0;
    mutable std::map<DefKind, std::string> new_files_;
};

// The first definition that differs between two snapshots, for a message.
std::string first_content_difference(const Content& a, const Content& b) {
    if (!(a.settings == b.settings)) return "the settings";
    if (!(a.spawns == b.spawns)) return "the spawn tables";
    for (DefKind kind : kDefKinds) {
        const auto x = bodies_of_kind(a, kind, b);
        const auto y = bodies_of_kind(b, kind, a);
        for (const auto& [id, body] : y) {
            const auto it = x.find(id);
            if (it == x.end() || it->second != body)
                return std::string(kind_name(kind)) + " '" + id + "'";
        }
        for (const auto& [id, body] : x) {
            if (!y.count(id)) return std::string(kind_name(kind)) + " '" + id + "'";
        }
    }
    return "the content";
}

bool is_top_canonical_file(const std::string& path) {
    return std::find(std::begin(kContentFiles), std::end(kContentFiles), path) !=
           std::end(kContentFiles);
}

}  // namespace

bool needs_layered_save(const Content& base) {
    if (!base.provenance || !base.sources) return false;
    if (base.provenance->layers.size() > 1) return true;
    if (std::any_of(base.provenance->files.begin(), base.provenance->files.end(),
                    [](const SourceFileRecord& f) { return !is_top_canonical_file(f.path); }))
        return true;
    // Templates: only this save writes an edit of one into its own block, and keeps
    // what is made from it inheriting.
    return std::any_of(base.provenance->definitions.begin(), base.provenance->definitions.end(),
                       [](const auto& entry) {
                           return entry.second->abstract || !entry.second->templates.empty();
                       });
}

int write_layer_index(const Content& base, const WriteTarget& target) {
    if (!base.provenance || base.provenance->layers.empty()) return 0;
    const int top = static_cast<int>(base.provenance->layers.size()) - 1;
    return target.layer < 0 || target.layer > top ? top : target.layer;
}

std::vector<std::string> files_of_kind(const Content& base, int layer, DefKind kind) {
    std::vector<std::string> out;
    if (!base.provenance) return out;
    for (const SourceFileRecord& f : base.provenance->files) {
        std::string why;
        const auto k = file_kind(f.path, why);
        if (f.layer == layer && k && k->part == FileKind::Part::definitions && k->kind == kind)
            out.push_back(f.path);
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string file_for_kind(const Content& base, DefKind kind, const WriteTarget& target) {
    std::string top = kind_file(kind);
    const auto chosen = target.files.find(kind);
    if (chosen != target.files.end()) {
        std::string why;
        const auto k = file_kind(chosen->second, why);
        if (k && k->part == FileKind::Part::definitions && k->kind == kind) return chosen->second;
    }
    if (!base.provenance) return top;
    const int layer = write_layer_index(base, target);
    const std::vector<std::string> files = files_of_kind(base, layer, kind);
    if (files.empty()) return top;
    std::map<std::string, int> count;
    for (const auto& [key, origin] : base.provenance->definitions) {
        if (origin->kind != kind || key == "settings" || key == "spawns") continue;
        for (const DefFragment& f : origin->fragments) {
            if (f.owner != origin->id || f.layer != layer) continue;
            if (auto place = place_of_fragment(*base.provenance, f)) ++count[place->path];
        }
    }
    std::string best = std::find(files.begin(), files.end(), top) != files.end() ? top : files[0];
    for (const std::string& f : files) {
        if (count[f] > count[best]) best = f;
    }
    return best;
}

LayeredEdit layered_edit(const Content& base, const Content& next,
                         const std::vector<Rename>& renames, const WriteTarget& target) {
    LayeredEdit out;
    if (!base.provenance || base.provenance->layers.empty()) {
        out.error = "the content was not loaded from folders";
        return out;
    }
    const LayeredTexts loaded = texts_of(base);
    LayeredTexts texts = loaded;
    LayeredWriter writer(base, target);
    ContentPtr current;
    // The first pass writes the edits; the next ones what they did to definitions made
    // from an edited template, which must keep what the editor shows them with.
    constexpr int kPasses = 4;
    for (int pass = 0; pass < kPasses; ++pass) {
        const Content& from = pass == 0 ? base : *current;
        if (!writer.pass(from, next, pass == 0 ? renames : std::vector<Rename>{}, texts, out.error))
            return out;
        const ContentLoad reloaded = load_texts_as_layers(base, texts);
        if (!reloaded.content) {
            const auto& layers = base.provenance->layers;
            out.error = "written into " + layers[static_cast<std::size_t>(writer.layer())].name +
                        ", the content would not load: " + to_string(reloaded.problems.front());
            return out;
        }
        current = reloaded.content;
        if (same_definitions_and_templates(*current, next)) break;
        if (pass + 1 == kPasses) {
            const auto& layers = base.provenance->layers;
            out.error = "cannot write the edit of " + first_content_difference(*current, next) +
                        " into " + layers[static_cast<std::size_t>(writer.layer())].name +
                        " so that it loads back as edited" +
                        (writer.layer() + 1 < static_cast<int>(layers.size())
                             ? ": a layer above sets what was edited (write to that layer)"
                             : "");
            return out;
        }
    }
    for (const auto& [where, text] : texts) {
        const auto before = loaded.find(where);
        if (before != loaded.end() && before->second == text) continue;
        LayeredFile file{where.first, where.second, text, std::nullopt};
        if (before != loaded.end()) file.loaded = before->second;
        out.files.push_back(std::move(file));
    }
    return out;
}

std::string rename_refusal(const Content& saved, DefKind kind, const DefId& id,
                           const WriteTarget& target) {
    if (!saved.provenance) return {};
    const ContentProvenance& p = *saved.provenance;
    const int layer = write_layer_index(saved, target);
    const std::string what = std::string(kind_name(kind)) + " '" + id + "'";
    const std::string into = p.layers[static_cast<std::size_t>(layer)].name;
    auto below = [&](const std::string& shown_file, const std::string& why) {
        return "cannot rename " + what + ": " + why + " in " + shown_file + ", a layer below " +
               into + " (rename it there, or write to that layer)";
    };
    const auto file_name = [](const DefFragment& f) {
        const NodeMark mark = f.key.IsDefined() ? f.key.Mark() : f.body.Mark();
        return mark.file ? *mark.file : std::string("?");
    };
    if (const DefOrigin* origin = p.origin(location_key(kind, id))) {
        for (const DefFragment& f : origin->fragments) {
            if (f.owner == id && f.layer < layer) return below(file_name(f), "it is defined");
            if (f.owner == id && f.layer > layer)
                return "cannot rename " + what + ": " + file_name(f) + ", a layer above " + into +
                       ", changes it under this id";
        }
    }
    for (const auto& [key, origin] : p.definitions) {
        if (origin->kind != kind || key == "settings" || key == "spawns") continue;
        for (const DefFragment& f : origin->fragments) {
            if (f.owner != origin->id || f.layer >= layer || !f.body.IsMap()) continue;
            const YamlNode from = f.body["from"];
            if (from.IsScalar() && from.Scalar() == id)
                return below(file_name(f), "'" + origin->id + "' is made from it");
        }
    }
    if (kind != DefKind::actor && kind != DefKind::item) return {};
    if (const DefOrigin* spawns = p.origin("spawns")) {
        for (const DefFragment& f : spawns->fragments) {
            if (f.layer >= layer) continue;
            const YamlNode table = f.body[kind == DefKind::actor ? "monsters" : "items"];
            if (!table.IsMap()) continue;
            for (const YamlChild& depth : table) {
                if (depth.second.IsMap() && depth.second[id].IsDefined())
                    return below(file_name(f), "a spawn table names it");
            }
        }
    }
    return {};
}

ContentLoad load_same_layers(const Content& content, const std::string& directory) {
    if (content.provenance && content.provenance->layers.size() > 1 &&
        content.directory == directory) {
        std::vector<std::string> dirs;
        for (const LayerRecord& layer : content.provenance->layers) dirs.push_back(layer.dir);
        return load_content_layers(dirs);
    }
    return load_content(directory);
}

ContentLoad load_layers_with(const Content& base,
                             const std::map<std::pair<int, std::string>, std::string>& changed) {
    if (!base.provenance) return {};
    LayeredTexts texts = texts_of(base);
    for (const auto& [where, text] : changed) texts[where] = text;
    return load_texts_as_layers(base, texts);
}

}  // namespace cf
