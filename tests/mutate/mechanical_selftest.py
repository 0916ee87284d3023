"""mechanical.py --self-test (CTest style_mechanical_mutants): every operator gives the
mutant expected on small C++ snippets; comments, strings, character literals,
preprocessor lines, includes, ->, <<, >>, templates' brackets and operator
declarations are never mutated; the same seed draws the same sample; a planted file is
put back on an exception, on SIGTERM and from a killed run's backup; every entry of
equivalent.txt still names a line that exists; and --resume keeps what needs no second run."""
import os
import pathlib
import signal
import subprocess
import tempfile

import mechanical as mc
import mutant_run

FAILURES = []


def expect(condition, what):
    if not condition:
        FAILURES.append(what)


def found(text):
    """(line, operator, mutated line stripped) of each mutant of text."""
    return sorted((m.line, m.op, m.shown_after) for m in mc.mutants_of("engine/x/t.cpp", text))


OPERATORS = """\
int f(int a, int b, bool c, bool d) {
    int x = 0;
    x = a + b;
    x = a * b;
    if (a <= b) x = 2;
    if (c && d) x += 0x1F;
    g(x);
    return x;
}
"""
OPERATORS_EXPECTED = sorted([
    (2, "constant", "int x = 1;"),
    (3, "arithmetic", "x = a - b;"), (3, "remove", mc.REMOVED),
    (4, "arithmetic", "x = a / b;"), (4, "remove", mc.REMOVED),
    (5, "relational", "if (a > b) x = 2;"), (5, "boundary", "if (a < b) x = 2;"),
    (5, "constant", "if (a <= b) x = 3;"), (5, "constant", "if (a <= b) x = 1;"),
    (5, "negate", "if (!(a <= b)) x = 2;"),
    (6, "logical", "if (c || d) x += 0x1F;"), (6, "arithmetic", "if (c && d) x -= 0x1F;"),
    (6, "constant", "if (c && d) x += 0x20;"), (6, "constant", "if (c && d) x += 0x1E;"),
    (6, "negate", "if (!(c && d)) x += 0x1F;"),
    (7, "remove", mc.REMOVED),
])

COMPARISONS = """\
bool k(int a, int b, float f) {
    return a < b || a > b || a >= b || a == b || a != b || f > 1.5 || a * 1'000u != b - 0;
}
"""
COMPARISONS_EXPECTED = sorted([
    (2, "relational", "return a >= b || a > b || a >= b || a == b || a != b || f > 1.5 || a * 1'000u != b - 0;"),
    (2, "boundary", "return a <= b || a > b || a >= b || a == b || a != b || f > 1.5 || a * 1'000u != b - 0;"),
    (2, "relational", "return a < b || a <= b || a >= b || a == b || a != b || f > 1.5 || a * 1'000u != b - 0;"),
    (2, "boundary", "return a < b || a >= b || a >= b || a == b || a != b || f > 1.5 || a * 1'000u != b - 0;"),
    (2, "relational", "return a < b || a > b || a < b || a == b || a != b || f > 1.5 || a * 1'000u != b - 0;"),
    (2, "boundary", "return a < b || a > b || a > b || a == b || a != b || f > 1.5 || a * 1'000u != b - 0;"),
    (2, "relational", "return a < b || a > b || a >= b || a != b || a != b || f > 1.5 || a * 1'000u != b - 0;"),
    (2, "relational", "return a < b || a > b || a >= b || a == b || a == b || f > 1.5 || a * 1'000u != b - 0;"),
    (2, "relational", "return a < b || a > b || a >= b || a == b || a != b || f <= 1.5 || a * 1'000u != b - 0;"),
    (2, "boundary", "return a < b || a > b || a >= b || a == b || a != b || f >= 1.5 || a * 1'000u != b - 0;"),
    (2, "relational", "return a < b || a > b || a >= b || a == b || a != b || f > 1.5 || a * 1'000u == b - 0;"),
    (2, "arithmetic", "return a < b || a > b || a >= b || a == b || a != b || f > 1.5 || a / 1'000u != b - 0;"),
    (2, "arithmetic", "return a < b || a > b || a >= b || a == b || a != b || f > 1.5 || a * 1'000u != b + 0;"),
    (2, "constant", "return a < b || a > b || a >= b || a == b || a != b || f > 1.5 || a * 1001u != b - 0;"),
    (2, "constant", "return a < b || a > b || a >= b || a == b || a != b || f > 1.5 || a * 999u != b - 0;"),
    (2, "constant", "return a < b || a > b || a >= b || a == b || a != b || f > 1.5 || a * 1'000u != b - 1;"),
] + [(2, "logical", "return a < b || a > b || a >= b || a == b || a != b || f > 1.5 || a * 1'000u != b - 0;"
      .replace("||", "&&", n + 1).replace("&&", "||", n)) for n in range(6)])

# Namespace scope: nothing here is a statement, and nothing may be mutated.
NEVER = """\
#include <vector>
#include "engine/core/geometry.hpp"
#define BIGGER(a, b) ((a) < (b) ? (b) : (a) + 1)
#if DEPTH > 1 && WIDTH < 2 \\
    || HEIGHT == 3
#endif
// if (a < b) x = a + 1;
/* a == b || c - 1
   && d * 2 */
const char* s = "a < b && c + 1";
const char* r = R"x(x > 1 || "y" - 2)x";
const char* u = u8"a - b";
char c = '<';
char q = '\\'';
std::vector<std::vector<int>> v;
std::map<int, std::vector<int>> m;
std::array<int, 4> a4;
template <typename T, typename U>
bool operator<(const X& o) const;
bool operator==(const X&) const = default;
int* p = &q;
auto out = std::cout << a << b;
auto y = z >> k;
auto w = p->x;
auto n = -k;
auto i = static_cast<int>(k);
auto t = std::get<1>(tuple);
auto l = [](int&& e) -> bool { return e; };
double d = 1.5e3;
"""

STATEMENTS = """\
void h(int x) {
    int y;
    std::vector<int> v;
    const auto& r = f();
    Foo bar(y);
    return;
    if (x) f();
    call(x,
         y);
    long_name =
        value;
    ++x;
    obj.member.call();
    table[x] = y;
    y = x;
}
struct S {
    S();
    void f();
};
"""


def check_operators():
    expect(found(OPERATORS) == OPERATORS_EXPECTED,
           f"operators: got {found(OPERATORS)}, expected {OPERATORS_EXPECTED}")
    expect(found(COMPARISONS) == COMPARISONS_EXPECTED,
           f"comparisons: got {sorted(set(found(COMPARISONS)) ^ set(COMPARISONS_EXPECTED))} (symmetric difference)")
    for line, op, after in found(NEVER):
        FAILURES.append(f"never mutated, but line {line} [{op}] -> {after}")
    removed = [line for line, op, _ in found(STATEMENTS) if op == "remove"]
    expect(removed == [12, 13, 14, 15], f"statements removed on lines {removed}, expected 12 to 15")
    multi = "void g() {\n    if (a &&\n        b) {\n    }\n    if constexpr (k) {\n    }\n}\n"
    expect(not [m for m in found(multi) if m[1] == "negate"],
           "a condition over two lines, or an if constexpr, was negated")


def check_real_tree():
    everything = mc.candidates()
    rooms = {m.room for m in everything}
    for must in ("app", "editor", "engine/map", "engine/rules", "engine/view"):
        expect(must in rooms, f"no candidate mutant in {must}")
    expect(not any(f.startswith(("app/render/", "app/platform/window")) for f in mc.source_files()),
           "GL code of app/ is listed as a mutant source")
    for m in everything:
        if m.before == m.after or m.before.lstrip().startswith(("#", "//", "/*")):
            FAILURES.append(f"bad mutant {m!r}")
            break
    first = [m.key for m in mc.sample(everything, 1, 60)]
    again = [m.key for m in mc.sample(list(reversed(everything)), 1, 60)]
    other = [m.key for m in mc.sample(everything, 2, 60)]
    expect(first == again, "the same seed drew two samples")
    expect(first != other, "seeds 1 and 2 drew the same sample")
    expect(len(first) == 60 and len(set(first)) == 60, "a sample of 60 does not hold 60 mutants")
    drawn = {m.room for m in mc.sample(everything, 1, 60)}
    expect(drawn == rooms, f"rooms left out of a sample of 60: {sorted(rooms - drawn)}")
    # --no-headers: the same shares, each room's draw passing over its headers, so the
    # .cpp mutants of the plain sample stay in it (a run resumes them).
    sources = mc.sample(everything, 1, 60, mc.is_source_file)
    expect(len(sources) == 60 and not any(m.file.endswith(".hpp") for m in sources),
           "a sample without headers holds a header or not 60 mutants")
    kept = {m.key for m in sources}
    lost = [k for k in first if not k[0].endswith(".hpp") and k not in kept]
    expect(not lost, f"a sample without headers lost the plain sample's .cpp mutants {lost[:3]}")


def check_restoring():
    with tempfile.TemporaryDirectory() as scratch:
        path = pathlib.Path(scratch) / "file.cpp"
        path.write_text("original\n")
        try:
            with mutant_run.planted(scratch, str(path), "mutated\n"):
                expect(path.read_text() == "mutated\n", "planted() did not plant")
                raise ValueError
        except ValueError:
            pass
        expect(path.read_text() == "original\n", "an exception left the mutant planted")
        try:
            with mutant_run.signals_unwind(), mutant_run.planted(scratch, str(path), "mutated\n"):
                os.kill(os.getpid(), signal.SIGTERM)
        except mutant_run.Interrupted:
            pass
        expect(path.read_text() == "original\n", "SIGTERM left the mutant planted")
        # A run killed outright leaves the backup; the next run puts the file back.
        backup = mutant_run.backup_path(scratch)
        with mutant_run.planted(scratch, str(path), "mutated\n"):
            saved = backup.read_text()
        backup.write_text(saved)
        path.write_text("mutated\n")
        mutant_run.restore_left_behind(scratch)
        expect(path.read_text() == "original\n" and not backup.exists(), "a killed run's backup was not restored")


def check_equivalents():
    for (file, before, _), reason in mc.equivalents().items():
        path = mc.ROOT / file
        lines = {line.strip() for line in path.read_text().splitlines()} if path.exists() else set()
        expect(before in lines, f"equivalent.txt: '{before}' is no longer in {file}")
        expect(bool(reason), f"equivalent.txt: no reason given for '{before}' in {file}")


def check_resuming():
    """--resume keeps what needs no second run from a result file of the same seed,
    sample and rooms; --retry-survivors leaves the survivors to be run again."""
    import argparse
    import json

    def row(line, status):
        return {"room": "engine/x", "file": "engine/x/t.cpp", "line": line, "op": "constant",
                "before": "int x = 0;", "after": "int x = 1;", "status": status}

    with tempfile.TemporaryDirectory() as folder:
        out = pathlib.Path(folder) / "m.json"
        rows = [row(1, "killed"), row(2, "survived"), row(3, "stale"), row(4, "stillborn")]
        out.write_text(json.dumps({"seed": 1, "sample": 300, "rooms": "all", "commit": "abc",
                                   "started": "then", "mutants": rows}))
        args = argparse.Namespace(resume=True, retry_survivors=False, seed=1, sample=300, room=None,
                                  changed_since=None, no_headers=False)
        kept = sorted(k[1] for k in mc.earlier_results(out, args))
        expect(kept == [1, 2, 4], f"--resume kept lines {kept}, not the killed, survived and stillborn")
        expect(mc.RUN.get("started") == "then", "a resumed run is not dated from its first part")
        args.retry_survivors = True
        kept = sorted(k[1] for k in mc.earlier_results(out, args))
        expect(kept == [1, 4], f"--retry-survivors kept lines {kept}")
        args.changed_since = "abc"
        try:
            mc.earlier_results(out, args)
            expect(False, "a run of the changed lines resumed from a run of the whole sample")
        except SystemExit:
            pass
        args.changed_since = None
        args.no_headers = True
        try:
            mc.earlier_results(out, args)
            expect(False, "a run without headers resumed from a run of every source")
        except SystemExit:
            pass
        args.no_headers = False
        args.resume = False
        expect(mc.earlier_results(out, args) == {}, "without --resume an earlier file was used")
        mc.RUN.clear()
    ordered = [m.file for m in mc.cheapest_first([mc.Mutant("engine/a.hpp", 1, 1, "constant", "x", "y", ""),
                                                   mc.Mutant("engine/b.cpp", 1, 1, "constant", "x", "y", "")])]
    expect(ordered == ["engine/b.cpp", "engine/a.hpp"], f"headers first: {ordered}")


def check_changed_lines():
    """--changed-since COMMIT: the lines added or rewritten since it, by file, in the
    numbering of the working tree (a repository made here, two commits)."""
    with tempfile.TemporaryDirectory() as folder:
        root = pathlib.Path(folder)
        git = lambda *a: subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *a],
                                        cwd=root, check=True, capture_output=True, text=True)
        git("init", "-q")
        (root / "engine" / "x").mkdir(parents=True)
        source = root / "engine" / "x" / "t.cpp"
        source.write_text("int a = 0;\nint b = 0;\nint c = 0;\nint d = 0;\n")
        git("add", ".")
        git("commit", "-q", "-m", "one")
        # Line 1 removed, 3 rewritten, 5 added: the new file's lines 2 and 4 changed.
        source.write_text("int b = 0;\nint c = 1;\nint d = 0;\nint e = 0;\n")
        changed = mc.changed_lines("HEAD", root)
        expect(dict(changed) == {"engine/x/t.cpp": {2, 4}}, f"changed lines: {dict(changed)}")


def main():
    check_operators()
    check_changed_lines()
    check_real_tree()
    check_restoring()
    check_equivalents()
    check_resuming()
    for f in FAILURES:
        print("FAIL:", f)
    print(f"mechanical.py self-test: {len(FAILURES)} failures")
    return 1 if FAILURES else 0
