"""The rules, in a dialog, opened at a section when one is named (an auction type, a token, a
column of the value board link to theirs)."""

from __future__ import annotations

from typing import Any

from ..feature import Args, Feature, command
from ..screen import Dialog, HelpDialog


class Help(Feature):
    shows = reads = ("help",)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.section: str | None = None  # the rules' section to show
        self.serial = 0  # counts the requests to show a section (the browser scrolls)

    def dialog(self) -> str | None:
        return "help" if self.app.opened == "help" else None

    def dialog_data(self, kind: str) -> Dialog | None:
        return HelpDialog(serial=self.serial, section=self.section)

    @command("open-help", view=True)
    def open(self, args: Args, now: float) -> None:
        self.app.setup.error = None
        self.app.opened = "help"
        self.show(args, now)

    @command("help-section", view=True)
    def show(self, args: Args, now: float) -> None:
        section = args.get("section", "")
        self.section = section if section.replace("-", "").isalnum() else None
        self.serial += 1
