"""Helpers: more rollouts for a master's search, played in other threads (the page's workers).

A search (``MasterBot.search``) runs in phases; each begins with a ``Phase`` and ends with a
``Gather`` yielded to its driver. A driver with helpers sends each helper the search once
(``encode``: what the rollouts need, nothing more), then, for each phase, the candidates still in
the race and the phase's time left; the helper (``Helper.run``) plays them out in worlds of its
own, the same worlds for every candidate, and answers their scores world by world. The search
adds them to its own at the ``Gather`` (``master.merge_scores``).

What a helper is given is what the master's own rollouts read: the master's decision point as
it reads it from its observation (``Situation``), the board, the candidates and the table as the
master has learnt it (``TableModel``). So a helper sees nothing its master may not see.

The search is handed over as a pickled, base64-encoded string: both ends run this same code
(the page and its workers unpack one archive), and a string passes between threads as it is.
"""

from __future__ import annotations

import base64
import pickle
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import Card
from ..rng import below, make_rng
from .base import drain
from .master import Candidate, MasterBot, MasterOptions, Phase
from .situation import Situation
from .table import TableModel
from .world import copy_world, sample_deal, unseen_cards, world_state


@dataclass(slots=True)
class Search:
    """One search as a helper gets it."""

    seat: int
    options: MasterOptions
    sit: Situation
    board: list[list[int]]
    candidates: tuple[Candidate, ...]
    model: TableModel


def encode(phase: Phase) -> str:
    """The search ``phase`` belongs to, for a helper's ``start``."""
    bot = phase.bot
    search = Search(bot.seat, bot.options, phase.sit, phase.board, phase.candidates,
                    bot.policy.model)
    return base64.b64encode(pickle.dumps(search, protocol=pickle.HIGHEST_PROTOCOL)).decode()


def decode(job: str) -> Search:
    search = pickle.loads(base64.b64decode(job.encode()))
    if not isinstance(search, Search):
        raise TypeError(f"not a search: {type(search).__name__}")
    return search


class Helper:
    """Plays a search's candidates out in worlds of its own (seeded from ``seed``), as the
    search's master would: its rollouts, its policies, the table as it has learnt it."""

    def __init__(self, seed: int) -> None:
        self.rng = make_rng(seed)
        self.bots: dict[tuple[int, MasterOptions], MasterBot] = {}  # kept: their caches stay warm
        self.search: Search | None = None
        self.bot: MasterBot | None = None
        self.unseen: list[Card] = []

    def start(self, job: str) -> None:
        """Take the search ``encode`` made."""
        search = decode(job)
        key = (search.seat, search.options)
        bot = self.bots.get(key)
        if bot is None:
            bot = self.bots[key] = MasterBot(search.seat, 0, search.options)
        bot.rollout_policy.model = bot.own_policy.model = search.model
        self.search, self.bot = search, bot
        self.unseen = unseen_cards(search.sit)

    def run(self, active: Sequence[int], seconds: float | None = None,
            worlds: int | None = None) -> dict[int, list[float]]:
        """Play the candidates ``active`` out in new worlds, until ``seconds`` have passed (a
        world is begun only while time is left) or for ``worlds`` worlds; each one's scores."""
        search, bot = self.search, self.bot
        if search is None or bot is None:
            raise RuntimeError("no search to help with: start one first")
        if not active or any(not 0 <= i < len(search.candidates) for i in active):
            raise ValueError(f"no such candidates: {list(active)}")
        started = time.perf_counter()
        scores: dict[int, list[float]] = {i: [] for i in active}
        done = 0
        while ((seconds is not None and time.perf_counter() - started < seconds)
               or (worlds is not None and done < worlds)):
            seed = below(self.rng, 2**31)
            hands, deck = sample_deal(search.sit, make_rng(seed), self.unseen)
            world = world_state(search.sit, search.board, hands, deck)
            for i in active:
                scores[i].append(drain(bot.rollout(copy_world(world), search.candidates[i],
                                                   make_rng(seed + 1))))
            done += 1
        return scores

