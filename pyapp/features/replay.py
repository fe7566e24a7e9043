"""The replay: the game as it was after N actions, watched with nothing to play (from the log,
the game's end or the review's "show me", with a way back to the review)."""

from __future__ import annotations

from typing import Any, ClassVar

from ..address import parse_amount
from ..feature import Args, Feature, command
from ..screen import Screen
from ..session import Session


class Replay(Feature):
    # While a replay is watched: a step back or on, to the deal, to the end.
    keys: ClassVar[dict[str, str]] = {"ArrowLeft": "watch-previous", "ArrowRight": "watch-next",
                                      "Home": "watch-first", "End": "watch-last"}

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.watching: int | None = None  # the actions shown
        self.watch_back = False  # opened from the review ("Back to the review")

    def pauses(self) -> bool:
        return self.watching is not None

    def takes(self, key: str) -> bool:
        return self.watching is not None and self.app.dialog is None

    def adopted(self, session: Session, ui: dict[str, Any], game_now: float) -> None:
        self.watching = None
        self.watch_back = False

    def forget(self) -> None:
        self.watching = None

    def draw(self, shown: Screen, since: int) -> None:
        session = self.app.session
        if session is None or self.watching is None:
            return
        shown.view = session.replay_view(self.watching, since)
        shown.watching = (self.watching, session.actions)
        shown.watch_events = session.events_of_action(self.watching)
        shown.purchases = session.purchases(self.watching)
        shown.watch_back = self.watch_back

    @command("watch-to")
    def watch(self, args: Args, now: float) -> None:
        """Watch the game as it was after ``to`` actions."""
        app = self.app
        if app.session is None:
            return
        upto = parse_amount(args.get("to", "0")) or 0
        self.watching = max(0, min(app.session.actions, upto))
        if args.get("back") == "review":
            self.watch_back = True
        elif app.opened is not None:
            self.watch_back = False
        app.opened = None

    def step(self, to: int) -> None:
        session = self.app.session
        if self.watching is not None and session is not None:
            self.watching = max(0, min(session.actions, to))

    @command("watch-previous")
    def previous(self, args: Args, now: float) -> None:
        self.step((self.watching or 0) - 1)

    @command("watch-next")
    def next(self, args: Args, now: float) -> None:
        self.step((self.watching or 0) + 1)

    @command("watch-first")
    def first(self, args: Args, now: float) -> None:
        self.step(0)

    @command("watch-last")
    def last(self, args: Args, now: float) -> None:
        session = self.app.session
        self.step(session.actions if session is not None else 0)

    @command("watch-stop")
    def stop(self, args: Args, now: float) -> None:
        self.watching = None
        self.watch_back = False
