"""Benchmark (not a test): how many bids an auction takes among bots, and how their bids spread.

    python scripts/bid_counts.py [--games 200] [--level expert] [--players 4] [--seed 0]
                                 [--jobs 1]

Plays seeded games with ``--level`` in every seat (bot seeds from ``bot_seed``) and prints, for
open and once-around auctions, the median, 95th percentile and maximum number of bids a lot took
and their distribution; for sealed auctions, how often two non-auctioneers' bids were within $1
of each other; and how bids spread below the lot's highest.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.match import play_game

BUCKETS = (1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 40)


def lots(levels: list[str], seed: int) -> list[tuple[str, int, list[int]]]:
    """Every auction of one game: its type, its auctioneer and its bids (sealed: by seat)."""
    state = play_game(levels, seed)
    out: list[tuple[str, int, list[int]]] = []
    current: tuple[str, int, list[int]] | None = None
    for event in (e.to_json() for e in state.events):
        kind = event["event"]
        if kind == "auction_started":
            current = (event["auction"], event["auctioneer"], [])
        elif current is None:
            continue
        elif kind == "bid":
            current[2].append(event["amount"])
        elif kind == "sealed_revealed":
            current[2].extend(event["bids"])
        elif kind in ("sold", "taken_free"):
            out.append(current)
            current = None
    return out


def quantile(xs: list[int], q: float) -> int:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def histogram(counts: list[int]) -> str:
    tally: Counter[int] = Counter()
    for n in counts:
        bucket = next((b for b in BUCKETS if n <= b), BUCKETS[-1] + 1)
        tally[bucket] += 1
    parts = []
    low = 0
    for b in (*BUCKETS, BUCKETS[-1] + 1):
        if tally[b]:
            if b > BUCKETS[-1]:
                label = f">{BUCKETS[-1]}"
            else:
                label = str(b) if b == low + 1 else f"{low + 1}-{b}"
            parts.append(f"{label}: {tally[b] / len(counts):.0%}")
        low = b
    return ", ".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    levels = [args.level] * args.players
    started = time.perf_counter()
    seeds = range(args.seed, args.seed + args.games)
    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            games = pool.starmap(lots, [(levels, s) for s in seeds])
    else:
        games = [lots(levels, s) for s in seeds]
    every = [lot for game in games for lot in game]
    print(f"{args.games} games of {args.players}x {args.level} (seeds {seeds.start} to "
          f"{seeds.stop - 1}), {len(every)} auctions, {time.perf_counter() - started:.0f} s")
    for kind in ("open", "once_around"):
        counts = [len(bids) for auction, _, bids in every if auction == kind]
        if counts:
            print(f"{kind}: {len(counts)} lots; bids per lot: median {quantile(counts, 0.5)}, "
                  f"95th percentile {quantile(counts, 0.95)}, max {max(counts)}")
            print(f"  distribution: {histogram(counts)}")
    pairs = []  # |difference| between two non-auctioneers' sealed bids of one lot
    for auction, auctioneer, bids in every:
        if auction == "sealed":
            others = [b for s, b in enumerate(bids) if s != auctioneer and b > 0]
            pairs += [abs(a - b) for a, b in itertools.combinations(others, 2)]
    if pairs:
        close = sum(1 for d in pairs if d <= 1) / len(pairs)
        print(f"sealed: {len(pairs)} pairs of bids by two non-auctioneers in one lot: within $1 "
              f"of each other in {close:.0%}; median difference {quantile(pairs, 0.5)}")
    for kind in ("sealed", "once_around"):
        shares = sorted(round(100 * b / max(bids)) for auction, _, bids in every
                        if auction == kind and max(bids, default=0) > 0 for b in bids if b > 0)
        if shares:
            print(f"{kind}: bids as a share of the lot's highest bid: 10th/50th/90th "
                  f"percentile {quantile(shares, 0.1)}%/{quantile(shares, 0.5)}%/"
                  f"{quantile(shares, 0.9)}%")

if __name__ == "__main__":
    main()
