#pragma once
// Where every value of a snapshot comes from. The snapshot the game runs holds
// definitions only (templates resolved, layers merged); this side table, read by the
// editor, `cryptforge def` and problems, keeps what was written where: the layers with
// a hash of each, the files of each, and for every definition the pieces it was merged
// from, lowest priority first. A field's chain (which file:line set it, over which)
// is computed from those pieces when asked.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf {

struct ParsedFile;
struct ContentBuildMemo;  // content_build_builder.hpp

// A file of a layer.
struct SourceFileRecord {
    int layer = 0;
    std::string path;   // relative to the layer, '/'-separated ("actors/orcs.yaml")
    std::string shown;  // as problems name it: `path`, or "LAYER/path" with several layers
};

// One written definition: `id:` and its fields, in one file of one layer.
struct DefFragment {
    DefId owner;  // the definition that wrote it (a template's id for inherited fields)
    int layer = 0;
    YamlNode key;   // the id as written (its mark names the file)
    YamlNode body;  // its fields (a mapping, or null)
};

// How a definition was put together.
struct DefOrigin {
    DefKind kind = DefKind::actor;
    DefId id;
    std::vector<DefFragment> fragments;  // merged in this order: the root template's first
    std::vector<DefId> templates;        // its `from:` chain, nearest first
    bool abstract = false;               // a template only; not in the snapshot
};

// A definition, or one field of one, that two layers above its first both change (or one
// deletes while another changes): the later wins, which is listed, not an error.
struct Overlap {
    DefKind kind = DefKind::actor;
    DefId id;
    std::string field;                    // "fighter.power"; "" for the whole definition
    std::vector<SourceLocation> writers;  // in layer order
    std::string text() const;             // "actor 'orc' fighter.power: set by A, then B"
};

// A definition a later layer deleted.
struct Deletion {
    DefKind kind = DefKind::actor;
    DefId id;
    int layer = 0;
    SourceLocation where;
};

// A node's place as problems name it (1-based line and column).
SourceLocation location_of(const NodeMark& mark);

struct ContentProvenance {
    std::vector<LayerRecord> layers;
    std::vector<SourceFileRecord> files;
    // Definitions by location_key(kind, id), abstract templates included; "settings" and
    // "spawns" for the two single documents.
    std::map<std::string, std::shared_ptr<const DefOrigin>> definitions;
    std::vector<Overlap> overlaps;
    std::vector<Deletion> deletions;
    // The parsed files the fragments point into.
    std::vector<std::shared_ptr<const ParsedFile>> parsed;
    // What the build that made the snapshot read (its groups, each definition as read),
    // so that a build of the same files with a few of them changed (a save's check, the
    // next reload) reads only what changed: build_content_over. Null when it was built
    // without a memo (content_build.hpp).
    std::shared_ptr<const ContentBuildMemo> build_memo;

    const DefOrigin* origin(const std::string& key) const;
    // The layer a file (by its shown name) belongs to, -1 when unknown.
    int layer_of_file(std::string_view shown) const;
};

// One place that wrote a field.
struct ValueStep {
    enum class Op { set, extend, deleted };
    Op op = Op::set;
    SourceLocation where;
    int layer = 0;
    DefId owner;       // whose definition wrote it (a template: "from orc")
    std::string text;  // the value as written, on one line
};

// The steps that gave a field its value, the one in effect first. Empty: the field is
// at its default.
struct FieldChain {
    std::vector<ValueStep> steps;
};

// A value as written, on one line: a scalar as it reads ('quoted' when it was), a
// collection in flow style ("[dagger, leather_armor]", "{hp: 10, power: 3}").
std::string one_line(const YamlNode& node);

// The chain of `field` ("fighter.power", "name", a list entry's "abilities[1].range") of
// the definition at `key` (location_key(kind, id), or "settings").
FieldChain field_chain(const ContentProvenance& provenance, const std::string& key,
                       std::string_view field);

// "content/actors.yaml:8 (from orc)": one step as a designer reads it.
// A layer as a narrow control or a published page names it: its folder's own name
// ("content", "hard" for "mods/hard/"), not the path it was loaded from.
std::string layer_folder_name(const std::string& dir);

std::string describe_step(const ContentProvenance& provenance, const DefId& id,
                          const ValueStep& step);
// "mods/hard/actors.yaml:12, over content/actors.yaml:8 (from orc)", or "the default".
std::string describe_chain(const ContentProvenance& provenance, const DefId& id,
                           const FieldChain& chain);

// Where the file a setting names (`tileset`) is: in the folder of the layer that set it,
// else in the base layer's (Content::directory).
std::string settings_file_path(const Content& content, std::string_view field,
                               const std::string& relative);

// The fields written anywhere in the fragments of a definition, as dotted paths, in the
// order first written ("name", "fighter.hp", ...).
std::vector<std::string> written_fields(const DefOrigin& origin);

}  // namespace cf
