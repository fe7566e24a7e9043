"""A page without a browser for the run loop (``pyapp.runner.Host``): the test holds its clock,
scripts its helpers and plays its person, and reads back what it drew.

One clock, in seconds, serves both ``now`` (in ms) and ``perf``. It moves only as work is done
and as the loop sleeps: each reading of ``perf`` costs ``step`` seconds (the work done between
two readings: a bot's or a job's step), and a sleep that nothing ends passes its whole time. So
a slice holds about ``SLICE_SECONDS / step`` steps, and every run is the same.

The helpers answer as the test's ``answer`` says, request by request: a message at once, a
``Late`` one, ``None`` (never) or ``Lost`` (the worker breaks). Their messages arrive, as in a
browser, between tasks: at the next ``yield_task``, ``hear`` or ``wait`` once they are due.

``play`` runs the loop until the test's ``until`` holds; where the loop would sleep, the test's
``player`` may act first (an input: the loop wakes at once), as a person at the table would.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pyapp.app import App
from pyapp.runner import Ear, Runner

READY = json.dumps({"ready": True})  # what a helper says once its Python has started
MOST_YIELDS = 2_000_000  # a safe bound on a test's tasks: beyond it the loop runs away


class Finished(Exception):
    """The test's ``until`` holds: the run loop is ended there."""


class Stuck(AssertionError):
    """The loop would sleep for ever (nothing due and the player does nothing), or ran away."""


@dataclass(frozen=True, slots=True)
class Late:
    """A helper's answer that arrives ``seconds`` after its request."""

    seconds: float
    message: str


@dataclass(frozen=True, slots=True)
class Lost:
    """A helper's worker that breaks on the request, without an answer."""


Reply = str | Late | Lost | None
Answer = Callable[[int, dict[str, Any]], Reply]


@dataclass(frozen=True, slots=True)
class Drawing:
    """What one drawing of the table showed (from the app's ``screen``)."""

    at: float  # ms
    game: object  # the game on the table (its session), None without one
    actions: int | None  # the actions played in it
    thinking: int | None  # the bot shown thinking
    review_progress: float | None  # the review's work, while it runs
    judging: float | None  # the judgement's work, with the review shown
    dialog: str | None
    over: bool


class FakeHost:
    """The page as the runner sees it, with a clock, helpers and a person the test drives."""

    def __init__(self, app: App, *, step: float = 0.001, helpers: int = 0,
                 refused: tuple[int, ...] = (), gone: tuple[int, ...] = (),
                 answer: Answer | None = None) -> None:
        self.app = app
        self.runner = Runner(app, self)
        self.clock = 0.0  # seconds (the app's ms from 0)
        self.step = step
        self.drawings: list[Drawing] = []
        self.waits: list[tuple[float, float | None]] = []  # (when in ms, how long in seconds)
        self.longest: dict[str, float] = {}  # note_task's figures, by kind (ms)
        self.warnings: list[str] = []
        self.helpers = helpers  # how many this "device" has room for
        self.refused = set(refused)  # those whose worker cannot start
        self.gone = set(gone)  # those whose worker takes no message (a request to it fails)
        self.answer: Answer = answer or (lambda index, request: None)
        self.said: Ear | None = None  # the running crew's ear
        self.starts = 0
        self.stops = 0
        self.posted: list[tuple[int, dict[str, Any]]] = []  # (helper, request) sent or tried
        self.mail: list[tuple[float, int, str | None]] = []  # on its way: (due, helper, message)
        self.woken = False
        self.yields = 0
        self.until: Callable[[FakeHost], bool] | None = None
        self.player: Callable[[FakeHost], bool] | None = None
        self.between: Callable[[FakeHost], None] | None = None  # an input between two tasks

    # -- driving it --
    def play(self, until: Callable[[FakeHost], bool],
             player: Callable[[FakeHost], bool] | None = None) -> None:
        """Run the loop until ``until`` holds where it would sleep; ``player`` acts for the
        person (True when she did something)."""
        self.until, self.player = until, player

        async def main() -> None:
            try:
                await self.runner.run()
            except Finished:
                return

        asyncio.run(main())

    def dispatch(self, name: str, **args: str) -> None:
        """A person's command, as the page carries one out: done, drawn, and the loop woken."""
        self.app.command(name, dict(args), self.now())
        self.draw()
        self.wake()

    @property
    def session(self) -> Any:
        assert self.app.session is not None
        return self.app.session

    # -- the Host --
    def draw(self) -> None:
        app = self.app
        session = app.session
        screen = app.screen(since=0 if session is None else session.events)
        review = app.review.worked_out()
        self.drawings.append(Drawing(self.now(), session,
                                     None if session is None else session.actions,
                                     screen.thinking, app.jobs.progress("review"),
                                     None if review is None else review.judging,
                                     screen.dialog, screen.over))
        self.runner.drawn()

    def now(self) -> float:
        return self.clock * 1000

    def perf(self) -> float:
        self.clock += self.step
        return self.clock

    async def yield_task(self) -> None:
        self.yields += 1
        if self.yields > MOST_YIELDS:
            raise Stuck("the loop ran away")
        await asyncio.sleep(0)
        self.deliver()
        if self.between is not None:
            self.between(self)

    async def wait(self, seconds: float | None) -> None:
        self.woken = False
        self.waits.append((self.now(), seconds))
        while True:  # time moves on only once the other tasks (jobs, estimates) are done
            if self.woken:
                return
            if self.until is not None and self.until(self):
                raise Finished
            if all(task.done() for task in self.runner.tasks):
                break
            await asyncio.sleep(0)
        if self.player is not None and self.player(self):
            return  # an input wakes the loop
        if seconds is None:
            raise Stuck("nothing is due and the player does nothing")
        self.clock += seconds
        self.deliver()

    def wake(self) -> None:
        self.woken = True

    def note_task(self, kind: str, started: float) -> None:
        self.longest[kind] = max(self.longest.get(kind, 0.0), (self.clock - started) * 1000)

    def warn(self, message: str) -> None:
        self.warnings.append(message)

    def helper_count(self) -> int:
        return self.helpers

    def start_helpers(self, count: int, said: Ear) -> None:
        self.starts += 1
        self.said = said
        for index in range(count):
            if index in self.refused:
                said(index, None)
            else:
                self.mail.append((self.clock, index, READY))

    def stop_helpers(self) -> None:
        self.stops += 1
        self.said = None
        self.mail.clear()

    def post(self, index: int, message: str) -> bool:
        request = json.loads(message)
        self.posted.append((index, request))
        if self.said is None or index in self.refused | self.gone:
            return False
        reply = self.answer(index, request)
        if isinstance(reply, Lost):
            self.mail.append((self.clock, index, None))
        elif isinstance(reply, Late):
            self.mail.append((self.clock + reply.seconds, index, reply.message))
        elif reply is not None:
            self.mail.append((self.clock, index, reply))
        return True

    async def hear(self, seconds: float) -> bool:
        await asyncio.sleep(0)
        if self.deliver():
            return True
        due = min((when for when, _, _ in self.mail), default=None)
        if due is not None and due <= self.clock + seconds:
            self.clock = max(self.clock, due)
            return self.deliver()
        self.clock += seconds
        return False

    # -- the helpers' mail --
    def deliver(self) -> bool:
        """Hand the helpers' messages that are due to the crew, in order; whether there were
        any."""
        due = sorted((m for m in self.mail if m[0] <= self.clock), key=lambda m: m[0])
        for message in due:
            self.mail.remove(message)
            if self.said is not None:
                _, index, text = message
                self.said(index, text)
        return bool(due)
