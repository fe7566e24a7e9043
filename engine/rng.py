"""The game's randomness: a shuffle that deals the same game from one seed on every Python.

Python promises only that ``random.Random(seed).random()`` gives the same sequence across versions
(``shuffle``, ``randrange`` and friends may change), so everything here is built on ``random()``.
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
