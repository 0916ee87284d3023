#include "app/def_command.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <ostream>
#include <tuple>
#include <utility>

#include "app/cli.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/provenance.hpp"
#include "engine/content/schema.hpp"
#include "engine/content/schema_walker.hpp"
#include "engine/content/schema_writer.hpp"

namespace cf {

namespace {

constexpr int kFound = 0;
constexpr int kNotFound = 1;
constexpr int kBadArguments = cli::kBadArguments;

// Every field of a definition with its value as YAML writes it, in schema order.
struct FieldLister : SchemaWalker<FieldLister>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    std::vector<std::pair<std::string, std::string>> fields;

    void add(const char* key, std::string value) {
        fields.emplace_back(where(key), std::move(value));
    }
    void text(const char* key, std::string& v, bool) { add(key, yaml_scalar(v)); }
    void number(const char* key, int& v, int, int) { add(key, std::to_string(v)); }
    void flag(const char* key, bool& v) { add(key, v ? "true" : "false"); }
    void color(const char* key, Color& v) { add(key, "'" + to_hex(v) + "'"); }
    void glyph(const char* key, int& v) { add(key, yaml_glyph(v)); }
    template <class E, std::size_t N>
    void choice(const char* key, E& v, const std::array<std::string_view, N>& names) {
        add(key, std::string(names[static_cast<std::size_t>(v)]));
    }
    void reference(const char* key, DefId& v, DefKind) { add(key, v); }
    void references(const char* key, std::vector<DefId>& v, DefKind) {
        std::string list = "[";
        for (std::size_t i = 0; i < v.size(); ++i) list += (i ? ", " : "") + v[i];
        add(key, list + "]");
    }
};

template <class Def>
std::vector<std::pair<std::string, std::string>> fields_of(Def def) {
    FieldLister lister;
    describe(lister, def);
    return lister.fields;
}

// The content's definitions of each kind, in DefKind's order.
constexpr auto kDefCommandMapsByKind = std::make_tuple(
    &Content::tiles, &Content::actors, &Content::items, &Content::slots, &Content::statuses,
    &Content::vaults, &Content::damage_types, &Content::factions, &Content::appearances);
static_assert(std::tuple_size_v<decltype(kDefCommandMapsByKind)> == std::size(kDefKinds) &&
              static_cast<int>(DefKind::tile) == 0 && static_cast<int>(DefKind::actor) == 1 &&
              static_cast<int>(DefKind::item) == 2 && static_cast<int>(DefKind::slot) == 3 &&
              static_cast<int>(DefKind::status) == 4 && static_cast<int>(DefKind::vault) == 5 &&
              static_cast<int>(DefKind::damage_type) == 6 &&
              static_cast<int>(DefKind::faction) == 7 &&
              static_cast<int>(DefKind::appearance) == 8);

// The fields of definition `id` of `kind` in the snapshot; nullopt when it has none.
std::optional<std::vector<std::pair<std::string, std::string>>> snapshot_fields(const Content& c,
                                                                                DefKind kind,
                                                                                const DefId& id) {
    std::optional<std::vector<std::pair<std::string, std::string>>> out;
    auto look_in = [&](const auto& definitions) {
        if (const auto it = definitions.find(id); it != definitions.end())
            out = fields_of(it->second);
    };
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((static_cast<std::size_t>(kind) == I ? look_in(c.*std::get<I>(kDefCommandMapsByKind))
                                              : void()),
         ...);
    }
    (std::make_index_sequence<std::size(kDefKinds)>{});
    return out;
}

// The fields of a definition in the snapshot; for a template (not in the snapshot), the
// fields it writes with the values written.
std::vector<std::pair<std::string, std::string>> fields(const Content& c, const std::string& key,
                                                        DefKind kind, const DefId& id) {
    if (key == "settings") return fields_of(c.settings);
    if (auto found = snapshot_fields(c, kind, id)) return std::move(*found);
    std::vector<std::pair<std::string, std::string>> out;
    const DefOrigin* origin = c.provenance->origin(key);
    if (!origin) return out;
    for (const std::string& field : written_fields(*origin)) {
        const FieldChain chain = field_chain(*c.provenance, key, field);
        out.emplace_back(field, chain.steps.empty() ? "" : chain.steps.front().text);
    }
    return out;
}

std::string layer_note(const ContentProvenance& p, const ValueStep& step, const DefId& id) {
    std::string note = "layer " + std::to_string(step.layer + 1);
    if (static_cast<std::size_t>(step.layer) < p.layers.size())
        note += ": " + p.layers[static_cast<std::size_t>(step.layer)].name;
    if (step.owner != id) note = "from " + step.owner + ", " + note;
    if (step.op == ValueStep::Op::extend) note += ", added to the list";
    return note;
}

void print_field(std::ostream& out, const ContentProvenance& p, const std::string& key,
                 const DefId& id, const std::string& what, const std::string& field,
                 const std::string& value) {
    const FieldChain chain = field_chain(p, key, field);
    out << what << " " << field << " = " << value << "\n";
    if (chain.steps.empty()) out << "  (the default: no file sets it)\n";
    for (const ValueStep& step : chain.steps) {
        out << "  " << step.text << "  " << step.where.file << ":" << step.where.line << "  ("
            << layer_note(p, step, id) << ")\n";
    }
}

void print_definition(std::ostream& out, const Content& c, const std::string& key, const DefId& id,
                      const std::string& what,
                      const std::vector<std::pair<std::string, std::string>>& values) {
    const ContentProvenance& p = *c.provenance;
    const DefOrigin* origin = p.origin(key);
    out << what;
    if (origin && origin->abstract) out << " (abstract template: never in the game)";
    if (origin && !origin->templates.empty()) {
        out << ", made from";
        for (const DefId& t : origin->templates) out << " " << t;
    }
    out << "\n";
    std::size_t width = 0;
    for (const auto& [field, value] : values) width = std::max(width, field.size());
    for (const auto& [field, value] : values) {
        const FieldChain chain = field_chain(p, key, field);
        out << "  " << field << std::string(width - field.size() + 2, ' ') << value << "  "
            << describe_chain(p, id, chain) << "\n";
    }
    for (const Overlap& o : p.overlaps) {
        if (o.id == id) out << "  overlap: " << o.text() << "\n";
    }
}

void print_layers(std::ostream& out, const ContentProvenance& p) {
    out << "layers:";
    for (std::size_t i = 0; i < p.layers.size(); ++i)
        out << (i ? "," : "") << " " << i + 1 << " " << p.layers[i].name << " (" << p.layers[i].hash
            << ")";
    out << "\n";
}

}  // namespace

int run_def_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string target;
    std::vector<std::string> layers;
    auto app = cli::command("cryptforge def",
                            "Where a definition's values come from: each field's value with the "
                            "layers, files (file:line) and templates that set it. Exit 0 when "
                            "found, 1 when there is no such definition or field, 2 on bad "
                            "arguments or content that does not load.");
    cli::text(*app, "ID", target, "a definition (orc) or one of its fields (orc.fighter.power)",
              "ID[.FIELD]")
        ->required();
    cli::texts(*app, "--content", layers,
               "content folder; repeat for layers, base first (default: the bundled content)",
               "DIR");
    if (const std::optional<int> exit = cli::parse(*app, args, out, err)) return *exit;
    if (layers.empty()) layers.push_back(default_content_directory());
    const ContentLoad load = load_content_layers(layers);
    if (!load.content) {
        err << "cryptforge def: the content has problems:\n" << to_string(load.problems);
        return kBadArguments;
    }
    const Content& c = *load.content;
    const ContentProvenance& p = *c.provenance;
    const std::size_t dot = target.find('.');
    const DefId id = target.substr(0, dot);
    const std::string field = dot == std::string::npos ? "" : target.substr(dot + 1);
    if (id.empty()) {
        err << "cryptforge def: '" << target
            << "' names no definition: write an id (orc) or an id and a field "
               "(orc.fighter.power)\n";
        return kBadArguments;
    }

    std::vector<std::pair<std::string, DefKind>> matches;
    if (id == "settings") matches.emplace_back("settings", DefKind::tile);
    for (DefKind kind : kDefKinds) {
        if (p.origin(location_key(kind, id))) matches.emplace_back(location_key(kind, id), kind);
    }
    if (matches.empty()) {
        err << "cryptforge def: no definition named '" << id << "'";
        for (const Deletion& d : p.deletions) {
            if (d.id == id)
                err << " (" << kind_name(d.kind) << " '" << id << "' is deleted at " << d.where.file
                    << ":" << d.where.line << ")";
        }
        err << "\n";
        return kNotFound;
    }
    print_layers(out, p);
    int status = kFound;
    for (const auto& [key, kind] : matches) {
        const std::string what =
            key == "settings" ? std::string("settings") : std::string(kind_name(kind)) + " " + id;
        auto values = fields(c, key, kind, id);
        if (!field.empty()) {
            std::erase_if(values, [&](const auto& f) {
                return f.first != field && !f.first.starts_with(field + ".");
            });
            if (values.empty()) {
                err << "cryptforge def: " << what << " has no field '" << field << "'\n";
                status = kNotFound;
                continue;
            }
            if (values.size() == 1 && values[0].first == field) {
                print_field(out, p, key, id, what, field, values[0].second);
                continue;
            }
        }
        print_definition(out, c, key, id, what, values);
    }
    return status;
}

}  // namespace cf
