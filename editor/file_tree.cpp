#include "editor/file_tree.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>
#include <type_traits>

#include "editor/content_document.hpp"
#include "editor/field_texts.hpp"
#include "editor/provenance_text.hpp"
#include "editor/text_filter.hpp"
#include "engine/content/content_cache.hpp"  // ParsedFile
#include "engine/content/content_layout.hpp"
#include "engine/content/provenance.hpp"

namespace cf {

namespace {

constexpr std::size_t kNoRow = static_cast<std::size_t>(-1);

// A definition's state in one content: its name and field texts, or absent.
struct DefSide {
    bool present = false;
    std::string name;
    std::map<std::string, std::string> fields;
};

DefSide tree_side_of(const Content& content, DefKind kind, const DefId& id) {
    return with_definitions(content, kind, [&](const auto& defs) {
        DefSide side;
        const auto it = defs.find(id);
        if (it == defs.end()) return side;
        side.present = true;
        side.name = it->second.name;
        side.fields = field_texts(it->second);
        return side;
    });
}

bool unchanged_definition(const Content& a, const Content& b, DefKind kind, const DefId& id) {
    return with_definitions(a, kind, [&](const auto& defs_a) {
        const auto& defs_b = definitions<std::decay_t<decltype(defs_a.begin()->second)>>(b);
        const auto x = defs_a.find(id);
        const auto y = defs_b.find(id);
        if (x == defs_a.end() || y == defs_b.end()) return x == defs_a.end() && y == defs_b.end();
        return x->second == y->second;
    });
}

// One definition row waiting for its file.
struct Written {
    int line = 0;
    const DefOrigin* origin = nullptr;
    bool partial = false;
    const Deletion* deletion = nullptr;
    bool deleted_above = false;  // `deletion` is a later layer's, of what this file writes
    std::string name;            // the name written here (a deleted definition's)
};

// The top folder (or file) that gives a file's kind: "actors" for "actors/orcs.yaml".
bool file_of_kind(const std::string& path, DefKind kind) {
    const std::string top = path.substr(0, path.find('/'));
    const std::string folder = kind_folder({FileKind::Part::definitions, kind});
    return top == folder || top == folder + ".yaml";
}

// Where the layers below a deletion write what it deletes: their file's top-level key.
void add_deleted_below(const ContentProvenance& p, const Deletion& d,
                       std::map<std::string, std::vector<Written>>& out) {
    for (const auto& parsed : p.parsed) {
        if (!parsed || !parsed->doc || !parsed->doc->root.IsMap()) continue;
        const SourceFileRecord* file = nullptr;
        for (const SourceFileRecord& f : p.files) {
            if (f.shown == parsed->shown) file = &f;
        }
        if (!file || file->layer >= d.layer || !file_of_kind(file->path, d.kind)) continue;
        for (const YamlChild& pair : parsed->doc->root) {
            if (!pair.first.IsScalar() || pair.first.Scalar() != d.id) continue;
            Written w{pair.first.Mark().line + 1, nullptr, false, &d, true, {}};
            if (pair.second.IsMap()) {
                for (const YamlChild& field : pair.second) {
                    if (field.first.Scalar() == "name" && field.second.IsScalar())
                        w.name = field.second.Scalar();
                }
            }
            out[parsed->shown].push_back(std::move(w));
        }
    }
}

std::string mark_file(const NodeMark& mark) { return mark.file ? *mark.file : std::string(); }

// The definitions each file writes (by shown name), in the order written.
std::map<std::string, std::vector<Written>> written_by_file(const ContentProvenance& p) {
    std::map<std::string, std::vector<Written>> out;
    for (const auto& [key, origin] : p.definitions) {
        if (key == "settings" || key == "spawns") continue;
        int first_layer = -1;
        for (const DefFragment& f : origin->fragments) {
            if (f.owner != origin->id) continue;
            if (first_layer < 0) first_layer = f.layer;
            const NodeMark mark = f.key.Mark();
            out[mark_file(mark)].push_back(
                {mark.line + 1, origin.get(), f.layer > first_layer, nullptr, false, {}});
        }
    }
    for (const Deletion& d : p.deletions) {
        out[d.where.file].push_back({d.where.line, nullptr, false, &d, false, {}});
        add_deleted_below(p, d, out);
    }
    for (auto& [file, list] : out) {
        std::stable_sort(list.begin(), list.end(),
                         [](const Written& a, const Written& b) { return a.line < b.line; });
    }
    return out;
}

class TreeBuilder {
  public:
    TreeBuilder(const Content& working, const Content& saved) : working_(working), saved_(saved) {}

    FileTree build() {
        if (saved_.provenance) {
            const ContentProvenance& p = *saved_.provenance;
            const auto written = written_by_file(p);
            for (std::size_t layer = 0; layer < p.layers.size(); ++layer)
                add_layer(p, static_cast<int>(layer), written);
        } else {
            const std::size_t top =
                add_container(FileTreeRow::Type::layer, 0, "(in memory)", "mem");
            for (DefKind kind : kDefKinds) {
                for (const DefId& id : ids_of(working_, kind)) add_definition(top, 1, kind, id, {});
            }
        }
        add_unsaved_new();
        return std::move(tree_);
    }

  private:
    std::size_t add_container(FileTreeRow::Type type, int depth, std::string label,
                              std::string node, std::size_t parent = kNoRow) {
        FileTreeRow row;
        row.type = type;
        row.depth = depth;
        row.label = std::move(label);
        row.node = std::move(node);
        row.parent = parent;
        tree_.rows.push_back(std::move(row));
        tree_.texts.emplace_back();
        return tree_.rows.size() - 1;
    }

    void add_layer(const ContentProvenance& p, int layer,
                   const std::map<std::string, std::vector<Written>>& written) {
        const std::string key = std::to_string(layer);
        const std::size_t top = add_container(FileTreeRow::Type::layer, 0,
                                              p.layers[static_cast<std::size_t>(layer)].name, key);
        std::vector<const SourceFileRecord*> files;
        for (const SourceFileRecord& f : p.files) {
            if (f.layer == layer) files.push_back(&f);
        }
        std::sort(files.begin(), files.end(),
                  [](const auto* a, const auto* b) { return a->path < b->path; });
        // The open folders, outermost first, with their rows.
        std::vector<std::pair<std::string, std::size_t>> folders;
        for (const SourceFileRecord* f : files) {
            std::vector<std::string> parts;
            for (std::size_t start = 0, slash;
                 (slash = f->path.find('/', start)) != std::string::npos; start = slash + 1)
                parts.push_back(f->path.substr(0, slash));
            std::size_t keep = 0;
            while (keep < folders.size() && keep < parts.size() &&
                   folders[keep].first == parts[keep])
                ++keep;
            folders.resize(keep);
            for (std::size_t i = keep; i < parts.size(); ++i) {
                const std::size_t parent = folders.empty() ? top : folders.back().second;
                const std::string label = parts[i].substr(parts[i].rfind('/') + 1);
                folders.emplace_back(
                    parts[i], add_container(FileTreeRow::Type::folder, static_cast<int>(i) + 1,
                                            label, key + "/" + parts[i], parent));
            }
            const std::size_t parent = folders.empty() ? top : folders.back().second;
            const std::size_t row =
                add_container(FileTreeRow::Type::file, static_cast<int>(parts.size()) + 1,
                              f->path.substr(f->path.rfind('/') + 1), key + "/" + f->path, parent);
            tree_.rows[row].file = f->shown;
            const auto found = written.find(f->shown);
            if (found == written.end()) continue;
            for (const Written& w : found->second) add_written(row, w);
        }
    }

    void add_written(std::size_t file_row, const Written& w) {
        const int depth = tree_.rows[file_row].depth + 1;
        const std::string file = tree_.rows[file_row].file;
        if (w.deletion) {
            const std::size_t row =
                add_definition(file_row, depth, w.deletion->kind, w.deletion->id, file);
            FileTreeRow& r = tree_.rows[row];
            r.line = w.line;
            r.deleted_here = !w.deleted_above;
            r.selectable = false;
            if (w.deleted_above) {
                r.deleted = true;
                r.deleted_at =
                    w.deletion->where.file + ":" + std::to_string(w.deletion->where.line);
                const auto layer = static_cast<std::size_t>(w.deletion->layer);
                if (layer < saved_.provenance->layers.size())
                    r.deleted_by = layer_short_name(saved_.provenance->layers[layer]);
                if (r.name.empty()) r.name = tree_.texts[row].name = w.name;
            }
            return;
        }
        const DefOrigin& o = *w.origin;
        const std::size_t row = add_definition(file_row, depth, o.kind, o.id, file);
        FileTreeRow& r = tree_.rows[row];
        r.line = w.line;
        r.partial = w.partial;
        r.abstract = o.abstract;
        for (const DefId& t : o.templates) r.made_from += (r.made_from.empty() ? "" : ", ") + t;
        if (o.abstract) add_template_texts(row, o);
    }

    // A template is not in the snapshot: its texts are the fields it writes.
    void add_template_texts(std::size_t row, const DefOrigin& o) {
        const ContentProvenance& p = *saved_.provenance;
        const std::string key = location_key(o.kind, o.id);
        FileTreeEntryTexts& texts = tree_.texts[row];
        for (const std::string& field : written_fields(o)) {
            const FieldChain chain = field_chain(p, key, field);
            if (chain.steps.empty()) continue;
            std::string value = chain.steps.front().text;
            if (value.size() >= 2 && value.front() == '\'' && value.back() == '\'')
                value = value.substr(1, value.size() - 2);
            texts.fields.emplace_back(field, value);
            if (field == "name") tree_.rows[row].name = texts.name = value;
        }
    }

    std::size_t add_definition(std::size_t parent, int depth, DefKind kind, const DefId& id,
                               const std::string& file) {
        FileTreeRow row;
        row.type = FileTreeRow::Type::definition;
        row.depth = depth;
        row.label = id;
        row.kind = kind;
        row.file = file;
        row.parent = parent;
        row.node = tree_.rows[parent].node + "#" + kind_name(kind) + "/" + id;
        const DefSide now = tree_side_of(working_, kind, id);
        row.selectable = now.present;
        const bool on_disk = has_definition(saved_, kind, id);
        row.deleted = on_disk && !now.present;
        row.unsaved = !unchanged_definition(working_, saved_, kind, id);
        row.name = now.present ? now.name : tree_side_of(saved_, kind, id).name;
        tree_.rows.push_back(std::move(row));
        const std::size_t index = tree_.rows.size() - 1;
        tree_.texts.push_back({id, tree_.rows[index].name, {now.fields.begin(), now.fields.end()}});
        tree_.rows_of[std::string(kind_name(kind)) + "/" + id].push_back(index);
        ++tree_.definitions;
        for (std::size_t up = parent; up != kNoRow; up = tree_.rows[up].parent)
            ++tree_.rows[up].count;
        shown_.insert(std::string(kind_name(kind)) + "/" + id);
        return index;
    }

    // Definitions made in the editor since the files were read: in no file yet.
    void add_unsaved_new() {
        std::size_t group = kNoRow;
        for (DefKind kind : kDefKinds) {
            for (const DefId& id : ids_of(working_, kind)) {
                if (shown_.contains(std::string(kind_name(kind)) + "/" + id)) continue;
                if (group == kNoRow)
                    group = add_container(FileTreeRow::Type::unsaved_group, 0,
                                          "Not in a file yet (unsaved)", "unsaved");
                add_definition(group, 1, kind, id, {});
            }
        }
    }

    const Content& working_;
    const Content& saved_;
    FileTree tree_;
    std::set<std::string> shown_;  // "actor/orc": definitions with a row
};

bool same_text_any_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    }
    return true;
}

// "fighter.power" answers to "fighter.power" and "power".
bool field_named(const std::string& path, std::string_view name) {
    if (same_text_any_case(path, name)) return true;
    return path.size() > name.size() && path[path.size() - name.size() - 1] == '.' &&
           same_text_any_case(std::string_view(path).substr(path.size() - name.size()), name);
}

std::string_view trimmed_query(std::string_view text) {
    const std::size_t first = text.find_first_not_of(' ');
    if (first == std::string_view::npos) return {};
    const std::size_t last = text.find_last_not_of(' ');
    return text.substr(first, last - first + 1);
}

// A query taken apart once for every definition it is matched against.
struct DefinitionQuery {
    std::string_view whole;  // trimmed
    std::string_view field;  // "power" of "power 5"; empty when the query has no pair
    std::string_view value;

    explicit DefinitionQuery(std::string_view query) : whole(trimmed_query(query)) {
        const std::size_t cut = whole.find_last_of(" =:");
        if (cut == std::string_view::npos) return;
        field = trimmed_query(whole.substr(0, cut));
        value = trimmed_query(whole.substr(cut + 1));
        if (field.empty() || value.empty()) field = value = {};
    }

    bool matches(const FileTreeEntryTexts& texts) const {
        if (whole.empty()) return true;
        if (matches_filter(texts.id, whole) || matches_filter(texts.name, whole)) return true;
        for (const auto& [path, v] : texts.fields) {
            if (same_text_any_case(v, whole)) return true;
            if (!field.empty() && same_text_any_case(v, value) && field_named(path, field))
                return true;
        }
        return false;
    }
};

}  // namespace

FileTree build_file_tree(const Content& working, const Content& saved) {
    return TreeBuilder(working, saved).build();
}

std::optional<std::vector<DefId>> changed_definitions(const Content& before, const Content& after,
                                                      DefKind kind) {
    return with_definitions(before, kind, [&](const auto& old_defs) {
        const auto& new_defs = definitions<std::decay_t<decltype(old_defs.begin()->second)>>(after);
        std::optional<std::vector<DefId>> changed;
        if (old_defs.size() != new_defs.size()) return changed;
        changed.emplace();
        for (auto a = old_defs.begin(), b = new_defs.begin(); a != old_defs.end(); ++a, ++b) {
            if (a->first != b->first) return std::optional<std::vector<DefId>>();
            if (!(a->second == b->second)) changed->push_back(a->first);
        }
        return changed;
    });
}

bool update_file_tree(FileTree& tree, const Content& before, const Content& after,
                      const Content& saved) {
    std::vector<std::pair<DefKind, std::vector<DefId>>> edits;
    for (DefKind kind : kDefKinds) {
        std::optional<std::vector<DefId>> changed = changed_definitions(before, after, kind);
        if (!changed) return false;
        edits.emplace_back(kind, std::move(*changed));
    }
    for (const auto& [kind, ids] : edits) {
        for (const DefId& id : ids) {
            const auto rows = tree.rows_of.find(std::string(kind_name(kind)) + "/" + id);
            if (rows == tree.rows_of.end()) continue;
            const DefSide now = tree_side_of(after, kind, id);
            const bool unsaved = !unchanged_definition(after, saved, kind, id);
            for (std::size_t row : rows->second) {
                if (tree.rows[row].abstract || tree.rows[row].deleted_here) continue;
                tree.rows[row].name = now.name;
                tree.rows[row].unsaved = unsaved;
                tree.texts[row] = {id, now.name, {now.fields.begin(), now.fields.end()}};
            }
        }
    }
    return true;
}

bool matches_definition_query(const FileTreeEntryTexts& texts, const std::string& query) {
    return DefinitionQuery(query).matches(texts);
}

std::vector<std::size_t> visible_rows(const FileTree& tree, const std::string& query,
                                      const std::vector<std::string>& closed,
                                      std::vector<int>& counts) {
    const std::size_t n = tree.rows.size();
    counts.assign(n, 0);
    std::vector<std::size_t> out;
    if (trimmed_query(query).empty()) {
        std::vector<bool> open(n, true);
        for (std::size_t i = 0; i < n; ++i) {
            const FileTreeRow& row = tree.rows[i];
            counts[i] = row.count;
            const bool parent_open = row.parent == kNoRow || open[row.parent];
            open[i] =
                parent_open && std::find(closed.begin(), closed.end(), row.node) == closed.end();
            if (parent_open) out.push_back(i);
        }
        return out;
    }
    std::vector<bool> shown(n, false);
    const DefinitionQuery parsed(query);
    for (std::size_t index = 0; index < n; ++index) {
        if (tree.rows[index].type != FileTreeRow::Type::definition) continue;
        if (!parsed.matches(tree.texts[index])) continue;
        shown[index] = true;
        for (std::size_t up = tree.rows[index].parent; up != kNoRow; up = tree.rows[up].parent) {
            shown[up] = true;
            ++counts[up];
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (shown[i]) out.push_back(i);
    }
    return out;
}

}  // namespace cf
