# Turns the Debian packages listed in install_deps.sh into imported targets.
# Nothing here is copied source: every target points at system files, and
# every include directory is a SYSTEM one so our warnings stay ours.

find_package(PkgConfig REQUIRED)
find_package(yaml-cpp 0.7 REQUIRED)

if(NOT TARGET cf::yaml)
  add_library(cf::yaml INTERFACE IMPORTED)
  target_link_libraries(cf::yaml INTERFACE yaml-cpp)
endif()

# stb is header-only; one translation unit in app/ defines the implementations.
find_path(CF_STB_INCLUDE stb_image.h PATH_SUFFIXES stb REQUIRED)
add_library(cf::stb INTERFACE IMPORTED)
set_target_properties(cf::stb PROPERTIES INTERFACE_SYSTEM_INCLUDE_DIRECTORIES "${CF_STB_INCLUDE}"
                                         INTERFACE_INCLUDE_DIRECTORIES "${CF_STB_INCLUDE}")

if(CRYPTFORGE_BUILD_APP)
  # Header-only: the command line of every command (CLI11) and the lab's JSON files.
  find_package(CLI11 2.1 CONFIG REQUIRED)
  find_package(nlohmann_json 3.11 REQUIRED)
  add_library(cf::cli11 INTERFACE IMPORTED)
  target_link_libraries(cf::cli11 INTERFACE CLI11::CLI11)
  add_library(cf::json INTERFACE IMPORTED)
  target_link_libraries(cf::json INTERFACE nlohmann_json::nlohmann_json)

  find_package(OpenGL REQUIRED)
  pkg_check_modules(CF_GLFW REQUIRED IMPORTED_TARGET glfw3>=3.3)
  pkg_check_modules(CF_EPOXY REQUIRED IMPORTED_TARGET epoxy)

  # Debian's libimgui.a contains the core plus the GLFW and OpenGL3 backends.
  find_path(CF_IMGUI_INCLUDE imgui.h PATH_SUFFIXES imgui REQUIRED)
  find_library(CF_IMGUI_LIB imgui REQUIRED)
  add_library(cf::imgui UNKNOWN IMPORTED)
  set_target_properties(cf::imgui PROPERTIES
    IMPORTED_LOCATION "${CF_IMGUI_LIB}"
    INTERFACE_INCLUDE_DIRECTORIES "${CF_IMGUI_INCLUDE};${CF_IMGUI_INCLUDE}/backends"
    INTERFACE_SYSTEM_INCLUDE_DIRECTORIES "${CF_IMGUI_INCLUDE};${CF_IMGUI_INCLUDE}/backends")
  target_link_libraries(cf::imgui INTERFACE cf::stb ${CMAKE_DL_LIBS})

  add_library(cf::glfw INTERFACE IMPORTED)
  target_link_libraries(cf::glfw INTERFACE PkgConfig::CF_GLFW)
  add_library(cf::gl INTERFACE IMPORTED)
  target_link_libraries(cf::gl INTERFACE PkgConfig::CF_EPOXY OpenGL::GL)
endif()

if(CRYPTFORGE_BUILD_TESTS)
  find_package(GTest REQUIRED)
  find_package(benchmark QUIET)
  pkg_check_modules(CF_TCOD QUIET IMPORTED_TARGET libtcod)
endif()

