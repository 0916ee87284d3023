#include "engine/content/content_cache.hpp"

#include "engine/core/hash.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

ParsedFilePtr parse_content_file(std::string text, const std::string& shown) {
    auto file = std::make_shared<ParsedFile>();
    file->shown = shown;
    file->text = std::move(text);
    file->hash = fnv1a(file->text);
    file->doc = parse_yaml_document(file->text, shown, file->problems);
    return file;
}

ParsedFilePtr unreadable_file(const std::string& shown, std::string error) {
    auto file = std::make_shared<ParsedFile>();
    file->shown = shown;
    file->problems.push_back({shown, 0, 0, std::move(error)});
    return file;
}

ParsedFilePtr ParsedFileCache::get(const std::string& path, const std::string& shown,
                                   std::string text, bool& reused) {
    Entry& entry = entries_[path];
    entry.used = true;
    reused = entry.file && entry.file->shown == shown && entry.file->text == text;
    if (!reused) entry.file = parse_content_file(std::move(text), shown);
    return entry.file;
}

void ParsedFileCache::sweep() {
    for (auto it = entries_.begin(); it != entries_.end();) {
        if (!it->second.used) {
            it = entries_.erase(it);
        } else {
            it->second.used = false;
            ++it;
        }
    }
}

}  // namespace cf
