"""The game's randomness: a shuffle that deals the same game from one seed on every Python.

Python promises only that ``random.Random(seed).random()`` gives the same sequence across versions
(``shuffle``, ``randrange`` and friends may change), so everything here is built on ``random()``.
The daily deal's seed (``daily_seed``) is here too: a date hashed to a seed, the same everywhere.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")


def make_rng(seed: int) -> random.Random:
    return random.Random(seed)


def below(rng: random.Random, n: int) -> int:
    """A whole number from 0 to n - 1."""
    return min(int(rng.random() * n), n - 1)


def shuffle(rng: random.Random, items: MutableSequence[T]) -> None:
    """Fisher-Yates, in place, on ``random()`` alone."""
    draw = rng.random
    for i in range(len(items) - 1, 0, -1):
        j = int(draw() * (i + 1))  # below(rng, i + 1), written out
        if j > i:
            j = i
        items[i], items[j] = items[j], items[i]


def choice(rng: random.Random, items: list[T] | tuple[T, ...]) -> T:
    return items[below(rng, len(items))]


# --- the daily deal ------------------------------------------------------------------------------
_MASK = (1 << 64) - 1


def _splitmix64(x: int) -> int:
    """One step of SplitMix64: a tiny, well-mixed integer hash that is the same everywhere."""
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def daily_seed(year: int, month: int, day: int) -> int:
    """The seed of the daily deal: a function of the calendar date alone (no clock, no device),
    so every player gets the same deal that day, offline. Below 2**31, like the app's seeds."""
    return _splitmix64(year * 10_000 + month * 100 + day) % (2**31 - 1) + 1
