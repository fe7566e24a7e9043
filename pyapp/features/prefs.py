"""The page's own settings: its language, the player's preferences (kept in storage), a phone's
folded menu, and the notice's dismissal."""

from __future__ import annotations

import json
from typing import Any

from ..catalogue import LANGUAGES
from ..feature import Args, Feature, command
from ..screen import Screen
from ..storage import LANGUAGE_KEY, PREFS_KEY, read_json


class Prefs(Feature):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.menu_open = False  # a phone's folded menu, unfolded
        self.game_menu_open = False  # the menu's "This game" list, unfolded
        stored = read_json(app.storage.get(PREFS_KEY))
        # The player's choices, by name ("estimates", "confirm_sale"), as she made them.
        self.stored: dict[str, Any] = stored if isinstance(stored, dict) else {}

    def choose(self, name: str, value: bool) -> None:
        self.stored[name] = value
        self.app.storage.set(PREFS_KEY, json.dumps(self.stored))

    @property
    def confirm_sale(self) -> bool:
        """A card chosen to sell waits on the block for "Put it up" (unless she said not to)."""
        chosen = self.stored.get("confirm_sale")
        return chosen if isinstance(chosen, bool) else True

    @property
    def sound(self) -> bool:
        """The table's sounds (a bid, the gavel, coins): off until she turns them on."""
        return self.stored.get("sound") is True

    @property
    def motion(self) -> bool:
        """The table's motion: on unless she turns it off (her system's reduced motion turns it
        off too, in the browser)."""
        return self.stored.get("motion") is not False

    def draw(self, shown: Screen, since: int) -> None:
        shown.menu_open = self.menu_open
        shown.game_menu_open = self.game_menu_open
        shown.sound_on = self.sound
        shown.motion_on = self.motion
        shown.confirm_sale = self.confirm_sale

    def pauses(self) -> bool:
        """The phone's menu, or the menu's "This game" list, covers the table: the game waits
        while either is open."""
        return self.menu_open or self.game_menu_open

    @command("language", view=True)
    def language(self, args: Args, now: float) -> None:
        value = args.get("value", "")
        if value in LANGUAGES:
            self.app.lang = value
            self.app.storage.set(LANGUAGE_KEY, value)

    @command("toggle-confirm-sale")
    def toggle_confirm_sale(self, args: Args, now: float) -> None:
        self.choose("confirm_sale", not self.confirm_sale)

    def chosen(self, name: str) -> None:
        """Something was chosen (the command ``name``): a phone's menu and the "This game" list
        fold again, unless it was to open or close one of them."""
        if name not in ("toggle-menu", "toggle-game-menu"):
            self.menu_open = False
        if name != "toggle-game-menu":
            self.game_menu_open = False

    @command("toggle-sound", view=True)
    def toggle_sound(self, args: Args, now: float) -> None:
        self.choose("sound", not self.sound)

    @command("toggle-motion", view=True)
    def toggle_motion(self, args: Args, now: float) -> None:
        self.choose("motion", not self.motion)

    @command("toggle-menu", view=True)
    def toggle_menu(self, args: Args, now: float) -> None:
        self.menu_open = not self.menu_open

    @command("toggle-game-menu", view=True)
    def toggle_game_menu(self, args: Args, now: float) -> None:
        """The menu's "This game" list (review, the same deal again, its replay, export)."""
        self.game_menu_open = not self.game_menu_open
        self.menu_open = self.menu_open and self.game_menu_open  # (a phone's menu stays open)

    @command("dismiss-notice", view=True)
    def dismiss(self, args: Args, now: float) -> None:
        self.app.notice = None
