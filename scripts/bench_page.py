"""Benchmark (not a test): the longest main-thread task while bots think, one game per bot level.

    .venv/bin/python scripts/bench_page.py [--levels random,novice,expert,master] [--players 4]
                                           [--later] [--look 40]
    .venv/bin/python scripts/bench_page.py --runtime [--games 2] [--every 4] [--seconds 0.5]
    .venv/bin/python scripts/bench_page.py --starts 32 --levels master [--seconds 12]
                                           [--baseline PATH]

For each level it serves the site, opens the page in Chromium (``--later``: as a later visit,
once the first has installed the offline copy and saved Python's snapshot: without that
first-visit work, which takes the spare cores for a few seconds as the table comes up), lets
the simple e2e human play a whole game at "instant" speed against that level (looking at the
page every ``--look`` ms while it waits), and prints the longest task the browser's
long-task observer saw after the page was ready, with the app's own breakdown (drawing the table,
each level's thinking slices, applying an action), in milliseconds, and for each searching bot
its searches and the rollouts they ran (``window.modernArt.searches``), its own and its helpers'
(workers): how many rollouts its half second buys in this browser.

``--starts`` measures many first visits, where a task over 50 ms is rarest but likeliest: the
first seconds (``--seconds``, 12 by default) of ``--starts`` games against the first of
``--levels``, each in a new browser profile (so each starts Python afresh, compiles its
WebAssembly anew and, once the page is quiet, installs the offline copy), seeds counted up from
``--seed``; it prints each visit's tasks over 50 ms after the page was ready (ms after ready,
duration), with the app's own longest stretches of each kind of work in that visit, and how many
visits had one (a visit that fails, the renderer crashing say, is reported and left out). With
``--baseline PATH`` (a tree of another commit, its ``make vendor`` run) it measures that tree's
page too, its visits and this tree's in turn, and prints for each the mean and the largest of
each kind of the app's longest stretches and its searching bots' rollouts a search: on a shared
machine only such side-by-side figures compare.

``--runtime`` measures the master alone in the page's runtime: the vendored Pyodide under Node
(the page's Python, built by ``make vendor``; without the page, its drawing and the browser's
scheduling), on decision points of seeded games between experts (every ``every``-th decision of
seat 0), each searched with the page's budget (``seconds`` of wall clock from the first slice,
its slices run back to back). Printed, in Pyodide and, on the same points, in this CPython: the
rollouts each search ran, the rollouts per ``seconds`` of CPU time (what the budget buys on a
quiet machine: the wall-clock figures count other programs' time too), and the longest slice
(one ``next`` of ``think``) in wall-clock and in CPU time.
"""

from __future__ import annotations

import argparse
import contextlib
import inspect
import json
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import bench_rollouts  # noqa: E402  (scripts/bench_rollouts.py: the decision points)
from playwright.sync_api import Error as PlaywrightError  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from e2e.human import Human  # noqa: E402
from e2e.support import (  # noqa: E402
    LONG_TASKS,
    LONG_TASKS_AT,
    Server,
    launch_options,
    wait_ready,
)

# The measurement run in both runtimes: each point's search, its slices timed one by one, on
# the decision points bench_rollouts.py measures (its function, as source, for Pyodide too).
SEARCHES = """
import json, sys, time
from typing import Any
from engine.bots import bot_seed, make_bot
from engine.game import apply_action, new_game
from engine.legal import to_act
from engine.observation import observe
from engine.rng import below, make_rng


""" + inspect.getsource(bench_rollouts.decision_points) + """

try:  # CPU time: Node's own count in Pyodide (its clocks there are wall clocks)
    import js

    def cpu():
        used = js.process.cpuUsage()
        return (used.user + used.system) / 1e6
except ImportError:
    cpu = time.process_time

found = []
for i, observation in enumerate(decision_points(PLAYERS, GAMES, EVERY)):
    bot = make_bot("master", 0, 1000 + i, seconds=SECONDS)
    thinking = bot.think(observation)
    longest = longest_cpu = 0.0
    first = cpu()
    while True:
        started, started_cpu = time.perf_counter(), cpu()
        try:
            next(thinking)
            done = False
        except StopIteration:
            done = True
        longest = max(longest, time.perf_counter() - started)
        longest_cpu = max(longest_cpu, cpu() - started_cpu)
        if done:
            break
    found.append([observation["step"], bot.searches, bot.rollouts, longest * 1000,
                  longest_cpu * 1000, cpu() - first])
json.dumps(found)
"""

NODE = """
import { readFileSync } from "node:fs";
const [root, code] = [process.argv[2], readFileSync(process.argv[3], "utf8")];
const vendored = `${root}/assets/vendor/pyodide/`;
const source = readFileSync(`${root}/assets/vendor/startup/startup.js`, "utf8");
const startup = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
const { loadPyodide } = await import(`${vendored}pyodide.mjs`);
const pyodide = await loadPyodide({
  indexURL: vendored, stdLibURL: `${root}/assets/vendor/startup/stdlib.zip`,
  lockFileContents: JSON.stringify(startup.lock),
});
pyodide.FS.mkdirTree("/home/pyodide/engine");
pyodide.mountNodeFS("/home/pyodide/engine", `${root}/engine`);
console.log(pyodide.runPython(code));
"""


def runtime(args: argparse.Namespace) -> None:
    """The master's searches in Pyodide under Node and in CPython, on the same points."""
    code = (f"PLAYERS, GAMES, EVERY, SECONDS = {args.players}, {args.games}, {args.every}, "
            f"{args.seconds!r}\n{SEARCHES}")
    with tempfile.TemporaryDirectory() as scratch:
        script, harness = Path(scratch) / "searches.py", Path(scratch) / "run.mjs"
        script.write_text(code)
        harness.write_text(NODE)
        done = subprocess.run(["node", str(harness), str(ROOT), str(script)], check=True,
                              capture_output=True, text=True)
    results = {"Pyodide (Node)": json.loads(done.stdout.strip().splitlines()[-1])}
    scope: dict[str, Any] = {}
    exec(code.replace("json.dumps(found)", "result = found"), scope)
    results[f"CPython {platform.python_version()}"] = scope["result"]
    print(f"{args.players} players, {args.games} games, every {args.every}th decision of seat 0; "
          f"a budget of {args.seconds} s a decision, slices back to back; times in ms")
    for name, found in results.items():
        searched = [(step, r, used) for step, searches, r, _, _, used in found if searches]
        rollouts = sorted(r for _, r, _ in searched)
        per_cpu = sorted(r / used * args.seconds for _, r, used in searched)
        print(f"{name}: {len(searched)} searches, rollouts a search: mean "
              f"{sum(rollouts) / len(rollouts):.0f}, median {rollouts[len(rollouts) // 2]}, "
              f"min {rollouts[0]}, max {rollouts[-1]}; per {args.seconds} s of CPU: mean "
              f"{sum(per_cpu) / len(per_cpu):.0f}, median {per_cpu[len(per_cpu) // 2]:.0f}; "
              f"longest slice {max(f[3] for f in found):.1f} ms, "
              f"{max(f[4] for f in found):.1f} ms of CPU")
        print("    " + ", ".join(f"{step} {r}" for step, r, _ in searched))


def starts(args: argparse.Namespace, browser: Any, server: Server) -> None:
    level = args.levels.split(",")[0]
    seconds = 12.0 if args.seconds is None else args.seconds
    sites = {"this": server}
    if args.baseline:
        sites["baseline"] = Server(Path(args.baseline))
    print(f"{args.starts} first visits, {args.players} players against {level}, the first "
          f"{seconds:.0f} s of each" + (", this tree and the baseline's in turn" if
                                         args.baseline else "") + "; times in ms")
    found: dict[str, list[tuple[bool, dict[str, float], float]]] = {name: [] for name in sites}
    try:
        for visit in range(args.starts):
            names = list(sites) if visit % 2 == 0 else list(reversed(sites))
            for name in names:
                shown = name if args.baseline else ""  # (whose page, beside a baseline)
                try:
                    found[name].append(first_visit(args, browser, sites[name], visit, level,
                                                   seconds, shown))
                except PlaywrightError as error:  # (the renderer crashed, say): not counted
                    print(visit_label(args, visit, shown) + "failed, left out: "
                          + str(error).splitlines()[0], flush=True)
    finally:
        if "baseline" in sites:
            sites["baseline"].stop()
    for name, visits in found.items():
        if not visits:
            print(f"{name}: no visit came through")
            continue
        spoilt = sum(long for long, _, _ in visits)
        label = f"{name}: " if args.baseline else ""
        print(f"{label}{spoilt} of {len(visits)} first visits had a task over 50 ms after the "
              f"page was ready")
        if args.baseline:
            kinds = sorted({kind for _, parts, _ in visits for kind in parts})
            stretches = "; ".join(
                f"{kind} mean {sum(p.get(kind, 0) for _, p, _ in visits) / len(visits):.1f} "
                f"max {max(p.get(kind, 0) for _, p, _ in visits):.0f}" for kind in kinds)
            rollouts = [r for _, _, r in visits if r]
            print(f"    the longest stretch of each kind in a visit: {stretches}; rollouts a "
                  f"search: mean {sum(rollouts) / max(1, len(rollouts)):.0f}")


def per_search(bot: dict[str, Any]) -> float:
    """A searching bot's rollouts a search, its own and its helpers' (``searches()``'s entry)."""
    return (bot["rollouts"] + bot.get("helped", 0)) / bot["searches"]


def visit_label(args: argparse.Namespace, visit: int, name: str) -> str:
    """How a first visit's line begins: its number, its seed and ``name``, whose page it was
    (empty without a baseline)."""
    return f"  visit {visit + 1} (seed {args.seed + visit}){' ' + name if name else ''}: "


def game_url(args: argparse.Namespace, server: Server, seed: int, level: str) -> str:
    """The page with a new game dealt from ``seed``: the e2e human in seat 0 against ``level``
    in the other seats, at "instant" speed."""
    return (f"{server.url}?seed={seed}&players={args.players}&human=0&levels={level}"
            "&speed=instant")


def first_visit(args: argparse.Namespace, browser: Any, server: Server, visit: int, level: str,
                seconds: float, name: str) -> tuple[bool, dict[str, float], float]:
    """One first visit's start: whether a task over 50 ms came after the page was ready, the
    app's longest stretch of each kind of work (drawing, focus, applying, thinking, collecting
    garbage) and a searching bot's mean rollouts a search."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    context.add_init_script(LONG_TASKS_AT)
    try:
        page = context.new_page()
        page.goto(game_url(args, server, args.seed + visit, level))
        wait_ready(page)
        ready = page.evaluate("performance.now()")
        with contextlib.suppress(AssertionError):  # (the game goes on: its start is measured)
            Human(page).play_to_the_end(limit_seconds=seconds, look_ms=args.look)
        after = [(round(start - ready), round(spent))
                 for start, spent in page.evaluate("window.__longTasksAt") if start > ready]
        parts = {kind: spent for kind, spent in json.loads(page.evaluate(
            "window.modernArt.longest()")).items() if "." not in kind or kind.startswith("think.")}
        bots = [bot for bot in json.loads(page.evaluate("window.modernArt.searches()")).values()
                if bot["searches"]]
        rollouts = sum(map(per_search, bots)) / len(bots) if bots else 0.0
        app = "; app: " + ", ".join(f"{k} {v:.0f}" for k, v in sorted(parts.items()))
        print(visit_label(args, visit, name)
              + (", ".join(f"{spent} at {at}" for at, spent in after) if after else "none")
              + (app if after or name else ""), flush=True)
        return bool(after), parts, rollouts
    finally:
        context.close()


def whole_game(args: argparse.Namespace, browser: Any, server: Server, level: str) -> None:
    """One game against ``level`` from start to end; its longest tasks and searches printed."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    try:
        context.add_init_script(LONG_TASKS)
        page = context.new_page()
        if args.later:
            page.goto(server.url)
            wait_ready(page)
            page.wait_for_selector("html[data-snapshot='saved']", state="attached",
                                   timeout=120_000)
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.goto(game_url(args, server, args.seed, level))
        wait_ready(page)
        page.evaluate("window.__longTasks = []")
        started = time.monotonic()
        Human(page).play_to_the_end(limit_seconds=1800, look_ms=args.look)
        tasks = page.evaluate("window.__longTasks")
        parts = json.loads(page.evaluate("window.modernArt.longest()"))
        breakdown = ", ".join(f"{k} {v:.0f}" for k, v in sorted(parts.items()))
        print(f"{level:>8}: longest task {max(tasks, default=0):5.0f} "
              f"({len(tasks)} over 50 ms) in a {time.monotonic() - started:.0f} s game; "
              f"app: {breakdown}")
        for spent, drawn in json.loads(page.evaluate("window.modernArt.slowest()")):
            made = ", ".join(f"{k[5:]} {v:.0f}" for k, v in sorted(drawn.items()) if v >= 1)
            print(f"          a drawing of {spent:.0f}: {made}")
        for seat, bot in json.loads(page.evaluate("window.modernArt.searches()")).items():
            if bot["searches"]:
                helped = bot.get("helped", 0)
                print(f"          seat {seat} ({bot['level']}): {bot['searches']} searches,"
                      f" {per_search(bot):.0f} rollouts a "
                      f"search on average in this browser ({bot['rollouts']} its own, "
                      f"{helped} its helpers')")
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="random,novice,expert,master")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--look", type=float, default=40,
                        help="ms between the human's looks at the page while it waits")
    parser.add_argument("--later", action="store_true",
                        help="play on a later visit (the first one's set-up done)")
    parser.add_argument("--runtime", action="store_true",
                        help="the master alone in Pyodide under Node and in CPython")
    parser.add_argument("--games", type=int, default=2, help="--runtime: seeded games")
    parser.add_argument("--every", type=int, default=4, help="--runtime: every n-th decision")
    parser.add_argument("--seconds", type=float, default=None,
                        help="--runtime: budget (0.5); --starts: seconds of each game (12)")
    parser.add_argument("--starts", type=int, default=0,
                        help="measure this many first visits' first seconds")
    parser.add_argument("--baseline", default="",
                        help="--starts: also measure this tree (another commit's, its "
                             "`make vendor` run), its visits and this one's in turn")
    args = parser.parse_args()
    if args.baseline and not args.starts:
        parser.error("--baseline compares first visits: give --starts too")
    if args.runtime:
        if args.seconds is None:
            args.seconds = 0.5
        runtime(args)
        return
    server = Server()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            if args.starts:
                starts(args, browser, server)
                browser.close()
                return
            print(f"{args.players} players, seed {args.seed}; times in ms")
            for level in args.levels.split(","):
                whole_game(args, browser, server, level)
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
