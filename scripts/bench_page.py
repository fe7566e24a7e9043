"""Benchmark (not a test): the longest main-thread task while bots think, one game per bot level.

    .venv/bin/python scripts/bench_page.py [--levels random,novice,expert,master] [--players 4]

For each level it serves the site, opens the page in Chromium, lets the simple e2e human play a
whole game at "instant" speed against that level, and prints the longest task the browser's
long-task observer saw after the page was ready, with the app's own breakdown (drawing the table,
each level's thinking slices, applying an action), in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from e2e.human import Human  # noqa: E402
from e2e.support import (  # noqa: E402
    CHROMIUM_ARGS,
    LONG_TASKS,
    Server,
    chromium_path,
    wait_ready,
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="random,novice,expert,master")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    server = Server()
    try:
        with sync_playwright() as playwright:
            options = {"args": CHROMIUM_ARGS}
            if chromium_path():
                options["executable_path"] = chromium_path()
            browser = playwright.chromium.launch(**options)
            print(f"{args.players} players, seed {args.seed}; times in ms")
            for level in args.levels.split(","):
                context = browser.new_context(viewport={"width": 1100, "height": 900})
                context.add_init_script(LONG_TASKS)
                page = context.new_page()
                page.goto(f"{server.url}?seed={args.seed}&players={args.players}&human=0"
                          f"&levels={level}&speed=instant")
                wait_ready(page)
                page.evaluate("window.__longTasks = []")
                started = time.monotonic()
                Human(page).play_to_the_end(limit_seconds=1800)
                tasks = page.evaluate("window.__longTasks")
                parts = json.loads(page.evaluate("window.modernArt.longest()"))
                breakdown = ", ".join(f"{k} {v:.0f}" for k, v in sorted(parts.items()))
                print(f"{level:>8}: longest task {max(tasks, default=0):5.0f} "
                      f"({len(tasks)} over 50 ms) in a {time.monotonic() - started:.0f} s game; "
                      f"app: {breakdown}")
                for seat, bot in json.loads(page.evaluate("window.modernArt.searches()")).items():
                    if bot["searches"]:
                        print(f"          seat {seat} ({bot['level']}): {bot['searches']} searches,"
                              f" {bot['rollouts'] / bot['searches']:.0f} rollouts a search on "
                              "average in this browser")
                context.close()
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
