"""The same deal, played fairly: a deal played again, the daily deal, and the master's game on
the player's deal.

- **Play this deal again**: the same seed, the same seats and the same bots (each bot is seeded
  from the game's seed and its seat, ``engine.bots.bot_seed``).
- **The daily deal** of a calendar date (``engine.rng.daily_seed``): every player on every
  device gets the same deal that day, offline. Its table is fixed so that results compare: 4
  players, the player in seat 1 (seat 0 in the record), three experts, the classic rules.
- **The master on the same deal**: after a daily or replayed deal, the master plays the player's
  seat against the same opponents (the other seats' bots seeded exactly as in her game), with a
  fixed budget of rollouts a decision rather than a time limit, so that the result is the same
  for a deal on every machine. ``master_game`` is a generator that plays the game in slices and
  yields its progress; the page runs it as a job.

The bots are made through ``engine.bots.make_bot`` only, here in ``comparison_bots``.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

import engine
from engine.bots import Bot, bot_seed, make_bot
from engine.rng import daily_seed
from engine.scoring import place_of, place_points

from .session import HUMAN, Settings

DAILY_PLAYERS = 4
DAILY_SEAT = 0
DAILY_OPPONENTS = "expert"
DAILY_VARIANT = "classic"
# Rollouts a decision for the master's game on the same deal: about 20 seconds of a browser for
# a whole game (its tournament budget is 300). The address can ask for fewer (``?rollouts=4``,
# for quick tests); the result says which budget it had.
COMPARISON_ROLLOUTS = 200
MAX_ACTIONS = 20_000  # a game never needs this many; past it a bot is looping


def daily_settings(day: date, speed: str = "normal") -> Settings:
    """The daily deal's table for ``day``."""
    levels = [HUMAN if seat == DAILY_SEAT else DAILY_OPPONENTS for seat in range(DAILY_PLAYERS)]
    return Settings(DAILY_PLAYERS, DAILY_SEAT, levels, DAILY_VARIANT, speed,
                    daily_seed(day.year, day.month, day.day), daily=day.isoformat())


def again_settings(settings: Settings) -> Settings:
    """The same deal and table again (a daily deal played again is practice: not the day's)."""
    return replace(settings, levels=list(settings.levels), names=list(settings.names),
                   daily="", again=True)


def comparable(settings: Settings) -> bool:
    """The master's game is shown after a daily or replayed deal with one person at the table."""
    return bool(settings.daily or settings.again) and len(settings.humans) == 1


def bot_options(level: str, rollouts: int) -> dict[str, Any]:
    """The options of a bot in the master's game: every master searches a fixed number of
    rollouts (never a time limit), so the game is the same on every machine."""
    return {"iterations": rollouts} if level == "master" else {}


def comparison_bots(settings: Settings, rollouts: int) -> dict[int, Bot[Any]]:
    """The master in the player's seat; every other seat the bot it was in her game."""
    out = {}
    for seat, level in enumerate(settings.levels):
        level = "master" if seat == settings.human else level
        out[seat] = make_bot(level, seat, bot_seed(settings.seed, seat),
                             **bot_options(level, rollouts))
    return out


@dataclass
class Comparison:
    """How the master did from the player's seat on her deal."""

    seat: int
    rollouts: int
    money: list[int]  # every seat's final money in the master's game
    winners: list[int]

    @property
    def final(self) -> int:
        return self.money[self.seat]

    @property
    def place(self) -> int:
        return place_of(self.money, self.final)

    @property
    def points(self) -> int:
        return place_points(len(self.money), self.money)[self.seat]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "rollouts": self.rollouts, "money": self.money,
                "winners": self.winners}

    @staticmethod
    def from_json(data: object, settings: Settings) -> Comparison | None:
        """A comparison kept in a save, if it is well formed and for this table."""
        if not isinstance(data, dict):
            return None
        money, winners = data.get("money"), data.get("winners")
        rollouts = data.get("rollouts")
        if data.get("seat") != settings.human or not isinstance(rollouts, int) or \
                not isinstance(money, list) or len(money) != settings.players or \
                not all(isinstance(m, int) and not isinstance(m, bool) for m in money) or \
                not isinstance(winners, list) or \
                not all(w in range(settings.players) for w in winners):
            return None
        return Comparison(settings.human, rollouts, money, winners)


def _next_seat(state: engine.State, last: int | None) -> int:
    """Who speaks next where several may (open and sealed auctions): the first in turn from the
    left of whoever acted last, as the page orders its bots."""
    waiting = engine.to_act(state)
    start = 0 if last is None else last + 1
    return min(waiting, key=lambda seat: (seat - start) % state.players)


def _progress(state: engine.State, dealt: int) -> float:
    """How far the game has got: rounds done, and the cards of this round laid out."""
    held = sum(len(hand) for hand in state.hands)
    within = 1 - held / dealt if dealt else 1.0
    return min(1.0, (state.round - 1 + within) / 4)


def master_game(settings: Settings, rollouts: int = COMPARISON_ROLLOUTS
                ) -> Generator[float, None, Comparison]:
    """Play the player's deal with the master in her seat, a slice at a time (each yield is a
    slice of some bot's thinking: the master's are a few milliseconds); returns the result."""
    state = engine.new_game(settings.players, settings.seed, settings.variant)
    bots = comparison_bots(settings, rollouts)
    shown = [0] * settings.players
    last: int | None = None
    round_seen, dealt = 0, 1
    while not state.over:
        if len(state.actions) >= MAX_ACTIONS:  # pragma: no cover - a bot's loop, never seen
            raise RuntimeError("the master's game did not end")
        if state.round != round_seen:
            round_seen, dealt = state.round, sum(len(hand) for hand in state.hands)
        seat = _next_seat(state, last)
        observation = engine.observe(state, seat, since=shown[seat])
        shown[seat] = len(state.events)
        thinking = bots[seat].think(observation)
        while True:
            try:
                next(thinking)
            except StopIteration as done:
                action = done.value
                break
            yield _progress(state, dealt)
        try:
            engine.apply_action(state, action)
        except engine.IllegalActionError:  # a bot's mistake: never stall the comparison
            legal = engine.legal_actions(state, seat)
            engine.apply_action(state, _plainest(seat, legal))
        last = seat
        yield _progress(state, dealt)
    return Comparison(settings.human, rollouts, list(state.money), list(state.winners))


def _plainest(seat: int, legal: engine.Legal) -> engine.Action:
    if legal.can_pass:
        return engine.Action(seat, engine.Do.PASS)
    if legal.bid is not None:
        return engine.Action(seat, engine.Do.BID, amount=legal.bid[0])
    if legal.price is not None:
        return engine.Action(seat, engine.Do.PRICE, amount=legal.price[0])
    return engine.Action(seat, engine.Do.PLAY, card=legal.cards[0])


__all__ = ["COMPARISON_ROLLOUTS", "DAILY_OPPONENTS", "DAILY_PLAYERS", "DAILY_SEAT",
           "DAILY_VARIANT", "Comparison", "again_settings", "bot_options", "comparable",
           "comparison_bots", "daily_settings", "master_game"]
