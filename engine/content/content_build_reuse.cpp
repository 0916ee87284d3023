// The build's reuse of the last one (content_build_builder.hpp): definitions made of the
// very nodes they were are taken as they were read, and a reload of a few changed files of
// the same layout is made over a copy of the last snapshot, reading again only the
// definitions made from those files.

#include <algorithm>
#include <type_traits>

#include "engine/content/content_build_builder.hpp"
#include "engine/content/validation.hpp"

namespace cf {

// Keeps, with the snapshot, what the next build needs to read only what changed
// (run_changed): its memo, shared by the cache and the snapshot's provenance.
void ContentBuilder::remember(const ContentPtr& content, const LoadFailures& failed,
                              std::vector<std::vector<int>> file_fragments) {
    auto memo = std::make_shared<ContentBuildMemo>();
    memo->snapshot = content;
    memo->entries = cache_->entries;
    memo->failures = failed;
    if (file_fragments.empty()) {
        file_fragments.resize(provenance_->files.size());
        for (std::size_t i = 0; i < table_.fragments.size(); ++i) {
            file_fragments[static_cast<std::size_t>(table_.fragments[i].file)].push_back(
                static_cast<int>(i));
        }
    }
    memo->file_fragments = std::move(file_fragments);
    memo->table = std::move(table_);
    memo->kinds = std::move(kinds_);
    provenance_->build_memo = std::move(memo);
    cache_->last = content;
}

// The reload of a few changed files of the same layout, as a copy of the snapshot
// `before` with the definitions made from those files read anew. Nothing when it cannot
// be taken: `before` has no memo, the files changed what a definition is made of (ids,
// `from:`, `abstract:`, `delete:`), which fields two layers above a definition's first
// both change, or anything read has a problem (the whole build then reports them,
// located and folded as always).
std::optional<ContentLoad> ContentBuilder::run_changed(const ContentPtr& before_content,
                                                       const std::vector<LayerInput>& layers) {
    const ContentProvenance& before = *before_content->provenance;
    const ContentBuildMemo* memo = before.build_memo.get();  // kept alive by `before`
    if (!memo || !memo->entries) return std::nullopt;
    std::vector<std::size_t> changed;
    std::vector<ParsedFilePtr> now;
    if (!same_layout(layers, before, changed, now)) return std::nullopt;
    table_ = memo->table;  // a copy: the memo stays true for `before`
    kinds_ = memo->kinds;
    provenance_ = std::make_shared<ContentProvenance>(before);
    std::vector<char> touched(table_.fragments.size(), 0);
    for (std::size_t i : changed) {
        if (!take_changed_file(i, *before.parsed[i], *now[i], memo->file_fragments[i], touched))
            return std::nullopt;
    }
    content_ = std::make_shared<Content>(*before_content);
    auto sources = std::make_shared<std::map<std::string, std::string>>(*content_->sources);
    for (std::size_t i : changed) {
        provenance_->parsed[i] = now[i];
        (*sources)[now[i]->shown] = now[i]->text;
    }
    content_->sources = std::move(sources);
    for (std::size_t l = 0; l < layers.size(); ++l)
        provenance_->layers[l].hash = layer_content_hash(layers[l]);
    auto entries = std::make_shared<DefinitionCache::Entries>(*memo->entries);
    for (const DefGroup& g : table_.groups) {
        if (g.state != DefGroup::State::resolved || g.kind.part != FileKind::Part::definitions ||
            std::none_of(g.chain.begin(), g.chain.end(),
                         [&](int f) { return touched[static_cast<std::size_t>(f)] != 0; }))
            continue;
        if (!same_overlaps(g, before) || !read_again(g, *entries)) return std::nullopt;
    }
    for (const PendingReference& ref : references_) {
        if (!content_->defines(ref.kind, ref.id)) return std::nullopt;
    }
    content_->provenance = provenance_;
    check_references(*content_, problems_);
    if (problems_.empty()) check_semantics(*content_, problems_, memo->failures);
    if (!problems_.empty()) return std::nullopt;
    ContentLoad out;
    out.content = std::move(content_);
    cache_->entries = std::move(entries);
    remember(out.content, memo->failures, memo->file_fragments);
    return out;
}

// The same layers and files as the last build; `changed` lists the indexes (in its
// provenance) of the files whose parse differs, `now` holds every file's parse.
bool ContentBuilder::same_layout(const std::vector<LayerInput>& layers,
                                 const ContentProvenance& before, std::vector<std::size_t>& changed,
                                 std::vector<ParsedFilePtr>& now) {
    if (layers.size() != before.layers.size()) return false;
    std::map<std::pair<int, std::string_view>, const ParsedFilePtr*> files;
    for (std::size_t l = 0; l < layers.size(); ++l) {
        const LayerInput& layer = layers[l];
        if (!layer.problems.empty() || layer.name != before.layers[l].name ||
            layer.dir != before.layers[l].dir)
            return false;
        for (const LayerInput::File& f : layer.files)
            files[{static_cast<int>(l), f.path}] = &f.parsed;
    }
    if (files.size() != before.files.size()) return false;
    now.resize(before.files.size());
    for (std::size_t i = 0; i < before.files.size(); ++i) {
        const auto it = files.find({before.files[i].layer, before.files[i].path});
        if (it == files.end()) return false;
        now[i] = *it->second;
        if (now[i] != before.parsed[i]) changed.push_back(i);
    }
    return true;
}

// Points the fragments of file `i` at its new parse, when it writes the same
// definitions made the same way, each written nowhere else; marks them `touched`.
bool ContentBuilder::take_changed_file(std::size_t i, const ParsedFile& old,
                                       const ParsedFile& parsed, const std::vector<int>& fragments,
                                       std::vector<char>& touched) {
    const auto& kind = kinds_[i];
    if (!kind || kind->part != FileKind::Part::definitions || !parsed.doc ||
        !parsed.problems.empty() || !old.doc || !parsed.doc->root.IsMap() ||
        !old.doc->root.IsMap() || parsed.doc->root.size() != old.doc->root.size() ||
        parsed.doc->root.size() != fragments.size())
        return false;
    std::size_t n = 0;
    for (const YamlChild& entry : parsed.doc->root) {
        Fragment& f = table_.fragments[static_cast<std::size_t>(fragments[n++])];
        if (!entry.first.IsScalar() || entry.first.Scalar() != f.id ||
            directives_of(entry.second) != directives_of(f.body))
            return false;
        DefGroup* g = table_.find(f.kind, f.id);
        const int index = fragments[n - 1];
        const bool deletes = g && g->deleted_by == index;
        // Its place among the layers' pieces stays the same.
        if (!g || (!deletes && (g->deleted_by >= 0 || std::find(g->stack.begin(), g->stack.end(),
                                                                index) == g->stack.end())))
            return false;
        const SourceLocation deleted_at =
            deletes ? location_of(f.delete_node.Mark()) : SourceLocation{};
        f.key = entry.first;
        f.body = entry.second;
        f.from_node = f.body.IsMap() ? f.body["from"] : YamlNode();
        f.delete_node = YamlNode();  // the key, as collect_fragments notes it
        if (f.body.IsMap()) {
            for (const YamlChild& pair : f.body) {
                if (pair.first.Scalar() == "delete") f.delete_node = pair.first;
            }
        }
        if (deletes && !move_deletion(*g, f, deleted_at)) return false;
        for (int piece : g->stack) {  // the last piece that writes `from:` gives it
            if (fragment(piece).from) g->from_node = fragment(piece).from_node;
        }
        touched[static_cast<std::size_t>(index)] = 1;
    }
    return true;
}

// The provenance's record of `g`'s deletion by `f`, once at `was`, moved to where `f`
// now writes it; false when an overlap names the deletion too (the whole build lists it).
bool ContentBuilder::move_deletion(const DefGroup& g, const Fragment& f,
                                   const SourceLocation& was) {
    for (const Overlap& o : provenance_->overlaps) {
        if (o.kind == g.kind.kind && o.id == g.id) return false;
    }
    for (Deletion& d : provenance_->deletions) {
        if (d.kind != g.kind.kind || d.id != g.id || d.layer != f.layer || !(d.where == was))
            continue;
        d.where = location_of(f.delete_node.Mark());
        return true;
    }
    return false;
}

// `from:`, `abstract:` and `delete:` as written, to compare two versions of a definition.
std::string ContentBuilder::directives_of(const YamlNode& body) {
    std::string out;
    if (!body.IsMap()) return out;
    for (const YamlChild& pair : body) {
        const std::string& key = pair.first.Scalar();
        if (key != "from" && key != "abstract" && key != "delete") continue;
        out += key + "=" + (pair.second.IsScalar() ? pair.second.Scalar() : "\x01") + "\n";
    }
    return out;
}

// Whether `g`, with its changed pieces, makes the overlaps `before` lists for it (two
// layers above its first changing one field; they name lines of the changed files).
bool ContentBuilder::same_overlaps(const DefGroup& g, const ContentProvenance& before) const {
    if (g.stack.size() < 3) return true;  // overlaps need two pieces above the first
    const auto of_group = [&](const std::vector<Overlap>& all) {
        std::vector<const Overlap*> out;
        for (const Overlap& o : all) {
            if (o.kind == g.kind.kind && o.id == g.id) out.push_back(&o);
        }
        return out;
    };
    ContentProvenance now;
    std::vector<Problem> found;
    find_group_overlaps(table_, g, now, found);
    const auto a = of_group(before.overlaps);
    const auto b = of_group(now.overlaps);
    return found.empty() && std::equal(a.begin(), a.end(), b.begin(), b.end(),
                                       [](const Overlap* x, const Overlap* y) {
                                           return x->field == y->field && x->writers == y->writers;
                                       });
}

// Reads `g` again over the copy of the last snapshot, replacing what it read then.
bool ContentBuilder::read_again(const DefGroup& g, DefinitionCache::Entries& entries) {
    const std::string key = origin_key(g);
    const auto old = entries.find(key);
    if (old == entries.end()) return false;
    for (const auto& [where, at] : old->second->entry_locations) content_->locations.erase(where);
    erase_definition(g.kind.kind, g.id);
    const std::vector<DefId> legacy_before = old->second->legacy_statuses;
    read_one(g, entries);
    if (!problems_.empty()) return false;
    const auto now = entries.find(key);
    return now != entries.end() && now->second->legacy_statuses == legacy_before;
}

void ContentBuilder::erase_definition(DefKind kind, const DefId& id) {
    with_definitions_of(kind, [&](auto member) { ((*content_).*member).erase(id); });
    with_template_map(kind, [&](auto member) { (content_->templates.*member).erase(id); });
}

// The bodies a group is merged from, as nodes (and, given `files`, the files holding them).
std::vector<const YamlNodeData*> ContentBuilder::pieces_of(
    const DefGroup& g, std::vector<ParsedFilePtr>* files) const {
    std::vector<const YamlNodeData*> pieces;
    for (int i : g.chain) {
        pieces.push_back(fragment(i).body.data());
        if (!files) continue;
        const ParsedFilePtr& file = provenance_->parsed[static_cast<std::size_t>(fragment(i).file)];
        if (std::find(files->begin(), files->end(), file) == files->end()) files->push_back(file);
    }
    return pieces;
}

// Takes a definition as the last build read it, when it is made of the same nodes.
bool ContentBuilder::reuse(const DefGroup& g) {
    if (!cache_ || !cache_->entries) return false;
    const std::string key = origin_key(g);
    const auto it = cache_->entries->find(key);
    if (it == cache_->entries->end() || it->second->pieces != pieces_of(g, nullptr)) return false;
    const DefinitionCache::Entry& entry = *it->second;
    std::visit(
        [&](const auto& def) {
            using Def = std::decay_t<decltype(def)>;
            if constexpr (!std::is_same_v<Def, std::monostate>) {
                if (entry.origin && entry.origin->abstract) {
                    templates<Def>().insert_or_assign(g.id, def);
                } else {
                    definitions<Def>().emplace(g.id, def);
                    content_->locations[key] = entry.location;
                }
            }
        },
        entry.definition);
    references_.insert(references_.end(), entry.references.begin(), entry.references.end());
    legacy_statuses_.insert(legacy_statuses_.end(), entry.legacy_statuses.begin(),
                            entry.legacy_statuses.end());
    for (const auto& [where, at] : entry.entry_locations)
        content_->locations.insert_or_assign(where, at);
    provenance_->definitions[key] = entry.origin;
    next_[key] = it->second;
    return true;
}

}  // namespace cf
