"""The console of a page in WebKitGTK's MiniBrowser, read through the browser's own inspector.

WebKitWebDriver has no log or script-before-load commands, and MiniBrowser writes nothing of its
console to its output under automation (its sessions are ephemeral, and WebKit prints the
console only for persistent ones). But the driver starts the browser with an inspector server
(``WEBKIT_INSPECTOR_SERVER=host:port`` in its environment), which takes one more client beside
the driver: this module connects to it as that client, attaches to the page the automation
session drives, enables the Console domain (and each dedicated worker's) and keeps every
message, from before the page's first script and across reloads and navigations.

The socket's framing (WebKitGTK 2.38 and later): a 4-byte big-endian body length, a flags byte
(1: the parameters are little-endian), then the body: the message's name ending in a zero byte
and its parameters as a GLib GVariant. Only fixed-size integers and one string are ever sent or
read here, so no GVariant library is needed. The page's protocol is WebKit's Web Inspector
protocol (JSON), wrapped in Target.sendMessageToTarget / Target.dispatchMessageFromTarget.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import socket
import struct
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# The browser's first inspector connection and its first page: the one an automation session
# drives (the server tells only the driver its target list, but these two never change).
CONNECTION = 1
PAGE = 1


@dataclass(frozen=True)
class Message:
    """One console message: its level ("error", "warning", "log", ...), its source
    ("console-api", "javascript", "security", "network", ...), its words and where from."""

    level: str
    source: str
    text: str
    url: str = ""
    worker: str = ""


def inspector_address(driver_pid: int, timeout: float = 10) -> tuple[str, int]:
    """The inspector server of the browser that the WebKitWebDriver ``driver_pid`` started."""
    deadline = time.monotonic() + timeout
    while True:
        for child in children(driver_pid):
            try:
                environment = Path(f"/proc/{child}/environ").read_bytes().split(b"\0")
            except OSError:
                continue
            for entry in environment:
                if entry.startswith(b"WEBKIT_INSPECTOR_SERVER="):
                    host, _, port = entry.split(b"=", 1)[1].decode().rpartition(":")
                    return host, int(port)
        if time.monotonic() > deadline:
            raise RuntimeError("no browser with an inspector server under WebKitWebDriver")
        time.sleep(0.05)


def children(pid: int) -> list[int]:
    """The processes ``pid`` started (its browser, for a driver)."""
    try:
        return [int(child) for child in
                Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


class Console:
    """The console messages of the page an automation session drives, as they come."""

    def __init__(self, host: str, port: int, timeout: float = 10) -> None:
        self.messages: list[Message] = []
        self.last: dict[str, Message] = {}  # each page's or worker's last message
        self.failures: list[str] = []  # what the reader could not take in
        self.lock = threading.Lock()
        self.ids = itertools.count(1)
        self.workers: dict[str, str] = {}  # worker id -> its script's address
        self.attached = threading.Event()
        self.socket = socket.create_connection((host, port), timeout=timeout)
        self.socket.settimeout(None)
        self.ready = threading.Event()
        self.reading = threading.Thread(target=self.read, daemon=True, name="webkit-inspector")
        self.reading.start()
        self.send("SetupInspectorClient", b"\0")  # an empty hash: no command list cached
        if not self.ready.wait(timeout):
            raise RuntimeError("the browser's inspector server did not answer")
        self.send("Setup", struct.pack("<QQ", CONNECTION, PAGE))
        # New page targets (the first, and any after a process swap) wait until their console
        # is on, so that nothing the page's first script says is lost.
        self.to_page({"method": "Target.setPauseOnStart", "params": {"pauseOnStart": True}})
        if not self.attached.wait(timeout):
            raise RuntimeError("the browser's inspector announced no page")

    def take(self) -> list[Message]:
        """The messages so far, forgetting them. A watch that stopped hearing fails here."""
        with self.lock:
            taken, self.messages = self.messages, []
            failures = list(self.failures)
        if failures:
            raise RuntimeError("the WebKit console watch failed: " + "; ".join(failures))
        if not self.reading.is_alive():
            raise RuntimeError("the WebKit console watch lost its connection to the browser")
        return taken

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.socket.close()

    # -- the socket --
    def send(self, name: str, parameters: bytes = b"") -> None:
        body = name.encode() + b"\0" + parameters
        self.socket.sendall(struct.pack(">IB", len(body), 1) + body)

    def to_page(self, message: dict[str, Any]) -> None:
        message = {"id": next(self.ids), "params": {}, **message}
        self.send("SendMessageToBackend", struct.pack("<QQ", CONNECTION, PAGE)
                  + json.dumps(message).encode() + b"\0")

    def to_target(self, target: str, method: str, params: dict[str, Any] | None = None) -> None:
        inner = json.dumps({"id": next(self.ids), "method": method, "params": params or {}})
        self.to_page({"method": "Target.sendMessageToTarget",
                      "params": {"targetId": target, "message": inner}})

    def read(self) -> None:
        buffer = b""
        while True:
            try:
                chunk = self.socket.recv(65536)
            except OSError:
                return
            if not chunk:
                return
            buffer += chunk
            while len(buffer) >= 5:
                (size,) = struct.unpack_from(">I", buffer)
                if len(buffer) < 5 + size:
                    break
                body, buffer = buffer[5:5 + size], buffer[5 + size:]
                name, _, parameters = body.partition(b"\0")
                try:
                    self.received(name.decode(), parameters)
                except Exception as error:  # (kept, and told by take(): never lost quietly)
                    with self.lock:
                        self.failures.append(f"{type(error).__name__}: {error}")

    def received(self, name: str, parameters: bytes) -> None:
        if name == "DidSetupInspectorClient":
            self.ready.set()
        elif name == "SendMessageToFrontend":  # (connection, target, JSON)
            text = parameters[16:].split(b"\0", 1)[0]
            self.from_page(json.loads(text))

    # -- the page's protocol --
    def from_page(self, message: dict[str, Any]) -> None:
        method = message.get("method")
        params = message.get("params") or {}
        if method == "Target.targetCreated" and params["targetInfo"].get("type") == "page":
            info = params["targetInfo"]
            self.to_target(info["targetId"], "Console.enable")
            self.to_target(info["targetId"], "Worker.enable")
            if info.get("isPaused"):
                self.to_page({"method": "Target.resume",
                              "params": {"targetId": info["targetId"]}})
            self.attached.set()
        elif method == "Target.dispatchMessageFromTarget":
            self.from_target(params["targetId"], json.loads(params["message"]), worker="")

    def from_target(self, target: str, message: dict[str, Any], worker: str) -> None:
        method = message.get("method")
        params = message.get("params") or {}
        if method == "Console.messageAdded":
            self.keep(params["message"], target, worker)
        elif method == "Console.messageRepeatCountUpdated":
            with self.lock:  # the same message again: WebKit counts it instead of resending
                again = self.last.get(f"{target}/{worker}")
                if again is not None:
                    self.messages.append(again)
        elif method == "Worker.workerCreated":
            worker_id = params["workerId"]
            self.workers[worker_id] = params.get("url", worker_id)
            enable = json.dumps({"id": next(self.ids), "method": "Console.enable"})
            self.to_target(target, "Worker.sendMessageToWorker",
                           {"workerId": worker_id, "message": enable})
            self.to_target(target, "Worker.initialized", {"workerId": worker_id})
        elif method == "Worker.dispatchMessageFromWorker":
            self.from_target(target, json.loads(params["message"]),
                             worker=self.workers.get(params["workerId"], params["workerId"]))

    def keep(self, message: dict[str, Any], target: str, worker: str) -> None:
        kept = Message(level=message.get("level", ""), source=message.get("source", ""),
                       text=message.get("text", ""), url=message.get("url", ""), worker=worker)
        with self.lock:
            self.messages.append(kept)
            self.last[f"{target}/{worker}"] = kept
