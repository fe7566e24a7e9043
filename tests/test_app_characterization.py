"""What the page draws, step by step, through three scripted games: a whole game against bots,
a pass-and-play game and the lesson, driven through the app as the page drives it; and
that every control it draws reaches a handler.

At every step each region the page draws (the menu, the status box, the lot, the hand, the
board, the seats, the log as begun afresh, the notice) and the open dialog are hashed, and the
lines are compared with tests/golden/screens/. These files guard a rebuild of the app: moving
code that changes nothing a player sees leaves them as they are, and a change a player would
see shows as a diff naming the game, the step, what was done and the region.

Regenerate after an intended change:  python tests/test_app_characterization.py --update
"""

from __future__ import annotations

import functools
import hashlib
import re
import sys
import typing
from collections.abc import Callable
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp import dialogs, render
from pyapp.app import COMMANDS
from pyapp.features import FEATURES
from pyapp.logbook import LogBook
from pyapp.screen import Dialog
from tests.support.table import Table, passive
from tests.test_app_pass_and_play import two_people_and_a_bot
from tests.test_app_tutorial import follow

GOLDEN = Path(__file__).resolve().parent / "golden" / "screens"
STEPS = 5_000  # a safe bound on any of the three games' steps
COMMAND = re.compile(r'data-command="([^"]+)"')
# Commands the browser layer takes itself (pyapp/browser.py): the import's file chooser, whose
# file it reads before the app gets its text.
BROWSER_COMMANDS = {"import"}


def drawn(table: Table) -> dict[str, str]:
    """Everything the page would draw now, by region (one reading of the screen)."""
    screen = table.c.screen()
    out = dict(render.regions(screen))
    if screen.view is not None:
        book = LogBook.of(screen)
        book.add(screen.view["history"])
        out["log"] = book.html()
    out["notice"] = render.notice(screen)
    out["dialog"] = f"{screen.dialog}|{dialogs.dialog(screen) or ''}"
    return out


@functools.cache
def played(name: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """The game ``name``'s screens, a line before the first step and one after each (until its
    ``one_step`` says None), and every command drawn on the way (the dialogs a player can open
    at the end too)."""
    make, one_step = GAMES[name]
    table = make()
    lines: list[str] = []
    commands: set[str] = set()

    def look(step: int, done: str) -> None:
        regions = drawn(table)
        commands.update(COMMAND.findall("".join(regions.values())))
        hashes = " ".join(f"{region}={hashlib.sha256(html.encode()).hexdigest()[:10]}"
                          for region, html in sorted(regions.items()))
        lines.append(f"{step} {done} [{table.c.dialog}] {hashes}")

    look(0, "start")
    for step in range(1, STEPS):
        done = one_step(table)
        if done is None:
            break
        look(step, done)
    else:
        raise AssertionError("the game did not end")
    for opened in ("open-results", "open-review", "open-help", "open-stats", "open-setup"):
        table.do("close-dialog")
        table.do(opened)
        commands.update(COMMAND.findall("".join(drawn(table).values())))
    return tuple(lines), frozenset(commands)


def against_bots(table: Table) -> str | None:
    """The human passes whenever she may (``passive``); the page does the rest."""
    c = table.c
    if c.dialog == "over":
        return None
    if c.dialog == "summary":
        table.do("close-summary")
        return "close-summary"
    if table.asked_now() and c.pace.countdown_call(table.game_now()) is None:
        passive(table)
        return "human"
    if not table.advance():
        raise AssertionError("stuck: nothing due and no question for the human")
    return "page"


def pass_and_play(table: Table) -> str | None:
    """Two people and a bot: each takes the device when it is handed over, then passes."""
    c = table.c
    if c.dialog == "handoff":
        table.do("take-over")
        return "take-over"
    session = table.session
    if c.dialog is None and session.humans_to_act() and c.handoff.decider() is not None and \
            c.pace.countdown_call(table.game_now()) is None:
        passive(table)
        return "person"
    return against_bots(table)


def lesson(table: Table) -> str | None:
    """The lesson, one step of its script at a time, as a player follows it."""
    at = table.c.lesson.current.at
    if table.c.lesson.current.step.kind == "end":
        return None
    follow(table, at + 1)
    return f"lesson-{at}"


def whole_game() -> Table:
    # (No master: a master thinks for a time, not a number of rollouts, so its moves would
    # depend on the machine.)
    return Table("?seed=7&players=4&levels=novice,expert,random&speed=normal")


def lesson_table() -> Table:
    table = Table()
    table.do("close-dialog")
    table.do("start-tutorial")
    return table


GAMES: dict[str, tuple[Callable[[], Table], Callable[[Table], str | None]]] = {
    "against_bots": (whole_game, against_bots),
    "pass_and_play": (two_people_and_a_bot, pass_and_play),
    "lesson": (lesson_table, lesson),
}


def screens(name: str) -> str:
    return "\n".join(played(name)[0]) + "\n"


@pytest.mark.parametrize("name", GAMES)
def test_the_page_draws_what_it_drew(name: str) -> None:
    expected = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    got = screens(name).splitlines()
    for want, have in zip(expected, got, strict=False):
        assert have == want, f"{name}: the first screen that differs"
    assert len(got) == len(expected), f"{name}: {len(got)} steps, not {len(expected)}"


def test_every_control_drawn_reaches_a_handler() -> None:
    """The app ignores a command it does not know: a button whose command has no
    handler would do nothing, without a word. Every one drawn in the three games has one
    (each name in one table, so one handler)."""
    drawn_commands = set().union(*(played(name)[1] for name in GAMES))
    # (The games went through every kind of decision, the hand-over and the lesson.)
    assert {"choose", "bid", "pass", "price", "buy", "join", "close-summary", "take-over",
            "lesson-next", "open-review"} <= drawn_commands, sorted(drawn_commands)
    unhandled = drawn_commands - set(COMMANDS) - BROWSER_COMMANDS
    assert not unhandled, sorted(unhandled)
    assert not BROWSER_COMMANDS & set(COMMANDS)


def test_every_dialog_a_feature_shows_is_drawn_and_every_key_runs_its_features_command() -> None:
    """A dialog is a kind a feature names (``Feature.shows``) and a drawing registered for it
    (``dialogs.drawn``): neither without the other. A shortcut runs one of its own feature's
    commands; the games' dialogs are all among them."""
    shown = [kind for feature in FEATURES for kind in feature.shows]
    assert len(shown) == len(set(shown))
    assert set(shown) == set(dialogs.DIALOGS)
    for kind, draw in dialogs.DIALOGS.items():  # each drawing takes what its dialog shows
        data = typing.get_type_hints(draw)["shown"]
        assert data is Dialog or data.__dataclass_fields__["kind"].default == kind, kind
    seen = {line.split("[")[1].split("]")[0] for name in GAMES for line in played(name)[0]}
    assert seen - {"None"} <= set(shown) and {"summary", "over", "handoff"} <= seen
    for feature in FEATURES:
        for command in feature.keys.values():
            assert command in feature.commands(), (feature.__name__, command)


if __name__ == "__main__":
    if sys.argv[1:] != ["--update"]:
        raise SystemExit(__doc__)
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        (GOLDEN / f"{game}.txt").write_text(screens(game), encoding="utf-8")
        print(f"wrote {GOLDEN / game}.txt")
