"""The page in the browser: draws the table, answers the controls, runs the bots, saves the game.

Run by PyScript (index.html loads ``pyapp/main.py``, which starts this). It keeps one
``Session`` and redraws regions from the human seat's observation; the DOM is only ever written,
never read back as state (except the number the player typed). After every action the record is
saved to localStorage, so a reload resumes the same game at the same point. When the first table
is drawn it marks ``<html data-ready="true">``, which the loading screen and the tests wait for.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any
from urllib.parse import parse_qs

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

import engine
from engine.bots import LEVELS
from pyapp import career as career_mod
from pyapp import table
from pyapp.i18n import LANGUAGES, pick_language, text
from pyapp.session import (
    BOT_PAUSE_MS,
    COUNTDOWN_STEP_MS,
    HUMAN,
    SAVE_KEY,
    SaveError,
    Session,
    Settings,
    place_points,
)
from pyapp.words import describe

LANGUAGE_KEY = "modern-art/language"
CORRUPT_KEY = "modern-art/corrupt"
# The master searches for at most this long per decision in the page (wall clock, thinking in
# slices); the other levels decide in a few milliseconds.
BOT_OPTIONS = {"master": {"seconds": 0.5}}
SLICE_SECONDS = 0.03  # a bot thinks in slices this long, so the page never freezes
REGIONS = ("menu", "status", "board", "seats", "auction", "hand", "log")
# Where the focus goes when it is the human's turn and nothing else holds it.
FOCUS_ORDER = ("#amount", "#auction .decision .primary", "#auction .decision button",
               "#hand .card-button:not([disabled])")
LIVE_EVENTS = {"card_played", "double_offered", "joined", "bid", "sealed_revealed", "price",
               "sold", "taken_free", "round_ended", "game_over"}


def storage_get(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # storage switched off: play on without saving
        return None
    return value if isinstance(value, str) else None


def storage_set(key: str, value: str) -> None:
    try:
        window.localStorage.setItem(key, value)
    except Exception:  # full or switched off: the game goes on
        return


def storage_remove(key: str) -> None:
    try:
        window.localStorage.removeItem(key)
    except Exception:
        return


def element(found: object) -> Any:
    """A DOM lookup's result, or None (JavaScript's null does not arrive as None)."""
    return found if hasattr(found, "tagName") else None


def seat_names(lang: str, players: int, human: int) -> list[str]:
    return [text(lang, "name.human") if seat == human else text(lang, f"name.bot.{seat}")
            for seat in range(players)]


class App:
    def __init__(self) -> None:
        query = str(window.location.search)
        stored = storage_get(LANGUAGE_KEY)
        self.lang = pick_language(stored or str(window.navigator.language))
        if "lang=zh" in query:
            self.lang = "zh"
        elif "lang=en" in query:
            self.lang = "en"
        self.ui = table.Ui(lang=self.lang)
        self.logbook = table.LogBook(self.ui)
        self.drawn: dict[str, str] = {}  # each region's HTML as last drawn
        self.log_drawn: table.LogBook | None = None  # the book whose lines the log shows
        self.career = career_mod.load(storage_get(career_mod.CAREER_KEY))
        self.dialog_kind: str | None = None
        self.summary_event: dict[str, Any] | None = None
        self.acknowledged_round = 0
        self.setup = self.default_setup()
        self.notice: str | None = None
        self.session: Session | None = None
        self.wake = asyncio.Event()
        self.generation = 0  # bumps when a new game replaces the old: stale bot work stops
        self.last_bid_count = 0
        self.countdown_deadline: float | None = None
        self.live_seen = 0
        self.watching: engine.State | None = None  # a replay shown instead of the live game
        self.longest: dict[str, float] = {}
        self.tasks: set[asyncio.Future[None]] = set()  # running coroutines, kept referenced
        self.resume_or_new()
        self.root = document.getElementById("app")
        self.root.innerHTML = self.skeleton()
        self.root.hidden = False  # shown before the first draw, so that focus can land in it
        self.dialog = document.getElementById("dialog")
        proxies = {"click": self.on_click, "change": self.on_change, "input": self.on_input,
                   "keydown": self.on_keydown}
        self._proxies = {name: create_proxy(handler) for name, handler in proxies.items()}
        for name, proxy in self._proxies.items():
            self.root.addEventListener(name, proxy)
        self._cancel_proxy = create_proxy(self.on_dialog_cancel)
        self.dialog.addEventListener("cancel", self._cancel_proxy)

    # -- games --
    def default_setup(self) -> dict[str, Any]:
        levels = ["novice", "novice", "expert", "novice", "novice"]
        return {"players": 4, "human": 0, "levels": levels,
                "variant": "classic", "speed": "normal", "seed_text": "", "show_money": False}

    def query_settings(self) -> Settings | None:
        """A game named in the address (``?seed=7&players=3&levels=novice,expert&speed=fast``):
        for reproducible links and the tests. None when the address names no seed."""
        query = parse_qs(str(window.location.search).removeprefix("?"))
        raw = {key: values[0] for key, values in query.items() if values}
        if not raw.get("seed", "").isdigit():
            return None
        players = int(raw["players"]) if raw.get("players") in ("3", "4", "5") else 4
        human = int(raw["human"]) if raw.get("human", "").isdigit() else 0
        human = min(human, players - 1)
        bots = [lv for lv in raw.get("levels", "").split(",") if lv in LEVELS]
        bots = (bots or ["novice"]) * players
        levels = [HUMAN if seat == human else bots.pop(0) for seat in range(players)]
        try:
            return Settings(players, human, levels, raw.get("variant", "classic"),
                            raw.get("speed", "normal"), int(raw["seed"]),
                            raw.get("money") == "1")
        except SaveError:
            return None

    def resume_or_new(self) -> None:
        saved = storage_get(SAVE_KEY)
        wanted = self.query_settings()
        if wanted is not None:
            try:
                resumed = Session.load(saved, bot_options=BOT_OPTIONS) if saved else None
            except SaveError:
                resumed = None
            if resumed is not None and resumed.settings == wanted:
                self.adopt(resumed)  # a reload of the game the address names
            else:
                self.adopt(Session(wanted, bot_options=BOT_OPTIONS))
                self.save()
            return
        if saved:
            try:
                self.adopt(Session.load(saved, bot_options=BOT_OPTIONS))
                return
            except SaveError as error:
                stamp = str(int(time.time()))
                storage_set(f"{CORRUPT_KEY}/{stamp}", saved)
                storage_remove(SAVE_KEY)
                self.notice = text(self.lang, "notice.corrupt", reason=str(error))
        self.adopt(Session(self.settings_from_setup(), bot_options=BOT_OPTIONS))
        self.dialog_kind = "setup"

    def settings_from_setup(self, seed: int | None = None) -> Settings:
        s = self.setup
        players = int(s["players"])
        levels = [lv if lv in LEVELS else "novice" for lv in s["levels"]][:players]
        levels += ["novice"] * (players - len(levels))
        human = min(int(s["human"]), players - 1)
        levels[human] = HUMAN
        kwargs: dict[str, Any] = {"players": players, "human": human, "levels": levels,
                                  "variant": s["variant"], "speed": s["speed"],
                                  "show_money": bool(s["show_money"])}
        if seed is not None:
            kwargs["seed"] = seed
        return Settings(**kwargs)

    def adopt(self, session: Session) -> None:
        self.session = session
        self.generation += 1
        self.ui.names = seat_names(self.lang, session.settings.players, session.settings.human)
        self.ui.levels = list(session.settings.levels)
        self.logbook = table.LogBook(self.ui)
        self.watching = None
        self.ui.chosen_double = None
        self.ui.amount = None
        self.ui.error = None
        self.ui.countdown = None
        self.countdown_deadline = None
        self.last_bid_count = self.bid_count()
        self.live_seen = len(session.state.events)
        ui_state = session.extra.get("ui")
        acknowledged = ui_state.get("acknowledged_round") if isinstance(ui_state, dict) else 0
        self.acknowledged_round = acknowledged if isinstance(acknowledged, int) else 0
        self.summary_event = self.pending_summary()
        if self.summary_event is not None:
            self.dialog_kind = "summary"
        elif session.over:
            self.dialog_kind = "over"

    def pending_summary(self) -> dict[str, Any] | None:
        """The last round's summary, while the player has not closed it (even after a reload)."""
        assert self.session is not None
        for event in reversed(self.session.state.events):
            if event.kind == "round_ended":
                if event.round > self.acknowledged_round and not self.session.over:
                    return event.to_json()
                return None
        return None

    def save(self) -> None:
        """The record after every action (with which round summary the player has closed)."""
        assert self.session is not None
        self.session.extra["ui"] = {"acknowledged_round": self.acknowledged_round}
        storage_set(SAVE_KEY, self.session.save_text())

    def bid_count(self) -> int:
        if self.session is None:
            return 0
        return sum(1 for e in self.session.state.events if e.kind in ("bid", "auction_started"))

    # -- drawing --
    def skeleton(self) -> str:
        inside = {"auction": table.el("div", id="lot") + table.el("div", id="bidding")}
        regions = "".join(
            table.el("section", inside.get(region, ""), id=region, class_=f"region {region}",
                     aria_label=text(self.lang, f"region.{region}"))
            for region in REGIONS)
        notice = table.el("div", id="notice", class_="notice", role="alert", hidden=True)
        live = table.el("div", id="live", class_="sr-only", aria_live="polite",
                        aria_atomic="false")
        dialog = table.el("dialog", id="dialog", aria_labelledby="dialog-title")
        return notice + regions + live + dialog

    def draw(self) -> None:
        assert self.session is not None
        started = time.perf_counter()
        ui = self.ui
        if (self.logbook.lang, self.logbook.names) != (ui.lang, ui.names):
            self.logbook = table.LogBook(ui)  # a new game or language: tell the log anew
        if self.watching is not None:
            view = self.watch_view()
        else:
            view = self.session.view(since=self.logbook.seen)
        self.logbook.add(view["history"])
        active = element(document.activeElement)
        focus_key = self.focus_key(active)
        document.documentElement.lang = "zh-CN" if self.lang == "zh" else "en"
        document.title = text(self.lang, "app.title")
        highlight = self.summary_event["round"] if self.summary_event else None
        status = table.status(view, ui)
        if self.watching is not None:
            status += table.replay_bar(ui, len(self.watching.actions),
                                       len(self.session.state.actions), self.session.over)
        html = {
            "menu": table.menu(ui, has_game=True),
            "status": status,
            "board": table.board(view, ui, highlight),
            "seats": table.seats(view, ui),
            "lot": table.lot_shown(view, ui),
            "bidding": table.bidding(view, ui),
            "hand": table.hand(view, ui),
        }
        for region, inner in html.items():
            if self.drawn.get(region) == inner:
                continue  # unchanged: the browser has nothing to parse or lay out again
            self.drawn[region] = inner
            region_started = time.perf_counter()
            node = document.getElementById(region)
            if region in REGIONS:
                node.setAttribute("aria-label", text(self.lang, f"region.{region}"))
            node.innerHTML = inner
            self.note_task(f"draw.{region}", region_started)
        self.draw_log()
        self.draw_notice()
        dialog_started = time.perf_counter()
        self.draw_dialog(view)
        self.note_task("draw.dialog", dialog_started)
        self.announce()
        self.restore_focus(focus_key)
        self.note_task("draw", started)

    def watch_view(self) -> dict[str, Any]:
        """The human seat's view of the game after the first N actions; nothing to decide."""
        assert self.session is not None and self.watching is not None
        view = engine.observe(self.watching, self.session.human, since=self.logbook.seen)
        view["legal"] = {"seat": view["seat"], "step": view["step"], "do": []}
        return view

    def watch(self, upto: int | None) -> None:
        """Show the game as it was after ``upto`` actions (None: back to the live game)."""
        assert self.session is not None
        self.logbook = table.LogBook(self.ui)  # the log of the replayed part only
        self.log_drawn = None
        if upto is None:
            self.watching = None
            self.summary_event = self.pending_summary()
            self.dialog_kind = "summary" if self.summary_event else \
                ("over" if self.session.over else None)
            self.wake.set()
        else:
            total = len(self.session.state.actions)
            upto = max(0, min(total, upto))
            self.watching = engine.replay(self.session.record(), upto)
            self.dialog_kind = None
        self.draw()

    def draw_log(self) -> None:
        """The log grows at its end: add the new lines (the whole log only when it is new)."""
        started = time.perf_counter()
        node = document.getElementById("log")
        if self.log_drawn is not self.logbook:
            self.log_drawn = self.logbook
            node.setAttribute("aria-label", text(self.lang, "region.log"))
            node.innerHTML = self.logbook.html()
        else:
            lines, sections = self.logbook.additions()
            if not (lines or sections):
                return
            last = element(node.querySelector(".log-round:last-child ol"))
            if lines and last:
                last.insertAdjacentHTML("beforeend", lines)
            if sections:
                node.querySelector(".log-inner").insertAdjacentHTML("beforeend", sections)
        self.note_task("draw.log", started)

    def note_task(self, kind: str, started: float) -> None:
        """The longest stretch of each kind of main-thread work, in ms (for the measurements)."""
        spent = (time.perf_counter() - started) * 1000
        self.longest[kind] = max(self.longest.get(kind, 0.0), spent)

    def searches(self) -> dict[str, dict[str, Any]]:
        """Each searching bot's searches so far and the rollouts they ran (for calibrating the
        master's budget: how many rollouts its thinking time buys in this browser)."""
        if self.session is None:
            return {}
        return {str(seat): {"level": bot.level, "searches": bot.searches,
                            "rollouts": bot.rollouts}
                for seat, bot in self.session.bots.items() if hasattr(bot, "rollouts")}

    def focus_key(self, active: Any) -> str | None:
        if not active or not active.getAttribute("data-command"):
            return None
        key = f'[data-command="{active.getAttribute("data-command")}"]'
        for attr in ("data-card", "data-with", "data-delta", "data-amount", "data-seat"):
            value = active.getAttribute(attr)
            if isinstance(value, str):
                key += f'[{attr}="{value}"]'
        return key

    def restore_focus(self, key: str | None) -> None:
        """Keep the focus on the control it was on; when that is gone and it is the human's turn,
        put it on her decision (the amount first), so the keyboard needs no hunting."""
        target = element(self.root.querySelector(key)) if key else None
        if target is None and self.session is not None and self.session.human_to_act() \
                and self.dialog_kind is None:
            active = element(document.activeElement)
            if active is None or active.tagName == "BODY":
                for selector in FOCUS_ORDER:
                    target = element(self.root.querySelector(selector))
                    if target is not None:
                        break
        if target is not None:
            target.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))

    def draw_notice(self) -> None:
        node = document.getElementById("notice")
        if not self.notice:
            node.hidden = True
            node.innerHTML = ""
            return
        node.hidden = False
        node.innerHTML = table.el("p", table.escape(self.notice)) + table.button(
            text(self.lang, "notice.dismiss"), "dismiss-notice", kind="quiet")

    def draw_dialog(self, view: dict[str, Any]) -> None:
        kind = self.dialog_kind
        if kind is None:
            if self.dialog.open:
                self.dialog.close()
            self.drawn.pop("dialog", None)
            return
        if kind == "summary" and self.summary_event is not None:
            inner = table.round_summary(self.summary_event, self.ui)
        elif kind == "over":
            final = view["final_money"] or []
            inner = table.game_over(view, self.ui, place_points(len(final), final))
        elif kind == "setup":
            inner = table.setup_form(self.ui, self.setup, self.names_for_setup(),
                                     has_save=self.has_unfinished(),
                                     levels=tuple(lv for lv in table.SETUP_LEVELS if lv in LEVELS))
        elif kind == "help":
            inner = table.help_text(self.ui)
        else:
            inner = table.stats(self.ui, self.career)
        if self.drawn.get("dialog") != inner or not self.dialog.open:
            self.drawn["dialog"] = inner
            self.dialog.setAttribute("data-kind", kind)
            self.dialog.innerHTML = inner
        if not self.dialog.open:
            self.dialog.showModal()
        first = element(self.dialog.querySelector(".primary, button, input, select"))
        if first and not self.dialog.contains(document.activeElement):
            first.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))
            self.dialog.scrollTop = 0  # a long dialog (the rules) opens at its top

    def has_unfinished(self) -> bool:
        return self.session is not None and not self.session.over and \
            bool(self.session.state.actions)

    def announce(self) -> None:
        """Say new auction events in the live region, for screen readers."""
        assert self.session is not None
        events = self.session.state.events[self.live_seen:]
        self.live_seen = len(self.session.state.events)
        lines = []
        for event in events:
            if event.kind in LIVE_EVENTS:
                lines.extend(describe(event.to_json(), self.lang, self.ui.names))
        if lines:
            document.getElementById("live").textContent = " ".join(lines[-4:])

    # -- the human's input --
    def on_click(self, event: Any) -> None:
        target = element(event.target.closest("[data-command]"))
        if target is None or target.tagName in ("INPUT", "SELECT"):
            return
        command = str(target.getAttribute("data-command"))
        self.command(command, target)

    def on_keydown(self, event: Any) -> None:
        if event.key == "Enter":
            target = element(event.target)
            if target and target.getAttribute("data-command") == "amount":
                event.preventDefault()
                what = element(target.closest(".amount-entry"))
                if what:
                    self.command(str(what.getAttribute("data-what")), target)

    def on_dialog_cancel(self, event: Any) -> None:
        """Escape closes a dialog only where closing is harmless."""
        if self.dialog_kind in ("summary", "over") or (self.dialog_kind == "setup"
                                                         and self.session is None):
            event.preventDefault()
            return
        self.dialog_kind = None

    def on_input(self, event: Any) -> None:
        target = element(event.target)
        if target and target.getAttribute("data-command") == "amount":
            self.ui.amount = self.read_amount()
        elif target and target.getAttribute("data-command") == "setup-seed":
            self.setup["seed_text"] = str(target.value)

    def on_change(self, event: Any) -> None:
        target = element(event.target)
        if target is None:
            return
        command = str(target.getAttribute("data-command"))
        value = str(target.value)
        if command == "language" and value in LANGUAGES:
            self.set_language(value)
        elif command == "setup-players":
            self.setup["players"] = int(value)
            self.setup["human"] = min(self.setup["human"], int(value) - 1)
            self.draw()
        elif command == "setup-human":
            self.setup["human"] = int(value)
            self.draw()
        elif command == "setup-level":
            self.setup["levels"][int(target.getAttribute("data-seat"))] = value
        elif command == "setup-variant":
            self.setup["variant"] = value
        elif command == "setup-speed":
            self.setup["speed"] = value
        elif command == "setup-money":
            self.setup["show_money"] = bool(target.checked)
        elif command == "import":
            files = target.files
            if files.length:
                self.tasks.add(asyncio.ensure_future(self.import_file(files.item(0))))
            target.value = ""

    def names_for_setup(self) -> list[str]:
        return seat_names(self.lang, int(self.setup["players"]), int(self.setup["human"]))

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.ui.lang = lang
        storage_set(LANGUAGE_KEY, lang)
        assert self.session is not None
        self.ui.names = seat_names(lang, self.session.settings.players, self.session.settings.human)
        self.draw()

    def read_amount(self) -> int | None:
        node = element(document.getElementById("amount"))
        raw = str(node.value).strip() if node else ""
        try:
            return int(raw)
        except ValueError:
            return None

    def command(self, command: str, target: Any) -> None:
        session = self.session
        assert session is not None
        ui = self.ui
        if command == "choose":
            card = str(target.getAttribute("data-card"))
            partners = session.view()["legal"]["partners"].get(card)
            if partners:
                ui.chosen_double = card
                self.draw()
            else:
                self.act({"do": "play", "card": card})
        elif command == "cancel":
            ui.chosen_double = None
            self.draw()
        elif command == "play":
            action = {"do": "play", "card": str(target.getAttribute("data-card"))}
            partner = target.getAttribute("data-with")
            if isinstance(partner, str):
                action["with"] = partner
            self.act(action)
        elif command == "join":
            self.act({"do": "join", "card": str(target.getAttribute("data-card"))})
        elif command in ("bid", "price"):
            amount = self.read_amount()
            if amount is None:
                ui.error = text(self.lang, "do.not_a_number")
                self.draw()
                return
            self.act({"do": command, "amount": amount})
        elif command in ("buy", "pass"):
            self.act({"do": command})
        elif command == "step":
            legal = session.view()["legal"]
            what = "price" if "price" in legal["do"] else "bid"
            low, high = legal[what]["min"], legal[what]["max"]
            current = self.read_amount()
            base = current if current is not None else low
            ui.amount = max(low, min(high, base + int(target.getAttribute("data-delta"))))
            ui.error = None
            self.draw()
        elif command == "set":
            ui.amount = int(target.getAttribute("data-amount"))
            ui.error = None
            self.draw()
        elif command == "explain":
            self.notice = str(target.getAttribute("title"))
            self.draw_notice()
        elif command == "dismiss-notice":
            self.notice = None
            self.draw_notice()
        elif command == "watch-to":
            self.watch(int(target.getAttribute("data-to")))
        elif command == "watch-stop":
            self.watch(None)
        else:
            self.menu_command(command)

    def menu_command(self, command: str) -> None:
        if command == "open-setup":
            self.ui.error = None
            self.dialog_kind = "setup"
        elif command == "open-help":
            self.dialog_kind = "help"
        elif command == "open-stats":
            self.dialog_kind = "stats"
        elif command == "close-dialog":
            self.dialog_kind = None
        elif command == "close-summary":
            assert self.summary_event is not None
            self.acknowledged_round = int(self.summary_event["round"])
            self.summary_event = None
            self.dialog_kind = "over" if self.session and self.session.over else None
            self.save()
            self.wake.set()
        elif command == "start":
            if not self.start_new_game():
                return
        elif command == "continue":
            self.dialog_kind = None
        elif command == "play-again":
            self.dialog_kind = "setup"
        elif command == "export":
            self.export()
            return
        elif command == "reset-stats":
            if window.confirm(text(self.lang, "stats.confirm")):
                self.career = career_mod.empty()
                storage_set(career_mod.CAREER_KEY, json.dumps(self.career))
        else:
            return
        self.draw()

    def start_new_game(self) -> bool:
        raw = str(self.setup.get("seed_text", "")).strip()
        seed = None
        if raw:
            if not raw.isdigit():
                self.ui.error = text(self.lang, "setup.seed_error")
                self.draw()
                return False
            seed = int(raw)
        self.adopt(Session(self.settings_from_setup(seed), bot_options=BOT_OPTIONS))
        self.dialog_kind = None
        self.ui.error = None
        self.save()
        self.wake.set()
        return True

    def act(self, action: dict[str, Any]) -> None:
        """Apply the human's action; an illegal one shows the engine's reason and changes
        nothing."""
        assert self.session is not None
        try:
            events = self.session.human_act(action)
        except ValueError as error:
            self.ui.error = str(error)
            self.draw()
            return
        self.after_action(events)

    def after_action(self, events: list[Any]) -> None:
        assert self.session is not None
        self.ui.chosen_double = None
        self.ui.amount = None
        self.ui.error = None
        for event in events:
            if event.kind == "round_ended" and not self.session.over:
                self.summary_event = event.to_json()
                self.dialog_kind = "summary"
            if event.kind == "game_over":
                self.finish_game()
        if self.bid_count() != self.last_bid_count:
            self.last_bid_count = self.bid_count()
            self.countdown_deadline = None  # a new bid restarts the hammer
            self.ui.countdown = None
        self.save()
        self.draw()
        self.wake.set()

    def finish_game(self) -> None:
        assert self.session is not None
        self.summary_event = None
        self.dialog_kind = "over"
        self.career = career_mod.add_game(self.career, self.session)
        storage_set(career_mod.CAREER_KEY, json.dumps(self.career))

    def export(self) -> None:
        assert self.session is not None
        text_out = self.session.save_text()
        blob = window.Blob.new([text_out], to_js({"type": "application/json"},
                                                  dict_converter=window.Object.fromEntries))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = f"modern-art-{self.session.settings.seed}.json"
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

    async def import_file(self, file: Any) -> None:
        content = str(await file.text())
        try:
            session = Session.load(content, bot_options=BOT_OPTIONS)
        except SaveError as error:
            self.notice = text(self.lang, "notice.import_error", reason=str(error))
            self.draw_notice()
            return
        self.adopt(session)
        self.dialog_kind = "over" if session.over else self.dialog_kind
        if self.dialog_kind == "setup":
            self.dialog_kind = None
        self.notice = text(self.lang, "notice.imported")
        self.save()
        self.draw()
        self.wake.set()

    # -- the bots and the clock --
    async def run(self) -> None:
        """Forever: let the bots act with short pauses, run the open auction's countdown, and
        wait for the human when it is her turn."""
        while True:
            session = self.session
            generation = self.generation
            if session is None or session.over or self.watching is not None or \
                    self.dialog_kind in ("summary", "over", "setup"):
                await self.wait(None)
                continue
            speed = session.settings.speed
            bots = session.bots_to_act()
            if session.state.step is engine.Step.OPEN and session.human_to_act():
                if await self.open_countdown(speed, bots, generation):
                    continue
            elif bots:
                await asyncio.sleep(BOT_PAUSE_MS[speed] / 1000)
                if generation == self.generation and self.session is session and \
                        self.dialog_kind is None:
                    await self.bot_turn(bots[0], generation)
                continue
            await self.wait(None)

    async def open_countdown(self, speed: str, bots: list[int], generation: int) -> bool:
        """The open auction while the human may still bid: bots answer one at a time; after
        the last bid the hammer counts "going once, going twice, sold"."""
        step = COUNTDOWN_STEP_MS[speed] / 1000
        if bots:
            await asyncio.sleep(min(BOT_PAUSE_MS[speed] / 1000, step / 2))
            if generation == self.generation and self.dialog_kind is None:
                await self.bot_turn(bots[0], generation)
            return True
        now = time.monotonic()
        if self.countdown_deadline is None:
            self.countdown_deadline = now + 3 * step
        remaining = self.countdown_deadline - now
        phase = min(2, int((3 * step - remaining) / step))
        if remaining <= 0:
            self.ui.countdown = 2
            self.countdown_deadline = None
            assert self.session is not None
            events = self.session.timeout_pass()
            self.ui.countdown = None
            self.after_action(events)
            return True
        if self.ui.countdown != phase:
            self.ui.countdown = phase
            self.draw()
        await self.wait(min(remaining, step - ((3 * step - remaining) % step) + 0.01))
        return True

    async def bot_turn(self, seat: int, generation: int) -> None:
        """One bot decides (in slices, yielding to the browser between them) and acts."""
        session = self.session
        assert session is not None
        self.ui.thinking = seat
        thinking = session.bot_think(seat)
        seen = len(session.state.actions)  # the table the bot is thinking about
        action = None
        while action is None:
            started = time.perf_counter()
            while action is None and time.perf_counter() - started < SLICE_SECONDS:
                try:
                    next(thinking)
                except StopIteration as done:
                    action = done.value
            self.note_task(f"think.{session.settings.levels[seat]}", started)
            if action is None:
                await asyncio.sleep(0)
                if generation != self.generation:
                    return
        self.ui.thinking = None
        await asyncio.sleep(0)  # the last slice of thinking and the redraw: separate tasks
        if generation != self.generation or self.session is not session:
            return
        if len(session.state.actions) != seen:
            return  # someone acted while it thought (a bid, say): it will be asked again
        started = time.perf_counter()
        events = session.apply_bot(seat, action)
        self.note_task("apply", started)
        self.after_action(events)

    async def wait(self, seconds: float | None) -> None:
        self.wake.clear()
        try:
            await asyncio.wait_for(self.wake.wait(), seconds)
        except TimeoutError:
            return


def _observe_json(players: int, seed: int, seat: int) -> str:
    """The observation of a fresh game as JSON: lets the tests compare browser and CPython."""
    state = engine.new_game(players=int(players), seed=int(seed))
    return json.dumps(engine.observe(state, int(seat)), sort_keys=True)


def start() -> App:
    app = App()
    app.draw()
    hooks = {"observe": create_proxy(_observe_json),
             "longest": create_proxy(lambda: json.dumps(app.longest)),
             "searches": create_proxy(lambda: json.dumps(app.searches()))}
    window.modernArt = to_js(hooks, dict_converter=window.Object.fromEntries)
    document.documentElement.dataset.ready = "true"
    app.tasks.add(asyncio.ensure_future(app.run()))
    return app
