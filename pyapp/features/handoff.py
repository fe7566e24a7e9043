"""Pass and play: several people at one device. Before the game goes on to a person's decision,
the device is handed to her (a dialog, with nobody's cards on the page) and she shows hers."""

from __future__ import annotations

from .. import table
from ..feature import Args, Feature, command
from ..screen import Dialog, HandoffDialog


class Handoff(Feature):
    shows = ("handoff",)

    def decider(self) -> int | None:
        """The person who must answer now by herself (no standing order answers for her): the
        one shown if she may, else the next in turn; None when no person is asked."""
        session = self.app.session
        if session is None:
            return None
        return table.decider(session, self.app.bidding.answers())

    def to(self) -> int | None:
        """The person the device must go to before the game can go on (her decision is next and
        someone else, or nobody, is shown); None otherwise."""
        session = self.app.session
        if session is None or not session.pass_and_play or self.app.watching is not None:
            return None
        seat = self.decider()
        return seat if seat is not None and seat != session.viewer else None

    def addressed(self) -> int | None:
        """The seat the page calls "you" now, as ``screen().you`` says without drawing it: the
        shown seat; nobody while the device goes to someone or nobody's cards are shown (a
        hidden view, ``Session.shown``). What the log is kept by."""
        session = self.app.session
        if session is None or self.to() is not None:
            return None
        return session.shown

    def dialog(self) -> str | None:
        return "handoff" if self.app.watching is None and self.to() is not None else None

    def dialog_data(self, kind: str) -> Dialog | None:
        seat = self.to()
        return None if seat is None else HandoffDialog(seat=seat)

    @command("take-over")
    def take_over(self, args: Args, now: float) -> None:
        """The person the device was handed to shows her cards."""
        seat = self.to()
        session = self.app.session
        if seat is None or session is None:
            return
        session.viewer = seat
        self.app.bidding.new_decision(force=True)
