#!/usr/bin/env python3
"""A client for Cryptforge's automation API (README: Automation API), standard library only.

Run the game with --api (window) or --headless --api (a server), then:

    from cryptforge_client import Client
    with Client() as game:                      # $XDG_RUNTIME_DIR/cryptforge/api.sock
        orcs = game.call("entities.query", def_="orc")["entities"]
        game.call("world.edit", edit=f"set {orcs[0]['id']} fighter.hp 1")
        game.call("sim.step", turns=3)

A parameter that is a Python keyword takes a trailing underscore (def_="orc"). Errors come
back as ApiError with the JSON-RPC code, message and data (content problems with
file:line:col). Notifications (events.subscribe) wait in client.notifications.

From a shell:  python3 tools/cryptforge_client.py [--socket PATH] METHOD '{"param": value}'
"""

import argparse
import collections
import json
import os
import socket
import sys


def default_socket_path():
    """Where cryptforge --api listens unless told otherwise."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if not runtime:
        raise RuntimeError("XDG_RUNTIME_DIR is not set: give the socket's path (--api-socket)")
    return os.path.join(runtime, "cryptforge", "api.sock")


class ApiError(Exception):
    """A JSON-RPC error from the game."""

    def __init__(self, code, message, data=None):
        super().__init__(f"{message} (code {code})")
        self.code = code
        self.message = message
        self.data = data


class Client:
    """One connection: the Unix socket by default, or 127.0.0.1:port with the token."""

    def __init__(self, socket_path=None, port=None, token=None, timeout=60.0):
        if port is not None:
            self._sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        else:
            self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            self._sock.settimeout(timeout)
            self._sock.connect(socket_path or default_socket_path())
        self._buffer = b""
        self._next_id = 0
        self.notifications = collections.deque()
        if port is not None:
            if token is None:
                token_path = os.path.splitext(socket_path or default_socket_path())[0] + ".token"
                with open(token_path, encoding="ascii") as f:
                    token = f.read().strip()
            self.call("auth", token=token)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        self._sock.close()

    def send(self, method, params=None, notify=False):
        """Sends a request (or a notification, answered by nothing); returns its id."""
        message = {"jsonrpc": "2.0", "method": method}
        if params:
            message["params"] = params
        if not notify:
            self._next_id += 1
            message["id"] = self._next_id
        self._sock.sendall(json.dumps(message).encode() + b"\n")
        return None if notify else self._next_id

    def call(self, method, **params):
        """Calls `method` and returns its result; raises ApiError on an error."""
        params = {k.rstrip("_"): v for k, v in params.items()}
        request_id = self.send(method, params)
        while True:
            message = self._read()
            if "id" not in message:
                self.notifications.append(message)
                continue
            if message["id"] != request_id:
                continue
            if "error" in message:
                e = message["error"]
                raise ApiError(e["code"], e["message"], e.get("data"))
            return message["result"]

    def next_notification(self):
        """The oldest notification, waiting for one if none has come."""
        while not self.notifications:
            message = self._read()
            if "id" not in message:
                self.notifications.append(message)
        return self.notifications.popleft()

    def _read(self):
        while b"\n" not in self._buffer:
            chunk = self._sock.recv(65536)
            if not chunk:
                raise ConnectionError("the game closed the connection")
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return json.loads(line)


def main(argv):
    parser = argparse.ArgumentParser(description="Calls one method of cryptforge's API and prints the result as JSON.")
    parser.add_argument("--socket", help="the socket (default $XDG_RUNTIME_DIR/cryptforge/api.sock)")
    parser.add_argument("--port", type=int, help="127.0.0.1:PORT instead (the token is read beside the socket)")
    parser.add_argument("method", help="e.g. state.get, entities.query, sim.step")
    parser.add_argument("params", nargs="?", default="{}", help="the params as a JSON object")
    args = parser.parse_args(argv)
    try:
        params = json.loads(args.params)
        with Client(args.socket, args.port) as client:
            result = client.call(args.method, **params)
    except ApiError as e:
        print(f"cryptforge_client: {e}", file=sys.stderr)
        if e.data:
            print(json.dumps(e.data, indent=2), file=sys.stderr)
        return 1
    except (OSError, ValueError, RuntimeError) as e:
        print(f"cryptforge_client: {e}", file=sys.stderr)
        return 2
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
