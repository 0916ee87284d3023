#include "tests/support/content_pack.hpp"

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace cf::test {

namespace fs = std::filesystem;

namespace {

void write_file(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) throw std::runtime_error("cannot write " + path.string());
    out << text;
}

bool actor_family(int file) { return file % 2 == 0; }

std::string id(int file, int chain, int step) {
    return "fam" + std::to_string(file) + "_c" + std::to_string(chain) + "_" + std::to_string(step);
}

std::string family_path(int file) {
    return std::string(actor_family(file) ? "actors/family_" : "items/kind_") +
           std::to_string(file) + ".yaml";
}

std::string actor_step(int file, int chain, int step, int variant) {
    const std::string me = id(file, chain, step);
    if (step == 0) {
        return me + ":\n  abstract: true\n  glyph: " + std::string(1, char('a' + file % 26)) +
               "\n  color: '#7fc24f'\n  blocks: true\n  fighter:\n    hp: 10\n    power: 3\n" +
               "    defense: 0\n  xp: 20\n  ai: hostile\n  vision: " + std::to_string(8 + variant) +
               "\n";
    }
    std::string text = me + ":\n  from: " + id(file, chain, step - 1) + "\n  name: Family " +
                       std::to_string(file) + " rank " + std::to_string(step) + "\n";
    if (step % 2) return text + "  fighter:\n    hp: " + std::to_string(10 + 2 * step) + "\n";
    return text + "  fighter: {power: " + std::to_string(3 + step) +
           "}\n  xp: " + std::to_string(20 + 10 * step) + "\n";
}

std::string item_step(int file, int chain, int step) {
    const std::string me = id(file, chain, step);
    if (step == 0) {
        return me + ":\n  abstract: true\n  glyph: '/'\n  color: '#bfe8ff'\n" +
               "  description: A blade of this family.\n  equippable:\n    slot: weapon\n" +
               "    power: 1\n";
    }
    return me + ":\n  from: " + id(file, chain, step - 1) + "\n  name: Blade " +
           std::to_string(file) + "." + std::to_string(chain) + "." + std::to_string(step) +
           "\n  equippable:\n    power: " + std::to_string(step) + "\n";
}

std::string mod_file_text(int mod, int base_files, const PackShape& shape, int& added) {
    // Mod files alternate like the base: each changes definitions of a family of its kind,
    // deletes one leaf, and adds definitions made from the family's templates.
    const int family = (mod * 2 + (mod % 2)) % base_files;
    const int chains = shape.defs_per_file / shape.chain;
    std::string text = "# Mod file " + std::to_string(mod) + "\n";
    for (int c = 0; c < chains; ++c) {
        for (int s = 1; s < shape.chain; ++s) {
            if (c == chains - 1 && s == shape.chain - 1) continue;  // deleted below
            text += id(family, c, s) + ":\n";
            text += actor_family(family) ? "  fighter:\n    power: 9\n"
                                         : "  equippable:\n    power: 7\n";
        }
    }
    text += id(family, chains - 1, shape.chain - 1) + ":\n  delete: true\n";
    for (int n = 0; n < 40; ++n) {
        const std::string parent = id(family, n % chains, 1 + n % (shape.chain - 2));
        text += "mod" + std::to_string(mod) + "_new" + std::to_string(n) + ":\n  from: " + parent +
                "\n  name: Modded " + std::to_string(n) + "\n";
        ++added;
    }
    return text;
}

}  // namespace

std::string family_file_text(int file, const PackShape& shape, int variant) {
    std::string text = "# Family " + std::to_string(file) + "\n";
    const int chains = shape.defs_per_file / shape.chain;
    for (int c = 0; c < chains; ++c) {
        for (int s = 0; s < shape.chain; ++s) {
            text += actor_family(file) ? actor_step(file, c, s, variant) : item_step(file, c, s);
        }
    }
    return text;
}

ContentPack write_content_pack(const std::string& root, const std::string& seed_content,
                               const PackShape& shape) {
    ContentPack pack;
    const fs::path base = fs::path(root) / "base";
    const fs::path mod = fs::path(root) / "mod";
    fs::create_directories(base);
    // The seed's files in its own layout (the shipped content keeps families in actors/
    // and items/), hidden folders such as .versions/ left out.
    for (auto it = fs::recursive_directory_iterator(seed_content);
         it != fs::recursive_directory_iterator(); ++it) {
        const fs::path name = it->path().filename();
        if (!name.empty() && name.string().front() == '.') {
            if (it->is_directory()) it.disable_recursion_pending();
            continue;
        }
        if (!it->is_regular_file() || it->path().extension() != ".yaml") continue;
        const fs::path to = base / fs::relative(it->path(), seed_content);
        fs::create_directories(to.parent_path());
        fs::copy_file(it->path(), to, fs::copy_options::overwrite_existing);
        ++pack.files;
    }
    for (int f = 0; f < shape.base_files; ++f) {
        write_file(base / family_path(f), family_file_text(f, shape));
        pack.family_files.push_back(family_path(f));
        pack.definitions += shape.defs_per_file;
        ++pack.files;
    }
    for (int m = 0; m < shape.mod_files; ++m) {
        int added = 0;
        const std::string text = mod_file_text(m, shape.base_files, shape, added);
        const int family = (m * 2 + (m % 2)) % shape.base_files;
        write_file(mod / (std::string(actor_family(family) ? "actors" : "items") + "/mod_" +
                          std::to_string(m) + ".yaml"),
                   text);
        pack.definitions += added;
        ++pack.files;
    }
    pack.layers = {base.string(), mod.string()};
    return pack;
}

}  // namespace cf::test
