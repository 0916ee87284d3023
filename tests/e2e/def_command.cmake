# `cryptforge def` through the real executable, on the tests' content with the test mod
# over it: the orc's power names both layers with file:line, the modded value first; a
# definition the mod deletes says where; a template's child names its template; bad
# arguments are exit 2.
#   -DEXE=cryptforge -DCONTENT=tests/data/content -DMOD=tests/data/mods/hard
include("${CMAKE_CURRENT_LIST_DIR}/run_steps.cmake")

set(layers --content "${CONTENT}" --content "${MOD}")
run(0 "${EXE}" def orc.fighter.power ${layers})
expect("${out}" "actor orc fighter\\.power = 5\n")
expect("${out}" "\n  5  [^\n]*mods/hard/actors\\.yaml:[0-9]+  \\(layer 2: [^\n]*mods/hard\\)\n")
expect("${out}" "\n  3  [^\n]*content/actors\\.yaml:[0-9]+  \\(layer 1: [^\n]*content\\)\n")

run(0 "${EXE}" def orc_warlord ${layers})
expect("${out}" "actor orc_warlord, made from orc\n")
expect("${out}" "\n  fighter\\.hp +20 ")

run(0 "${EXE}" def orc.fighter.power --content "${CONTENT}")
expect("${out}" "fighter\\.power = 3\n")

run(1 "${EXE}" def troll ${layers})
expect("${err}" "actor 'troll' is deleted at [^\n]*mods/hard/actors\\.yaml:[0-9]+")
run(1 "${EXE}" def orc.fighter.speed ${layers})
expect("${err}" "has no field 'fighter\\.speed'")
run(2 "${EXE}" def)
expect("${err}" "cryptforge def: [^\n]*required")
run(2 "${EXE}" def orc --content "${MOD}/no_such_folder")

# A field inside a list entry names the file:line that writes it, like any other field.
run(0 "${EXE}" def goblin_shaman.abilities[1].cooldown --content "${CONTENT}")
expect("${out}" "abilities\\[1\\]\\.cooldown = 10\n")
expect("${out}" "\n  10  actors\\.yaml:[0-9]+  \\(layer 1")
