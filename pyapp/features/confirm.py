"""A question asked in the page before a command that cannot be undone runs (leaving a game
under way, replacing it by an import, exporting a deal still in play, discarding a save set
aside, resetting the statistics): the player answers it in a dialog of the page, like every
other, and nothing happens until she says yes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..feature import Args, Effect, Feature, command
from ..screen import ConfirmDialog, Dialog

# What the "yes" of each question says it does (the catalogue's keys).
YES_KEYS = {
    "confirm.leave": "confirm.leave.yes", "confirm.import": "confirm.import.yes",
    "confirm.export_deal": "confirm.export_deal.yes",
    "confirm.discard_aside": "confirm.discard_aside.yes", "stats.confirm": "stats.confirm.yes",
}


@dataclass(frozen=True)
class Question:
    """The question on screen (a catalogue key) and what a yes does (at that time)."""

    key: str
    then: Callable[[float], Effect | None]


class Confirm(Feature):
    shows = reads = ("confirm",)  # (asked in a tab that only shows the game too: an export)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.pending: Question | None = None

    def ask(self, key: str, then: Callable[[float], Effect | None]) -> None:
        self.pending = Question(key, then)

    def dialog(self) -> str | None:
        return "confirm" if self.pending is not None else None

    def dialog_data(self, kind: str) -> Dialog | None:
        if self.pending is None:
            return None
        key = self.pending.key
        return ConfirmDialog(question=key, yes=YES_KEYS.get(key, "confirm.yes"))

    def forget(self) -> None:
        self.pending = None

    @command("confirm-yes", view=True)
    def yes(self, args: Args, now: float) -> Effect | None:
        """Do what was asked (each command checks again that it may)."""
        pending, self.pending = self.pending, None
        return None if pending is None else pending.then(now)

    @command("confirm-no", view=True)
    def no(self, args: Args, now: float) -> None:
        self.pending = None
