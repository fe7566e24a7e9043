"""The strength ladder (not a test): duplicate tournaments between neighbouring bot levels, written
into BOTS.md between its ladder markers, with the exact command and the date.

    python scripts/ladder.py [--deals 500] [--master-deals 100] [--jobs 2] [--players 4,3,5]
                             [--only novice,expert,master] [--seed 1] [--out BOTS.md]
                             [--store FILE]

With ``--only`` a subset is re-run: the other rows of the table, and the lines saying where they
came from, are kept.

Each pairing plays ``deals`` seeded deals once per seat (players x deals games); the master's
pairing plays ``master-deals`` (its games are slow), at every player count asked for. The master
plays with its default budget (300 rollouts a search: about what the page's half second buys in
Chromium, see bench_page.py) unless --iterations is given.

With ``--store`` every game's result is kept in that file as it is played (see
``engine/tournament.py``): a run stopped half-way resumes where it stopped, and a run with more
deals plays only the new ones (``--master-deals 100`` after ``--master-deals 50`` adds 50 deals).
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots.master import ITERATIONS
from engine.tournament import run

BEGIN, END = "<!-- ladder:begin -->", "<!-- ladder:end -->"
PAIRINGS = {  # challenger: (field, target win share with 4 players)
    "novice": ("random", 0.65),
    "expert": ("novice", 0.40),
    "master": ("expert", 0.36),
}


def _shown(argv: list[str]) -> list[str]:
    """The command's words as BOTS.md shows them: a file of this machine's as FILE."""
    shown = []
    for i, word in enumerate(argv):
        if i and argv[i - 1] in ("--store", "--out"):
            word = "FILE"
        elif word.startswith(("--store=", "--out=")):
            word = word.split("=", 1)[0] + "=FILE"
        shown.append(word)
    return shown


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--master-deals", type=int, default=100)
    parser.add_argument("--iterations", type=int, default=ITERATIONS)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--players", default="4,3,5")
    parser.add_argument("--only", default="novice,expert,master")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "BOTS.md"))
    parser.add_argument("--store", type=Path, help="a file keeping each game's result")
    args = parser.parse_args()
    command = "python scripts/ladder.py " + " ".join(_shown(sys.argv[1:]))
    rows = []
    for players in (int(p) for p in args.players.split(",")):
        for challenger in args.only.split(","):
            field, target = PAIRINGS[challenger]
            master = challenger == "master"
            deals = args.master_deals if master else args.deals
            options = {"iterations": args.iterations} if master else {}
            started = time.perf_counter()
            summary = run(players, challenger, field, deals, args.seed, "classic", args.jobs,
                          options, options, store=args.store)
            elapsed = time.perf_counter() - started
            label = f"{challenger} vs {players - 1}x {field}"
            if master:
                label += f" ({args.iterations} rollouts a search)"
            goal = f"≥ {target:.0%}" if players == 4 else "—"
            met = "" if players != 4 else (" ✓" if summary.win_share >= target else " ✗")
            rows.append(f"| {players} | {label} | {summary.games} | {summary.win_share:.1%} "
                        f"| {summary.low:.1%}–{summary.high:.1%} | {goal}{met} "
                        f"| {summary.mean_rank:.2f} | {summary.mean_margin:+.1f} "
                        f"| {summary.mean_money:.1f} |")
            print(rows[-1], f"({elapsed:.0f} s)", flush=True)
    today = datetime.date.today().isoformat()
    out = Path(args.out)
    text = out.read_text(encoding="utf-8") if out.exists() else f"# Bots\n\n{BEGIN}\n{END}\n"
    notes, kept = [], []
    if BEGIN in text and END in text and args.only != "novice,expert,master":
        # A partial run (--only): keep the other pairings' rows and where they came from.
        old = text.split(BEGIN, 1)[1].split(END, 1)[0]
        fresh = {_key(row) for row in rows}
        for line in old.strip().splitlines():
            if line.startswith("| ") and not line.startswith("| players") and _key(line):
                if _key(line) not in fresh:
                    kept.append(line)
            elif line.strip() and not line.startswith(("| players", "|---")):
                notes.append(line)
    note = (f"Generated on {today} by `{command}` (classic rules, seed {args.seed}; duplicate "
            "deals, each played once per seat).")
    if notes:
        note = f"Rows for {args.only} at {args.players} players updated on {today} by `{command}`."
    order = {(p, c): i for i, (p, c) in enumerate(
        (p, c) for p in (4, 3, 5, 2, 6) for c in PAIRINGS)}
    table = sorted(kept + rows, key=lambda row: order.get(_key(row), 99))
    block = "\n".join([
        BEGIN,
        *notes,
        note,
        "",
        "| players | challenger vs field | games | win share | 95% CI | target | mean rank "
        "| margin over best | mean money |",
        "|---|---|---|---|---|---|---|---|---|",
        *table,
        END,
    ])
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        text = head + block + tail
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out}")


def _key(row: str) -> tuple[int, str] | None:
    """(players, challenger) of a table row."""
    cells = [c.strip() for c in row.strip().strip("|").split("|")]
    if len(cells) < 2 or not cells[0].isdigit():
        return None
    return int(cells[0]), cells[1].split(" ")[0]


if __name__ == "__main__":
    main()
