#pragma once
// Saving an edit of a list a layer writes as an extension (`abilities+: [...]`, adding
// to the list below it; node_merge.hpp) keeps that form. The layered save
// (layered_save.hpp) describes a definition by its canonical body before and after the
// edit (content_writer.hpp: the whole effective list under `abilities:`); this rewrites
// those two views for a block that writes `KEY+:` so that the block keeps `KEY+:` with
// only the entries after the ones below it, as long as the edit kept those. An edit of
// an entry that comes from below can only be written by replacing the list: the block's
// `KEY+:` then becomes `KEY:` with the whole list.

#include <string>

#include "engine/yaml/yaml_tree.hpp"

namespace cf {

// `block`: the definition's own body in the layer written to, the top layer that writes
// the definition; `base_body` and `next_body`: its canonical bodies (fields two spaces in)
// as loaded and as edited, rewritten in place. Lists the writer does not lay out as
// one entry per `- ` line, or as a flow list of plain names, are left as they are.
void keep_list_extensions(const YamlNode& block, std::string& base_body, std::string& next_body);

}  // namespace cf
