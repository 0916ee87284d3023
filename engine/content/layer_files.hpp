#pragma once
// Files as a designer manages them in a layer: a new, empty content file, and a
// definition's block moved from one file to another of the same kind and layer. Both
// leave the definitions as they are; a move is a SavePlan like any save (its files'
// bytes as loaded and on disk now, so another program's edit is never lost), proved by
// loading the layers again in memory before anything is written.

#include <string>

#include "engine/content/content.hpp"
#include "engine/content/content_save.hpp"
#include "engine/content/layered_save.hpp"

namespace cf {

// Why `path` (relative to the write layer of `target`, '/'-separated) cannot be a new
// file of `base`'s layers ("" when it can): the layout rule must place it as a file of
// definitions (content_layout.hpp), and no such file may exist yet.
std::string new_file_refusal(const Content& base, const std::string& path,
                             const WriteTarget& target);

// Writes `path` in the write layer at once (write_file: atomic), holding no definition.
// false + error when refused or when it cannot be written.
bool create_content_file(const Content& base, const std::string& path, const WriteTarget& target,
                         std::string& error);

// The save that moves the block of `id` (with the comment lines right above it) from its
// file in the write layer to `to`, a file of the same kind in that layer (created when
// missing). SavePlan::refused says why not: it has no block in the layer, `to` holds
// another kind, or the files would not load as the same definitions.
SavePlan plan_move(const Content& base, DefKind kind, const DefId& id, const std::string& to,
                   const WriteTarget& target);

}  // namespace cf
