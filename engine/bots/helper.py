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

Between threads a helper speaks JSON (``Helper.answer``): a request
``{"search": S, "phase": P, "active": [...], "seconds": T}``, with ``"job": encode(...)`` when the
helper has not had search S yet, is answered ``{"search": S, "phase": P, "scores": {"i": [...]}}``
(``read_answer`` turns that back into ``merge_scores``' form), or ``{..., "error": "..."}``. A
search on a rollout budget asks for given worlds instead of a time, ``"seeds": [...]`` (each a
world the search drew, ``Phase.seeds``); the scores then follow the seeds' order.
"""

from __future__ import annotations

import base64
import json
import os
import pickle
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..cards import Card
from ..rng import below, make_rng
from .base import drain
from .master import Candidate, MasterBot, MasterOptions, Phase, finite
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
        self.search_id: object = None  # the driver's name for it
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
            worlds: int | None = None, seeds: Sequence[int] = ()) -> dict[int, list[float]]:
        """Play the candidates ``active`` out in new worlds, for ``seconds`` (a world is begun
        only when the worlds so far say it will end in time; the first always is) or for
        ``worlds`` worlds; or in the worlds dealt from ``seeds``, as the search would deal
        them; each one's scores."""
        search, bot = self.search, self.bot
        if search is None or bot is None:
            raise RuntimeError("no search to help with: start one first")
        if not active or any(not 0 <= i < len(search.candidates) for i in active):
            raise ValueError(f"no such candidates: {list(active)}")
        started = time.perf_counter()
        scores: dict[int, list[float]] = {i: [] for i in active}
        done = 0
        given = list(seeds)
        while ((seconds is not None and (not done or (time.perf_counter() - started)
                                         * (done + 1) / done <= seconds))
               or (worlds is not None and done < worlds) or done < len(given)):
            seed = given[done] if given else below(self.rng, 2**31)
            hands, deck = sample_deal(search.sit, make_rng(seed), self.unseen)
            world = world_state(search.sit, search.board, hands, deck)
            for i in active:
                scores[i].append(drain(bot.rollout(copy_world(world), search.candidates[i],
                                                   make_rng(seed + 1))))
            done += 1
        return scores


    def answer(self, message: str) -> str:
        """A request from the page's driver, answered (see the module's docstring); a request
        that cannot be read is answered with an error, and changes nothing."""
        try:
            request = json.loads(message)
            search, phase, active = request["search"], request["phase"], request["active"]
            seconds, seeds = request.get("seconds"), request.get("seeds", [])
            if not isinstance(active, list) or not all(type(i) is int for i in active):
                raise ValueError("a phase's candidates are a list of numbers")
            if "seeds" in request:
                if not isinstance(seeds, list) or not 0 < len(seeds) <= MAX_WORLDS or \
                        not all(type(s) is int and 0 <= s < 2**31 for s in seeds):
                    raise ValueError("a phase's worlds are a list of seeds")
            elif type(seconds) not in (int, float) or not 0 <= seconds <= MAX_SECONDS:
                raise ValueError("a phase is a list of candidates and a time in seconds")
        except (ValueError, KeyError, TypeError) as error:
            return json.dumps({"error": f"not a request: {error}"})
        try:
            if "job" in request:
                self.start(request["job"])
                self.search_id = search
            elif search != self.search_id:
                raise ValueError(f"search {search!r} was never started here")
            scores = self.run(active, seeds=seeds) if seeds else \
                self.run(active, seconds=float(seconds))
        except Exception as error:  # a job this helper cannot read: the search goes on without
            return json.dumps({"search": search, "phase": phase,
                               "error": f"{type(error).__name__}: {error}"})
        return json.dumps({"search": search, "phase": phase,
                           "scores": {str(i): v for i, v in scores.items()}})


MAX_SECONDS = 10.0  # a phase never asks more of a helper (the page's whole budget is 0.5 s)
MAX_WORLDS = 10_000  # nor more worlds (a search's whole budget is a few hundred rollouts)


def serve(seed: int | None = None) -> Callable[[str], str]:
    """A helper's answering function, for a worker: its worlds drawn from ``seed`` (by default
    from the system's randomness, so that no two helpers play the same worlds)."""
    return Helper(int.from_bytes(os.urandom(6), "big") if seed is None else seed).answer


def read_answer(message: str) -> tuple[object, object, dict[int, list[float]] | None]:
    """A helper's answer: its search, its phase and the scores by candidate (None for an
    error, or for an answer that cannot be read)."""
    try:
        answer = json.loads(message)
        scores = answer.get("scores")
        if not isinstance(scores, dict):
            return answer.get("search"), answer.get("phase"), None
        part = {int(k): v for k, v in scores.items()}
        if not all(isinstance(v, list) and all(map(finite, v)) for v in part.values()):
            return answer.get("search"), answer.get("phase"), None
        return answer.get("search"), answer.get("phase"), part
    except (ValueError, AttributeError, TypeError):
        return None, None, None
