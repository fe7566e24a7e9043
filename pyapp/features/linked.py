"""The game a link names (its address), while the player decides whether it may replace her
unfinished game: a link to another game never ends hers unasked."""

from __future__ import annotations

from typing import Any

from ..feature import Args, Feature, command
from ..screen import Dialog, LinkedDialog
from ..session import Settings


class Linked(Feature):
    shows = ("linked",)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.wanted: Settings | None = None

    def dialog(self) -> str | None:
        return "linked" if self.app.opened == "linked" else None

    def offer(self, wanted: Settings) -> None:
        """Ask whether the address's game may replace the one on the table."""
        self.wanted = wanted
        self.app.opened = "linked"

    def dialog_data(self, kind: str) -> Dialog | None:
        session = self.app.session
        if self.wanted is None or session is None:
            return None
        return LinkedDialog(seed=self.wanted.seed, players=self.wanted.players,
                            round=session.state.round)

    @command("play-linked")
    def play_linked(self, args: Args, now: float) -> None:
        """The game the address names, in place of her unfinished one (she said so)."""
        if self.wanted is None or self.app.opened != "linked":
            return
        settings, self.wanted = self.wanted, None
        self.app.opened = None
        self.app.play(self.app.new_session(settings), now)
