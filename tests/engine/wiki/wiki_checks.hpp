#pragma once
// A small checker of the wiki's HTML for its tests (header only: the engine and app
// suites both use it): tags balanced (void elements aside), attributes quoted, every
// href collected, so a test can say every link lands on a written file.

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "engine/wiki/wiki_html.hpp"

namespace cf::test {

struct HtmlCheck {
    std::vector<std::string> problems;  // "actors/orc.html: </td> closes <tr>"
    std::vector<std::string> hrefs;     // as written, in order
};

namespace wiki_checks_detail {

inline const std::set<std::string> kVoidElements = {"meta", "link", "br", "img", "hr", "input"};

// The values of attribute `name` in a start tag's text.
inline std::vector<std::string> attribute_values(const std::string& tag, const std::string& name,
                                                 std::vector<std::string>& problems,
                                                 const std::string& where) {
    std::vector<std::string> out;
    const std::string key = " " + name + "=";
    for (std::size_t at = tag.find(key); at != std::string::npos; at = tag.find(key, at + 1)) {
        const std::size_t open = at + key.size();
        if (open >= tag.size() || tag[open] != '"') {
            problems.push_back(where + ": unquoted " + name + " in <" + tag + ">");
            continue;
        }
        const std::size_t close = tag.find('"', open + 1);
        if (close == std::string::npos) {
            problems.push_back(where + ": unterminated " + name + " in <" + tag + ">");
            continue;
        }
        out.push_back(tag.substr(open + 1, close - open - 1));
    }
    return out;
}

}  // namespace wiki_checks_detail

// Checks one page: every element closed in order, attributes quoted, no stray '<'.
inline HtmlCheck check_html(const std::string& page, const std::string& text) {
    HtmlCheck check;
    std::vector<std::string> open;
    std::size_t at = 0;
    while ((at = text.find('<', at)) != std::string::npos) {
        const std::size_t end = text.find('>', at);
        if (end == std::string::npos) {
            check.problems.push_back(page + ": a '<' that never closes");
            break;
        }
        const std::string tag = text.substr(at + 1, end - at - 1);
        at = end + 1;
        if (tag.starts_with("!")) continue;  // <!DOCTYPE html>
        if (tag.find('<') != std::string::npos) {
            check.problems.push_back(page + ": a stray '<' before <" + tag + ">");
            continue;
        }
        const bool closing = tag.starts_with("/");
        std::string name;
        for (char c : tag.substr(closing ? 1 : 0)) {
            if (!std::isalnum(static_cast<unsigned char>(c))) break;
            name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
        if (name.empty()) {
            check.problems.push_back(page + ": a tag without a name: <" + tag + ">");
            continue;
        }
        if (closing) {
            if (open.empty() || open.back() != name) {
                check.problems.push_back(page + ": </" + name + "> closes <" +
                                         (open.empty() ? std::string("nothing") : open.back()) +
                                         ">");
                continue;
            }
            open.pop_back();
            continue;
        }
        for (const std::string& href :
             wiki_checks_detail::attribute_values(tag, "href", check.problems, page))
            check.hrefs.push_back(href);
        if (!wiki_checks_detail::kVoidElements.contains(name) && !tag.ends_with("/"))
            open.push_back(name);
    }
    for (const std::string& name : open)
        check.problems.push_back(page + ": <" + name + "> never closed");
    return check;
}

// A link of `from` ("actors/orc.html") resolved against its folder: "../items/x.html"
// becomes "items/x.html"; "" when it leaves the wiki or is not a relative file link.
inline std::string resolve_link(const std::string& from, const std::string& href) {
    if (href.empty() || href.find(':') != std::string::npos || href.starts_with("/")) return "";
    std::vector<std::string> parts;
    std::string folder = from.substr(0, from.rfind('/') == std::string::npos ? 0 : from.rfind('/'));
    std::string rest = href.substr(0, href.find('#'));
    if (rest.empty()) return from;  // an anchor on the same page
    std::string path = folder.empty() ? rest : folder + "/" + rest;
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t slash = std::min(path.find('/', start), path.size());
        const std::string part = path.substr(start, slash - start);
        if (part == "..") {
            if (parts.empty()) return "";
            parts.pop_back();
        } else if (!part.empty() && part != ".") {
            parts.push_back(part);
        }
        start = slash + 1;
    }
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : "/") + p;
    return out;
}

// Every problem of every page: unbalanced tags and links to no written file.
inline std::vector<std::string> wiki_problems(const std::vector<WikiFile>& files) {
    std::set<std::string> written;
    for (const WikiFile& f : files) written.insert(f.path);
    std::vector<std::string> problems;
    for (const WikiFile& f : files) {
        if (!f.path.ends_with(".html")) continue;
        const HtmlCheck check = check_html(f.path, f.text);
        problems.insert(problems.end(), check.problems.begin(), check.problems.end());
        for (const std::string& href : check.hrefs) {
            const std::string target = resolve_link(f.path, href);
            if (!written.contains(target))
                problems.push_back(f.path + ": the link " + href + " leads to no written file");
        }
    }
    return problems;
}

// The text of the file at `path`, or "" when the wiki has none. A copy: callers pass the
// files a call just built, and a reference into them dangled once that call's vector went
// (AddressSanitizer caught it).
inline std::string wiki_text(const std::vector<WikiFile>& files, const std::string& path) {
    for (const WikiFile& f : files) {
        if (f.path == path) return f.text;
    }
    return {};
}

}  // namespace cf::test
