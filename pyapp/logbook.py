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
from .narration import describe
from .screen import Screen


class LogBook:
    def __init__(self, lang: str, names: list[str], you: int | None = None) -> None:
        self.lang = lang
        self.names = list(names)
        self.you = you
        self.seen = 0  # how many events of the game are told here
        self.groups: list[tuple[int, list[Html]]] = []
        self.shown = (0, 0)  # groups, and lines of the last group, already on the page
        self.out = False  # the human is out of the open lot under the hammer (and was told so)

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
                self.out = False
                continue  # the card played already said it; the status box shows the auction
            if event.get("seat") == self.you and kind in ("bid", "pass"):
                if kind == "pass" and event["step"] == "open":
                    if self.out:
                        continue  # the page passing for her again: said once already
                    self.out = True
                elif kind == "bid":
                    self.out = False
            self.groups[-1][1].extend(el("li", line)
                                      for line in describe(event, self.lang, self.names, self.you))

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
