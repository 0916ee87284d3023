#include "engine/content/content_writer.hpp"

#include <algorithm>
#include <filesystem>

#include "engine/content/content_loader.hpp"
#include "engine/content/schema.hpp"
#include "engine/content/schema_reader.hpp"
#include "engine/content/schema_writer.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"
#include "engine/yaml/yaml_patch.hpp"

namespace cf {

namespace {

// One "id: {fields}" file; an empty kind is an empty mapping so the file still loads.
template <class Def>
std::string definitions_text(const std::map<DefId, Def>& defs) {
    if (defs.empty()) return "{}\n";
    std::string out;
    for (const auto& [id, def] : defs) {
        out += yaml_scalar(id) + ":\n";
        Def copy = def;  // describe() visits mutable fields; the writer only reads them
        YamlWriter writer(out, 2);
        describe(writer, copy);
    }
    return out;
}

}  // namespace

std::string settings_yaml(const Settings& settings) {
    std::string out;
    Settings copy = settings;
    YamlWriter writer(out, 0);
    describe(writer, copy);
    return out;
}

namespace {

// `name:` and each depth of `by_depth` written by `depth_text`, or `name: {}` when it has none.
template <class ByDepth, class DepthText>
void by_depth_text(std::string& out, const char* name, const ByDepth& by_depth,
                   DepthText depth_text) {
    if (by_depth.empty()) {
        out += std::string(name) + ": {}\n";
        return;
    }
    out += std::string(name) + ":\n";
    for (const auto& [depth, value] : by_depth) depth_text(depth, value);
}

void table_text(std::string& out, const char* name, const SpawnTable& table) {
    by_depth_text(out, name, table.by_depth, [&out](int depth, const auto& weights) {
        // An empty depth still counts: it marks where earlier weights stop being overridden.
        out += "  " + std::to_string(depth) + (weights.empty() ? ": {}\n" : ":\n");
        for (const auto& [id, weight] : weights) {
            out += "    " + yaml_scalar(id) + ": " + std::to_string(weight) + "\n";
        }
    });
}

void depth_value_text(std::string& out, const char* name, const DepthValue& value) {
    by_depth_text(out, name, value.by_depth, [&out](int depth, int n) {
        out += "  " + std::to_string(depth) + ": " + std::to_string(n) + "\n";
    });
}

}  // namespace

std::string spawns_yaml(const SpawnTables& spawns) {
    std::string out;
    table_text(out, "monsters", spawns.monsters);
    table_text(out, "items", spawns.items);
    depth_value_text(out, "max_monsters_per_room", spawns.max_monsters_per_room);
    depth_value_text(out, "max_items_per_room", spawns.max_items_per_room);
    return out;
}

std::string yaml_glyph(int glyph) {
    const bool printable = glyph > ' ' && glyph < 127 && !(glyph >= '0' && glyph <= '9');
    if (!printable) return std::to_string(glyph);
    const char c = static_cast<char>(glyph);
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    // y and n alone are booleans to YAML 1.1 readers; the loader would cope, others would not.
    if (letter && std::string_view("yYnN").find(c) == std::string_view::npos)
        return std::string(1, c);
    return yaml_single_quoted(std::string(1, c));
}

void YamlWriter::line(const char* key, const std::string& value) {
    out_.append(static_cast<std::size_t>(indent_), ' ');
    out_ += key;
    out_ += ':';
    if (!value.empty()) {
        out_ += ' ';
        out_ += value;
    }
    out_ += '\n';
}

namespace {

// Canonical lines (indent 0) split into fields: a top-level line and the deeper lines
// under it, keyed by the field's key.
std::vector<std::pair<std::string, std::string>> field_blocks(const std::string& lines) {
    std::vector<std::pair<std::string, std::string>> out;
    std::size_t at = 0;
    while (at < lines.size()) {
        std::size_t end = lines.find('\n', at);
        end = end == std::string::npos ? lines.size() : end + 1;
        const std::string line = lines.substr(at, end - at);
        if (!line.empty() && line[0] != ' ' && line[0] != '-') {
            out.emplace_back(line.substr(0, line.find(':')), line);
        } else if (!out.empty()) {
            out.back().second += line;
        }
        at = end;
    }
    return out;
}

}  // namespace

void YamlWriter::entry(const std::string& fields, const std::string& defaults) {
    const auto mine = field_blocks(fields);
    const auto plain = field_blocks(defaults);
    bool first = true;
    for (const auto& [key, block] : mine) {
        bool same = false;
        for (const auto& [other_key, other_block] : plain) same = same || other_block == block;
        if (!first && same) continue;
        std::size_t at = 0;
        while (at < block.size()) {
            std::size_t end = block.find('\n', at);
            end = end == std::string::npos ? block.size() : end + 1;
            out_.append(static_cast<std::size_t>(indent_) + 2, ' ');
            out_ += first && at == 0 ? "- " : "  ";
            out_.append(block, at, end - at);
            at = end;
        }
        first = false;
    }
}

void YamlWriter::text(const char* key, std::string& value, bool) { line(key, yaml_scalar(value)); }

void YamlWriter::number(const char* key, int& value, int, int) { line(key, std::to_string(value)); }

void YamlWriter::flag(const char* key, bool& value) { line(key, value ? "true" : "false"); }

void YamlWriter::color(const char* key, Color& value) {
    // Appended, not "'" + ...: GCC 12 at -O3 warns falsely (-Wrestrict) on literal + string.
    std::string quoted = "'";
    quoted += to_hex(value);
    quoted += '\'';
    line(key, quoted);
}

void YamlWriter::glyph(const char* key, int& value) { line(key, yaml_glyph(value)); }

// An empty reference is an optional one left out (a tile's opens_to): not written.
void YamlWriter::reference(const char* key, DefId& value, DefKind) {
    if (value.empty()) return;
    line(key, yaml_scalar(value));
}

void YamlWriter::references(const char* key, std::vector<DefId>& value, DefKind) {
    if (value.empty()) {
        line(key, "[]");
        return;
    }
    line(key, "");
    for (const DefId& id : value) {
        out_.append(static_cast<std::size_t>(indent_) + 2, ' ');
        out_ += "- " + yaml_scalar(id) + "\n";
    }
}

void YamlWriter::span(const char* key, int& first, int& last, int, int) {
    line(key, "[" + std::to_string(first) + ", " + std::to_string(last) + "]");
}

void YamlWriter::legend(const char* key, std::vector<VaultGlyph>& items) {
    if (items.empty()) {
        line(key, "{}");
        return;
    }
    line(key, "");
    for (VaultGlyph& item : items) {
        std::string fields;
        YamlWriter sub(fields, indent_ + 4);
        describe(sub, item);
        out_.append(static_cast<std::size_t>(indent_) + 2, ' ');
        out_ += yaml_glyph(item.glyph) + (fields.empty() ? ": {}\n" : ":\n") + fields;
    }
}

void YamlWriter::weighted(const char* key, std::vector<WeightedId>& choice) {
    if (choice.empty()) return;
    if (choice.size() == 1 && choice.front().weight == 1) {
        line(key, yaml_scalar(choice.front().id));
        return;
    }
    std::string flow;
    for (const WeightedId& w : choice)
        flow += (flow.empty() ? "{" : ", ") + yaml_scalar(w.id) + ": " + std::to_string(w.weight);
    line(key, flow + "}");
}

void YamlWriter::id_amounts(const char* key, std::vector<IdAmount>& value, DefKind, int, int) {
    if (value.empty()) return;
    std::string flow;
    for (const IdAmount& a : value)
        flow += (flow.empty() ? "{" : ", ") + yaml_scalar(a.id) + ": " + std::to_string(a.amount);
    line(key, flow + "}");
}

void YamlWriter::from_depth(const char* key, bool& value) {
    if (value) line(key, "depth");
}

void YamlWriter::lines(const char* key, std::vector<std::string>& rows) {
    if (rows.empty()) {
        line(key, "[]");
        return;
    }
    line(key, "");
    for (const std::string& row : rows) {
        out_.append(static_cast<std::size_t>(indent_) + 2, ' ');
        out_ += "- " + yaml_double_quoted(row) + "\n";
    }
}

void YamlWriter::count_range(const char* key, std::optional<ChargesDef>& value) {
    if (!value) return;
    if (value->least == value->most) {
        line(key, std::to_string(value->most));
        return;
    }
    line(key, "[" + std::to_string(value->least) + ", " + std::to_string(value->most) + "]");
}

std::map<std::string, std::string> content_files(const Content& content) {
    std::map<std::string, std::string> files = {
        {"settings.yaml", settings_yaml(content.settings)},
        {kind_file(DefKind::tile), definitions_text(content.tiles)},
        {kind_file(DefKind::actor), definitions_text(content.actors)},
        {kind_file(DefKind::item), definitions_text(content.items)},
        {kind_file(DefKind::slot), definitions_text(content.slots)},
        {kind_file(DefKind::status), definitions_text(content.statuses)},
        {"spawns.yaml", spawns_yaml(content.spawns)},
    };
    // Vaults came after the other kinds: content without any writes no file for them.
    if (!content.vaults.empty())
        files[kind_file(DefKind::vault)] = definitions_text(content.vaults);
    if (!content.damage_types.empty())
        files[kind_file(DefKind::damage_type)] = definitions_text(content.damage_types);
    // So did factions.
    if (!content.factions.empty())
        files[kind_file(DefKind::faction)] = definitions_text(content.factions);
    if (!content.appearances.empty())
        files[kind_file(DefKind::appearance)] = definitions_text(content.appearances);
    return files;
}

bool save_content(const Content& content, const std::string& directory, std::string& error) {
    const std::map<std::string, std::string> files = content_files(content);
    for (const auto& [name, text] : files) {
        if (!fits_in_a_content_file(name, text, error)) return false;
    }
    for (const auto& [name, text] : files) {
        const std::string path = (std::filesystem::path(directory) / name).string();
        // Skipping unchanged files keeps their mtime, so watchers and build tools stay quiet.
        if (read_regular_file(path, kMaxYamlFileBytes).text == text) continue;
        if (!write_file(path, text, error, WriteOptions{.keep_backup = true})) return false;
    }
    return true;
}

namespace {

// The keys each file renames in place for `renames`: a definition's id in its kind's
// file, and an actor's or item's entries in the spawn tables.
std::map<std::string, std::vector<KeyRename>> key_renames(const std::vector<Rename>& renames) {
    std::map<std::string, std::vector<KeyRename>> out;
    for (const Rename& r : renames) {
        out[kind_file(r.kind)].push_back({{}, r.from, r.to});
        if (r.kind == DefKind::actor)
            out["spawns.yaml"].push_back({{"monsters", "*"}, r.from, r.to});
        if (r.kind == DefKind::item) out["spawns.yaml"].push_back({{"items", "*"}, r.from, r.to});
    }
    return out;
}

}  // namespace

std::map<std::string, std::string> edited_files(const Content& base, const Content& next,
                                                const std::vector<Rename>& renames) {
    const auto before = content_files(base);
    auto after = content_files(next);
    const auto keys = key_renames(renames);
    std::map<std::string, std::string> edited;
    for (const auto& [name, text] : after) {
        const auto was = before.find(name);
        if (was != before.end() && was->second == text) continue;
        edited[name] = text;
        if (!base.sources) continue;
        const auto source = base.sources->find(name);
        if (source == base.sources->end()) continue;
        const auto renamed = keys.find(name);
        auto patched =
            patch_yaml(source->second, was == before.end() ? std::string() : was->second, text,
                       renamed == keys.end() ? std::vector<KeyRename>{} : renamed->second);
        if (!patched) continue;
        // The patched file must mean what the canonical one does, with the others as they are.
        auto files = after;
        files[name] = *patched;
        const ContentLoad check = load_content_texts(files);
        if (check.content && same_definitions(*check.content, next))
            edited[name] = std::move(*patched);
    }
    return edited;
}

bool fits_in_a_content_file(const std::string& file, const std::string& text, std::string& error) {
    if (text.size() <= kMaxYamlFileBytes) return true;
    error = file + " would be " + std::to_string(text.size()) +
            " bytes, more than the loader reads from one file (" +
            std::to_string(kMaxYamlFileBytes) + "); nothing was written";
    return false;
}

bool same_definitions(const Content& a, const Content& b) {
    return a.settings == b.settings && a.tiles == b.tiles && a.actors == b.actors &&
           a.items == b.items && a.slots == b.slots && a.statuses == b.statuses &&
           a.vaults == b.vaults && a.damage_types == b.damage_types && a.factions == b.factions &&
           a.appearances == b.appearances && a.spawns == b.spawns;
}

bool same_definitions_and_templates(const Content& a, const Content& b) {
    return same_definitions(a, b) && a.templates == b.templates;
}

}  // namespace cf
