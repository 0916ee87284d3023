#pragma once
// One definition as YAML text, for content.get and content.put: read from the content's
// canonical files (content_writer.hpp), and a new or changed definition checked by the
// same loader and validation as the files on disk, its problems at line:column of the
// text sent. A put never writes a file: the editor's save does that.

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"

namespace cf::api {

// "actor" -> DefKind::actor; nullopt for a name that is no kind.
std::optional<DefKind> def_kind_named(const std::string& name);
const char* def_kind_name(DefKind kind);

// The definition's canonical YAML (its fields, without the id line), or nullopt.
std::optional<std::string> definition_text(const Content& content, DefKind kind, const DefId& id);

struct DefinitionPut {
    ContentPtr content;             // the content with the definition put; null on problems
    std::vector<Problem> problems;  // file: `shown_file`, lines and columns of `yaml`
};
// `content` with the definition `id` of `kind` replaced by (or added as) `yaml`, the
// definition's fields as a YAML mapping. Problems name `shown_file`.
DefinitionPut put_definition(const Content& content, DefKind kind, const DefId& id,
                             const std::string& yaml, const std::string& shown_file);

// Why `path` may not name a file of `kind` inside a content folder ("" when it may): it
// must be relative, stay inside (no "..", no hidden parts), end in .yaml, and be where
// the layout rule puts that kind (actors/x.yaml or actors.yaml).
std::string content_path_problem(const std::string& path, DefKind kind);

}  // namespace cf::api
