# The whole test suite, as CI runs it (`cmake -P tests/run_all.cmake` from the
# repository root, after third_party/install_deps.sh):
#   1. a warnings-as-errors build of everything, then every test through CTest
#      (engine and editor unit tests, end-to-end runs of the real executable under Xvfb);
#   2. the headless unit tests once more under AddressSanitizer + UndefinedBehaviorSanitizer;
#   3. when clang++ is installed, the program and its unit tests built with clang (warnings
#      as errors) and the engine, editor and app suites run, so code only GCC accepts cannot land;
#   4. when clang++ is installed, the libFuzzer targets (tests/fuzz): each replays its seed
#      corpus as a regression test, then fuzzes for a short fixed time.
cmake_minimum_required(VERSION 3.20)
get_filename_component(source "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)

function(run)
  execute_process(COMMAND ${ARGN} WORKING_DIRECTORY "${source}" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    list(JOIN ARGN " " cmd)
    message(FATAL_ERROR "failed (${rc}): ${cmd}")
  endif()
endfunction()

set(jobs 2)
run(${CMAKE_COMMAND} -S "${source}" -B "${source}/build-ci" -DCMAKE_BUILD_TYPE=RelWithDebInfo
    -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_WERROR=ON)
run(${CMAKE_COMMAND} --build "${source}/build-ci" -j ${jobs})
run(${CMAKE_CTEST_COMMAND} --test-dir "${source}/build-ci" --output-on-failure -j ${jobs})

run(${CMAKE_COMMAND} -S "${source}" -B "${source}/build-asan" -DCMAKE_BUILD_TYPE=Debug
    -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_HEADLESS_ONLY=ON -DCRYPTFORGE_SANITIZE=ON -DCRYPTFORGE_WERROR=ON)
run(${CMAKE_COMMAND} --build "${source}/build-asan" -j ${jobs} --target engine_tests shipped_content_tests)
run(${CMAKE_CTEST_COMMAND} --test-dir "${source}/build-asan" --output-on-failure -j ${jobs})

find_program(clangxx NAMES clang++)
if(clangxx)
  # The whole program, not only the engine: the app and the editor must build with clang too.
  run(${CMAKE_COMMAND} -S "${source}" -B "${source}/build-clang" -DCMAKE_BUILD_TYPE=RelWithDebInfo
      -DCMAKE_CXX_COMPILER=${clangxx} -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_WERROR=ON)
  run(${CMAKE_COMMAND} --build "${source}/build-clang" -j ${jobs}
      --target cryptforge engine_tests editor_tests app_tests)
  foreach(suite engine_tests editor_tests app_tests)
    run("${source}/build-clang/tests/${suite}" --gtest_brief=1)
  endforeach()

  # New inputs and crash files go under build-fuzz/, never into the repository's corpus.
  set(fuzz_seconds 20)
  run(${CMAKE_COMMAND} -S "${source}" -B "${source}/build-fuzz" -DCMAKE_BUILD_TYPE=RelWithDebInfo
      -DCMAKE_CXX_COMPILER=${clangxx} -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_HEADLESS_ONLY=ON
      -DCRYPTFORGE_WERROR=ON -DCRYPTFORGE_FUZZ=ON)
  run(${CMAKE_COMMAND} --build "${source}/build-fuzz" -j ${jobs}
      --target fuzz_content fuzz_replay fuzz_prefab fuzz_save fuzz_config)
  run(${CMAKE_CTEST_COMMAND} --test-dir "${source}/build-fuzz" --output-on-failure -R "^fuzz_")
  foreach(target content replay prefab save config)
    set(work "${source}/build-fuzz/fuzz-work/${target}")
    file(MAKE_DIRECTORY "${work}/corpus" "${work}/artifacts")
    run("${source}/build-fuzz/tests/fuzz/fuzz_${target}" -max_total_time=${fuzz_seconds} -timeout=10
        -rss_limit_mb=2048 -print_final_stats=1 "-artifact_prefix=${work}/artifacts/"
        "${work}/corpus" "${source}/tests/fuzz/corpus/${target}")
  endforeach()
else()
  message(WARNING "clang++ not found: skipping the clang build and the fuzz targets "
                  "(third_party/install_deps.sh installs clang)")
endif()
