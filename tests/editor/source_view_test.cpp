#include "editor/source_view.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "editor_test_support.hpp"

namespace cf {
namespace {

// Writes `text` to `name` inside `folder` (creating sub-folders); returns its path.
std::string write_source_file(const std::string& folder, const std::string& name,
                              const std::string& text) {
    const std::filesystem::path path = std::filesystem::path(folder) / name;
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

// Clicking a problem opens its file at its line, wherever in the content folder the
// file lives (the shipped content keeps its definitions in sub-folders).
TEST(SourceView, OpensAProblemsFileInASubFolderOfTheContent) {
    const test::ContentCopy dir;
    write_source_file(dir.path(), "actors/orcs.yaml", "orc:\n  name: Orc\n  power: x\n");
    write_source_file(dir.path(), "orcs.yaml", "not this one\n");
    SourceView view;
    view.show(dir.path(), {"actors/orcs.yaml", 3, 10, "'power' must be a number"});
    EXPECT_TRUE(view.open);
    EXPECT_EQ(view.error, "");
    ASSERT_EQ(view.lines.size(), 3U);
    EXPECT_EQ(view.lines[2], "  power: x");
}

// With several layers a problem names its file as given on the command line.
TEST(SourceView, ReadsAFileNamedOutsideTheFolderAsGiven) {
    const test::ContentCopy dir;
    const test::ContentCopy other;
    const std::string mod =
        write_source_file(other.path(), "mod/actors.yaml", "troll:\n  power: 9\n");
    EXPECT_EQ(source_path(dir.path(), mod), mod);
    SourceView view;
    view.show(dir.path(), {mod, 2, 3, "too strong"});
    EXPECT_EQ(view.error, "");
    ASSERT_EQ(view.lines.size(), 2U);
}

TEST(SourceView, SaysWhyAMissingFileCannotBeShown) {
    const test::ContentCopy dir;
    SourceView view;
    view.show(dir.path(), {"actors/gone.yaml", 1, 1, "x"});
    EXPECT_TRUE(view.lines.empty());
    EXPECT_NE(view.error.find("does not exist"), std::string::npos) << view.error;
}

// A problem past the last line (an empty file's, a mapping cut off at the end) stands
// under the text, said to be at its end; one on a line stands beside that line.
TEST(SourceView, AProblemPastTheLastLineIsShownAtTheEndOfTheFile) {
    const test::ContentCopy dir;
    write_source_file(dir.path(), "actors/empty.yaml", "");
    write_source_file(dir.path(), "actors/orcs.yaml", "orc:\n  power: x\n");
    test::HeadlessImGui imgui;
    SourceView view;
    view.show(dir.path(), {"actors/empty.yaml", 1, 1, "the file defines nothing"});
    EXPECT_THAT(imgui.shown_text([&] { view.draw(); }),
                testing::HasSubstr("(end of file) the file defines nothing"));
    view.show(dir.path(), {"actors/orcs.yaml", 2, 10, "'power' must be a number"});
    const std::string shown = imgui.shown_text([&] { view.draw(); });
    EXPECT_THAT(shown, testing::HasSubstr("power: x"));
    EXPECT_THAT(shown, testing::HasSubstr("'power' must be a number"));
    EXPECT_THAT(shown, testing::Not(testing::HasSubstr("(end of file)")));
}

}  // namespace
}  // namespace cf
