# The whole test suite, as CI runs it (`cmake -P tests/run_all.cmake` from the
# repository root, after third_party/install_deps.sh). Two builds, each compiled once:
#   1. GCC, warnings as errors, everything: every CTest test runs (engine, editor, app
#      and shipped-content unit tests, end-to-end runs of the real executable under Xvfb,
#      the rooms and style checks, the suites against a retuned content/);
#   2. clang, warnings as errors, the whole program again with AddressSanitizer,
#      UndefinedBehaviorSanitizer and libFuzzer's coverage in every object: so code only
#      GCC accepts cannot land, every unit test (the random designer included) runs under
#      the sanitizers, and the libFuzzer targets (tests/fuzz) link the same objects, replay
#      their seed corpora as regression tests, then fuzz for a short fixed time.
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
stage("1/2 GCC: build everything")
run(${CMAKE_COMMAND} -S "${source}" -B "${source}/build-ci" -DCMAKE_BUILD_TYPE=RelWithDebInfo
    -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_WERROR=ON)
run(${CMAKE_COMMAND} --build "${source}/build-ci" -j ${jobs})
stage("1/2 GCC: every test")
run(${CMAKE_CTEST_COMMAND} --test-dir "${source}/build-ci" --output-on-failure -j ${jobs})

# -O1 keeps the sanitizers' reports exact and the build short; line tables are enough
# for their stack traces.
stage("2/2 clang + ASan + UBSan + libFuzzer coverage: build everything")
run(${CMAKE_COMMAND} -S "${source}" -B "${source}/build-san" -DCMAKE_BUILD_TYPE=Debug
    "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -gline-tables-only" -DCMAKE_CXX_COMPILER=${clangxx}
    -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_WERROR=ON -DCRYPTFORGE_FUZZ=ON)
run(${CMAKE_COMMAND} --build "${source}/build-san" -j ${jobs})
stage("2/2 clang: unit tests under the sanitizers, seed corpora")
run(${CMAKE_CTEST_COMMAND} --test-dir "${source}/build-san" --output-on-failure -j ${jobs}
    -L "^(unit|fuzz)$")

# New inputs and crash files go under build-san/, never into the repository's corpus.
set(fuzz_seconds 20)
foreach(target content replay prefab save config)
  stage("2/2 fuzz_${target} for ${fuzz_seconds} s")
  set(work "${source}/build-san/fuzz-work/${target}")
  file(MAKE_DIRECTORY "${work}/corpus" "${work}/artifacts")
  # A target's dictionary (its format's words) when it has one.
  set(dict "")
  if(EXISTS "${source}/tests/fuzz/dict/${target}.dict")
    set(dict "-dict=${source}/tests/fuzz/dict/${target}.dict")
  endif()
  run("${source}/build-san/tests/fuzz/fuzz_${target}" -max_total_time=${fuzz_seconds} -timeout=10
      -rss_limit_mb=2048 -print_final_stats=1 "-artifact_prefix=${work}/artifacts/" ${dict}
      "${work}/corpus" "${source}/tests/fuzz/corpus/${target}")
endforeach()
stage("done")
