"""Duplicate tournaments: one challenger level against a field of another, on the same deals.

Every seeded deal is played once per seat, with the challenger rotated through every seat and the
field in the others, so luck of the cards and of the seat cancels out. Reported for the
challenger: its win share (a shared win split evenly), a Wilson 95% interval on it, its mean rank
(1 = richest; ties share the average rank), its mean margin over the best opponent and its mean
money. Results depend only on the arguments (not on ``jobs``): every game is seeded.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .bots import bot_seed, make_bot
from .match import options_for, play_game


@dataclass(frozen=True, slots=True)
class GameResult:
    deal: int
    seat: int
    win: float  # 1 / number of winners if the challenger is among them, else 0
    rank: float
    margin: int
    money: int


@dataclass(frozen=True, slots=True)
class Summary:
    games: int
    win_share: float
    low: float
    high: float
    mean_rank: float
    mean_margin: float
    mean_money: float

    def lines(self, challenger: str, field: str, players: int) -> list[str]:
        return [
            f"{challenger} vs {players - 1}x {field}: {self.games} games",
            f"win share {self.win_share:.1%} (95% CI {self.low:.1%} to {self.high:.1%}; "
            f"an equal player wins {1 / players:.1%})",
            f"mean rank {self.mean_rank:.2f}, mean margin over best opponent "
            f"{self.mean_margin:+.1f}, mean money {self.mean_money:.1f}",
        ]


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (successes may be fractional: shared wins)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half)))


def deal_seed(seed: int, deal: int) -> int:
    return seed * 1_000_003 + deal


def play_one(task: tuple[int, int, int, str, str, str, int, dict[str, Any], dict[str, Any]],
             ) -> GameResult:
    """Play one game of the tournament (a top-level function, for multiprocessing)."""
    deal, seat, players, challenger, field, variant, seed, ch_opts, field_opts = task
    game_seed = deal_seed(seed, deal)
    levels = [challenger if s == seat else field for s in range(players)]
    # A seat's bot seed depends on the deal and the seat, not on who sits there.
    bots = [make_bot(level, s, bot_seed(game_seed, s),
                     **options_for(level, ch_opts if s == seat else field_opts,
                                   (challenger, field)))
            for s, level in enumerate(levels)]
    state = play_game(levels, game_seed, variant, bots=bots)
    money = state.money
    mine = money[seat]
    better = sum(1 for m in money if m > mine)
    equal = sum(1 for m in money if m == mine)
    return GameResult(
        deal=deal, seat=seat,
        win=1 / len(state.winners) if seat in state.winners else 0.0,
        rank=better + (equal + 1) / 2,
        margin=mine - max(m for s, m in enumerate(money) if s != seat),
        money=mine,
    )


def tasks(players: int, challenger: str, field: str, deals: int, seed: int, variant: str,
          challenger_options: dict[str, Any] | None = None,
          field_options: dict[str, Any] | None = None) -> list[tuple[Any, ...]]:
    return [(deal, seat, players, challenger, field, variant, seed, challenger_options or {},
             field_options or {})
            for deal in range(deals) for seat in range(players)]


def check_options(challenger: str, field: str, challenger_options: dict[str, Any] | None,
                  field_options: dict[str, Any] | None) -> None:
    """Raise ``ValueError`` naming an option that neither level has or whose value is refused."""
    for level, options in ((challenger, challenger_options), (field, field_options)):
        make_bot(level, 0, 0, **options_for(level, options or {}, (challenger, field)))


def summarise(results: Sequence[GameResult]) -> Summary:
    n = len(results)
    wins = sum(r.win for r in results)
    low, high = wilson(wins, n)
    return Summary(
        games=n,
        win_share=wins / n if n else 0.0,
        low=low,
        high=high,
        mean_rank=sum(r.rank for r in results) / n if n else 0.0,
        mean_margin=sum(r.margin for r in results) / n if n else 0.0,
        mean_money=sum(r.money for r in results) / n if n else 0.0,
    )


def run(players: int, challenger: str, field: str, deals: int, seed: int = 1,
        variant: str = "classic", jobs: int = 1, challenger_options: dict[str, Any] | None = None,
        field_options: dict[str, Any] | None = None) -> Summary:
    """Play the whole tournament (on ``jobs`` processes) and summarise it. Options a level does
    not have are not given to it (``iterations`` is the master's); a name neither level has, or
    a value out of an option's range, raises ``ValueError`` before any game is played."""
    check_options(challenger, field, challenger_options, field_options)
    work = tasks(players, challenger, field, deals, seed, variant, challenger_options,
                 field_options)
    results: Iterable[GameResult]
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = list(pool.imap(play_one, work, chunksize=1))
    else:
        results = [play_one(task) for task in work]
    return summarise(list(results))
