// `cryptforge mapstat`: its table from the fixture content, and bad flags refused with
// exit 2 and the reason.

#include "app/mapstat_command.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

#include "tests/support/test_paths.hpp"

namespace cf {
namespace {

int mapstat(const std::vector<std::string>& args, std::string& out, std::string& err) {
    std::ostringstream o;
    std::ostringstream e;
    const int code = run_mapstat_command(args, o, e);
    out = o.str();
    err = e.str();
    return code;
}

TEST(MapstatCommand, PrintsEachDepthWithNoUnreachableCell) {
    std::string out;
    std::string err;
    EXPECT_EQ(
        mapstat({"--content", test::fixture_content_dir(), "--floors", "5", "--depths", "1-2"}, out,
                err),
        0)
        << err;
    EXPECT_THAT(out, ::testing::HasSubstr("depth 1: 5 floors"));
    EXPECT_THAT(out, ::testing::HasSubstr("depth 2: 5 floors"));
    EXPECT_THAT(out, ::testing::HasSubstr("0 unreachable cells"));
    EXPECT_EQ(
        mapstat({"--content", test::fixture_content_dir(), "--floors", "2", "--csv"}, out, err), 0);
    EXPECT_THAT(out, ::testing::StartsWith("depth,vault,placed"));
}

TEST(MapstatCommand, BadFlagsAreRefusedWithTheReason) {
    std::string out;
    std::string err;
    EXPECT_EQ(mapstat({"--depths", "5-2"}, out, err), 2);
    EXPECT_THAT(err, ::testing::HasSubstr("--depths '5-2' must be FIRST-LAST"));
    EXPECT_EQ(mapstat({"--floors", "0"}, out, err), 2);
    EXPECT_THAT(err, ::testing::HasSubstr("--floors"));
    EXPECT_EQ(mapstat({"--csv", "--json"}, out, err), 2);
    EXPECT_EQ(mapstat({"--bogus"}, out, err), 2);
}

}  // namespace
}  // namespace cf
