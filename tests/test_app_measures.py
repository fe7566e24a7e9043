"""The page's own measurements (pyapp/measures.py): the longest stretch of each kind of work and
the five slowest drawings with their parts, as the benchmark scripts read them."""

from __future__ import annotations

import time

from pyapp.measures import Timings, now_ms


def started_ago(ms: float) -> float:
    """A ``perf_counter`` reading ``ms`` milliseconds ago."""
    return time.perf_counter() - ms / 1000


def test_the_longest_of_each_kind_is_kept() -> None:
    timings = Timings()
    timings.note_task("think.master", started_ago(30))
    timings.note_task("think.master", started_ago(10))
    timings.note_task("job.review", started_ago(5))
    assert timings.longest["think.master"] >= 30 > timings.longest["job.review"] >= 5


def test_the_five_slowest_drawings_are_kept_with_their_parts() -> None:
    timings = Timings()
    for ms in (40, 10, 70, 20, 60, 30, 50):
        timings.drawing_began()
        timings.note_task("draw.board", started_ago(ms / 2))
        timings.drawing_ended(started_ago(ms))
    spent = [drawing for drawing, _ in timings.slowest]
    assert len(spent) == 5 and spent == sorted(spent, reverse=True) and spent[-1] >= 30
    assert all(set(parts) == {"draw.board"} and parts["draw.board"] < drawing
               for drawing, parts in timings.slowest)


def test_a_garbage_collection_counts_from_its_start_to_its_end() -> None:
    timings = Timings()
    timings.on_gc("stop", {})  # (an end with no start counts nothing)
    assert "gc" not in timings.longest
    timings.on_gc("start", {})
    timings.on_gc("stop", {})
    assert timings.longest["gc"] >= 0 and timings.gc_started is None


def test_the_page_clock_runs_forward_in_milliseconds() -> None:
    first = now_ms()
    time.sleep(0.002)
    assert now_ms() - first >= 2
