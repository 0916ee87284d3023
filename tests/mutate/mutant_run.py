"""What mutate.py (the hand-written list) and mechanical.py (the generated mutants)
share: which test binaries link a source file, building them, running them with a
timeout, and planting a mutant so that the file is put back however the run ends
(an exception, Ctrl+C, SIGTERM or SIGHUP; after a SIGKILL, the next run restores it
from the backup it left in the build directory before doing anything else)."""
import contextlib
import json
import os
import pathlib
import signal
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The test binaries that link each part of the tree, cheapest first. The random
# designer (designer_tests) drives the editor and the engine together.
BINARIES = {
    "engine/": ["engine_tests", "app_tests", "editor_tests", "designer_tests"],
    "editor/": ["editor_tests", "designer_tests"],
    "app/": ["app_tests"],
}
EVERY_BINARY = sorted({name for names in BINARIES.values() for name in names})


def binaries_for(file):
    for prefix, names in BINARIES.items():
        if file.startswith(prefix):
            return names
    sys.exit(f"{file}: no test binary is known to link it (see BINARIES in mutant_run.py)")


def run(*args, quiet=True):
    return subprocess.run(args, cwd=ROOT, stdout=subprocess.DEVNULL if quiet else None,
                          stderr=subprocess.DEVNULL if quiet else None).returncode


def configure(build_dir, extra=()):
    """Configures build_dir unless it already is (an existing build keeps its options)."""
    if (ROOT / build_dir / "CMakeCache.txt").exists():
        return True
    return run("cmake", "-S", ".", "-B", str(build_dir), "-DCMAKE_BUILD_TYPE=RelWithDebInfo",
               "-DCRYPTFORGE_TESTS=ON", *extra) == 0


def build(build_dir, targets, jobs=2, log=None):
    """Builds the targets; with log (a path), the compiler's output goes there. If the
    run is interrupted meanwhile, the build is stopped (ninja removes what it was
    writing) and waited for before the caller puts the planted file back: an object
    compiled from the mutant must not land after the file is restored, newer than it."""
    args = ["cmake", "--build", str(build_dir), f"-j{jobs}", "--target", *targets]
    with open(log or os.devnull, "w") as out:
        proc = subprocess.Popen(args, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            return proc.wait() == 0
        except BaseException:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGINT)
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
            raise


def binary_path(build_dir, name):
    return ROOT / build_dir / "tests" / name


def _stop(proc):
    """Ends a test binary and everything it started (it runs in a session of its own)."""
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


def _first_failure(path):
    try:
        for line in pathlib.Path(path).read_text(errors="replace").splitlines():
            if line.startswith("[  FAILED  ]"):
                return line[len("[  FAILED  ]"):].strip().split(" (")[0].split(", where ")[0]
    except OSError:
        pass
    return ""


def run_tests(build_dir, names, timeouts=None, jobs=1):
    """Runs the binaries (up to jobs at once), each stopping at its first failing test.
    Returns (verdict, binary, detail): verdict is "passed", "failed" (detail: the first
    failing test), "crashed" (detail: the signal) or "timeout" (detail: the limit).
    The first binary to fail stops the others."""
    timeouts = timeouts or {}
    waiting = list(names)
    running = []  # (proc, name, started, log)
    try:
        while waiting or running:
            while waiting and len(running) < max(1, jobs):
                name = waiting.pop(0)
                log = tempfile.NamedTemporaryFile(prefix="cf-mutant-", suffix=".log", delete=False)
                proc = subprocess.Popen([str(binary_path(build_dir, name)), "--gtest_brief=1",
                                         "--gtest_fail_fast"], cwd=ROOT, stdout=log,
                                        stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                        start_new_session=True)
                running.append((proc, name, time.monotonic(), log))
            time.sleep(0.05)
            for entry in list(running):
                proc, name, started, log = entry
                code = proc.poll()
                limit = timeouts.get(name)
                if code is None and limit is not None and time.monotonic() - started > limit:
                    return "timeout", name, f"{limit:.0f} s"
                if code is None:
                    continue
                running.remove(entry)
                log.close()
                detail = _first_failure(log.name)
                os.unlink(log.name)
                if code < 0:
                    return "crashed", name, signal.Signals(-code).name
                if code != 0:
                    return "failed", name, detail
        return "passed", "", ""
    finally:
        for proc, _, _, log in running:
            _stop(proc)
            log.close()
            with contextlib.suppress(OSError):
                os.unlink(log.name)


class Interrupted(Exception):
    """SIGTERM or SIGHUP arrived: unwinds like Ctrl+C so every planted file is put back."""


def _raise(signum, _frame):
    raise Interrupted(signal.Signals(signum).name)


@contextlib.contextmanager
def signals_unwind():
    """While inside, SIGTERM and SIGHUP raise Interrupted (SIGINT already raises
    KeyboardInterrupt), so the finally blocks that restore files run."""
    old = {s: signal.signal(s, _raise) for s in (signal.SIGTERM, signal.SIGHUP)}
    try:
        yield
    finally:
        for s, handler in old.items():
            signal.signal(s, handler)


def backup_path(build_dir):
    return ROOT / build_dir / "mutant-backup.json"


def restore_left_behind(build_dir):
    """A run killed outright (SIGKILL, power) leaves its backup: put the file back."""
    backup = backup_path(build_dir)
    if not backup.exists():
        return None
    saved = json.loads(backup.read_text())
    path = ROOT / saved["file"]
    path.write_bytes(saved["original"].encode("utf-8", "surrogateescape"))
    backup.unlink()
    return saved["file"]


@contextlib.contextmanager
def planted(build_dir, file, text):
    """Writes text over file (relative to the root) for the duration, keeping the
    original in memory and in a backup beside the build, and puts it back on any exit."""
    path = ROOT / file
    original = path.read_bytes()
    backup = backup_path(build_dir)
    backup.write_text(json.dumps({"file": file, "original": original.decode("utf-8", "surrogateescape")}))
    try:
        path.write_bytes(text.encode("utf-8", "surrogateescape"))
        yield
    finally:
        # Ctrl+C during the write itself would land here too: write until it holds.
        while True:
            try:
                path.write_bytes(original)
                if path.read_bytes() == original:
                    break
            except KeyboardInterrupt:
                continue
        backup.unlink(missing_ok=True)
