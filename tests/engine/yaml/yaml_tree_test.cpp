// The content loader's own YAML reader (yaml_tree.hpp) against yaml-cpp: whatever the
// fast subset reader accepts must read exactly as yaml-cpp reads it (types, text, quoting,
// file:line:col), on hand-picked documents, on every fixture file and on thousands of
// generated and randomly damaged ones; and it must accept the YAML content is written in,
// or loading gets no faster.

#include "engine/yaml/yaml_tree.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "engine/content/schema_reader.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

std::string describe(const NodeMark& m) {
    return std::to_string(m.line) + ":" + std::to_string(m.column) + "@" + std::to_string(m.pos);
}

// "" when equal, else where and how they differ.
std::string compare(const YamlNode& mine, const YAML::Node& theirs, const std::string& path) {
    const YAML::Mark tm = theirs.Mark();
    const NodeMark mm = mine.Mark();
    if (mm.line != tm.line || mm.column != tm.column || mm.pos != tm.pos) {
        return path + ": mark " + describe(mm) + " vs yaml-cpp " + std::to_string(tm.line) + ":" +
               std::to_string(tm.column) + "@" + std::to_string(tm.pos);
    }
    const bool same_type =
        (theirs.IsNull() && mine.IsNull()) || (theirs.IsScalar() && mine.IsScalar()) ||
        (theirs.IsSequence() && mine.IsSequence()) || (theirs.IsMap() && mine.IsMap());
    if (!same_type) return path + ": a different type";
    if (theirs.Tag() != mine.Tag())
        return path + ": tag '" + mine.Tag() + "' vs '" + theirs.Tag() + "'";
    if (theirs.IsScalar() && theirs.Scalar() != mine.Scalar())
        return path + ": '" + mine.Scalar() + "' vs '" + theirs.Scalar() + "'";
    if (theirs.size() != mine.size()) return path + ": a different size";
    std::size_t i = 0;
    auto child = mine.begin();
    for (auto it = theirs.begin(); it != theirs.end(); ++it, ++child, ++i) {
        const std::string at = path + "/" + std::to_string(i);
        std::string diff = theirs.IsMap() ? compare(child->first, it->first, at + "k") : "";
        if (diff.empty())
            diff =
                theirs.IsMap() ? compare(child->second, it->second, at) : compare(*child, *it, at);
        if (!diff.empty()) return diff;
    }
    return "";
}

enum class Outcome { both_agree, only_yaml_cpp, subset_wrong };

Outcome check(const std::string& text, std::string& why) {
    const auto mine = parse_yaml_subset(text, "t.yaml", kMaxYamlValues);
    YAML::Node theirs;
    try {
        theirs = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        why = "yaml-cpp refuses it (" + e.msg + ") but the subset reader accepted it";
        return mine ? Outcome::subset_wrong : Outcome::only_yaml_cpp;
    }
    if (!mine) return Outcome::only_yaml_cpp;
    EXPECT_EQ(*mine->root.Mark().file, "t.yaml");
    why = compare(mine->root, theirs, "");
    return why.empty() ? Outcome::both_agree : Outcome::subset_wrong;
}

// Read alike, or left to yaml-cpp (`fast`: must be read by the subset reader).
void expect_same(const std::string& text, bool fast = true) {
    std::string why;
    const Outcome outcome = check(text, why);
    EXPECT_NE(outcome, Outcome::subset_wrong) << why << "\n--- text:\n" << text;
    if (fast) {
        EXPECT_EQ(outcome, Outcome::both_agree) << "not read fast:\n" << text;
    }
}

TEST(YamlTree, ReadsContentShapesAsYamlCppDoes) {
    const char* docs[] = {
        "",
        "# only a comment\n",
        "{}\n",
        "orc:\n  name: Orc\n  glyph: o\n  color: '#7fc24f'\n  fighter:\n    hp: 10\n    power: 3\n",
        "a: 1\nb: 'q'\nc:\n  d: x\ne: [1, {f: g}]\nh:\ni: ~\nj: null\nk:\n- x\n-\n- 'y'\n",
        "l: \"\\x41\\u00e9\\n\"\nm: é1\nn: a b  \nempty_seq: []\no: -1\np: {}\n",
        "- a\n- b: 1\n  c: 2\n- {x: 1}\n",
        "a:\n  b:   # c\n\n  # x\n  c: 1",
        "key:\n  - a\n  - b\nk2:\n- c\n- d\nk3: 3\n",
        ("abilities:\n  - name: Shoot\n    range: 6\n    effects:\n      - damage: 3\n      - "
         "status: poisoned\n        turns: 5\n"),
        "ai: {kind: hostile, keep_distance: 3}\nmodifiers: {speed: 100}\n",
        "description: A soldier's sword, well balanced [rare].\n",
        "'quoted key': 1\n\"dq key\": 2\nabilities+: [x]\n",
        "glyph: '@'\nother: '''quoted'''\nx: 'a # not a comment'\n",
        "url: http://example.com/a\ntime: 12:30\n",
        "a:   \n",
        "  indented: 1\n  root: 2\n",
    };
    for (const char* doc : docs) expect_same(doc);
    // Outside the subset: yaml-cpp reads them (a compact nested list, a plain scalar over
    // two lines, a comment glued to a value, tags and anchors).
    const char* slow[] = {
        "- - nested\n",     "a: b\n  c\n",    "a: 'x'#c\n",        "a: !!str 5\n",
        "a: &x 1\nb: *x\n", "a: |\n  text\n", "a: 1\n---\nb: 2\n",
    };
    for (const char* doc : slow) expect_same(doc, false);
    const char* more[] = {
        "x: [a, b]\ny: {a: 1, b: [c, {d: e}]}\n",
        "colour: #fff\n",
        "yes: no\non: off\n",
        "n: 017\nh: 0x1F\nf: 1.5\n",
        "é: ü\n",
    };
    for (const char* doc : more) expect_same(doc);
}

// The nesting bound counts depth, not how many blocks a file holds: a pack of a hundred
// definitions, each with a mapping and a list inside, is read fast.
TEST(YamlTree, ManyNestedBlocksSideBySideAreReadFast) {
    std::string text;
    for (int i = 0; i < 100; ++i) {
        text += "monster_" + std::to_string(i) + ":\n  fighter:\n    hp: " + std::to_string(i) +
                "\n  tags:\n    - a\n    - b\n";
    }
    expect_same(text);
}

// A key of nothing before its ':' (YAML reads a null key) is left to yaml-cpp or read as
// it reads it, never cut out of the text around it.
TEST(YamlTree, AnEmptyKeyIsNeverMisread) {
    expect_same("a:\n  : x\n", false);
    expect_same("a:\n  b: 1\n  : x\n", false);
    expect_same(": x\n", false);
}

TEST(YamlTree, AcceptsTheFilesContentIsWrittenIn) {
    for (const auto& entry : std::filesystem::directory_iterator(test::fixture_content_dir())) {
        if (entry.path().extension() != ".yaml") continue;
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        EXPECT_TRUE(parse_yaml_subset(text.str(), "f", kMaxYamlValues).has_value())
            << entry.path() << " would be read by the slow path";
        expect_same(text.str());
    }
}

// A random document of the shapes content uses, valid YAML before any damage.
class Generator {
  public:
    explicit Generator(std::uint32_t seed) : rng_(seed) {}

    std::string document() {
        out_.clear();
        block_map(0, 3);
        return out_;
    }

  private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

    std::string key() {
        static const char* keys[] = {"name",  "hp", "a b", "x+", "from", "é",      "'q k'",
                                     "\"d\"", "k1", "yes", "~",  "10",   "fighter"};
        return keys[pick(13)];
    }
    std::string block_scalar() {
        static const char* values[] = {
            "orc",       "Big Orc",     "10",  "-3",   "0x1F", "017",      "yes", "~",
            "null",      "a:b",         "x#y", "é",    "it's", "a, b [x]", "'q'", "'it''s'",
            "\"a\\tb\"", "\"\\u00e9\"", "''",  "\"\"", "1.5",  "'#fff'"};
        return values[pick(22)];
    }
    std::string flow_scalar() {
        static const char* values[] = {"orc",     "10",     "-3",    "~",   "é",
                                       "Big Orc", "'a, b'", "\"x\"", "true"};
        return values[pick(9)];
    }
    std::string flow(int depth) {
        const int kind = depth > 1 ? 0 : pick(3);
        if (kind == 0) return flow_scalar();
        std::string s = kind == 1 ? "[" : "{";
        const int n = pick(4);
        for (int i = 0; i < n; ++i) {
            if (i) s += ", ";
            if (kind == 2) s += std::string(i % 2 ? "k" : "j") + std::to_string(i) + ": ";
            s += flow(depth + 1);
        }
        return s + (kind == 1 ? "]" : "}");
    }
    void noise() {
        const int n = pick(8);
        if (n == 0) out_ += "\n";
        if (n == 1) out_ += std::string(static_cast<std::size_t>(pick(5)), ' ') + "# note\n";
    }
    void value(int indent, int depth, bool in_seq) {
        const int kind = depth <= 0 ? pick(2) : pick(5);
        if (kind == 0) {
            out_ += " " + block_scalar() + (pick(4) == 0 ? "  # c" : "") + "\n";
        } else if (kind == 1) {
            out_ += " " + flow(0) + "\n";
        } else if (kind == 2 || kind == 3) {
            out_ += pick(3) == 0 ? "  # c\n" : "\n";
            noise();
            block_map(indent + 2, depth - 1);
        } else {
            out_ += "\n";
            block_seq(in_seq || pick(2) ? indent + 2 : indent, depth - 1);
        }
    }
    void block_map(int indent, int depth) {
        const int n = 1 + pick(4);
        for (int i = 0; i < n; ++i) {
            out_ += std::string(static_cast<std::size_t>(indent), ' ') + key() + ":";
            if (pick(10) == 0) {
                out_ += "\n";
            } else {
                value(indent, depth, false);
            }
            noise();
        }
    }
    void block_seq(int indent, int depth) {
        const int n = 1 + pick(3);
        for (int i = 0; i < n; ++i) {
            out_ += std::string(static_cast<std::size_t>(indent), ' ') + "-";
            const int kind = pick(4);
            if (kind == 0) {
                out_ += " " + block_scalar() + "\n";
            } else if (kind == 1 && depth > 0) {
                out_ += " " + key() + ":";
                value(indent + 2, depth - 1, true);
                if (pick(2)) {
                    out_ += std::string(static_cast<std::size_t>(indent + 2), ' ') + "k9:";
                    value(indent + 2, depth - 1, true);
                }
            } else if (kind == 2) {
                out_ += " " + flow(0) + "\n";
            } else {
                out_ += "\n";
            }
            noise();
        }
    }

    std::mt19937 rng_;
    std::string out_;
};

TEST(YamlTree, GeneratedDocumentsReadAsYamlCppReadsThem) {
    int fast = 0;
    const int count = 3000;
    for (int i = 0; i < count; ++i) {
        Generator gen(static_cast<std::uint32_t>(i));
        const std::string text = gen.document();
        std::string why;
        const Outcome outcome = check(text, why);
        ASSERT_NE(outcome, Outcome::subset_wrong) << why << "\n--- document " << i << ":\n" << text;
        fast += outcome == Outcome::both_agree;
    }
    // Block scalars, tags and anchors are never generated: nearly all must take the fast path.
    EXPECT_GT(fast, count * 9 / 10) << "only " << fast << " of " << count << " read fast";
}

TEST(YamlTree, DamagedDocumentsAreNeverMisread) {
    std::mt19937 rng(7);
    const std::string damage = " :-#'\"[]{},\na?&*!|>%\\~";
    for (int i = 0; i < 6000; ++i) {
        Generator gen(static_cast<std::uint32_t>(100000 + i));
        std::string text = gen.document();
        for (int edits = 1 + static_cast<int>(rng() % 3); edits > 0 && !text.empty(); --edits) {
            const std::size_t at = rng() % text.size();
            if (rng() % 2) {
                text.erase(at, 1);
            } else {
                text.insert(at, 1, damage[rng() % damage.size()]);
            }
        }
        std::string why;
        ASSERT_NE(check(text, why), Outcome::subset_wrong) << why << "\n--- document:\n" << text;
    }
}

TEST(YamlTree, NumbersAndBooleansDecodeAsYamlCppDecodesThem) {
    const char* texts[] = {"0",
                           "7",
                           "-7",
                           "+7",
                           "017",
                           "08",
                           "0x1F",
                           "0X1f",
                           "-0x10",
                           "0x",
                           "1e3",
                           "1.5",
                           " 5",
                           "5 ",
                           "",
                           "-",
                           "+",
                           "1_000",
                           "99999999999999999999",
                           "-9223372036854775808",
                           "9223372036854775807",
                           "true",
                           "True",
                           "TRUE",
                           "tRUE",
                           "yes",
                           "Yes",
                           "YES",
                           "y",
                           "Y",
                           "n",
                           "no",
                           "on",
                           "Off",
                           "OFF",
                           "false",
                           "nope",
                           "1"};
    for (const char* text : texts) {
        const auto doc = parse_yaml_subset(std::string("v: '") + text + "'\n", "t", 100);
        ASSERT_TRUE(doc.has_value()) << text;
        const YamlNode mine = doc->root["v"];
        const YAML::Node theirs = YAML::Load(std::string("v: '") + text + "'\n")["v"];
        long long a = 0, b = 0;
        const bool read = decode_integer(mine, a);
        EXPECT_EQ(read, YAML::convert<long long>::decode(theirs, b)) << text;
        if (read) {
            EXPECT_EQ(a, b) << text;
        }
        bool x = false, y = false;
        const bool flag = decode_bool(mine, x);
        EXPECT_EQ(flag, YAML::convert<bool>::decode(theirs, y)) << text;
        if (flag) {
            EXPECT_EQ(x, y) << text;
        }
    }
}

TEST(YamlTree, TooManyValuesIsRefusedNotExhaustingMemory) {
    std::string text = "[";
    for (int i = 0; i < 1000; ++i) text += "1, ";
    text += "1]\n";
    EXPECT_FALSE(parse_yaml_subset(text, "t", 500).has_value());
    std::vector<Problem> problems;
    const auto aliases = YAML::Load("a: &x [1, 2, 3, 4]\nb: [*x, *x, *x, *x, *x, *x]\n");
    EXPECT_FALSE(document_from_yaml_cpp(aliases, "t", 20).has_value());
    EXPECT_TRUE(document_from_yaml_cpp(aliases, "t", 100).has_value());
}

}  // namespace
}  // namespace cf
