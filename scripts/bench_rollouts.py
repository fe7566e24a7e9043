"""Benchmark (not a test): the master's rollouts per second beside an earlier version's.

    python scripts/bench_rollouts.py --baseline PATH [--games 3] [--every 4] [--iterations 200]
                                     [--players 4] [--repeat 2]

``PATH`` is a tree of the earlier commit (``git worktree add --detach PATH f9716b2``, or ``git
archive f9716b2 | tar -x -C PATH``), loaded beside this one (``scripts/baseline.py``). Decision
points are taken from seeded games between experts (every ``every``-th decision of seat 0, as its
observation with the whole history); at each, a fresh master of each version decides with the
same budget, the two versions alternating which goes first. Printed per version: searches,
rollouts, seconds and rollouts per second over all points (each search's whole time: its set-up
and its rollouts), and the ratio, new over old. Times are this process's CPU time, and both
versions run in this one process, alternating, so other work on a shared machine weighs on
neither.
"""

from __future__ import annotations

import argparse
import gc
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline import load, module

from engine.bots import bot_seed, make_bot
from engine.game import apply_action, new_game
from engine.legal import to_act
from engine.observation import observe
from engine.rng import below, make_rng


def decision_points(players: int, games: int, every: int) -> list[dict[str, Any]]:
    """Observations of seat 0 (whole history) at every ``every``-th decision it faces in seeded
    games between experts."""
    points = []
    for seed in range(games):
        state = new_game(players, seed)
        bots = [make_bot("expert", s, bot_seed(seed, s)) for s in range(players)]
        order = make_rng(seed ^ 0x5EED)
        mine = 0
        while not state.over:
            seats = to_act(state)
            seat = seats[0] if len(seats) == 1 else seats[below(order, len(seats))]
            observation = observe(state, seat)
            if seat == 0:
                if mine % every == 0:
                    points.append(observation)
                mine += 1
            apply_action(state, bots[seat].act(observation))
    return points


def run(make: Any, observation: dict[str, Any], seed: int) -> tuple[int, int, float]:
    bot = make(0, seed)
    gc.collect()
    started = time.process_time()
    bot.act(observation)
    return bot.searches, bot.rollouts, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=2, help="runs of every point per version")
    args = parser.parse_args()
    load(args.baseline)
    old_master = module("bots.master").MasterBot
    versions = {
        "old": lambda seat, seed: old_master(seat, seed, iterations=args.iterations),
        "new": lambda seat, seed: make_bot("master", seat, seed, iterations=args.iterations),
    }
    points = decision_points(args.players, args.games, args.every)
    totals = {name: [0, 0, 0.0] for name in versions}
    for i, observation in enumerate(points):
        for r in range(args.repeat):
            names = list(versions) if (i + r) % 2 == 0 else list(reversed(versions))
            for name in names:
                searches, rollouts, seconds = run(versions[name], observation, 1000 + i)
                total = totals[name]
                total[0] += searches
                total[1] += rollouts
                total[2] += seconds
    print(f"Python {platform.python_version()}, {args.players} players, {len(points)} decision "
          f"points x {args.repeat}, {args.iterations} rollouts a search; baseline {args.baseline}")
    rate = {}
    for name, (searches, rollouts, seconds) in totals.items():
        rate[name] = rollouts / seconds if seconds else 0.0
        print(f"{name}: {searches} searches, {rollouts} rollouts in {seconds:.1f} s of CPU: "
              f"{rate[name]:.0f} rollouts/s")
    print(f"ratio new/old: {rate['new'] / rate['old']:.2f}x")


if __name__ == "__main__":
    main()
