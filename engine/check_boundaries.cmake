# Fails the build when a file breaks the house's rooms (shared/DESIGN.md):
#   - engine/ includes the standard library, yaml-cpp and itself, nothing else: a header
#     not on those lists (nlohmann-json, CLI11, SDL, a window, GL, ImGui, ...) fails, and
#     the operating system's headers are allowed only in the few core files below;
#   - engine/ includes nothing of editor/ or app/;
#   - each room of engine/ includes only itself and the rooms the design lets it use;
#   - editor/ includes no GLFW and no raw GL, and nothing of app/.
# Every include form counts: "engine/x/y.hpp", <engine/x/y.hpp>, and paths relative to
# the including file ("../rules/y.hpp", "y.hpp"), each resolved to the room it lands in.
# Run by the engine and editor targets before they compile, and by a test that plants
# forbidden includes in a scratch tree (tests/style/boundaries_test.cmake).
#   cmake -DROOT=repository root -P check_boundaries.cmake
cmake_policy(SET CMP0057 NEW)

# The engine's rooms, lowest first, and what each may include (besides itself).
set(cf_rooms core yaml content map world rules save live replay view lab wiki)
set(allowed_core core)
set(allowed_yaml core yaml)
set(allowed_content core yaml content)
set(allowed_map core yaml content map)
set(allowed_world core yaml content map world)
set(allowed_rules core yaml content map world rules)
set(allowed_save core yaml content map world rules save)
set(allowed_live core yaml content map world rules live)
set(allowed_replay core yaml content map world rules save replay)
set(allowed_view core yaml content map world rules view)
set(allowed_lab core yaml content map world rules replay lab)
set(allowed_wiki core yaml content map world rules replay lab wiki)

# What the engine may include besides itself: the C++ standard library (with the C
# headers it inherits as <cxxx>) and yaml-cpp. Said as what is allowed, so a library
# nobody thought of is refused too.
set(cf_std_headers
    algorithm any array atomic barrier bit bitset cassert cctype cerrno cfenv cfloat
    charconv chrono cinttypes climits clocale cmath codecvt compare complex concepts
    condition_variable coroutine csetjmp csignal cstdarg cstddef cstdint cstdio cstdlib
    cstring ctime cuchar cwchar cwctype deque exception execution expected filesystem format
    forward_list fstream functional future initializer_list iomanip ios iosfwd iostream
    istream iterator latch limits list locale map memory memory_resource mutex new numbers
    numeric optional ostream print queue random ranges ratio regex scoped_allocator semaphore
    set shared_mutex source_location span spanstream sstream stack stacktrace stdexcept
    stop_token streambuf string string_view syncstream system_error thread tuple type_traits
    typeindex typeinfo unordered_map unordered_set utility valarray variant vector version)
set(cf_library_headers "^yaml-cpp/")
# The operating system's headers (POSIX, Linux, Windows), and the only engine files that
# may include them: engine/core/os.cpp is the engine's one door to the system (processes,
# the user database, the allocator, folder syncs and events, descriptor-safe folders);
# core's file reading and atomic file writing work on descriptors themselves (a read that
# never blocks on a FIFO, write + fsync + rename with a test seam over those calls), so
# they are allowed their headers rather than split across two files.
set(cf_os_headers "^(sys/|linux/|bits/|[a-z_]+\\.h$)")
set(cf_os_files engine/core/os.cpp engine/core/file_read.cpp engine/core/file_write.hpp
    engine/core/file_write.cpp)

set(platform_headers "GLFW/|GL/|epoxy/|glad/|KHR/")
set(imgui_headers "imgui|backends/")

# The repository-relative path an include line names, or "" for a system header.
function(cf_included_path file line out)
  string(REGEX MATCH "#[ \t]*include[ \t]*([<\"])([^>\"]+)[>\"]" _ "${line}")
  set(delim "${CMAKE_MATCH_1}")
  set(path "${CMAKE_MATCH_2}")
  set(result "")
  if(path MATCHES "^(engine|editor|app)/")
    set(result "${path}")
  elseif(delim STREQUAL "\"")
    # Relative to the including file: resolve it, keep it if it is a file of the tree
    # or names it by "./" or "../" (a quoted "nlohmann/json.hpp" found on the include
    # path is an outside header).
    get_filename_component(dir "${file}" DIRECTORY)
    get_filename_component(abs "${dir}/${path}" ABSOLUTE)
    file(RELATIVE_PATH rel "${ROOT}" "${abs}")
    if(rel MATCHES "^(engine|editor|app)/" AND (EXISTS "${abs}" OR path MATCHES "^\\.\\.?/"))
      set(result "${rel}")
    endif()
  endif()
  set(${out} "${result}" PARENT_SCOPE)
endfunction()

# Why the engine file `rel` may not include the header outside the tree that `line`
# names, or "" when it may.
function(cf_outside_header rel line out)
  string(REGEX MATCH "#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"]" _ "${line}")
  set(header "${CMAKE_MATCH_1}")
  set(why "")
  if(header IN_LIST cf_std_headers OR header MATCHES "${cf_library_headers}")
    set(why "")
  elseif(header MATCHES "${cf_os_headers}")
    if(NOT rel IN_LIST cf_os_files)
      set(why "a C or operating system header outside engine/core/os.cpp (use <cxxx>, or put the call in os.cpp)")
    endif()
  else()
    set(why "the engine includes only the standard library, yaml-cpp and itself")
  endif()
  set(${out} "${why}" PARENT_SCOPE)
endfunction()

set(bad "")
file(GLOB_RECURSE engine_sources "${ROOT}/engine/*.hpp" "${ROOT}/engine/*.cpp")
file(GLOB_RECURSE editor_sources "${ROOT}/editor/*.hpp" "${ROOT}/editor/*.cpp")
foreach(f IN LISTS engine_sources editor_sources)
  file(RELATIVE_PATH rel "${ROOT}" "${f}")
  string(REGEX MATCH "^[a-z_]+" top "${rel}")
  if(top STREQUAL "engine")
    string(REGEX MATCH "^engine/([a-z_]+)/" _ "${rel}")
    set(room "${CMAKE_MATCH_1}")
    if(NOT room IN_LIST cf_rooms)
      list(APPEND bad "${rel}: engine/${room} is not a room of the design; add it to check_boundaries.cmake")
      continue()
    endif()
  endif()
  file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include")
  foreach(line IN LISTS lines)
    string(STRIP "${line}" line)
    if(line MATCHES "[<\"](${platform_headers})")
      list(APPEND bad "${rel}: includes a window or GL header: ${line}")
      continue()
    endif()
    if(top STREQUAL "engine" AND line MATCHES "[<\"](${imgui_headers})")
      list(APPEND bad "${rel}: the engine includes ImGui: ${line}")
      continue()
    endif()
    cf_included_path("${f}" "${line}" target)
    if(target STREQUAL "")
      if(top STREQUAL "engine")
        cf_outside_header("${rel}" "${line}" why)
        if(why)
          list(APPEND bad "${rel}: ${why}: ${line}")
        endif()
      endif()
      continue()
    endif()
    string(REGEX MATCH "^([a-z_]+)/([a-z_]+)?" _ "${target}")
    set(target_top "${CMAKE_MATCH_1}")
    set(target_room "${CMAKE_MATCH_2}")
    if(top STREQUAL "engine")
      if(NOT target_top STREQUAL "engine")
        list(APPEND bad "${rel}: the engine may not include ${target_top}/: ${line}")
      elseif(NOT target_room IN_LIST allowed_${room})
        list(APPEND bad "${rel}: engine/${room} may not include engine/${target_room}: ${line}")
      endif()
    elseif(target_top STREQUAL "app")
      list(APPEND bad "${rel}: the editor may not include app/: ${line}")
    endif()
  endforeach()
endforeach()
if(bad)
  list(JOIN bad "\n  " msg)
  message(FATAL_ERROR "the code breaks the house's rooms (see shared/DESIGN.md):\n  ${msg}")
endif()
