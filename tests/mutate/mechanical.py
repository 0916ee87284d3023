#!/usr/bin/env python3
"""Mechanical mutants: one-line bugs generated over every room's sources, a random
sample of them planted one at a time, and the kill rate per room.

    tests/mutate/mechanical.py --seed 1 --sample 300 [BUILD_DIR]   (default build-mutate)
    tests/mutate/mechanical.py --seed 1 --sample 300 --list        (the sample, no build)
    tests/mutate/mechanical.py --self-test                         (CI: the generator itself)

Options: --room ROOM (engine/map, editor, app; repeatable), --jobs N (build jobs and test
binaries run at once, default 2), --timeout S (per test binary; default four times its
unmutated time plus 30 s), --out FILE (the JSON result; default BUILD_DIR/mechanical.json),
--resume (keep the results already in --out for the same seed, sample and rooms and run
the rest: a run of hours may be stopped and continued), --retry-survivors (with --resume:
run the survivors again, once their tests are written), --no-headers (draw from .cpp lines
only: a header's mutant rebuilds every file that includes it, up to 365 of them).

Rooms: each folder of engine/ (engine/content, engine/map, ...), editor/, and app/'s
headless sources (the app_headless list in app/CMakeLists.txt and their headers). The
rest of app/ (the window, GL renderer, ImGui screens and panels, main) is linked only
into the cryptforge executable, which only the windowed tests under Xvfb reach: no unit
test binary can kill a mutant there, so none is generated.

The rewriter works on tokens, not on an AST: see tokens() and the README."""
import argparse
import collections
import csv
import json
import pathlib
import random
import re
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # run from CTest too: no __pycache__ in the source tree
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from mutant_run import (EVERY_BINARY, ROOT, binaries_for, binary_path, build, configure,  # noqa: E402
                        planted, restore_left_behind, run_tests, signals_unwind)

EQUIVALENT = ROOT / "tests" / "mutate" / "equivalent.txt"
SOURCE_SUFFIXES = (".cpp", ".hpp")
REMOVED = "(removed)"

# ---------------------------------------------------------------------------- tokens

KEYWORDS = set("""alignas alignof and and_eq asm auto bitand bitor bool break case catch char
char8_t char16_t char32_t class co_await co_return co_yield compl concept const consteval
constexpr constinit const_cast continue decltype default delete do double dynamic_cast else
enum explicit export extern false float for friend goto if inline int long mutable namespace
new noexcept not not_eq nullptr operator or or_eq private protected public register
reinterpret_cast requires return short signed sizeof static static_assert static_cast struct
switch template this thread_local throw true try typedef typeid typename union unsigned using
virtual void volatile wchar_t while xor xor_eq""".split())
PUNCTUATORS = sorted(""">>= <<= <=> ->* ... -> << >> <= >= == != && || ++ -- += -= *= /= %= &= |= ^=
:: .* { } [ ] ( ) ; : , . ? ~ ! + - * / % ^ & | = < > #""".split(), key=len, reverse=True)
STRING_PREFIXES = {"u8", "u", "U", "L"}
RAW_PREFIXES = {"R", "u8R", "uR", "UR", "LR"}
NUMBER = re.compile(r"\.?[0-9](?:[eEpP][+-]|'[0-9A-Za-z_]|[0-9A-Za-z_.])*")
IDENT = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")


class Token:
    __slots__ = ("kind", "text", "start", "end", "line", "col")

    def __init__(self, kind, text, start, end, line, col):
        self.kind, self.text, self.start, self.end, self.line, self.col = kind, text, start, end, line, col

    def __repr__(self):
        return f"{self.kind}:{self.text}@{self.line}:{self.col}"


def tokens(text):
    """The C++ tokens of text, each with its line (1-based) and column. Comments,
    preprocessor lines (with their continuations: #include <...> among them) and the
    insides of string and character literals (raw strings too) produce no token that a
    mutation could touch: literals are single "str"/"chr" tokens, never rewritten."""
    out = []
    i, n, line, line_start = 0, len(text), 1, 0
    at_line_start = True

    def newline_at(k):
        nonlocal line, line_start
        line += 1
        line_start = k + 1

    def past_block_comment(k):
        """Where the block comment that starts at k ends, its newlines counted."""
        end = text.find("*/", k + 2)
        end = n if end < 0 else end + 2
        for m in range(k, end):
            if text[m] == "\n":
                newline_at(m)
        return end

    while i < n:
        c = text[i]
        if c == "\n":
            newline_at(i)
            at_line_start = True
            i += 1
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if c == "\\" and text.startswith("\n", i + 1):  # a line spliced outside a directive
            newline_at(i + 1)
            i += 2
            continue
        if c == "#" and at_line_start:  # a directive: to the end of its (spliced) line
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    newline_at(i + 1)
                    i += 1
                elif text.startswith("/*", i):  # a block comment inside a directive
                    i = past_block_comment(i)
                    continue
                i += 1
            continue
        at_line_start = False
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if text.startswith("/*", i):
            i = past_block_comment(i)
            continue
        start, col, first_line = i, i - line_start, line
        m = IDENT.match(text, i)
        if m:
            word, j = m.group(), m.end()
            if j < n and text[j] == '"' and word in RAW_PREFIXES:
                close_paren = text.find("(", j)
                delim = text[j + 1:close_paren]
                end = text.find(")" + delim + '"', close_paren)
                end = n if end < 0 else end + len(delim) + 2
                for k in range(start, end):
                    if text[k] == "\n":
                        newline_at(k)
                i = _suffix(text, end)
                out.append(Token("str", text[start:i], start, i, first_line, col))
                continue
            if j < n and text[j] in "\"'" and word in STRING_PREFIXES:
                i = _quoted(text, j)
                out.append(Token("str" if text[j] == '"' else "chr", text[start:i], start, i, line, col))
                continue
            out.append(Token("id", word, start, j, line, col))
            i = j
            continue
        m = NUMBER.match(text, i)
        if m:
            out.append(Token("num", m.group(), start, m.end(), line, col))
            i = m.end()
            continue
        if c in "\"'":
            i = _quoted(text, i)
            out.append(Token("str" if c == '"' else "chr", text[start:i], start, i, line, col))
            continue
        for p in PUNCTUATORS:
            if text.startswith(p, i):
                out.append(Token("punct", p, start, start + len(p), line, col))
                i += len(p)
                break
        else:  # a character C++ has no token for (a stray byte): step over it
            i += 1
    return out


def _quoted(text, i):
    """The end of the string or character literal opening at text[i] (and its suffix)."""
    quote, j, n = text[i], i + 1, len(text)
    while j < n and text[j] != quote and text[j] != "\n":
        j += 2 if text[j] == "\\" else 1
    return _suffix(text, min(j + 1, n))


def _suffix(text, j):
    m = IDENT.match(text, j)  # a user-defined literal's suffix: "..."sv
    return m.end() if m else j


# ------------------------------------------------------------------------- mutations

class Mutant:
    __slots__ = ("file", "line", "col", "op", "before", "after", "what")

    def __init__(self, file, line, col, op, before, after, what):
        self.file, self.line, self.col, self.op = file, line, col, op
        self.before, self.after, self.what = before, after, what

    @property
    def room(self):
        return room_of(self.file)

    @property
    def key(self):
        return (self.file, self.line, self.col, OPERATORS.index(self.op), self.after)

    @property
    def shown_after(self):
        return self.after.strip() or REMOVED

    def __repr__(self):
        return f"{self.file}:{self.line}: [{self.op}] {self.before.strip()}  ->  {self.shown_after}"


RELATIONAL = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}
BOUNDARY = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}
ARITHMETIC = {"+": "-", "-": "+", "*": "/", "/": "*", "+=": "-=", "-=": "+=", "*=": "/=", "/=": "*="}
LOGICAL = {"&&": "||", "||": "&&"}
ASSIGNMENTS = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="}
# After these a brace opens code (a function's body, a block), not a class or a namespace.
CODE_BRACE_AFTER = {")", "const", "noexcept", "override", "final", "mutable", "else", "do", "try"}
OPERATORS = ("relational", "boundary", "arithmetic", "logical", "constant", "remove", "negate")


def template_brackets(toks):
    """Indexes of the < and > (or >>) tokens that are a template's brackets: a < right
    after a name (or after `template`) that closes at the same nesting of parentheses
    before any ; { } && || ? and within 80 tokens. A comparison like `a < b` may be
    taken for one only if its line also holds a matching `>`; such a site is skipped,
    never wrongly mutated."""
    brackets = set()
    for i, t in enumerate(toks):
        if t.text != "<" or i == 0:
            continue
        prev = toks[i - 1]
        if not (prev.kind == "id" and (prev.text not in KEYWORDS or prev.text == "template")):
            continue
        depth, parens, inner = 1, 0, [i]
        for j in range(i + 1, min(len(toks), i + 80)):
            u = toks[j].text
            if u in ("(", "["):
                parens += 1
            elif u in (")", "]"):
                parens -= 1
                if parens < 0:
                    break
            elif parens == 0 and u in (";", "{", "}", "&&", "||", "?"):
                break
            elif parens == 0 and u == "<" and toks[j - 1].kind == "id":
                depth += 1
                inner.append(j)
            elif parens == 0 and u in (">", ">>"):
                depth -= 1 if u == ">" else 2
                inner.append(j)
                if depth <= 0:
                    brackets.update(inner)
                    break
    return brackets


def spaced(text, t):
    """The token stands with white space on both sides, as clang-format (checked in CI)
    writes every binary operator and never a unary one, a pointer's * or a template's <."""
    return 0 < t.start and text[t.start - 1] in " \t\n" and t.end < len(text) and text[t.end] in " \t\r\n"


def int_off_by_one(literal):
    """The literal n as n + 1 and n - 1 (0 only as 1), in its own base and suffix, or ()
    for what is not a decimal or hexadecimal integer (floats, octals, binaries)."""
    m = re.fullmatch(r"(0[xX])([0-9A-Fa-f']+)([uUlLzZ]*)|([1-9][0-9']*|0)([uUlLzZ]*)", literal)
    if not m:
        return ()
    if m.group(1):
        value, suffix = int(m.group(2).replace("'", ""), 16), m.group(3)
        digits = "X" if any(ch in "ABCDEF" for ch in m.group(2)) else "x"
        show = lambda v: m.group(1) + format(v, digits)  # noqa: E731
    else:
        value, suffix = int(m.group(4).replace("'", ""), 10), m.group(5)
        show = str
    return tuple(show(v) + suffix for v in ((value + 1, value - 1) if value > 0 else (1,)))


def mutants_of(file, text):
    """Every mechanical mutant of one source file, in order of place."""
    toks = tokens(text)
    lines = text.split("\n")
    templated = template_brackets(toks)
    out = []

    def token_mutant(t, op, new, what):
        line = lines[t.line - 1]
        after = line[:t.col] + new + line[t.col + len(t.text):]
        out.append(Mutant(file, t.line, t.col, op, line, after, what))

    in_template_args = _inside_brackets(toks, templated)
    for i, t in enumerate(toks):
        prev = toks[i - 1] if i else None
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        after_operator = prev is not None and prev.text == "operator"
        if t.kind == "punct" and not after_operator and spaced(text, t) and i not in templated:
            if t.text in RELATIONAL:
                token_mutant(t, "relational", RELATIONAL[t.text], f"{t.text} -> {RELATIONAL[t.text]}")
            if t.text in BOUNDARY:
                token_mutant(t, "boundary", BOUNDARY[t.text], f"{t.text} -> {BOUNDARY[t.text]}")
            if t.text in ARITHMETIC and not _next_to_text(prev, nxt):
                token_mutant(t, "arithmetic", ARITHMETIC[t.text], f"{t.text} -> {ARITHMETIC[t.text]}")
            if t.text in LOGICAL:
                token_mutant(t, "logical", LOGICAL[t.text], f"{t.text} -> {LOGICAL[t.text]}")
        if t.kind == "num" and i not in in_template_args:
            for new in int_off_by_one(t.text):
                token_mutant(t, "constant", new, f"{t.text} -> {new}")
        if t.text == "if" and t.kind == "id" and nxt is not None and nxt.text == "(":
            close = _matching(toks, i + 1)
            if close is not None and toks[close].line == nxt.line and not any(
                    toks[k].text == ";" for k in range(i + 2, close)):
                line = lines[t.line - 1]
                open_col, close_col = nxt.col + 1, toks[close].col
                after = line[:open_col] + "!(" + line[open_col:close_col] + ")" + line[close_col:]
                out.append(Mutant(file, t.line, t.col, "negate", line, after, "if (c) -> if (!(c))"))
    for first, last in _removable_statements(toks):
        line = lines[toks[first].line - 1]
        out.append(Mutant(file, toks[first].line, toks[first].col, "remove", line, "",
                          "statement removed"))
    out.sort(key=lambda m: m.key)
    return out


def _next_to_text(prev, nxt):
    """A + or - beside a string or character literal builds text: - would not compile."""
    return any(t is not None and t.kind in ("str", "chr") for t in (prev, nxt))


def _inside_brackets(toks, templated):
    """Indexes of tokens between a template's brackets (std::get<0>, std::array<T, 3>)."""
    inside, depth = set(), 0
    for i, t in enumerate(toks):
        if i in templated:
            depth += 1 if t.text == "<" else -(1 if t.text == ">" else 2)
            depth = max(depth, 0)
        elif depth:
            inside.add(i)
    return inside


def _matching(toks, open_index):
    depth = 0
    for j in range(open_index, len(toks)):
        if toks[j].text in ("(", "[", "{"):
            depth += 1
        elif toks[j].text in (")", "]", "}"):
            depth -= 1
            if depth == 0:
                return j
    return None


def _removable_statements(toks):
    """(first, last) token indexes of each expression statement that stands alone on its
    line inside a function's body: an assignment, a call, ++x or x++, ending in ; on the
    line it starts on, after a ; { } or label's :. Declarations (two names in a row, a
    template's <, a keyword first) and returns are not candidates."""
    code = []  # for each open brace: does it hold code?
    code_at = {}  # token index -> inside code
    for i, t in enumerate(toks):
        code_at[i] = bool(code) and code[-1]
        if t.text == "{":
            prev = toks[i - 1].text if i else ""
            code.append(bool(code and code[-1]) or prev in CODE_BRACE_AFTER)
        elif t.text == "}" and code:
            code.pop()
    by_line = collections.defaultdict(list)
    for i, t in enumerate(toks):
        by_line[t.line].append(i)
    for line, idx in sorted(by_line.items()):
        first, last = idx[0], idx[-1]
        if not code_at[first] or toks[last].text != ";" or first == 0:
            continue
        if toks[first - 1].text not in (";", "{", "}", ":"):
            continue
        if _is_expression_statement([toks[k] for k in idx]):
            yield first, last


def _is_expression_statement(line_tokens):
    depth = 0
    for k, t in enumerate(line_tokens):
        if t.text in ("(", "[", "{"):
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
            if depth < 0:
                return False
        elif t.text == ";" and depth == 0 and k != len(line_tokens) - 1:
            return False
    if depth != 0:
        return False
    texts = [t.text for t in line_tokens]
    if "default" in texts or "delete" in texts or "return" in texts:
        return False
    head = line_tokens[0]
    if head.text in ("++", "--"):
        return True
    if head.kind != "id" or (head.text in KEYWORDS and head.text != "this"):
        return False
    previous_was_name = False
    k = 0
    while k < len(line_tokens):
        t = line_tokens[k]
        if t.text in ASSIGNMENTS or t.text in ("(", "++", "--"):
            return k > 0
        if t.kind == "id":
            if previous_was_name or (t.text in KEYWORDS and t.text != "this"):
                return False  # a declaration: a type, then a name
            previous_was_name = True
        elif t.text in ("::", ".", "->"):
            previous_was_name = False
        elif t.text == "[":
            k = _matching(line_tokens, k)
            if k is None:
                return False
            previous_was_name = False
        else:
            return False  # a template's <, a pointer's *, a reference's &: a declaration
        k += 1
    return False


# ----------------------------------------------------------------------------- rooms

def room_of(file):
    parts = file.split("/")
    return "/".join(parts[:2]) if parts[0] == "engine" else parts[0]


def app_headless_files(root=ROOT):
    """app/'s sources that app_tests links (the app_headless list) and their headers."""
    cmake = (root / "app" / "CMakeLists.txt").read_text()
    m = re.search(r"set\(CF_APP_HEADLESS(.*?)\)", cmake, re.S)
    sources = m.group(1).split() if m else []
    files = []
    for s in sources:
        files.append("app/" + s)
        header = root / "app" / (s[:-len(".cpp")] + ".hpp")
        if header.exists():
            files.append(header.relative_to(root).as_posix())
    return sorted(files)


def source_files(root=ROOT):
    files = []
    for folder in ("engine", "editor"):
        for path in sorted((root / folder).rglob("*")):
            if path.suffix in SOURCE_SUFFIXES and path.is_file():
                rel = path.relative_to(root).as_posix()
                if rel.count("/") >= (2 if folder == "engine" else 1):
                    files.append(rel)
    return sorted(files + app_headless_files(root))


def candidates(rooms=None, root=ROOT):
    out = []
    for file in source_files(root):
        if rooms and room_of(file) not in rooms:
            continue
        out.extend(mutants_of(file, (root / file).read_text(errors="surrogateescape")))
    return out


def changed_lines(since, root=ROOT):
    """{file: {line, ...}}: the lines of the working tree that differ from commit since
    (added or rewritten; a deleted line has no line left to mutate)."""
    diff = subprocess.run(["git", "diff", "-U0", "--no-color", since, "--", "engine", "editor", "app"],
                          cwd=root, capture_output=True, text=True)
    if diff.returncode != 0:
        sys.exit(f"git diff {since}: {diff.stderr.strip()}")
    lines, file = collections.defaultdict(set), None
    for row in diff.stdout.splitlines():
        if row.startswith("+++ "):
            file = row[6:] if row.startswith("+++ b/") else None
        elif row.startswith("@@") and file:
            hunk = re.match(r"@@ -\S+ \+(\d+)(?:,(\d+))? @@", row)
            first, count = int(hunk.group(1)), int(hunk.group(2) or 1)
            lines[file].update(range(first, first + count))
    return lines


def draw(room_seed, pool, k, keep):
    """The first k mutants of the room's seeded draw from pool that keep() takes: the draw
    goes on past the ones it passes over. random.sample's first picks do not depend on
    how many are asked for (while its method stays the same), so a draw that keeps every
    mutant is the plain draw, and one that passes over headers keeps the same .cpp ones."""
    asked = k
    while True:
        picks = random.Random(room_seed).sample(pool, min(len(pool), asked))
        kept = [m for m in picks if keep(m)]
        if len(kept) >= k or len(picks) == len(pool):
            return kept[:k]
        asked += k - len(kept)


def is_source_file(m):
    return not m.file.endswith(".hpp")


def sample(all_mutants, seed, size, keep=lambda m: True):
    """size mutants drawn with the seed, stratified by room: half the sample is shared
    equally among the rooms (each gets its share or all it has), the rest in proportion
    to each room's candidates (largest remainders first). The same seed and sources give
    the same sample; each room draws from its own generator, so an edit in one room does
    not reshuffle another's draw (only the shares may move). With keep (--no-headers),
    the shares are the same and each room's draw passes over the mutants keep() refuses."""
    by_room = collections.defaultdict(list)
    for m in sorted(all_mutants, key=lambda m: m.key):
        by_room[m.room].append(m)
    rooms = sorted(by_room)
    if size >= sum(1 for m in all_mutants if keep(m)):
        return sorted((m for m in all_mutants if keep(m)), key=lambda m: m.key)
    share = {r: 0 for r in rooms}
    equal = (size // 2) // len(rooms) if rooms else 0
    for r in rooms:
        share[r] = min(equal, len(by_room[r]))
    left = size - sum(share.values())
    while left > 0:
        spare = {r: len(by_room[r]) - share[r] for r in rooms if len(by_room[r]) > share[r]}
        total = sum(spare.values())
        exact = {r: left * spare[r] / total for r in spare}
        given = {r: min(spare[r], int(exact[r])) for r in spare}
        for r in sorted(spare, key=lambda r: (-(exact[r] - int(exact[r])), r)):
            if sum(given.values()) >= left:
                break
            if given[r] < spare[r]:
                given[r] += 1
        for r, g in given.items():
            share[r] += g
        left -= sum(given.values())
    chosen = []
    for r in rooms:
        chosen.extend(draw(f"cryptforge-mutants:{seed}:{r}", by_room[r], share[r], keep))
    return sorted(chosen, key=lambda m: m.key)


# ------------------------------------------------------------------------ equivalents

def equivalents():
    """(file, original line, mutated line) -> reason, from equivalent.txt."""
    known = {}
    if not EQUIVALENT.exists():
        return known
    for number, line in enumerate(EQUIVALENT.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split(" ## ")
        if len(parts) != 4:
            sys.exit(f"{EQUIVALENT.name}:{number}: an entry is 'file ## line ## mutated line ## why'")
        known[(parts[0].strip(), parts[1].strip(), parts[2].strip())] = parts[3].strip()
    return known


def equivalent_reason(known, m):
    return known.get((m.file, m.before.strip(), m.shown_after))


# ----------------------------------------------------------------------------- runs

def source_status():
    return subprocess.run(["git", "status", "--porcelain", "--", "engine", "editor", "app"],
                          cwd=ROOT, capture_output=True, text=True).stdout


def first_error(log):
    for line in pathlib.Path(log).read_text(errors="replace").splitlines():
        if "error:" in line:
            return line.strip().replace(str(ROOT) + "/", "")[:200]
    return "does not build"


def baseline(build_dir, jobs):
    """Each binary's time on the unmutated tree (each must pass, or every mutant would
    look killed)."""
    times = {}
    for name in EVERY_BINARY:
        started = time.monotonic()
        verdict, _, detail = run_tests(build_dir, [name])
        if verdict != "passed":
            sys.exit(f"{name} does not pass on the unmutated tree ({verdict} {detail})")
        times[name] = time.monotonic() - started
    return times


FINAL = ("killed", "timeout", "stillborn")


def earlier_results(out_path, args):
    """With --resume: the results of an earlier run of the same seed, sample and rooms
    (its file), keyed by mutant, that need no second run: killed, timed out and stillborn
    ones, and survivors too unless --retry-survivors (after their tests were written)."""
    if not args.resume or not out_path.exists():
        return {}
    try:
        earlier = json.loads(out_path.read_text())
    except (OSError, ValueError) as e:
        sys.exit(f"{out_path}: cannot resume from it ({e})")
    same = (earlier.get("seed"), earlier.get("sample"), earlier.get("rooms"),
            earlier.get("changed_since"), earlier.get("headers", True))
    wanted = (args.seed, args.sample, args.room or "all", args.changed_since, not args.no_headers)
    if same != wanted:
        sys.exit(f"{out_path}: made with seed, sample, rooms, changed since, headers {same}, not "
                 f"{wanted}: cannot resume from it")
    keep = FINAL if args.retry_survivors else FINAL + ("survived",)
    # The figure is dated from the first part of the run; the sources of each part are named.
    RUN.update(started=earlier.get("started", ""),
               resumed_from=earlier.get("resumed_from", []) + [earlier.get("commit", "")])
    return {mutant_key(r): r for r in earlier.get("mutants", []) if r.get("status") in keep}


def mutant_key(r):
    return (r["file"], r["line"], r["op"], r["before"], r["after"])


def cheapest_first(chosen):
    """The sample's .cpp mutants before its headers' (a header's mutant rebuilds every
    file including it), each group in the sample's order: an interrupted run has
    covered as many mutants as it could."""
    return [m for m in chosen if not m.file.endswith(".hpp")] + \
           [m for m in chosen if m.file.endswith(".hpp")]


def run_mutants(build_dir, chosen, known, args, out_path):
    done = earlier_results(out_path, args)
    times = baseline(build_dir, args.jobs)
    timeouts = {n: args.timeout or 4 * t + 30 for n, t in times.items()}
    print("unmutated: " + ", ".join(f"{n} {t:.0f} s" for n, t in sorted(times.items())), flush=True)
    results = []
    write_results(out_path, args, results)
    log = ROOT / build_dir / "mechanical-build.log"
    for number, m in enumerate(cheapest_first(chosen), 1):
        started = time.monotonic()
        text = (ROOT / m.file).read_text(errors="surrogateescape").split("\n")
        result = {"room": m.room, "file": m.file, "line": m.line, "op": m.op,
                  "before": m.before.strip(), "after": m.shown_after}
        if mutant_key(result) in done and text[m.line - 1] == m.before:
            results.append(done[mutant_key(result)])
            write_results(out_path, args, results)
            continue
        if text[m.line - 1] != m.before:
            result.update(status="stale", detail="the line changed since the sample was drawn")
        else:
            text[m.line - 1] = m.after
            targets = binaries_for(m.file)
            with planted(build_dir, m.file, "\n".join(text)):
                if not build(build_dir, targets, args.jobs, log):
                    result.update(status="stillborn", detail=first_error(log))
                else:
                    verdict, binary, detail = run_tests(build_dir, targets, timeouts, args.jobs)
                    status = {"passed": "survived", "failed": "killed", "crashed": "killed",
                              "timeout": "timeout"}[verdict]
                    result.update(status=status, by=binary, detail=(f"{verdict}: " if verdict == "crashed" else "") + detail)
            if result["status"] == "survived":
                reason = equivalent_reason(known, m)
                if reason:
                    result.update(status="equivalent", detail=reason)
        result["seconds"] = round(time.monotonic() - started, 1)
        results.append(result)
        by = f" by {result['by']}" if result.get("by") else ""
        print(f"[{number}/{len(chosen)}] {result['status'].upper():10} {m.file}:{m.line} [{m.op}] "
              f"{m.shown_after}{by} {result.get('detail', '')} ({result['seconds']} s)", flush=True)
        write_results(out_path, args, results)
    return results


RUN = {}  # the commit and the time the run started at, for its result file


def write_results(out_path, args, results):
    if "commit" not in RUN:
        RUN["commit"] = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                                       text=True).stdout.strip()
        RUN.setdefault("started", time.strftime("%Y-%m-%d %H:%M %Z"))
    chosen_by = {"seed": args.seed, "sample": args.sample, "rooms": args.room or "all"}
    if args.changed_since:
        chosen_by["changed_since"] = args.changed_since
    if args.no_headers:
        chosen_by["headers"] = False
    out_path.write_text(json.dumps({**chosen_by,
                                    **RUN, "summary": summary(results), "mutants": results}, indent=1) + "\n")
    with open(out_path.with_suffix(".csv"), "w", newline="") as f:
        w = csv.DictWriter(f, ["room", "file", "line", "op", "status", "by", "detail", "seconds",
                               "before", "after"], extrasaction="ignore")
        w.writeheader()
        w.writerows(results)


def summary(results):
    rooms = collections.defaultdict(collections.Counter)
    for r in results:
        rooms[r["room"]][r["status"]] += 1
        rooms["overall"][r["status"]] += 1
    out = {}
    for room, c in sorted(rooms.items(), key=lambda kv: (kv[0] == "overall", kv[0])):
        counted = c["killed"] + c["timeout"] + c["survived"]
        out[room] = dict(c, counted=counted,
                         kill_rate=round((c["killed"] + c["timeout"]) / counted, 3) if counted else None)
    return out


def report(results):
    print("\nroom              killed  timeout  survived  rate   (stillborn, equivalent, stale)")
    for room, s in summary(results).items():
        rate = f"{100 * s['kill_rate']:.0f}%" if s["kill_rate"] is not None else "-"
        print(f"{room:16} {s.get('killed', 0):7} {s.get('timeout', 0):8} {s.get('survived', 0):9}  {rate:5}"
              f"  ({s.get('stillborn', 0)}, {s.get('equivalent', 0)}, {s.get('stale', 0)})")
    for status in ("survived", "timeout", "equivalent", "stillborn"):
        listed = [r for r in results if r["status"] == status]
        if listed:
            print(f"\n{status}:")
        for r in listed:
            print(f"  {r['file']}:{r['line']} [{r['op']}] {r['before']}  ->  {r['after']}"
                  + (f"   ({r['detail']})" if status != "survived" else ""))
    timed = [r["seconds"] for r in results if r["status"] != "stale"]
    if timed:
        print(f"\n{len(timed)} mutants in {sum(timed) / 60:.1f} min, {sum(timed) / len(timed):.0f} s each on average")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build_dir", nargs="?", default="build-mutate")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sample", type=int, default=300)
    parser.add_argument("--room", action="append", help="engine/map, editor, app ... (repeatable)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, help="seconds per test binary")
    parser.add_argument("--out", help="the JSON result (a .csv is written beside it)")
    parser.add_argument("--resume", action="store_true",
                        help="keep the results already in --out for the same seed, sample and rooms; run the rest")
    parser.add_argument("--retry-survivors", action="store_true",
                        help="with --resume: run the survivors again (after tests were written for them)")
    parser.add_argument("--changed-since", metavar="COMMIT",
                        help="only mutants of lines changed since COMMIT (a session's own work)")
    parser.add_argument("--no-headers", action="store_true",
                        help="draw from .cpp lines only (a header's mutant rebuilds every file including it)")
    parser.add_argument("--list", action="store_true", help="print the sample, run nothing")
    parser.add_argument("--self-test", action="store_true", help="check the generator (CI)")
    args = parser.parse_args(argv)
    if args.self_test:
        import mechanical_selftest
        return mechanical_selftest.main()
    everything = candidates(args.room)
    if args.changed_since:
        changed = changed_lines(args.changed_since)
        everything = [m for m in everything if m.line in changed.get(m.file, ())]
    if not everything:
        sys.exit("no candidate mutants (is --room one of: "
                 + ", ".join(sorted({room_of(f) for f in source_files()})) + "?)")
    chosen = sample(everything, args.seed, args.sample,
                    is_source_file if args.no_headers else (lambda m: True))
    known = equivalents()
    if args.list:
        counts = collections.Counter(m.room for m in everything)
        drawn = collections.Counter(m.room for m in chosen)
        for room in sorted(counts):
            print(f"# {room}: {drawn[room]} of {counts[room]} candidates")
        for m in chosen:
            mark = "  (equivalent)" if equivalent_reason(known, m) else ""
            print(f"{m!r}{mark}")
        return 0
    build_dir = args.build_dir
    if not configure(build_dir):
        sys.exit("cmake could not configure " + build_dir)
    left = restore_left_behind(build_dir)
    if left:
        print(f"put back {left}, left mutated by a run that was killed")
    clean_before = source_status() == ""
    if not build(build_dir, EVERY_BINARY, args.jobs):
        sys.exit("the unmutated tree does not build")
    out_path = pathlib.Path(args.out) if args.out else ROOT / build_dir / "mechanical.json"
    try:
        with signals_unwind():
            results = run_mutants(build_dir, chosen, known, args, out_path)
    finally:
        if clean_before and source_status() != "":
            print("the sources are not as they were after the run: see git status", file=sys.stderr)
    if clean_before and source_status() != "":
        return 2
    build(build_dir, EVERY_BINARY, args.jobs)
    report(results)
    print(f"\nresults: {out_path} (and .csv)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
