"""Play whole games between bots: the loop that hands each bot its observation and applies its
action. Used by ``python -m engine play``, the tournament and the tests."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from .bots import Bot, make_bot
from .game import apply_action, new_game
from .legal import to_act
from .observation import observe
from .rng import below, make_rng
from .state import State

# A game never needs this many actions; reaching it means a bot is looping.
MAX_ACTIONS = 20_000


def bots_for(levels: Sequence[str], seed: int, options: dict[str, object] | None = None,
             ) -> list[Bot]:
    """One bot per seat, each with its own generator derived from the game's seed."""
    return [make_bot(level, seat, seed * 101 + seat + 1, **(options or {}))
            for seat, level in enumerate(levels)]


def play_game(levels: Sequence[str], seed: int, variant: str = "classic",
              bots: list[Bot] | None = None,
              on_action: Callable[[State], None] | None = None,
              options: dict[str, object] | None = None,
              on_decision: Callable[[int, float], None] | None = None) -> State:
    """Play one seeded game to the end. When several seats may act (open and sealed auctions),
    the driver's own seeded generator picks who speaks next.

    Each bot receives the public events it has not been shown yet (``since`` = what it saw last
    time), so a bot that keeps memory sees every event exactly once. ``on_decision(seat, seconds)``
    is told how long each decision took (for benchmarks)."""
    state = new_game(len(levels), seed, variant)
    bots = bots if bots is not None else bots_for(levels, seed, options)
    order = make_rng(seed ^ 0x5EED)
    shown = [0] * len(levels)  # events each seat has been shown
    while not state.over:
        if len(state.actions) >= MAX_ACTIONS:
            raise RuntimeError(f"game {seed} did not end after {MAX_ACTIONS} actions")
        seats = to_act(state)
        seat = seats[0] if len(seats) == 1 else seats[below(order, len(seats))]
        observation = observe(state, seat, since=shown[seat])
        shown[seat] = len(state.events)
        if on_decision is None:
            action = bots[seat].act(observation)
        else:
            started = time.perf_counter()
            action = bots[seat].act(observation)
            on_decision(seat, time.perf_counter() - started)
        apply_action(state, action)
        if on_action is not None:
            on_action(state)
    return state
