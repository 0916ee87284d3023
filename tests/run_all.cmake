# The whole test suite, as CI runs it (`cmake -P tests/run_all.cmake` from the
# repository root, after third_party/install_deps.sh):
#   1. a warnings-as-errors build of everything, then every test through CTest
#      (engine and editor unit tests, end-to-end runs of the real executable under Xvfb);
#   2. the headless unit tests once more under AddressSanitizer + UndefinedBehaviorSanitizer.
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
