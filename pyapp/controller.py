"""The page's behaviour, without a browser: dialogs, the clock, the human's standing orders, saving.

The controller is the store of boardgame.io's client/store split: the browser adapter
(``pyapp.browser``) turns clicks, key presses, timers and page visibility into calls here, and
draws whatever ``screen()`` returns; nothing here touches the DOM. Time comes in as an argument
(``now``, milliseconds on any monotonic clock), so every rule about time is a function of the
clock that a unit test can drive:

- **The game clock** stands still while any dialog is open, the page is hidden or a replay is
  watched; bot pauses, the open auction's countdown and the sale banner all run on it, so they
  stop and resume where they were.
- **Standing orders** for the lot under the hammer: after "Pass" in an open auction the human is
  out (every later raise is answered with a pass for her, without asking, until she says "Bid
  again"); "bid up to $N" raises for her by the minimum step, in open and once-around auctions.
  A decision that has only one answer (nothing to add to a double, a price she cannot pay, a
  high bid she cannot beat) is answered for her too.
- **The open auction** closes, in the classic game, when every other seat has passed since the
  last bid; in the online edition a "going once, going twice" countdown runs once only the human
  may still answer, and her silence is her pass when it ends (a reload resumes it at the same
  call).
- **Saving** goes through a ``Storage`` (``get``/``set``/``remove``; ``set`` says whether it
  worked), after every action; a refused write is shown at once (the game is not being saved:
  export it). Resuming a saved game is tried in one place, and whatever fails there (any
  exception) sets the save aside, one copy at most, downloadable from the notice, and starts a
  fresh game; nothing is deleted before its copy is stored.
- **One tab plays.** With a ``tab`` id (the page's), the controller starts "waiting" until the
  adapter says whether this tab holds the game (``claim``) or another does (``elsewhere``);
  elsewhere it only shows the game, mirrored from the save as the other tab writes it, until
  "Play here instead", which claims the game and resumes the latest save. Before every action
  the tab checks it still holds the game, so no move is saved over another tab's.
- **No secret in storage.** The bots seal their bids only once every person has sealed hers,
  so neither the save nor an export ever holds a bot's sealed bid while she is still choosing.

Commands are a table (``COMMANDS``): a name, as the page's controls carry it in ``data-command``,
to a method taking the control's data (``Args``).

Longer work (the post-game review and its judgement of the decisions, the master's game on the
same deal) runs as **jobs**: a generator the adapter steps a slice at a time between its other
tasks (``jobs_due``, ``job_step``), yielding how far it has got, which the page shows.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator
from dataclasses import dataclass
from datetime import date
from typing import Any

from engine import Action
from engine.bots import LEVELS
from engine.bots.valuation import artist_values, suggest_max_bid
from engine.limits import MAX_RECORD_SIZE

from . import career as career_mod
from . import deals, tutorial
from . import review as review_mod
from .address import language_from, parse_amount, rollouts_from, settings_from_query
from .catalogue import LANGUAGES
from .clock import BOT_PAUSE_MS, COUNTDOWN_CALLS, COUNTDOWN_STEP_MS, SALE_HOLD_MS, GameClock
from .screen import Banner, Orders, Screen
from .session import (
    HUMAN,
    NAME_LENGTH,
    SETUP_SEATS,
    SPEEDS,
    SaveError,
    Session,
    Settings,
    place_points,
)
from .storage import (
    CORRUPT_KEY,
    LANGUAGE_KEY,
    LESSON_KEY,
    OWNER_KEY,
    PREFS_KEY,
    SAVE_KEY,
    MemoryStorage,
    Storage,
    read_json,
    set_aside,
    tidy_set_aside,
)

__all__ = [
    "BOT_PAUSE_MS",
    "COMMANDS",
    "COUNTDOWN_CALLS",
    "COUNTDOWN_STEP_MS",
    "PREFS_KEY",
    "SALE_HOLD_MS",
    "SAVE_KEY",
    "Banner",
    "Controller",
    "MemoryStorage",
    "Orders",
    "Screen",
    "Storage",
    "language_from",
    "parse_amount",
    "settings_from_query",
]

# The master searches for at most this long per decision in the page (wall clock, thinking in
# slices); the other levels decide in a few milliseconds.
BOT_OPTIONS: dict[str, dict[str, Any]] = {"master": {"seconds": 0.5}}
# Deals sampled for the estimates shown to the player (the valuation's own default is 200; 60 keep
# each step of the work in the browser well under 100 ms, for a hint a few dollars less precise).
ESTIMATE_SAMPLES = 60
# The set-up's fields in the order they are taken over from the form drawn before Python was
# ready (the seat after the number of players, which bounds it).
SETUP_ORDER = ("players", "human", "level", "name", "variant", "speed", "seed", "money")
# What the form drawn before Python was ready may have been asked to do.
EARLY_COMMANDS = ("start", "close-dialog")

Args = dict[str, str]


@dataclass(eq=False)
class Job:
    """Work done a slice at a time: each step of ``work`` yields the share done (0 to 1); its
    return value goes to ``done``."""

    work: Generator[float, None, Any]
    done: Callable[[Any], None]
    progress: float = 0.0
    running: bool = False  # the adapter has taken it on


def seat_names(text: Callable[..., str], players: int, human: int,
               people: list[int] | None = None, names: list[str] | None = None) -> list[str]:
    """Each seat's name: "You" for the one person at the device; with several (pass and play)
    the name each gave her seat, else "Player N"; the bots' own names."""
    people = [human] if people is None else people
    chosen = names or []

    def person(seat: int) -> str:
        given = chosen[seat].strip() if seat < len(chosen) else ""
        return given or text("name.person", n=seat + 1)

    if len(people) == 1:
        return [text("name.human") if seat == human else text(f"name.bot.{seat}")
                for seat in range(players)]
    return [person(seat) if seat in people else text(f"name.bot.{seat}")
            for seat in range(players)]


class Controller:
    """One page's game, dialogs and clock (see the module's docstring)."""

    def __init__(self, storage: Storage, now: float, query: str = "", browser_language: str = "en",
                 bot_options: dict[str, dict[str, Any]] | None = None,
                 tab: str | None = None) -> None:
        """``tab``: this page's id among the browser's tabs (None: the only one, as in tests);
        with one, the controller waits for ``claim`` or ``elsewhere`` before it plays."""
        from .catalogue import text as catalogue_text

        self._text = catalogue_text
        self.storage = storage
        self.query = query
        self.bot_options = BOT_OPTIONS if bot_options is None else bot_options
        self.lang = language_from(query, storage.get(LANGUAGE_KEY), browser_language)
        self.career = career_mod.load(storage.get(career_mod.CAREER_KEY))
        self.prefs = self._load_prefs()
        self.clock = GameClock(now)
        self.hidden = False
        self.menu_open = False  # a phone's folded menu, unfolded
        self.session: Session | None = None
        self.user_dialog: str | None = None  # setup, help or stats, opened by the player
        # The game the page's address names, while the player decides whether it may replace
        # her unfinished game (the "linked" dialog).
        self.linked: Settings | None = None
        self.over_closed = False  # the game-over dialog was closed (the table stays)
        self.acknowledged_round = 0
        self.setup: dict[str, Any] = {"players": 4, "human": 0,
                                      "levels": ["novice", "novice", "expert", "novice", "novice"],
                                      "variant": "classic", "speed": "normal", "seed_text": "",
                                      "show_money": False, "given_names": [""] * 5}
        self.setup_error: tuple[str, dict[str, Any]] | None = None
        self.notice: tuple[str, dict[str, Any]] | None = None
        self.help_section: str | None = None  # the rules' section to show
        self.help_serial = 0  # counts the requests to show a section (the adapter scrolls)
        self.chosen_double: str | None = None
        self.amount_text = ""
        self.decision_key: tuple[Any, ...] | None = None
        self.typed = False  # the player has typed or stepped the amount in this decision
        self.error: tuple[str, dict[str, Any]] | None = None
        self.orders: dict[int, Orders] = {}  # each person's standing orders, by seat
        self.banner: Banner | None = None
        self.changed_at = 0.0  # game time of the last action
        self.hold_until = 0.0  # game time before which bots wait (a sale being read)
        self.countdown_from: float | None = None  # game time the countdown began
        self.countdown_version = -1  # the table version the countdown belongs to
        self.countdown_saved = -1  # the call last written to the save
        self.thinking: int | None = None
        self.held: tuple[int, Any, int] | None = None  # a bot's answer that arrived paused
        self.watching: int | None = None  # actions shown while watching a replay
        self.save_failed = False
        self._estimate_cache: tuple[str, dict[str, float], int | None] | None = None
        self.jobs: dict[str, Job] = {}
        self.review: review_mod.Review | None = None
        self.rollouts = rollouts_from(query, deals.COMPARISON_ROLLOUTS)
        self.comparison: deals.Comparison | None = None  # the master on this deal
        self.watch_back = False  # the replay was opened from the review ("Back to the review")
        self.lesson: tutorial.Lesson | None = None  # the guided first game, when it is on
        self.tab = tab
        # "playing" (this tab holds the game), "waiting" (not known yet), "elsewhere" (another
        # tab holds it: this one only shows it).
        self.tab_state = "playing" if tab is None else "waiting"
        # A save that could not be resumed nor copied aside (storage full): it stays under the
        # save's key, and nothing is saved over it until the player downloads or discards it.
        self.kept_save: str | None = None
        # What the game on the table was resumed from (the key and its text), if anything.
        self.resumed_from: tuple[str, str | None] | None = None
        self.resume(now)

    # -- words --------------------------------------------------------------------------------
    def text(self, key: str, **params: object) -> str:
        return self._text(self.lang, key, **params)

    # -- storage ------------------------------------------------------------------------------
    def _load_prefs(self) -> dict[str, Any]:
        prefs = read_json(self.storage.get(PREFS_KEY))
        return prefs if isinstance(prefs, dict) else {}

    def _store(self, key: str, value: str) -> bool:
        ok = self.storage.set(key, value)
        if key == SAVE_KEY:
            self.save_failed = not ok
        return ok

    def save(self) -> bool:
        """Write the record, with the page's own state beside it: which round summary was
        closed, the standing orders and the countdown's call. False when storage refused it."""
        if self.session is None or self.tab_state != "playing":
            return True  # (another tab saves the game it plays)
        if self.lesson is not None:  # the lesson keeps its step only, never over a saved game
            return self._store(LESSON_KEY, json.dumps(tutorial.to_json(self.lesson)))
        ui: dict[str, Any] = {"acknowledged_round": self.acknowledged_round,
                              "orders": [{"seat": seat, **orders.to_json()}
                                         for seat, orders in sorted(self.orders.items())
                                         if seat >= 0]}
        call = self.countdown_call(self._game_time_now)
        if call is not None:
            ui["countdown"] = {"at": self.session.actions, "call": call}
            self.countdown_saved = call
        self.session.extra["ui"] = ui
        if self.kept_save is not None:  # never over a save that has no copy yet
            self.save_failed = True
            return False
        return self._store(SAVE_KEY, self.session.save_text())

    _game_time_now = 0.0  # the game time of the call in progress (set by every entry point)

    def resume(self, now: float) -> None:
        """Start the page: the game the address names, else the saved game, else the set-up.
        Whatever goes wrong while resuming a save (any exception: a corrupt record, a number
        too long, recursion, memory, a bug) is caught here: the save is set aside (the one
        copy kept, which the notice offers to download) and a fresh game starts. A tab that
        does not hold the game only shows it and writes nothing."""
        writable = self.tab_state == "playing"
        if writable:
            tidy_set_aside(self.storage)
        self.resumed_from = None
        lesson = self._saved_lesson()
        if lesson is not None:
            try:
                self._begin_lesson(lesson, now)
                self.resumed_from = (LESSON_KEY, self.storage.get(LESSON_KEY))
                return
            except Exception:  # a lesson keeps only its step: start it no more
                self._forget_game()
                if writable:
                    self.storage.remove(LESSON_KEY)
        saved = self.storage.get(SAVE_KEY)
        wanted = settings_from_query(self.query)
        problem: Exception | None = None
        if saved:
            try:
                resumed = Session.load(saved, bot_options=self.bot_options)
                unfinished = not resumed.over and resumed.actions > 0
                if wanted is None or resumed.settings == wanted or (unfinished and writable):
                    self.adopt(resumed, now)  # (a reload of the game the address names)
                    self.resumed_from = (SAVE_KEY, saved)
                    if wanted is not None and resumed.settings != wanted:
                        # A link to another game never ends hers unasked.
                        self.linked = wanted
                        self.user_dialog = "linked"
                    return
            except Exception as error:  # any failure to resume: set it aside, start afresh
                problem = error
                self._forget_game()
        if not writable:  # only shown here: another tab deals with the save
            self.user_dialog = None
            self._sync_clock(now)
            return
        if problem is not None:
            assert saved is not None
            self._set_aside(saved, problem)
        if wanted is not None or problem is not None:
            settings = wanted or self.settings_from_setup()
            self.adopt(Session(settings, bot_options=self.bot_options), now)
            self.save()
            return
        self.user_dialog = "setup"
        self._sync_clock(now)

    def _forget_game(self) -> None:
        """Nothing on the table (after a failed resume, whatever it had got to)."""
        self.session = None
        self.lesson = None
        self.watching = None
        self.review = None
        self.jobs.clear()

    def _set_aside(self, saved: str, problem: Exception) -> None:
        """Keep a save that cannot be resumed as the one set-aside copy, and only then remove
        it; when storage has no room for the copy, leave it where it is and say so."""
        if set_aside(self.storage, saved):
            self.storage.remove(SAVE_KEY)
            self.kept_save = None
            self.notice = self._save_problem("notice.corrupt", problem)
        else:
            self.kept_save = saved
            self.notice = self._save_problem("notice.corrupt_kept", problem)

    def recover(self, problem: Exception, now: float) -> None:
        """The page failed to draw the game it resumed: set that save aside and start afresh
        (the adapter calls this once, at start-up)."""
        saved = self.storage.get(SAVE_KEY)
        self._forget_game()
        if self.tab_state != "playing":
            self._sync_clock(now)
            return
        self.storage.remove(LESSON_KEY)
        if saved and self.kept_save is None:
            self._set_aside(saved, problem)
        self.adopt(Session(self.settings_from_setup(), bot_options=self.bot_options), now)
        self.save()

    def set_aside_text(self) -> str | None:
        """The save that was set aside (or kept in place for want of room), if any."""
        return self.kept_save if self.kept_save is not None else self.storage.get(CORRUPT_KEY)

    def _download_aside(self, args: Args, now: float) -> tuple[str, str, str] | None:
        text = self.set_aside_text()
        return None if text is None else ("download", "modern-art-set-aside.json", text)

    def _discard_aside(self, args: Args, now: float) -> None:
        """Give up a save that could not be resumed nor copied aside: the game on the table is
        saved in its place."""
        if self.kept_save is None:
            return
        if self.storage.get(SAVE_KEY) == self.kept_save:
            self.storage.remove(SAVE_KEY)
        self.kept_save = None
        self.notice = None
        self.save()

    # -- one tab at a time ------------------------------------------------------------------
    def claim(self, now: float) -> None:
        """This tab holds the game now (at start-up, or after "Play here instead"): it says so
        in storage and, coming from another tab, resumes the latest save (every move made
        there is in it)."""
        if self.tab is not None and not self.storage.set(OWNER_KEY, self.tab):
            self.storage.remove(OWNER_KEY)  # no room to say so: at least no stale owner
        if self.tab_state == "playing":
            return
        waiting, self.tab_state = self.tab_state == "waiting", "playing"
        kept = self.resumed_from
        if waiting and kept is not None and self.storage.get(kept[0]) == kept[1]:
            tidy_set_aside(self.storage)  # the game shown is the one saved: nothing to redo
            self._sync_clock(now)
            return
        self._reload(now)

    def elsewhere(self, now: float) -> None:
        """Another tab holds the game: this one stops acting and saving, and only shows it."""
        if self.tab_state == "elsewhere":
            return
        self.tab_state = "elsewhere"
        self.thinking = None
        self.held = None
        if self.user_dialog not in VIEW_DIALOGS:
            self.user_dialog = None
        self._sync_clock(now)

    def _reload(self, now: float) -> None:
        """Show the game as it is saved now."""
        self._forget_game()
        self.user_dialog = None
        self.kept_save = None
        self.resume(now)

    def storage_changed(self, key: str | None, now: float) -> bool:
        """Another tab wrote ``key`` (None: cleared everything). Returns True when the page
        must be drawn again: this tab lost the game, or shows the other tab's game anew."""
        if key in (OWNER_KEY, None) and self.tab_state == "playing" and not self._holds_game():
            self.elsewhere(now)
            return True
        if self.tab_state == "elsewhere" and key in (SAVE_KEY, LESSON_KEY, None):
            self._reload(now)
            return True
        return False

    def _holds_game(self) -> bool:
        """No other tab has said it plays the game since this one did."""
        return self.tab is None or self.storage.get(OWNER_KEY) in (None, self.tab)

    def _may_act(self, now: float) -> bool:
        """This tab plays the game (checked in storage before every action)."""
        if self.tab_state != "playing":
            return False
        if not self._holds_game():
            self.elsewhere(now)
            return False
        return True

    def _play_here(self, args: Args, now: float) -> tuple[str, str, str] | None:
        """ "Play here instead": the adapter takes the game from the other tab (then ``claim``)."""
        return None if self.tab_state == "playing" else ("claim", "", "")

    def _save_problem(self, key: str, problem: Exception) -> tuple[str, dict[str, Any]]:
        """A notice for a save or file that cannot be resumed: what kind of problem, in the
        page's language, with the engine's own reason (in English) as the detail."""
        kind = problem.kind if isinstance(problem, SaveError) else "other"
        index = problem.index if isinstance(problem, SaveError) else None
        cause = self.text(f"save.{kind}", index=(index or 0) + 1)
        return key, {"cause": cause, "reason": str(problem)}

    def _saved_lesson(self) -> tutorial.Lesson | None:
        try:
            return tutorial.from_json(read_json(self.storage.get(LESSON_KEY)))
        except Exception:  # whatever is stored there: no lesson
            return None

    def adopt(self, session: Session, now: float,
              lesson: tutorial.Lesson | None = None) -> None:
        """Make ``session`` the game on the table (a new, resumed or imported game; the lesson's
        game with ``lesson``: any other game ends the lesson)."""
        if lesson is None and self.lesson is not None and self.tab_state == "playing":
            self.storage.remove(LESSON_KEY)
        self.lesson = lesson
        self.session = session
        self.watching = None
        self.watch_back = False
        self.review = None
        self.jobs.pop("review", None)
        self.jobs.pop("judge", None)
        self.jobs.pop("compare", None)
        self.comparison = deals.Comparison.from_json(session.extra.get("comparison"),
                                                     session.settings)
        if self.comparison is not None and self.comparison.rollouts != self.rollouts:
            self.comparison = None
        self._compare_if_due()
        self.chosen_double = None
        self.error = None
        self.banner = None
        self.thinking = None
        self.held = None
        self.over_closed = False
        ui = session.extra.get("ui")
        ui = ui if isinstance(ui, dict) else {}
        acknowledged = ui.get("acknowledged_round", 0)
        self.acknowledged_round = acknowledged if isinstance(acknowledged, int) and \
            not isinstance(acknowledged, bool) else 0
        self.orders = self._saved_orders(ui.get("orders"), session)
        if session.pass_and_play:
            session.viewer = None  # nobody's hand until the device is handed to someone
        self.user_dialog = None
        self._sync_clock(now)
        game_now = self.clock.time(now)
        self.changed_at = game_now
        self.hold_until = game_now
        self.countdown_from = None
        self.countdown_version = -1
        countdown = ui.get("countdown")
        if isinstance(countdown, dict) and countdown.get("at") == session.actions and \
                countdown.get("call") in range(COUNTDOWN_CALLS):
            # A reload in the middle of the countdown: go on from the call it had reached.
            self.countdown_from = game_now - countdown["call"] * self._countdown_step()
            self.countdown_version = session.actions
        self.countdown_saved = -1
        self._new_decision()
        self._sync_clock(now)

    @staticmethod
    def _saved_orders(data: object, session: Session) -> dict[int, Orders]:
        """The standing orders kept in a save: one object (a save from before pass and play:
        the one person's) or a list of them by seat."""
        lot = session.lot_number
        if isinstance(data, dict):
            return {session.settings.human: Orders.from_json(data, lot)}
        out = {}
        for item in data if isinstance(data, list) else []:
            seat = item.get("seat") if isinstance(item, dict) else None
            if seat in session.humans:
                out[seat] = Orders.from_json(item, lot)
        return out

    # -- the clock ----------------------------------------------------------------------------
    @property
    def dialog(self) -> str | None:
        """The dialog on screen: one the player opened, else a round summary she has not
        closed, else the game-over dialog."""
        if self.tab_state != "playing":  # nothing to decide here: the rules, the statistics
            return self.user_dialog if self.user_dialog in VIEW_DIALOGS else None
        if self.user_dialog is not None:
            return self.user_dialog
        if self.session is None:
            return None
        if self.watching is None and self.pending_summary() is not None:
            return "summary"
        if self.session.over and not self.over_closed and self.watching is None:
            return "over"
        if self.watching is None and self.handoff_to() is not None:
            return "handoff"
        return None

    @property
    def paused(self) -> bool:
        return self.dialog is not None or self.hidden or self.watching is not None or \
            self.session is None or self.session.over or self.tab_state != "playing"

    def _sync_clock(self, now: float) -> None:
        if self.paused:
            self.clock.pause(now)
        else:
            self.clock.resume(now)
        self._game_time_now = self.clock.time(now)

    def set_hidden(self, hidden: bool, now: float) -> None:
        """The page went out of sight (another tab, a locked phone) or came back."""
        self.hidden = hidden
        self._sync_clock(now)

    def pending_summary(self) -> dict[str, Any] | None:
        """The last round's summary while the player has not closed it (even after a reload,
        and round 4's too, before the game-over dialog)."""
        if self.session is None:
            return None
        return self.session.round_ended(self.acknowledged_round)

    def _speed(self) -> str:
        return self.session.settings.speed if self.session else "normal"

    def _countdown_step(self) -> float:
        return float(COUNTDOWN_STEP_MS[self._speed()])

    # -- what happens next ---------------------------------------------------------------------
    def _clockwise(self, seats: list[int]) -> list[int]:
        """``seats`` in turn order, starting left of whoever acted last."""
        assert self.session is not None
        last = self.session.last_actor()
        players = self.session.settings.players
        start = 0 if last is None else last + 1
        return sorted(seats, key=lambda s: (s - start) % players)

    def _human_order(self, seat: int | None = None) -> dict[str, Any] | None:
        """What the page answers for a person now (the shown one by default), by her standing
        orders or because there is only one answer; None when she decides herself (or is not
        asked)."""
        session = self.session
        assert session is not None
        seat = session.viewer if seat is None else seat
        if seat is None or seat not in session.to_act() or self.lesson is not None:
            return None  # (in the lesson she makes every move herself)
        legal = session.legal(seat)
        can = legal["do"]
        step = session.step
        orders = self._orders(seat)
        if step in ("open", "once_around"):
            if "bid" in can and orders.limit is not None:
                low = legal["bid"]["min"]
                if low <= orders.limit:
                    return {"do": "bid", "amount": low}
                orders.limit_reached, orders.limit = orders.limit, None
            if "bid" not in can:
                return {"do": "pass"}  # she cannot beat the high bid
            if step == "open" and orders.out:
                return {"do": "pass"}
            return None
        if step == "double_offer" and "join" not in can:
            return {"do": "pass"}  # nothing to add
        if step == "fixed_price" and can == ["pass"]:
            return {"do": "pass"}  # a price she cannot pay
        return None

    def _orders(self, seat: int | None = None) -> Orders:
        """A person's standing orders for the lot under the hammer (the shown one's by
        default)."""
        assert self.session is not None
        seat = self.session.viewer if seat is None else seat
        key = -1 if seat is None else seat
        lot = self.session.lot_number
        if key not in self.orders or self.orders[key].lot != lot:
            self.orders[key] = Orders(lot)
        return self.orders[key]

    def decider(self) -> int | None:
        """The person who must answer now by herself (no standing order answers for her): the
        shown one if she may, else the next in turn; None when no person is asked."""
        session = self.session
        if session is None or session.over:
            return None
        undecided = [seat for seat in session.humans_to_act()
                     if self._human_order(seat) is None]
        if not undecided:
            return None
        if session.viewer in undecided:
            return session.viewer
        return self._clockwise(undecided)[0]

    def handoff_to(self) -> int | None:
        """Pass and play: the person the device must go to before the game can go on (her
        decision is next and someone else, or nobody, is shown); None otherwise."""
        session = self.session
        if session is None or not session.pass_and_play or self.watching is not None:
            return None
        seat = self.decider()
        return seat if seat is not None and seat != session.viewer else None

    def addressed(self) -> int | None:
        """The seat the page calls "you" now, as ``screen().you`` says without drawing it: the
        shown seat; nobody while the device goes to someone or nobody's cards are shown (a
        hidden view, ``Session.shown``). What the log is kept by."""
        session = self.session
        if session is None or self.handoff_to() is not None:
            return None
        return session.shown

    def next_actor(self) -> tuple[int, float] | None:
        """Who acts next on their own (a bot, or the page for a person's standing order) and
        from what game time; None when only a person can move the game on (or nothing may
        happen now)."""
        session = self.session
        if session is None or session.over or self.watching is not None:
            return None
        due = max(self.changed_at + BOT_PAUSE_MS[self._speed()], self.hold_until)
        if self.lesson is not None:  # the bots' moves are the script's
            move = self.lesson.bot_move()
            return None if move is None else (move.seat, due)
        humans = session.humans
        waiting = session.to_act()
        orders = {seat: self._human_order(seat) for seat in humans if seat in waiting}
        bots = [s for s in waiting if s not in humans]
        if session.step == "open":
            lined_up = bots + [seat for seat, order in orders.items()
                               if order and order["do"] == "bid"]
            if lined_up:
                return self._clockwise(lined_up)[0], due
            passing = [seat for seat, order in orders.items() if order is not None]
            if passing:  # a pass by order: at once (the last closes the lot)
                return self._clockwise(passing)[0], self.changed_at
            return None
        if session.step == "sealed":
            # The bots seal theirs once every person has: until then no bot's sealed bid
            # exists, in the save or in an export, for anyone still choosing to find.
            if any(seat in humans for seat in waiting):
                return None
            return (bots[0], due) if bots else None
        if not waiting:
            return None
        if waiting[0] in humans:
            return (waiting[0], due) if orders.get(waiting[0]) is not None else None
        return waiting[0], due

    def countdown_call(self, game_now: float) -> int | None:
        """The online edition's countdown: which call is running (0 "going once", 1 "going
        twice"), or None when no countdown runs: only the human may still answer the last bid
        and she has left no standing order."""
        session = self.session
        if session is None or session.over or session.settings.variant != "online" or \
                session.step != "open" or self.watching is not None:
            return None
        if session.viewer is None or session.to_act() != [session.viewer] or \
                self._human_order() is not None or self.handoff_to() is not None:
            return None
        if self.countdown_version != session.actions or self.countdown_from is None:
            return 0
        return min(COUNTDOWN_CALLS - 1, int((game_now - self.countdown_from)
                                            // self._countdown_step()))

    def tick(self, now: float) -> int | None:
        """Do whatever is due at ``now`` (the human's standing orders, the countdown's end, a
        bot's answer that arrived during a pause); return the bot seat that should start
        thinking now, if any (answer with ``bot_answer``)."""
        self._sync_clock(now)
        if self.tab_state == "playing" and not self._may_act(now):
            return None  # another tab took the game
        for _ in range(64):  # each pass applies at most one action; a lot closes long before
            if self.paused or self.session is None:
                return None
            game_now = self.clock.time(now)
            if self.held is not None:
                seat, action, version = self.held
                self.held = None
                if version == self.session.actions:
                    self._apply_bot(seat, action, now)
                    continue
            if self._countdown_due(game_now, now):
                continue
            actor = self.next_actor()
            if actor is None or actor[1] > game_now:
                return None
            seat, _ = actor
            if self.lesson is not None:
                move = self.lesson.bot_move()
                assert move is not None
                self.lesson.advance()
                self._apply_bot(seat, move, now)
                continue
            if seat not in self.session.humans:
                return seat if self.thinking is None else None
            order = self._human_order(seat)
            assert order is not None
            self._apply_human(order, now, by_order=True, seat=seat)
        return None  # pragma: no cover - a safety net against a loop

    def _countdown_due(self, game_now: float, now: float) -> bool:
        """Run the countdown: start it, save its call, and pass for the human at its end."""
        assert self.session is not None
        call = self.countdown_call(game_now)
        if call is None:
            return False
        if self.countdown_version != self.session.actions or self.countdown_from is None:
            self.countdown_version = self.session.actions
            self.countdown_from = game_now
            self.countdown_saved = -1
        if game_now - self.countdown_from >= COUNTDOWN_CALLS * self._countdown_step():
            self.countdown_from = None
            self._apply_human({"do": "pass"}, now, by_order=True)  # silence is a pass
            return True
        if call != self.countdown_saved:
            self.save()
        return False

    def wake_in(self, now: float) -> float | None:
        """Milliseconds until ``tick`` has something to do (None: only after an input)."""
        if self.paused or self.session is None:
            return None
        game_now = self.clock.time(now)
        if self.held is not None:
            return 0.0
        waits = []
        if self.countdown_call(game_now) is not None:
            start = self.countdown_from if self.countdown_version == self.session.actions \
                and self.countdown_from is not None else game_now
            elapsed = game_now - start
            step = self._countdown_step()
            waits.append(step - elapsed % step if elapsed < COUNTDOWN_CALLS * step else 0.0)
        actor = self.next_actor()
        if actor is not None and (actor[0] in self.session.humans or self.thinking is None):
            waits.append(max(0.0, actor[1] - game_now))
        return min(waits) if waits else None

    def bot_started(self, seat: int) -> int:
        """The adapter starts the bot at ``seat`` thinking; the table's version to hand back."""
        assert self.session is not None
        self.thinking = seat
        return self.session.actions

    def bot_answer(self, seat: int, action: Any, version: int, now: float) -> None:
        """A bot's decision, for the table as it was at ``version``: dropped if the table has
        moved on since (the bot will be asked again), held while the game is paused."""
        self.thinking = None
        if self.session is None or version != self.session.actions or not self._may_act(now):
            return
        self._sync_clock(now)
        if self.paused:
            self.held = (seat, action, version)
            return
        self._apply_bot(seat, action, now)

    def _apply_bot(self, seat: int, action: Any, now: float) -> None:
        assert self.session is not None
        events = self.session.apply_bot(seat, action)
        self._after(events, now, human=False)

    # -- the human's actions ---------------------------------------------------------------------
    def _refusal(self, data: dict[str, Any], legal: dict[str, Any]) -> tuple[str, dict] | None:
        """Why the rules refuse the human's action, as a catalogue entry, from the legal
        actions' structure (never from the engine's English): None when it is legal."""
        do = data["do"]
        if do not in legal["do"]:
            if do == "bid" and self.session and self.session.step in ("open", "once_around"):
                high, _ = self.session.high_bid()
                return "refuse.cannot_outbid", {"high": high}
            return "refuse.not_now", {}
        if do in ("bid", "price"):
            amount = data["amount"]
            low, high = legal[do]["min"], legal[do]["max"]
            if amount > high:
                return "refuse.money", {"money": high}
            if amount < low:
                if do == "bid" and self.session and self.session.step != "sealed" and low > 1:
                    return "refuse.higher", {"high": low - 1}
                return "refuse.at_least", {"low": low}
        if do in ("play", "join") and data.get("card") not in legal.get("cards", []):
            return "refuse.not_now", {}
        return None

    def _try_human(self, data: dict[str, Any], now: float) -> bool:
        """Apply the human's action if the rules allow it; else say why, in the page's words."""
        assert self.session is not None
        if self.watching is not None or self.dialog is not None:
            return False
        if self.lesson is not None and not self._lesson_allows(data):
            return False
        refusal = self._refusal(data, self.session.legal())
        if refusal is not None:
            self.error = refusal
            return False
        if self.lesson is not None:
            self.lesson.advance()
        self._apply_human(data, now, by_order=False)
        return True

    def _lesson_allows(self, data: dict[str, Any]) -> bool:
        """In the lesson, only the step's own move is played; anything else is refused with a
        word (read on and press Next, or do what the highlighted step says)."""
        assert self.lesson is not None and self.session is not None
        step = self.lesson.step
        try:
            action = Action.from_json({**data, "seat": self.session.viewer})
        except ValueError:
            action = None
        if action is not None and self.lesson.expects(action):
            return True
        self.lesson.error = "next" if step.kind == "say" else "wrong"
        return False

    def _apply_human(self, data: dict[str, Any], now: float, by_order: bool,
                     seat: int | None = None) -> None:
        assert self.session is not None
        seat = self.session.viewer if seat is None else seat
        orders = self._orders(seat)
        step = self.session.step
        try:
            events = self.session.human_act(data, seat)
        except ValueError as error:  # the table moved between the check and the action
            self.error = ("refuse.engine", {"reason": str(error)})
            return
        if data["do"] == "pass" and step == "open":
            orders.out = True
        if data["do"] == "bid" and not by_order:
            orders.out = False
        self._after(events, now, human=True)

    def _after(self, events: list[Any], now: float, human: bool) -> None:
        """After any action: the sale banner, the end of the game, the clock, the save."""
        assert self.session is not None
        game_now = self.clock.time(now)
        self.changed_at = game_now
        self.error = None if human else self.error
        for event in events:
            kind = event.kind
            if kind in ("sold", "taken_free"):
                lot_events = self.session.lot_events()
                started = lot_events[0] if lot_events else {}
                self.banner = Banner(event.to_json(), str(started.get("auction", "open")),
                                     started.get("first_seller"), self.session.lot_number,
                                     unbid=not any(e["event"] == "bid" for e in lot_events))
                self.hold_until = game_now + SALE_HOLD_MS[self._speed()]
            elif kind in ("auction_started", "double_offered", "round_ended"):
                self.banner = None
            if kind == "game_over" and not self.session.pass_and_play:
                self.career = career_mod.add_game(self.career, self.session)
                self._store(career_mod.CAREER_KEY, json.dumps(self.career))
            if kind == "game_over":
                self._compare_if_due()
        self._new_decision(force=human)
        self.save()
        self._sync_clock(now)

    def _new_decision(self, force: bool = False) -> None:
        """A new question for the human (a new lot or step, or after her own action) starts
        with a fresh entry, filled with the lowest legal amount; the bots' raises never change
        what she typed (a too-low amount is flagged instead)."""
        session = self.session
        if session is None:
            return
        key = (session.lot_number, session.step)
        if key != self.decision_key or force:
            self.decision_key = key
            self.amount_text = ""
            self.typed = False
            self.chosen_double = None
            self.error = None
        legal = session.legal()
        what = "price" if "price" in legal["do"] else "bid" if "bid" in legal["do"] else None
        if what and not self.typed and not self.amount_text:
            self.amount_text = str(legal[what]["min"])

    # -- commands -----------------------------------------------------------------------------
    def command(self, name: str, args: Args, now: float) -> tuple[str, str, str] | None:
        """Run the command ``name`` with its control's data; return an effect for the adapter
        (("download", file name, text)) or None. Unknown commands are ignored."""
        self._sync_clock(now)
        handler = COMMANDS.get(name)
        if handler is None:
            return None
        if name != "toggle-menu":
            self.menu_open = False  # a phone's menu folds again once something is chosen
        if name not in VIEW_COMMANDS and not self._may_act(now):
            return None  # another tab plays the game: this one only shows it
        effect = handler(self, args, now)
        self._sync_clock(now)
        return effect

    def needs_confirming(self, name: str) -> str | None:
        """The question to ask before running ``name`` (None: run it at once)."""
        if name == "reset-stats":
            return self.text("stats.confirm")
        if name == "export" and self.session is not None and not self.session.over:
            return self.text("confirm.export_deal")  # the seed deals every hand
        if name == "import" and self._unfinished_game():
            return self.text("confirm.import")
        if name == "discard-aside":
            return self.text("confirm.discard_aside")
        if name in ("start-daily", "play-deal-again") and self._unfinished_game():
            return self.text("confirm.leave")
        return None

    def _unfinished_game(self) -> bool:
        """A game under way would be replaced: the one on the table, or during the lesson
        (which never replaces it) the one saved."""
        if self.lesson is None:
            return self.session is not None and not self.session.over and \
                self.session.actions > 0
        saved = self.storage.get(SAVE_KEY)
        try:
            session = Session.load(saved, bot_options=self.bot_options) if saved else None
        except Exception:  # an unreadable save is no game to lose
            return False
        return session is not None and not session.over and session.actions > 0

    def _choose(self, args: Args, now: float) -> None:
        assert self.session is not None
        card = args.get("card", "")
        partners = self.session.legal().get("partners", {}).get(card)
        if partners and self.lesson is not None:  # the lesson's doubles are offered by others
            self._lesson_allows({"do": "play", "card": card})
        elif partners:
            self.chosen_double = card
        else:
            self._try_human({"do": "play", "card": card}, now)

    def _cancel(self, args: Args, now: float) -> None:
        self.chosen_double = None

    def _play(self, args: Args, now: float) -> None:
        action: dict[str, Any] = {"do": "play", "card": args.get("card", "")}
        if args.get("with"):
            action["with"] = args["with"]
        self._try_human(action, now)

    def _join(self, args: Args, now: float) -> None:
        self._try_human({"do": "join", "card": args.get("card", "")}, now)

    def _amount(self, args: Args) -> int | None:
        if "value" in args:
            self.amount_text = args["value"][:12]
        amount = parse_amount(self.amount_text)
        if amount is None:
            self.error = ("do.not_a_number", {})
        return amount

    def _bid(self, args: Args, now: float) -> None:
        amount = self._amount(args)
        if amount is not None:
            self._try_human({"do": "bid", "amount": amount}, now)

    def _bid_min(self, args: Args, now: float) -> None:
        """The one-tap new minimum, offered next to a typed bid the raises have overtaken."""
        assert self.session is not None
        legal = self.session.legal()
        if "bid" in legal["do"]:
            self.amount_text = str(legal["bid"]["min"])
            self._try_human({"do": "bid", "amount": legal["bid"]["min"]}, now)

    def _proxy(self, args: Args, now: float) -> None:
        """ "Bid up to": the typed amount becomes her limit; the page raises for her by the
        minimum step while someone outbids her, in open and once-around auctions."""
        assert self.session is not None
        if self.lesson is not None:  # the lesson asks for its own moves, one at a time
            self.lesson.error = "wrong"
            return
        amount = self._amount(args)
        if amount is None or self.session.step not in ("open", "once_around"):
            return
        money = self.session.view()["my_money"]
        high, _ = self.session.high_bid()
        if amount > money:
            self.error = ("refuse.money", {"money": money})
            return
        if amount <= high:
            self.error = ("refuse.higher", {"high": high})
            return
        orders = self._orders()
        orders.limit, orders.out, orders.limit_reached = amount, False, None
        self.error = None
        order = self._human_order()
        if order is not None and order["do"] == "bid" and (
                self.session.step == "open" or self.session.to_act()[0] == self.session.viewer):
            self._apply_human(order, now, by_order=True)  # her turn: the first raise at once
        else:
            self.save()

    def _cancel_proxy(self, args: Args, now: float) -> None:
        self._orders().limit = None
        self.save()

    def _bid_again(self, args: Args, now: float) -> None:
        """Back in after "Pass": she is asked again at the next raise (or now, if one came)."""
        self._orders().out = False
        self.save()

    def _price(self, args: Args, now: float) -> None:
        amount = self._amount(args)
        if amount is not None:
            self._try_human({"do": "price", "amount": amount}, now)

    def _buy(self, args: Args, now: float) -> None:
        self._try_human({"do": "buy"}, now)

    def _pass(self, args: Args, now: float) -> None:
        self._try_human({"do": "pass"}, now)

    def _type(self, args: Args, now: float) -> None:
        self.amount_text = args.get("value", "")[:12]
        self.typed = True
        if self.error and self.error[0] in ("do.not_a_number", "refuse.higher",
                                            "refuse.at_least", "refuse.money"):
            self.error = None

    def _step(self, args: Args, now: float) -> None:
        assert self.session is not None
        legal = self.session.legal()
        what = "price" if "price" in legal["do"] else "bid"
        if what not in legal:
            return
        low, high = legal[what]["min"], legal[what]["max"]
        if "value" in args:
            self.amount_text = args["value"]
        current = parse_amount(self.amount_text)
        base = current if current is not None else low
        delta = parse_amount(args.get("delta", "").lstrip("-")) or 0
        delta = -delta if args.get("delta", "").startswith("-") else delta
        self.amount_text = str(max(low, min(high, base + delta)))
        self.typed = True
        self.error = None

    def _set(self, args: Args, now: float) -> None:
        amount = parse_amount(args.get("amount", ""))
        if amount is not None:
            self.amount_text = str(amount)
            self.typed = True
            self.error = None

    def _open_help(self, args: Args, now: float) -> None:
        """The rules, opened at a section when one is named (an auction type, a token, a column
        of the value board link to theirs)."""
        self.setup_error = None
        self.user_dialog = "help"
        self._help_section(args, now)

    def _help_section(self, args: Args, now: float) -> None:
        section = args.get("section", "")
        self.help_section = section if section.replace("-", "").isalnum() else None
        self.help_serial += 1

    def _dismiss(self, args: Args, now: float) -> None:
        self.notice = None

    def _watch(self, args: Args, now: float) -> None:
        """Watch the game as it was after N actions (a replay: nothing can be played); from the
        review's "show me", with a way back to it."""
        if self.session is None:
            return
        upto = parse_amount(args.get("to", "0")) or 0
        self.watching = max(0, min(self.session.actions, upto))
        if args.get("back") == "review":
            self.watch_back = True
        elif self.user_dialog is not None:
            self.watch_back = False
        self.user_dialog = None

    # -- jobs: work done in slices by the adapter ----------------------------------------------
    def _start_job(self, name: str, work: Generator[float, None, Any],
                   done: Callable[[Any], None]) -> None:
        self.jobs[name] = Job(work, done)

    def jobs_due(self) -> list[tuple[str, Job]]:
        """The jobs nobody runs yet; the adapter takes each on (it is then marked running)."""
        due = [(name, job) for name, job in self.jobs.items() if not job.running]
        for _, job in due:
            job.running = True
        return due

    def job_step(self, name: str, job: Job) -> bool:
        """One step of a job; False once it is done (or was dropped: a new game came)."""
        if self.jobs.get(name) is not job:
            return False
        try:
            job.progress = float(next(job.work))
        except StopIteration as finished:
            del self.jobs[name]
            job.done(finished.value)
            return False
        return True

    def finish_jobs(self) -> None:
        """Run every job to its end at once (the tests; the page runs them in slices)."""
        while self.jobs:
            name, job = next(iter(self.jobs.items()))
            job.running = True
            while self.job_step(name, job):
                pass

    def job_progress(self, name: str) -> float | None:
        job = self.jobs.get(name)
        return None if job is None else job.progress

    # -- the same deal ---------------------------------------------------------------------------
    def _compare_if_due(self) -> None:
        """After a daily or replayed deal, the master plays it from the player's seat (a job)."""
        session = self.session
        if session is None or not session.over or self.comparison is not None or \
                "compare" in self.jobs or not deals.comparable(session.settings):
            return
        self._start_job("compare", deals.master_game(session.settings, self.rollouts),
                        self._compare_done)

    def _compare_done(self, result: deals.Comparison) -> None:
        session = self.session
        if session is None:
            return
        self.comparison = result
        session.extra["comparison"] = result.to_json()
        day = session.settings.daily
        if day and result.rollouts == deals.COMPARISON_ROLLOUTS:
            self.career = career_mod.add_master(self.career, day, result.final)
            self._store(career_mod.CAREER_KEY, json.dumps(self.career))
        self.save()

    def _start_daily(self, args: Args, now: float) -> None:
        """Today's deal (the page's local date): the same for everyone that day."""
        try:
            day = date.fromisoformat(args.get("date", ""))
        except ValueError:
            return
        settings = deals.daily_settings(day, self.setup["speed"])
        self.adopt(Session(settings, bot_options=self.bot_options), now)
        self.notice = ("notice.daily", {"date": day.isoformat()})
        self.save()

    def _play_deal_again(self, args: Args, now: float) -> None:
        """The same deal, seats and bots again."""
        if self.session is None:
            return
        settings = deals.again_settings(self.session.settings)
        self.adopt(Session(settings, bot_options=self.bot_options), now)
        self.notice = ("notice.again", {"seed": settings.seed})
        self.save()

    # -- the review ------------------------------------------------------------------------------
    def _open_review(self, args: Args, now: float) -> None:
        """The review of the game on the table (worked out in slices when it is not yet)."""
        session = self.session
        if session is None:
            return
        self.user_dialog = "review"
        self.watch_back = False
        stale = self.review is None or self.review.actions != session.actions
        if stale and "review" not in self.jobs:
            self._start_job("review", review_mod.build(session), self._review_done)

    def _review_done(self, review: review_mod.Review) -> None:
        self.review = review
        if self.session is not None and review.actions != self.session.actions:
            self.review = None  # the game moved on meanwhile: work it out again when asked
        elif self.session is not None:  # its second stage: the master judges the decisions
            self._start_job("judge", review_mod.judge(self.session, review), review.judged)

    def _take_over(self, args: Args, now: float) -> None:
        """Pass and play: the person the device was handed to shows her cards."""
        seat = self.handoff_to()
        if seat is None or self.session is None:
            return
        self.session.viewer = seat
        self._new_decision(force=True)

    def _watch_stop(self, args: Args, now: float) -> None:
        self.watching = None
        self.watch_back = False

    def _close_dialog(self, args: Args, now: float) -> None:
        if self.user_dialog is not None:
            self.user_dialog = None
            self.linked = None  # (from the "linked" dialog: she keeps her game)
        elif self.dialog == "over":
            self.over_closed = True

    def _open_results(self, args: Args, now: float) -> None:
        """The game-over dialog again, after it was closed."""
        if self.session is not None and self.session.over:
            self.user_dialog = None
            self.over_closed = False

    def _close_summary(self, args: Args, now: float) -> None:
        summary = self.pending_summary()
        if summary is not None:
            self.acknowledged_round = int(summary["round"])
            if self.lesson is not None and self.lesson.step.kind == "summary":
                self.lesson.advance()
            self.save()

    # -- the lesson -------------------------------------------------------------------------------
    def _begin_lesson(self, lesson: tutorial.Lesson, now: float) -> None:
        """The lesson's game as it is at ``lesson``'s step (from the start, or after a reload)."""
        settings = tutorial.settings(self.setup["speed"])
        session = Session(settings, tutorial.record(lesson.at), bot_options=self.bot_options)
        self.adopt(session, now, lesson)
        summary = next(i for i, step in enumerate(tutorial.SCRIPT) if step.kind == "summary")
        self.acknowledged_round = 1 if lesson.at > summary else 0
        self.save()

    def _start_tutorial(self, args: Args, now: float) -> None:
        """The guided first game, from its first step (the saved game stays where it is)."""
        self.user_dialog = None
        self.notice = None
        self._begin_lesson(tutorial.Lesson(0), now)

    def _end_tutorial(self, args: Args, now: float) -> None:
        """Leave the lesson: back to the saved game, or to the set-up."""
        if self.lesson is None:
            return
        self.lesson = None
        self.storage.remove(LESSON_KEY)
        self.session = None
        self.user_dialog = None
        self.resume(now)

    def _lesson_next(self, args: Args, now: float) -> None:
        if self.lesson is not None and self.lesson.step.kind == "say":
            self.lesson.advance()
            self.save()

    def _open_pass_and_play(self, args: Args, now: float) -> None:
        """The set-up for pass and play: a second person at the table (if there is none yet)."""
        s = self.setup
        people = [seat for seat in range(s["players"])
                  if seat == s["human"] or s["levels"][seat] == HUMAN]
        if len(people) < 2:
            other = next(seat for seat in range(s["players"]) if seat != s["human"])
            s["levels"][other] = HUMAN
        self.setup_error = None
        self.user_dialog = "setup"

    def _play_again(self, args: Args, now: float) -> None:
        self.user_dialog = "setup"

    def _start(self, args: Args, now: float) -> None:
        raw = str(self.setup.get("seed_text", "")).strip()
        seed = None
        if raw:
            seed = parse_amount(raw)
            if seed is None:
                self.setup_error = ("setup.seed_error", {})
                return
        self.adopt(Session(self.settings_from_setup(seed), bot_options=self.bot_options), now)
        self.setup_error = None
        if "estimates" not in self.prefs and self.career.get("games", 0) > 0:
            self.prefs["estimates"] = False  # the first game is over: hints now on request
        self.save()

    def _play_linked(self, args: Args, now: float) -> None:
        """The game the address names, in place of her unfinished one (she said so)."""
        if self.linked is None or self.user_dialog != "linked":
            return
        settings, self.linked = self.linked, None
        self.user_dialog = None
        self.adopt(Session(settings, bot_options=self.bot_options), now)
        self.save()

    def settings_from_setup(self, seed: int | None = None) -> Settings:
        s = self.setup
        players = int(s["players"])
        levels = [lv if lv in LEVELS or lv == HUMAN else "novice"
                  for lv in s["levels"]][:players]
        levels += ["novice"] * (players - len(levels))
        human = min(int(s["human"]), players - 1)
        levels[human] = HUMAN
        people = [seat for seat, level in enumerate(levels) if level == HUMAN]
        names = [str(n).strip() for n in s["given_names"][:players]] if len(people) > 1 else []
        kwargs: dict[str, Any] = {"players": players, "human": human, "levels": levels,
                                  "variant": s["variant"], "speed": s["speed"],
                                  "show_money": bool(s["show_money"]), "names": names}
        if seed is not None:
            kwargs["seed"] = seed
        return Settings(**kwargs)

    def _export(self, args: Args, now: float) -> tuple[str, str, str] | None:
        if self.session is None:
            return None
        return ("download", f"modern-art-{self.session.settings.seed}.json",
                self.session.save_text())

    def _reset_stats(self, args: Args, now: float) -> None:
        self.career = career_mod.empty()
        self._store(career_mod.CAREER_KEY, json.dumps(self.career))

    def _language(self, args: Args, now: float) -> None:
        value = args.get("value", "")
        if value in LANGUAGES:
            self.lang = value
            self._store(LANGUAGE_KEY, value)

    def _toggle_menu(self, args: Args, now: float) -> None:
        self.menu_open = not self.menu_open

    def _toggle_estimates(self, args: Args, now: float) -> None:
        self.prefs["estimates"] = not self.estimates_on
        self._store(PREFS_KEY, json.dumps(self.prefs))

    def _setup_field(self, args: Args, now: float) -> None:
        """A change in the set-up form (``field`` and ``value``)."""
        name, value = args.get("field", ""), args.get("value", "")
        s = self.setup
        if name == "players" and value in ("3", "4", "5"):
            s["players"] = int(value)
            s["human"] = min(s["human"], int(value) - 1)
        elif name == "human" and value.isdigit() and int(value) < s["players"]:
            s["human"] = int(value)
        elif name == "level" and (value in LEVELS or value == HUMAN) and \
                args.get("seat", "").isdigit():
            seat = int(args["seat"])
            if seat < len(s["levels"]):
                s["levels"][seat] = value
        elif name == "name" and args.get("seat", "").isdigit():
            seat = int(args["seat"])
            if seat < len(s["given_names"]):
                s["given_names"][seat] = "".join(c for c in value if c.isprintable())[
                    :NAME_LENGTH]
        elif name == "variant" and value in ("classic", "online"):
            s["variant"] = value
        elif name == "speed" and value in SPEEDS:
            s["speed"] = value
        elif name == "seed":
            s["seed_text"] = value[:12]
        elif name == "money":
            s["show_money"] = value == "true"

    def take_over_setup(self, fields: list[dict[str, str]], command: str | None,
                        now: float) -> bool:
        """The set-up form drawn before Python was ready (assets/setup.js): its ``fields``
        (each a change as the form sends it: ``field``, ``value`` and for a seat ``seat``) and
        the button pressed there, if any (``command``: "start" or "close-dialog"). Taken over
        only while the page shows the set-up with no game on the table (a resumed game, or a
        game the address names, wins). True when taken over."""
        if self.session is not None or self.user_dialog != "setup":
            return False
        rank = {name: i for i, name in enumerate(SETUP_ORDER)}
        wanted = [f for f in fields if isinstance(f, dict) and f.get("field") in rank]
        for change in sorted(wanted, key=lambda f: rank[f["field"]]):
            self.command("setup", {k: str(v) for k, v in change.items()
                                   if k in ("field", "value", "seat")}, now)
        if command in EARLY_COMMANDS:
            self.command(command, {}, now)
        return True

    def table_kept(self) -> str:
        """What the page keeps of the table it has drawn, for the next visit to show (inert,
        "resuming…") until Python is ready: "keep" (a game is on the table, as a reload would
        resume it), "hold" (keep the picture kept last: a replay is watched, or in pass and
        play someone's cards are on the page, which must not be shown to whoever opens the
        page next) or "forget" (no game: the next visit opens on the set-up)."""
        if self.session is None:
            return "forget"
        if self.watching is not None or (self.session.pass_and_play and
                                          self.session.viewer is not None):
            return "hold"
        return "keep"

    def import_size_ok(self, size: int) -> bool:
        """A chosen file's size in bytes, before it is read: one larger than a record may be is
        refused at once (the game on the table goes on)."""
        if size <= MAX_RECORD_SIZE:
            return True
        self.notice = ("notice.import_error", {"cause": self.text("save.limit"),
                                               "reason": f"{size:,} bytes"})
        return False

    def read_import(self, content: str) -> Session | None:
        """The game in a chosen file, or None with a notice saying why not (nothing else
        changes). Any failure, of any kind, is a notice."""
        if self.tab_state != "playing":
            self.notice = ("notice.import_elsewhere", {})
            return None
        try:
            return Session.load(content, bot_options=self.bot_options)
        except Exception as error:  # any file: a notice, never a crash
            self.notice = self._save_problem("notice.import_error", error)
            return None

    def adopt_import(self, session: Session, now: float) -> None:
        """Put an imported game on the table (asked first: ``needs_confirming("import")``)."""
        if not self._may_act(now):
            self.notice = ("notice.import_elsewhere", {})
            return
        self.adopt(session, now)
        saved = self.save()
        self.notice = ("notice.imported", {}) if saved else ("notice.imported_unsaved", {})

    def import_text(self, content: str, now: float) -> None:
        """A game file chosen by the player: resume it, or say why not (nothing changes)."""
        session = self.read_import(content)
        if session is not None:
            self.adopt_import(session, now)

    # -- what is drawn --------------------------------------------------------------------------
    @property
    def estimates_on(self) -> bool:
        """The hints: as the player set them; until then, on in her first game only."""
        if self.lesson is not None:
            return False  # the lesson shows the board as it is
        chosen = self.prefs.get("estimates")
        return chosen if isinstance(chosen, bool) else self.career.get("games", 0) == 0

    def _estimate_key(self, view: dict[str, Any]) -> str:
        """What the estimates depend on: the board, the hands' sizes, her hand, the lot."""
        lot = view["auction"] or {}
        return json.dumps([view["round"], view["laid_out"], sorted(view["hand"]),
                           view["hand_sizes"], lot.get("cards"), lot.get("auctioneer"),
                           view["seller"], view["offer"], view["my_money"]], sort_keys=True)

    def estimates_due(self) -> bool:
        """The shown estimates are out of date (the adapter then runs ``refresh_estimates``)."""
        if not self.estimates_on or self.session is None or self.session.over or \
                self.watching is not None or self.session.viewer is None or \
                self.handoff_to() is not None:
            return False
        view = self.session.view(self.session.events)
        return self._estimate_cache is None or \
            self._estimate_cache[0] != self._estimate_key(view)

    def refresh_estimates(self) -> Generator[None, None, None]:
        """The bots' valuation from the human's own observation (the whole public history):
        each artist's expected value at the end of the round, then the most worth paying for
        the lot. A generator: the adapter runs each step in its own task (each is tens of
        milliseconds in the browser)."""
        assert self.session is not None
        session = self.session
        view = session.view(0)
        key = self._estimate_key(view)
        yield
        values = artist_values(view, ESTIMATE_SAMPLES)
        self._estimate_cache = (key, values, None)
        if view["auction"] is None:
            return
        yield
        if self.session is not session or session.view(session.events)["auction"] is None:
            return
        self._estimate_cache = (key, values, suggest_max_bid(view, ESTIMATE_SAMPLES))

    def estimates(self, view: dict[str, Any]) -> tuple[dict[str, float] | None, int | None]:
        """The estimates as last worked out, if they still hold (None while being redone)."""
        if self._estimate_cache is None or self._estimate_cache[0] != self._estimate_key(view):
            return None, None
        return self._estimate_cache[1], self._estimate_cache[2]

    def screen(self, since: int = 0) -> Screen:
        """What to draw (the observation's history from event ``since``)."""
        names_of = self.text
        shown = Screen(lang=self.lang, names=[], levels=[], view=None, dialog=self.dialog,
                       notice=self.notice, setup=self.setup, career=self.career,
                       estimates_on=self.estimates_on, menu_open=self.menu_open,
                       save_failed=self.save_failed,
                       help_section=(self.help_serial, self.help_section),
                       elsewhere=self.tab_state == "elsewhere",
                       set_aside=self.set_aside_text() is not None and self.notice is not None
                       and self.notice[0] in ("notice.corrupt", "notice.corrupt_kept"),
                       kept_save=self.kept_save is not None)
        shown.setup = {**self.setup, "error": self.setup_error,
                       # the bots' names for every seat the form holds, shown or not
                       "names": [self.text(f"name.bot.{seat}") for seat in range(SETUP_SEATS)]}
        session = self.session
        if session is None:
            return shown
        settings = session.settings
        shown.names = seat_names(names_of, settings.players, settings.human, settings.humans,
                                 settings.names)
        shown.people = list(settings.humans)
        shown.levels = list(settings.levels)
        shown.variant = settings.variant
        shown.over = session.over
        shown.has_unfinished = not session.over and session.actions > 0
        if self.linked is not None:
            shown.linked = {"seed": self.linked.seed, "players": self.linked.players,
                            "round": session.state.round}
        shown.review = self.review if self.review is not None and \
            self.review.actions == session.actions else None
        shown.review_progress = self.job_progress("review")
        if self.lesson is not None:
            shown.lesson = self.lesson
        shown.comparison = self.comparison
        shown.comparison_progress = self.job_progress("compare")
        shown.daily = settings.daily
        shown.again = settings.again
        if self.watching is not None:
            shown.view = session.replay_view(self.watching, since)
            shown.watching = (self.watching, session.actions)
            shown.watch_events = session.events_of_action(self.watching)
            shown.purchases = session.purchases(self.watching)
            shown.watch_back = self.watch_back
            return shown
        handoff = self.handoff_to()
        shown.handoff = handoff
        if handoff is not None:  # the device goes to her: nobody's secrets on the page
            view = session.public(handoff, since)
        else:
            view = session.view(since)
        if self.tab_state != "playing":  # only shown here: nothing to decide
            view["legal"] = {"seat": view["seat"], "step": view["step"], "do": []}
        shown.view = view
        shown.human_to_act = handoff is None and session.human_to_act() and \
            self.tab_state == "playing"
        shown.chosen_double = self.chosen_double
        shown.amount_text = self.amount_text
        shown.error = self.error
        shown.countdown = self.countdown_call(self._game_time_now)
        shown.thinking = self.thinking
        shown.orders = self._orders()
        shown.banner = self.banner
        shown.purchases = session.purchases()
        shown.summary = self.pending_summary()
        if session.over:
            shown.money_rounds = session.money_by_round()
            final = view["final_money"] or []
            shown.points = place_points(len(final), final)
        if self.estimates_on and not session.over and not view.get("hidden"):
            shown.estimates, shown.fair_price = self.estimates(view)
        return shown

    def announcements(self, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The events a screen reader hears as they happen (the auction's moves)."""
        return [e for e in events if e["event"] in LIVE_EVENTS]

    def bot_dropped(self) -> None:
        """The adapter gave up a bot's thinking (the game it was for is gone): nobody thinks."""
        self.thinking = None


def _opener(kind: str) -> Callable[[Controller, Args, float], None]:
    def opener(self: Controller, args: Args, now: float) -> None:
        self.setup_error = None
        self.user_dialog = kind
    return opener


LIVE_EVENTS = {"card_played", "double_offered", "joined", "bid", "sealed_revealed", "price",
               "sold", "taken_free", "round_ended", "game_over"}

# What a tab that does not hold the game may still do: read, look, export, take the game.
VIEW_COMMANDS = {"play-here", "dismiss-notice", "open-help", "help-section", "close-dialog",
                 "open-results",
                 "open-stats", "export", "download-aside", "language", "toggle-menu"}
VIEW_DIALOGS = ("help", "stats")

COMMANDS: dict[str, Callable[[Controller, Args, float], Any]] = {
    "choose": Controller._choose,
    "cancel": Controller._cancel,
    "play": Controller._play,
    "join": Controller._join,
    "bid": Controller._bid,
    "bid-min": Controller._bid_min,
    "proxy": Controller._proxy,
    "cancel-proxy": Controller._cancel_proxy,
    "bid-again": Controller._bid_again,
    "price": Controller._price,
    "buy": Controller._buy,
    "pass": Controller._pass,
    "amount": Controller._type,
    "step": Controller._step,
    "set": Controller._set,
    "dismiss-notice": Controller._dismiss,
    "watch-to": Controller._watch,
    "watch-stop": Controller._watch_stop,
    "open-review": Controller._open_review,
    "start-daily": Controller._start_daily,
    "play-deal-again": Controller._play_deal_again,
    "take-over": Controller._take_over,
    "open-setup": _opener("setup"),
    "open-help": Controller._open_help,
    "help-section": Controller._help_section,
    "open-stats": _opener("stats"),
    "close-dialog": Controller._close_dialog,
    "open-results": Controller._open_results,
    "close-summary": Controller._close_summary,
    "play-again": Controller._play_again,
    "open-pass-and-play": Controller._open_pass_and_play,
    "start-tutorial": Controller._start_tutorial,
    "end-tutorial": Controller._end_tutorial,
    "lesson-next": Controller._lesson_next,
    "start": Controller._start,
    "play-linked": Controller._play_linked,
    "continue": Controller._close_dialog,
    "export": Controller._export,
    "download-aside": Controller._download_aside,
    "discard-aside": Controller._discard_aside,
    "play-here": Controller._play_here,
    "reset-stats": Controller._reset_stats,
    "language": Controller._language,
    "toggle-estimates": Controller._toggle_estimates,
    "toggle-menu": Controller._toggle_menu,
    "setup": Controller._setup_field,
}
