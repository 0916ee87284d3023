#!/usr/bin/env python3
"""The automation API's speed as a script sees it (README: Automation API, Speed).

    python3 tests/perf/api_speed.py [--exe build/cryptforge] [--steps 20000] [--window]

Headless: starts `cryptforge --headless --api --new-game` on a private socket and times
`sim.step 1` calls from tools/cryptforge_client.py (steps a second). With --window it also
starts the window on a private Xvfb display, lets it go idle, and times the first request
after each pause (the wake, median of 30). Prints one line per figure; exits 2 when the
game (or Xvfb, with --window) cannot start. Saves go to a temporary folder.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from cryptforge_client import Client  # noqa: E402


def wait_for_socket(path, process, seconds=30):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if os.path.exists(path):
            return True
        if process.poll() is not None:
            return False
        time.sleep(0.05)
    return False


def start(exe, work, extra, env=None):
    sock = os.path.join(work, "api.sock")
    home = os.path.join(work, "home")
    os.makedirs(home, exist_ok=True)
    environment = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
                       XDG_CONFIG_HOME=os.path.join(home, "config"))
    environment.update(env or {})
    process = subprocess.Popen([exe, "--api", "--api-socket", sock, "--new-game", "--seed", "3",
                                "--overwrite-save"] + extra,
                               env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if not wait_for_socket(sock, process):
        process.kill()
        sys.exit(f"api_speed: the game did not open {sock}: {process.stderr.read().decode()[:400]}")
    return process, sock


def headless_rate(exe, steps):
    work = tempfile.mkdtemp()
    process, sock = start(exe, work, ["--headless"])
    try:
        with Client(sock) as game:
            game.call("world.edit", edit="set world god_mode true")
            begin = time.perf_counter()
            for _ in range(steps):
                game.call("sim.step", turns=1)
            elapsed = time.perf_counter() - begin
            game.call("session.close")
        process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
        shutil.rmtree(work, ignore_errors=True)
    return steps / elapsed


def window_wake(exe):
    if shutil.which("Xvfb") is None:
        sys.exit("api_speed: Xvfb is missing (apt-get install -y xvfb)")
    work = tempfile.mkdtemp()
    display = None
    for n in range(150, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{n}") and not os.path.exists(f"/tmp/.X{n}-lock"):
            display = n
            break
    xvfb = subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", "1280x720x24"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    process = None
    try:
        process, sock = start(exe, work, [], {"DISPLAY": f":{display}"})
        times = []
        with Client(sock) as game:
            for _ in range(30):
                time.sleep(0.4)  # idle: the loop sleeps in its event wait
                begin = time.perf_counter()
                game.call("state.get", path="turn")
                times.append((time.perf_counter() - begin) * 1000)
            game.call("session.close")
        process.wait(timeout=30)
        return statistics.median(times), max(times)
    finally:
        if process and process.poll() is None:
            process.kill()
        xvfb.kill()
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", default="build/cryptforge")
    parser.add_argument("--steps", type=int, default=20000)
    parser.add_argument("--window", action="store_true", help="also time the window's wake")
    args = parser.parse_args()
    if not os.access(args.exe, os.X_OK):
        sys.exit(f"api_speed: no executable at {args.exe}")
    print(f"headless sim.step 1 from Python: {headless_rate(args.exe, args.steps):,.0f} steps a second")
    if args.window:
        median, worst = window_wake(args.exe)
        print(f"window, first request after 0.4 s idle: {median:.2f} ms median, {worst:.2f} ms worst")


if __name__ == "__main__":
    main()
