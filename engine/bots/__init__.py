"""Bot opponents. A bot sees only its seat's observation (``engine.observe``), never the state."""

from __future__ import annotations

from .base import Bot, action_from_choice
from .random_bot import RandomBot

LEVELS: dict[str, type[Bot]] = {"random": RandomBot}


def make_bot(level: str, seat: int, seed: int, **options: object) -> Bot:
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})") from None
    return cls(seat, seed, **options)


__all__ = ["LEVELS", "Bot", "RandomBot", "action_from_choice", "make_bot"]
