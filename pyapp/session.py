"""One game as the app holds it: the settings, the record, the engine's state and the bots.

Pure Python (no browser module), so it is tested in CPython. The game record
(docs/game-record.md) is the single source of truth: it is what is saved after every action and
what a reload resumes from. The page draws from ``view()`` — the shown seat's observation — and
turns every click into one of the engine's legal actions through ``human_act``. With several
people at the device (pass and play) it shows one seat at a time (``viewer``), or nobody's. A
game of bots only is watched: nobody's seat is shown, and every hand is (``spectator``).
"""

from __future__ import annotations

import bisect
import json
import random
from collections.abc import Generator
from dataclasses import asdict, dataclass, field
from datetime import date
from typing import Any

import engine
from engine import Action, GameRecord, RecordError
from engine.analysis import ledger
from engine.analysis.coach import Aloud
from engine.bots import LEVELS, Bot, bot_seed, make_bot
from engine.bots.base import drain
from engine.events import RoundEnded, Sold, TakenFree
from engine.limits import MAX_DEPTH, MAX_INT_DIGITS, MAX_RECORD_SIZE, SEED_BOUND
from engine.record import nesting

from .screen import View, as_view

HUMAN = "human"
SPEEDS = ("slow", "normal", "fast", "instant")


class SaveError(ValueError):
    """A saved game or an imported file that cannot be resumed; the message says why (in the
    engine's English). ``kind`` says which check failed, so the page can say it in its own
    language: "json" (not JSON), "limit" (larger, deeper or with longer numbers than a record
    may be), "record" (not a game record), "action" (action ``index`` cannot be replayed) or
    "settings" (the app's settings beside the record are not valid)."""

    def __init__(self, reason: str, kind: str = "settings", index: int | None = None) -> None:
        super().__init__(reason)
        self.kind = kind
        self.index = index


def _whole(value: object) -> bool:
    """An int that is not a bool (``True`` is an int in Python, never a seat or a count here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def fresh_seed() -> int:
    """A seed for a new game from the system's randomness (never the global generator)."""
    return random.SystemRandom().randrange(1, 2**31)


NAME_LENGTH = 20  # the longest name a person may give her seat
# What the set-up offers: the bot levels, weakest first, and every seat a table can have.
SETUP_LEVELS = tuple(level for level in ("random", "novice", "expert", "master") if level in LEVELS)
SETUP_SEATS = 5


def _plain_name(value: object) -> bool:
    return isinstance(value, str) and len(value) <= NAME_LENGTH and value.isprintable()


@dataclass
class Settings:
    """A game's table: the seats (a bot level, or ``HUMAN`` for a person at this device: pass and
    play when there are several), the rules, the bots' speed and the deal's seed.

    ``human`` is the seat of the player who set the game up (her statistics, "You" when she
    plays alone); ``names`` the names people gave their seats ("" for the page's own). A table
    of bots only (no seat ``HUMAN``) is a game she watches (``bots_only``): ``human`` is then 0
    and means nothing.
    ``daily`` is the date of a daily deal ("2026-01-05"), ``again`` marks a deal played again:
    after either, the page shows how the master does from the same seat."""

    players: int = 4
    human: int = 0
    levels: list[str] = field(default_factory=lambda: [HUMAN, "novice", "novice", "novice"])
    variant: str = "classic"
    speed: str = "normal"
    seed: int = field(default_factory=fresh_seed)
    show_money: bool = False  # house rule: show everyone's money
    names: list[str] = field(default_factory=list)
    daily: str = ""
    again: bool = False

    def __post_init__(self) -> None:
        self.check()

    def check(self) -> None:
        """Raise ``SaveError`` when the settings do not describe a game this app can play."""
        if not _whole(self.players) or self.players not in (3, 4, 5):
            raise SaveError(f"a game has 3 to 5 players, not {self.players!r}")
        if not _whole(self.human) or not 0 <= self.human < self.players:
            raise SaveError(f"the human seat must be a whole number from 0 to "
                            f"{self.players - 1}, not {self.human!r}")
        if not isinstance(self.levels, list) or len(self.levels) != self.players:
            raise SaveError(f"the line-up must name {self.players} seats")
        for seat, level in enumerate(self.levels):
            known = isinstance(level, str) and (level == HUMAN or level in LEVELS)
            if not known or (seat == self.human and level != HUMAN and HUMAN in self.levels):
                raise SaveError(f"seat {seat}: unknown player {level!r}")
        if self.variant not in ("classic", "online"):
            raise SaveError(f"unknown variant {self.variant!r}")
        if self.speed not in SPEEDS:
            raise SaveError(f"unknown bot speed {self.speed!r}")
        if not _whole(self.seed) or not 0 <= self.seed < SEED_BOUND:
            raise SaveError(f"the seed must be a whole number of at most {MAX_INT_DIGITS} "
                            f"digits, not {str(self.seed)[:20]!r}")
        if not isinstance(self.show_money, bool):
            raise SaveError(f"show_money must be true or false, not {self.show_money!r}")
        if not isinstance(self.names, list) or len(self.names) > self.players or \
                not all(_plain_name(name) for name in self.names):
            raise SaveError(f"the seats' names must be a list of at most {self.players} names "
                            f"of up to {NAME_LENGTH} characters")
        if not isinstance(self.daily, str) or (self.daily and not _iso_date(self.daily)):
            raise SaveError(f"the daily deal's date must read like 2026-01-05, not "
                            f"{self.daily!r}")
        if not isinstance(self.again, bool):
            raise SaveError(f"again must be true or false, not {self.again!r}")

    @property
    def humans(self) -> list[int]:
        """The seats played by people at this device (more than one: pass and play)."""
        return [seat for seat, level in enumerate(self.levels) if level == HUMAN]

    @property
    def bots_only(self) -> bool:
        """A game of bots only, which the person watches (none: ``humans`` is empty)."""
        return HUMAN not in self.levels

    def name(self, seat: int) -> str:
        """The name a person gave her seat ("" when she gave none)."""
        return self.names[seat].strip() if seat < len(self.names) else ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: object) -> Settings:
        if not isinstance(data, dict):
            raise SaveError("the saved settings are not an object")
        known = {k: data[k] for k in Settings.__dataclass_fields__ if k in data}
        try:
            return Settings(**known)
        except TypeError as error:  # pragma: no cover - guarded by the filter above
            raise SaveError(str(error)) from None

    def opponents(self) -> str:
        """The opponents' level for the statistics: one level, or "mixed"."""
        levels = {lv for s, lv in enumerate(self.levels) if s != self.human}
        return levels.pop() if len(levels) == 1 else "mixed"


def _iso_date(text: str) -> bool:
    """``2026-01-05``: a real calendar date written the ISO way."""
    try:
        return len(text) == 10 and date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


class Session:
    """A game in progress: apply the human's actions, ask the bots for theirs, save and resume.

    Everything the page needs from the game goes through here (the app never reads the
    engine's state): the human seat's observation, who acts, the lot and its bids, the sales and
    the money after each round, all from public events."""

    def __init__(self, settings: Settings, record: GameRecord | None = None,
                 bot_options: dict[str, dict[str, Any]] | None = None) -> None:
        """``bot_options`` by level, e.g. ``{"master": {"seconds": 1.0}}`` (the page's budget)."""
        self.settings = settings
        self.humans = settings.humans
        # The seat whose hand the page shows (None: nobody's yet, after a pass-and-play reload;
        # nobody's ever in a game of bots only).
        self.viewer: int | None = None if settings.bots_only else settings.human
        if record is None:
            record = GameRecord(settings.players, settings.seed, settings.variant)
        self.state = record.start()
        self.first_events = len(self.state.events)
        self.action_events: list[int] = []  # the events there were after each action
        for index, action in enumerate(record.actions):
            try:
                self._apply(action)
            except engine.IllegalActionError as error:
                problem = RecordError(str(error), index)
                raise SaveError(f"the saved game cannot be replayed: {problem}", "action",
                                index) from None
        options = bot_options or {}
        self.bots: dict[int, Bot[Any]] = {
            seat: make_bot(level, seat, bot_seed(settings.seed, seat), **options.get(level, {}))
            for seat, level in enumerate(settings.levels) if level != HUMAN
        }
        self.seen: dict[int, int] = dict.fromkeys(self.bots, 0)  # events each bot has been shown
        # In a game of bots only, watched, the masters think aloud: their moves are explained.
        self.aloud: dict[int, Aloud] = {
            seat: Aloud(seat, settings.seed) for seat, level in enumerate(settings.levels)
            if level == "master" and settings.bots_only}
        self.extra: dict[str, Any] = {k: v for k, v in record.extra.items() if k != "app"}

    # -- what the page draws -------------------------------------------------------------------
    @property
    def human(self) -> int | None:
        """The seat the page shows and acts for (the one person, or whoever holds the device)."""
        return self.viewer

    @property
    def shown(self) -> int | None:
        """The seat whose cards and money the page shows, and calls "you": the viewer; nobody
        while the device changes hands, nor once a pass-and-play game is over (the results are
        everyone's: every seat by its name, not whoever held the device last)."""
        if self.state.over and self.pass_and_play:
            return None
        return self.viewer

    @property
    def pass_and_play(self) -> bool:
        return len(self.humans) > 1

    def view(self, since: int = 0) -> View:
        """The shown seat's observation: everything the page shows comes from here (its history
        from event ``since`` on); nobody's secrets while nobody is shown (a ``hidden`` view, in
        which the page calls nobody "you"; see ``shown``)."""
        if self.settings.bots_only:
            return self.spectator(self.state, since)
        shown = self.shown
        if shown is None:
            return self.public(self.humans[0] if self.viewer is None else self.viewer, since)
        view = as_view(engine.observe(self.state, shown, since=since))
        if self.settings.show_money:  # the house rule the player switched on
            view["money"] = list(self.state.money)
        return view

    def public(self, seat: int, since: int = 0) -> View:
        """What anyone at the table may see, drawn as from ``seat`` (pass and play, while the
        device goes to her): no hand, no money but what is public, no sealed bid, no choices;
        ``hidden``, so that the page names every seat, ``seat`` too (she may not hold the device
        yet, and whoever does is not her)."""
        view = as_view(engine.observe(self.state, seat, since=since))
        view["hand"] = []
        view["hands"] = [None] * self.state.players
        view["my_money"] = None
        view["my_sealed_bid"] = None
        if not self.state.over:
            view["money"] = list(self.state.money) if self.settings.show_money else \
                [None] * self.state.players
        view["legal"] = {"seat": seat, "step": view["step"], "do": []}
        view["hidden"] = True
        return view

    @staticmethod
    def spectator(state: engine.State, since: int = 0) -> View:
        """A game of bots only as its watcher sees it: nothing is secret from her (every hand,
        everyone's money; a sealed lot's bids once revealed, as at the table), nobody is "you"
        (``hidden``) and there is nothing to decide. Drawn as from seat 0."""
        view = as_view(engine.observe(state, 0, since=since))
        view["hand"] = []
        view["hands"] = [[str(card) for card in hand] for hand in state.hands]
        view["money"] = list(state.money)
        view["my_money"] = None
        view["my_sealed_bid"] = None
        view["legal"] = {"seat": 0, "step": view["step"], "do": []}
        view["hidden"] = True
        view["every_hand"] = True
        return view

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def step(self) -> str:
        return self.state.step.value

    @property
    def actions(self) -> int:
        """How many actions the game has had: the table's version (it only grows)."""
        return len(self.state.actions)

    @property
    def events(self) -> int:
        return len(self.state.events)

    def events_since(self, since: int) -> list[dict[str, Any]]:
        """The public events from index ``since`` on, as JSON."""
        return [event.to_json() for event in self.state.events[since:]]

    def events_between(self, start: int, end: int) -> list[dict[str, Any]]:
        """The public events from index ``start`` up to ``end`` (not included), as JSON."""
        return [event.to_json() for event in self.state.events[start:end]]

    def to_act(self) -> list[int]:
        return engine.to_act(self.state)

    def human_to_act(self) -> bool:
        """The shown seat may act now."""
        return self.viewer is not None and self.viewer in self.to_act()

    def humans_to_act(self) -> list[int]:
        return [seat for seat in self.to_act() if seat in self.humans]

    def bots_to_act(self) -> list[int]:
        return [seat for seat in self.to_act() if seat not in self.humans]

    def legal(self, seat: int | None = None) -> dict[str, Any]:
        """A seat's legal actions (JSON form: ``do``, ranges, cards); the shown seat's by
        default (none while nobody is shown)."""
        seat = self.viewer if seat is None else seat
        if seat is None:
            return {"seat": None, "step": self.step, "do": []}
        return engine.legal_actions(self.state, seat).to_json()

    def observation(self, seat: int) -> dict[str, Any]:
        """A seat's own observation with the whole public history: what its decision is judged
        from, by the review after the game and by the coach during it."""
        return engine.observe(self.state, seat, since=0)

    def money_of(self, seat: int) -> int:
        """A person's own money (what her seat may see: for her standing orders)."""
        return self.state.money[seat]

    @property
    def lot_number(self) -> int:
        """How many lots have been put up so far (the current one included): names a lot."""
        return sum(1 for event in self.state.events if event.kind == "auction_started")

    def high_bid(self) -> tuple[int, int | None]:
        """The lot's high bid and bidder (0 and None without a lot or a bid)."""
        lot = self.state.lot
        return (lot.high_bid, lot.high_bidder) if lot is not None else (0, None)

    def last_actor(self) -> int | None:
        return self.state.actions[-1].seat if self.state.actions else None

    def result(self) -> tuple[list[int], list[int]]:
        """A finished game's final money (by seat) and winners."""
        return list(self.state.money), list(self.state.winners)

    def round_ended(self, after: int) -> dict[str, Any] | None:
        """The last round's scoring, if its round is later than ``after`` (for the summary)."""
        for event in reversed(self.state.events):
            if isinstance(event, RoundEnded):
                return event.to_json() if event.round > after else None
        return None

    def money_by_round(self) -> list[list[int]]:
        """Each seat's money at the start and after every round scored so far, from the public
        events alone (every payment is public; only the totals are kept secret during play)."""
        return ledger.money_by_round((event.to_json() for event in self.state.events),
                                     self.state.players)

    def lot_events(self) -> list[dict[str, Any]]:
        """The latest lot's public events, from its ``auction_started`` on, however many bids
        it drew (empty before the first lot)."""
        events = self.state.events
        for index in range(len(events) - 1, -1, -1):
            if events[index].kind == "auction_started":
                return self.events_since(index)
        return []

    def purchases(self, upto: int | None = None) -> list[list[tuple[list[str], int]]]:
        """This round's lots bought by each seat: (cards, price paid), in the order bought; with
        ``upto``, as they stood after the game's first ``upto`` actions (a replay's moment)."""
        out: list[list[tuple[list[str], int]]] = [[] for _ in range(self.state.players)]
        events = self.state.events
        if upto is not None:
            events = events[:self.action_events[upto - 1] if upto > 0 else self.first_events]
        for event in reversed(events):
            if event.kind == "round_started":
                break
            if isinstance(event, Sold):
                out[event.buyer].insert(0, ([str(c) for c in event.cards], event.price))
            elif isinstance(event, TakenFree):
                out[event.seat].insert(0, ([str(c) for c in event.cards], 0))
        return out

    def replay_view(self, upto: int, since: int = 0) -> View:
        """The shown seat's view of the game after its first ``upto`` actions (nothing to
        decide: a replay is watched, not played)."""
        state = engine.replay(self.record(), upto)
        if self.settings.bots_only:
            return self.spectator(state, since)
        seat = self.viewer if self.viewer is not None else self.humans[0]
        view = as_view(engine.observe(state, seat, since=since))
        view["legal"] = {"seat": view["seat"], "step": view["step"], "do": []}
        if self.viewer is None:  # nobody shown: nobody's secrets, and nobody is "you"
            view["hand"], view["my_money"], view["my_sealed_bid"] = [], None, None
            view["money"] = [m if state.over else None for m in state.money]
            view["hidden"] = True
        return view

    def action_of_event(self, index: int) -> int:
        """How many actions the game had when event ``index`` happened (what a replay goes to,
        to show that moment)."""
        return bisect.bisect_right(self.action_events, index) + 1

    def events_of_action(self, count: int) -> list[dict[str, Any]]:
        """The events the ``count``-th action caused (the first action is 1)."""
        if not 1 <= count <= len(self.action_events):
            return []
        start = self.action_events[count - 2] if count > 1 else self.first_events
        return self.events_since(start)[: self.action_events[count - 1] - start]

    # -- acting ----------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[engine.Event]:
        events = engine.apply_action(self.state, action)
        self.action_events.append(len(self.state.events))
        return events

    def human_act(self, data: dict[str, Any], seat: int | None = None) -> list[engine.Event]:
        """Apply a person's action (JSON form, without the seat; the shown seat's by default).
        Raise ``ValueError`` with the engine's reason when it is malformed or illegal; then
        nothing changes."""
        seat = self.viewer if seat is None else seat
        if seat not in self.humans:
            raise engine.IllegalActionError("nobody at this device plays that seat")
        action = Action.from_json({**data, "seat": seat})
        return self._apply(action)

    def bot_think(self, seat: int) -> Generator[Any, Any, Action]:
        """The bot at ``seat`` deciding, as a generator that the page runs in short slices
        (yielding to the browser between them); its return value is the action. The bot sees only
        its seat's observation, with the public events it has not been shown yet. A master that
        thinks aloud (``aloud``) is shown the whole history at each decision."""
        if seat in self.aloud:
            return self.aloud[seat].think(self.observation(seat), self.actions)
        observation = engine.observe(self.state, seat, since=self.seen[seat])
        self.seen[seat] = len(self.state.events)
        return self.bots[seat].think(observation)

    def apply_bot(self, seat: int, action: Action) -> list[engine.Event]:
        """Apply a bot's action; one the rules refuse (a bot's mistake) is replaced by the
        plainest legal answer, so that a game never stalls on a bot."""
        try:
            if action.seat != seat:
                raise engine.IllegalActionError(f"the bot at seat {seat} answered for seat "
                                                f"{action.seat}")
            return self._apply(action)
        except engine.IllegalActionError:
            return self._apply(self.plainest(seat))

    def plainest(self, seat: int) -> Action:
        """Pass where one may; else the lowest bid or price; else the first card in hand."""
        legal = engine.legal_actions(self.state, seat)
        if legal.can_pass:
            return Action(seat, engine.Do.PASS)
        if legal.bid is not None:
            return Action(seat, engine.Do.BID, amount=legal.bid[0])
        if legal.price is not None:
            return Action(seat, engine.Do.PRICE, amount=legal.price[0])
        return Action(seat, engine.Do.PLAY, card=legal.cards[0])

    def bot_act(self, seat: int) -> list[engine.Event]:
        """Ask the bot at ``seat`` for its action and apply it, all at once."""
        return self.apply_bot(seat, drain(self.bot_think(seat)))

    def searches(self) -> dict[str, dict[str, Any]]:
        """Each searching bot's searches so far, the rollouts they ran and those its helpers
        ran for them (for calibrating the master's budget: how many rollouts its thinking time
        buys in this browser)."""
        return {str(seat): {"level": bot.level, "searches": getattr(bot, "searches", 0),
                            "rollouts": getattr(bot, "rollouts", 0),
                            "helped": getattr(bot, "helped", 0)}
                for seat, bot in self.bots.items() if hasattr(bot, "rollouts")}

    # -- saving ------------------------------------------------------------------------------------
    def record(self) -> GameRecord:
        """The game record, with the app's settings (and any other kept keys) beside it."""
        record = GameRecord.of(self.state)
        record.extra = {**self.extra, "app": self.settings.to_json()}
        return record

    def save_text(self) -> str:
        return json.dumps(self.record().to_json(), ensure_ascii=False)

    @staticmethod
    def load(text: str, fallback: Settings | None = None,
             bot_options: dict[str, dict[str, Any]] | None = None) -> Session:
        """Resume from a saved or imported record; raise ``SaveError`` with a readable reason.
        The text is read only through the engine's one loader, within its limits (a text too
        large, too deeply nested or with too long a number is refused before it is parsed)."""
        if not isinstance(text, str):
            raise SaveError(f"a record is text, not {type(text).__name__}", "record")
        if len(text) > MAX_RECORD_SIZE or nesting(text) > MAX_DEPTH:
            too = "large" if len(text) > MAX_RECORD_SIZE else "deeply nested"
            raise SaveError(f"the file is too {too} to be a game record", "limit")
        try:
            record = GameRecord.loads(text)
        except RecordError as error:
            kind = "json" if error.reason.startswith("not valid JSON") else \
                "limit" if "digits" in error.reason and error.index is None else "record"
            raise SaveError(str(error), kind, error.index) from None
        app = record.extra.get("app")
        if app is not None:
            settings = Settings.from_json(app)
        else:  # a record from elsewhere (the command line, another app): watch it as seat 0
            base = fallback or Settings(seed=record.seed or 0)
            levels = [HUMAN] + ["novice"] * (record.players - 1)
            settings = Settings(record.players, 0, levels, record.variant, base.speed,
                                record.seed or 0, base.show_money)
        if (settings.players, settings.variant) != (record.players, record.variant):
            raise SaveError("the saved settings do not match the record")
        if record.seed is not None and record.seed != settings.seed:
            settings.seed = record.seed
        return Session(settings, record, bot_options)


__all__ = ["HUMAN", "NAME_LENGTH", "SPEEDS", "SaveError", "Session", "Settings"]
