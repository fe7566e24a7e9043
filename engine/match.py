"""Play whole games between bots: the loop that hands each bot its observation and applies its
action. Used by ``python -m engine play``, the tournament and the tests."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from .bots import OPTIONS, Bot, bot_seed, make_bot
from .game import apply_action, new_game
from .legal import to_act
from .observation import observe
from .rng import below, make_rng
from .state import State

# A game never needs this many actions; reaching it means a bot is looping.
MAX_ACTIONS = 20_000


def bots_for(levels: Sequence[str], seed: int, options: dict[str, object] | None = None,
             ) -> list[Bot[Any]]:
    """One bot per seat, each with its own generator derived from the game's seed
    (``bot_seed``). ``options`` go to every bot that has them (``--iterations`` is the
    master's): a name no level of the table has is refused."""
    return [make_bot(level, seat, bot_seed(seed, seat), **options_for(level, options or {},
                                                                      levels))
            for seat, level in enumerate(levels)]


def options_for(level: str, options: dict[str, object], levels: Sequence[str],
                ) -> dict[str, object]:
    """The options that ``level`` has, out of options meant for a table of ``levels``; a name
    none of them has raises ``ValueError``."""
    known = {name for lv in set(levels) for name in OPTIONS[lv].names()}
    unknown = sorted(set(options) - known)
    if unknown:
        raise ValueError(f"no bot of {', '.join(sorted(set(levels)))} has an option "
                         f"{unknown[0]!r}")
    return {k: v for k, v in options.items() if k in OPTIONS[level].names()}


def play_game(levels: Sequence[str], seed: int, variant: str = "classic",
              bots: list[Bot[Any]] | None = None,
              on_action: Callable[[State], None] | None = None,
              options: dict[str, object] | None = None,
              on_decision: Callable[[int, float], None] | None = None,
              state: State | None = None) -> State:
    """Play one seeded game to the end. When several seats may act (open and sealed auctions),
    the driver's own seeded generator picks who speaks next.

    Each bot receives the public events it has not been shown yet (``since`` = what it saw last
    time), so a bot that keeps memory sees every event exactly once. ``on_decision(seat, seconds)``
    is told how long each decision took (for benchmarks). ``state``: the game ``new_game`` deals
    for ``seed``, made beforehand, played on in place (a study's seat that reads the table, not
    only its observation, holds it)."""
    state = new_game(len(levels), seed, variant) if state is None else state
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
