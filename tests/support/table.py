"""Driving the app in CPython as the page drives it, with a clock the test holds.

``Table`` is a page on a table: the app, its storage and the clock (ms). Bots are run to
completion at once (the page runs them in slices); time moves only when a test moves it, so
every rule about the clock (the countdown, pauses, the sale banner) is exact. ``passive`` and
``patient`` are a person who plays along without trying to win.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.bots.base import drain
from pyapp.app import App
from pyapp.storage import MemoryStorage


def started(storage: MemoryStorage, now: float = 0.0, query: str = "",
            browser_language: str = "en-GB", **options: Any) -> App:
    """An app on ``storage``, started at ``now`` (as the page starts it)."""
    app = App(storage, now, query, browser_language, **options)
    app.start(now)
    return app


class Table:
    """A page on a table: the app, its storage and the clock (ms)."""

    def __init__(self, query: str = "", storage: MemoryStorage | None = None,
                 now: float = 0.0) -> None:
        self.storage = storage or MemoryStorage()
        self.now = now
        self.c = started(self.storage, now, query)
        self.asked = 0

    @property
    def session(self):
        assert self.c.session is not None
        return self.c.session

    def game_now(self) -> float:
        return self.c.clock.time(self.now)

    def do(self, name: str, **args: str) -> Any:
        return self.c.command(name, dict(args), self.now)

    def asked_now(self) -> bool:
        """The human has a question to answer herself (not one the page answers for her)."""
        c = self.c
        return c.dialog is None and c.session is not None and c.session.human_to_act() and \
            c.bidding.answer(c.session.viewer) is None

    def advance(self) -> bool:
        """One step of the page's own doing: a bot's answer, or time moving to the next thing
        due. False when nothing can happen until the human acts."""
        before = self.session.actions
        seat = self.c.tick(self.now)
        if self.session.actions != before:
            return True  # the page answered for the human (a standing order, the countdown)
        if seat is not None:
            version = self.c.bot_started(seat)
            self.c.bot_answer(seat, drain(self.session.bot_think(seat)), version, self.now)
            return True
        wait = self.c.wake_in(self.now)
        if wait is None:
            return False
        self.now += wait + 1
        return True

    def play_until(self, predicate: Callable[[Table], bool], human: Callable[[Table], bool]
                   | None = None, limit: int = 20_000) -> None:
        """Play on (the bots, the clock, ``human`` for the human: it returns False to let the
        table go on without her answer) until ``predicate`` holds."""
        for _ in range(limit):
            if predicate(self):
                return
            if self.c.dialog == "summary":
                self.do("close-summary")
                continue
            if self.c.dialog == "over":
                break
            if self.asked_now() and self.c.pace.countdown_call(self.game_now()) is None and \
                    (human or patient)(self):
                self.asked += 1
                continue
            if not self.advance():
                raise AssertionError("stuck: nothing due and no question for the human")
        raise AssertionError("the situation never came up")


def patient(table: Table) -> bool:
    """Like ``passive``, but silent in open auctions: lets the others bid (and the countdown
    run) without passing."""
    session = table.session
    alone = session.to_act() == [session.human]
    if session.step == "open" and not (alone and session.settings.variant == "classic"):
        return False
    return passive(table)


def passive(table: Table) -> bool:
    """Pass or decline whenever allowed, sell the first card, bid the minimum when required."""
    play_passively(table.c, table.do)
    return True


def play_passively(app: App, do: Callable[..., Any]) -> None:
    """The person's passive answer to the question before her, through ``do(command, **args)``
    (the page's commands): pass or decline whenever allowed, sell the first card (a double
    with its first partner, putting it up once on the block), bid or price the least she
    must."""
    assert app.session is not None
    legal = app.session.legal()
    can = legal["do"]
    if "pass" in can:
        do("pass")
    elif "play" in can:
        card = legal["cards"][0]
        do("choose", card=card)
        if app.bidding.chosen_double:
            do("play", card=card)
        elif app.bidding.chosen_card:
            do("put-up")
    elif "price" in can:
        do("price", value=str(legal["price"]["min"]))
    else:
        do("bid", value=str(legal["bid"]["min"]))
