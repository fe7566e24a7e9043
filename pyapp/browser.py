"""The browser adapter: the event listeners, the timers and tasks, storage.

Run by PyScript (index.html loads ``pyapp/main.py``, which calls ``start``). Everything the page
decides is decided by the ``App``, and when the bots think and the jobs run by the ``Runner``
(``pyapp.runner``), for which the page is the ``Host``. The browser layer is four modules: this
one turns browser events into the app's commands and keeps the timers and tasks; ``drawing``
draws the app's screen into the DOM; ``locks`` holds the game's Web Lock (one tab plays);
``workers`` runs the master's helpers. Once the first table is drawn and the page knows whether
this tab plays the game, it marks ``<html data-ready="true">``, which the loading screen and the
tests wait for.
"""

from __future__ import annotations

import asyncio
import gc
import json
import time
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from pyapp import early
from pyapp.address import language_from
from pyapp.app import App
from pyapp.catalogue import text
from pyapp.drawing import Drawing, element
from pyapp.feature import Claim, Download, Effect
from pyapp.locks import GameLock
from pyapp.measures import Timings, now_ms
from pyapp.runner import Ear, Runner
from pyapp.storage import LANGUAGE_KEY, LESSON_KEY, SAVE_KEY, set_aside
from pyapp.workers import Workers

AMOUNT_COMMANDS = ("bid", "proxy", "price", "step")
TYPED_FIELDS = ("seed", "name")  # form fields followed as they are typed (no redraw)
FORMS = ("setup", "bots-field")  # the commands of the forms that have such fields
FOLLOWED = (SAVE_KEY, LESSON_KEY)  # what a tab that only shows the game follows


class BrowserStorage:
    """The app's ``Storage`` on localStorage; a refused write (full, switched off) says
    so instead of failing."""

    def get(self, key: str) -> str | None:
        try:
            value = window.localStorage.getItem(key)
        except Exception:  # storage switched off: play on without it
            return None
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> bool:
        try:
            window.localStorage.setItem(key, value)
        except Exception:
            return False
        return True

    def remove(self, key: str) -> None:
        try:
            window.localStorage.removeItem(key)
        except Exception:
            return

    def names(self) -> list[str]:
        try:
            store = window.localStorage
            return [str(store.key(i)) for i in range(int(store.length))]
        except Exception:
            return []


def tab_id() -> str:
    """This tab's id among the browser's tabs."""
    try:
        return str(window.crypto.randomUUID())
    except Exception:  # (an insecure context has no randomUUID)
        return f"{window.Math.random()}-{now_ms()}"


class Page:
    """The page: the app, its drawing, its run loop and the browser's events (see the module's
    docstring); the run loop's ``Host``."""

    def __init__(self) -> None:
        self.app = App(BrowserStorage(), now_ms(), str(window.location.search),
                       str(window.navigator.language), tab=tab_id())
        self.app.start(now_ms())
        self.timings = Timings()
        gc.callbacks.append(self.timings.on_gc)
        self.drawing = Drawing(self.app, self.timings)
        self.runner = Runner(self.app, self)  # the bots, the jobs: see ``draw``, ``start``
        self.lock = GameLock(self)
        self.workers = Workers()  # the master's helpers, as the runner starts them
        self.ready = False
        self.early: dict[str, Any] | None = None  # the set-up form's choices made before Python
        self.behind = False  # saves written by another tab while this hidden one showed it
        self.draw_due = False  # a draw asked for by an input, not yet made
        self.woken = asyncio.Event()  # set to end the run loop's sleep (``wake``)
        self.tasks: set[asyncio.Future[None]] = set()
        root, dialog = self.drawing.root, self.drawing.dialog
        handlers = {"click": self.on_click, "change": self.on_change, "input": self.on_input,
                    "keydown": self.on_keydown}
        self._proxies = {name: create_proxy(handler) for name, handler in handlers.items()}
        for name, proxy in self._proxies.items():
            root.addEventListener(name, proxy)
        self._cancel_proxy = create_proxy(self.on_dialog_cancel)
        dialog.addEventListener("cancel", self._cancel_proxy)
        self._visibility_proxy = create_proxy(self.on_visibility)
        document.addEventListener("visibilitychange", self._visibility_proxy)
        self._shortcut_proxy = create_proxy(self.on_shortcut)
        document.addEventListener("keydown", self._shortcut_proxy)
        self._storage_proxy = create_proxy(self.on_storage)
        window.addEventListener("storage", self._storage_proxy)
        self.app.set_hidden(bool(document.hidden), now_ms())

    # -- one tab at a time --
    def after_lock(self) -> None:
        taken, self.early = self.early, None
        if taken is not None and self.app.tabs.playing:
            early.apply(self.app, taken, now_ms())  # the form filled before Python
        self.draw_or_recover()
        if taken is not None:
            self.drawing.settle_focus()  # now, so that the early form's focus is the one stays
            early.restore_focus(taken)
        self.wake()
        if not self.ready:
            self.ready = True
            document.documentElement.dataset.ready = "true"

    def on_storage(self, event: Any) -> None:
        """Another tab wrote to storage (a save, the game taken over). A hidden tab that only
        shows the game catches up with the saves once it is seen again."""
        key = event.key if isinstance(event.key, str) else None
        if key in FOLLOWED and document.hidden and self.app.tabs.state == "elsewhere":
            self.behind = True
            return
        if self.app.tabs.storage_changed(key, now_ms()):
            self.draw_or_recover()
            self.wake()

    # -- drawing --
    def draw_or_recover(self) -> None:
        """Draw; if the game on the table cannot even be drawn (a save no check foresaw), set
        it aside and draw a fresh game instead."""
        try:
            self.draw()
        except Exception as error:
            self.app.saves.recover(error, now_ms())
            self.drawing.forget()
            self.draw()

    def draw_soon(self) -> None:
        """Draw in a task of its own, after the input's. A click's task ends with the browser
        laying the page out to find what is under the pointer; with the new table drawn in it,
        that is the whole new table's layout, which made a first click's task 50 to 60 ms.
        Until it is drawn the table says it is busy (``aria-busy``: assistive technologies and
        the tests wait), and a click on it is ignored: it was aimed at what is no longer so."""
        if not self.draw_due:
            asyncio.get_event_loop().call_soon(self.draw_if_due)  # (first: a draw is due only
            self.draw_due = True  # once one is on its way)
            self.drawing.root.setAttribute("aria-busy", "true")

    def draw_if_due(self) -> None:
        if self.draw_due:
            self.draw()

    def draw(self) -> None:
        if self.draw_due:  # (taken off as the drawing starts: nothing sees the page before
            self.draw_due = False  # it ends, and a drawing that fails leaves the table usable)
            self.drawing.root.removeAttribute("aria-busy")
        self.drawing.draw()
        self.runner.drawn()

    def note_task(self, kind: str, started: float) -> None:
        self.timings.note_task(kind, started)

    # -- input --
    def dispatch(self, name: str, args: dict[str, str]) -> None:
        """A command from the player: run, or asked first in the page (``App.ask``)."""
        self.effect(self.app.ask(name, args, now_ms()))

    def effect(self, effect: Effect | None) -> None:
        if isinstance(effect, Download):
            self.download(effect.name, effect.text)
        elif isinstance(effect, Claim):
            self.lock.request(steal=True)
        self.draw_soon()
        self.wake()

    def on_click(self, event: Any) -> None:
        target = element(event.target.closest("[data-command]"))
        if target is None or target.tagName in ("INPUT", "SELECT"):
            return
        if target.tagName == "A":
            event.preventDefault()  # a link in the rules: the page scrolls, the address stays
        if self.draw_due:
            return  # aimed at a table that has changed since: the player sees the new one first
        name = str(target.getAttribute("data-command"))
        args: dict[str, str] = {}
        for attr in ("card", "with", "delta", "amount", "to", "seat", "section", "value", "back"):
            value = target.getAttribute(f"data-{attr}")
            if isinstance(value, str):
                args[attr] = value
        if name in ("start-daily", "export"):  # the date of this device's calendar: today's
            # deal, the export's file name
            today = window.Date.new()
            args["date"] = f"{int(today.getFullYear()):04d}-{int(today.getMonth()) + 1:02d}-" \
                           f"{int(today.getDate()):02d}"
        if name in AMOUNT_COMMANDS:
            field = element(document.getElementById("amount"))
            if field is not None:
                args["value"] = str(field.value)
        self.dispatch(name, args)

    def on_keydown(self, event: Any) -> None:
        if event.key != "Enter":
            return
        target = element(event.target)
        if target and target.getAttribute("data-command") == "amount":
            event.preventDefault()
            what = element(target.closest(".amount-entry"))
            if what:
                self.dispatch(str(what.getAttribute("data-what")), {"value": str(target.value)})

    def on_shortcut(self, event: Any) -> None:
        """A keyboard shortcut (``App.shortcut``): a key pressed without Ctrl, Alt or Meta,
        anywhere but in a field, where it would be typed."""
        if event.defaultPrevented or event.ctrlKey or event.metaKey or event.altKey:
            return
        target = element(event.target)
        if target is not None and (target.tagName in ("INPUT", "SELECT", "TEXTAREA")
                                   or bool(target.isContentEditable)):
            return
        command = self.app.shortcut(str(event.key))
        if command is not None and not self.draw_due:
            event.preventDefault()
            self.dispatch(command, {})

    def on_dialog_cancel(self, event: Any) -> None:
        """Escape closes a dialog only where closing is harmless (not a summary)."""
        if self.app.dialog == "summary":
            event.preventDefault()
            return
        event.preventDefault()
        self.dispatch("close-dialog", {})

    def on_input(self, event: Any) -> None:
        target = element(event.target)
        if target is None:
            return
        command = target.getAttribute("data-command")
        if command == "amount":
            self.app.command("amount", {"value": str(target.value)}, now_ms())
            self.draw()
        elif command in FORMS and target.getAttribute("data-field") in TYPED_FIELDS:
            self.app.command(command, {"field": str(target.getAttribute("data-field")),
                                       "value": str(target.value),
                                       "seat": str(target.getAttribute("data-seat"))},
                             now_ms())

    def on_change(self, event: Any) -> None:
        target = element(event.target)
        if target is None:
            return
        command = str(target.getAttribute("data-command"))
        if command == "import":
            files = target.files
            if files.length:
                self.tasks.add(asyncio.ensure_future(self.import_file(files.item(0))))
            target.value = ""
            return
        if command == "amount" or (command in FORMS and
                                   target.getAttribute("data-field") in TYPED_FIELDS):
            return  # followed as it is typed
        args = {"value": str(target.value)}
        if target.type == "checkbox":
            args["value"] = "true" if target.checked else "false"
        for attr in ("field", "seat"):
            value = target.getAttribute(f"data-{attr}")
            if isinstance(value, str):
                args[attr] = value
        self.dispatch(command, args)

    def on_visibility(self, event: Any) -> None:
        self.app.set_hidden(bool(document.hidden), now_ms())
        if self.behind and not document.hidden:
            self.behind = False
            if self.app.tabs.storage_changed(SAVE_KEY, now_ms()):
                self.draw_or_recover()
        self.wake()

    def download(self, name: str, content: str) -> None:
        blob = window.Blob.new([content], to_js({"type": "application/json"},
                                                dict_converter=window.Object.fromEntries))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = name
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)

    async def import_file(self, file: Any) -> None:
        """A chosen file: refused by its size before it is read when it is too large; once
        read, a game replaces one under way only if the player says so."""
        app = self.app
        if app.saves.import_size_ok(int(file.size)):
            session = app.saves.read_import(str(await file.text()))
            if session is not None:
                self.effect(app.ask("import", {}, now_ms(),
                                    then=lambda now: app.saves.adopt_import(session, now)))
                return
        self.draw()
        self.wake()

    # -- the host of the run loop (``runner``): the clock, tasks, sleeping and the helpers --
    def now(self) -> float:
        return now_ms()

    def perf(self) -> float:
        return time.perf_counter()

    async def yield_task(self) -> None:
        await asyncio.sleep(0)

    async def wait(self, seconds: float | None) -> None:
        self.woken.clear()
        try:
            await asyncio.wait_for(self.woken.wait(), seconds)
        except TimeoutError:
            return

    def wake(self) -> None:
        self.woken.set()

    def warn(self, message: str) -> None:
        window.console.warn(message)

    def helper_count(self) -> int:
        return self.workers.helper_count()

    def start_helpers(self, count: int, said: Ear) -> None:
        self.workers.start(count, said)

    def stop_helpers(self) -> None:
        self.workers.stop()

    def post(self, index: int, message: str) -> bool:
        return self.workers.post(index, message)

    async def hear(self, seconds: float) -> bool:
        return await self.workers.hear(seconds)

def start() -> Page:
    taken = early.take()  # the form or the table shown before Python: gone before Page draws
    page = Page()
    page.early = taken  # its choices are taken over once this tab knows it plays the game
    page.draw_or_recover()

    def searches() -> str:
        return json.dumps(page.app.session.searches() if page.app.session else {})

    # Measurement hooks (the bench scripts read them); none returns anything a seat may not see.
    hooks = {"longest": create_proxy(lambda: json.dumps(page.timings.longest)),
             "slowest": create_proxy(lambda: json.dumps(page.timings.slowest)),
             "searches": create_proxy(searches)}
    window.modernArt = to_js(hooks, dict_converter=window.Object.fromEntries)
    page.lock.request()  # the page is ready once it knows whether this tab plays the game
    page.tasks.add(asyncio.ensure_future(page.runner.run()))
    # What start-up made (Python's modules, the app's) lives as long as the page: set aside
    # from the collector, whose full collections, run inside the bots' slices, then go over
    # only what the game makes (7 to 8 ms fewer each in Pyodide). The first game's objects are
    # set aside too: when a new game replaces it, reference counting frees them (they hold no
    # cycle), and what start-up left in cycles stays, a bounded few.
    gc.freeze()
    return page


def failed_start(error: BaseException) -> None:
    """The page could not start (an error in Python, not the connection): set the saved game
    aside, so that a reload starts afresh, and say so on the loading screen's error panel."""
    storage = BrowserStorage()
    saved = storage.get(SAVE_KEY)
    kept = saved is None or set_aside(storage, saved)
    if saved is not None and kept:
        storage.remove(SAVE_KEY)
    lang = language_from(str(window.location.search), storage.get(LANGUAGE_KEY),
                         str(window.navigator.language))
    document.getElementById("loading").hidden = True
    document.getElementById("load-error-title").textContent = text(lang, "start.failed")
    document.getElementById("load-error-text").textContent = text(
        lang, "start.error" if kept else "start.error_kept")
    document.getElementById("load-error-detail").textContent = \
        f"{type(error).__name__}: {str(error)[:500]}"
    document.getElementById("load-error").hidden = False
