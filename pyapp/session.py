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
from engine import Action, GameRecord, RecordError
from engine.bots import LEVELS, Bot, make_bot
from engine.bots.base import drain

HUMAN = "human"
SPEEDS = ("slow", "normal", "fast", "instant")
# Pause before a bot acts, in milliseconds, by speed.
BOT_PAUSE_MS = {"slow": 1400, "normal": 800, "fast": 350, "instant": 0}
# The open auction's countdown after the last bid: three calls ("going once, going twice, sold"),
# each this long; never so short that a person cannot answer.
COUNTDOWN_STEP_MS = {"slow": 1500, "normal": 1100, "fast": 800, "instant": 600}
SAVE_KEY = "modern-art/save"


class SaveError(ValueError):
    """A saved game or an imported file that cannot be resumed; the message says why."""


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
        if not isinstance(self.players, int) or self.players not in (3, 4, 5):
            raise SaveError(f"a game has 3 to 5 players, not {self.players!r}")
        if not isinstance(self.human, int) or not 0 <= self.human < self.players:
            raise SaveError(f"the human seat must be from 0 to {self.players - 1}")
        if not isinstance(self.levels, list) or len(self.levels) != self.players:
            raise SaveError(f"the line-up must name {self.players} seats")
        for seat, level in enumerate(self.levels):
            expected = HUMAN if seat == self.human else None
            if (expected and level != expected) or (not expected and level not in LEVELS):
                raise SaveError(f"seat {seat}: unknown player {level!r}")
        if self.variant not in ("classic", "online"):
            raise SaveError(f"unknown variant {self.variant!r}")
        if self.speed not in SPEEDS:
            raise SaveError(f"unknown bot speed {self.speed!r}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or self.seed < 0:
            raise SaveError(f"the seed must be a whole number, not {self.seed!r}")

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
    """A game in progress: apply the human's actions, ask the bots for theirs, save and resume."""

    def __init__(self, settings: Settings, record: GameRecord | None = None,
                 bot_options: dict[str, dict[str, Any]] | None = None) -> None:
        """``bot_options`` by level, e.g. ``{"master": {"seconds": 1.0}}`` (the page's budget)."""
        self.settings = settings
        if record is None:
            record = GameRecord(settings.players, settings.seed, settings.variant)
        try:
            self.state = engine.replay(record)
        except RecordError as error:
            raise SaveError(f"the saved game cannot be replayed: {error}") from None
        options = bot_options or {}
        self.bots: dict[int, Bot] = {
            seat: make_bot(level, seat, settings.seed * 7 + seat + 1, **options.get(level, {}))
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

    def to_act(self) -> list[int]:
        return engine.to_act(self.state)

    def human_to_act(self) -> bool:
        return self.human in self.to_act()

    def bots_to_act(self) -> list[int]:
        return [seat for seat in self.to_act() if seat != self.human]

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

    def timeout_pass(self) -> list[engine.Event]:
        """The open auction's countdown ran out: the human, if she has not acted, has passed."""
        if self.state.step is engine.Step.OPEN and self.human_to_act():
            return self.human_act({"do": "pass"})
        return []

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
            record = GameRecord.loads(text)
        except RecordError as error:
            raise SaveError(str(error)) from None
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


__all__ = ["BOT_PAUSE_MS", "COUNTDOWN_STEP_MS", "SAVE_KEY", "SPEEDS", "SaveError", "Session",
           "Settings", "place_points"]
