"""Benchmark (not a test): random full games per second on one CPython core.

    python scripts/bench_engine.py [--games 2000] [--players 4] [--variant classic]
    python scripts/bench_engine.py --baseline PATH [--rounds 5]

Two figures: the engine alone (``engine.playout.random_game``: a random legal action picked
straight from ``legal_actions`` and applied with ``apply_action``, checks, events and record
included), and the same games driven through the bot interface (``observe`` + the random bot),
which the bots pay.

With ``--baseline PATH`` (a checkout of another commit, e.g. ``git worktree add /tmp/base HEAD~3``)
the same benchmark runs on that tree's engine and on this one, each in its own subprocess, taking
turns for ``--rounds`` rounds so that the machine's noise falls on both alike; it prints each
tree's median and best run and the ratios of both. Only ratios measured side by side like this
mean anything on a shared machine. Both trees must play the same games (same seeds, same number
of actions): a difference is reported, since it means the engines' behaviour differs.

Times are the process's CPU time (``time.process_time``), which other work on a shared machine
disturbs far less than wall-clock time; on an idle machine the two agree.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Run in a subprocess with one tree's engine: time both figures, print them as JSON. It uses only
# what every version of the engine has (engine.playout.random_game, engine.match.play_game).
WORKER = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from engine.match import play_game
from engine.playout import random_game
players, games, variant, which = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
out = {}
if "engine" in which:
    actions, started = 0, time.process_time()
    for seed in range(games):
        actions += len(random_game(players, seed, variant).actions)
    out["engine"] = (time.process_time() - started, actions)
if "bots" in which:
    actions, started = 0, time.process_time()
    for seed in range(games):
        actions += len(play_game(["random"] * players, seed, variant).actions)
    out["bots"] = (time.process_time() - started, actions)
print(json.dumps(out))
"""

NAMES = {"engine": "engine only", "bots": "through observe + random bot"}


def measure(tree: Path, players: int, games: int, variant: str, which: str,
            ) -> dict[str, tuple[float, int]]:
    """One run of the worker on ``tree``'s engine: {figure: (seconds, actions)}."""
    done = subprocess.run([sys.executable, "-c", WORKER, str(tree), str(players), str(games),
                           variant, which], capture_output=True, text=True, check=True)
    return {k: (v[0], v[1]) for k, v in json.loads(done.stdout).items()}


def line(name: str, games: int, seconds: float, actions: int) -> str:
    return (f"{name:>44}: {games / seconds:7.0f} games/s  {actions / seconds:8.0f} actions/s  "
            f"({actions / games:.0f} actions a game, {seconds * 1e6 / actions:.2f} µs an action)")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--baseline", type=Path,
                        help="another checkout of the repository to compare with, side by side")
    parser.add_argument("--rounds", type=int, default=7,
                        help="with --baseline: runs of each tree, taking turns")
    parser.add_argument("--only", choices=["engine", "bots"],
                        help="time only one of the two figures")
    args = parser.parse_args()
    which = args.only or "engine,bots"
    print(f"Python {sys.version.split()[0]}, {args.players} players, {args.variant}, "
          f"{args.games} games each")
    if args.baseline is None:
        for name, (seconds, actions) in measure(ROOT, args.players, args.games, args.variant,
                                                which).items():
            print(line(NAMES[name], args.games, seconds, actions))
        return
    trees = {"baseline": args.baseline.resolve(), "this tree": ROOT}
    runs: dict[str, list[dict[str, tuple[float, int]]]] = {label: [] for label in trees}
    for round_number in range(args.rounds):
        for label, tree in trees.items():
            runs[label].append(measure(tree, args.players, args.games, args.variant, which))
        print(f"round {round_number + 1} of {args.rounds} done", file=sys.stderr)
    print(f"baseline: {trees['baseline']}; this tree: {ROOT}; {args.rounds} rounds taking turns")
    for name in NAMES:
        if name not in runs["this tree"][0]:
            continue
        rates: dict[str, dict[str, float]] = {}
        for label in trees:
            times = [r[name][0] for r in runs[label]]
            actions = runs[label][0][name][1]
            rates[label] = {"median": args.games / statistics.median(times),
                            "best": args.games / min(times), "actions": actions}
            for kind, seconds in (("median", statistics.median(times)), ("best", min(times))):
                print(line(f"{NAMES[name]}, {label}, {kind}", args.games, seconds, actions))
        for kind in ("median", "best"):
            ratio = rates["this tree"][kind] / rates["baseline"][kind]
            print(f"{NAMES[name]}: this tree runs {ratio:.2f}x the baseline's games per second "
                  f"({kind} run of each)")
        if rates["this tree"]["actions"] != rates["baseline"]["actions"]:
            print(f"NOTE: the trees played different games ({rates['baseline']['actions']:.0f} "
                  f"vs {rates['this tree']['actions']:.0f} actions)")

if __name__ == "__main__":
    main()
