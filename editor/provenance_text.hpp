#pragma once
// What the editor says about where a value comes from: the one formatter the Content
// editor's and the Inspector's hover texts, the Spreadsheet's "Where from" column and
// the Files panel share. The chains themselves are the engine's (field_chain,
// describe_step in engine/content/provenance.hpp): this only words them for a panel,
// with what only the editor knows (an unsaved edit).

#include <optional>
#include <string>

#include "engine/content/provenance.hpp"

namespace cf {

// Where a field's value stands against the files.
struct ValueOrigin {
    std::string field;                 // "fighter.power"
    std::string value;                 // the value in effect ("5")
    std::optional<std::string> saved;  // the value in the files; nullopt: not in any file yet
};

// The chain of the field a content editor path names, list entries' fields included
// ("abilities[1].chance": where the entry that holds it writes it, or the default).
FieldChain chain_of_path(const ContentProvenance& provenance, const std::string& key,
                         const std::string& path);

// The hover text, one line per step, each with file:line:
//   "fighter.power 5: mods/hard/actors.yaml:4\n  over content/actors.yaml:8 (from orc)"
//   "fighter.power 7: unsaved edit; on disk: 5 at mods/hard/actors.yaml:4\n  over ..."
//   "fighter.defense 0: the default (no file sets it)"
//   "name Ogre: unsaved edit (not in any file yet)"
// `provenance` null (content built in memory): the value alone, "no file".
// `key`: location_key(kind, id), or "settings"; `id` names the definition, so a step
// written by a template says "(from orc)".
std::string value_origin_text(const ContentProvenance* provenance, const std::string& key,
                              const DefId& id, const ValueOrigin& value);

// The short form of where a value comes from, for a table cell: the top step as
// "hard/actors.yaml:4" (the layer's folder name, then the file in it; the file alone with
// one layer), "unsaved", "default" or "" without provenance.
std::string value_origin_short(const ContentProvenance* provenance, const std::string& key,
                               const ValueOrigin& value);

// A file as the short form names it: "hard/actors.yaml" ("actors.yaml" with one layer).
std::string short_file_name(const ContentProvenance& provenance, const std::string& shown);

// The name a layer goes by in the editor: the last folder of what was given
// ("tests/data/mods/hard" -> "hard").
std::string layer_short_name(const LayerRecord& layer);

}  // namespace cf
