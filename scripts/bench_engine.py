"""Benchmark (not a test): random full games per second on one CPython core.

    python scripts/bench_engine.py [--games 2000] [--players 4]

Two figures: the engine alone (a random legal action picked straight from ``legal_actions``), and
the same games driven through the bot interface (``observe`` + ``RandomBot``), which the bots pay.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.match import play_game
from engine.playout import random_game


def engine_games(players: int, games: int, variant: str) -> tuple[float, int]:
    actions = 0
    started = time.perf_counter()
    for seed in range(games):
        actions += len(random_game(players, seed, variant).actions)
    return time.perf_counter() - started, actions


def bot_games(players: int, games: int, variant: str) -> tuple[float, int]:
    actions = 0
    started = time.perf_counter()
    for seed in range(games):
        actions += len(play_game(["random"] * players, seed, variant).actions)
    return time.perf_counter() - started, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", default="classic")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, {args.players} players, {args.variant}, "
          f"{args.games} games each")
    for name, run in (("engine only", engine_games), ("through observe + RandomBot", bot_games)):
        elapsed, actions = run(args.players, args.games, args.variant)
        print(f"{name:>28}: {args.games / elapsed:7.0f} games/s  {actions / elapsed:8.0f} "
              f"actions/s  ({actions / args.games:.0f} actions a game)")


if __name__ == "__main__":
    main()
