"""Fit what the table is worth where a master's rollout stops (prints figures; not a test).

    python scripts/fit_rollout_value.py [--games 2000] [--seed 1] [--jobs 2] [--write | --check]

A rollout of the master stops once a round has ended and the next one has been dealt. Its score
then needs each seat's worth: money, and the cards still in hand, which will earn more later.
This script plays ``--games`` games of four experts (and of three and five: each player count
apart, the classic and the online rules in turn), and at the start of rounds 2, 3 and 4 keeps for
each seat its money, its hand (how many cards, and the sum of their artists' tokens so far) and
its money at the game's end. Then, for each player count and each of those rounds:

- **the hand's value**: the money a seat has still to earn, against the table's mean, fitted by
  least squares on its cards and their tokens, also against the table's mean (what every seat
  gains alike drops out): a card in hand is worth ``per_card + per_token * tokens``;
- **the chance to win**: a conditional logit on wealth (money plus the hand's value): seat ``i``
  wins with probability ``exp(beta * W_i) / sum_j exp(beta * W_j)`` (a shared win split), with
  ``beta`` of greatest likelihood (a golden-section search).

Printed: both fitted on the odd games and measured on the even ones, beside the rollout's
standing formula (``keep`` 0.5 of each card's tokens plus ``HELD_BONUS``): the share of the
money still to come each explains (R², against the table's mean) and the winner's mean log
likelihood (the higher the better; ``log(1/players)`` knows nothing). With ``--write``, the fit
on all games is written to ``engine/bots/fitted.py``, which the master's ``fitted`` option reads;
with ``--check`` the script exits 1 unless its fit is that file's (the file's ``SOURCE`` line is
the command that made it). Everything depends only on ``--games`` and ``--seed``, not on
``--jobs``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots.rollout import HELD_BONUS
from engine.match import play_game
from engine.scoring import cumulative_tokens
from engine.state import State
from engine.tournament import deal_seed, in_order

PLAYERS = (3, 4, 5)
ROUNDS = (2, 3, 4)  # the round just begun where a rollout stops (it stops after rounds 1 to 3)
VARIANTS = ("classic", "online")
OUTPUT = Path(__file__).resolve().parent.parent / "engine" / "bots" / "fitted.py"
OLD_KEEP = 0.5  # the standing formula: this share of each card's tokens plus HELD_BONUS
BETA_RANGE = (0.0, 0.5)


@dataclass(frozen=True, slots=True)
class Start:
    """One round's start in one game (``game``, its index): per seat, money, cards in hand, the
    sum of their tokens, and money at the game's end."""

    game: int
    round: int
    money: tuple[int, ...]
    cards: tuple[int, ...]
    tokens: tuple[int, ...]
    final: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Fit:
    per_card: float
    per_token: float
    beta: float

    def hand(self, cards: int, tokens: int) -> float:
        return self.per_card * cards + self.per_token * tokens


def starts(task: tuple[int, int, int]) -> list[Start]:
    """The starts of rounds 2 to 4 of game ``index`` of experts at ``players`` (a top-level
    function: the jobs' processes run it). A round is missing where nobody had a card to begin
    it with (only round 4 can be: the game ended with round 3)."""
    players, seed, index = task
    seen: list[tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = []

    def on_action(state: State) -> None:
        last = seen[-1][0] if seen else 1
        if not state.over and state.round > last:
            worth = cumulative_tokens(state.values, state.round)
            seen.append((state.round, tuple(state.money), tuple(len(h) for h in state.hands),
                         tuple(sum(worth[c.artist_index] for c in h) for h in state.hands)))

    end = play_game(["expert"] * players, deal_seed(seed * 10 + players, index),
                    VARIANTS[index % len(VARIANTS)], on_action=on_action)
    return [Start(index, r, money, cards, tokens, tuple(end.money))
            for r, money, cards, tokens in seen]


def centred(values: Sequence[float]) -> list[float]:
    mean = sum(values) / len(values)
    return [v - mean for v in values]


def fit_hand(rows: Sequence[Start]) -> tuple[float, float]:
    """Least squares of the money still to come on cards and tokens, each against its table's
    mean: (per card, per token)."""
    sxx = sxy = syy = sxz = syz = 0.0
    for row in rows:
        gain = centred([f - m for f, m in zip(row.final, row.money, strict=True)])
        for x, y, z in zip(centred(row.cards), centred(row.tokens), gain, strict=True):
            sxx += x * x
            sxy += x * y
            syy += y * y
            sxz += x * z
            syz += y * z
    det = sxx * syy - sxy * sxy
    if det <= 1e-9 * sxx * syy:  # (also when either never varies)
        raise ValueError("the hands do not vary enough to fit")
    return (sxz * syy - syz * sxy) / det, (syz * sxx - sxz * sxy) / det


def explained(rows: Sequence[Start], value: Callable[[int, int], float]) -> float:
    """R²: the share of the money still to come (against the table's mean) that ``value`` of
    each seat's hand explains."""
    total = residual = 0.0
    for row in rows:
        gain = centred([f - m for f, m in zip(row.final, row.money, strict=True)])
        guess = centred([value(c, t) for c, t in zip(row.cards, row.tokens, strict=True)])
        total += sum(g * g for g in gain)
        residual += sum((g - v) ** 2 for g, v in zip(gain, guess, strict=True))
    return 1 - residual / total


def likelihood(rows: Sequence[Start], value: Callable[[int, int], float], beta: float) -> float:
    """The winners' mean log likelihood under the logit on wealth (a shared win split)."""
    total = 0.0
    for row in rows:
        wealth = [m + value(c, t) for m, c, t in zip(row.money, row.cards, row.tokens,
                                                     strict=True)]
        top = max(wealth)
        weights = [math.exp(beta * (w - top)) for w in wealth]
        norm = math.log(sum(weights))
        best = max(row.final)
        winners = [s for s, f in enumerate(row.final) if f == best]
        total += sum(beta * (wealth[s] - top) - norm for s in winners) / len(winners)
    return total / len(rows)


def fit_beta(rows: Sequence[Start], value: Callable[[int, int], float]) -> float:
    """The logit's ``beta`` of greatest likelihood (it is concave in beta), to 1e-6, within
    ``BETA_RANGE`` (an optimum at its edge raises ``ValueError``)."""
    low, high = BETA_RANGE
    ratio = (math.sqrt(5) - 1) / 2
    while high - low > 1e-6:
        a, b = high - ratio * (high - low), low + ratio * (high - low)
        if likelihood(rows, value, a) < likelihood(rows, value, b):
            low = a
        else:
            high = b
    beta = round((low + high) / 2, 6)
    if not BETA_RANGE[0] + 1e-5 < beta < BETA_RANGE[1] - 1e-5:
        raise ValueError(f"the chance to win fits best at the edge of {BETA_RANGE}: {beta}")
    return beta


def fit(rows: Sequence[Start]) -> Fit:
    per_card, per_token = fit_hand(rows)
    per_card, per_token = round(per_card, 4), round(per_token, 4)
    return Fit(per_card, per_token, fit_beta(rows, Fit(per_card, per_token, 0).hand))


def old_value(cards: int, tokens: int) -> float:
    return OLD_KEEP * (tokens + HELD_BONUS * cards)


def collect(players: int, games: int, seed: int, jobs: int) -> dict[int, list[Start]]:
    """The starts of ``games`` games at ``players``, by round."""
    found: dict[int, list[Start]] = {r: [] for r in ROUNDS}
    for rows in in_order(starts, [(players, seed, i) for i in range(games)], jobs):
        for row in rows:
            found[row.round].append(row)
    return found


def render(fits: dict[int, dict[int, Fit]], games: int, seed: int) -> str:
    lines = [
        '"""The master\'s end-of-round value: written by ``scripts/fit_rollout_value.py`` '
        "(do not edit;",
        "rerun it with ``--write``), from games of experts. Per player count and the round just "
        "begun:",
        "a card in hand is worth ``per_card + per_token * its artist's tokens so far``, and a "
        "seat's",
        "chance to win is ``exp(beta * W)`` over the table's sum, ``W`` its money plus its "
        'hand\'s worth."""',
        "",
        f"SOURCE = \"python scripts/fit_rollout_value.py --games {games} --seed {seed} --write\"",
        "# players -> round just begun -> (per_card, per_token, beta)",
        "VALUE: dict[int, dict[int, tuple[float, float, float]]] = {",
    ]
    for players in sorted(fits):
        lines.append(f"    {players}: {{")
        lines += [f"        {r}: ({f.per_card!r}, {f.per_token!r}, {f.beta!r}),"
                  for r, f in sorted(fits[players].items())]
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per player count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--write", action="store_true", help=f"write {OUTPUT.name}")
    parser.add_argument("--check", action="store_true",
                        help=f"exit 1 unless the fit is the one {OUTPUT.name} holds")
    args = parser.parse_args(argv)
    if args.games < 4:
        parser.error("--games must be at least 4 (half of them measure the other half's fit)")
    began = time.monotonic()
    fits: dict[int, dict[int, Fit]] = {}
    print("| players | round begun | starts | R² standing | R² fitted | per card | per token "
          "| log lik. standing | log lik. fitted | beta |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for players in PLAYERS:
        found = collect(players, args.games, args.seed, args.jobs)
        fits[players] = {}
        for r in ROUNDS:
            rows = found[r]
            odd = [row for row in rows if row.game % 2]
            even = [row for row in rows if not row.game % 2]
            half = fit(odd)
            standing = fit_beta(odd, old_value)
            print(f"| {players} | {r} | {len(rows)} | {explained(even, old_value):.3f} "
                  f"| {explained(even, half.hand):.3f} | {half.per_card:.2f} "
                  f"| {half.per_token:.3f} | {likelihood(even, old_value, standing):.4f} "
                  f"| {likelihood(even, half.hand, half.beta):.4f} | {half.beta:.4f} |")
            fits[players][r] = fit(rows)
        sys.stdout.flush()
    print(f"\n{args.games} games per player count, seed {args.seed}: "
          f"{time.monotonic() - began:.0f} s")
    text = render(fits, args.games, args.seed)
    if args.check:
        same = OUTPUT.read_text(encoding="utf-8") == text
        print(f"{OUTPUT.name}: {'the same fit' if same else 'a different fit'}")
        if not same:
            return 1
    if args.write:
        OUTPUT.write_text(text, encoding="utf-8")
        print(f"written: {OUTPUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
