// The finding: a truncated actors.yaml reported one knock-on error in
// settings.yaml and nothing else. Here actors.yaml is cut after every line, and every
// run must report every problem at once: a syntax error at its cause, or every
// reference left dangling in every file, with knock-ons folded under their cause.

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <set>

#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t end = text.find('\n', i);
        lines.push_back(text.substr(i, end - i + 1));
        i = end == std::string::npos ? text.size() : end + 1;
    }
    return lines;
}

struct Where {
    std::string file;
    int line = 0, column = 0;
    std::string id;
};

// Every reference to an actor in the other files: the player in settings.yaml and each
// monster spawn-table entry, at the position the loader must report.
std::vector<Where> actor_references(const std::map<std::string, std::string>& files) {
    std::vector<Where> out;
    const YAML::Node settings = YAML::Load(files.at("settings.yaml"));
    const YAML::Node player = settings["player"];
    out.push_back({"settings.yaml", player.Mark().line + 1, player.Mark().column + 1,
                   player.as<std::string>()});
    const YAML::Node monsters = YAML::Load(files.at("spawns.yaml"))["monsters"];
    for (const auto& depth : monsters) {
        for (const auto& entry : depth.second) {
            out.push_back({"spawns.yaml", entry.first.Mark().line + 1,
                           entry.first.Mark().column + 1, entry.first.as<std::string>()});
        }
    }
    return out;
}

const Problem* find_at(const std::vector<Problem>& problems, const Where& w) {
    for (const Problem& p : problems) {
        if (p.file == w.file && p.line == w.line && p.column == w.column &&
            p.message.find("'" + w.id + "'") != std::string::npos) {
            return &p;
        }
    }
    return nullptr;
}

// Cuts `actors` after every line and checks each load. `flow_line` (1-based, 0 for
// none) opens a flow mapping that spans two lines: a cut between them leaves it open.
void check_every_cut(const std::string& actors, int flow_line) {
    auto files = content_files(*test::default_content());
    const std::vector<Where> references = actor_references(files);
    const auto lines = lines_of(actors);
    std::string cut;
    for (std::size_t k = 0; k < lines.size(); ++k) {
        cut += lines[k];
        SCOPED_TRACE("actors.yaml cut after line " + std::to_string(k + 1));
        files["actors.yaml"] = cut;
        const ContentLoad load = load_content_texts(files);
        std::set<std::string> defined;
        bool parses = true;
        try {
            const YAML::Node root = YAML::Load(cut);
            for (const auto& entry : root) defined.insert(entry.first.as<std::string>());
        } catch (const YAML::Exception&) {
            parses = false;
        }
        if (!parses) {
            ASSERT_EQ(count_causes(load.problems), 1u) << to_string(load.problems);
            const Problem& syntax = load.problems.front();
            EXPECT_EQ(syntax.file, "actors.yaml");
            EXPECT_NE(syntax.message.find("YAML syntax"), std::string::npos) << syntax.message;
            if (flow_line > 0) {
                EXPECT_EQ(syntax.line, flow_line) << "reported away from the open '{'";
            }
            for (const Where& w : references) {
                const Problem* p = find_at(load.problems, w);
                ASSERT_TRUE(p) << "no knock-on for " << w.file << ":" << w.line << "\n"
                               << to_string(load.problems);
                EXPECT_EQ(p->cause, 0) << "not folded under the syntax error: " << to_string(*p);
            }
            continue;
        }
        for (const Problem& p : load.problems) EXPECT_EQ(p.cause, -1) << to_string(p);
        for (const Where& w : references) {
            const Problem* p = find_at(load.problems, w);
            if (defined.count(w.id)) {
                EXPECT_FALSE(p) << to_string(*p);
            } else {
                EXPECT_TRUE(p) << "not reported: " << w.file << ":" << w.line << ":" << w.column
                               << " '" << w.id << "'\n"
                               << to_string(load.problems);
            }
        }
    }
}

TEST(ProblemsAtOnce, EveryCutOfActorsReportsEveryDanglingReference) {
    check_every_cut(content_files(*test::default_content()).at("actors.yaml"), 0);
}

TEST(ProblemsAtOnce, AnOpenFlowMappingIsReportedWhereItOpensWithKnockOnsFolded) {
    std::string actors = content_files(*test::default_content()).at("actors.yaml");
    const std::string block = "  fighter:\n    hp: 30\n    power: 2\n    defense: 1\n";
    const std::size_t at = actors.find(block, actors.find("player:"));
    ASSERT_NE(at, std::string::npos);
    actors.replace(at, block.size(), "  fighter: {hp: 30,\n             power: 2, defense: 1}\n");
    const int flow_line =
        static_cast<int>(std::count(actors.begin(), actors.begin() + static_cast<long>(at), '\n')) +
        1;
    auto files = content_files(*test::default_content());
    files["actors.yaml"] = actors.substr(0, actors.find('\n', at) + 1);
    const ContentLoad load = load_content_texts(files);
    ASSERT_FALSE(load.problems.empty());
    EXPECT_EQ(load.problems.front().line, flow_line) << to_string(load.problems);
    EXPECT_EQ(load.problems.front().column, 12) << to_string(load.problems);
    check_every_cut(actors, flow_line);
}

TEST(ProblemsAtOnce, AnUnclosedListOrMappingIsReportedWhereItOpens) {
    auto files = content_files(*test::default_content());
    files["actors.yaml"] +=
        "ghost:\n  starting_equipment: [dagger,\n    leather_armor\n  name: Ghost\n";
    ContentLoad load = load_content_texts(files);
    ASSERT_FALSE(load.problems.empty());
    const int last = static_cast<int>(
        std::count(files["actors.yaml"].begin(), files["actors.yaml"].end(), '\n'));
    EXPECT_EQ(load.problems.front().line, last - 2) << to_string(load.problems);
    EXPECT_EQ(load.problems.front().column, 23) << to_string(load.problems);

    files = content_files(*test::default_content());
    files["items.yaml"] += "amulet: {name: Amulet,\n  glyph: '\"'\n";
    load = load_content_texts(files);
    ASSERT_FALSE(load.problems.empty());
    const int lines =
        static_cast<int>(std::count(files["items.yaml"].begin(), files["items.yaml"].end(), '\n'));
    EXPECT_EQ(load.problems.front().line, lines - 1) << to_string(load.problems);
    EXPECT_EQ(load.problems.front().column, 9) << to_string(load.problems);
}

// The "syntax error at 19:9 reported at 20:8": a key missing its ':' is read as
// text continuing the value above, and yaml-cpp stops at the next key.
TEST(ProblemsAtOnce, AKeyWithoutItsColonIsReportedOnItsOwnLine) {
    auto files = content_files(*test::default_content());
    std::string& actors = files["actors.yaml"];
    const std::size_t at = actors.find("  glyph: T\n");
    ASSERT_NE(at, std::string::npos);
    actors.replace(at, 11, "  glyph T\n");
    const int line =
        static_cast<int>(std::count(actors.begin(), actors.begin() + static_cast<long>(at), '\n')) +
        1;
    const ContentLoad load = load_content_texts(files);
    ASSERT_FALSE(load.problems.empty());
    EXPECT_EQ(load.problems.front().line, line) << to_string(load.problems);
    EXPECT_EQ(load.problems.front().column, 3) << to_string(load.problems);
    EXPECT_NE(load.problems.front().message.find("no ':'"), std::string::npos);
}

}  // namespace
}  // namespace cf
