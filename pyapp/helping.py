"""The page's helpers as its bot driver sees them: workers that play a master's candidates out in
worlds of their own while the master searches on the page's thread (``engine.bots.helper``), so
that a search in the page's half second gets more rollouts on a machine with cores to spare.

``Crew`` decides what each helper is sent and which answers count; ``pyapp.browser`` starts the
workers (``assets/helper-worker.mjs``) and carries the messages. A helper that is not ready, is
still busy with an earlier phase, or has failed is simply left out: the search never depends on a
helper, it only gains rollouts from one.

A search on a rollout budget (the coach's) draws each phase's worlds first (``Phase.seeds``): the
crew hands each ready helper an equal share of them, the page keeping one share, and the search
plays whatever was not answered in time itself. So the search is the same with helpers or
without, only sooner.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from engine.bots.helper import MAX_SECONDS, encode, read_answer
from engine.bots.master import Phase, finite

MOST_HELPERS = 3  # more workers add memory (a Python each) for ever smaller gains
SMALL_MEMORY_GB = 4  # a device with less memory than this gets one helper at most
GRACE_SECONDS = 0.1  # a phase's answers are awaited this long after it ends, then it goes on
# A phase of given worlds waits longer: the page would play what is missing itself, which takes
# about as long as a helper that is only a little behind.
WORLDS_GRACE_SECONDS = 1.0


def how_many(cores: object, memory_gb: object) -> int:
    """Helpers for a device with ``cores`` logical processors (``navigator.hardwareConcurrency``)
    and ``memory_gb`` of memory (``navigator.deviceMemory``, where the browser tells): one fewer
    than the cores, as the page's own thread searches too; at most ``MOST_HELPERS``; one at most
    on a device with little memory, or where the browser does not say how much (each helper is a
    whole Python); none where it does not say how many cores."""
    if not finite(cores) or not cores >= 2:
        return 0
    count = min(MOST_HELPERS, int(cores) - 1)
    if not finite(memory_gb) or memory_gb < SMALL_MEMORY_GB:
        count = min(count, 1)
    return count


def wanted(levels: list[str] | None, over: bool, coach: bool = False) -> bool | None:
    """Whether the page should have helpers for the game on the table (``levels``: its seats'
    levels; None: no game): True, start them, for a master's game under way, or one in which
    the coach is on (``coach``: its searches are the master's); False, let them go (their
    memory: a Python each), once the table holds neither; None, keep what there is (such a game
    over: the next game is likely another)."""
    if levels is None or ("master" not in levels and not coach):
        return False
    return None if over else True


@dataclass(slots=True)
class Seat:
    """One helper as the crew knows it."""

    ready: bool = False  # its Python has started
    failed: bool = False  # it could not start, or broke: never asked again
    knows: int | None = None  # the search whose job it has
    busy: tuple[int, int] | None = None  # the (search, phase) it is working on


class Crew:
    """The helpers, the search under way (numbered from 1) and its phase's answers so far. They
    serve one search at a time: the one begun last (its master is ``owner``); an earlier search
    still running (a bot's, beside the coach's) goes on without them."""

    def __init__(self, size: int) -> None:
        self.seats = [Seat() for _ in range(size)]
        self.search = 0
        self.phase = -1
        self.owner: object = None  # the master whose search the helpers serve
        self.answers: list[dict[int, list[float]]] = []
        self.asked = 0  # requests sent, in all
        self.answered = 0  # answers with scores that counted, in all
        self.handed: dict[int, tuple[int, ...]] = {}  # a phase's worlds handed out, by helper
        self.worlds: dict[int, dict[int, float]] = {}  # their scores so far, by world (seed)

    def begin(self, phase: Phase) -> list[tuple[int, str]]:
        """A search's phase begins: the requests to send, as (helper, message). A phase with
        worlds of its own (``Phase.seeds``) is shared out: ``handed`` then says which went to
        whom (the search's reply is ``handed_out``)."""
        if phase.first:
            self.search += 1
            self.phase = 0
            self.owner = phase.bot
        elif phase.bot is not self.owner:
            return []  # (another search has begun since: the helpers are its)
        else:
            self.phase += 1
        self.answers = []
        self.handed, self.worlds = {}, {}
        free = [index for index, seat in enumerate(self.seats)
                if seat.ready and not seat.failed and seat.busy is None]
        shares = len(free) + 1  # (the page keeps the first share)
        job: str | None = None
        out = []
        for turn, index in enumerate(free, start=1):
            seat = self.seats[index]
            request: dict[str, object] = {"search": self.search, "phase": self.phase,
                                          "active": list(phase.active)}
            if phase.seeds:
                seeds = phase.seeds[turn::shares]
                if not seeds:
                    continue
                request["seeds"] = list(seeds)
                self.handed[index] = seeds
            else:
                request["seconds"] = round(min(phase.seconds, MAX_SECONDS), 4)
            if seat.knows != self.search:
                job = encode(phase) if job is None else job
                request["job"] = job
                seat.knows = self.search
            seat.busy = (self.search, self.phase)
            out.append((index, json.dumps(request)))
        self.asked += len(out)
        return out

    def receive(self, index: int, message: str) -> None:
        """A message from helper ``index``: that it is ready or failed, or an answer."""
        seat = self.seats[index]
        try:
            said = json.loads(message)
        except ValueError:
            said = None
        if isinstance(said, dict) and said.get("ready") is True:
            seat.ready = True
            return
        if isinstance(said, dict) and "failed" in said:
            seat.failed = True
            return
        search, phase, part = read_answer(message)
        seat.busy = None  # a helper answers its requests in order, one at a time
        if part is None:
            seat.knows = None  # (its job may not have been taken: send it again)
        elif (search, phase) == (self.search, self.phase):
            seeds = self.handed.get(index)
            if seeds is None:
                self.answers.append(part)
            else:  # its worlds' scores, in the order they were asked for
                for at, seed in enumerate(seeds):
                    world = {i: scores[at] for i, scores in part.items() if at < len(scores)}
                    if len(world) == len(part):
                        self.worlds[seed] = world
            self.answered += 1

    def waiting(self) -> bool:
        """Whether a helper is still working on this phase."""
        return any(s.busy == (self.search, self.phase) and not s.failed for s in self.seats)

    def serves(self, bot: object) -> bool:
        """Whether the helpers serve the search of ``bot`` (a master) now."""
        return bot is not None and bot is self.owner

    def handed_out(self) -> tuple[int, ...]:
        """The phase's worlds handed to helpers (the search's reply to a ``Phase`` with seeds)."""
        return tuple(seed for seeds in self.handed.values() for seed in seeds)

    def gather(self) -> list[dict[int, list[float]]] | dict[int, dict[int, float]]:
        """The phase's answers (for the search's ``Gather``): the helpers' scores, or in a
        phase of given worlds each world's scores by seed; any later one is dropped when the
        next phase begins."""
        if self.handed:
            worlds, self.worlds = self.worlds, {}
            return worlds
        answers, self.answers = self.answers, []
        return answers

    def lost(self, index: int) -> None:
        """Helper ``index`` broke (its worker raised): it is not asked again."""
        self.seats[index].failed = True
