# The whole test suite, as CI runs it (`cmake -P tests/run_all.cmake` from the
# repository root, after third_party/install_deps.sh). One build is made and run; GCC
# checks that it accepts the same code:
#   1. GCC: every translation unit through g++'s front end (-fsyntax-only) with the
#      build's warnings as errors, benchmarks included (tests/gcc_check.cmake): code only
#      clang accepts cannot land, at a fifth of a GCC build's time. It runs beside
#      stages 2 to 4 at the lowest CPU priority (tests/background.sh), in the time they
#      leave a core idle, and its result is reported at the end;
#   2. clang, warnings as errors, the whole program with AddressSanitizer,
#      UndefinedBehaviorSanitizer and libFuzzer's coverage in every object (the tests' own
#      code at -O0, see tests/CMakeLists.txt), in unity batches (CRYPTFORGE_UNITY: a
#      target's files 32 to a unit); clang-tidy checks the program's code (engine/,
#      editor/, app/) from its compile commands, one batch at a time (.clang-tidy lists
#      the checks);
#   3. every test under the sanitizers, each GoogleTest binary in shards
#      (CRYPTFORGE_TEST_SHARDS), while every number of content/ is changed
#      (tests/shipped/own_content.sh): the suites own their content, so they stay green;
#      unit tests (the random designer included), end-to-end runs of the real executable
#      under Xvfb, the rooms and style checks, the libFuzzer targets' seed corpora. Then,
#      with content/ put back, the tests of the shipped game itself;
#   4. the libFuzzer targets (tests/fuzz), linked from the same objects, fuzz for a short
#      fixed time, all six at once.
# Without clang++ the build cannot run, and that is an error, not a skip.
#
# The edit-test loop wants less: `cmake -P tests/quick.cmake` (one build, unit tests).
cmake_minimum_required(VERSION 3.20)
get_filename_component(source "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)

include("${CMAKE_CURRENT_LIST_DIR}/script_steps.cmake")

find_program(clangxx NAMES clang++ clang++-14)
if(NOT clangxx)
  message(FATAL_ERROR "clang++ is missing: third_party/install_deps.sh installs it")
endif()

set(jobs 2)
set(gcc_step "${source}/build-gcc-check")
stage("1/4 GCC: every unit through the compiler's front end, warnings as errors (beside the rest, reported at the end)")
run(bash "${source}/tests/background.sh" start "${gcc_step}"
    ${CMAKE_COMMAND} -Djobs=${jobs} -P "${source}/tests/gcc_check.cmake")

# -O1 keeps the sanitizers' reports exact and the build short; line tables are enough
# for their stack traces.
stage("2/4 clang + ASan + UBSan + libFuzzer coverage: build everything")
use_ninja("${source}/build-san")
run(${CMAKE_COMMAND} -G Ninja -S "${source}" -B "${source}/build-san" -DCMAKE_BUILD_TYPE=Debug
    "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -gline-tables-only" -DCMAKE_CXX_COMPILER=${clangxx}
    -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_WERROR=ON -DCRYPTFORGE_FUZZ=ON -DCRYPTFORGE_UNITY=ON
    -DCRYPTFORGE_TEST_SHARDS=8)
run(${CMAKE_COMMAND} --build "${source}/build-san" -j ${jobs})
stage("2/4 clang-tidy: the program's code with .clang-tidy's checks, no warning allowed")
run(bash "${source}/tests/style/run_clang_tidy.sh" "${source}" "${source}/build-san" ${jobs})

stage("3/4 every test under the sanitizers, with every number of content/ changed")
run(bash "${source}/tests/shipped/own_content.sh" "${source}" --run
    ${CMAKE_CTEST_COMMAND} --test-dir "${source}/build-san" --output-on-failure -j ${jobs}
    -LE "^own_content$" -E "^shipped")
stage("3/4 the shipped game's own tests, content/ as it is")
run(${CMAKE_CTEST_COMMAND} --test-dir "${source}/build-san" --output-on-failure -j ${jobs}
    -R "^shipped")

# A short run at each change (their seed corpora already ran as tests in stage 3); the
# long runs are by hand: `tests/fuzz/run_fuzzers.sh . build-san 600 2`. All six at once
# for 30 s is the CPU of two at a time for 10 s each, with no core left idle.
stage("4/4 the fuzzers, all six at once for 30 s")
run(bash "${source}/tests/fuzz/run_fuzzers.sh" "${source}" "${source}/build-san" 30 6)

stage("1/4 GCC's check, from the beginning: its result")
run(bash "${source}/tests/background.sh" finish "${gcc_step}")
stage("done")
