#include "engine/wiki/wiki_html.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>

#include "engine/core/cp437.hpp"
#include "engine/core/utf8.hpp"
#include "engine/wiki/wiki_chart.hpp"

namespace cf {

namespace {

constexpr const char* kStyle = R"(body { font-family: sans-serif; margin: 0 auto; max-width: 70em;
  padding: 1em 2em; color: #222; background: #fbfaf7; line-height: 1.4; }
nav { font-size: 0.9em; margin-bottom: 1em; }
nav a { margin-right: 0.8em; }
a { color: #1f5fa8; }
h1 .glyph { font-size: 1.2em; }
.glyph { display: inline-block; min-width: 1.4em; text-align: center; font-family: monospace;
  background: #111; border-radius: 3px; padding: 0 0.2em; font-weight: bold; }
.template { font-size: 0.8em; color: #7a4d00; background: #fff1d6; border: 1px solid #e0c080;
  border-radius: 3px; padding: 0 0.3em; }
.new { font-size: 0.8em; color: #205020; background: #e0f5e0; border-radius: 3px;
  padding: 0 0.3em; }
table { border-collapse: collapse; margin: 0.5em 0 1em; }
th, td { text-align: left; vertical-align: top; padding: 0.2em 0.7em;
  border-bottom: 1px solid #ddd; }
th { background: #eeebe3; }
td.value { font-family: monospace; white-space: pre-wrap; }
td.source { font-size: 0.85em; color: #555; }
tr.inherited td.field { border-left: 3px solid #e0c080; }
tr.own td.field { border-left: 3px solid #4a7fc0; font-weight: bold; }
tr.default td.field { border-left: 3px solid transparent; color: #666; }
.description { font-style: italic; }
.note { font-size: 0.9em; color: #555; }
svg.chart { background: #fff; border: 1px solid #ddd; }
svg .grid { stroke: #eee; }
svg .axis { stroke: #444; }
svg .curve { fill: none; stroke: #1f5fa8; stroke-width: 2; }
svg .dot { fill: #1f5fa8; }
svg .tick { font-size: 11px; fill: #444; }
svg .label { font-size: 12px; fill: #222; }
del { color: #a33; }
ins { color: #262; text-decoration: none; }
)";

std::string number_text(double v, int decimals) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string glyph_html(const WikiEntry& e) {
    if (!e.glyph) return "";
    std::string ch;
    const char32_t c = cp437_character(*e.glyph);
    append_utf8(ch, c == U'\0' ? U' ' : c);
    const std::string colour = e.color ? to_hex(*e.color) : "#ffffff";
    return "<span class=\"glyph\" style=\"color:" + colour + "\">" + html_escape(ch) + "</span>";
}

std::string page_head(const std::string& title, const std::string& root) {
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" +
           html_escape(title) + "</title><link rel=\"stylesheet\" href=\"" + root +
           "wiki.css\"></head><body>\n";
}

std::string nav(const WikiModel& m, const std::string& root) {
    std::string s = "<nav><a href=\"" + root + "index.html\">Index</a>";
    for (const WikiKind& k : m.kinds) {
        s += "<a href=\"" + root + wiki_kind_slug(k.kind) + ".html\">" + wiki_kind_title(k.kind) +
             "</a>";
    }
    if (!m.against_name.empty()) s += "<a href=\"" + root + "changes.html\">Changes</a>";
    return s + "</nav>\n";
}

std::string link_to(const WikiModel& m, const WikiRef& r, const std::string& root) {
    const WikiEntry* e = m.find(r.kind, r.id);
    if (!e) return html_escape(r.id);
    return "<a href=\"" + root + wiki_page_path(r.kind, r.id) + "\">" + html_escape(r.id) + "</a>";
}

std::string link_list(const WikiModel& m, const std::vector<WikiRef>& refs) {
    std::string s;
    for (const WikiRef& r : refs) s += (s.empty() ? "" : ", ") + link_to(m, r, "../");
    return s;
}

std::string kind_index(const WikiModel& m, const WikiKind& k) {
    std::string s = page_head(wiki_kind_title(k.kind), "") + nav(m, "") + "<h1>" +
                    wiki_kind_title(k.kind) + "</h1>\n<table><tr><th></th><th>Name</th>" +
                    "<th>Id</th><th>Description</th></tr>\n";
    for (const WikiEntry& e : k.entries) {
        s += "<tr><td>" + glyph_html(e) + "</td><td><a href=\"" + wiki_page_path(e.kind, e.id) +
             "\">" + html_escape(e.name) + "</a>" +
             (e.is_template ? " <span class=\"template\">template</span>" : "") + "</td><td>" +
             html_escape(e.id) + "</td><td class=\"description\">" + html_escape(e.description) +
             "</td></tr>\n";
    }
    return s + "</table>\n</body></html>\n";
}

std::string stat_block(const WikiModel& m, const WikiEntry& e) {
    std::string s =
        "<h2>Stat block</h2>\n<p class=\"note\">Every field, inherited ones too, with where its "
        "value comes from (file:line, the template it came from, the layer): a bold field with "
        "a blue bar is set by this definition itself, one with a yellow bar inherited from "
        "a template, one without a bar is at its "
        "default.</p>\n<table><tr><th>Field</th><th>Value</th>"
        "<th>Source</th></tr>\n";
    for (const WikiField& f : e.fields) {
        const char* row = f.sources.empty() ? "default" : f.inherited ? "inherited" : "own";
        s += std::string("<tr class=\"") + row + "\"><td class=\"field\">" + html_escape(f.path) +
             "</td><td class=\"value\">" + html_escape(f.value);
        if (!f.links.empty()) s += " &rarr; " + link_list(m, f.links);
        s += "</td><td class=\"source\">";
        if (f.sources.empty()) s += "the default";
        for (std::size_t i = 0; i < f.sources.size(); ++i)
            s += (i ? "<br>over " : "") + html_escape(f.sources[i]);
        s += "</td></tr>\n";
    }
    return s + "</table>\n";
}

std::string threat_section(const WikiModel& m, const WikiEntry& e) {
    if (!e.threat) return "";
    const WikiThreat& t = *e.threat;
    return "<h2>Threat</h2>\n<p><strong>" + number_text(t.threat, 0) +
           "</strong> &mdash; the share (in %) of a new player's " + std::to_string(t.player_hp) +
           " HP it takes in a fight to the death. It deals " + number_text(t.damage_per_turn, 2) +
           " damage a turn to the player, who deals it " +
           number_text(t.player_damage_per_turn, 2) + "; a fight lasts " + number_text(t.turns, 1) +
           " turns and the player wins " + number_text(t.player_wins * 100, 0) +
           "% of them.</p>\n<p class=\"note\">How it is "
           "computed: " +
           std::to_string(t.rounds) +
           " duels by the game's own rules (as <code>cryptforge lab duel</code>), "
           "the player (" +
           html_escape(m.player) +
           ") at level 1 in its starting gear against it, side by side, abilities, statuses "
           "and speed included. Threat = its mean damage per turn &times; the mean turns a "
           "duel lasts &divide; the player's max HP &times; 100. Over 100: it usually kills a "
           "new player.</p>\n";
}

std::string lab_section(const WikiModel& m, const WikiEntry& e) {
    if (e.kind != DefKind::actor && e.kind != DefKind::item) return "";
    if (e.is_template || e.id == m.player) return "";
    std::string s = "<h2>Lab figures</h2>\n";
    if (!e.lab) {
        return s +
               "<p class=\"note\">No lab figures were given (run <code>cryptforge wiki</code> with "
               "--lab FILE or --runs N).</p>\n";
    }
    s += "<p class=\"note\">From " + std::to_string(m.lab_runs) + " bot runs (" +
         html_escape(m.lab_name.value_or("")) + ").</p>\n<table>";
    const WikiLabFigures& f = *e.lab;
    const double runs = static_cast<double>(std::max<std::uint64_t>(m.lab_runs, 1));
    auto per_run = [&](std::int64_t total) {
        return std::to_string(total) + " (" + number_text(static_cast<double>(total) / runs, 2) +
               " a run)";
    };
    if (e.kind == DefKind::item) {
        return s + "<tr><th>Found</th><td>" + per_run(f.found) + "</td></tr><tr><th>Used</th><td>" +
               per_run(f.used) + "</td></tr></table>\n";
    }
    s += "<tr><th>Killed by the player</th><td>" + per_run(f.kills) +
         "</td></tr><tr><th>Damage it dealt the player</th><td>" + per_run(f.damage_dealt) +
         "</td></tr></table>\n";
    if (f.deaths.empty()) return s + "<p>It caused no deaths.</p>\n";
    s += "<table><tr><th>Depth</th><th>Deaths it caused</th><th>Of all runs</th></tr>";
    for (const auto& [depth, n] : f.deaths) {
        s += "<tr><td>" + std::to_string(depth) + "</td><td>" + std::to_string(n) + "</td><td>" +
             number_text(100.0 * n / runs, 1) + "%</td></tr>";
    }
    return s + "</table>\n";
}

std::string changes_section(const WikiModel& m, const WikiEntry& e) {
    if (m.against_name.empty()) return "";
    std::string s = "<h2>Changed since " + html_escape(m.against_name) + "</h2>\n";
    if (e.added) return s + "<p>New since then.</p>\n";
    if (e.changes.empty()) return s + "<p>Nothing changed.</p>\n";
    s += "<table><tr><th>Field</th><th>Was</th><th>Now</th></tr>";
    for (const WikiChange& c : e.changes) {
        s += "<tr><td>" + html_escape(c.path) + "</td><td class=\"value\"><del>" +
             html_escape(c.old_value) + "</del></td><td class=\"value\"><ins>" +
             html_escape(c.new_value) + "</ins></td></tr>";
    }
    return s + "</table>\n";
}

std::string id_list(const WikiModel& m, DefKind kind, const std::vector<DefId>& ids) {
    std::vector<WikiRef> refs;
    refs.reserve(ids.size());
    for (const DefId& id : ids) refs.push_back({kind, id});
    return link_list(m, refs);
}

std::string entry_page(const WikiModel& m, const WikiEntry& e) {
    std::string s = page_head(e.name + " (" + kind_name(e.kind) + ")", "../") + nav(m, "../");
    s += "<h1>" + glyph_html(e) + " " + html_escape(e.name) + "</h1>\n<p>" +
         std::string(kind_name(e.kind)) + " <code>" + html_escape(e.id) + "</code>" +
         (e.is_template ? " <span class=\"template\">template: never in the game itself</span>"
                        : "") +
         (e.added ? " <span class=\"new\">new</span>" : "") + "</p>\n";
    if (!e.description.empty())
        s += "<p class=\"description\">" + html_escape(e.description) + "</p>\n";
    if (!e.templates.empty()) s += "<p>Made from " + id_list(m, e.kind, e.templates) + ".</p>\n";
    if (!e.children.empty()) s += "<p>Made from it: " + id_list(m, e.kind, e.children) + ".</p>\n";
    s += stat_block(m, e);
    std::vector<WikiRef> names;
    for (const WikiField& f : e.fields) {
        for (const WikiRef& r : f.links) {
            if (std::find(names.begin(), names.end(), r) == names.end()) names.push_back(r);
        }
    }
    if (!names.empty())
        s += "<h2>What it names</h2>\n<p>" + link_list(m, names) +
             " <span class=\"note\">(statuses it gives, creatures it summons, items it "
             "drops or starts with, factions, damage types...: the stat block says where)"
             "</span></p>\n";
    if (!e.named_by.empty()) s += "<h2>Named by</h2>\n<p>" + link_list(m, e.named_by) + "</p>\n";
    if (!e.holds.empty()) s += "<h2>Its legend holds</h2>\n<p>" + link_list(m, e.holds) + "</p>\n";
    if (e.kind == DefKind::actor || e.kind == DefKind::item || e.kind == DefKind::tile) {
        s += "<h2>Vaults</h2>\n<p>";
        s += e.vaults.empty() ? std::string("It appears in no vault's legend.")
                              : "It appears in " + id_list(m, DefKind::vault, e.vaults) + ".";
        s += "</p>\n";
    }
    if (e.spawn) {
        s += "<h2>Spawn curve</h2>\n<p class=\"note\">The chance that one " +
             std::string(e.kind == DefKind::actor ? "monster" : "item") +
             " pick of a floor's spawn table (spawns.yaml) is this one, by depth.</p>\n" +
             spawn_chart_svg(e.spawn->chance, e.name + ": chance per pick by depth") + "\n";
    } else if (!e.is_template &&
               (e.kind == DefKind::item || (e.kind == DefKind::actor && e.id != m.player))) {
        s += "<h2>Spawn curve</h2>\n<p>Not in spawns.yaml: it appears only where a vault, "
             "a summons or a drop puts it.</p>\n";
    }
    s += threat_section(m, e) + lab_section(m, e) + changes_section(m, e);
    return s + "</body></html>\n";
}

std::string index_page(const WikiModel& m) {
    std::string s = page_head("Cryptforge wiki", "") + nav(m, "") +
                    "<h1>The content, page by page</h1>\n<p>Content layers, base first:";
    for (std::size_t i = 0; i < m.layers.size(); ++i)
        s += (i ? "," : "") + std::string(" ") + html_escape(wiki_layer_name(m.layers[i].name)) +
             " <code>" + html_escape(m.layers[i].hash) + "</code>";
    s += ".</p>\n<table><tr><th>Kind</th><th>Definitions</th><th>Templates</th></tr>\n";
    for (const WikiKind& k : m.kinds) {
        int templates = 0;
        for (const WikiEntry& e : k.entries) templates += e.is_template ? 1 : 0;
        s += "<tr><td><a href=\"" + wiki_kind_slug(k.kind) + ".html\">" + wiki_kind_title(k.kind) +
             "</a></td><td>" + std::to_string(static_cast<int>(k.entries.size()) - templates) +
             "</td><td>" + std::to_string(templates) + "</td></tr>\n";
    }
    s += "</table>\n<p>";
    s += m.lab_name ? "Lab figures from " + std::to_string(m.lab_runs) + " bot runs (" +
                          html_escape(*m.lab_name) + ")."
                    : std::string("No lab figures were given.");
    if (!m.against_name.empty())
        s +=
            " <a href=\"changes.html\">What changed since " + html_escape(m.against_name) + "</a>.";
    return s + "</p>\n</body></html>\n";
}

std::string changes_page(const WikiModel& m) {
    std::string added;
    std::string changed;
    for (const WikiKind& k : m.kinds) {
        for (const WikiEntry& e : k.entries) {
            const std::string item = "<li>" + std::string(kind_name(e.kind)) + " " +
                                     link_to(m, {e.kind, e.id}, "") + " (" + html_escape(e.name) +
                                     ")";
            if (e.added) added += item + "</li>\n";
            if (e.changes.empty()) continue;
            changed += item + ":";
            for (std::size_t i = 0; i < e.changes.size(); ++i)
                changed += (i ? ", " : " ") + html_escape(e.changes[i].path);
            changed += "</li>\n";
        }
    }
    std::string removed;
    for (const WikiRemoved& r : m.removed)
        removed += "<li>" + std::string(kind_name(r.ref.kind)) + " " + html_escape(r.ref.id) +
                   " (" + html_escape(r.name) + ")</li>\n";
    auto section = [](const std::string& title, const std::string& items) {
        return "<h2>" + title + "</h2>\n" +
               (items.empty() ? "<p>None.</p>\n" : "<ul>\n" + items + "</ul>\n");
    };
    return page_head("Changes", "") + nav(m, "") + "<h1>Changes since " +
           html_escape(m.against_name) + "</h1>\n" + section("Added", added) +
           section("Removed", removed) + section("Changed", changed) + "</body></html>\n";
}

}  // namespace

std::string html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&#39;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

std::string wiki_page_path(DefKind kind, const DefId& id) {
    return wiki_kind_slug(kind) + "/" + id + ".html";
}

std::vector<WikiFile> wiki_files(const WikiModel& m) {
    std::vector<WikiFile> files;
    files.push_back({"wiki.css", kStyle});
    files.push_back({"index.html", index_page(m)});
    for (const WikiKind& k : m.kinds) {
        files.push_back({wiki_kind_slug(k.kind) + ".html", kind_index(m, k)});
        for (const WikiEntry& e : k.entries)
            files.push_back({wiki_page_path(e.kind, e.id), entry_page(m, e)});
    }
    if (!m.against_name.empty()) files.push_back({"changes.html", changes_page(m)});
    return files;
}

}  // namespace cf
