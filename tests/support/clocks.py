"""Clocks the tests hold, for the bots that measure their own time budget.

A master given ``seconds`` (the page's budget) reads ``time.perf_counter()`` between rollouts, as
its helpers do: on the real clock, how many rollouts a test gets depends on how loaded the machine
is. With ``masters_clock`` the time moves by a fixed step at each reading, so a time budget buys
the same rollouts on every machine and a test of the budget itself stays exact and quick.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from engine.bots import helper as helper_module
from engine.bots import master as master_module


class SteppedClock:
    """Stands in for the ``time`` module: the time moves by ``tick`` seconds at each reading,
    and by whatever a test adds to ``now``."""

    def __init__(self, tick: float = 0.0) -> None:
        self.now = 0.0
        self.tick = tick

    def perf_counter(self) -> float:
        self.now += self.tick
        return self.now


READING = 0.001  # a millisecond a reading: a search of 10 ms reads the clock about 10 times


@contextmanager
def masters_clock(tick: float = READING) -> Iterator[SteppedClock]:
    """Within the block, the masters and their helpers read a ``SteppedClock`` of ``tick``."""
    clock = SteppedClock(tick)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(master_module, "time", clock)
        patch.setattr(helper_module, "time", clock)
        yield clock
