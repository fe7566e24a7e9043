"""Benchmark (not a test): how long the review's judgement of the player's decisions takes, in
CPython and in the page, for one whole game.

    .venv/bin/python scripts/bench_judge.py [--players 4] [--seed 5] [--levels expert] [--no-page]

The game: the page's own app plays the deal in CPython, the player's seat answered by the
e2e tests' passive player (she passes wherever she may, lays out her first card, asks the least),
against bots of ``--levels``. Then: the judgement in CPython (``pyapp.review.judgement``, timed
alone, with its decisions and rollout counts), and in the page (the save put in the browser's
storage, the review opened, timed from the click until the costliest decisions are shown), with
the longest main-thread task the browser saw meanwhile (wall clock) and the app's own breakdown,
and the longest by CPU time from a Chromium trace (what a quiet machine would see), in ms. Both
judge the same record, so they find the same decisions (printed).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e.support import (  # noqa: E402
    LONG_TASKS,
    Server,
    launch_options,
    wait_ready,
)
from e2e.tables import save_before, storage_script  # noqa: E402
from engine.analysis import judge as judge_mod  # noqa: E402
from pyapp import review as review_mod  # noqa: E402
from pyapp.review_dialog import move_words, taken_words  # noqa: E402
from pyapp.session import Session  # noqa: E402


def drained(work):  # type: ignore[no-untyped-def]
    steps = 0
    while True:
        try:
            next(work)
            steps += 1
        except StopIteration as done:
            return done.value, steps


def main_thread_tasks(trace: dict) -> list[float]:  # type: ignore[type-arg]
    """The CPU time (ms) of every task of the page's main thread in a Chromium trace: its
    ``RunTask`` events' thread duration (``tdur``), which time spent descheduled does not
    inflate, unlike the long-task observer's wall-clock durations."""
    events = trace.get("traceEvents", [])
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"}
    return [e["tdur"] / 1000 for e in events
            if e.get("name") == "RunTask" and e.get("ph") == "X" and "tdur" in e
            and (e["pid"], e["tid"]) in main]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--levels", default="expert")
    parser.add_argument("--no-page", action="store_true", help="CPython only")
    args = parser.parse_args()
    query = f"?seed={args.seed}&players={args.players}&levels={args.levels}&speed=instant"
    save = save_before(query, lambda c: c.session is not None and c.dialog == "over")
    session = Session.load(save)
    review, _ = drained(review_mod.build(session))
    found, _ = drained(review_mod.decisions(session.record(), session.settings.humans))
    print(f"{args.players} players, seed {args.seed}, {args.levels} bots: "
          f"{session.actions} actions, {len(found)} decisions of the player")
    print(f"budget: screen {judge_mod.SCREEN_WORLDS} worlds a move, the master's search "
          f"{judge_mod.SEARCH_ROLLOUTS} rollouts and {judge_mod.JUDGE_WORLDS} worlds a move for "
          f"the {review_mod.FINALISTS} finalists")
    started = time.perf_counter()
    result, steps = drained(review_mod.judge(session, review))
    seconds = time.perf_counter() - started
    print(f"CPython: {seconds:.1f} s in {steps} slices")
    for costly in result.costly[0]:
        print(f"  round {costly.round}: {taken_words('en', costly)} / master: "
              f"{move_words('en', costly.step, costly.best)}: -${costly.cost:.1f} "
              f"(±{costly.error:.1f}), replay at {costly.at}")
    if args.no_page:
        return
    from playwright.sync_api import expect, sync_playwright

    server = Server()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            context = browser.new_context(viewport={"width": 1100, "height": 900})
            context.add_init_script(LONG_TASKS)
            context.add_init_script(storage_script(save))
            page = context.new_page()
            page.goto(server.url + query)
            wait_ready(page)
            page.evaluate("window.__longTasks = []")
            over = page.get_by_role("dialog", name="Game over")
            browser.start_tracing(page=page, categories=[
                "toplevel", "devtools.timeline", "v8.execute",
                "disabled-by-default-devtools.timeline"])
            started = time.monotonic()
            over.get_by_role("button", name="Review", exact=True).click()
            dialog = page.get_by_role("dialog", name="Review of the game")
            judged = dialog.locator(".judgement table, .judgement .judge-none")
            expect(judged.first).to_be_visible(timeout=1_800_000)
            seconds = time.monotonic() - started
            trace = json.loads(browser.stop_tracing())
            cpu = main_thread_tasks(trace)
            if os.environ.get("BENCH_TRACE"):
                Path(os.environ["BENCH_TRACE"]).write_text(json.dumps(trace))
            tasks = page.evaluate("window.__longTasks")
            parts = json.loads(page.evaluate("window.modernArt.longest()"))
            breakdown = ", ".join(f"{k} {v:.0f}" for k, v in sorted(parts.items()))
            over_100 = sum(1 for t in tasks if t > 100)
            print(f"page: {seconds:.1f} s from the click; longest task "
                  f"{max(tasks, default=0):.0f} ms, {over_100} of {len(tasks)} long tasks over "
                  f"100 ms ({breakdown})")
            print(f"  main thread's tasks by CPU time (the same tasks without the other "
                  f"processes' share of the machine): longest {max(cpu, default=0):.0f} ms, "
                  f"{sum(1 for t in cpu if t > 100)} over 100 ms, {sum(1 for t in cpu if t > 50)}"
                  f" over 50 ms, of {len(cpu)}")
            shown = dialog.locator(".judgement tbody tr")
            print(f"  {shown.count()} costly decisions shown (CPython: {len(result.costly[0])})")
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
