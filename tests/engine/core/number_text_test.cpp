// The one number rule of every file: YAML 1.2 core, decimal only.

#include "engine/core/number_text.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>

namespace cf {
namespace {

using ::testing::HasSubstr;

TEST(NumberText, DecimalWholeNumbersAreNumbers) {
    for (const char* text : {"0", "7", "-7", "10", "2147483647", "-0"})
        EXPECT_EQ(whole_number_problem(text), "") << text;
    EXPECT_EQ(parse_whole_number<int>("-12"), -12);
    EXPECT_EQ(parse_whole_number<std::uint64_t>("18446744073709551615"), UINT64_MAX);
}

TEST(NumberText, YamlOneOneSpellingsAreProblemsThatSayWhy) {
    // yaml-cpp reads 017 as 15, 0x1F as 31 and 0o17 as 15.
    EXPECT_THAT(whole_number_problem("017"), HasSubstr("'017' has a leading zero"));
    EXPECT_THAT(whole_number_problem("-017"), HasSubstr("leading zero"));
    EXPECT_THAT(whole_number_problem("0x1F"), HasSubstr("'0x1F' is hexadecimal"));
    EXPECT_THAT(whole_number_problem("0o17"), HasSubstr("is octal"));
    EXPECT_THAT(whole_number_problem("+5"), HasSubstr("'+' sign"));
    EXPECT_THAT(whole_number_problem("1_000"), HasSubstr("YAML 1.1 only"));
    EXPECT_THAT(whole_number_problem("1:30"), HasSubstr("YAML 1.1 only"));
    EXPECT_THAT(whole_number_problem("1.5"), HasSubstr("'1.5' is not a whole number"));
    EXPECT_THAT(whole_number_problem(""), HasSubstr("empty"));
    EXPECT_EQ(parse_whole_number<int>("017"), std::nullopt);
    EXPECT_EQ(parse_whole_number<int>("0x1F"), std::nullopt);
}

TEST(NumberText, QuotedOrTaggedTextIsNeverANumber) {
    EXPECT_THAT(whole_number_problem("10", ScalarForm::quoted), HasSubstr("in quotes"));
    EXPECT_THAT(whole_number_problem("5", ScalarForm::tagged, "!!str"),
                HasSubstr("'5' is tagged !!str"));
}

TEST(NumberText, TooLargeForTheTypeIsNoValue) {
    EXPECT_EQ(whole_number_problem("99999999999999999999"), "");
    EXPECT_EQ(parse_whole_number<long long>("99999999999999999999"), std::nullopt);
    EXPECT_EQ(parse_whole_number<unsigned>("-1"), std::nullopt);
}

TEST(NumberText, DecimalNumbersMayHaveAFractionAndAnExponent) {
    for (const char* text : {"1.5", "0.5", "-2", ".5", "2.", "1e3", "1.5E-2"})
        EXPECT_EQ(decimal_number_problem(text), "") << text;
    EXPECT_EQ(parse_decimal_number("1.5"), 1.5);
    for (const char* text : {".inf", ".nan", "1.5.2", "e3", "0x1p3", "01.5", "+1.5", "1,5"})
        EXPECT_NE(decimal_number_problem(text), "") << text;
    EXPECT_THAT(decimal_number_problem("1.5", ScalarForm::quoted), HasSubstr("in quotes"));
}

TEST(NumberText, AHugeScalarIsQuotedShortInTheMessage) {
    const std::string huge(1'000'000, '9');
    EXPECT_LT(whole_number_problem(huge + "x").size(), 100u);
}

}  // namespace
}  // namespace cf
