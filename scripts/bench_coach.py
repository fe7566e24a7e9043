"""Benchmark (not a test): how long the coach takes to answer in the page, against CPython.

    .venv/bin/python scripts/bench_coach.py [--asks 8] [--seed 11] [--players 4]

Serves the site, opens a game against experts in Chromium, turns the coach on and, at each of
the person's first ``--asks`` decisions, presses "What would the master do?" and times the
answer in the page: from the press to the advice drawn (``performance.now()`` in the page, a
mutation observer noting when the advice appears), with the longest main-thread task the
browser's long-task observer saw meanwhile. The simple e2e human then answers and the game goes
on. Right after each answer in the page, the same advice is worked out here, in this CPython,
from the same observation and seed (the game the page saved), wall clock and CPU time; the page
and CPython take turns, so a busy machine slows both alike. Printed: each decision's times and
their ratio, then the median ratio (target: the page no more than 1.5 times CPython) and the
longest task while the coach thought.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from e2e.human import Human  # noqa: E402
from e2e.support import (  # noqa: E402
    LONG_TASKS_AT,
    Server,
    launch_options,
    settle,
    wait_ready,
)
from engine.analysis.coach import advise  # noqa: E402
from engine.bots.base import drain  # noqa: E402
from pyapp.review import decision_seed  # noqa: E402
from pyapp.session import Session  # noqa: E402
from pyapp.storage import SAVE_KEY  # noqa: E402

# In the page: the moment the coach's advice is drawn (the long tasks: ``LONG_TASKS_AT``).
WATCH = """
window.__advised = null;
new MutationObserver(() => {
  if (window.__advised === null && document.querySelector(".advice-move")) {
    window.__advised = performance.now();
  }
}).observe(document, {subtree: true, childList: true});
"""
# Press the coach's button; the press's time.
ASK = """() => {
  window.__advised = null;
  const asked = performance.now();
  document.querySelector("[data-command='ask-coach']").click();
  return asked;
}"""


def in_page(page, timeout: float = 120) -> tuple[float, float]:
    """Ask the coach now; its answer's time in the page (ms) and the longest task meanwhile."""
    asked = page.evaluate(ASK)
    deadline = time.monotonic() + timeout
    while (advised := page.evaluate("window.__advised")) is None:
        if time.monotonic() > deadline:
            raise AssertionError("the coach never answered")
        time.sleep(0.05)
    tasks = page.evaluate("window.__longTasksAt")
    during = [d for start, d in tasks if asked <= start <= advised]
    return advised - asked, max(during, default=0.0)


def saved(page) -> Session:
    """The game as the page saved it."""
    return Session.load(page.evaluate(f"localStorage.getItem({SAVE_KEY!r})"))


def in_cpython(session: Session) -> tuple[float, float]:
    """The same advice worked out here, from the game as it stood when the coach was asked:
    wall clock and CPU time, in ms."""
    seat = session.viewer
    assert seat is not None
    observation = session.observation(seat)
    seed = decision_seed(session.settings.seed, session.actions)
    wall, cpu = time.perf_counter(), time.process_time()
    drain(advise(observation, seed))
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--asks", type=int, default=8)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    server = Server()
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            context = browser.new_context(viewport={"width": 1100, "height": 900})
            context.add_init_script(LONG_TASKS_AT)
            context.add_init_script(WATCH)
            page = context.new_page()
            page.goto(f"{server.url}?seed={args.seed}&players={args.players}&levels=expert"
                      "&speed=fast")
            wait_ready(page)
            page.get_by_role("button", name="Coach", exact=True).click()
            human = Human(page)
            deadline = time.monotonic() + 900
            while len(rows) < args.asks and time.monotonic() < deadline:
                settle(page)
                if page.locator("[data-command='ask-coach']").count():
                    asked = saved(page)  # (before the press: in an open lot bots bid on)
                    page_ms, longest = in_page(page)
                    wall, cpu = in_cpython(asked)
                    rows.append((page_ms, longest, wall, cpu))
                    print(f"decision {len(rows)}: page {page_ms:6.0f} ms (longest task "
                          f"{longest:3.0f} ms); CPython {wall:6.0f} ms ({cpu:.0f} ms of CPU); "
                          f"ratio {page_ms / wall:.2f}", flush=True)
                if human.step() is None:
                    page.wait_for_timeout(40)
            browser.close()
    finally:
        server.stop()
    if not rows:
        raise SystemExit("the coach was never asked")
    ratios = [page_ms / wall for page_ms, _, wall, _ in rows]
    print(f"{len(rows)} decisions, seed {args.seed}, {args.players} players: the page took "
          f"{statistics.median(ratios):.2f} times CPython's wall-clock time (median; "
          f"{min(ratios):.2f} to {max(ratios):.2f}); page median "
          f"{statistics.median(r[0] for r in rows):.0f} ms, CPython median "
          f"{statistics.median(r[2] for r in rows):.0f} ms; the longest main-thread task while "
          f"the coach thought: {max(r[1] for r in rows):.0f} ms")


if __name__ == "__main__":
    main()
