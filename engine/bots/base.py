"""The one interface of every bot: created with its seat, a seed and options; asked for an action
with its observation (plain data) only.

A bot never receives the game's state, another seat's hand or the deck: ``act`` gets the dict
``engine.observe(state, seat)`` returns (or the same data after a JSON round trip). It may remember
the public events it has seen (``Memory``), which is how it knows every seat's money.

Time slicing: ``think`` is the same decision as a generator that yields between small pieces of
work (a few milliseconds each) and returns the action (``StopIteration.value``), so the page can
run a bot on the browser's main thread in short slices. ``act`` and a drained ``think`` always give
the same action; a bot that thinks in slices implements ``think`` and makes ``act`` drain it.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Mapping
from typing import Any, ClassVar, Generic, TypeVar

from ..actions import Action, Do
from ..cards import Card
from ..rng import make_rng
from .memory import Memory
from .options import Options
from .situation import Situation, from_observation

OptionsT = TypeVar("OptionsT", bound=Options)
# A bot's options class; covariant, so that every level's bot is a ``Bot[Options]``.
LevelOptionsT = TypeVar("LevelOptionsT", bound=Options, covariant=True)

# A seat's bot seed: the game's seed times this, plus the seat and 1 (see ``bot_seed``).
SEED_FACTOR = 101


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the game dealt from ``game_seed``: the tournament, the
    match driver and the page all use it, so a seat's bot depends on the deal and the seat only
    (not on who sits there) and a game can be played again exactly."""
    return game_seed * SEED_FACTOR + seat + 1


def resolve(kind: type[OptionsT], options: OptionsT | None,
            given: Mapping[str, object]) -> OptionsT:
    """A bot's options: the ``options`` object, or else built (and checked) from keywords."""
    if options is None:
        return kind.build(**given)
    if given:
        raise TypeError(f"give {kind.level} options either as an object or as keywords, "
                        f"not both ({', '.join(given)})")
    if not isinstance(options, kind):
        raise TypeError(f"{kind.level} needs {kind.__name__}, not {type(options).__name__}")
    return options


class Bot(Generic[LevelOptionsT]):
    """A level's bot; ``LevelOptionsT`` is its options class."""

    level: ClassVar[str] = "base"
    OPTIONS: ClassVar[tuple[str, ...]] = ()  # its options' names (for the command line)

    def __init__(self, seat: int, seed: int, options: LevelOptionsT) -> None:
        self.seat = seat
        self.rng: random.Random = make_rng(seed)
        self.options: LevelOptionsT = options
        self.memory = Memory()

    def act(self, observation: dict[str, Any]) -> Action:
        """Choose one of ``observation["legal"]``'s actions."""
        raise NotImplementedError

    def think(self, observation: dict[str, Any]) -> Generator[Any, Any, Action]:
        """``act`` as a generator (yielding between slices of work); returns the action. By
        default the whole decision is one slice: it returns at once. It yields None, or
        something a driver may act on (a master's ``Phase`` and ``Gather``); a driver that sends
        nothing back gets the same decision."""
        return self.act(observation)
        yield  # a generator function  # pragma: no cover

    def situation(self, observation: dict[str, Any]) -> Situation:
        """Remember the new public events, then read the decision point."""
        if observation["seat"] != self.seat:
            raise ValueError(f"this bot plays seat {self.seat}, not seat {observation['seat']}")
        self.memory.update(observation)
        return from_observation(observation, self.memory)


def action_from_choice(seat: int, do: str, card: str | None = None, partner: str | None = None,
                       amount: int | None = None) -> Action:
    return Action(seat, Do(do), None if card is None else Card.parse(card),
                  None if partner is None else Card.parse(partner), amount)


ResultT = TypeVar("ResultT")


def slices(work: Generator[Any, Any, ResultT]) -> Generator[None, None, ResultT]:
    """``work`` as plain slices: whatever it yields becomes None, and nothing is sent to it."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            result: ResultT = done.value
            return result
        yield


def drain(work: Generator[Any, None, ResultT]) -> ResultT:
    """Run a generator to the end (a bot's ``think``, a job the page runs in slices); what it
    returns (``think``'s action)."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            result: ResultT = done.value
            return result
