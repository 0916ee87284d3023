#include "engine/content/content_build.hpp"

#include <algorithm>
#include <tuple>
#include <type_traits>

#include "engine/content/def_groups.hpp"
#include "engine/content/node_merge.hpp"
#include "engine/content/schema.hpp"
#include "engine/content/spawn_io.hpp"
#include "engine/content/validation.hpp"
#include "engine/content/yaml_reader.hpp"
#include "engine/core/fnv_hash.hpp"

namespace cf {

struct DefinitionCache::LastBuild {
    ContentPtr content;  // its snapshot (with the provenance the groups point into)
    GroupTable table;    // its groups, resolved
    std::vector<std::optional<FileKind>> kinds;    // of each file in the provenance
    std::vector<std::vector<int>> file_fragments;  // each file's fragments, in written order
    LoadFailures failures;
};

namespace {

// The order kinds are read and reported in: settings first, spawn tables last.
int rank(const std::optional<FileKind>& kind) {
    if (!kind) return 99;
    switch (kind->part) {
        case FileKind::Part::settings:
            return 0;
        case FileKind::Part::spawns:
            return 90;
        case FileKind::Part::definitions:
            break;
    }
    constexpr DefKind kOrder[] = {DefKind::slot, DefKind::status, DefKind::tile, DefKind::actor,
                                  DefKind::item};
    const auto it = std::find(std::begin(kOrder), std::end(kOrder), kind->kind);
    return 1 + static_cast<int>(it - std::begin(kOrder));
}

std::string layer_hash(const LayerInput& layer) {
    std::vector<const LayerInput::File*> files;
    for (const LayerInput::File& f : layer.files) files.push_back(&f);
    std::sort(files.begin(), files.end(), [](auto* a, auto* b) { return a->path < b->path; });
    std::uint64_t hash = kFnvOffset;
    for (const LayerInput::File* f : files) {
        hash = fnv1a_64(f->path, hash);
        hash = fnv1a_64(std::string_view("\0", 1), hash);
        hash = fnv1a_64(hex16(f->parsed->hash) + "\n", hash);
    }
    return hex16(hash);
}

class Builder {
  public:
    explicit Builder(DefinitionCache* cache) : cache_(cache) {}

    ContentLoad run(const std::vector<LayerInput>& layers) {
        if (cache_ && cache_->last) {
            if (std::optional<ContentLoad> quick = Builder(cache_).run_changed(layers)) {
                cache_->quick = true;
                return std::move(*quick);
            }
            cache_->last.reset();  // the whole build, afresh
        }
        provenance_ = std::make_shared<ContentProvenance>();
        content_ = std::make_shared<Content>();
        add_files(layers);
        collect_fragments(*provenance_, kinds_, table_, problems_);
        merge_layers(table_, *provenance_, problems_);
        resolve_templates(table_, failed_, problems_);
        read_all();
        supply_legacy_statuses();
        prune_deleted_spawns();
        check_pending_references();
        content_->provenance = provenance_;
        if (cache_) *cache_ = std::move(next_);  // quick: false, last: null
        if (problems_.empty()) check_references(*content_, problems_);
        const LoadFailures failed = failures();
        check_semantics(*content_, problems_, failed);
        ContentLoad out;
        out.problems = std::move(problems_);
        if (out.problems.empty()) {
            out.content = std::move(content_);
            if (cache_) remember(out.content, failed);
        }
        return out;
    }

    // Keeps what the next build needs to read only what changed (run_changed).
    void remember(const ContentPtr& content, const LoadFailures& failed) {
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
    std::optional<ContentLoad> run_changed(const std::vector<LayerInput>& layers) {
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
            provenance_->layers[l].hash = layer_hash(layers[l]);
        for (const DefGroup& g : table_.groups) {
            if (g.state != DefGroup::State::resolved ||
                g.kind.part != FileKind::Part::definitions ||
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
    static bool same_layout(const std::vector<LayerInput>& layers, const ContentProvenance& before,
                            std::vector<std::size_t>& changed, std::vector<ParsedFilePtr>& now) {
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
    bool take_changed_file(std::size_t i, const ParsedFile& old, const ParsedFile& parsed,
                           const std::vector<int>& fragments, std::vector<char>& touched) {
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
            if (!g || g->stack.size() != 1 || g->stack[0] != index || g->deleted_by >= 0)
                return false;
            f.key = entry.first;
            f.body = entry.second;
            f.from_node = f.body.IsMap() ? f.body["from"] : YamlNode();
            if (g->from) g->from_node = f.from_node;
            touched[static_cast<std::size_t>(index)] = 1;
        }
        return true;
    }

    // `from:`, `abstract:` and `delete:` as written, to compare two versions of a definition.
    static std::string directives_of(const YamlNode& body) {
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
    bool read_again(const DefGroup& g) {
        const std::string key = origin_key(g);
        const auto old = cache_->entries.find(key);
        if (old == cache_->entries.end()) return false;
        for (const auto& [where, at] : old->second->entry_locations)
            content_->locations.erase(where);
        erase_definition(g.kind.kind, g.id);
        const std::vector<DefId> legacy_before = old->second->legacy_statuses;
        read_one(g, *cache_);
        if (!problems_.empty()) return false;
        const auto now = cache_->entries.find(key);
        return now != cache_->entries.end() && now->second->legacy_statuses == legacy_before;
    }

    void erase_definition(DefKind kind, const DefId& id) {
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

  private:
    void add_files(const std::vector<LayerInput>& layers) {
        auto sources = std::make_shared<std::map<std::string, std::string>>();
        std::vector<bool> present(all_file_kinds().size(), false);
        for (std::size_t l = 0; l < layers.size(); ++l) {
            const LayerInput& layer = layers[l];
            provenance_->layers.push_back({layer.name, layer.dir, layer_hash(layer)});
            problems_.insert(problems_.end(), layer.problems.begin(), layer.problems.end());
            std::vector<std::pair<std::optional<FileKind>, const LayerInput::File*>> files;
            for (const LayerInput::File& f : layer.files) {
                std::string why;
                auto kind = file_kind(f.path, why);
                if (!kind) problems_.push_back({f.parsed->shown, 0, 0, why});
                files.emplace_back(kind, &f);
            }
            std::stable_sort(files.begin(), files.end(), [](const auto& a, const auto& b) {
                return rank(a.first) < rank(b.first);
            });
            for (const auto& [kind, f] : files)
                add_file(static_cast<int>(l), kind, *f, *sources, present);
        }
        const auto kinds = all_file_kinds();
        for (std::size_t k = 0; k < kinds.size(); ++k) {
            // statuses came after the other kinds: content written before them has none.
            if (present[k] || kinds[k] == FileKind{FileKind::Part::definitions, DefKind::status})
                continue;
            const std::string folder = kind_folder(kinds[k]);
            const std::string name =
                layers.empty()
                    ? folder + ".yaml"
                    : shown_file_name(layers[0].name, folder + ".yaml", layers.size() > 1);
            problems_.push_back({name, 0, 0,
                                 "cannot open the file: it does not exist (no file defines " +
                                     folder + ": write " + folder + ".yaml, or files in " + folder +
                                     "/)"});
        }
        content_->directory = layers.empty() ? "" : layers[0].dir;
        content_->sources = std::move(sources);
    }

    void add_file(int layer, const std::optional<FileKind>& kind, const LayerInput::File& f,
                  std::map<std::string, std::string>& sources, std::vector<bool>& present) {
        const ParsedFile& parsed = *f.parsed;
        provenance_->files.push_back({layer, f.path, parsed.shown});
        provenance_->parsed.push_back(f.parsed);
        kinds_.push_back(kind);
        if (parsed.doc || !parsed.text.empty()) sources[parsed.shown] = parsed.text;
        const int first_problem = static_cast<int>(problems_.size());
        problems_.insert(problems_.end(), parsed.problems.begin(), parsed.problems.end());
        if (!kind) return;
        const auto kinds = all_file_kinds();
        present[static_cast<std::size_t>(std::find(kinds.begin(), kinds.end(), *kind) -
                                         kinds.begin())] = true;
        if (!parsed.doc) failed_.try_emplace(kind_folder(*kind), first_problem);
    }

    // Parents before children, so a template's own problems come before the same
    // problems met again through what is made from it (and those fold under them).
    void read_all() {
        std::vector<const DefGroup*> order;
        for (const DefGroup& g : table_.groups) {
            if (g.state == DefGroup::State::resolved) order.push_back(&g);
        }
        std::stable_sort(order.begin(), order.end(), [](const DefGroup* a, const DefGroup* b) {
            return std::tuple(a->depth, rank(a->kind)) < std::tuple(b->depth, rank(b->kind));
        });
        for (const DefGroup* g : order) {
            if (g->kind.part == FileKind::Part::definitions && reuse(*g)) continue;
            read_one(*g, next_);
        }
    }

    // Reads one group anew; what it read goes into `into` when it read without a problem.
    void read_one(const DefGroup& g, DefinitionCache& into) {
        const std::size_t first = problems_.size();
        const std::size_t first_reference = references_.size();
        DefinitionCache::Entry entry;
        read_group(g, entry);
        const std::string key = origin_key(g);
        provenance_->definitions[key] = entry.origin = origin_of(g);
        fold(first);
        if (!cache_ || g.kind.part != FileKind::Part::definitions || problems_.size() > first)
            return;
        entry.references.assign(references_.begin() + static_cast<long>(first_reference),
                                references_.end());
        entry.pieces = pieces_of(g, &entry.files);
        into.entries[key] = std::make_shared<const DefinitionCache::Entry>(std::move(entry));
    }

    // The bodies a group is merged from, as nodes (and, given `files`, the files holding them).
    std::vector<const YamlNodeData*> pieces_of(const DefGroup& g,
                                               std::vector<ParsedFilePtr>* files) const {
        std::vector<const YamlNodeData*> pieces;
        for (int i : g.chain) {
            pieces.push_back(fragment(i).body.data());
            if (!files) continue;
            const ParsedFilePtr& file =
                provenance_->parsed[static_cast<std::size_t>(fragment(i).file)];
            if (std::find(files->begin(), files->end(), file) == files->end())
                files->push_back(file);
        }
        return pieces;
    }

    bool same_pieces(const DefGroup& g, const std::vector<const YamlNodeData*>& pieces) const {
        if (pieces.size() != g.chain.size()) return false;
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            if (fragment(g.chain[i]).body.data() != pieces[i]) return false;
        }
        return true;
    }

    // Takes a definition as the last build read it, when it is made of the same nodes.
    bool reuse(const DefGroup& g) {
        if (!cache_) return false;
        const std::string key = origin_key(g);
        const auto it = cache_->entries.find(key);
        if (it == cache_->entries.end() || it->second->pieces != pieces_of(g, nullptr))
            return false;
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
        content_->locations.insert(entry.entry_locations.begin(), entry.entry_locations.end());
        provenance_->definitions[key] = entry.origin;
        next_.entries[key] = it->second;
        return true;
    }

    template <class Def>
    std::map<DefId, Def>& definitions() {
        if constexpr (std::is_same_v<Def, TileDef>) return content_->tiles;
        if constexpr (std::is_same_v<Def, ActorDef>) return content_->actors;
        if constexpr (std::is_same_v<Def, ItemDef>) return content_->items;
        if constexpr (std::is_same_v<Def, SlotDef>) return content_->slots;
        if constexpr (std::is_same_v<Def, StatusDef>) return content_->statuses;
    }

    static std::string origin_key(const DefGroup& g) {
        return g.kind.part == FileKind::Part::definitions ? location_key(g.kind.kind, g.id)
                                                          : kind_folder(g.kind);
    }

    void read_group(const DefGroup& g, DefinitionCache::Entry& entry) {
        const Fragment& top = fragment(g.chain.back());
        const ReadContext ctx{provenance_->files[static_cast<std::size_t>(top.file)].shown,
                              &problems_, &references_};
        switch (g.kind.part) {
            case FileKind::Part::settings: {
                YamlReader reader(node_of(g, "settings", ctx), ctx, "settings");
                describe(reader, content_->settings);
                reader.finish();
                content_->locations["settings"] = ctx.location(top.body.Mark());
                return;
            }
            case FileKind::Part::spawns:
                load_spawn_tables(node_of(g, "spawns", ctx), *content_, problems_);
                return;
            case FileKind::Part::definitions:
                break;
        }
        switch (g.kind.kind) {
            case DefKind::tile:
                return read_definition<TileDef>(g, entry);
            case DefKind::actor:
                return read_definition<ActorDef>(g, entry);
            case DefKind::item:
                return read_definition<ItemDef>(g, entry);
            case DefKind::slot:
                return read_definition<SlotDef>(g, entry);
            case DefKind::status:
                return read_definition<StatusDef>(g, entry);
        }
    }

    template <class Def>
    void read_definition(const DefGroup& g, DefinitionCache::Entry& entry) {
        const Fragment& top = fragment(g.chain.back());
        const std::string what = std::string(kind_name(g.kind.kind)) + " '" + g.id + "'";
        const std::string& file = provenance_->files[static_cast<std::size_t>(top.file)].shown;
        Def def;
        def.id = g.id;
        if (g.abstract) {
            // A template may leave out what only what is made from it gives (a name): only
            // its own mistakes are reported, and it never enters the snapshot.
            std::vector<Problem> found;
            const ReadContext ctx{file, &found, nullptr};
            const YamlNode node = node_of(g, what, ctx);
            YamlReader reader(node, ctx, "template " + what);
            describe(reader, def);
            reader.finish();
            const SourceLocation at = ctx.location(node.Mark());
            for (Problem& p : found) {
                const bool missing = p.message.starts_with("missing required key") &&
                                     p.file == at.file && p.line == at.line &&
                                     p.column == at.column;
                if (!missing) problems_.push_back(std::move(p));
            }
            return;
        }
        const std::size_t first_legacy = legacy_statuses_.size();
        const ReadContext ctx{file, &problems_, &references_, &legacy_statuses_,
                              &entry.entry_locations};
        YamlReader reader(node_of(g, what, ctx), ctx, what);
        describe(reader, def);
        reader.finish();
        entry.location = ctx.location(top.key.Mark());
        entry.legacy_statuses.assign(legacy_statuses_.begin() + static_cast<long>(first_legacy),
                                     legacy_statuses_.end());
        content_->locations.insert(entry.entry_locations.begin(), entry.entry_locations.end());
        content_->locations[location_key(g.kind.kind, g.id)] = entry.location;
        if (cache_) entry.definition = def;
        definitions<Def>().emplace(g.id, std::move(def));
    }

    // The group's one node: its only piece as written, or its pieces merged.
    YamlNode node_of(const DefGroup& g, const std::string& what, const ReadContext& ctx) {
        const Fragment& top = fragment(g.chain.back());
        if (g.chain.size() == 1 && !NodeMerger::needs_merge(top.body)) {
            return top.body.IsDefined() ? top.body : YamlNode();
        }
        std::vector<YamlNode> bodies;
        for (int i : g.chain) bodies.push_back(fragment(i).body);
        NodeMerger merger(arena_, ctx);
        return merger.merge_definition(bodies, top.body.IsMap() ? top.body.Mark() : top.mark(),
                                       what);
    }

    std::shared_ptr<const DefOrigin> origin_of(const DefGroup& g) const {
        auto origin = std::make_shared<DefOrigin>();
        origin->kind = g.kind.kind;
        origin->id = g.id;
        origin->templates = g.templates;
        origin->abstract = g.abstract;
        for (int i : g.chain) {
            const Fragment& f = fragment(i);
            origin->fragments.push_back({f.id.empty() ? g.id : f.id, f.layer, f.key, f.body});
        }
        return origin;
    }

    // The same place reported again (a template's mistake met through each definition made
    // from it) folds under its first report.
    void fold(std::size_t first) {
        for (std::size_t i = first; i < problems_.size(); ++i) {
            Problem& p = problems_[i];
            if (p.line <= 0 || p.cause >= 0) continue;
            auto [it, added] =
                first_at_.try_emplace(std::tuple(p.file, p.line, p.column), static_cast<int>(i));
            if (!added) p.cause = it->second;
        }
    }

    // The statuses the older forms mean, for content that does not define them itself: the
    // confusion of `effect: confusion` as the game always had it.
    void supply_legacy_statuses() {
        for (const DefId& id : legacy_statuses_) {
            if (id != "confused" || content_->statuses.contains(id)) continue;
            StatusDef confused;
            confused.id = id;
            confused.name = "Confused";
            confused.color = {200, 127, 255};
            confused.behaviour = Behaviour::stumble;
            confused.stacking = Stacking::refresh;  // reading the scroll again started it anew
            content_->statuses.emplace(id, std::move(confused));
        }
    }

    // Spawn entries of an earlier layer for a definition a later layer deletes go with it.
    void prune_deleted_spawns() {
        for (const Deletion& d : provenance_->deletions) {
            if (d.kind != DefKind::actor && d.kind != DefKind::item) continue;
            SpawnTable& table =
                d.kind == DefKind::actor ? content_->spawns.monsters : content_->spawns.items;
            const char* name = d.kind == DefKind::actor ? "monsters" : "items";
            for (auto& [depth, weights] : table.by_depth) {
                const std::string key = spawn_location_key(name, depth, d.id);
                const auto at = content_->locations.find(key);
                if (!weights.contains(d.id) || at == content_->locations.end()) continue;
                if (provenance_->layer_of_file(at->second.file) >= d.layer) continue;
                weights.erase(d.id);
                content_->locations.erase(at);
            }
        }
    }

    LoadFailures failures() const {
        LoadFailures out;
        for (DefKind kind : kDefKinds) {
            if (auto f = failed_.find(kind_folder({FileKind::Part::definitions, kind}));
                f != failed_.end())
                out.unloaded[kind] = f->second;
        }
        for (const DefGroup& g : table_.groups) {
            if (g.kind.part != FileKind::Part::definitions) continue;
            const std::string key = location_key(g.kind.kind, g.id);
            if (g.state == DefGroup::State::broken) out.broken[key] = g.problem;
            if (g.state == DefGroup::State::resolved && g.abstract) out.abstract.insert(key);
        }
        return out;
    }

    void check_pending_references() {
        for (const PendingReference& ref : references_) {
            if (content_->defines(ref.kind, ref.id)) continue;
            const FileKind kind{FileKind::Part::definitions, ref.kind};
            int cause = -1;
            if (const DefGroup* g = table_.find(kind, ref.id);
                g && g->state == DefGroup::State::broken) {
                cause = g->problem;
            } else if (auto f = failed_.find(kind_folder(kind)); f != failed_.end()) {
                cause = f->second;
            }
            std::string message =
                "no " + std::string(kind_name(ref.kind)) + " named '" + ref.id + "'";
            if (const DefGroup* g = table_.find(kind, ref.id); g && g->abstract) {
                message += " that can be used: '" + ref.id + "' is an abstract template";
            } else {
                message += only_file_hint(kind);
            }
            while (cause >= 0 && problems_[static_cast<std::size_t>(cause)].cause >= 0)
                cause = problems_[static_cast<std::size_t>(cause)].cause;
            problems_.push_back({ref.where.file, ref.where.line, ref.where.column, message, cause});
        }
    }

    // " (defined in FILE)" when one file holds every definition of `kind`.
    std::string only_file_hint(const FileKind& kind) const {
        std::string found;
        for (std::size_t i = 0; i < kinds_.size(); ++i) {
            if (!kinds_[i] || !(*kinds_[i] == kind)) continue;
            if (!found.empty()) return "";
            found = provenance_->files[i].shown;
        }
        return found.empty() ? "" : " (defined in " + found + ")";
    }

    const Fragment& fragment(int i) const { return table_.fragments[static_cast<std::size_t>(i)]; }

    std::vector<Problem> problems_;
    std::shared_ptr<ContentProvenance> provenance_;
    std::shared_ptr<Content> content_;
    std::vector<std::optional<FileKind>> kinds_;  // of each file in provenance_->files
    FailedKinds failed_;
    GroupTable table_;
    YamlArena arena_;  // merged nodes, needed only while reading
    std::vector<PendingReference> references_;
    std::vector<DefId> legacy_statuses_;
    std::map<std::tuple<std::string, int, int>, int> first_at_;
    DefinitionCache* cache_;  // what the last build read, or null
    DefinitionCache next_;    // what this one read
};

}  // namespace

std::string shown_file_name(const std::string& layer, const std::string& path, bool several) {
    if (!several || layer.empty()) return path;
    return layer + "/" + path;
}

ContentLoad build_content(const std::vector<LayerInput>& layers, DefinitionCache* cache) {
    return Builder(cache).run(layers);
}

}  // namespace cf
