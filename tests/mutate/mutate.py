#!/usr/bin/env python3
"""Plants each bug of mutations.txt alone, rebuilds the test binaries that link the
file it is planted in, and runs them (stopping at the first failing test): a bug the
tests catch is "killed", one they miss "survived". Prints a line per bug and the kill
rate. The tree is restored after each bug, even on Ctrl+C.

    tests/mutate/mutate.py [--only TEXT] [BUILD_DIR]   (default: build-mutate, configured here)
    tests/mutate/mutate.py --check                      (the list is current; no build)

--only runs the bugs whose file or description contains TEXT. About a minute per bug
on two cores (a rebuild of one file, links, and the binaries' tests up to the first
failure; a survivor runs them all): a tool for people, not a CI step. CI runs --check,
which fails when a planted text no longer occurs exactly once in its file, when the
list falls under 40 bugs, or when an area the list must cover has no bug."""
import sys

sys.dont_write_bytecode = True  # CTest runs --check: no __pycache__ in the source tree
from mutant_run import (EVERY_BINARY, ROOT, binaries_for, binary_path, build, configure,  # noqa: E402
                        planted, restore_left_behind, run, signals_unwind)

LIST = ROOT / "tests" / "mutate" / "mutations.txt"
MINIMUM = 40
# The hard parts the list must keep covering: a file prefix each.
AREAS = {
    "rules": "engine/rules/",
    "timeline": "engine/replay/timeline.cpp",
    "fork": "engine/replay/fork.cpp",
    "state text": "engine/world/state_text.cpp",
    "save reader": "engine/save/save_reader.cpp",
    "YAML patcher": "engine/yaml/yaml_patch.cpp",
    "hot reload": "engine/live/hot_reloader.cpp",
    "editor session": "editor/editor_session.cpp",
    "lab statistics": "engine/lab/lab_stats.cpp",
    "screen pictures": "engine/view/",
}


def mutations():
    for number, line in enumerate(LIST.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split(" ## ")
        if len(parts) != 4:
            sys.exit(f"{LIST.name}:{number}: a bug is 'file ## text ## replacement ## what it breaks'")
        yield parts


def check():
    """Returns the list's problems: stale texts, too few bugs, an area left uncovered."""
    problems = []
    bugs = list(mutations())
    for file, src, dst, what in bugs:
        count = (ROOT / file).read_text().count(src) if (ROOT / file).exists() else 0
        if count != 1:
            problems.append(f"stale: '{what}': its text occurs {count} times in {file}")
        if src == dst:
            problems.append(f"'{what}' plants nothing (the replacement is the text)")
        binaries_for(file)
    if len(bugs) < MINIMUM:
        problems.append(f"{len(bugs)} bugs listed; the list keeps at least {MINIMUM}")
    for area, prefix in AREAS.items():
        if not any(file.startswith(prefix) for file, _, _, _ in bugs):
            problems.append(f"no bug is planted in the {area} ({prefix})")
    return problems


def verdict_of(build_dir, file, what):
    targets = binaries_for(file)
    if not build(build_dir, targets):
        return "KILLED    " + what + " (does not compile)"
    for name in targets:
        if run(str(binary_path(build_dir, name)), "--gtest_brief=1", "--gtest_fail_fast") != 0:
            return f"KILLED    {what} (by {name})"
    return f"SURVIVED  {what} ({file})"


def main(args):
    if args[:1] == ["--check"]:
        problems = check()
        for p in problems:
            print(p)
        print(f"{len(list(mutations()))} bugs listed, {len(problems)} problems")
        return 1 if problems else 0
    only = None
    if args[:1] == ["--only"] and len(args) > 1:
        only, args = args[1], args[2:]
    build_dir = args[0] if args else "build-mutate"
    if not configure(build_dir):
        sys.exit("cmake could not configure " + build_dir)
    left = restore_left_behind(build_dir)
    if left:
        print(f"put back {left}, left planted by a run that was killed")
    every = EVERY_BINARY
    if not build(build_dir, every):
        sys.exit("the unmutated tree does not build")
    with signals_unwind():
        killed, total = plant_each(build_dir, only)
    build(build_dir, every)
    print(f"killed {killed} of {total} planted bugs")
    return 0


def plant_each(build_dir, only):
    killed = total = 0
    for file, src, dst, what in mutations():
        if only and only not in file and only not in what:
            continue
        total += 1
        original = (ROOT / file).read_text()
        if original.count(src) != 1:
            print(f"STALE     {what} ({file}: the text to replace is not there exactly once)")
            continue
        with planted(build_dir, file, original.replace(src, dst)):
            verdict = verdict_of(build_dir, file, what)
        killed += verdict.startswith("KILLED")
        print(verdict, flush=True)
    return killed, total


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
