#include "engine/content/layer_files.hpp"

#include <filesystem>

#include "engine/content/content_layout.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/content/provenance.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"
#include "engine/yaml/yaml_outline.hpp"

namespace cf {

namespace {

// What a new file holds: no definition, and a line saying what it is for.
constexpr const char* kEmptyContentFile = "{}\n";

std::string text_of_file(const Content& base, int layer, const std::string& path) {
    const auto& layers = base.provenance->layers;
    const std::string shown =
        layers.size() > 1 ? layers[static_cast<std::size_t>(layer)].name + "/" + path : path;
    if (!base.sources) return {};
    const auto it = base.sources->find(shown);
    return it == base.sources->end() ? std::string() : it->second;
}

bool layer_has_file(const Content& base, int layer, const std::string& path) {
    for (const SourceFileRecord& f : base.provenance->files) {
        if (f.layer == layer && f.path == path) return true;
    }
    return false;
}

bool is_comment_or_blank(std::string_view line) {
    const std::size_t first = line.find_first_not_of(" \t\r\n");
    return first == std::string_view::npos || line[first] == '#';
}

std::string_view line_at(const std::string& text, const YamlOutline& o, std::size_t line) {
    return std::string_view(text).substr(o.line_starts[line],
                                         o.line_starts[line + 1] - o.line_starts[line]);
}

// The text of a file holding no definition (comments kept, `{}` dropped), to append to.
std::string without_empty_mapping(const std::string& text) {
    const auto outline = outline_yaml(text);
    if (outline && outline->root_is_map) return text;
    std::string kept;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find('\n', at);
        end = end == std::string::npos ? text.size() : end + 1;
        if (is_comment_or_blank(std::string_view(text).substr(at, end - at)))
            kept += text.substr(at, end - at);
        at = end;
    }
    return kept;
}

// The lines of `id`'s block in `text` with the comment lines right above it (not the
// file's own header above its first block): [begin, end) in bytes.
std::optional<std::pair<std::size_t, std::size_t>> block_span(const std::string& text,
                                                              const DefId& id) {
    const auto outline = outline_yaml(text);
    if (!outline || !outline->root_is_map) return std::nullopt;
    const YamlEntry* entry = outline->root.find(id);
    if (!entry) return std::nullopt;
    std::size_t first = entry->first_line;
    while (first > 0) {
        const std::string_view above = line_at(text, *outline, first - 1);
        const bool blank = above.find_first_not_of(" \t\r\n") == std::string_view::npos;
        if (blank || !is_comment_or_blank(above)) break;
        --first;
    }
    if (first == 0 && &outline->root.entries.front() == entry) first = entry->first_line;
    return std::pair{outline->line_starts[first], outline->line_starts[entry->end_line]};
}

std::string shown_in(const Content& base, int layer, const std::string& path) {
    const auto& layers = base.provenance->layers;
    return layers.size() > 1 ? layers[static_cast<std::size_t>(layer)].name + "/" + path : path;
}

}  // namespace

std::string new_file_refusal(const Content& base, const std::string& path,
                             const WriteTarget& target) {
    if (!base.provenance || base.provenance->layers.empty())
        return "the content was not loaded from folders";
    std::string why;
    const auto kind = file_kind(path, why);
    const std::string name = path.substr(path.rfind('/') + 1);
    if (path.empty() || path.front() == '/' || path.find("..") != std::string::npos ||
        path.find("/.") != std::string::npos || !is_content_file_name(name))
        return "'" + path +
               "' is not a content file name: write a path in the layer ending in .yaml";
    if (!kind) return why;
    if (kind->part != FileKind::Part::definitions)
        return "'" + path + "' would hold the " + kind_folder(*kind) +
               ": a new file holds definitions (actors/..., items/...)";
    const int layer = write_layer_index(base, target);
    const std::string dir = base.provenance->layers[static_cast<std::size_t>(layer)].dir;
    std::error_code ec;
    if (layer_has_file(base, layer, path) ||
        std::filesystem::exists(std::filesystem::path(dir) / path, ec))
        return shown_in(base, layer, path) + " exists already";
    return {};
}

bool create_content_file(const Content& base, const std::string& path, const WriteTarget& target,
                         std::string& error) {
    error = new_file_refusal(base, path, target);
    if (!error.empty()) return false;
    const int layer = write_layer_index(base, target);
    const std::string dir = base.provenance->layers[static_cast<std::size_t>(layer)].dir;
    return write_file((std::filesystem::path(dir) / path).string(), kEmptyContentFile, error);
}

SavePlan plan_move(const Content& base, DefKind kind, const DefId& id, const std::string& to,
                   const WriteTarget& target) {
    SavePlan plan;
    plan.directory = base.directory;
    const std::string what = std::string(kind_name(kind)) + " '" + id + "'";
    if (!base.provenance || base.provenance->layers.empty()) {
        plan.refused = "the content was not loaded from folders";
        return plan;
    }
    const ContentProvenance& p = *base.provenance;
    const int layer = write_layer_index(base, target);
    std::string why;
    const auto to_kind = file_kind(to, why);
    if (!to_kind || to_kind->part != FileKind::Part::definitions || to_kind->kind != kind) {
        plan.refused = "cannot move " + what + " to " + to + ": it is not a file of " +
                       kind_folder({FileKind::Part::definitions, kind});
        return plan;
    }
    std::string from;
    if (const DefOrigin* origin = p.origin(location_key(kind, id))) {
        for (const DefFragment& f : origin->fragments) {
            if (f.owner != id || f.layer != layer || !f.key.IsDefined() || !f.key.Mark().file)
                continue;
            for (const SourceFileRecord& r : p.files) {
                if (r.shown == *f.key.Mark().file) from = r.path;
            }
        }
    }
    if (from.empty()) {
        plan.refused = "cannot move " + what + ": it has no block in " +
                       p.layers[static_cast<std::size_t>(layer)].name;
        return plan;
    }
    if (from == to) return plan;  // nothing to do
    const std::string source = text_of_file(base, layer, from);
    const auto span = block_span(source, id);
    if (!span) {
        plan.refused = "cannot move " + what + ": " + shown_in(base, layer, from) +
                       " uses YAML the editor does not rewrite";
        return plan;
    }
    std::string rest = source;
    const std::string block = rest.substr(span->first, span->second - span->first);
    rest.erase(span->first, span->second - span->first);
    const auto left = outline_yaml(rest);
    if (left && (!left->root_is_map || left->root.entries.empty())) rest += kEmptyContentFile;
    std::string dest = without_empty_mapping(
        layer_has_file(base, layer, to) ? text_of_file(base, layer, to) : std::string());
    if (!dest.empty() && dest.back() != '\n') dest += '\n';
    dest += block;
    if (dest.back() != '\n') dest += '\n';
    const ContentLoad check = load_layers_with(base, {{{layer, from}, rest}, {{layer, to}, dest}});
    if (!check.content || !same_definitions(*check.content, base)) {
        plan.refused = "cannot move " + what + " to " + to +
                       ": the files would not load as before" +
                       (check.problems.empty() ? "" : ": " + to_string(check.problems.front()));
        return plan;
    }
    plan.files.push_back(layer_file_save(base, layer, from, std::move(rest)));
    plan.files.push_back(layer_file_save(base, layer, to, std::move(dest)));
    return plan;
}

}  // namespace cf
