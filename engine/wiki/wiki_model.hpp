#pragma once
// The generated wiki's pages as plain data (`cryptforge wiki`, README: The wiki): one
// entry per definition of every kind, templates included, with every field of its stat
// block and where each value came from (the provenance `cryptforge def` prints), the
// definitions it names and that name it, its spawn curve, a threat figure for monsters,
// the lab's figures and what changed since an older content version. Building it reads
// the content and nothing else; wiki_html.hpp turns it into pages.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/color.hpp"
#include "engine/lab/lab_table.hpp"

namespace cf {

// A definition a page links to.
struct WikiRef {
    DefKind kind = DefKind::actor;
    DefId id;
    friend bool operator==(const WikiRef&, const WikiRef&) = default;
    friend auto operator<=>(const WikiRef&, const WikiRef&) = default;
};

// One field of the stat block: its path ("fighter.power"), its value as YAML writes it,
// and where it came from ("actors/orcs.yaml:8 (from orc, layer 1: content)"), or that it
// is the default.
struct WikiField {
    std::string path;
    std::string value;
    std::vector<std::string> sources;  // the step in effect first, then what it overrode
    bool inherited = false;            // set by a template, not by the definition itself
    std::vector<WikiRef> links;        // the definitions the value names
};

// The chance that one spawn pick is this definition, at each depth 1..deepest.
struct WikiSpawnCurve {
    std::vector<double> chance;  // [depth - 1], 0..1
};

// How dangerous a monster is to a new player, from a duel by the game's own rules
// (engine/lab/duel.hpp): the player at level 1 in its starting gear against it.
struct WikiThreat {
    int rounds = 0;
    double player_wins = 0;      // share of rounds the player won
    double damage_per_turn = 0;  // the monster's to the player
    double player_damage_per_turn = 0;
    double turns = 0;   // mean turns until one fell
    int player_hp = 0;  // the player's max HP at level 1
    double threat = 0;  // damage_per_turn * turns as percent of player_hp
};

// What the lab's runs say about a monster or an item.
struct WikiLabFigures {
    std::int64_t kills = 0;         // monsters of it the player killed
    std::int64_t damage_dealt = 0;  // damage it dealt the player
    std::map<int, int> deaths;      // depth -> runs it ended by the killing blow
    std::int64_t found = 0;         // items: picked up
    std::int64_t used = 0;          // items: consumed
};

// One changed field since the older content ("" old: new field; "" new: gone).
struct WikiChange {
    std::string path;
    std::string old_value;
    std::string new_value;
};

struct WikiEntry {
    DefKind kind = DefKind::actor;
    DefId id;
    bool is_template = false;
    std::string name;  // its `name:`, or its id when it has none
    std::string description;
    std::optional<int> glyph;    // CP437 code
    std::optional<Color> color;  // its glyph's colour (a tile's lit_fg)
    std::vector<WikiField> fields;
    std::vector<DefId> templates;   // its `from:` chain, nearest first
    std::vector<DefId> children;    // for a template: what is made from it directly
    std::vector<WikiRef> named_by;  // definitions whose fields name it
    std::vector<DefId> vaults;      // vaults whose legend puts it on the map
    std::vector<WikiRef> holds;     // for a vault: the tiles, actors and items its legend names
    std::optional<WikiSpawnCurve> spawn;
    std::optional<WikiThreat> threat;
    std::optional<WikiLabFigures> lab;
    bool added = false;  // with an older version: it is new since
    std::vector<WikiChange> changes;
};

struct WikiKind {
    DefKind kind = DefKind::actor;
    std::vector<WikiEntry> entries;  // by id, templates among them
};

struct WikiOptions {
    const Content* against = nullptr;  // the older content version, if any
    std::string against_name;          // how the pages name it
    const LabTable* lab = nullptr;     // the lab's runs, if any
    std::string lab_name;              // where they came from ("2 files", "100 runs")
    int threat_rounds = 200;           // duel rounds per monster (0: no threat figures)
};

struct WikiRemoved {
    WikiRef ref;
    std::string name;
};

struct WikiModel {
    std::vector<LayerRecord> layers;
    std::vector<WikiKind> kinds;  // every kind the content has: actors, items, statuses...
    int deepest = 1;              // the spawn curves' last depth
    DefId player;
    std::string against_name;  // "" without an older version
    std::vector<WikiRemoved> removed;
    std::optional<std::string> lab_name;
    std::uint64_t lab_runs = 0;

    const WikiEntry* find(DefKind kind, const DefId& id) const;
};

// Everything the pages show, for content loaded with its provenance.
WikiModel build_wiki_model(const Content& content, const WikiOptions& options);

// "actors", "damage_types": the name of a kind's index page and of its pages' folder.
std::string wiki_kind_slug(DefKind kind);

// A layer as a published page names it: its folder's own name ("content", "hard"), not
// the path it was loaded from, which says where the wiki was built rather than what.
std::string wiki_layer_name(const std::string& loaded_from);
// "Actors", "Damage types": a kind as headings name it.
std::string wiki_kind_title(DefKind kind);

}  // namespace cf
