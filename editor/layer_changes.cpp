#include "editor/layer_changes.hpp"

#include <algorithm>

#include "editor/provenance_text.hpp"
#include "engine/content/provenance.hpp"
#include "engine/content/written_fields.hpp"

namespace cf {

namespace {

std::string at_text(const NodeMark& mark) {
    const SourceLocation at = location_of(mark);
    return at.file.empty() ? std::string() : at.file + ":" + std::to_string(at.line);
}

// The fields `f` writes, each with what is below it in the chain of the definition at `key`.
std::vector<LayerFieldChange> fields_of(const ContentProvenance& p, const std::string& key,
                                        const DefFragment& f, int layer) {
    std::vector<LayerFieldChange> out;
    if (!f.body.IsMap()) return out;
    for (const auto& [path, mark] : written_fields(f.body, true)) {
        LayerFieldChange change{path, "the default", "", at_text(mark)};
        const FieldChain chain = field_chain(p, key, path);
        // The chain holds the step in effect first: this layer's, then what it is over.
        bool past = false;
        for (const ValueStep& step : chain.steps) {
            if (!past && step.layer == layer) {
                change.now = step.text;
                past = true;
            } else if (past && step.layer < layer) {
                change.below = step.text;
                break;
            }
        }
        if (change.now.empty()) change.now = one_line(f.body[path]);
        out.push_back(std::move(change));
    }
    return out;
}

}  // namespace

std::string LayerChange::headline() const {
    const char* verb = op == Op::adds ? "adds " : op == Op::deletes ? "deletes " : "changes ";
    return std::string(verb) + kind_name(kind) + (abstract ? " template '" : " '") + id + "'";
}

std::vector<LayerChange> layer_changes(const Content& content, int layer) {
    std::vector<LayerChange> out;
    if (!content.provenance || layer <= 0) return out;
    const ContentProvenance& p = *content.provenance;
    const auto deleted_here = [&](DefKind kind, const DefId& id) {
        return std::any_of(p.deletions.begin(), p.deletions.end(), [&](const Deletion& d) {
            return d.layer == layer && d.kind == kind && d.id == id;
        });
    };
    for (const auto& [key, origin] : p.definitions) {
        if (key == "settings" || key == "spawns" || deleted_here(origin->kind, origin->id))
            continue;
        LayerChange change;
        change.kind = origin->kind;
        change.id = origin->id;
        change.abstract = origin->abstract;
        bool here = false;
        bool below = false;
        for (const DefFragment& f : origin->fragments) {
            if (f.owner != origin->id) continue;
            below = below || f.layer < layer;
            if (f.layer != layer) continue;
            here = true;
            if (change.where.empty() && f.key.IsDefined()) change.where = at_text(f.key.Mark());
            const std::vector<LayerFieldChange> fields = fields_of(p, key, f, layer);
            change.fields.insert(change.fields.end(), fields.begin(), fields.end());
        }
        if (!here) continue;
        change.op = below ? LayerChange::Op::changes : LayerChange::Op::adds;
        out.push_back(std::move(change));
    }
    for (const Deletion& d : p.deletions) {
        if (d.layer != layer) continue;
        LayerChange change;
        change.op = LayerChange::Op::deletes;
        change.kind = d.kind;
        change.id = d.id;
        change.where = d.where.file + ":" + std::to_string(d.where.line);
        out.push_back(std::move(change));
    }
    std::stable_sort(out.begin(), out.end(), [](const LayerChange& a, const LayerChange& b) {
        return a.kind != b.kind ? a.kind < b.kind : a.id < b.id;
    });
    return out;
}

std::vector<std::string> layers_touching(const Content& content, DefKind kind, const DefId& id) {
    std::vector<std::string> out;
    if (!content.provenance) return out;
    const ContentProvenance& p = *content.provenance;
    std::vector<int> layers;
    if (const DefOrigin* origin = p.origin(location_key(kind, id))) {
        for (const DefFragment& f : origin->fragments) {
            if (f.owner == id) layers.push_back(f.layer);
        }
    }
    for (const Deletion& d : p.deletions) {
        if (d.kind == kind && d.id == id) layers.push_back(d.layer);
    }
    std::sort(layers.begin(), layers.end());
    layers.erase(std::unique(layers.begin(), layers.end()), layers.end());
    for (int l : layers) {
        if (l >= 0 && static_cast<std::size_t>(l) < p.layers.size())
            out.push_back(layer_short_name(p.layers[static_cast<std::size_t>(l)]));
    }
    return out;
}

}  // namespace cf
