"""The page's run loop, without a browser: what is due when, a bot's thinking in slices, the jobs,
the estimates, and the helpers' part in a master's search.

The ``Runner`` drives the ``App`` through a ``Host``, the page as the loop sees it: it
draws, tells the time, hands the thread back to the browser between tasks, sleeps until woken
and carries the helpers' messages (``pyapp.browser``'s ``Page`` in the browser; a fake one
whose clock the test holds in the unit tests). Everything the loop decides is here, so that it
runs under unit tests as it runs in the page: the bots through the same ``tick`` and
``bot_answer`` as ever, in the same slices and the same tasks.

A task is the browser's unit of work: nothing else (a click, a key press, a drawing shown)
happens while one runs. So the loop never keeps the thread for long: a bot thinks in slices of
``SLICE_SECONDS``, each in a task of its own, and so does a job; each ``yield_task`` below ends
one task and goes on in the next.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, Protocol

from engine.bots.master import Gather, Phase
from pyapp import helping

if TYPE_CHECKING:
    from pyapp.app import App
    from pyapp.jobs import Job

# A bot thinks in slices this long, so the page never freezes. A slice overruns it by a step of
# the search (a few ms), and on a busy device the thread can lose the core for a while in any
# task: 12 ms leaves the rest of a task's 50 ms for both.
SLICE_SECONDS = 0.012

# What a helper said (its message's text), or None: it broke (or could not start) and is not
# asked again. The host calls it with the helper's index.
Ear = Callable[[int, str | None], None]


class Host(Protocol):
    """The page as the runner sees it: the browser's part of the loop."""

    def draw(self) -> None:
        """Draw the table as the app has it now, then call the runner's ``drawn`` (every
        drawing, the page's own after an input too, may find a job or the estimates due)."""

    def now(self) -> float:
        """The time in milliseconds, as the app counts it."""

    def perf(self) -> float:
        """A fine clock in seconds, for the slices and the helpers' grace."""

    async def yield_task(self) -> None:
        """End this task and go on in a new one (the browser runs what waits meanwhile: an
        input, the drawing just made shown)."""

    async def wait(self, seconds: float | None) -> None:
        """Sleep until woken (``wake``, or an input), or for ``seconds`` (None: until woken)."""

    def wake(self) -> None:
        """End the loop's sleep (``wait``) now, if it is sleeping."""

    def helper_count(self) -> int:
        """How many helpers this device can have (none without workers)."""

    def start_helpers(self, count: int, said: Ear) -> None:
        """Start ``count`` helpers (workers); each one's messages go to ``said`` with its index,
        and one that cannot start or breaks is ``said(index, None)``. Each message, and each
        failure, also ends a ``hear``."""

    def stop_helpers(self) -> None:
        """Let the helpers go: nothing more they say reaches ``said``."""

    def post(self, index: int, message: str) -> bool:
        """Send ``message`` to helper ``index``; False when it is gone (not asked again)."""

    async def hear(self, seconds: float) -> bool:
        """Wait until a helper says something, or for ``seconds``: True when one did."""

    def note_task(self, kind: str, started: float) -> None:
        """A stretch of main-thread work of ``kind`` ended, started at ``perf()`` time
        ``started`` (for the measurements)."""

    def warn(self, message: str) -> None:
        """Say something went wrong that the page plays on without (the console)."""


class Runner:
    """The run loop of one page: its app, its host, the master's helpers (``crew``), and
    the jobs and estimates under way."""

    def __init__(self, app: App, host: Host) -> None:
        self.app = app
        self.host = host
        self.crew: helping.Crew | None = None  # the helpers, once a master's game has started them
        self.estimating = False  # the estimates are being worked out
        self.tasks: set[asyncio.Future[None]] = set()  # the jobs and estimates under way

    # -- the loop --
    async def run(self) -> None:
        """Forever: do what is due (the bots, the countdown, the human's standing orders), draw,
        and sleep until the next thing is due or an input wakes the loop."""
        app, host = self.app, self.host
        while True:
            seat = app.tick(host.now())
            host.draw()
            session = app.session
            # (a game of bots only is watched: its masters think aloud, unhelped)
            watched = session is not None and session.settings.bots_only
            helpers = helping.wanted(None, False) if session is None else helping.wanted(
                [] if watched else session.settings.levels, session.state.over,
                coach=app.coach.on and not watched)
            if helpers and self.crew is None and seat is not None:
                # Started as a bot is to act, not while the table waits for a person: a helper
                # takes a core for a second or two as it starts, which a click should not share
                # (on two cores, a first click then took 50 to 83 ms).
                self.start_helpers()
            elif helpers is False and self.crew is not None:
                self.stop_helpers()
            if seat is not None:
                await host.yield_task()  # the table drawn and the bot's first slice: two tasks
                await self.think(seat)
                await host.yield_task()  # the answer applied, the table drawn: separate tasks
                continue
            delay = app.wake_in(host.now())
            await host.wait(None if delay is None else delay / 1000)

    async def think(self, seat: int) -> None:
        """One bot decides in slices, yielding to the browser between them, then answers. A
        master's search is helped by the helpers (``helping``): each phase it begins is sent
        to them, and their scores are awaited as it ends. A new game meanwhile (or none) drops
        the decision."""
        app, host = self.app, self.host
        session = app.session
        assert session is not None
        level = session.settings.levels[seat]
        version = app.bot_started(seat)
        thinking = session.bot_think(seat)
        action = None
        reply: Any = None
        owner: object = None  # the master whose search it is (its phases and gathers)
        slices = 0
        while action is None:
            if slices == 1:
                host.draw()  # a bot that takes more than a slice shows "thinking…"
                await host.yield_task()  # (the drawing and the next slice: separate tasks)
                if app.session is not session:
                    app.bot_dropped()
                    return
            slices += 1
            started = host.perf()
            gathering = False
            while action is None and not gathering and host.perf() - started < SLICE_SECONDS:
                try:
                    signal = thinking.send(reply)
                except StopIteration as done:
                    action = done.value
                    break
                reply = None
                if isinstance(signal, Phase):
                    owner = signal.bot
                    reply = self.begin_phase(signal)
                elif isinstance(signal, Gather):
                    gathering = True
            host.note_task(f"think.{level}", started)
            if action is None:
                if gathering:
                    reply = await self.gather_phase(owner)
                else:
                    await host.yield_task()
                if app.session is not session:
                    app.bot_dropped()
                    return
        await host.yield_task()  # the last slice of thinking and the redraw: separate tasks
        if app.session is not session:
            return
        started = host.perf()
        app.bot_answer(seat, action, version, host.now())
        host.note_task("apply", started)

    # -- jobs and estimates --
    def drawn(self) -> None:
        """The table was drawn: take on the jobs and the estimates that have become due, each
        in tasks of its own."""
        if self.app.estimates_due() and not self.estimating:
            self.estimating = True
            self.start(self.estimate())
        for name, job in self.app.jobs_due():
            self.start(self.run_job(name, job))

    def start(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` beside the loop (kept until it ends, so that it is not collected)."""
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def run_job(self, name: str, job: Job) -> None:
        """A job (the review, its judgement, the master's game, the coach's advice) in slices
        between the page's other tasks, its progress drawn after each. A job that searches as
        the master does (the coach) is helped by the helpers as a bot's search is."""
        host = self.host
        await host.yield_task()
        going = True
        shown = -1
        reply: Any = None
        owner: object = None  # the master whose search the job runs (the coach's)
        while going:
            started = host.perf()
            gathering = False
            while going and not gathering and host.perf() - started < SLICE_SECONDS:
                going = self.app.job_step(name, job, reply)
                reply, signal, job.signal = None, job.signal, None
                if isinstance(signal, Phase):  # (a master's search: the coach's)
                    owner = signal.bot
                    reply = self.begin_phase(signal)
                elif isinstance(signal, Gather):
                    gathering = True
            host.note_task(f"job.{name}", started)
            if gathering:
                reply = await self.gather_phase(owner)
                continue
            percent = int(job.progress * 100)
            if percent != shown or not going:  # the progress drawn only when it moves,
                shown = percent  # in a task of its own (a slice and a drawing add up)
                await host.yield_task()
                host.draw()
            await host.yield_task()
        host.wake()

    async def estimate(self) -> None:
        """Work out the estimates, each step in a task of its own, then show them."""
        host = self.host
        try:
            steps = self.app.refresh_estimates()
            going = True
            while going:
                await host.yield_task()
                started = host.perf()
                going = next(steps, StopIteration) is not StopIteration
                host.note_task("estimate", started)
        finally:
            self.estimating = False
        host.draw()

    # -- helpers: workers that add rollouts to a master's search --
    def start_helpers(self) -> None:
        """Start the helpers, as many as the device has cores to spare (none without workers).
        A master's searches go without them until they are ready."""
        if self.crew is not None:
            return
        self.crew = crew = helping.Crew(self.host.helper_count())
        self.host.start_helpers(len(crew.seats),
                                lambda index, message: self.heard(crew, index, message))

    def stop_helpers(self) -> None:
        """Let the helpers go (their workers end, and their memory is freed); a later game with
        a master starts new ones."""
        self.host.stop_helpers()
        self.crew = None

    def heard(self, crew: helping.Crew, index: int, message: str | None) -> None:
        """Helper ``index`` of ``crew`` said ``message``, or broke (None: not asked again). A
        stopped crew's last words are left out."""
        if crew is not self.crew:
            return
        if message is None:
            crew.lost(index)
        else:
            crew.receive(index, message)

    def begin_phase(self, phase: Phase) -> tuple[int, ...] | None:
        """A phase of a master's search begins: the helpers ready for it are sent it. The reply
        to the search: the worlds handed out, in a phase of given worlds (None: none)."""
        crew = self.crew
        if crew is None:
            return None
        try:
            requests = crew.begin(phase)
        except Exception as error:  # (a search that cannot be handed over): it goes on alone
            self.host.warn(f"A search could not be handed to the helpers: {error}")
            return None
        for index, message in requests:
            if not self.host.post(index, message):  # (its worker is gone): not asked again
                crew.lost(index)
        return crew.handed_out() if phase.seeds and crew.serves(phase.bot) else None

    async def gather_phase(self, owner: object
                           ) -> list[dict[int, list[float]]] | dict[int, dict[int, float]] | None:
        """The helpers' scores for the phase of ``owner``'s search just ended (none when they
        serve another search): awaited until all have answered, for at most
        ``helping.GRACE_SECONDS`` (a late answer is left out), or in a phase of given worlds
        ``helping.WORLDS_GRACE_SECONDS`` (what is not answered is played on the page)."""
        crew, host = self.crew, self.host
        if crew is None or not crew.serves(owner):
            await host.yield_task()
            return None
        grace = helping.WORLDS_GRACE_SECONDS if crew.handed else helping.GRACE_SECONDS
        deadline = host.perf() + grace
        awaited = False
        while crew.waiting() and (left := deadline - host.perf()) > 0:
            awaited = True
            if not await host.hear(left):
                break
        if not awaited:
            await host.yield_task()  # (the next slice in a task of its own all the same)
        return crew.gather()
