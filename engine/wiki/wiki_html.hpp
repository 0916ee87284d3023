#pragma once
// The wiki's files as text: plain HTML pages and one style sheet, no script, every link
// relative, so the folder reads in any browser from the file system. A pure function of
// the page model (wiki_model.hpp); `cryptforge wiki` writes what it returns.
//
//   index.html              the kinds, the layers, the lab and "what changed" notes
//   KIND.html               one per kind: glyph, name, id and description of each
//   KIND/ID.html            one per definition (templates too)
//   changes.html            with an older version: added, removed, changed
//   wiki.css

#include <string>
#include <string_view>
#include <vector>

#include "engine/wiki/wiki_model.hpp"

namespace cf {

struct WikiFile {
    std::string path;  // relative to the wiki's folder, '/'-separated
    std::string text;
};

std::vector<WikiFile> wiki_files(const WikiModel& model);

// `text` with &, <, >, " and ' as character references.
std::string html_escape(std::string_view text);
// The page of a definition, relative to the wiki's folder ("actors/orc.html").
std::string wiki_page_path(DefKind kind, const DefId& id);

}  // namespace cf
