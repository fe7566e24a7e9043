"""Playing a game on the engine to the end, or to a point, by random legal actions or by bots.

The one loop the tests share: ``plays`` picks the seat that acts, asks a chooser for its action
(a random legal one unless told otherwise), applies it and yields what happened, so a test can
check something after every step or stop where it likes; ``play_randomly`` plays on in one go.

Everything random is drawn from one seeded generator, through ``random()`` only (as the engine's
shuffle is), so a seed plays the same game on every Python. The order of the draws is fixed: the
seat first, when several seats may act (an open or a sealed auction), then the action's own draws
(``engine.playout.random_action``). That is the order of the engine's own drivers:
``engine.playout.random_game`` and ``engine.match.play_game`` (whose generator is
``make_rng(seed ^ 0x5EED)``) play the same games as this loop given the same generator.
``always_draw_seat`` draws for the seat even when only one may act: the golden games in
tests/golden/ were written that way.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from engine import Action, Event, State, legal_actions, observe, to_act
from engine.bots.base import Bot
from engine.game import apply_action
from engine.match import MAX_ACTIONS
from engine.playout import random_action as random_choice
from engine.rng import below

# What a seat does now: (state, seat) -> its action. The state is the real one, to read, never
# to change.
Choose = Callable[[State, int], Action]


def random_seat(state: State, rng: random.Random, always_draw: bool = False) -> int:
    """One of the seats that may act now, drawn from ``rng`` when there are several (or always,
    with ``always_draw``)."""
    seats = to_act(state)
    assert seats, "someone may act until the game is over"
    if len(seats) == 1 and not always_draw:
        return seats[0]
    return seats[below(rng, len(seats))]


def random_action(state: State, seat: int, rng: random.Random) -> Action:
    """A random legal action of ``seat`` (it must be one of the seats that may act)."""
    legal = legal_actions(state, seat)
    assert legal.to_act, f"seat {seat} is asked to act and has a legal action"
    return random_choice(rng, legal)


@dataclass(frozen=True, slots=True)
class Played:
    """One action applied, and the events it caused."""

    action: Action
    events: list[Event]


def plays(state: State, rng: random.Random, choose: Choose | None = None, *,
          until: Callable[[State], bool] | None = None, limit: int | None = None,
          always_draw_seat: bool = False) -> Iterator[Played]:
    """Play on ``state`` one action at a time, yielding each once it is applied.

    The seat that acts is drawn from ``rng`` (``random_seat``); ``choose(state, seat)`` gives its
    action, by default a random legal one drawn from the same ``rng``. Stops when the game is
    over, when ``until(state)`` holds (asked before every action, the first included), or after
    ``limit`` actions. A game still going after ``MAX_ACTIONS`` actions fails the test."""
    if choose is None:
        def choose(state: State, seat: int) -> Action:
            return random_action(state, seat, rng)
    played = 0
    while not state.over and (limit is None or played < limit):
        if until is not None and until(state):
            return
        assert len(state.actions) < MAX_ACTIONS, f"no game needs {MAX_ACTIONS} actions"
        seat = random_seat(state, rng, always_draw_seat)
        action = choose(state, seat)
        yield Played(action, apply_action(state, action))  # raises on an illegal action
        played += 1


def play_randomly(state: State, rng: random.Random, choose: Choose | None = None, *,
                  until: Callable[[State], bool] | None = None, limit: int | None = None,
                  always_draw_seat: bool = False) -> list[Played]:
    """``plays`` in one go: play on ``state`` (to the end, unless ``until`` or ``limit`` stops it
    sooner) and return what was played."""
    return list(plays(state, rng, choose, until=until, limit=limit,
                      always_draw_seat=always_draw_seat))


def observing(decide: Callable[[int, dict[str, Any]], Action]) -> Choose:
    """A chooser that hands ``decide(seat, observation)`` each seat's observation holding only
    the events that seat has not been shown yet, as ``engine.match.play_game`` hands them to its
    bots (a bot that keeps memory sees every event once)."""
    shown: dict[int, int] = {}

    def choose(state: State, seat: int) -> Action:
        observation = observe(state, seat, since=shown.get(seat, 0))
        shown[seat] = len(state.events)
        return decide(seat, observation)

    return choose


def by_bots(bots: Sequence[Bot[Any]]) -> Choose:
    """A chooser that asks each seat's bot, as ``engine.match.play_game`` does."""
    return observing(lambda seat, observation: bots[seat].act(observation))


def hide_differently(state: State, seat: int, rng: random.Random) -> State:
    """A copy of ``state`` whose other hands and deck hold the same number of cards, dealt
    differently: everything ``seat`` cannot see is changed (the observation-only tests)."""
    other = copy.deepcopy(state)
    seats = [s for s in range(state.players) if s != seat]
    pool = [c for s in seats for c in other.hands[s]] + other.deck
    for i in range(len(pool) - 1, 0, -1):
        j = below(rng, i + 1)
        pool[i], pool[j] = pool[j], pool[i]
    at = 0
    for s in seats:
        size = len(other.hands[s])
        other.hands[s] = pool[at:at + size]
        at += size
    other.deck = pool[at:]
    return other
