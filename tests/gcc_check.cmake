# GCC's check of the whole tree (stage 1 of tests/run_all.cmake, which runs it beside the
# clang stages): every translation unit, benchmarks included, through g++'s front end
# (-fsyntax-only) with the build's warnings as errors, so code only clang accepts cannot
# land. `cmake -P tests/gcc_check.cmake` from the repository root; it configures (does
# not build) build-gcc.
cmake_minimum_required(VERSION 3.20)
get_filename_component(source "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)

include("${CMAKE_CURRENT_LIST_DIR}/script_steps.cmake")

if(NOT DEFINED jobs)
  set(jobs 2)
endif()
use_ninja("${source}/build-gcc")
run(${CMAKE_COMMAND} -G Ninja -S "${source}" -B "${source}/build-gcc" -DCMAKE_BUILD_TYPE=RelWithDebInfo
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -DNDEBUG" -DCRYPTFORGE_TESTS=ON -DCRYPTFORGE_WERROR=ON
    -DCRYPTFORGE_UNITY=ON)
run(python3 "${source}/tests/style/gcc_syntax_check.py" "${source}/build-gcc" ${jobs})
