#pragma once
// A generated content pack at the scale of a large roguelike, for the loading
// benchmarks and their tests: by default 5,000 definitions in 201 files (the seed game's
// seven, 184 family files, 10 mod files), in families
// whose template chains are five definitions deep, over two layers (a base and a mod
// that changes some definitions, deletes some and adds new ones made from the base's
// templates).

#include <string>
#include <vector>

namespace cf::test {

struct PackShape {
    int base_files = 184;    // family files of the base layer (actors and items alternate)
    int mod_files = 10;      // files of the mod layer
    int defs_per_file = 25;  // definitions per family file: chains of `chain`
    int chain = 5;           // definitions per template chain (the first is abstract)
};

struct ContentPack {
    std::vector<std::string> layers;        // base, mod
    int definitions = 0;                    // definitions written (templates included)
    int files = 0;                          // YAML files written
    std::vector<std::string> family_files;  // base family files, relative to the base
};

// Writes the pack under `root` (root/base, root/mod); the base starts from `seed_content`
// (a complete small game whose settings, tiles, slots and spawn tables it keeps).
ContentPack write_content_pack(const std::string& root, const std::string& seed_content,
                               const PackShape& shape = {});

// The text of one base family file (index `file`), as written: benchmarks rewrite one.
std::string family_file_text(int file, const PackShape& shape, int variant = 0);

}  // namespace cf::test
