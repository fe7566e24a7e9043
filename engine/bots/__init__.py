"""Bot opponents. A bot sees only its seat's observation (``engine.observe``), never the state.

Levels, weakest first: ``random`` (random legal actions), ``novice`` (a valuer), ``expert``
(exact money, sampled ranks, shaded auctions) and ``master`` (a determinized Monte Carlo search
over worlds sampled from its observation, with the expert's policy in the rollouts).
"""

from __future__ import annotations

from .base import Bot, action_from_choice
from .expert import ExpertBot
from .master import MasterBot
from .novice import NoviceBot
from .random_bot import RandomBot

LEVELS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "novice": NoviceBot,
    "expert": ExpertBot,
    "master": MasterBot,
}


def make_bot(level: str, seat: int, seed: int, **options: object) -> Bot:
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})") from None
    return cls(seat, seed, **options)


__all__ = ["LEVELS", "Bot", "ExpertBot", "MasterBot", "NoviceBot", "RandomBot",
           "action_from_choice", "make_bot"]
