"""Benchmark (not a test): how long each bot level takes per decision, in CPython.

    python scripts/bench_bots.py [--games 20] [--master-games 2] [--players 4] [--levels ...]
                                 [--iterations N | --seconds S] [--config KEY=NUMBER,...]

Every level plays seeded games in every seat (the master in seat 0 against experts, its games
being slow); each decision's time is measured around ``Bot.act`` (observation in, action out).
Printed per level: decisions, p50, p95 and max in milliseconds; for the master also the same over
the decisions that ran a search (its budget applies to those), and the slices of its ``think``
(the longest the page's main thread is blocked at once). ``--config`` sets more of the master's
options, written as one config of ``scripts/master_study.py`` (``fitted=1,samples=96``).
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from master_study import check_configs, label, parse_configs

from engine.actions import Action
from engine.bots import Bot, Options, bot_seed, make_bot
from engine.bots.master import ITERATIONS
from engine.match import play_game


def quantiles(times: list[float]) -> str:
    if not times:
        return "no decisions"
    ordered = sorted(times)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    return (f"{len(ordered):6d} decisions  p50 {at(0.5):7.1f} ms  p95 {at(0.95):7.1f} ms  "
            f"max {ordered[-1] * 1000:7.1f} ms")


def sliced(bot: Bot[Options], slices: list[float], cpu: list[tuple[float, str, int]]) -> None:
    """Make ``bot.act`` drain ``bot.think`` one slice at a time, timing every slice: wall-clock
    time in ``slices``, and in ``cpu`` this process's CPU time (what the bot itself spent, the
    machine's other work left out), with the decision's step and the slice's index in it."""
    def act(observation: dict[str, Any]) -> Action:
        thinking = bot.think(observation)
        index = 0
        while True:
            started, started_cpu = time.perf_counter(), time.process_time()
            try:
                next(thinking)
            except StopIteration as done:
                slices.append(time.perf_counter() - started)
                cpu.append((time.process_time() - started_cpu, observation["step"], index))
                action: Action = done.value
                return action
            slices.append(time.perf_counter() - started)
            cpu.append((time.process_time() - started_cpu, observation["step"], index))
            index += 1

    bot.act = act  # type: ignore[method-assign]


def bench(level: str, players: int, games: int, options: dict[str, object]) -> None:
    times: list[float] = []
    searches: list[float] = []
    slices: list[float] = []
    cpu: list[tuple[float, str, int]] = []
    for seed in range(games):
        levels = [level] * players if level != "master" else ["master"] + ["expert"] * (
            players - 1)
        bots = [make_bot(lv, s, bot_seed(seed, s), **(options if lv == "master" else {}))
                for s, lv in enumerate(levels)]
        measured = range(players) if level != "master" else (0,)
        if level == "master":
            sliced(bots[0], slices, cpu)
        before = [0]

        def record(seat: int, seconds: float) -> None:
            if seat not in measured:  # noqa: B023 - used within this game only
                return
            times.append(seconds)
            bot = bots[seat]  # noqa: B023
            count = getattr(bot, "searches", 0)
            if count != before[0]:  # noqa: B023
                searches.append(seconds)
                before[0] = count  # noqa: B023

        play_game(levels, seed, bots=bots, on_decision=record)
    print(f"{level:>7}: {quantiles(times)}", flush=True)
    if level == "master":
        print(f"{'search':>7}: {quantiles(searches)}", flush=True)
        print(f"{'slice':>7}: {quantiles(slices)}".replace("decisions", "slices   "), flush=True)
        times_cpu = [seconds for seconds, _, _ in cpu]
        print(f"{'cpu':>7}: {quantiles(times_cpu)}".replace("decisions", "slices   ")
              + " (slices in CPU time)", flush=True)
        first = [seconds for seconds, _, index in cpu if index == 0]
        print(f"{'first':>7}: {quantiles(first)}".replace("decisions", "slices   ")
              + " (the first slice of each decision, before any search, in CPU time)",
              flush=True)
        policy = [seconds for seconds, _, index in cpu if index == 1]
        print(f"{'policy':>7}: {quantiles(policy)}".replace("decisions", "slices   ")
              + " (the second slice: its own policy's move and the candidates, in CPU time)",
              flush=True)
        longest = sorted(cpu, reverse=True)[:3]
        print("         longest in CPU time: " + ", ".join(
            f"{seconds * 1000:.1f} ms ({step}, slice {index})" for seconds, step, index in longest),
            flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--master-games", type=int, default=2)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--levels", default="random,novice,expert,master")
    parser.add_argument("--iterations", type=int, default=ITERATIONS)
    parser.add_argument("--seconds", type=float, default=None,
                        help="the master's time budget per decision instead of --iterations")
    parser.add_argument("--config", default="",
                        help="more of the master's options: key=number,... (no budget)")
    args = parser.parse_args()
    budget = (f"{args.seconds} s a decision" if args.seconds is not None
              else f"{args.iterations} rollouts a search")
    options: dict[str, object] = ({"seconds": args.seconds} if args.seconds is not None
                                  else {"iterations": args.iterations})
    if args.config:
        try:
            more, *others = parse_configs(args.config)
            if others:
                raise ValueError("one config only")
            if {"iterations", "seconds"} & set(more):
                raise ValueError("give the budget as --iterations or --seconds")
            check_configs([more])
        except ValueError as error:
            parser.error(f"--config: {error}")
        options.update(more)
        budget += f", {label(more)}"
    print(f"Python {platform.python_version()}, {args.players} players, classic; master: "
          f"{budget}")
    started = time.perf_counter()
    for level in args.levels.split(","):
        games = args.master_games if level == "master" else args.games
        bench(level, args.players, games, options)
    print(f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
