#include "tests/support/test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "engine/replay/prefab.hpp"
#include "engine/rules/factory.hpp"
#include "tests/support/fixture_prefab.hpp"

namespace cf::test {

namespace fs = std::filesystem;

namespace {

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

void spit(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) throw std::runtime_error("cannot write " + path);
    out << text;
}

const std::map<char, std::string>& test_legend() {
    static const std::map<char, std::string> legend = {{'o', "orc"},
                                                       {'T', "troll"},
                                                       {'!', "health_potion"},
                                                       {'/', "sword"},
                                                       {'[', "chainmail"},
                                                       {'c', "confusion_scroll"},
                                                       {'l', "lightning_scroll"},
                                                       {'f', "fireball_scroll"}};
    return legend;
}

}  // namespace

std::string file_text(const std::string& path) { return slurp(path); }

std::vector<std::string> names_in(const fs::path& dir) {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir)) out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
}

std::string data_text(const std::string& relative) {
    return slurp(test_data_dir() + "/" + relative);
}

TempDir::TempDir() {
    std::string pattern = (fs::temp_directory_path() / "cf_test_XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
}

TempDir::~TempDir() {
    std::error_code ec;
    // Tests may leave read-only folders behind; make them writable so they can go.
    for (auto it = fs::recursive_directory_iterator(path_, ec); !ec && it != fs::end(it);
         it.increment(ec)) {
        fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ec);
    }
    fs::remove_all(path_, ec);
}

std::string TempDir::write(const std::string& name, const std::string& text) const {
    const fs::path target = path_ / name;
    fs::create_directories(target.parent_path());
    spit(target.string(), text);
    return target.string();
}

ContentDir::ContentDir() {
    fs::create_directories(path());
    for (const auto& entry : fs::directory_iterator(fixture_content_dir())) {
        if (entry.path().extension() == ".yaml") {
            fs::copy_file(entry.path(), fs::path(path()) / entry.path().filename());
        }
    }
}

std::string ContentDir::read(const std::string& file) const {
    return slurp((fs::path(path()) / file).string());
}

void ContentDir::write(const std::string& file, const std::string& text) const {
    const fs::path target = fs::path(path()) / file;
    fs::create_directories(target.parent_path());
    spit(target.string(), text);
}

void ContentDir::append(const std::string& file, const std::string& text) const {
    write(file, read(file) + text);
}

void ContentDir::remove(const std::string& file) const { fs::remove(fs::path(path()) / file); }

void ContentDir::replace(const std::string& file, const std::string& from,
                         const std::string& to) const {
    std::string text = read(file);
    const auto at = text.find(from);
    if (at == std::string::npos || text.find(from, at + 1) != std::string::npos) {
        ADD_FAILURE() << "'" << from << "' does not occur exactly once in " << file;
        return;
    }
    text.replace(at, from.size(), to);
    write(file, text);
}

ContentPtr ContentDir::load_ok() const {
    ContentLoad result = load();
    if (!result.content)
        throw std::runtime_error("edited content has problems:\n" + to_string(result.problems));
    return result.content;
}

ContentPtr default_content() {
    static const ContentLoad load = load_content(fixture_content_dir());
    if (!load.content)
        throw std::runtime_error("default content has problems:\n" + to_string(load.problems));
    return load.content;
}

std::shared_ptr<Content> edited_content() { return std::make_shared<Content>(*default_content()); }

World prefab_world(const Content& content, const std::vector<std::string>& rows,
                   const std::map<char, std::string>& extra, std::uint64_t seed) {
    std::map<char, std::string> legend = test_legend();
    for (const auto& [c, id] : extra) legend[c] = id;
    std::string yaml = "legend:\n";
    for (const auto& [c, id] : legend) {
        if (!content.actor(id) && !content.item(id)) continue;  // edited content may lack it
        yaml += "  '" + std::string(1, c) + "': {tile: " + content.settings.floor_tile +
                ", entity: " + id + "}\n";
    }
    yaml += "rows:\n";
    for (const std::string& row : rows) yaml += "  - \"" + row + "\"\n";
    TempDir dir;
    PrefabLoad load = load_prefab(dir.write("prefab.yaml", yaml), content, seed);
    if (!load.world) throw std::runtime_error("prefab has problems:\n" + to_string(load.problems));
    return std::move(*load.world);
}

Game prefab_game(ContentPtr content, const std::vector<std::string>& rows,
                 const std::map<char, std::string>& extra, std::uint64_t seed) {
    World world = prefab_world(*content, rows, extra, seed);
    return Game(std::move(content), std::move(world));
}

Game fixture_prefab(const std::vector<std::string>& rows) {
    return prefab_game(default_content(), rows);
}

std::string test_mod_dir() { return test_data_dir() + "/mods/hard"; }

ContentPtr load_layers_ok(const std::vector<std::string>& layers) {
    const ContentLoad load = load_content_layers(layers);
    EXPECT_TRUE(load.problems.empty()) << to_string(load.problems);
    return load.content;
}

int give_item(Game& game, const DefId& def) {
    World& w = world_behind_the_log(game);
    auto& items = w.player().inventory->items;
    items.push_back({w.new_id(), def});
    return static_cast<int>(items.size()) - 1;
}

Entity* first_of(World& world, const DefId& def) {
    for (Entity& e : world.entities) {
        if (e.def == def) return &e;
    }
    return nullptr;
}

const Entity* first_of(const World& world, const DefId& def) {
    return first_of(const_cast<World&>(world), def);
}

int count_of(const World& world, const DefId& def) {
    int n = 0;
    for (const Entity& e : world.entities) n += e.def == def ? 1 : 0;
    return n;
}

std::vector<std::string> messages(const World& world) { return messages_since(world, 0); }

std::vector<std::string> messages_since(const World& world, std::size_t from) {
    std::vector<std::string> out;
    const auto& all = world.log.messages();
    for (std::size_t i = from; i < all.size(); ++i) out.push_back(MessageLog::display(all[i]));
    return out;
}

std::string last_message(const World& world) {
    const auto& all = world.log.messages();
    return all.empty() ? std::string() : MessageLog::display(all.back());
}

namespace {

template <class Map>
void change_key(Map& defs, const DefId& from, const DefId& to) {
    auto node = defs.extract(from);
    EXPECT_FALSE(node.empty()) << "no definition '" << from << "' to rename";
    if (node.empty()) return;
    node.key() = to;
    node.mapped().id = to;
    defs.insert(std::move(node));
}

}  // namespace

std::shared_ptr<Content> with_id_changed(const Content& content, DefKind kind, const DefId& from,
                                         const DefId& to) {
    auto next = std::make_shared<Content>(content);
    switch (kind) {
        case DefKind::tile:
            change_key(next->tiles, from, to);
            break;
        case DefKind::actor:
            change_key(next->actors, from, to);
            break;
        case DefKind::item:
            change_key(next->items, from, to);
            break;
        case DefKind::slot:
            change_key(next->slots, from, to);
            break;
        case DefKind::status:
            change_key(next->statuses, from, to);
            break;
        case DefKind::vault:
            change_key(next->vaults, from, to);
            break;
        case DefKind::damage_type:
            change_key(next->damage_types, from, to);
            break;
        case DefKind::faction:
            change_key(next->factions, from, to);
            break;
        case DefKind::appearance:
            change_key(next->appearances, from, to);
            break;
    }
    return next;
}

World corridor_world(const Content& c, std::uint64_t seed, int length, int orc_at) {
    World w;
    w.seed = seed;
    w.map = Map(length + 2, 3, c.settings.wall_tile);
    for (int x = 1; x <= length; ++x) w.map.set_tile({x, 1}, c.settings.floor_tile);
    spawn_player(w, c, {1, 1});
    spawn_actor(w, c, "orc", {1 + orc_at, 1});
    return w;
}

bool logged(const World& world, const std::string& text) {
    for (const Message& m : world.log.messages()) {
        if (m.text == text) return true;
    }
    return false;
}

}  // namespace cf::test
