"""Where is the master bot's limit? Two studies that print figures (not a test).

    python scripts/master_study.py strength [--deals 50] [--seed 1] [--jobs 2] [--players 4]
                                            [--configs "iterations=100;iterations=300,horizon=2"]
                                            [--store FILE]
    python scripts/master_study.py money [--deals 50] [--seed 1] [--jobs 2] [--players 4]
                                         [--iterations 300] [--store FILE]
    python scripts/master_study.py rivals [--deals 50] [--seed 1] [--jobs 2] [--players 4]
                                          [--configs "rollout_push=0;rollout_push=1"]

**strength**: the budget curve and the variants of the master's model. Each config (master
options, ``key=number`` pairs separated by commas; configs separated by ``;``) plays the master
against experts on the same duplicate deals (``engine.tournament``: each deal once per seat,
classic rules), the deals interleaved so that a run stopped early has given every config a few.
Printed per config: games, win share with its Wilson 95% interval, mean rank, mean margin over the
best opponent, and the paired difference in win share against the first config on the same
(deal, seat) games with its 95% interval (the mean of the per-game differences ± 1.96 standard
errors). Without ``--configs``: 100, 300, 1000 and 3000 rollouts a search, then at 300 rollouts
horizon 2 and 4 (to the game's end), keep 0.25 and 0.75, blend 0.25 and 0.75, confidence 0.5
and 3, the fitted end-of-round value (``fitted`` 1: held cards valued as fitted; 2: scored as
the fitted chance to win), play-outs in the rollouts at 100 and 300, the pick judged on fresh
worlds (``fresh`` 1), and a control: 301 rollouts, which changes which worlds are drawn and
nothing of how the master plays, so that its difference from 300 shows how far the luck of the
games alone moves a result on these deals. Every config's options are checked before anything
is played.

**money**: where the master's money goes, by kind of decision. For each deal and seat, the master
in that seat against experts, and the same deal played by experts only (one game per deal: a
seat's bot depends on the deal and the seat only, so that one game is every rotation's). The
seat's net gain is read from the game's events (``engine.analysis.ledger``) lot by lot, in
categories that sum exactly to its money minus 100: ``sold: TYPE`` (a lot it put up, bought by
another seat: what it received, a joint lot's first seller her half), ``own lot kept: TYPE`` (a
lot it put up and bought: what the lot returned minus its price), ``bought: TYPE`` (another
seat's lot: returned minus price). A lot's TYPE is its card's auction,
``double`` for a double (with its partner or alone). Printed per category: lots and dollars a
game for the master and for the expert in the same seat, and their paired difference with its
95% interval.

**rivals**: how well the master's rollouts play the table. A rollout plays every seat with a
quick form of the expert's policy (``MasterBot.rollout_policy``: the fast valuer, one draw of
the rivals' sealed bids), reading each seat's decision point from the sampled world
(``world.View``). Here that policy plays real games in one seat against experts, reading each
decision point from a world sampled from its own observation, as a search's first move is
played (it learns the table from its observations as the master does), on the same duplicate
deals, for each config (master options: those of its rollouts, ``rollout_push``,
``rollout_spread`` and ``rollout_playouts``, matter). Printed per config: its win share
(an expert in its place wins 25% at 4 players) and where its money goes against the expert in
the same seat. A rollout whose rivals lose money where the experts do not tells the search
that moves pay which do not.

With ``--store`` every game is kept in that file as it is played (JSON lines, as the tournament
keeps them: the task and a digest of the engine's code), so a stopped run resumes and a run with
more deals plays only the new ones. Both studies may share one file: a money line also holds the
challenger's result, which the strength study reuses for a config with the same options.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import shlex
import sys
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.actions import Action
from engine.analysis.ledger import Ledger, Purchase
from engine.bots import bot_seed, make_bot
from engine.bots.master import ITERATIONS, MasterBot, MasterOptions
from engine.bots.world import View, sample_world
from engine.cards import ARTISTS, STARTING_MONEY, Card
from engine.match import play_game
from engine.tournament import (
    GameResult,
    Task,
    appending,
    check_options,
    deal_seed,
    in_order,
    play_one,
    play_state,
    read_store,
    source_digest,
    store_text,
    summarise,
    task_key,
    tasks,
)

CHALLENGER, FIELD, VARIANT = "master", "expert", "classic"
DEFAULT_CONFIGS = (
    "iterations=100;iterations=300;iterations=1000;iterations=3000;"
    "iterations=300,horizon=2;iterations=300,horizon=4;"
    "iterations=300,keep=0.25;iterations=300,keep=0.75;"
    "iterations=300,blend=0.25;iterations=300,blend=0.75;"
    "iterations=300,confidence=0.5;iterations=300,confidence=3;"
    "iterations=300,fitted=1;iterations=300,fitted=2;"
    "iterations=100,rollout_playouts=16;iterations=300,rollout_playouts=16;"
    "iterations=300,fresh=1;iterations=301"
)
DEFAULT_RIVALS = "rollout_playouts=0;rollout_playouts=8;rollout_playouts=16;rollout_playouts=24"
Z = 1.96  # a 95% interval
MONEY = "money"  # the kind of a money study's store line

Config = dict[str, int | float]
Figures = dict[str, list[int]]  # category -> [lots, net gain], for one seat
T = TypeVar("T")


# ---- configs --------------------------------------------------------------------------------

def parse_configs(text: str) -> list[Config]:
    """The configs written ``key=number,key=number;key=number`` (blank pieces between ``;``
    passed over). Raise ``ValueError`` saying what is wrong: a pair without ``=``, a name
    missing, a value that is not a finite number, a name given twice in a config, a config given
    twice, ``seconds`` (a wall-clock budget: not reproducible), or no config at all."""
    configs: list[Config] = []
    for piece in text.split(";"):
        if not piece.strip():
            continue
        config: Config = {}
        for pair in piece.split(","):
            name, equals, value = (part.strip() for part in pair.partition("="))
            if not equals:
                raise ValueError(f"config {piece.strip()!r}: {pair.strip()!r} is not key=number")
            if not name:
                raise ValueError(f"config {piece.strip()!r}: {pair.strip()!r} has no name")
            if name in config:
                raise ValueError(f"config {piece.strip()!r}: {name!r} is given twice")
            if name == "seconds":
                raise ValueError(f"config {piece.strip()!r}: a wall-clock budget (seconds) is "
                                 "not reproducible; give iterations instead")
            config[name] = _number(value, f"config {piece.strip()!r}: {name!r}")
        if config in configs:
            raise ValueError(f"config {label(config)!r} is given twice")
        configs.append(config)
    if not configs:
        raise ValueError("no config given")
    return configs


def _number(text: str, where: str) -> int | float:
    """``text`` as a whole number if it is one (``300``), else as a finite real (``0.5``)."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"{where} must be a number, not {text!r}") from None
    if not math.isfinite(value):
        raise ValueError(f"{where} must be a finite number, not {text!r}")
    return value


def label(config: Mapping[str, int | float]) -> str:
    """A config as it is written (``iterations=300,horizon=2``); no option: ``defaults``."""
    return ",".join(f"{name}={value}" for name, value in config.items()) or "defaults"


def check_configs(configs: Sequence[Config], challenger: str = CHALLENGER,
                  field: str = FIELD) -> None:
    """Raise ``ValueError`` naming the config and the option the tournament refuses."""
    for config in configs:
        try:
            check_options(challenger, field, config, {})
        except ValueError as error:
            raise ValueError(f"config {label(config)!r}: {error}") from None


# ---- arithmetic -----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Paired:
    """The mean of per-game differences and the half-width of its 95% interval (None under two
    games)."""

    games: int
    mean: float
    half: float | None

    @property
    def low(self) -> float | None:
        return None if self.half is None else self.mean - self.half

    @property
    def high(self) -> float | None:
        return None if self.half is None else self.mean + self.half


def paired(a: Mapping[T, float], b: Mapping[T, float]) -> Paired:
    """``a`` minus ``b`` over the games both have (the same key: deal and seat): the mean of the
    differences ± 1.96 standard errors (the differences' sample standard deviation over the
    square root of their number)."""
    diffs = [a[key] - b[key] for key in a if key in b]
    n = len(diffs)
    if n == 0:
        return Paired(0, 0.0, None)
    mean = math.fsum(diffs) / n
    if n < 2:
        return Paired(n, mean, None)
    variance = math.fsum((d - mean) ** 2 for d in diffs) / (n - 1)
    return Paired(n, mean, Z * math.sqrt(variance / n))


# ---- the money's accounts -------------------------------------------------------------------

def lot_type(cards: Iterable[str]) -> str:
    """The auction type of a lot: ``double`` when a double is in it, else its card's auction."""
    parsed = [Card.parse(card) for card in cards]
    return "double" if any(card.is_double for card in parsed) else str(parsed[0].auction)


def lot_sellers(events: Sequence[Mapping[str, Any]]) -> dict[int, tuple[int, ...]]:
    """Who put each lot up, by the index of its ``sold`` or ``taken_free`` event: the
    auctioneer and a joint lot's first seller (``Purchase`` names the auctioneer only), or the
    seat that offered a double nobody joined."""
    sellers: tuple[int, ...] = ()
    out: dict[int, tuple[int, ...]] = {}
    for index, event in enumerate(events):
        kind = event.get("event")
        if kind == "auction_started":
            first = event.get("first_seller")
            sellers = (int(event["auctioneer"]),) + (() if first is None else (int(first),))
        elif kind == "double_offered":
            sellers = (int(event["seat"]),)
        elif kind in ("sold", "taken_free"):
            out[index] = sellers
            sellers = ()
    return out


def category(lot: Purchase, seat: int, sellers: tuple[int, ...]) -> str | None:
    """The seat's category for a lot, or None when it neither sold nor bought it."""
    kind = lot_type(lot.cards)
    if seat in sellers:
        return f"own lot kept: {kind}" if lot.buyer == seat else f"sold: {kind}"
    return f"bought: {kind}" if lot.buyer == seat else None


def account(events: Sequence[Mapping[str, Any]], players: int) -> list[Figures]:
    """Each seat's lots and net gain by category in a finished game (its events' JSON). The
    categories of a seat sum exactly to its final money minus 100: checked here."""
    over = [event for event in events if event.get("event") == "game_over"]
    if not over:
        raise ValueError("the game is not over")
    money = [int(m) for m in over[-1]["money"]]
    sellers = lot_sellers(events)
    figures: list[Figures] = [{} for _ in range(players)]
    for lot in Ledger(players).read(events).lots:
        if lot.returned is None:
            raise ValueError(f"the lot of event {lot.index} was never scored")
        gains = lot.gains()
        for seat in range(players):
            name = category(lot, seat, sellers[lot.index])
            if name is None:
                if gains.get(seat, 0):
                    raise AssertionError(f"seat {seat} gained from a lot it neither sold nor "
                                         f"bought (event {lot.index})")
                continue
            kept = figures[seat].setdefault(name, [0, 0])
            kept[0] += 1
            kept[1] += gains.get(seat, 0)
    for seat, seat_figures in enumerate(figures):
        total = sum(gain for _, gain in seat_figures.values())
        if total != money[seat] - STARTING_MONEY:
            raise AssertionError(f"seat {seat}: the categories sum to {total}, its money minus "
                                 f"{STARTING_MONEY} is {money[seat] - STARTING_MONEY}")
    return figures


def money_one(task: Task) -> tuple[GameResult, list[Figures]]:
    """Play one game of the money study: the challenger's result and every seat's accounts (a
    top-level function, for multiprocessing)."""
    state = play_state(task)
    figures = account([event.to_json() for event in state.events], len(state.money))
    return GameResult.of(task[0], task[1], state), figures


def money_tasks(players: int, deals: int, seed: int, options: Config,
                challenger: str = CHALLENGER, field: str = FIELD,
                variant: str = VARIANT) -> list[Task]:
    """Per deal: the challenger in each seat against the field, then the field alone (seat 0
    named; the game is every seat's)."""
    if challenger == field:
        raise ValueError("the challenger and the field must be different levels")
    mine = tasks(players, challenger, field, deals, seed, variant, options, {})
    alone = tasks(players, field, field, deals, seed, variant, {}, {})[::players]
    return [task for deal in range(deals)
            for task in (*mine[deal * players:(deal + 1) * players], alone[deal])]


# ---- the store ------------------------------------------------------------------------------

def read_money(written: str, code: str) -> dict[str, list[Figures]]:
    """The money study's games kept in a store (its text) by this code, by task; a line that
    cannot be read or another code wrote is passed over."""
    kept: dict[str, list[Figures]] = {}
    for line in written.splitlines():
        try:
            entry = json.loads(line)
            if entry.get("kind") != MONEY or entry["code"] != code:
                continue
            kept[entry["task"]] = [
                {str(name): [int(lots), int(gain)] for name, (lots, gain) in seat.items()}
                for seat in entry["figures"]]
        except (ValueError, KeyError, TypeError, AttributeError):
            continue
    return kept


def _progress(study: str, done: int, todo: int, task: Task, started: float) -> None:
    print(f"{study}: {done}/{todo} games played (deal {task[0]}, seat {task[1]}, {task[3]} "
          f"{label(task[7])}), {time.perf_counter() - started:.0f} s", file=sys.stderr,
          flush=True)


# ---- the studies ----------------------------------------------------------------------------

def strength(configs: Sequence[Config], deals: int, seed: int = 1, players: int = 4,
             jobs: int = 1, store: Path | None = None, challenger: str = CHALLENGER,
             field: str = FIELD, variant: str = VARIANT,
             ) -> list[dict[tuple[int, int], GameResult]]:
    """Each config's results by (deal, seat), playing only the games the store does not keep
    (by deal, every config's games of a deal before the next deal's)."""
    check_configs(configs, challenger, field)
    per_config = [tasks(players, challenger, field, deals, seed, variant, config, {})
                  for config in configs]
    work = sorted((task for chunk in per_config for task in chunk), key=lambda task: task[0])
    code = source_digest()
    written = store_text(store)
    kept = read_store(written, code)
    todo = [task for task in work if task_key(task) not in kept]
    started = time.perf_counter()
    with appending(store, written) as out:
        played = in_order(play_one, todo, jobs)
        for done, (task, result) in enumerate(zip(todo, played, strict=True), 1):
            key = task_key(task)
            kept[key] = result
            if out is not None:
                out.write(json.dumps({"code": code, "task": key, "result": asdict(result)}) + "\n")
                out.flush()
            _progress("strength", done, len(todo), task, started)
    return [{(task[0], task[1]): kept[task_key(task)] for task in chunk} for chunk in per_config]


def money(deals: int, seed: int = 1, players: int = 4, jobs: int = 1,
          store: Path | None = None, options: Config | None = None,
          challenger: str = CHALLENGER, field: str = FIELD, variant: str = VARIANT,
          ) -> tuple[dict[tuple[int, int], Figures], dict[tuple[int, int], Figures]]:
    """The challenger's and the field's accounts in each (deal, seat), playing only the games
    the store does not keep."""
    options = dict(options or {})
    check_configs([options], challenger, field)
    work = money_tasks(players, deals, seed, options, challenger, field, variant)
    code = source_digest()
    written = store_text(store)
    kept = read_money(written, code)
    todo = [task for task in work if task_key(task) not in kept]
    started = time.perf_counter()
    with appending(store, written) as out:
        for done, (task, (result, figures)) in enumerate(
                zip(todo, in_order(money_one, todo, jobs), strict=True), 1):
            key = task_key(task)
            kept[key] = figures
            if out is not None:
                out.write(json.dumps({"kind": MONEY, "code": code, "task": key,
                                      "result": asdict(result), "figures": figures}) + "\n")
                out.flush()
            _progress("money", done, len(todo), task, started)
    mine: dict[tuple[int, int], Figures] = {}
    theirs: dict[tuple[int, int], Figures] = {}
    alone = {task[0]: kept[task_key(task)] for task in work if task[3] == field}
    for task in work:
        if task[3] == challenger:
            deal, seat = task[0], task[1]
            mine[deal, seat] = kept[task_key(task)][seat]
            theirs[deal, seat] = alone[deal][seat]
    return mine, theirs


class RolloutSeat:
    """The master's rollout policy (``MasterBot.rollout_policy``, for ``options``) in one seat of
    a real game: at each decision it samples a world from its own observation, as the master
    does at the start of a search, and reads its decision point from that world as a rollout
    does (``world.View``); it learns the table from its observations as the master does."""

    def __init__(self, seat: int, seed: int, options: Config) -> None:
        self.master = MasterBot(seat, seed, MasterOptions.build(**options))
        self.policy = self.master.rollout_policy
        self.policy.draw_from(self.master.rng)  # (a rollout sets its own)

    def act(self, observation: dict[str, Any]) -> Action:
        master = self.master
        sit = master.situation(observation)  # its memory of the table, as the master keeps it
        master.policy.model.learn(master.memory, master.seat)
        # The master's own policy weighs every decision (its search's first candidate), which
        # is how the table model records the lots' values that it learns from.
        master.policy.act(sit)
        board = [observation["values"][artist] for artist in ARTISTS]
        world = sample_world(sit, board, master.rng)
        return self.policy.act(View(world).at(master.seat))


def rivals_one(task: Task) -> tuple[GameResult, Figures]:
    """One game of the rivals study: the rollout policy in the task's seat against the field,
    its result and accounts (a top-level function, for multiprocessing)."""
    deal, seat, players, _, field, variant, seed, options, _ = task
    game_seed = deal_seed(seed, deal)
    bots: list[Any] = [make_bot(field, s, bot_seed(game_seed, s)) for s in range(players)]
    bots[seat] = RolloutSeat(seat, bot_seed(game_seed, seat), options)
    state = play_game([field] * players, game_seed, variant, bots=bots)
    figures = account([event.to_json() for event in state.events], players)
    return GameResult.of(deal, seat, state), figures[seat]


def rivals(configs: Sequence[Config], deals: int, seed: int = 1, players: int = 4,
           jobs: int = 1, field: str = FIELD, variant: str = VARIANT,
           ) -> tuple[list[dict[tuple[int, int], tuple[GameResult, Figures]]],
                      dict[tuple[int, int], Figures]]:
    """Each config's rollout policy's results and accounts by (deal, seat), and the field's
    accounts in the same seats (its games alone: one a deal)."""
    check_configs(configs)
    per_config = [tasks(players, CHALLENGER, field, deals, seed, variant, config, {})
                  for config in configs]
    alone = tasks(players, field, field, deals, seed, variant, {}, {})[::players]
    started = time.perf_counter()
    results = []
    for chunk in per_config:
        played = dict(zip(((t[0], t[1]) for t in chunk), in_order(rivals_one, chunk, jobs),
                          strict=True))
        results.append(played)
        _progress("rivals", len(chunk), len(chunk), chunk[-1], started)
    theirs: dict[tuple[int, int], Figures] = {}
    for task, (_, figures) in zip(alone, in_order(money_one, alone, jobs), strict=True):
        for seat in range(players):
            theirs[task[0], seat] = figures[seat]
    return results, theirs


# ---- the tables -----------------------------------------------------------------------------

def _interval(p: Paired, spec: str) -> str:
    """A paired difference and its interval, each number formatted with ``spec``."""
    if p.low is None or p.high is None:
        return f"{p.mean:{spec}} (—)"
    return f"{p.mean:{spec}} ({p.low:{spec}} to {p.high:{spec}})"


def strength_table(configs: Sequence[Config],
                   results: Sequence[Mapping[tuple[int, int], GameResult]]) -> list[str]:
    """The strength study's markdown table, one row per config."""
    lines = ["| config | games | win share | 95% CI | mean rank | margin over best "
             "| Δ win share vs first (95% CI) |",
             "|---|---|---|---|---|---|---|"]
    first = {key: r.win for key, r in results[0].items()}
    for index, (config, games) in enumerate(zip(configs, results, strict=True)):
        summary = summarise([games[key] for key in sorted(games)])
        delta = ("—" if index == 0 else
                 _interval(paired({key: r.win for key, r in games.items()}, first), "+.1%"))
        lines.append(f"| {label(config)} | {summary.games} | {summary.win_share:.1%} "
                     f"| {summary.low:.1%}–{summary.high:.1%} | {summary.mean_rank:.2f} "
                     f"| {summary.mean_margin:+.1f} | {delta} |")
    return lines


def money_table(mine: Mapping[tuple[int, int], Figures],
                theirs: Mapping[tuple[int, int], Figures],
                names: tuple[str, str] = (CHALLENGER, FIELD)) -> list[str]:
    """The money study's markdown table: one row per category, from the challenger's greatest
    shortfall against the field in the same seat to its greatest gain, then the totals."""
    keys = sorted(key for key in mine if key in theirs)
    n = len(keys) or 1

    def row(name: str | None) -> tuple[float, str]:
        """A category's row (None: the totals), and the mean difference it is sorted by."""
        ours = {key: _lots_and_gain(mine[key], name) for key in keys}
        field = {key: _lots_and_gain(theirs[key], name) for key in keys}
        diff = paired({key: gain for key, (_, gain) in ours.items()},
                      {key: gain for key, (_, gain) in field.items()})
        cells = [f"{sum(lots for lots, _ in side.values()) / n:.2f} "
                 f"| {sum(gain for _, gain in side.values()) / n:+.1f}" for side in (ours, field)]
        shown = f"total (money − {STARTING_MONEY})" if name is None else name
        return diff.mean, f"| {shown} | {cells[0]} | {cells[1]} | {_interval(diff, '+.1f')} |"

    categories = sorted({name for key in keys for f in (mine[key], theirs[key]) for name in f})
    a, b = names
    return [f"| category | {a} lots/game | {a} $/game | {b} lots/game | {b} $/game "
            "| difference $/game (95% CI) |",
            "|---|---|---|---|---|---|",
            *(cells for _, cells in sorted((row(name) for name in categories),
                                           key=lambda r: r[0])),
            row(None)[1]]


def _lots_and_gain(figures: Figures, name: str | None) -> tuple[int, int]:
    """A seat's lots and gain in one category (None: all of them)."""
    if name is None:
        return (sum(lots for lots, _ in figures.values()),
                sum(gain for _, gain in figures.values()))
    lots, gain = figures.get(name, (0, 0))
    return lots, gain


# ---- the command ----------------------------------------------------------------------------

def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="master_study.py",
                                     description=__doc__.splitlines()[0])
    studies = parser.add_subparsers(dest="study", required=True)
    for name, text in (("strength", "the budget curve and the model's variants"),
                       ("money", "where the money goes, by kind of decision"),
                       ("rivals", "the rollouts' policy against the experts")):
        sub = studies.add_parser(name, help=text, description=text)
        sub.add_argument("--deals", type=int, default=50)
        sub.add_argument("--seed", type=int, default=1)
        sub.add_argument("--jobs", type=int, default=2)
        sub.add_argument("--players", type=int, default=4)
        if name != "rivals":  # (its games take seconds: nothing to keep)
            sub.add_argument("--store", type=Path,
                             help="a file keeping each game as it is played")
        if name != "money":
            sub.add_argument("--configs", default=(DEFAULT_CONFIGS if name == "strength"
                                                   else DEFAULT_RIVALS),
                             help="key=number,... per config, configs separated by ';'")
        else:
            sub.add_argument("--iterations", type=int, default=ITERATIONS)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    words = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(words)
    if args.deals < 1 or args.jobs < 1 or not 3 <= args.players <= 5:
        parser.error("--deals and --jobs must be at least 1, --players 3 to 5")
    who = "the master's rollout policy" if args.study == "rivals" else f"the {CHALLENGER}"
    head = [f"`python scripts/master_study.py {shlex.join(words)}` "
            f"({datetime.date.today().isoformat()}; {VARIANT} rules, {args.players} players, "
            f"seed {args.seed}; {who} against {args.players - 1} {FIELD}s on the "
            "same deals, each deal once per seat)", ""]
    configs: list[Config] = []
    if args.study != "money":
        try:
            configs = parse_configs(args.configs)
            check_configs(configs)
        except ValueError as error:
            parser.error(str(error))
    if args.study == "rivals":
        played, theirs = rivals(configs, args.deals, args.seed, args.players, args.jobs)
        lines = [*head, *strength_table(configs, [{k: r for k, (r, _) in p.items()}
                                                  for p in played])]
        for config, games in zip(configs, played, strict=True):
            lines += ["", f"Where the money goes, {label(config)} (the rollout policy against "
                      f"the {FIELD} in the same seat of the same deal):", "",
                      *money_table({k: f for k, (_, f) in games.items()}, theirs,
                                   ("rollouts", FIELD))]
        print("\n".join(lines))
    elif args.study == "strength":
        results = strength(configs, args.deals, args.seed, args.players, args.jobs, args.store)
        print("\n".join([*head, *strength_table(configs, results)]))
    else:
        options: Config = {"iterations": args.iterations}
        try:
            check_configs([options])
        except ValueError as error:
            parser.error(str(error))
        mine, theirs = money(args.deals, args.seed, args.players, args.jobs, args.store, options)
        note = (f"{len(mine)} games of the {CHALLENGER} ({label(options)}), each against the "
                f"{FIELD} in the same seat of the same deal; rows from the {CHALLENGER}'s "
                "greatest shortfall to its greatest gain.")
        print("\n".join([*head, note, "", *money_table(mine, theirs)]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
