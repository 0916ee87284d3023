#!/usr/bin/env python3
"""Plants each bug of mutations.txt alone in the engine, rebuilds the unit tests and
runs them: a bug the tests catch is "killed", one they miss "survived". Prints a line
per bug and the kill rate. The tree is restored after each bug, even on Ctrl+C.

    tests/mutate/mutate.py [BUILD_DIR]      (default: build-mutate, configured here)

A few minutes per bug on two cores: a tool for people, not a CI step."""
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIST = ROOT / "tests" / "mutate" / "mutations.txt"


def run(*args, quiet=True):
    return subprocess.run(args, cwd=ROOT, stdout=subprocess.DEVNULL if quiet else None,
                          stderr=subprocess.DEVNULL if quiet else None).returncode


def mutations():
    for line in LIST.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        file, src, dst, what = line.split(" ## ")
        yield file, src, dst, what


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build-mutate"
    run("cmake", "-S", ".", "-B", build, "-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DCRYPTFORGE_TESTS=ON",
        "-DCRYPTFORGE_HEADLESS_ONLY=ON")
    if run("cmake", "--build", build, "-j2", "--target", "engine_tests") != 0:
        sys.exit("the unmutated tree does not build")
    tests = str(ROOT / build / "tests" / "engine_tests")
    killed = total = 0
    for file, src, dst, what in mutations():
        total += 1
        path = ROOT / file
        original = path.read_text()
        if original.count(src) != 1:
            print(f"STALE     {what} ({file}: the text to replace is not there exactly once)")
            continue
        try:
            path.write_text(original.replace(src, dst))
            if run("cmake", "--build", build, "-j2", "--target", "engine_tests") != 0:
                verdict = "KILLED    " + what + " (does not compile)"
            elif run(tests, "--gtest_brief=1") != 0:
                verdict = "KILLED    " + what
            else:
                verdict = "SURVIVED  " + what + f" ({file})"
        finally:
            path.write_text(original)
        killed += verdict.startswith("KILLED")
        print(verdict, flush=True)
    run("cmake", "--build", build, "-j2", "--target", "engine_tests")
    print(f"killed {killed} of {total} planted bugs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
