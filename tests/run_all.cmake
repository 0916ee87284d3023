# The whole test suite, as CI runs it (`cmake -P tests/run_all.cmake` from the
# repository root, after third_party/install_deps.sh):
#   1. a warnings-as-errors build of everything, then every test through CTest
#      (engine and editor unit tests, end-to-end runs of the real executable under Xvfb);
#   2. the headless unit tests once more under AddressSanitizer + UndefinedBehaviorSanitizer;
#   3. when clang++ is installed, the engine and its unit tests built with clang (warnings as
#      errors) and run, so code only GCC accepts cannot land.
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
run(${CMAKE_COMMAND} --build "${source}/build-asan" -j ${jobs} --target engine_tests)
run(${CMAKE_CTEST_COMMAND} --test-dir "${source}/build-asan" --output-on-failure -j ${jobs})

find_program(clangxx NAMES clang++)
if(clangxx)
  run(${CMAKE_COMMAND} -S "${source}" -B "${source}/build-clang" -DCMAKE_BUILD_TYPE=RelWithDebInfo
      -DCMAKE_CXX_COMPILER=${clangxx} -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_HEADLESS_ONLY=ON
      -DCRYPTFORGE_WERROR=ON)
  run(${CMAKE_COMMAND} --build "${source}/build-clang" -j ${jobs} --target engine engine_tests)
  run("${source}/build-clang/tests/engine_tests" --gtest_brief=1)
else()
  message(WARNING "clang++ not found: skipping the clang build (third_party/install_deps.sh installs it)")
endif()
