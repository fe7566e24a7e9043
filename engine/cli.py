"""The command line: ``python -m engine replay|play|tournament``.

Bad input gets one clear line on stderr and exit status 2, and nothing else is printed. A record
file is read through ``GameRecord.loads`` within the limits of ``engine.limits``; a file that is not
a regular file (a FIFO, a device, a folder) is refused rather than read. When the reader of the
output goes away (``| head``), the command stops quietly with status 141, as Unix filters do.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import stat
import sys
import time
from collections.abc import Sequence
from typing import NoReturn

from .errors import MalformedError, RecordError, shown
from .game import check_seed
from .limits import MAX_RECORD_SIZE
from .observation import full_view, observe
from .record import GameRecord, replay

# The exit status of a command whose output pipe was closed by its reader (128 + SIGPIPE).
BROKEN_PIPE = 141


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        if len(message) > 200:  # it may quote a value thousands of characters long
            message = message[:197] + "..."
        print(f"error: {message}", file=sys.stderr)
        raise SystemExit(2)


def read_record_file(path: str) -> bytes:
    """The bytes of a record file, refused (``RecordError``) when it is not a regular file or is
    longer than ``MAX_RECORD_SIZE``; never reads more than that."""
    name = path if path.isprintable() else repr(path)
    try:  # non-blocking, so that opening a FIFO nobody writes to cannot hang
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (OSError, ValueError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise RecordError(f"cannot read {name}: {reason}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(f"{name} is not a regular file")
        if info.st_size > MAX_RECORD_SIZE:
            raise RecordError(f"{name} is {info.st_size:,} bytes long; "
                              f"the limit is {MAX_RECORD_SIZE:,}")
        with os.fdopen(fd, "rb", closefd=False) as file:
            data = file.read(MAX_RECORD_SIZE + 1)
    except OSError as error:
        raise RecordError(f"cannot read {name}: {error.strerror or error}") from None
    finally:
        os.close(fd)
    if len(data) > MAX_RECORD_SIZE:
        raise RecordError(f"{name} is longer than the limit of {MAX_RECORD_SIZE:,} bytes")
    return data


def _replay(args: argparse.Namespace) -> int:
    try:
        record = GameRecord.loads(read_record_file(args.record))
        if args.upto is not None and args.upto > len(record.actions):
            raise RecordError(f"--upto {shown(args.upto)} is more than the record's "
                              f"{len(record.actions)} actions")
        if args.seat is not None and not 0 <= args.seat < record.players:
            raise RecordError(f"there is no seat {shown(args.seat)} "
                              f"(seats are 0 to {record.players - 1})")
        state = replay(record, args.upto)
    except RecordError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.seat is None:
        view = full_view(state)
    else:
        view = observe(state, args.seat)
    print(json.dumps(view, ensure_ascii=False))
    return 0


def _levels(args: argparse.Namespace) -> list[str]:
    from .bots import LEVELS

    levels = args.seats.split(",") if args.seats else ["random"] * args.players
    if len(levels) != args.players:
        raise SystemExit(_fail(f"--seats names {len(levels)} bots for {args.players} players"))
    for level in levels:
        if level not in LEVELS:
            known = ", ".join(LEVELS)
            raise SystemExit(_fail(f"unknown bot level {shown(level)} (known: {known})"))
    return levels


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def _play(args: argparse.Namespace) -> int:
    from .match import play_game

    if not 3 <= args.players <= 5:
        return _fail(f"--players must be from 3 to 5, not {shown(args.players)}")
    levels = _levels(args)
    try:
        for seed in (args.seed, args.seed + args.games - 1):
            check_seed(seed)
    except MalformedError as error:
        return _fail(f"--seed: {error}")
    if args.games == 1:
        state = play_game(levels, args.seed, args.variant)
        print(GameRecord.of(state).dumps())
        return 0
    started = time.perf_counter()
    wins = [0.0] * args.players
    actions = 0
    for game in range(args.games):
        state = play_game(levels, args.seed + game, args.variant)
        actions += len(state.actions)
        for seat in state.winners:
            wins[seat] += 1 / len(state.winners)
    elapsed = time.perf_counter() - started
    shares = ", ".join(f"seat {s} ({lv}) {w / args.games:.1%}"
                       for s, (lv, w) in enumerate(zip(levels, wins, strict=True)))
    print(f"{args.games} games in {elapsed:.2f} s: {args.games / elapsed:.0f} games/s, "
          f"{actions / elapsed:.0f} actions/s; wins: {shares}")
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from .bots import LEVELS
    from .tournament import check_options, deal_seed, run

    if not 3 <= args.players <= 5:
        return _fail(f"--players must be from 3 to 5, not {shown(args.players)}")
    for level in (args.challenger, args.field):
        if level not in LEVELS:
            return _fail(f"unknown bot level {shown(level)} (known: {', '.join(LEVELS)})")
    if args.deals < 1:
        return _fail("--deals must be 1 or more")
    if args.jobs < 1:
        return _fail("--jobs must be 1 or more")
    if args.iterations is not None and args.iterations < 1:
        return _fail("--iterations must be 1 or more")
    try:
        for deal in (0, args.deals):
            check_seed(deal_seed(args.seed, deal))
    except MalformedError as error:
        return _fail(f"--seed: {error}")
    options = {} if args.iterations is None else {"iterations": args.iterations}
    own = dict(options)
    known = LEVELS[args.challenger].OPTIONS
    for setting in args.set:
        key, _, text = setting.partition("=")
        if key not in known:
            listed = ", ".join(known) or "none"
            return _fail(f"--set: {args.challenger} has no option {key!r} (known: {listed})")
        try:
            own[key] = float(text) if "." in text or "e" in text.lower() else int(text)
        except ValueError:
            own[key] = math.nan
        if not math.isfinite(own[key]):
            return _fail(f"--set needs KEY=NUMBER, not {setting!r}")
    try:
        check_options(args.challenger, args.field, own, options)
    except ValueError as error:  # an option out of its range, or one neither level has
        return _fail(str(error))
    started = time.perf_counter()
    summary = run(args.players, args.challenger, args.field, args.deals, args.seed,
                  args.variant, args.jobs, own, options)
    for line in summary.lines(args.challenger, args.field, args.players):
        print(line)
    print(f"{time.perf_counter() - started:.1f} s")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return its exit status (0, or 2 for bad input)."""
    try:
        status = _main(argv)
        sys.stdout.flush()
    except SystemExit as leaving:  # argparse's --help and its refusals (already printed)
        code = leaving.code
        return code if isinstance(code, int) else 2
    except BrokenPipeError:
        _quiet_stdout()
        return BROKEN_PIPE
    return status


def _quiet_stdout() -> None:
    """The reader of our output has gone: send what is still buffered nowhere, so that Python's
    final flush at exit does not complain."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (AttributeError, OSError, ValueError):  # not a real file (captured in a test)
        pass


def _main(argv: Sequence[str] | None) -> int:
    parser = _Parser(prog="python -m engine", description="Modern Art: replay records, play games.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    rep = commands.add_parser("replay", help="apply a record's actions and print the state as JSON")
    rep.add_argument("record", help="a game record (docs/game-record.md)")
    rep.add_argument("--seat", type=int, help="print only what this seat may see")
    rep.add_argument("--upto", type=int, help="apply only the first N actions")
    play = commands.add_parser("play", help="play seeded games between bots")
    play.add_argument("--players", type=int, default=4)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--variant", choices=["classic", "online"], default="classic")
    play.add_argument("--seats", help="comma-separated bot level per seat (default: all random)")
    play.add_argument("--games", type=int, default=1,
                      help="play K games (seeds S, S+1, ...) and print a summary line")
    tour = commands.add_parser("tournament",
                               help="duplicate deals: a challenger bot against a field of bots")
    tour.add_argument("--players", type=int, default=4)
    tour.add_argument("--challenger", default="expert", help="the challenger's bot level")
    tour.add_argument("--field", default="novice", help="the other seats' bot level")
    tour.add_argument("--deals", type=int, default=100,
                      help="seeded deals, each played once per seat (players x deals games)")
    tour.add_argument("--jobs", type=int, default=1, help="processes to play on")
    tour.add_argument("--variant", choices=["classic", "online"], default="classic")
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--iterations", type=int,
                      help="the master's rollouts per search (default: its own)")
    tour.add_argument("--set", action="append", default=[], metavar="KEY=NUMBER",
                      help="an option of the challenger only, e.g. leader_weight=0.2 (repeatable)")
    args = parser.parse_args(argv)
    if args.command == "tournament":
        return _tournament(args)
    if args.command == "replay":
        if args.upto is not None and args.upto < 0:
            return _fail("--upto must be 0 or more")
        return _replay(args)
    if args.games < 1:
        return _fail("--games must be 1 or more")
    return _play(args)
