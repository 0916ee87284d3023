#include "app/api/content_text.hpp"

#include <sstream>

#include "engine/content/content_layout.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"

namespace cf::api {

namespace {

constexpr std::pair<const char*, DefKind> kKindNames[] = {{"tile", DefKind::tile},
                                                          {"actor", DefKind::actor},
                                                          {"item", DefKind::item},
                                                          {"slot", DefKind::slot},
                                                          {"status", DefKind::status},
                                                          {"vault", DefKind::vault},
                                                          {"damage_type", DefKind::damage_type},
                                                          {"faction", DefKind::faction},
                                                          {"appearance", DefKind::appearance}};

std::string definitions_file(DefKind kind) {
    return kind_folder(FileKind{FileKind::Part::definitions, kind}) + ".yaml";
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// The line a definition's block starts on in canonical text: "id:" at the margin.
bool starts_block(const std::string& line, const DefId& id) {
    return line == id + ":" || line.starts_with(id + ": ") || line == "'" + id + "':" ||
           line == "\"" + id + "\":";
}

// The block of `id` in canonical `text`: [first, end) lines, first == end when absent.
std::pair<std::size_t, std::size_t> block_of(const std::vector<std::string>& lines,
                                             const DefId& id) {
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!starts_block(lines[i], id)) continue;
        std::size_t end = i + 1;
        while (end < lines.size() &&
               (lines[end].empty() || lines[end][0] == ' ' || lines[end][0] == '#'))
            ++end;
        return {i, end};
    }
    return {lines.size(), lines.size()};
}

}  // namespace

std::optional<DefKind> def_kind_named(const std::string& name) {
    for (const auto& [text, kind] : kKindNames)
        if (name == text) return kind;
    return std::nullopt;
}

const char* def_kind_name(DefKind kind) {
    for (const auto& [text, k] : kKindNames)
        if (k == kind) return text;
    return "?";
}

std::optional<std::string> definition_text(const Content& content, DefKind kind, const DefId& id) {
    if (!content.defines(kind, id)) return std::nullopt;
    const std::vector<std::string> lines =
        lines_of(content_files(content).at(definitions_file(kind)));
    const auto [first, end] = block_of(lines, id);
    if (first == end) return std::nullopt;
    std::string out;
    const std::string& head = lines[first];
    // A flow mapping on the id's own line ("orc: {name: Orc}") is the whole definition.
    if (const auto colon = head.find(": "); colon != std::string::npos)
        return head.substr(colon + 2) + "\n";
    for (std::size_t i = first + 1; i < end; ++i)
        out += (lines[i].size() >= 2 ? lines[i].substr(2) : lines[i]) + "\n";
    return out;
}

DefinitionPut put_definition(const Content& content, DefKind kind, const DefId& id,
                             const std::string& yaml, const std::string& shown_file) {
    std::map<std::string, std::string> files = content_files(content);
    const std::string file = definitions_file(kind);
    std::vector<std::string> lines = lines_of(files[file]);
    const auto [first, end] = block_of(lines, id);
    lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(first),
                lines.begin() + static_cast<std::ptrdiff_t>(end));
    std::string rest;
    for (const std::string& line : lines) rest += line + "\n";
    files[file] = rest;
    // The definition in a file of its own, so its problems point into the text sent.
    const std::string put_file =
        kind_folder(FileKind{FileKind::Part::definitions, kind}) + "/api_put.yaml";
    std::string text = id + ":\n";
    for (const std::string& line : lines_of(yaml)) text += "  " + line + "\n";
    files[put_file] = text;
    ContentLoad load = load_content_texts(files);
    DefinitionPut out{nullptr, {}};
    if (load.content) {
        // The flattened text has no templates and no files: the put is checked by loading
        // it, but the content it gives is the running one with this definition alone
        // replaced, as the editor's working copy is, so a save writes only what changed
        // into the files as the designer wrote them (templates, `from:`, layers kept).
        auto next = std::make_shared<Content>(content);
        with_definitions_of(kind, [&](auto member) {
            (next.get()->*member)[id] = (load.content.get()->*member).at(id);
        });
        out.content = next;
    }
    for (Problem p : load.problems) {
        if (p.file == put_file) {
            p.file = shown_file;
            p.line = p.line > 1 ? p.line - 1 : 0;
            p.column = p.column > 2 ? p.column - 2 : (p.line == 0 ? 0 : 1);
        }
        out.problems.push_back(std::move(p));
    }
    return out;
}

std::string content_path_problem(const std::string& path, DefKind kind) {
    std::string leaves = "'" + path.substr(0, 100) + "' leaves the content folder";
    if (path.empty() || path.size() > 255)
        return "a content file needs a name of 1 to 255 characters";
    if (path.front() == '/' || path.find('\\') != std::string::npos ||
        path.find('\0') != std::string::npos || path.find(':') != std::string::npos)
        return leaves + ": give a path relative to it, with '/' between folders";
    std::istringstream parts(path);
    for (std::string part; std::getline(parts, part, '/');) {
        if (part.empty() || part == "." || part == "..") return leaves;
        if (part.front() == '.')
            return "'" + path.substr(0, 100) + "': hidden files and folders are not content";
    }
    if (!path.ends_with(".yaml")) return "'" + path.substr(0, 100) + "' must end in .yaml";
    std::string why;
    const std::optional<FileKind> placed = file_kind(path, why);
    if (!placed) return why;
    if (*placed != FileKind{FileKind::Part::definitions, kind})
        return "'" + path.substr(0, 100) + "' holds no " + def_kind_name(kind) +
               " definitions (put them under " +
               kind_folder(FileKind{FileKind::Part::definitions, kind}) + "/)";
    return {};
}

}  // namespace cf::api
