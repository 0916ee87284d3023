#include "engine/content/content.hpp"

#include <algorithm>
#include <cstddef>
#include <iterator>

#include "engine/content/provenance.hpp"

namespace cf {

namespace {

// One row a kind, in DefKind's order: the word messages use and the file that holds it.
struct DefKindNames {
    const char* name;
    const char* file;
};
constexpr DefKindNames kDefKindNames[] = {
    {"tile", "tiles.yaml"},
    {"actor", "actors.yaml"},
    {"item", "items.yaml"},
    {"slot", "slots.yaml"},
    {"status", "statuses.yaml"},
    {"vault", "vaults.yaml"},
    {"damage_type", "damage_types.yaml"},
    {"faction", "factions.yaml"},
    {"appearance", "appearances.yaml"},
};
static_assert(std::size(kDefKindNames) == std::size(kDefKinds), "one row for each DefKind");

const DefKindNames& def_kind_names(DefKind kind) {
    return kDefKindNames[static_cast<std::size_t>(kind)];
}

}  // namespace

const char* kind_name(DefKind kind) { return def_kind_names(kind).name; }

const char* kind_file(DefKind kind) { return def_kind_names(kind).file; }

bool is_content_file(std::string_view name) {
    for (const char* file : kContentFiles) {
        if (name == file) return true;
    }
    return false;
}

std::string location_key(DefKind kind, const DefId& id) {
    return std::string(kind_name(kind)) + "/" + id;
}

bool valid_id(std::string_view id) {
    if (id.empty()) return false;
    for (char c : id) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
        if (!ok) return false;
    }
    return true;
}

std::string ability_key(std::string_view name) {
    std::string key;
    for (char c : name) {
        const char lower = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
        const bool keep = (lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9');
        key += keep ? lower : '_';
    }
    return key;
}

std::string invalid_id_message(std::string_view id) {
    return "'" + std::string(id) + "' is not a valid id: use lower-case letters, digits and '_'";
}

bool Content::defines(DefKind kind, const DefId& id) const {
    return with_definitions_of(kind, [&](auto member) { return (this->*member).contains(id); });
}

std::vector<LayerRecord> content_layers(const Content& content) {
    return content.provenance ? content.provenance->layers : std::vector<LayerRecord>{};
}

std::string layers_difference(const std::vector<LayerRecord>& then,
                              const std::vector<LayerRecord>& now) {
    if (then.empty() || then == now) return "";
    // The same files in the same order are the same content, whatever path named them: a
    // save made with `--content content` continued from another folder as `../content`
    // claimed its layer "is not loaded now".
    const auto same_files = [](const LayerRecord& a, const LayerRecord& b) {
        return a.hash == b.hash;
    };
    if (std::equal(then.begin(), then.end(), now.begin(), now.end(), same_files)) return "";
    const auto short_hash = [](const LayerRecord& l) { return l.hash.substr(0, 8); };
    const auto named = [](const std::vector<LayerRecord>& list, const std::string& name) {
        return std::find_if(list.begin(), list.end(),
                            [&](const LayerRecord& l) { return l.name == name; });
    };
    std::vector<std::string> parts;
    for (const LayerRecord& old : then) {
        const auto it = named(now, old.name);
        if (it == now.end()) {
            parts.push_back(old.name + " is not loaded now");
        } else if (it->hash != old.hash) {
            parts.push_back(old.name + " has changed since (" + short_hash(old) + " then, " +
                            short_hash(*it) + " now)");
        }
    }
    for (const LayerRecord& layer : now) {
        if (named(then, layer.name) == then.end())
            parts.emplace_back(layer.name + " was not loaded then");
    }
    if (parts.empty()) parts.emplace_back("the layers were loaded in another order");
    std::string out = "made with the content layers ";
    for (std::size_t i = 0; i < then.size(); ++i)
        out += (i ? ", " : "") + then[i].name + " (" + short_hash(then[i]) + ")";
    out += ": ";
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? "; " : "") + parts[i];
    return out;
}

}  // namespace cf
