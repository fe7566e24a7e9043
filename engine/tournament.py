"""Duplicate tournaments: one challenger level against a field of another, on the same deals.

Every seeded deal is played once per seat, with the challenger rotated through every seat and the
field in the others, so luck of the cards and of the seat cancels out. Reported for the
challenger: its win share (a shared win split evenly), a Wilson 95% interval on it, its mean rank
(1 = richest; ties share the average rank), its mean margin over the best opponent and its mean
money. Results depend only on the arguments (not on ``jobs``): every game is seeded.

A long tournament (the master's games take seconds each) can keep each game's result in a
**store**, a file of JSON lines, as it is played: run again with the same store, it plays only the
games not yet kept, so a stopped run resumes and a run with more deals adds to the last one. Each
line names its game (the task) and a digest of the engine's code, so a result is reused only by
the code that played it.
"""

from __future__ import annotations

import ast
import contextlib
import hashlib
import json
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO, Any, TypeVar

from .bots import bot_seed, make_bot
from .match import options_for, play_game
from .scoring import place_of
from .state import State

Task = tuple[Any, ...]  # one game of a tournament (``tasks``)
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class GameResult:
    deal: int
    seat: int
    win: float  # 1 / number of winners if the challenger is among them, else 0
    rank: float
    margin: int
    money: int

    @classmethod
    def of(cls, deal: int, seat: int, state: State) -> GameResult:
        """The challenger's result at ``seat`` in the finished game ``state``. Its rank is its
        place (``scoring.place_of``) moved down by half of each seat it ties with: two seats
        level at the top both rank 1.5."""
        money = state.money
        mine = money[seat]
        return cls(
            deal=deal, seat=seat,
            win=1 / len(state.winners) if seat in state.winners else 0.0,
            rank=place_of(money, mine) + (money.count(mine) - 1) / 2,
            margin=mine - max(m for s, m in enumerate(money) if s != seat),
            money=mine,
        )


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
    return GameResult.of(task[0], task[1], play_state(task))


def play_state(task: tuple[int, int, int, str, str, str, int, dict[str, Any], dict[str, Any]],
               ) -> State:
    """Play one game of the tournament and return its finished state (for a study that reads
    the game's events, not only the challenger's result; a top-level function too)."""
    deal, seat, players, challenger, field, variant, seed, ch_opts, field_opts = task
    game_seed = deal_seed(seed, deal)
    levels = [challenger if s == seat else field for s in range(players)]
    # A seat's bot seed depends on the deal and the seat, not on who sits there.
    bots = [make_bot(level, s, bot_seed(game_seed, s),
                     **options_for(level, ch_opts if s == seat else field_opts,
                                   (challenger, field)))
            for s, level in enumerate(levels)]
    return play_game(levels, game_seed, variant, bots=bots)


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
        field_options: dict[str, Any] | None = None, store: Path | None = None) -> Summary:
    """Play the whole tournament (on ``jobs`` processes) and summarise it. Options a level does
    not have are not given to it (``iterations`` is the master's); a name neither level has, or
    a value out of an option's range, raises ``ValueError`` before any game is played. With
    ``store``, games already kept there are not played again and new ones are added to it."""
    check_options(challenger, field, challenger_options, field_options)
    work = tasks(players, challenger, field, deals, seed, variant, challenger_options,
                 field_options)
    code = source_digest() if store is not None else ""
    written = store_text(store)
    kept = read_store(written, code)
    keys = [task_key(task) for task in work]
    results = [kept[key] for key in keys if key in kept]
    todo = [(task, key) for task, key in zip(work, keys, strict=True) if key not in kept]
    with appending(store, written) as out:
        for (_, key), result in zip(todo, in_order(play_one, [task for task, _ in todo], jobs),
                                    strict=True):
            results.append(result)
            if out is not None:
                out.write(json.dumps({"code": code, "task": key, "result": asdict(result)}) + "\n")
                out.flush()  # each game kept as soon as it is played
    return summarise(sorted(results, key=lambda r: (r.deal, r.seat)))  # sums in one order


def in_order(function: Callable[[Task], T], work: list[Task], jobs: int) -> Iterator[T]:
    """``function`` of each task of ``work`` (a top-level function: it is sent to ``jobs``
    processes), in ``work``'s order, as they come."""
    if jobs > 1 and len(work) > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            yield from pool.imap(function, work, chunksize=1)
    else:
        yield from (function(task) for task in work)


def store_text(store: Path | None) -> str:
    """What a store holds so far ("" without one, or before its first game)."""
    return store.read_text(encoding="utf-8") if store is not None and store.exists() else ""


@contextlib.contextmanager
def appending(store: Path | None, written: str) -> Iterator[IO[str] | None]:
    """The store open for adding games (None without one), ``written`` being what it held: after
    a line cut short, the next game starts a line of its own."""
    if store is None:
        yield None
        return
    with open(store, "a", encoding="utf-8") as out:
        if written and not written.endswith("\n"):
            out.write("\n")
        yield out


def task_key(task: tuple[Any, ...]) -> str:
    """A game's task as one canonical string (its options sorted)."""
    return json.dumps(list(task), sort_keys=True)


ENGINE = Path(__file__).resolve().parent
# The engine's parts that never play a game (the review's analysis, the coach): their code is
# left out of the digest, so a change there keeps the games played.
NOT_PLAYED = frozenset({"analysis"})


def source_digest(root: Path = ENGINE) -> str:
    """A digest of the engine's code that plays games (the rules and the bots; not
    ``NOT_PLAYED``), read as syntax trees without their docstrings: results played by other code
    are not reused, while a comment or a docstring rewritten, or a line wrapped differently,
    keeps them."""
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        if path.relative_to(root).parts[0] in NOT_PLAYED:
            continue
        tree = ast.parse(path.read_bytes())
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) \
                    and body and isinstance(body[0], ast.Expr) \
                    and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass()]
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(ast.dump(tree).encode() + b"\0")
    return digest.hexdigest()[:16]


def read_store(written: str, code: str | None) -> dict[str, GameResult]:
    """The results kept in a store (its text, ``written``) by this code (None: by any code, as a
    record of games played), by task; a line that cannot be read (a run stopped while writing
    it, say) or that another code wrote is passed over."""
    kept: dict[str, GameResult] = {}
    for line in written.splitlines():
        try:
            entry = json.loads(line)
            if code is None or entry["code"] == code:
                kept[entry["task"]] = GameResult(**entry["result"])
        except (ValueError, KeyError, TypeError):
            continue
    return kept
