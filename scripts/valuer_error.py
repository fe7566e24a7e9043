"""How far the rollouts' fast valuer is from the expert's sampled values (prints figures).

    python scripts/valuer_error.py [--games 30] [--seed 1] [--samples 300] [--draws 6]
                                   [--push 0,0.5,1] [--spread 1,2,3]

The master's rollouts value paintings with ``valuation.heuristic_values`` (projected ranks, a few
fixed draws), reading the world's hands; the expert samples deals of the cards it has not seen
and plays the round out (``sampled_values``). This script plays ``--games`` games of four
experts (classic rules) and, at every decision of seat 0, takes its situation twice: as the
expert sees it, valued with ``--samples`` sampled deals (the reference), and with the number of
each artist's cards in all hands counted, as a rollout sees it, valued by the fast valuer for
each ``push`` and ``spread`` of the grid (``--draws`` draws). Printed per pair: the root mean
square error over every artist and decision point, and the mean error (fast minus sampled) by
the artist's place in this round's counts so far.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import bot_seed, make_bot
from engine.bots.valuation import heuristic_values, next_seller, sampled_values
from engine.bots.world import in_hands
from engine.game import new_game
from engine.match import play_game
from engine.observation import observe
from engine.rng import make_rng
from engine.state import State
from engine.tournament import deal_seed

Point = tuple[list[int], list[float], list[int], list[float]]  # counts, in hands, tokens, sampled


class Recorded:
    """Seat 0's expert, keeping each of its decision points with its sampled values (it holds
    the game ``state``, played on in place, to count the cards in all hands)."""

    def __init__(self, bot: Any, state: State, seed: int, samples: int, found: list[Point],
                 ) -> None:
        self.bot, self.state, self.seed, self.samples, self.found = (bot, state, seed, samples,
                                                                     found)

    def act(self, observation: dict[str, Any]) -> Any:
        action = self.bot.act(observation)
        state = self.state
        sit = self.bot.situation(observe(state, 0, since=len(state.events)))
        reference = sampled_values(sit, [(sit.laid_out, sit.hand, next_seller(sit))],
                                   make_rng(self.seed + len(state.actions)), self.samples)[0]
        self.found.append((list(sit.laid_out), in_hands(state), list(sit.cumulative),
                           reference))
        return action


def points(games: int, seed: int, samples: int) -> list[Point]:
    """Seat 0's decision points in ``games`` games of experts, each with its sampled values."""
    found: list[Point] = []
    for game in range(games):
        game_seed = deal_seed(seed, game)
        state = new_game(4, game_seed, "classic")
        bots: list[Any] = [make_bot("expert", s, bot_seed(game_seed, s)) for s in range(4)]
        bots[0] = Recorded(bots[0], state, game_seed, samples, found)
        play_game(["expert"] * 4, game_seed, "classic", bots=bots, state=state)
    return found


def errors(found: Sequence[Point], draws: int, push: float, spread: float,
           ) -> tuple[float, list[float]]:
    """The fast valuer's root mean square error, and its mean error by the artist's place."""
    squares = 0.0
    by_place = [0.0] * 5
    for counts, held, tokens, reference in found:
        fast = heuristic_values(counts, held, tokens, draws, push, spread)
        order = sorted(range(5), key=lambda a: (-counts[a], a))
        for place, artist in enumerate(order):
            gap = fast[artist] - reference[artist]
            squares += gap * gap
            by_place[place] += gap
    n = len(found) or 1
    return math.sqrt(squares / (5 * n)), [total / n for total in by_place]


def _numbers(text: str) -> list[float]:
    return [float(piece) for piece in text.split(",") if piece.strip()]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=300)
    parser.add_argument("--draws", type=int, default=6)
    parser.add_argument("--push", type=_numbers, default=[0.0, 0.5, 1.0])
    parser.add_argument("--spread", type=_numbers, default=[1.0, 2.0, 3.0])
    args = parser.parse_args(argv)
    found = points(args.games, args.seed, args.samples)
    print(f"{len(found)} decision points of seat 0 in {args.games} games of experts "
          f"(seed {args.seed}), against {args.samples} sampled deals; {args.draws} draws\n")
    print("| push | spread | RMS error | mean error by place this round (1st to 5th) |")
    print("|---|---|---|---|")
    for push in args.push:
        for spread in args.spread:
            rms, by_place = errors(found, args.draws, push, spread)
            places = ", ".join(f"{e:+.1f}" for e in by_place)
            print(f"| {push:g} | {spread:g} | {rms:.2f} | {places} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
