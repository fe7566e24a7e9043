"""Games set up in CPython for the browser tests: the page's own app plays a seeded game
up to a chosen moment, and its save is put in the browser's storage before the page loads, so a
test starts where it needs to be instead of playing there through the page."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable

from engine.bots.base import drain
from pyapp.app import App
from pyapp.storage import SAVE_KEY, MemoryStorage
from tests.support.table import play_passively


def command(c: App, now: float, name: str, **args: str) -> object:
    """The page's command ``name`` at ``now`` (as a click runs it)."""
    return c.command(name, dict(args), now)


def save_before(query: str, moment: Callable[[App], bool], limit: int = 20_000) -> str:
    """The save of the game ``query`` names, played by a passive human (she waits in open
    auctions), at the first moment ``moment`` holds."""
    storage = MemoryStorage()
    c = App(storage, 0.0, query, "en-GB")
    c.start(0.0)
    now = 0.0
    for _ in range(limit):
        assert c.session is not None
        if moment(c):
            c.saves.save()
            return storage.data[SAVE_KEY]
        if c.dialog == "summary":
            c.command("close-summary", {}, now)
            continue
        session = c.session
        alone = session.to_act() == [session.human]
        asked = session.human_to_act() and c.bidding.shown_answer() is None and c.dialog is None
        if asked and (session.step != "open" or (alone and session.settings.variant == "classic")):
            play_passively(c, functools.partial(command, c, now))
            continue
        before = session.actions
        seat = c.tick(now)
        if seat is not None:
            version = c.bot_started(seat)
            c.bot_answer(seat, drain(session.bot_think(seat)), version, now)
            continue
        wait = c.wake_in(now)
        if wait is None and session.actions == before:
            raise AssertionError("the game ended before the moment came" if session.over
                                 else "the game is stuck")
        now += (wait or 0) + 1
    raise AssertionError("the moment never came")


def storage_script(save: str) -> str:
    """An init script putting ``save`` in storage on the first load of the page only."""
    return ("try { if (!sessionStorage.getItem('e2e-seeded')) {"
            " sessionStorage.setItem('e2e-seeded', '1');"
            f" localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)}); }}"
            " } catch (error) { /* a frame without storage (about:blank) */ }")


def open_lot_with_a_bid(c: App) -> bool:
    """An open auction with a bot's bid on it, the human asked."""
    s = c.session
    return s is not None and s.step == "open" and s.human_to_act() and \
        s.high_bid()[1] not in (None, s.human) and c.bidding.shown_answer() is None


def in_round(number: int, step: str) -> Callable[[App], bool]:
    def moment(c: App) -> bool:
        s = c.session
        return s is not None and s.view()["round"] == number and s.step == step and \
            bool(s.purchases()[s.human] or any(s.purchases()))
    return moment
