"""The master's helpers in the page: module workers that add rollouts to its search (the
browser layer; ``pyapp.helping`` and the runner decide what they are asked)."""

from __future__ import annotations

import asyncio
from typing import Any

from pyodide.ffi import create_proxy, to_js
from pyscript import window

from pyapp import helping
from pyapp.runner import Ear


class Workers:
    def __init__(self) -> None:
        self.workers: list[Any] = []
        self.handlers: list[Any] = []  # the workers' message and error handlers (proxies)
        self.heard = asyncio.Event()  # set whenever one of them says something

    def helper_count(self) -> int:
        """As many helpers as the device has cores to spare; none without workers."""
        if not hasattr(window, "Worker"):
            return 0
        navigator = window.navigator
        return helping.how_many(getattr(navigator, "hardwareConcurrency", None),
                                getattr(navigator, "deviceMemory", None))

    def start(self, count: int, said: Ear) -> None:
        """Start ``count`` helper workers, each one's messages and failure going to ``said``."""
        options = to_js({"type": "module"}, dict_converter=window.Object.fromEntries)
        for index in range(count):
            try:
                worker = window.Worker.new("assets/helper-worker.mjs", options)
            except Exception as error:  # (a browser that refuses module workers): no helper
                window.console.warn("A helper could not start:", str(error))
                said(index, None)
                self.workers.append(None)
                continue
            # (each bound to this crew's ``said``: a stopped crew's last words are left out)
            handlers = (
                create_proxy(lambda event, index=index: self.on_helper(said, index,
                                                                       str(event.data))),
                create_proxy(lambda event, index=index: self.on_helper_error(said, index, event)))
            worker.onmessage, worker.onerror = handlers
            self.handlers.extend(handlers)
            self.workers.append(worker)

    def stop(self) -> None:
        """Let the helpers' workers end (and their memory be freed)."""
        for worker in self.workers:
            if worker is not None:
                worker.onmessage = worker.onerror = None  # (nothing more reaches its handlers)
                worker.terminate()
        for handler in self.handlers:
            handler.destroy()
        self.workers, self.handlers = [], []

    def on_helper(self, said: Ear, index: int, message: str) -> None:
        said(index, message)
        self.heard.set()

    def on_helper_error(self, said: Ear, index: int, event: Any) -> None:
        """A helper's worker failed outside its own error handling: it is not asked again."""
        event.preventDefault()
        said(index, None)
        window.console.warn("A helper stopped:", getattr(event, "message", ""))
        self.heard.set()

    def post(self, index: int, message: str) -> bool:
        try:
            self.workers[index].postMessage(message)
        except Exception:  # (its worker is gone, or never started)
            return False
        return True

    async def hear(self, seconds: float) -> bool:
        self.heard.clear()
        try:
            await asyncio.wait_for(self.heard.wait(), seconds)
        except TimeoutError:
            return False
        return True
