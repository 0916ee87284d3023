#include "engine/content/content_build.hpp"

#include <algorithm>
#include <tuple>

#include "engine/content/content_build_builder.hpp"
#include "engine/content/definition_pieces.hpp"
#include "engine/content/node_merge.hpp"
#include "engine/content/schema.hpp"
#include "engine/content/schema_reader.hpp"
#include "engine/content/spawn_io.hpp"
#include "engine/content/validation.hpp"
#include "engine/core/hash.hpp"

namespace cf {

// The order kinds are read and reported in: settings first, spawn tables last.
int content_kind_rank(const std::optional<FileKind>& kind) {
    if (!kind) return 99;
    switch (kind->part) {
        case FileKind::Part::settings:
            return 0;
        case FileKind::Part::spawns:
            return 90;
        case FileKind::Part::definitions:
            break;
    }
    constexpr DefKind kOrder[] = {DefKind::damage_type, DefKind::slot,    DefKind::status,
                                  DefKind::tile,        DefKind::actor,   DefKind::item,
                                  DefKind::vault,       DefKind::faction, DefKind::appearance};
    const auto it = std::find(std::begin(kOrder), std::end(kOrder), kind->kind);
    return 1 + static_cast<int>(it - std::begin(kOrder));
}

std::string layer_content_hash(const LayerInput& layer) {
    std::vector<const LayerInput::File*> files;
    for (const LayerInput::File& f : layer.files) files.push_back(&f);
    std::sort(files.begin(), files.end(), [](auto* a, auto* b) { return a->path < b->path; });
    std::uint64_t hash = kFnvOffset;
    for (const LayerInput::File* f : files) {
        hash = fnv1a(f->path, hash);
        hash = fnv1a(std::string_view("\0", 1), hash);
        hash = fnv1a(hex16(f->parsed->hash) + "\n", hash);
    }
    return hex16(hash);
}

ContentLoad ContentBuilder::run(const std::vector<LayerInput>& layers) {
    if (cache_ && cache_->last) {
        const ContentPtr before = std::move(cache_->last);
        if (std::optional<ContentLoad> quick = ContentBuilder(cache_).run_changed(before, layers)) {
            cache_->quick = true;
            return std::move(*quick);
        }
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
    if (cache_) {
        cache_->entries = std::make_shared<const DefinitionCache::Entries>(std::move(next_));
        cache_->last.reset();
        cache_->quick = false;
    }
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

void ContentBuilder::add_files(const std::vector<LayerInput>& layers) {
    auto sources = std::make_shared<std::map<std::string, std::string>>();
    std::vector<bool> present(all_file_kinds().size(), false);
    for (std::size_t l = 0; l < layers.size(); ++l) {
        const LayerInput& layer = layers[l];
        provenance_->layers.push_back({layer.name, layer.dir, layer_content_hash(layer)});
        problems_.insert(problems_.end(), layer.problems.begin(), layer.problems.end());
        std::vector<std::pair<std::optional<FileKind>, const LayerInput::File*>> files;
        for (const LayerInput::File& f : layer.files) {
            std::string why;
            auto kind = file_kind(f.path, why);
            if (!kind) problems_.push_back({f.parsed->shown, 0, 0, why});
            files.emplace_back(kind, &f);
        }
        std::stable_sort(files.begin(), files.end(), [](const auto& a, const auto& b) {
            return content_kind_rank(a.first) < content_kind_rank(b.first);
        });
        for (const auto& [kind, f] : files)
            add_file(static_cast<int>(l), kind, *f, *sources, present);
    }
    const auto kinds = all_file_kinds();
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        // statuses, vaults, damage types, factions and appearances came after the other
        // kinds: content written before them has none.
        if (present[k] || kinds[k] == FileKind{FileKind::Part::definitions, DefKind::status} ||
            kinds[k] == FileKind{FileKind::Part::definitions, DefKind::vault} ||
            kinds[k] == FileKind{FileKind::Part::definitions, DefKind::damage_type} ||
            kinds[k] == FileKind{FileKind::Part::definitions, DefKind::faction} ||
            kinds[k] == FileKind{FileKind::Part::definitions, DefKind::appearance})
            continue;
        const std::string folder = kind_folder(kinds[k]);
        const std::string name =
            layers.empty() ? folder + ".yaml"
                           : shown_file_name(layers[0].name, folder + ".yaml", layers.size() > 1);
        problems_.push_back({name, 0, 0,
                             "cannot open the file: it does not exist (no file defines " + folder +
                                 ": write " + folder + ".yaml, or files in " + folder + "/)"});
    }
    content_->directory = layers.empty() ? "" : layers[0].dir;
    content_->sources = std::move(sources);
}

void ContentBuilder::add_file(int layer, const std::optional<FileKind>& kind,
                              const LayerInput::File& f,
                              std::map<std::string, std::string>& sources,
                              std::vector<bool>& present) {
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
void ContentBuilder::read_all() {
    std::vector<const DefGroup*> order;
    for (const DefGroup& g : table_.groups) {
        if (g.state == DefGroup::State::resolved) order.push_back(&g);
    }
    std::stable_sort(order.begin(), order.end(), [](const DefGroup* a, const DefGroup* b) {
        return std::tuple(a->depth, content_kind_rank(a->kind)) <
               std::tuple(b->depth, content_kind_rank(b->kind));
    });
    if (cache_) next_.reserve(order.size());
    for (const DefGroup* g : order) {
        if (g->kind.part == FileKind::Part::definitions && reuse(*g)) continue;
        read_one(*g, next_);
    }
}

// Reads one group anew; what it read goes into `into` when it read without a problem.
void ContentBuilder::read_one(const DefGroup& g, DefinitionCache::Entries& into) {
    const std::size_t first = problems_.size();
    const std::size_t first_reference = references_.size();
    DefinitionCache::Entry entry;
    read_group(g, entry);
    const std::string key = origin_key(g);
    provenance_->definitions[key] = entry.origin = origin_of(g);
    fold(first);
    if (!cache_ || g.kind.part != FileKind::Part::definitions || problems_.size() > first) return;
    entry.references.assign(references_.begin() + static_cast<long>(first_reference),
                            references_.end());
    entry.pieces = pieces_of(g, &entry.files);
    into[key] = std::make_shared<const DefinitionCache::Entry>(std::move(entry));
}

void ContentBuilder::read_group(const DefGroup& g, DefinitionCache::Entry& entry) {
    const Fragment& top = fragment(g.chain.back());
    const ReadContext ctx{provenance_->files[static_cast<std::size_t>(top.file)].shown, &problems_,
                          &references_};
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
        case DefKind::vault:
            return read_definition<VaultDef>(g, entry);
        case DefKind::damage_type:
            return read_definition<DamageTypeDef>(g, entry);
        case DefKind::faction:
            return read_definition<FactionDef>(g, entry);
        case DefKind::appearance:
            return read_definition<AppearanceDef>(g, entry);
    }
}

template <class Def>
void ContentBuilder::read_definition(const DefGroup& g, DefinitionCache::Entry& entry) {
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
                                 p.file == at.file && p.line == at.line && p.column == at.column;
            if (!missing) problems_.push_back(std::move(p));
        }
        if (cache_) entry.definition = def;
        templates<Def>().insert_or_assign(g.id, std::move(def));
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
    for (const auto& [where, at] : entry.entry_locations)
        content_->locations.insert_or_assign(where, at);
    content_->locations[location_key(g.kind.kind, g.id)] = entry.location;
    if (cache_) entry.definition = def;
    definitions<Def>().emplace(g.id, std::move(def));
}

// The group's one node: its only piece as written, or its pieces merged.
YamlNode ContentBuilder::node_of(const DefGroup& g, const std::string& what,
                                 const ReadContext& ctx) {
    const Fragment& top = fragment(g.chain.back());
    if (g.chain.size() == 1 && !NodeMerger::needs_merge(top.body)) {
        return top.body.IsDefined() ? top.body : YamlNode();
    }
    std::vector<YamlNode> bodies;
    for (int i : g.chain) bodies.push_back(fragment(i).body);
    NodeMerger merger(arena_, ctx);
    return merger.merge_definition(bodies, top.body.IsMap() ? top.body.Mark() : top.mark(), what);
}

std::shared_ptr<const DefOrigin> ContentBuilder::origin_of(const DefGroup& g) const {
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
void ContentBuilder::fold(std::size_t first) {
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
void ContentBuilder::supply_legacy_statuses() {
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
void ContentBuilder::prune_deleted_spawns() {
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

LoadFailures ContentBuilder::failures() const {
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

void ContentBuilder::check_pending_references() {
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
        std::string message = "no " + std::string(kind_name(ref.kind)) + " named '" + ref.id + "'";
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
std::string ContentBuilder::only_file_hint(const FileKind& kind) const {
    std::string found;
    for (std::size_t i = 0; i < kinds_.size(); ++i) {
        if (!kinds_[i] || !(*kinds_[i] == kind)) continue;
        if (!found.empty()) return "";
        found = provenance_->files[i].shown;
    }
    return found.empty() ? "" : " (defined in " + found + ")";
}

std::string shown_file_name(const std::string& layer, const std::string& path, bool several) {
    if (!several || layer.empty()) return path;
    return layer + "/" + path;
}

namespace {

// A problem quotes what the file says ("no damage_type named '...'"); a 20,000-character
// key made a 20,000-character problem, one line of the panel and the log. Quoted text
// longer than kLongestQuote is cut to its start, an ellipsis and its length, in messages
// longer than kLongestPlainMessage (shorter ones are left as written: an apostrophe in
// prose is no quote).
constexpr std::size_t kLongestQuote = 60;
constexpr std::size_t kLongestPlainMessage = 300;

std::string with_short_quotes(const std::string& message) {
    std::string out;
    std::size_t at = 0;
    while (at < message.size()) {
        const std::size_t open = message.find('\'', at);
        const std::size_t close =
            open == std::string::npos ? std::string::npos : message.find('\'', open + 1);
        if (close == std::string::npos) break;
        out.append(message, at, open + 1 - at);
        const std::size_t length = close - open - 1;
        if (length > kLongestQuote) {
            out.append(message, open + 1, kLongestQuote / 2);
            out += "... (" + std::to_string(length) + " characters)";
        } else {
            out.append(message, open + 1, length);
        }
        out += '\'';
        at = close + 1;
    }
    out.append(message, std::min(at, message.size()), std::string::npos);
    return out;
}

}  // namespace

void shorten_problem_quotes(std::vector<Problem>& problems) {
    for (Problem& p : problems) {
        if (p.message.size() > kLongestPlainMessage) p.message = with_short_quotes(p.message);
    }
}

ContentLoad build_content(const std::vector<LayerInput>& layers, DefinitionCache* cache) {
    ContentLoad load = ContentBuilder(cache).run(layers);
    shorten_problem_quotes(load.problems);
    return load;
}

ContentLoad build_content_over(const Content& before, const std::vector<LayerInput>& layers,
                               bool* quick) {
    if (quick) *quick = false;
    const ContentBuildMemo* memo =
        before.provenance ? before.provenance->build_memo.get() : nullptr;
    if (!memo) return build_content(layers);
    DefinitionCache cache;
    cache.entries = memo->entries;
    // Only the very snapshot the memo was made for: a copy may have been edited since.
    if (ContentPtr snapshot = memo->snapshot.lock(); snapshot.get() == &before)
        cache.last = std::move(snapshot);
    ContentLoad load = build_content(layers, &cache);
    if (quick) *quick = cache.quick;
    return load;
}

}  // namespace cf
