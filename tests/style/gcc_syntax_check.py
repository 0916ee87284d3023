#!/usr/bin/env python3
"""Compiles every translation unit of a configured build with -fsyntax-only: the
compiler's front end with the build's own flags and warnings (-Werror included), no code
generation. CI checks this way that GCC accepts the program whose objects its clang build
makes and runs: about a fifth of a GCC build's time. (Warnings GCC gives only while
optimizing, such as -Wmaybe-uninitialized, are not reached; the clang build links and
runs everything.)

    tests/style/gcc_syntax_check.py BUILD_DIR [JOBS]

BUILD_DIR is configured (not built) with CMAKE_EXPORT_COMPILE_COMMANDS; with
CRYPTFORGE_UNITY its unity batches are written by the configure step and checked as
the build would compile them. Prints each unit that fails with the compiler's output;
exits 1 if any does."""
import concurrent.futures
import json
import pathlib
import shlex
import subprocess
import sys


def syntax_command(entry):
    args = shlex.split(entry["command"])
    if "-o" in args:
        at = args.index("-o")
        del args[at:at + 2]
    return [args[0], "-fsyntax-only"] + args[1:]


def check(entry):
    done = subprocess.run(syntax_command(entry), cwd=entry["directory"],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return entry["file"], done.returncode, done.stdout


def main(args):
    if not args:
        sys.exit(__doc__)
    build = pathlib.Path(args[0])
    jobs = int(args[1]) if len(args) > 1 else 2
    database = build / "compile_commands.json"
    if not database.exists():
        sys.exit(f"{database} is missing (configure with CMAKE_EXPORT_COMPILE_COMMANDS=ON)")
    entries = json.loads(database.read_text())
    if not entries:
        sys.exit(f"{database} lists no translation unit")
    missing = [e["file"] for e in entries if not pathlib.Path(e["file"]).exists()]
    if missing:
        sys.exit(f"{len(missing)} units are not written yet, e.g. {missing[0]}")
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for file, code, output in pool.map(check, entries):
            if code != 0 or output.strip():
                failed += 1
                print(f"--- {file} (exit {code})\n{output}", flush=True)
    print(f"syntax check: {len(entries)} translation units, {failed} with errors or warnings")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
