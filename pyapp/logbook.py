"""The log: the game's events told once each and kept (events never change), grouped by round.

The page adds the new events after each action and appends their lines, so a long game costs no
more per action than a short one. In an open auction the human's passes after the first are the
page answering raises for her ("Pass" means out of the lot): the log says once "You are out" and
not again until she bids. Plain Python.
"""

from __future__ import annotations

from typing import Any

from .catalogue import text
from .markup import Html, concat, el
from .narration import describe, money
from .screen import Screen


class LogBook:
    def __init__(self, lang: str, names: list[str], you: int | None = None) -> None:
        self.lang = lang
        self.names = list(names)
        self.you = you
        self.seen = 0  # how many events of the game are told here
        self.groups: list[tuple[int, list[Html]]] = []
        self.shown = (0, 0)  # groups, and lines of the last group, already on the page
        # The lot under the hammer: its auctioneer, its high bid (seat, amount), and the seats
        # out of it since their last bid (each told once, not at every raise).
        self.auctioneer: int | None = None
        self.high: tuple[int, int] | None = None
        self.out: set[int] = set()

    @staticmethod
    def of(screen: Screen) -> LogBook:
        """A new, empty log for the screen's game, told to the seat the page calls "you" (to
        nobody while the device changes hands: a new log is begun when that changes)."""
        return LogBook(screen.lang, screen.names, screen.you)

    def add(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            kind = event["event"]
            if kind == "round_started" or not self.groups:
                self.groups.append((event.get("round", 1), []))
            self.seen += 1
            if kind == "auction_started":
                self.auctioneer, self.high, self.out = event["auctioneer"], None, set()
                continue  # the card played already said it; the status box shows the auction
            if kind == "bid":
                self.high = (event["seat"], event["amount"])
                self.out.discard(event["seat"])
            elif kind == "pass" and event["step"] == "open":
                if event["seat"] in self.out:
                    continue  # passing again at a raise (her standing order): said once already
                self.out.add(event["seat"])
            self.groups[-1][1].extend(el("li", line) for line in self._lines(event))

    def _lines(self, event: dict[str, Any]) -> list[str]:
        high = self.high
        if event["event"] == "pass" and event["seat"] == self.you == self.auctioneer and \
                high is not None and high[0] != self.you and \
                event["step"] in ("open", "once_around"):
            # the auctioneer's pass lets the high bid stand (a sale, if nobody raises)
            return [text(self.lang, "log.out.you_seller", seat=self.names[high[0]],
                         amount=money(self.lang, high[1]))]
        return describe(event, self.lang, self.names, self.you)

    def _section(self, number: int, lines: list[Html]) -> Html:
        return el("section", el("h3", text(self.lang, "log.round_heading", round=number)),
                  el("ol", *lines, role="list"), class_="log-round",
                  aria_label=text(self.lang, "log.round_heading", round=number))

    def html(self) -> Html:
        """Every event in words, grouped by round, newest last (the page scrolls to it)."""
        self.shown = (len(self.groups), len(self.groups[-1][1]) if self.groups else 0)
        sections = [self._section(number, lines) for number, lines in self.groups]
        # The scroller shows its end by itself (CSS column-reverse around one inner block), so
        # the page never has to measure the log to scroll it.
        return el("h2", text(self.lang, "log.heading"), id="log-heading") + \
            el("div", el("div", *sections, class_="log-inner"), class_="log-scroll",
               tabindex=0, role="log", aria_labelledby="log-heading")

    def additions(self) -> tuple[Html, Html]:
        """What to add to the log already on the page: lines for its last round's list, then
        new rounds' sections (events are only ever added, never changed)."""
        groups, lines = self.shown
        if not self.groups or (groups, lines) == (len(self.groups), len(self.groups[-1][1])):
            return Html(""), Html("")
        more_lines = concat(*self.groups[groups - 1][1][lines:]) if groups else Html("")
        sections = concat(*(self._section(n, ls) for n, ls in self.groups[groups:]))
        self.shown = (len(self.groups), len(self.groups[-1][1]))
        return more_lines, sections
