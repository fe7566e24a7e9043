"""The keyboard's keys: what each key does on the table, in a dialog that "?" opens anywhere but
in a field (README, "Adding a dialog", walks through this module)."""

from __future__ import annotations

from typing import ClassVar

from ..feature import Args, Feature, command


class Keys(Feature):
    shows = reads = ("keys",)  # (it only reads: a tab that does not play may show it too)
    keys: ClassVar[dict[str, str]] = {"?": "open-keys"}

    def dialog(self) -> str | None:
        return "keys" if self.app.opened == "keys" else None
    @command("open-keys", view=True)
    def open(self, args: Args, now: float) -> None:
        self.app.opened = "keys"
