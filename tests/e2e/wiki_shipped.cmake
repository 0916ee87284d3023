# `cryptforge wiki` through the real executable on the shipped content (named shipped_*:
# CI's main pass changes every number of content/, and this reads no number of it): it
# writes the index, a page per kind and per definition, and every link of the index and
# the kind pages, and of every actor page, lands on a written file; the test mod's
# changes over the fixture content are listed; a file as --out is exit 2.
#   -DEXE=cryptforge -DCONTENT=content -DFIXTURE=tests/data/content -DMOD=tests/data/mods/hard
#   -DWORK=scratch folder
include("${CMAKE_CURRENT_LIST_DIR}/run_steps.cmake")

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# Every relative href of `page` (a file of the wiki at `dir`) names a written file.
function(expect_links_resolve dir page)
  file(READ "${dir}/${page}" html)
  get_filename_component(folder "${dir}/${page}" DIRECTORY)
  string(REGEX MATCHALL "href=\"[^\"#]+" hrefs "${html}")
  foreach(h IN LISTS hrefs)
    string(SUBSTRING "${h}" 6 -1 target)
    get_filename_component(resolved "${folder}/${target}" ABSOLUTE)
    if(NOT EXISTS "${resolved}")
      message(FATAL_ERROR "${page} links ${target}, which was not written")
    endif()
  endforeach()
endfunction()

run(0 "${EXE}" wiki --out "${WORK}/shipped" --content "${CONTENT}" --threat-rounds 20)
expect("${out}" "wrote [0-9]+ files")
foreach(page index.html actors.html items.html statuses.html tiles.html vaults.html wiki.css)
  if(NOT EXISTS "${WORK}/shipped/${page}")
    message(FATAL_ERROR "no ${page} was written")
  endif()
endforeach()
file(GLOB kind_pages RELATIVE "${WORK}/shipped" "${WORK}/shipped/*.html")
file(GLOB actor_pages RELATIVE "${WORK}/shipped" "${WORK}/shipped/actors/*.html")
list(LENGTH actor_pages actors)
if(actors LESS 5)
  message(FATAL_ERROR "only ${actors} actor pages")
endif()
foreach(page IN LISTS kind_pages actor_pages)
  expect_links_resolve("${WORK}/shipped" "${page}")
endforeach()

# The test mod over the fixture content, against the fixture alone: what it adds,
# deletes and changes.
run(0 "${EXE}" wiki --out "${WORK}/mod" --content "${FIXTURE}" --content "${MOD}"
    --against "${FIXTURE}" --threat-rounds 0)
file(READ "${WORK}/mod/changes.html" changes)
expect("${changes}" "<h2>Removed</h2>\n<ul>\n<li>actor troll ")
expect("${changes}" "actor <a href=\"actors/orc.html\">orc</a> \\(Orc\\)")
file(READ "${WORK}/mod/actors/orc.html" orc)
expect("${orc}" "<td>fighter.power</td><td class=\"value\"><del>3</del></td><td class=\"value\"><ins>5</ins></td>")
expect("${orc}" "mods/hard/actors.yaml:[0-9]+, layer 2")

file(WRITE "${WORK}/plain" "x")
run(2 "${EXE}" wiki --out "${WORK}/plain" --content "${FIXTURE}")
expect("${err}" "is a file, not a folder")
