# The edit-test loop: one GCC build in build/ (incremental after the first time) and the
# unit tests only (engine, editor, app, shipped content); no end-to-end runs, no
# sanitizer or clang build. `cmake -P tests/quick.cmake` from the repository root.
# Before a merge, run the whole suite: `cmake -P tests/run_all.cmake`.
cmake_minimum_required(VERSION 3.20)
get_filename_component(source "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)

include("${CMAKE_CURRENT_LIST_DIR}/script_steps.cmake")

cmake_host_system_information(RESULT jobs QUERY NUMBER_OF_LOGICAL_CORES)
run(${CMAKE_COMMAND} -S "${source}" -B "${source}/build" -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_WERROR=ON)
run(${CMAKE_COMMAND} --build "${source}/build" -j ${jobs}
    --target engine_tests editor_tests app_tests shipped_content_tests)
run(${CMAKE_CTEST_COMMAND} --test-dir "${source}/build" --output-on-failure -j ${jobs} -L "^unit$")
