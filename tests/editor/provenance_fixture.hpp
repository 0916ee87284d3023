#pragma once
// The layered content the provenance tests read: tests/data/mods/hard over
// tests/data/content, and a copy of the fixture split into sub-folders with a template.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "engine/content/content_loader.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf::test {

inline std::string hard_mod_dir() { return test_data_dir() + "/mods/hard"; }

inline ContentPtr load_hard_over_base() {
    ContentLoad load = load_content_layers({fixture_content_dir(), hard_mod_dir()});
    EXPECT_TRUE(load.content) << to_string(load.problems);
    return load.content;
}

// The fixture with its actors under actors/ (actors/all.yaml) and, in
// actors/orcs/captains.yaml, an abstract template made from the orc and a captain and a
// sergeant made from the template.
class SubFolderCopy {
  public:
    SubFolderCopy() {
        namespace fs = std::filesystem;
        const fs::path root(copy_.path());
        fs::create_directories(root / "actors" / "orcs");
        fs::rename(root / "actors.yaml", root / "actors" / "all.yaml");
        std::ofstream(root / "actors" / "orcs" / "captains.yaml") << kCaptains;
    }
    std::string path() const { return copy_.path(); }
    ContentPtr load() const {
        ContentLoad load = load_content(path());
        EXPECT_TRUE(load.content) << to_string(load.problems);
        return load.content;
    }

    static constexpr const char* kCaptains =
        "orc_veteran:\n"           // line 1
        "  from: orc\n"            // 2
        "  abstract: true\n"       // 3
        "  fighter:\n"             // 4
        "    power: 6\n"           // 5
        "orc_captain:\n"           // 6
        "  from: orc_veteran\n"    // 7
        "  name: Orc captain\n"    // 8
        "  xp: 60\n"               // 9
        "orc_sergeant:\n"          // 10
        "  from: orc_veteran\n"    // 11
        "  name: Orc sergeant\n";  // 12

  private:
    ContentCopy copy_;
};

}  // namespace cf::test
