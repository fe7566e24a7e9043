"""The bot levels' fixed ratings (``pyapp/rating.py``), calibrated from ladder tournaments.

    python scripts/calibrate_ratings.py [--store docs/ratings/ladder.jsonl] [--players 4]
                                        [--anchor expert=1500] [--write]

Reads a tournament store (``engine.tournament``'s JSON lines: each game's task and the
challenger's result, as ``scripts/ladder.py --store FILE`` keeps them) and, for each link of the
ladder (novice against randoms, expert against novices, master against experts, at ``--players``
and classic rules), the challenger's paired score against the field: in a game it beat
``players - rank`` of its ``players - 1`` opponents (a tie counts half, as its rank does). A
paired score p is a rating gap of 400·log10(p / (1 - p)) (the logistic curve of Elo and of
Glicko-2, whose scale is 400 / ln 10 points). The chain is anchored at ``--anchor``. Every game
in the store counts, whatever code played it (the store is the calibration's record), but only
games of the levels as the page plays them: a master with its default budget and options.

Printed: each link's games, paired score and gap, then the ratings; ``--write`` puts them into
``pyapp/rating.py`` between its ``ratings:`` markers. ``tests/test_rating.py`` checks that the
shipped store gives the shipped figures.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bots.master import ITERATIONS  # noqa: E402
from engine.tournament import read_store  # noqa: E402

STORE = ROOT / "docs" / "ratings" / "ladder.jsonl"
RATING_MODULE = ROOT / "pyapp" / "rating.py"
LADDER = (("novice", "random"), ("expert", "novice"), ("master", "expert"))
BEGIN, END = "# ratings:begin", "# ratings:end"


@dataclass(frozen=True)
class Link:
    challenger: str
    field: str
    games: int
    paired: float  # the challenger's paired score against the field (0 to 1)

    @property
    def gap(self) -> float:
        """The rating points the challenger stands above the field."""
        p = min(max(self.paired, 0.001), 0.999)
        return 400 * math.log10(p / (1 - p))


def links(text: str, players: int = 4) -> list[Link]:
    """Each link of the ladder as the store's games at ``players`` show it."""
    found: dict[tuple[str, str], list[float]] = {}
    for key, result in read_store(text, None).items():  # (every game, whatever code played it)
        _, _, count, challenger, field, variant, _, options, _ = json.loads(key)
        if count != players or variant != "classic" or (challenger, field) not in LADDER:
            continue
        if options not in ({}, {"iterations": ITERATIONS}):
            continue  # (another budget, or a variant of the master's model: not the ladder's)
        found.setdefault((challenger, field), []).append((players - result.rank) / (players - 1))
    return [Link(c, f, len(found[c, f]), sum(found[c, f]) / len(found[c, f]))
            for c, f in LADDER if found.get((c, f))]


def ratings(chain: list[Link], anchor: tuple[str, float] = ("expert", 1500.0)
            ) -> dict[str, float]:
    """Every level's rating from the chain's gaps, ``anchor`` fixed; rounded to whole points."""
    relative = {chain[0].field: 0.0} if chain else {}
    for link in chain:
        relative[link.challenger] = relative[link.field] + link.gap
    level, at = anchor
    if level not in relative:
        raise ValueError(f"the store has no link for the anchor {level!r}")
    shift = at - relative[level]
    return {name: float(round(value + shift)) for name, value in relative.items()}


def write(rated: dict[str, float], path: Path = RATING_MODULE) -> None:
    text = path.read_text(encoding="utf-8")
    begin, end = text.index(BEGIN), text.index(END)
    line = text.index("\n", begin) + 1
    body = "BOT_RATINGS = {" + ", ".join(f'"{k}": {v}' for k, v in rated.items()) + "}\n"
    path.write_text(text[:line] + body + text[end:], encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, default=STORE)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--anchor", default="expert=1500")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    match = re.fullmatch(r"(\w+)=(-?\d+(?:\.\d+)?)", args.anchor)
    if match is None:
        parser.error(f"--anchor is LEVEL=RATING, not {args.anchor!r}")
    chain = links(args.store.read_text(encoding="utf-8"), args.players)
    for link in chain:
        print(f"{link.challenger} vs {args.players - 1}x {link.field}: {link.games} games, "
              f"paired score {link.paired:.3f}, {link.gap:+.0f} points")
    rated = ratings(chain, (match[1], float(match[2])))
    print(", ".join(f"{k} {v:.0f}" for k, v in rated.items()))
    if args.write:
        write(rated)
        print(f"written into {RATING_MODULE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
