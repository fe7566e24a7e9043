"""Benchmark (not a test): this version's bot against a field of an earlier version's bots.

    python scripts/versus_baseline.py --baseline PATH [--challenger expert] [--field expert]
        [--players 4] [--deals 250] [--seed 1] [--jobs 1] [--set KEY=NUMBER ...]

``PATH`` is a tree of the earlier commit (``git worktree add --detach PATH f9716b2``, or ``git
archive f9716b2 | tar -x -C PATH``). A duplicate tournament as ``python -m engine tournament``
plays it (every deal once per seat, the challenger rotated through every seat; every seat's bot
seeded by ``bot_seed``), with the field's bots loaded from ``PATH`` (``scripts/baseline.py``):
they get the same observation dicts, and their actions come back through the record's JSON form.
Printed: the challenger's win share with its Wilson 95% interval, mean rank, margin and money.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline import BaselineBot, load

from engine.bots import OPTIONS, bot_seed, make_bot
from engine.match import play_game
from engine.tournament import GameResult, deal_seed, summarise

_BASELINE = ""


def _start(path: str) -> None:
    global _BASELINE
    _BASELINE = path
    load(path)


def play_one(task: tuple[int, int, int, str, str, int, dict[str, Any]]) -> GameResult:
    deal, seat, players, challenger, field, seed, options = task
    game_seed = deal_seed(seed, deal)
    bots: list[Any] = [make_bot(challenger, s, bot_seed(game_seed, s), **options) if s == seat
                       else BaselineBot(field, s, bot_seed(game_seed, s))
                       for s in range(players)]
    return GameResult.of(deal, seat, play_game([b.level for b in bots], game_seed, bots=bots))


def _number(text: str) -> float:
    value = float(text) if "." in text or "e" in text.lower() else int(text)
    if not math.isfinite(value):
        raise ValueError(text)
    return value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, help="a tree of the earlier commit")
    parser.add_argument("--challenger", default="expert")
    parser.add_argument("--field", default="expert")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=250)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=NUMBER")
    args = parser.parse_args()
    options: dict[str, Any] = {}
    for setting in args.set:
        key, _, text = setting.partition("=")
        options[key] = _number(text)
    OPTIONS[args.challenger].build(**options)  # refuses a bad option before playing
    _start(args.baseline)
    work = [(deal, seat, args.players, args.challenger, args.field, args.seed, options)
            for deal in range(args.deals) for seat in range(args.players)]
    started = time.perf_counter()
    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(
                args.jobs, initializer=_start, initargs=(args.baseline,)) as pool:
            results = list(pool.imap(play_one, work, chunksize=4))
    else:
        results = [play_one(task) for task in work]
    summary = summarise(results)
    print(f"new {args.challenger} vs {args.players - 1}x old {args.field} "
          f"(baseline {args.baseline}): {summary.games} games")
    print(f"win share {summary.win_share:.1%} (95% CI {summary.low:.1%} to {summary.high:.1%}; "
          f"an equal player wins {1 / args.players:.1%})")
    print(f"mean rank {summary.mean_rank:.2f}, mean margin over best opponent "
          f"{summary.mean_margin:+.1f}, mean money {summary.mean_money:.1f}")
    print(f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
