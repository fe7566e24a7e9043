"""The page's own measurements: the longest stretch of each kind of main-thread work (a bot's
slice, a drawing and its parts, a job's slice, a garbage collection) and the five slowest
drawings, in milliseconds. The benchmark scripts read them from the page; nothing here decides
anything a player sees."""

from __future__ import annotations

import time


def now_ms() -> float:
    """The page's clock: milliseconds on a monotonic clock (what the app's ``now`` is)."""
    return time.monotonic() * 1000


class Timings:
    def __init__(self) -> None:
        self.longest: dict[str, float] = {}
        self.parts: dict[str, float] = {}  # the drawing under way, by part (ms)
        self.slowest: list[tuple[float, dict[str, float]]] = []  # the slowest drawings
        self.gc_started: float | None = None  # when the garbage collection under way started

    def note_task(self, kind: str, started: float) -> None:
        """The longest stretch of each kind of main-thread work, in ms (``started``: its
        ``time.perf_counter()`` at the start)."""
        spent = (time.perf_counter() - started) * 1000
        self.longest[kind] = max(self.longest.get(kind, 0.0), spent)
        if kind.startswith("draw"):
            self.parts[kind] = self.parts.get(kind, 0.0) + spent

    def drawing_began(self) -> None:
        self.parts = {}

    def drawing_ended(self, started: float) -> None:
        """A drawing is over: kept with its parts if it is among the five slowest."""
        self.note_task("draw", started)
        spent = self.parts.pop("draw")
        self.slowest = sorted([*self.slowest, (spent, self.parts)], key=lambda kept: -kept[0])[:5]

    def on_gc(self, phase: str, info: dict[str, int]) -> None:
        """Each garbage collection's length, as the longest of kind "gc" (it runs inside
        whatever task made it due). A ``gc.callbacks`` entry."""
        if phase == "start":
            self.gc_started = time.perf_counter()
        elif self.gc_started is not None:
            self.note_task("gc", self.gc_started)
            self.gc_started = None
