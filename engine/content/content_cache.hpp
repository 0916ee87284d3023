#pragma once
// Parsed content files, kept between loads so a reload parses only the files whose bytes
// changed. A ParsedFile is immutable once made and shared: by the cache, and by every
// snapshot whose provenance points into its nodes.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/problem.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf {

struct ParsedFile {
    std::string shown;                // the name problems and marks give it
    std::string text;                 // its bytes
    std::uint64_t hash = 0;           // fnv1a of text
    std::optional<YamlDocument> doc;  // nullopt when it could not be read or parsed
    std::vector<Problem> problems;    // why not
};
using ParsedFilePtr = std::shared_ptr<const ParsedFile>;

// Parses `text` (parse_yaml_document) as the file shown as `shown`.
ParsedFilePtr parse_content_file(std::string text, const std::string& shown);
// A file that could not be read, for the reason `error`.
ParsedFilePtr unreadable_file(const std::string& shown, std::string error);

class ParsedFileCache {
  public:
    // The parse of `text`, the bytes of the file at `path` shown as `shown`: the one made
    // for the same path, name and bytes before, or a new one (`reused` says which).
    ParsedFilePtr get(const std::string& path, const std::string& shown, std::string text,
                      bool& reused);
    // Forgets every file not asked for since the last sweep (files deleted or renamed).
    void sweep();
    std::size_t size() const { return entries_.size(); }

  private:
    struct Entry {
        ParsedFilePtr file;
        bool used = false;
    };
    std::map<std::string, Entry> entries_;  // by path
};

}  // namespace cf
