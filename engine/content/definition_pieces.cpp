#include "engine/content/definition_pieces.hpp"

#include <algorithm>
#include <set>
#include <utility>

#include "engine/content/content_cache.hpp"
#include "engine/content/node_merge.hpp"
#include "engine/content/schema_reader.hpp"
#include "engine/content/written_fields.hpp"

namespace cf {

namespace {

std::string what_of(const FileKind& kind, const DefId& id) {
    if (kind.part != FileKind::Part::definitions) return kind_folder(kind);
    return std::string(kind_name(kind.kind)) + " '" + id + "'";
}

std::string where(const NodeMark& mark) {
    return (mark.file ? *mark.file : std::string("?")) + ":" + std::to_string(mark.line + 1) + ":" +
           std::to_string(mark.column + 1);
}

int add_problem(std::vector<Problem>& problems, const NodeMark& at, std::string message,
                int cause = -1) {
    while (cause >= 0 && problems[static_cast<std::size_t>(cause)].cause >= 0)
        cause = problems[static_cast<std::size_t>(cause)].cause;
    problems.push_back({at.file ? *at.file : std::string(), at.line + 1, at.column + 1,
                        std::move(message), cause});
    return static_cast<int>(problems.size()) - 1;
}

// `from:`, `abstract:` and `delete:` at the top of a definition.
void read_directives(Fragment& f, const ReadContext& ctx, const std::string& what) {
    if (!f.body.IsMap()) return;
    for (const YamlChild& pair : f.body) {
        const std::string& key = pair.first.Scalar();
        if (key == "from") {
            f.from_node = pair.second;
            if (!pair.second.IsScalar() || !valid_id(pair.second.Scalar())) {
                ctx.report(pair.second.Mark(), "'from' names the definition " + what +
                                                   " is made from: one id like orc");
                continue;
            }
            f.from = pair.second.Scalar();
        } else if (key == "abstract" || key == "delete") {
            bool value = false;
            if (!decode_bool(pair.second, value)) {
                ctx.report(pair.second.Mark(), "'" + key + "' must be true or false");
                continue;
            }
            if (key == "abstract") f.abstract = value;
            if (key == "delete" && value) {
                f.deleted = true;
                f.delete_node = pair.first;
            }
        }
    }
    if (!f.deleted) return;
    for (const YamlChild& pair : f.body) {
        if (pair.first.Scalar() != "delete") {
            ctx.report(pair.first.Mark(), what + " is deleted here, so it takes no other field ('" +
                                              pair.first.Scalar() + "')");
        }
    }
}

void add_fragment(GroupTable& table, Fragment f, std::vector<Problem>& problems) {
    DefGroup& group = table.add(f.kind, f.id);
    if (f.kind.part == FileKind::Part::definitions && !group.stack.empty()) {
        const Fragment& before = table.fragments[static_cast<std::size_t>(group.stack.back())];
        if (before.layer == f.layer && before.file == f.file) {
            add_problem(problems, f.key.Mark(),
                        "duplicate key '" + f.id + "' in " + *f.key.Mark().file +
                            ": it is also defined at " + where(before.key.Mark()));
            return;
        }
        if (before.layer == f.layer) {
            add_problem(problems, f.key.Mark(),
                        "duplicate " + std::string(kind_name(f.kind.kind)) + " id '" + f.id +
                            "': it is also defined at " + where(before.key.Mark()) +
                            " (a layer defines an id once; a later layer may change it)");
            return;
        }
    }
    // Until merge_layers, `stack` holds every fragment written, in order.
    group.stack.push_back(static_cast<int>(table.fragments.size()));
    table.fragments.push_back(std::move(f));
}

}  // namespace

std::unordered_map<std::string, int>& GroupTable::ids_of(const FileKind& kind) {
    static const std::vector<FileKind> kinds = all_file_kinds();
    if (index_.empty()) index_.resize(kinds.size());
    const auto at = std::find(kinds.begin(), kinds.end(), kind) - kinds.begin();
    return index_[static_cast<std::size_t>(at)];
}

const std::unordered_map<std::string, int>* GroupTable::ids_of(const FileKind& kind) const {
    static const std::vector<FileKind> kinds = all_file_kinds();
    if (index_.empty()) return nullptr;
    const auto at = std::find(kinds.begin(), kinds.end(), kind) - kinds.begin();
    return &index_[static_cast<std::size_t>(at)];
}

DefGroup& GroupTable::add(const FileKind& kind, const DefId& id) {
    auto [it, added] = ids_of(kind).try_emplace(id, static_cast<int>(groups.size()));
    if (added) {
        DefGroup& group = groups.emplace_back();
        group.kind = kind;
        group.id = id;
    }
    return groups[static_cast<std::size_t>(it->second)];
}

DefGroup* GroupTable::find(const FileKind& kind, const DefId& id) {
    return const_cast<DefGroup*>(std::as_const(*this).find(kind, id));
}

const DefGroup* GroupTable::find(const FileKind& kind, const DefId& id) const {
    const auto* ids = ids_of(kind);
    if (!ids) return nullptr;
    auto it = ids->find(id);
    return it == ids->end() ? nullptr : &groups[static_cast<std::size_t>(it->second)];
}

void collect_fragments(const ContentProvenance& provenance,
                       const std::vector<std::optional<FileKind>>& file_kinds, GroupTable& table,
                       std::vector<Problem>& problems) {
    for (std::size_t i = 0; i < provenance.files.size(); ++i) {
        const ParsedFile& parsed = *provenance.parsed[i];
        if (!parsed.doc || !file_kinds[i]) continue;
        const FileKind kind = *file_kinds[i];
        const ReadContext ctx{parsed.shown, &problems, nullptr};
        const YamlNode root = parsed.doc->root;
        Fragment base;
        base.kind = kind;
        base.layer = provenance.files[i].layer;
        base.file = static_cast<int>(i);
        if (kind.part != FileKind::Part::definitions) {
            if (!root.IsMap() && !root.IsNull()) {
                ctx.report(root.Mark(), parsed.shown + " must be a mapping of keys to values");
                continue;
            }
            base.body = root;
            add_fragment(table, std::move(base), problems);
            continue;
        }
        if (!root.IsMap()) {
            if (!root.IsNull())
                ctx.report(root.Mark(), parsed.shown + " must be a mapping of keys to values");
            continue;
        }
        for (const YamlChild& entry : root) {
            if (!entry.first.IsScalar()) {
                ctx.report(entry.first.Mark(), "keys in " + parsed.shown + " must be plain names");
                continue;
            }
            if (!valid_id(entry.first.Scalar())) {
                ctx.report(entry.first.Mark(), invalid_id_message(entry.first.Scalar()));
                continue;
            }
            Fragment f = base;
            f.id = entry.first.Scalar();
            f.key = entry.first;
            f.body = entry.second;
            if (f.body.IsMap() && NodeMerger::needs_merge(f.body))
                read_directives(f, ctx, what_of(kind, f.id));
            add_fragment(table, std::move(f), problems);
        }
    }
}

// Overlaps: fields of one definition changed by two layers above its first; for the
// settings and spawn tables, one value set twice within a layer is a problem.
void find_group_overlaps(const GroupTable& table, const DefGroup& group,
                         ContentProvenance& provenance, std::vector<Problem>& problems) {
    if (group.stack.size() < 2) return;
    const bool single = group.kind.part != FileKind::Part::definitions;
    const int base_layer = table.fragments[static_cast<std::size_t>(group.stack[0])].layer;
    std::map<std::string, std::vector<std::pair<int, NodeMark>>> writers;
    std::vector<std::string> order;
    for (std::size_t i = single ? 0 : 1; i < group.stack.size(); ++i) {
        const Fragment& f = table.fragments[static_cast<std::size_t>(group.stack[i])];
        if (!f.body.IsMap()) continue;
        for (const auto& [path, mark] : written_fields(f.body, !single)) {
            auto& list = writers[path];
            if (list.empty()) order.push_back(path);
            if (single && !list.empty() && list.back().first == f.layer) {
                add_problem(problems, mark,
                            kind_folder(group.kind) + " " + path +
                                " is set twice in one layer: also at " + where(list.back().second));
                continue;
            }
            list.emplace_back(f.layer, mark);
        }
    }
    for (const std::string& path : order) {
        const auto& list = writers[path];
        std::set<int> layers;
        for (const auto& [layer, mark] : list) {
            if (layer != base_layer || !single) layers.insert(layer);
        }
        if (layers.size() < 2) continue;
        Overlap overlap;
        overlap.kind = group.kind.kind;
        overlap.id = group.id;
        overlap.field = path;
        if (single) overlap.id = kind_folder(group.kind);
        for (const auto& [layer, mark] : list) overlap.writers.push_back(location_of(mark));
        provenance.overlaps.push_back(std::move(overlap));
    }
}

void merge_layers(GroupTable& table, ContentProvenance& provenance,
                  std::vector<Problem>& problems) {
    for (DefGroup& group : table.groups) {
        const std::vector<int> written = std::move(group.stack);
        group.stack.clear();
        for (int index : written) {
            const Fragment& f = table.fragments[static_cast<std::size_t>(index)];
            if (!f.deleted) {
                group.stack.push_back(index);
                group.deleted_by = -1;
                continue;
            }
            if (group.stack.empty()) {
                add_problem(
                    problems, f.delete_node.Mark(),
                    what_of(f.kind, f.id) + " is deleted here, but no layer below defines it");
                continue;
            }
            find_group_overlaps(table, group, provenance, problems);
            std::set<int> changed_by;
            for (std::size_t i = 1; i < group.stack.size(); ++i)
                changed_by.insert(table.fragments[static_cast<std::size_t>(group.stack[i])].layer);
            changed_by.erase(f.layer);
            if (!changed_by.empty()) {
                Overlap overlap;
                overlap.kind = f.kind.kind;
                overlap.id = f.id;
                for (int i : group.stack) {
                    const Fragment& g = table.fragments[static_cast<std::size_t>(i)];
                    if (changed_by.contains(g.layer))
                        overlap.writers.push_back(location_of(g.mark()));
                }
                overlap.writers.push_back(location_of(f.delete_node.Mark()));
                provenance.overlaps.push_back(std::move(overlap));
            }
            provenance.deletions.push_back(
                {f.kind.kind, f.id, f.layer, location_of(f.delete_node.Mark())});
            group.stack.clear();
            group.deleted_by = index;
        }
        if (group.deleted_by < 0) find_group_overlaps(table, group, provenance, problems);
        for (int index : group.stack) {
            const Fragment& f = table.fragments[static_cast<std::size_t>(index)];
            if (f.from) {
                group.from = f.from;
                group.from_node = f.from_node;
            }
            if (f.abstract) group.abstract = *f.abstract;
        }
    }
}

}  // namespace cf
