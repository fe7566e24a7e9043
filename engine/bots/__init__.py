"""Bot opponents. A bot sees only its seat's observation (``engine.observe``), never the state.

Levels, weakest first, one module each: ``random`` (``random_bot``: random legal actions),
``novice`` (``novice``: a valuer), ``expert`` (``expert``: exact money, sampled ranks, auctions
read from how the table bids) and ``master`` (``master``: a determinized Monte Carlo search over
worlds sampled from its observation, with the expert's policy in the rollouts). Shared pieces:
``situation`` (a decision point read from an observation), ``valuation`` (what a painting is
worth), ``utility`` (the margin every outcome is scored on), ``memory`` (what the public events
say), ``options`` (each level's options, checked), ``world`` (the master's sampled worlds).

``make_bot(level, seat, seed, **options)`` makes one; ``bot_seed(game_seed, seat)`` is the seed
every driver (the tournament, ``engine.match``, the page) gives the bot at a seat.
"""

from __future__ import annotations

from .base import Bot, action_from_choice, bot_seed
from .expert import ExpertBot, ExpertOptions
from .master import MasterBot, MasterOptions
from .novice import NoviceBot, NoviceOptions
from .options import Options
from .random_bot import RandomBot, RandomOptions

LEVELS: dict[str, type[Bot[Options]]] = {
    "random": RandomBot,
    "novice": NoviceBot,
    "expert": ExpertBot,
    "master": MasterBot,
}
OPTIONS: dict[str, type[Options]] = {
    "random": RandomOptions,
    "novice": NoviceOptions,
    "expert": ExpertOptions,
    "master": MasterOptions,
}


def make_bot(level: str, seat: int, seed: int, **options: object) -> Bot[Options]:
    """A bot of ``level`` for ``seat``, with its own generator seeded by ``seed``. ``options``
    are the level's (``OPTIONS[level]``): an unknown name or a value that is not a finite number
    in range raises ``ValueError`` naming it."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})") from None
    return cls(seat, seed, OPTIONS[level].build(**options))


__all__ = ["LEVELS", "OPTIONS", "Bot", "ExpertBot", "ExpertOptions", "MasterBot",
           "MasterOptions", "NoviceBot", "NoviceOptions", "Options", "RandomBot",
           "RandomOptions", "action_from_choice", "bot_seed", "make_bot"]
