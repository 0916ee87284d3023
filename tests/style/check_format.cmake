# Fails when a C++ file of the repository differs from what clang-format makes of it
# (the rules are .clang-format at the root). Fix with:
#   git ls-files '*.cpp' '*.hpp' | xargs clang-format -i
#   -DSOURCE=repository root -DCLANG_FORMAT=clang-format
cmake_policy(SET CMP0007 NEW)
execute_process(COMMAND git ls-files "*.cpp" "*.hpp" WORKING_DIRECTORY "${SOURCE}"
                OUTPUT_VARIABLE files RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "git ls-files failed in ${SOURCE}")
endif()
string(REPLACE "\n" ";" files "${files}")
list(FILTER files EXCLUDE REGEX "^$")
list(LENGTH files count)
if(count LESS 100)
  message(FATAL_ERROR "found only ${count} C++ files in ${SOURCE}: not the repository")
endif()
execute_process(COMMAND "${CLANG_FORMAT}" --dry-run -Werror ${files} WORKING_DIRECTORY "${SOURCE}"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  string(REGEX MATCHALL "[^\n]*: error: code should be clang-formatted" bad "${err}")
  list(REMOVE_DUPLICATES bad)
  list(JOIN bad "\n" bad)
  message(FATAL_ERROR "these files are not formatted (run clang-format -i on them):\n${bad}")
endif()
message(STATUS "${count} files formatted as .clang-format says")
