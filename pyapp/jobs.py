"""Longer work done a slice at a time: the post-game review and its judgement, the master's game
on the same deal, the coach's advice. A job is a generator that yields how far it has got (0 to
1); whoever runs the page steps it between its other tasks (``due``, ``step``) and the page shows
its progress. A job that searches as the master does may also yield the search's signals
(``Phase``, ``Gather``): they are kept in ``signal`` for the runner, whose answer is sent into
the next step."""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any


@dataclass(eq=False)
class Job:
    """Work done a slice at a time: each step of ``work`` yields the share done (0 to 1); its
    return value goes to ``done``."""

    work: Generator[Any, Any, Any]
    done: Callable[[Any], None]
    progress: float = 0.0
    running: bool = False  # someone has taken it on
    signal: Any = None  # what its last step yielded, when that was not its progress


class Jobs:
    """The jobs under way, by name (one of each name at a time)."""

    def __init__(self) -> None:
        self.under_way: dict[str, Job] = {}

    def __contains__(self, name: str) -> bool:
        return name in self.under_way

    def __bool__(self) -> bool:
        return bool(self.under_way)

    def start(self, name: str, work: Generator[Any, Any, Any],
              done: Callable[[Any], None]) -> None:
        self.under_way[name] = Job(work, done)

    def drop(self, *names: str) -> None:
        """Give up these jobs (a new game came): their results would be for the last one."""
        for name in names:
            self.under_way.pop(name, None)

    def clear(self) -> None:
        self.under_way.clear()

    def due(self) -> list[tuple[str, Job]]:
        """The jobs nobody runs yet; each is then marked running."""
        due = [(name, job) for name, job in self.under_way.items() if not job.running]
        for _, job in due:
            job.running = True
        return due

    def step(self, name: str, job: Job, reply: Any = None) -> bool:
        """One step of a job, sent ``reply``; False once it is done (or was dropped)."""
        if self.under_way.get(name) is not job:
            return False
        try:
            value = job.work.send(reply)
        except StopIteration as finished:
            del self.under_way[name]
            job.done(finished.value)
            return False
        if isinstance(value, (int, float)):
            job.progress = float(value)
        else:
            job.signal = value
        return True

    def finish(self) -> None:
        """Run every job to its end at once (the tests; the page runs them in slices)."""
        while self.under_way:
            name, job = next(iter(self.under_way.items()))
            job.running = True
            while self.step(name, job):
                pass

    def progress(self, name: str) -> float | None:
        job = self.under_way.get(name)
        return None if job is None else job.progress
