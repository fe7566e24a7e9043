"""The page's own settings: its language, a phone's folded menu, and the notice's dismissal."""

from __future__ import annotations

from typing import Any

from ..catalogue import LANGUAGES
from ..feature import Args, Feature, command
from ..screen import Screen
from ..storage import LANGUAGE_KEY


class Prefs(Feature):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.menu_open = False  # a phone's folded menu, unfolded

    def draw(self, shown: Screen, since: int) -> None:
        shown.menu_open = self.menu_open

    def pauses(self) -> bool:
        """The phone's menu covers the table: the game waits while it is open."""
        return self.menu_open

    @command("language", view=True)
    def language(self, args: Args, now: float) -> None:
        value = args.get("value", "")
        if value in LANGUAGES:
            self.app.lang = value
            self.app.storage.set(LANGUAGE_KEY, value)

    @command("toggle-menu", view=True)
    def toggle_menu(self, args: Args, now: float) -> None:
        self.menu_open = not self.menu_open

    @command("dismiss-notice", view=True)
    def dismiss(self, args: Args, now: float) -> None:
        self.app.notice = None
