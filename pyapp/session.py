"""One game as the app holds it: the settings, the record, the engine's state and the bots.

Pure Python (no browser module), so it is tested in CPython. The record (GAME_RECORD.md) is the
single source of truth: it is what is saved after every action and what a reload resumes from.
The page draws from ``view()`` — the human seat's observation — and turns every click into one
of the engine's legal actions through ``human_act``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Generator
from dataclasses import asdict, dataclass, field
from typing import Any

import engine
from engine import Action, GameRecord, RecordError, review
from engine.bots import LEVELS, Bot, bot_seed, make_bot
from engine.bots.base import drain
from engine.limits import MAX_INT_DIGITS, SEED_BOUND

HUMAN = "human"
SPEEDS = ("slow", "normal", "fast", "instant")


class SaveError(ValueError):
    """A saved game or an imported file that cannot be resumed; the message says why (in the
    engine's English). ``kind`` says which check failed, so the page can say it in its own
    language: "json" (not JSON), "record" (not a game record), "action" (action ``index`` cannot
    be replayed) or "settings" (the app's settings beside the record are not valid)."""

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


@dataclass
class Settings:
    players: int = 4
    human: int = 0
    levels: list[str] = field(default_factory=lambda: [HUMAN, "novice", "novice", "novice"])
    variant: str = "classic"
    speed: str = "normal"
    seed: int = field(default_factory=fresh_seed)
    show_money: bool = False  # house rule: show everyone's money

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
            expected = HUMAN if seat == self.human else None
            known = isinstance(level, str) and (level == expected if expected else
                                                level in LEVELS)
            if not known:
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


class Session:
    """A game in progress: apply the human's actions, ask the bots for theirs, save and resume.

    Everything the page needs from the game goes through here (the controller never reads the
    engine's state): the human seat's observation, who acts, the lot and its bids, the sales and
    the money after each round, all from public events."""

    def __init__(self, settings: Settings, record: GameRecord | None = None,
                 bot_options: dict[str, dict[str, Any]] | None = None) -> None:
        """``bot_options`` by level, e.g. ``{"master": {"seconds": 1.0}}`` (the page's budget)."""
        self.settings = settings
        if record is None:
            record = GameRecord(settings.players, settings.seed, settings.variant)
        try:
            self.state = engine.replay(record)
        except RecordError as error:
            raise SaveError(f"the saved game cannot be replayed: {error}", "action",
                            error.index) from None
        options = bot_options or {}
        self.bots: dict[int, Bot] = {
            seat: make_bot(level, seat, bot_seed(settings.seed, seat), **options.get(level, {}))
            for seat, level in enumerate(settings.levels) if seat != settings.human
        }
        self.seen: dict[int, int] = dict.fromkeys(self.bots, 0)  # events each bot has been shown
        self.extra: dict[str, Any] = {k: v for k, v in record.extra.items() if k != "app"}

    # -- what the page draws -------------------------------------------------------------------
    @property
    def human(self) -> int:
        return self.settings.human

    def view(self, since: int = 0) -> dict[str, Any]:
        """The human seat's observation: everything the page shows comes from here (its history
        from event ``since`` on)."""
        view = engine.observe(self.state, self.human, since=since)
        if self.settings.show_money:  # the house rule the player switched on
            view["money"] = list(self.state.money)
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

    def to_act(self) -> list[int]:
        return engine.to_act(self.state)

    def human_to_act(self) -> bool:
        return self.human in self.to_act()

    def bots_to_act(self) -> list[int]:
        return [seat for seat in self.to_act() if seat != self.human]

    def legal(self) -> dict[str, Any]:
        """The human's legal actions (JSON form: ``do``, ranges, cards)."""
        return engine.legal_actions(self.state, self.human).to_json()

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
            if event.kind == "round_ended":
                return event.to_json() if event.round > after else None
        return None

    def money_by_round(self) -> list[list[int]]:
        """Each seat's money at the start and after every round scored so far, from the public
        events alone (every payment is public; only the totals are kept secret during play)."""
        return review.money_by_round((event.to_json() for event in self.state.events),
                                     self.state.players)

    def purchases(self) -> list[list[tuple[list[str], int]]]:
        """This round's lots bought by each seat: (cards, price paid), in the order bought."""
        out: list[list[tuple[list[str], int]]] = [[] for _ in range(self.state.players)]
        for event in reversed(self.state.events):
            if event.kind == "round_started":
                break
            if event.kind == "sold":
                out[event.buyer].insert(0, ([str(c) for c in event.cards], event.price))
            elif event.kind == "taken_free":
                out[event.seat].insert(0, ([str(c) for c in event.cards], 0))
        return out

    def replay_view(self, upto: int, since: int = 0) -> dict[str, Any]:
        """The human seat's view of the game after its first ``upto`` actions (nothing to
        decide: a replay is watched, not played)."""
        state = engine.replay(self.record(), upto)
        view = engine.observe(state, self.human, since=since)
        view["legal"] = {"seat": view["seat"], "step": view["step"], "do": []}
        return view

    # -- acting ----------------------------------------------------------------------------------
    def human_act(self, data: dict[str, Any]) -> list[engine.Event]:
        """Apply the human's action (JSON form, without the seat). Raise ``ValueError`` with the
        engine's reason when it is malformed or illegal; then nothing changes."""
        action = Action.from_json({**data, "seat": self.human})
        return engine.apply_action(self.state, action)

    def bot_think(self, seat: int) -> Generator[None, None, Action]:
        """The bot at ``seat`` deciding, as a generator that the page runs in short slices
        (yielding to the browser between them); its return value is the action. The bot sees only
        its seat's observation, with the public events it has not been shown yet."""
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
            return engine.apply_action(self.state, action)
        except engine.IllegalActionError:
            return engine.apply_action(self.state, self.plainest(seat))

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
        """Each searching bot's searches so far and the rollouts they ran (for calibrating the
        master's budget: how many rollouts its thinking time buys in this browser)."""
        return {str(seat): {"level": bot.level, "searches": bot.searches,
                            "rollouts": bot.rollouts}
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
        """Resume from a saved or imported record; raise ``SaveError`` with a readable reason."""
        try:
            json.loads(text)
        except ValueError as error:
            raise SaveError(f"not valid JSON: {error}", "json") from None
        try:
            record = GameRecord.loads(text)
        except RecordError as error:
            raise SaveError(str(error), "record", error.index) from None
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


def place_points(players: int, money: list[int]) -> list[int]:
    """The online edition's ranking points for one game: 5 players: 5 to the winner and 4 to the
    second; 4 players: 4 to the winner; 3 players: 3 to the winner. Equal money shares a place
    (competition ranking: two winners both get the winner's points, and nobody is second)."""
    table = engine.cards.RANKING_POINTS[players]
    points = []
    for m in money:
        place = sum(1 for other in money if other > m)
        points.append(table[place] if place < len(table) else 0)
    return points


__all__ = ["HUMAN", "SPEEDS", "SaveError", "Session", "Settings", "place_points"]
