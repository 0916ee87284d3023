# The whole test suite, as CI runs it (`cmake -P tests/run_all.cmake` from the
# repository root, after third_party/install_deps.sh). Each build compiles in unity
# batches (CRYPTFORGE_UNITY: a target's files 16 to a unit, about half the time):
#   1. GCC, warnings as errors, everything (benchmarks included) at -O2 without debug
#      information (a third of GCC's time, and no test here needs it); it runs the one
#      test that wants an unsanitized build: the suites again against a retuned content/;
#   2. clang, warnings as errors, the whole program again with AddressSanitizer,
#      UndefinedBehaviorSanitizer and libFuzzer's coverage in every object, and every
#      other test runs there: unit tests (the random designer included), end-to-end runs
#      of the real executable under Xvfb, the rooms and style checks, the libFuzzer
#      targets' seed corpora. So code only GCC accepts cannot land, and every run of the
#      program in the suite is checked for memory errors and undefined behaviour; then
#      clang-tidy checks the program's code (engine/, editor/, app/) from the same
#      build's compile commands, one unity batch at a time (.clang-tidy lists the checks);
#   3. the libFuzzer targets (tests/fuzz), linked from the same objects, fuzz for a short
#      fixed time, two at once.
# Without clang++ the second build cannot run, and that is an error, not a skip.
#
# The edit-test loop wants less: `cmake -P tests/quick.cmake` (one build, unit tests).
cmake_minimum_required(VERSION 3.20)
get_filename_component(source "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)

function(run)
  execute_process(COMMAND ${ARGN} WORKING_DIRECTORY "${source}" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    list(JOIN ARGN " " cmd)
    message(FATAL_ERROR "failed (${rc}): ${cmd}")
  endif()
endfunction()

function(stage title)
  string(TIMESTAMP now "%H:%M:%S")
  message(STATUS "[${now}] ${title}")
endfunction()

find_program(clangxx NAMES clang++ clang++-14)
if(NOT clangxx)
  message(FATAL_ERROR "clang++ is missing: third_party/install_deps.sh installs it")
endif()

set(jobs 2)
stage("1/3 GCC: build everything")
run(${CMAKE_COMMAND} -S "${source}" -B "${source}/build-ci" -DCMAKE_BUILD_TYPE=RelWithDebInfo
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -DNDEBUG" -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_WERROR=ON
    -DCRYPTFORGE_UNITY=ON)
run(${CMAKE_COMMAND} --build "${source}/build-ci" -j ${jobs})
stage("1/3 GCC: the suites against a retuned content/")
run(${CMAKE_CTEST_COMMAND} --test-dir "${source}/build-ci" --output-on-failure -L "^own_content$")

# -O1 keeps the sanitizers' reports exact and the build short; line tables are enough
# for their stack traces.
stage("2/3 clang + ASan + UBSan + libFuzzer coverage: build everything")
run(${CMAKE_COMMAND} -S "${source}" -B "${source}/build-san" -DCMAKE_BUILD_TYPE=Debug
    "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -gline-tables-only" -DCMAKE_CXX_COMPILER=${clangxx}
    -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_WERROR=ON -DCRYPTFORGE_FUZZ=ON -DCRYPTFORGE_UNITY=ON)
run(${CMAKE_COMMAND} --build "${source}/build-san" -j ${jobs})
stage("2/3 clang-tidy: the program's code with .clang-tidy's checks, no warning allowed")
run(bash "${source}/tests/style/run_clang_tidy.sh" "${source}" "${source}/build-san" ${jobs})
stage("2/3 clang: every other test under the sanitizers")
run(${CMAKE_CTEST_COMMAND} --test-dir "${source}/build-san" --output-on-failure -j ${jobs}
    -LE "^own_content$")

stage("3/3 the fuzzers, 20 s each")
run(bash "${source}/tests/fuzz/run_fuzzers.sh" "${source}" "${source}/build-san" 20 ${jobs})
stage("done")
