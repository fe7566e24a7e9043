"""The browser adapter: the DOM, the event listeners, the timers, focus and storage.

Run by PyScript (index.html loads ``pyapp/main.py``, which calls ``start``). Everything the page
decides is decided by the ``App``, and when the bots think and the jobs run by the
``Runner`` (``pyapp.runner``), for which the page is the ``Host``: this module turns browser
events into the app's commands, keeps the timers, the tasks and the helpers' workers
(``helping``), and draws ``render``'s regions: a region whose HTML is unchanged is left alone,
the decision and an open dialog are patched in place (so a control under the pointer or the
caret in a field survives a bot's raise), and the log grows at its end. Once the first table is
drawn and the page knows whether this tab plays the game (one tab at a time: a Web Lock held
while the tab plays, taken over with "Play here instead"; the ``storage`` event tells the other
tabs what was saved), it marks ``<html data-ready="true">``, which the loading screen and the
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

from pyapp import dialogs, early, helping, render, rulebook, tutorial
from pyapp.address import language_from
from pyapp.app import App
from pyapp.catalogue import text
from pyapp.feature import Claim, Download
from pyapp.logbook import LogBook
from pyapp.narration import describe
from pyapp.runner import Ear, Runner
from pyapp.storage import LANGUAGE_KEY, LESSON_KEY, SAVE_KEY, set_aside

PATCHED = ("auction",)  # the decision is patched in place rather than replaced
# Where the focus goes when it is the human's turn and nothing else holds it.
FOCUS_ORDER = ("#amount", "#auction .decision .primary:not([disabled])",
               "#auction .decision button:not([disabled])",
               "#hand .card-button:not([disabled])")
AMOUNT_COMMANDS = ("bid", "proxy", "price", "step")
TYPED_FIELDS = ("seed", "name")  # set-up fields followed as they are typed (no redraw)
GAME_LOCK = "modern-art/game"  # the Web Lock held by the tab that plays the game
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


def element(found: object) -> Any:
    """A DOM lookup's result, or None (JavaScript's null does not arrive as None)."""
    return found if hasattr(found, "tagName") else None


def now_ms() -> float:
    return time.monotonic() * 1000


def tab_id() -> str:
    """This tab's id among the browser's tabs."""
    try:
        return str(window.crypto.randomUUID())
    except Exception:  # (an insecure context has no randomUUID)
        return f"{window.Math.random()}-{now_ms()}"


def js_object(data: dict[str, Any]) -> Any:
    return to_js(data, dict_converter=window.Object.fromEntries)


class Page:
    def __init__(self) -> None:
        self.app = App(BrowserStorage(), now_ms(), str(window.location.search),
                              str(window.navigator.language), tab=tab_id())
        self.app.start(now_ms())
        self.runner = Runner(self.app, self)  # the bots, the jobs: see ``draw``, ``start``
        self.ready = False
        self.early: dict[str, Any] | None = None  # the set-up form's choices made before Python
        self.behind = False  # saves written by another tab while this hidden one showed it
        self.logbook: LogBook | None = None
        self.log_drawn: LogBook | None = None
        self.drawn: dict[str, str] = {}
        self.dialog_kind: str | None = None
        self.section_shown = -1  # the last request to show a rules' section that was served
        self.highlighted: object = None  # the lesson's step last scrolled to
        self.live_seen = 0
        self.session_seen: object = None
        self.log_key: tuple[Any, ...] | None = None
        self.kept: dict[str, tuple[object, render.Html]] = {}  # slow regions, by their inputs
        self.longest: dict[str, float] = {}
        self.parts: dict[str, float] = {}  # the drawing under way, by part (ms)
        self.slowest: list[tuple[float, dict[str, float]]] = []  # the slowest drawings
        self.focus_due: tuple[str | None, Any] | None = None  # (focus key, screen) after a draw
        self.draw_due = False  # a draw asked for by an input, not yet made
        self.gc_started: float | None = None  # when the garbage collection under way started
        gc.callbacks.append(self.on_gc)
        self.dialog_opened = False  # a dialog opened since the focus was last settled
        self.woken = asyncio.Event()  # set to end the run loop's sleep (``wake``)
        self.tasks: set[asyncio.Future[None]] = set()
        # Helpers (workers adding rollouts to a master's search), as the runner starts them:
        # ``heard`` is set whenever one of them says something.
        self.workers: list[Any] = []
        self.handlers: list[Any] = []  # the workers' message and error handlers (proxies)
        self.heard = asyncio.Event()
        self.root = document.getElementById("app")
        self.root.innerHTML = self.skeleton()
        self.root.hidden = False  # shown before the first draw, so that focus can land in it
        self.dialog = document.getElementById("dialog")
        self.template = document.createElement("template")
        self.template_holds: str | None = None  # the markup parsed in it
        handlers = {"click": self.on_click, "change": self.on_change, "input": self.on_input,
                    "keydown": self.on_keydown}
        self._proxies = {name: create_proxy(handler) for name, handler in handlers.items()}
        for name, proxy in self._proxies.items():
            self.root.addEventListener(name, proxy)
        self._cancel_proxy = create_proxy(self.on_dialog_cancel)
        self.dialog.addEventListener("cancel", self._cancel_proxy)
        self._visibility_proxy = create_proxy(self.on_visibility)
        document.addEventListener("visibilitychange", self._visibility_proxy)
        self._shortcut_proxy = create_proxy(self.on_shortcut)
        document.addEventListener("keydown", self._shortcut_proxy)
        self._storage_proxy = create_proxy(self.on_storage)
        window.addEventListener("storage", self._storage_proxy)
        self._lock_proxies = {"granted": create_proxy(self.on_lock),
                              "hold": create_proxy(lambda resolve, reject: None),
                              "failed": create_proxy(self.on_lock_failed),
                              "queued": create_proxy(self.on_queued_lock),
                              "queue_failed": create_proxy(self.on_queue_failed)}
        self.queued = False  # waiting in line for the game while another tab plays
        self.app.set_hidden(bool(document.hidden), now_ms())

    # -- one tab at a time --
    def request_game(self, steal: bool = False) -> None:
        """Ask for the game's lock: at start-up only if no other tab holds it (else this tab
        only shows the game); with ``steal`` ("Play here instead") from whichever tab holds it,
        which is told at once (its request fails) and stops. Without Web Locks (an insecure
        context) the newest tab plays, and the others learn it through the ``storage`` event."""
        locks = getattr(window.navigator, "locks", None)
        if not locks:
            self.app.tabs.claim(now_ms())
            self.after_lock()
            return
        options = {"steal": True} if steal else {"ifAvailable": True}
        try:
            pending = locks.request(GAME_LOCK, js_object(options), self._lock_proxies["granted"])
        except Exception:  # locks refused (a sandboxed frame): play here, as without them
            self.app.tabs.claim(now_ms())
            self.after_lock()
            return
        pending.catch(self._lock_proxies["failed"])

    def on_lock(self, lock: Any) -> Any:
        """The lock's answer: held (a lock; kept until the tab closes or another takes it) or
        not (null: another tab plays)."""
        if not hasattr(lock, "name"):
            self.app.tabs.elsewhere(now_ms())
            self.after_lock()
            self.queue_for_game()
            return None
        self.app.tabs.claim(now_ms())
        self.after_lock()
        return window.Promise.new(self._lock_proxies["hold"])  # pending while this tab plays

    def on_lock_failed(self, error: Any) -> None:
        """The lock's request failed: taken by another tab ("Play here instead" there), or,
        before any answer, refused (then play here, as without locks)."""
        if self.app.tabs.state == "waiting":
            self.app.tabs.claim(now_ms())
        else:
            self.app.tabs.elsewhere(now_ms())
            self.queue_for_game()
        self.after_lock()

    def queue_for_game(self) -> None:
        """While another tab plays, wait in line for the game: when that tab closes (and its
        lock with it), this one takes the game over by itself, from the latest save."""
        locks = getattr(window.navigator, "locks", None)
        if self.queued or not locks:
            return
        self.queued = True
        pending = locks.request(GAME_LOCK, self._lock_proxies["queued"])
        pending.catch(self._lock_proxies["queue_failed"])

    def on_queued_lock(self, lock: Any) -> Any:
        """This tab's turn in line: the tab that played is gone."""
        self.queued = False
        if self.app.tabs.playing:  # (it took the game meanwhile: let go)
            return None
        self.app.tabs.claim(now_ms())
        self.draw_or_recover()
        self.wake()
        return window.Promise.new(self._lock_proxies["hold"])  # pending while this tab plays

    def on_queue_failed(self, error: Any) -> None:
        self.queued = False

    def after_lock(self) -> None:
        taken, self.early = self.early, None
        if taken is not None and self.app.tabs.playing:
            early.apply(self.app, taken, now_ms())  # the form filled before Python
        self.draw_or_recover()
        if taken is not None:
            self.settle_focus()  # now, so that the early form's focus is the one that stays
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
            self.drawn.clear()
            self.kept.clear()
            self.logbook = None
            self.log_key = None
            self.draw()

    def skeleton(self) -> render.Html:
        lang = self.app.lang
        el = render.el

        def region(name: str) -> render.Html:
            return el("section", id=name, class_=f"region {name}",
                      aria_label=text(lang, f"region.{name}"))

        # Three columns on a desktop (the status box and the log; the lot's decision and the
        # hand; the board and the players); one column on a phone, in the regions' order.
        columns = [el("div", *(region(name) for name in names), class_=f"column {side}")
                   for side, names in (("left", ("status", "log")),
                                       ("centre", ("auction", "hand")),
                                       ("right", ("board", "seats")))]
        notice = el("div", id="notice", class_="notice", role="alert", hidden=True)
        live = el("div", id="live", class_="sr-only", aria_live="polite", aria_atomic="false")
        dialog = el("dialog", id="dialog", aria_labelledby="dialog-title")
        return render.concat(notice, region("menu"), *columns, live, dialog)

    def draw_soon(self) -> None:
        """Draw in a task of its own, after the input's. A click's task ends with the browser
        laying the page out to find what is under the pointer; with the new table drawn in it,
        that is the whole new table's layout, which made a first click's task 50 to 60 ms.
        Until it is drawn the table says it is busy (``aria-busy``: assistive technologies and
        the tests wait), and a click on it is ignored: it was aimed at what is no longer so."""
        if not self.draw_due:
            asyncio.get_event_loop().call_soon(self.draw_if_due)  # (first: a draw is due only
            self.draw_due = True  # once one is on its way)
            self.root.setAttribute("aria-busy", "true")

    def draw_if_due(self) -> None:
        if self.draw_due:
            self.draw()

    def draw(self) -> None:
        started = time.perf_counter()
        if self.draw_due:  # (taken off as the drawing starts: nothing sees the page before
            self.draw_due = False  # it ends, and a drawing that fails leaves the table usable)
            self.root.removeAttribute("aria-busy")
        self.parts = {}
        app = self.app
        session = app.session
        lang = app.lang
        if session is not self.session_seen:  # a new game: its announcements anew
            self.session_seen = session
            self.live_seen = session.events if session is not None else 0
        # A new log for a new game, language, replay, or for another "you" (pass and play: the
        # person shown, or nobody while the device changes hands).
        key = (id(session), lang, app.watching, app.handoff.addressed())
        fresh_log = key != self.log_key
        screen_started = time.perf_counter()
        screen = app.screen(since=0 if fresh_log or self.logbook is None
                                   else self.logbook.seen)
        self.note_task("draw.screen", screen_started)
        if screen.view is None:
            self.logbook = None
        else:
            if fresh_log or self.logbook is None:
                self.logbook = LogBook.of(screen)
            self.logbook.add(screen.view["history"])
        self.log_key = key
        active = element(document.activeElement)
        focus_key = self.focus_key(active)
        regions_started = time.perf_counter()
        drawn = render.regions(screen, self.kept)
        self.note_task("draw.render", regions_started)
        self.release_focus(active, drawn)
        html_lang = "zh-CN" if lang == "zh" else "en"
        if document.documentElement.lang != html_lang:  # (set only when it changes: a
            document.documentElement.lang = html_lang  # change restyles the page)
        title = text(lang, "app.title")
        if document.title != title:
            document.title = title
        for region, inner in drawn.items():
            if self.drawn.get(region) == inner:
                continue  # unchanged: the browser has nothing to parse or lay out again
            region_started = time.perf_counter()
            node = document.getElementById(region)
            node.setAttribute("aria-label", text(lang, f"region.{region}"))
            if region in PATCHED and region in self.drawn:
                self.patch(node, inner)
            else:
                node.innerHTML = inner
            self.drawn[region] = inner
            self.note_task(f"draw.{region}", region_started)
        self.sync_amount()
        self.draw_log()
        self.draw_notice(screen)
        dialog_started = time.perf_counter()
        self.draw_dialog(screen)
        self.note_task("draw.dialog", dialog_started)
        self.announce()
        self.focus_soon(focus_key, screen)
        kept_started = time.perf_counter()
        early.kept(app)
        self.note_task("draw.kept", kept_started)
        self.note_task("draw", started)
        self.keep_if_slow(self.parts.pop("draw"), self.parts)
        self.runner.drawn()

    def release_focus(self, active: Any, drawn: dict[str, str]) -> None:
        """Take the focus off the control that has it when this drawing is about to remove it,
        before the table changes: a focused control that goes makes the browser bring the
        table's style and layout up to date at once, which costs little on a table not yet
        changed and tens of milliseconds halfway through a drawing (measured in a trace).
        ``focus_soon`` puts the focus back afterwards, as before."""
        if active is None or active.tagName == "BODY":
            return
        for region, inner in drawn.items():
            if self.drawn.get(region) == inner:
                continue
            node = document.getElementById(region)
            if not node.contains(active):
                continue
            keeps = getattr(window, "modernArtKeeps", None)
            if region in PATCHED and region in self.drawn and keeps is not None and keeps(
                    node, self.parsed(inner), active):
                return
            active.blur()
            return

    def parsed(self, inner: str) -> Any:
        """``inner`` parsed, in the page's template (kept until it is used or replaced)."""
        if self.template_holds != inner:
            self.template.innerHTML = inner
            self.template_holds = inner
        return self.template.content

    def patch(self, node: Any, inner: str) -> None:
        """Redraw ``node`` as ``inner`` in place (``assets/morph.js``: what can stay stays;
        without it, as a region replaced)."""
        morph = getattr(window, "modernArtMorph", None)
        if morph is None:
            node.innerHTML = inner
            return
        try:
            morph(node, self.parsed(inner))  # (its nodes move into the table)
        finally:
            self.template.innerHTML = ""
            self.template_holds = None

    def sync_amount(self) -> None:
        """The amount field shows the app's amount (the typed text is kept there)."""
        field = element(document.getElementById("amount"))
        if field is not None and str(field.value) != self.app.bidding.amount_text:
            field.value = self.app.bidding.amount_text

    def draw_log(self) -> None:
        """The log grows at its end: add the new lines (the whole log only when it is new)."""
        started = time.perf_counter()
        node = document.getElementById("log")
        book = self.logbook
        if book is None:
            if self.log_drawn is not None or not self.drawn.get("log-empty"):
                node.innerHTML = ""
                self.log_drawn = None
                self.drawn["log-empty"] = "1"
            return
        self.drawn.pop("log-empty", None)
        if self.log_drawn is not book:
            self.log_drawn = book
            node.setAttribute("aria-label", text(book.lang, "region.log"))
            node.innerHTML = book.html()
        else:
            lines, sections = book.additions()
            if not (lines or sections):
                return
            last = element(node.querySelector(".log-round:last-child ol"))
            if lines and last:
                last.insertAdjacentHTML("beforeend", lines)
            if sections:
                node.querySelector(".log-inner").insertAdjacentHTML("beforeend", sections)
        self.note_task("draw.log", started)

    def draw_notice(self, screen: Any) -> None:
        inner = render.notice(screen)
        if self.drawn.get("notice") == inner:
            return
        self.drawn["notice"] = inner
        node = document.getElementById("notice")
        node.hidden = not inner
        node.innerHTML = inner

    def draw_dialog(self, screen: Any) -> None:
        kind = screen.dialog
        if kind is None:
            if self.dialog.open:
                self.dialog.close()
            self.dialog_kind = None
            self.drawn.pop("dialog", None)
            return
        inner = dialogs.dialog(screen) or ""
        opening = kind != self.dialog_kind or not self.dialog.open
        if opening:
            self.dialog.setAttribute("data-kind", kind)
            self.dialog.innerHTML = inner
        elif self.drawn.get("dialog") != inner:
            self.patch(self.dialog, inner)
        self.drawn["dialog"] = inner
        self.dialog_kind = kind
        if not self.dialog.open:
            self.dialog.showModal()
        self.dialog_opened = self.dialog_opened or opening

    def settle_dialog(self, screen: Any) -> None:
        """After a dialog is drawn (in the focus's task): the rules' section asked for shown,
        or a dialog just opened at its top, with its first control focused."""
        if screen.dialog is None or not self.dialog.open:
            self.dialog_opened = False
            return
        opening, self.dialog_opened = self.dialog_opened, False
        section = self.scroll_to_section(screen, opening)
        if opening and not section:
            first = element(self.dialog.querySelector(  # a radio group's stop is its choice
                ".dialog-body input:not([type=radio]), .dialog-body input[type=radio]:checked, "
                ".dialog-body select, .dialog-body button, .dialog-foot button"))
            if first:
                first.focus(to_js({"preventScroll": True},
                                  dict_converter=window.Object.fromEntries))
            body = element(self.dialog.querySelector(".dialog-body"))
            if body:
                body.scrollTop = 0
            self.dialog.scrollTop = 0

    def highlight(self, screen: Any) -> None:
        """The lesson marks the part of the table its step is about (scrolled into view when
        the step changes; marked again after every redraw, which may replace it)."""
        lesson = screen.lesson
        wanted = tutorial.selector(lesson.shown().focus) \
            if lesson is not None and screen.watching is None else None
        for node in list(self.root.querySelectorAll(".lesson-focus")):
            if wanted is None or not node.matches(wanted):
                node.classList.remove("lesson-focus")
        target = element(self.root.querySelector(wanted)) if wanted else None
        if target is None:
            return
        target.classList.add("lesson-focus")
        step = lesson.shown()
        if step is not self.highlighted:
            self.highlighted = step
            box = target.getBoundingClientRect()
            if box.top < 0 or box.bottom > window.innerHeight:  # out of sight: to the middle,
                target.scrollIntoView(to_js(  # which keeps the lesson's words above in view
                    {"block": "center", "behavior": "smooth"},
                    dict_converter=window.Object.fromEntries))

    def scroll_to_section(self, screen: Any, opening: bool) -> bool:
        """Show the rules' section asked for (once per request): scrolled to, and focused so
        that a screen reader reads on from there. True when one was shown."""
        serial, section = screen.help_section
        if screen.dialog != "help" or not section or (serial == self.section_shown and
                                                        not opening):
            return False
        self.section_shown = serial
        heading = element(self.dialog.querySelector(f"#{rulebook.ID_PREFIX}{section}"))
        if heading is None:
            return False
        heading.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))
        heading.scrollIntoView(to_js({"block": "start"},
                                     dict_converter=window.Object.fromEntries))
        return True

    def announce(self) -> None:
        """Say new auction events in the live region, for screen readers."""
        session = self.app.session
        if session is None or self.app.watching is not None:
            return
        events = session.events_since(self.live_seen)
        self.live_seen = session.events
        book = self.logbook  # (said as the log says it: "you" only for the seat shown)
        names, you = (book.names, book.you) if book is not None else ([], None)
        lines = []
        for event in self.app.announcements(events):
            lines.extend(describe(event, self.app.lang, names, you))
        if lines:
            document.getElementById("live").textContent = " ".join(lines[-4:])

    def focus_soon(self, key: str | None, screen: Any) -> None:
        """After a draw, in a task of its own: a dialog's focus and scrolling, the focus put
        back, the lesson's mark. Each makes the browser lay the new table out at once, which in
        the drawing's own task would make it half as long again. Draws before it runs keep the
        first focus key found."""
        if self.focus_due is None:
            asyncio.get_event_loop().call_soon(self.settle_focus)
        elif key is None:
            key = self.focus_due[0]
        self.focus_due = (key, screen)

    def settle_focus(self) -> None:
        if self.focus_due is None:
            return
        started = time.perf_counter()
        (key, screen), self.focus_due = self.focus_due, None
        self.settle_dialog(screen)
        self.highlight(screen)
        self.restore_focus(key)
        self.note_task("focus", started)

    def focus_key(self, active: Any) -> str | None:
        if not active or not active.getAttribute("data-command"):
            return None
        key = f'[data-command="{active.getAttribute("data-command")}"]'
        for attr in ("data-card", "data-with", "data-delta", "data-amount", "data-seat",
                     "data-field"):
            value = active.getAttribute(attr)
            if isinstance(value, str):
                key += f'[{attr}="{value}"]'
        return key

    def restore_focus(self, key: str | None) -> None:
        """Keep the focus on the control it was on; when that is gone and it is the human's turn,
        put it on her decision (the amount first), so the keyboard needs no hunting."""
        if self.app.dialog is not None:
            return
        target = element(self.root.querySelector(key)) if key else None
        if target is not None and target == document.activeElement:
            return
        if target is None and self.app.session is not None and \
                self.app.session.human_to_act():
            active = element(document.activeElement)
            if active is None or active.tagName == "BODY":
                for selector in FOCUS_ORDER:
                    target = element(self.root.querySelector(selector))
                    if target is not None:
                        break
        if target is not None:
            target.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))

    def on_gc(self, phase: str, info: dict[str, int]) -> None:
        """Each garbage collection's length, as the longest of kind "gc" (for the measurements:
        it runs inside whatever task made it due)."""
        if phase == "start":
            self.gc_started = time.perf_counter()
        elif self.gc_started is not None:
            self.note_task("gc", self.gc_started)
            self.gc_started = None

    def note_task(self, kind: str, started: float) -> None:
        """The longest stretch of each kind of main-thread work, in ms (for the measurements)."""
        spent = (time.perf_counter() - started) * 1000
        self.longest[kind] = max(self.longest.get(kind, 0.0), spent)
        if kind.startswith("draw"):
            self.parts[kind] = self.parts.get(kind, 0.0) + spent

    def keep_if_slow(self, spent: float, parts: dict[str, float]) -> None:
        """Keep the five slowest drawings with what they were made of (for the measurements)."""
        self.slowest = sorted([*self.slowest, (spent, parts)], key=lambda kept: -kept[0])[:5]

    # -- input --
    def dispatch(self, name: str, args: dict[str, str]) -> None:
        question = self.app.needs_confirming(name)
        if question and not window.confirm(question):
            return
        effect = self.app.command(name, args, now_ms())
        if isinstance(effect, Download):
            self.download(effect.name, effect.text)
        elif isinstance(effect, Claim):
            self.request_game(steal=True)
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
        if name == "start-daily":  # today's deal: the date of this device's calendar
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
        elif command == "setup" and target.getAttribute("data-field") in TYPED_FIELDS:
            self.app.command("setup", {"field": str(target.getAttribute("data-field")),
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
        if command == "amount" or (command == "setup" and
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
            question = app.needs_confirming("import") if session is not None else None
            if session is not None and (question is None or window.confirm(question)):
                app.saves.adopt_import(session, now_ms())
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
        """As many helpers as the device has cores to spare; none without workers."""
        if not hasattr(window, "Worker"):
            return 0
        navigator = window.navigator
        return helping.how_many(getattr(navigator, "hardwareConcurrency", None),
                                getattr(navigator, "deviceMemory", None))

    def start_helpers(self, count: int, said: Ear) -> None:
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

    def stop_helpers(self) -> None:
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


def start() -> Page:
    taken = early.take()  # the form or the table shown before Python: gone before Page draws
    page = Page()
    page.early = taken  # its choices are taken over once this tab knows it plays the game
    page.draw_or_recover()

    def searches() -> str:
        return json.dumps(page.app.session.searches() if page.app.session else {})

    # Measurement hooks (the bench scripts read them); none returns anything a seat may not see.
    hooks = {"longest": create_proxy(lambda: json.dumps(page.longest)),
             "slowest": create_proxy(lambda: json.dumps(page.slowest)),
             "searches": create_proxy(searches)}
    window.modernArt = js_object(hooks)
    page.request_game()  # the page is ready once it knows whether this tab plays the game
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
