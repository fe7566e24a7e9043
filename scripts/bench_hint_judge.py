"""Benchmark (not a test): how far the lot box's hint ("worth paying up to about $N") is from what
the review's judge recommends for the same lot, on positions from seeded bot games.

    .venv/bin/python scripts/bench_hint_judge.py [--games 6] [--seed 0] [--players 4]
        [--levels expert,master] [--verdicts]

Each game is played by bots (``--levels``: the seats' levels in turn, the first seat included;
the master with ``--iterations`` rollouts a search); the first seat is the "player". Her
decisions are read from the record as the review reads them (``pyapp.review.decisions``: one per
open lot, at her first answer), and for each auction she could bid in (open, once around,
sealed) the script works out:

- the hint, as the lot box shows it (``suggest_max_bid`` with the page's sample count);
- the judge's recommendation: the master's own search from her observation, with the judge's
  seed and rollout budget (``pyapp.review``: ``Judge.judge``'s first half): in an open auction
  the limit it would bid up to, otherwise its bid (a pass: stay out).

A limit below the lowest bid she may make means staying out, so both are read that way (-1)
before they are compared. Printed per auction type: the difference judge - hint (median,
quartiles, the share within $5 / $10 and within 10% / 20% of the lot's value). With
``--verdicts`` also the judge's verdict on following the hint (bidding up to it, or staying out
below the lowest bid; once around and sealed: bidding it), its estimated cost, how often it is
costly by the review's test, and how often the review lists it (costly and not within the hint's
margin, ``judge.hint_excuses``), per auction type.
Fixed-price lots are left out: there she answers one price and the hint is not a limit.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import GameRecord  # noqa: E402
from engine.actions import Action, Do  # noqa: E402
from engine.analysis.judge import SEARCH_ROLLOUTS, Choice, Judge, hint_excuses  # noqa: E402
from engine.bots.base import drain  # noqa: E402
from engine.bots.hint import suggest_max_bid  # noqa: E402
from engine.bots.master import MasterBot  # noqa: E402
from engine.bots.valuation import artist_values  # noqa: E402
from engine.cards import Card  # noqa: E402
from engine.match import play_game  # noqa: E402
from pyapp import review as review_mod  # noqa: E402
from pyapp.features.estimates import ESTIMATE_SAMPLES  # noqa: E402

STEPS = ("open", "once_around", "sealed")


def judge_limit(seat: int, seed: int, observation: dict[str, Any]) -> int:
    """The judge's recommendation (its master's search, as ``Judge.judge`` runs it): a limit in
    an open auction, else the bid; -1 for staying out."""
    master = MasterBot(seat, seed + 2, iterations=SEARCH_ROLLOUTS)
    action = master.act(observation)
    if observation["step"] == "open":
        limit = master.limits.get(master.memory.lot_index)
        return -1 if limit is None else limit
    if action.do is Do.BID and action.amount:
        return action.amount
    return -1


def lot_value(observation: dict[str, Any]) -> float:
    values = artist_values(observation, ESTIMATE_SAMPLES)
    return sum(values[Card.parse(c).artist.value] for c in observation["auction"]["cards"])


def follow(observation: dict[str, Any], hint: int) -> Choice:
    """Her move had she followed the hint: bid up to it, or stay out when it is below the
    lowest bid (sealed: bid it, or nothing)."""
    seat, step = observation["seat"], observation["step"]
    low = observation["legal"]["bid"]["min"]
    if step == "open":
        if hint < low:
            return Choice(Action(seat, Do.PASS), -1)
        return Choice(Action(seat, Do.BID, amount=low), hint)
    if hint < low:
        return Choice(Action(seat, Do.BID, amount=0) if step == "sealed"
                      else Action(seat, Do.PASS))
    return Choice(Action(seat, Do.BID, amount=hint))


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--levels", default="expert,master",
                        help="the seats' levels in turn, the first seat (the player) included")
    parser.add_argument("--iterations", type=int, default=40,
                        help="the master's rollouts a search while the games are played")
    parser.add_argument("--verdicts", action="store_true",
                        help="also the judge's verdict on following the hint (slower)")
    parser.add_argument("--detail", action="store_true", help="a line per position")
    args = parser.parse_args()
    cycle = args.levels.split(",")
    levels = [cycle[s % len(cycle)] for s in range(args.players)]
    rows: dict[str, list[tuple[float, float, float]]] = {s: [] for s in STEPS}
    verdicts: list[tuple[str, float, float, bool, bool]] = []  # step, cost, error, costly, kept
    started = time.perf_counter()
    for game in range(args.games):
        seed = args.seed + game
        state = play_game(levels, seed, options={"iterations": args.iterations})
        record = GameRecord.of(state)
        found = drain(review_mod.decisions(record, [0]))
        for decision in found:
            obs = decision.observation
            if decision.step not in STEPS or "bid" not in obs["legal"]["do"]:
                continue
            low = obs["legal"]["bid"]["min"]
            hint = suggest_max_bid(obs, ESTIMATE_SAMPLES)
            assert hint is not None
            judge_seed = review_mod._seed(seed, decision)
            best = judge_limit(0, judge_seed, obs)
            value = lot_value(obs)
            h, b = max(hint, low - 1), max(best, low - 1)  # below the lowest bid: stay out
            rows[decision.step].append((b - h, value, hint))
            line = (f"game {seed} action {decision.index} {decision.step} lot "
                    f"{'+'.join(decision.lot)} by {decision.auctioneer}: lowest bid {low}, "
                    f"value {value:.0f}, hint {hint}, judge {best}")
            if args.verdicts:
                verdict = drain(Judge(0, judge_seed, obs).judge(follow(obs, hint)))
                costly = (verdict.cost >= review_mod.MIN_COST
                          and verdict.cost > review_mod.CONFIDENCE * verdict.error)
                kept = costly and not hint_excuses(verdict.taken, verdict.best, hint, obs)
                verdicts.append((decision.step, verdict.cost, verdict.error, costly, kept))
                line += (f", following the hint costs {verdict.cost:.1f} +- {verdict.error:.1f}"
                         f"{' (listed)' if kept else ' (excused)' if costly else ''}")
            if args.detail:
                print(line, flush=True)
    seconds = time.perf_counter() - started
    print(f"{args.games} games from seed {args.seed}, {args.players} players, levels "
          f"{','.join(levels)} (the player: seat 0), hint with {ESTIMATE_SAMPLES} samples, judge "
          f"with {SEARCH_ROLLOUTS} rollouts; {seconds:.0f} s")
    print("judge - hint, dollars (a limit below the lowest bid read as staying out):")
    print(f"{'':12} {'n':>4} {'median':>7} {'q1':>5} {'q3':>5} {'|d|<=5':>7} {'|d|<=10':>8} "
          f"{'<=10%V':>7} {'<=20%V':>7} {'mean hint/V':>12}")
    every: list[tuple[float, float, float]] = []
    for step in (*STEPS, "all"):
        data = every if step == "all" else rows[step]
        if step != "all":
            every += data
        if not data:
            continue
        diffs = [d for d, _, _ in data]
        n = len(data)

        def share(ok: list[bool], n: int = n) -> str:
            return f"{100 * sum(ok) / n:.0f}%"

        ratio = statistics.mean(h / v for _, v, h in data if v > 0) if any(
            v > 0 for _, v, _ in data) else 0.0
        print(f"{step:12} {n:4} {statistics.median(diffs):7.1f} {pct(diffs, 0.25):5.0f} "
              f"{pct(diffs, 0.75):5.0f} {share([abs(d) <= 5 for d in diffs]):>7} "
              f"{share([abs(d) <= 10 for d in diffs]):>8} "
              f"{share([abs(d) <= 0.1 * v for d, v, _ in data]):>7} "
              f"{share([abs(d) <= 0.2 * v for d, v, _ in data]):>7} {ratio:12.2f}")
    if verdicts:
        print("following the hint, the judge's verdict (costly: cost >= MIN_COST and CONFIDENCE "
              "errors above 0; listed: costly, and not within HINT_MARGIN, ``hint_excuses``):")
        print(f"{'':12} {'n':>4} {'median':>7} {'q3':>5} {'max':>5} {'mean':>5} {'costly':>7} "
              f"{'listed':>7}")
        for step in (*STEPS, "all"):
            data = [v for v in verdicts if step in ("all", v[0])]
            if not data:
                continue
            costs = [c for _, c, _, _, _ in data]
            costly = sum(1 for v in data if v[3])
            kept = sum(1 for v in data if v[4])
            print(f"{step:12} {len(data):4} {statistics.median(costs):7.1f} "
                  f"{pct(costs, 0.75):5.1f} {max(costs):5.1f} {statistics.mean(costs):5.1f} "
                  f"{costly:7} {kept:7}")


if __name__ == "__main__":
    main()
