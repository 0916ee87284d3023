#include "editor/provenance_text.hpp"

namespace cf {

namespace {

// "fighter.power 5: " and the rest.
std::string value_head(const ValueOrigin& value) { return value.field + " " + value.value + ": "; }

// The chain as lines: the first step, then "  over" each earlier one.
std::string chain_lines(const ContentProvenance& provenance, const DefId& id,
                        const FieldChain& chain) {
    std::string out;
    for (std::size_t i = 0; i < chain.steps.size(); ++i) {
        if (i > 0) out += "\n  over ";
        out += describe_step(provenance, id, chain.steps[i]);
    }
    return out;
}

}  // namespace

FieldChain chain_of_path(const ContentProvenance& provenance, const std::string& key,
                         const std::string& path) {
    return field_chain(provenance, key, path);
}

std::string value_origin_text(const ContentProvenance* provenance, const std::string& key,
                              const DefId& id, const ValueOrigin& value) {
    const std::string head = value_head(value);
    if (!value.saved) return head + "unsaved edit (not in any file yet)";
    if (!provenance) {
        return head + (*value.saved == value.value ? "no file (made in memory)"
                                                   : "unsaved edit; before: " + *value.saved);
    }
    const FieldChain chain = chain_of_path(*provenance, key, value.field);
    if (*value.saved != value.value) {
        std::string out = head + "unsaved edit; on disk: " + *value.saved;
        if (chain.steps.empty()) return out + ", the default";
        return out + " at " + chain_lines(*provenance, id, chain);
    }
    if (chain.steps.empty()) return head + "the default (no file sets it)";
    return head + chain_lines(*provenance, id, chain);
}

std::string value_origin_short(const ContentProvenance* provenance, const std::string& key,
                               const ValueOrigin& value) {
    if (!value.saved || *value.saved != value.value) return "unsaved";
    if (!provenance) return "";
    const FieldChain chain = chain_of_path(*provenance, key, value.field);
    if (chain.steps.empty()) return "default";
    const SourceLocation& at = chain.steps.front().where;
    return short_file_name(*provenance, at.file) + ":" + std::to_string(at.line);
}

std::string short_file_name(const ContentProvenance& provenance, const std::string& shown) {
    for (const SourceFileRecord& f : provenance.files) {
        if (f.shown != shown) continue;
        const auto layer = static_cast<std::size_t>(f.layer);
        if (provenance.layers.size() < 2 || layer >= provenance.layers.size()) return f.path;
        return layer_short_name(provenance.layers[layer]) + "/" + f.path;
    }
    return shown;
}

std::string layer_short_name(const LayerRecord& layer) {
    std::string name = layer.name;
    while (name.size() > 1 && name.back() == '/') name.pop_back();
    const std::size_t slash = name.rfind('/');
    return slash == std::string::npos ? name : name.substr(slash + 1);
}

}  // namespace cf
