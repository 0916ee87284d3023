// The build's reuse of the last one (content_build_builder.hpp): definitions made of the
// very nodes they were are taken as they were read, and a reload of a few changed files of
// the same layout is made over a copy of the last snapshot, reading again only the
// definitions made from those files.

#include <algorithm>
#include <type_traits>

#include "engine/content/content_build_builder.hpp"
#include "engine/content/validation.hpp"

namespace cf {

// Keeps what the next build needs to read only what changed (run_changed).
void ContentBuilder::remember(const ContentPtr& content, const LoadFailures& failed) {
    auto last = std::make_shared<DefinitionCache::LastBuild>();
    last->content = content;
    last->failures = failed;
    last->file_fragments.resize(provenance_->files.size());
    for (std::size_t i = 0; i < table_.fragments.size(); ++i) {
        last->file_fragments[static_cast<std::size_t>(table_.fragments[i].file)].push_back(
            static_cast<int>(i));
    }
    last->table = std::move(table_);
    last->kinds = std::move(kinds_);
    cache_->last = std::move(last);
}

// The reload of a few changed files of the same layout, as a copy of the last snapshot
// with the definitions made from those files read anew. Nothing when it cannot be
// taken: the files changed what a definition is made of (ids, `from:`, `abstract:`,
// `delete:`), another file or layer writes the same definition, or anything read has a
// problem (the whole build then reports them, located and folded as always).
std::optional<ContentLoad> ContentBuilder::run_changed(const std::vector<LayerInput>& layers) {
    const std::shared_ptr<DefinitionCache::LastBuild> kept = cache_->last;
    DefinitionCache::LastBuild& last = *kept;
    const ContentProvenance& before = *last.content->provenance;
    std::vector<std::size_t> changed;
    std::vector<ParsedFilePtr> now;
    if (!same_layout(layers, before, changed, now)) return std::nullopt;
    table_ = std::move(last.table);
    kinds_ = std::move(last.kinds);
    cache_->last.reset();  // taken apart below; remembered again when this succeeds
    std::vector<char> touched(table_.fragments.size(), 0);
    for (std::size_t i : changed) {
        if (!take_changed_file(i, *before.parsed[i], *now[i], last.file_fragments[i], touched))
            return std::nullopt;
    }
    provenance_ = std::make_shared<ContentProvenance>(before);
    content_ = std::make_shared<Content>(*last.content);
    auto sources = std::make_shared<std::map<std::string, std::string>>(*content_->sources);
    for (std::size_t i : changed) {
        provenance_->parsed[i] = now[i];
        (*sources)[now[i]->shown] = now[i]->text;
    }
    content_->sources = std::move(sources);
    for (std::size_t l = 0; l < layers.size(); ++l)
        provenance_->layers[l].hash = layer_content_hash(layers[l]);
    for (const DefGroup& g : table_.groups) {
        if (g.state != DefGroup::State::resolved || g.kind.part != FileKind::Part::definitions ||
            std::none_of(g.chain.begin(), g.chain.end(),
                         [&](int f) { return touched[static_cast<std::size_t>(f)] != 0; }))
            continue;
        if (!read_again(g)) return std::nullopt;
    }
    for (const PendingReference& ref : references_) {
        if (!content_->defines(ref.kind, ref.id)) return std::nullopt;
    }
    content_->provenance = provenance_;
    check_references(*content_, problems_);
    if (problems_.empty()) check_semantics(*content_, problems_, last.failures);
    if (!problems_.empty()) return std::nullopt;
    ContentLoad out;
    out.content = std::move(content_);
    last.table = std::move(table_);
    last.kinds = std::move(kinds_);
    last.content = out.content;
    cache_->last = kept;
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
        if (!g || g->stack.size() != 1 || g->stack[0] != index || g->deleted_by >= 0) return false;
        f.key = entry.first;
        f.body = entry.second;
        f.from_node = f.body.IsMap() ? f.body["from"] : YamlNode();
        if (g->from) g->from_node = f.from_node;
        touched[static_cast<std::size_t>(index)] = 1;
    }
    return true;
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

// Reads `g` again over the copy of the last snapshot, replacing what it read then.
bool ContentBuilder::read_again(const DefGroup& g) {
    const std::string key = origin_key(g);
    const auto old = cache_->entries.find(key);
    if (old == cache_->entries.end()) return false;
    for (const auto& [where, at] : old->second->entry_locations) content_->locations.erase(where);
    erase_definition(g.kind.kind, g.id);
    const std::vector<DefId> legacy_before = old->second->legacy_statuses;
    read_one(g, *cache_);
    if (!problems_.empty()) return false;
    const auto now = cache_->entries.find(key);
    return now != cache_->entries.end() && now->second->legacy_statuses == legacy_before;
}

void ContentBuilder::erase_definition(DefKind kind, const DefId& id) {
    switch (kind) {
        case DefKind::tile:
            content_->tiles.erase(id);
            return;
        case DefKind::actor:
            content_->actors.erase(id);
            return;
        case DefKind::item:
            content_->items.erase(id);
            return;
        case DefKind::slot:
            content_->slots.erase(id);
            return;
        case DefKind::status:
            content_->statuses.erase(id);
            return;
    }
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
    if (!cache_) return false;
    const std::string key = origin_key(g);
    const auto it = cache_->entries.find(key);
    if (it == cache_->entries.end() || it->second->pieces != pieces_of(g, nullptr)) return false;
    const DefinitionCache::Entry& entry = *it->second;
    std::visit(
        [&](const auto& def) {
            using Def = std::decay_t<decltype(def)>;
            if constexpr (!std::is_same_v<Def, std::monostate>) {
                definitions<Def>().emplace(g.id, def);
                content_->locations[key] = entry.location;
            }
        },
        entry.definition);
    references_.insert(references_.end(), entry.references.begin(), entry.references.end());
    legacy_statuses_.insert(legacy_statuses_.end(), entry.legacy_statuses.begin(),
                            entry.legacy_statuses.end());
    for (const auto& [where, at] : entry.entry_locations)
        content_->locations.insert_or_assign(where, at);
    provenance_->definitions[key] = entry.origin;
    next_.entries[key] = it->second;
    return true;
}

}  // namespace cf
