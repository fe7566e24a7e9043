"""One tab plays the game. With a ``tab`` id (the page's), the app starts "waiting" until the
browser says whether this tab holds the game (``claim``) or another does (``elsewhere``);
elsewhere it only shows the game, mirrored from the save as the other tab writes it, until
"Play here instead", which claims the game and resumes the latest save. Before every action the
tab checks it still holds the game, so no move is saved over another tab's."""

from __future__ import annotations

from typing import Any

from ..feature import Args, Claim, Feature, command
from ..screen import Screen
from ..storage import LESSON_KEY, OWNER_KEY, SAVE_KEY, tidy_set_aside


class Tabs(Feature):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.tab: str | None = None
        # "playing" (this tab holds the game), "waiting" (not known yet), "elsewhere" (another
        # tab holds it: this one only shows it).
        self.state = "playing"

    def begin(self, tab: str | None) -> None:
        self.tab = tab
        self.state = "playing" if tab is None else "waiting"

    @property
    def playing(self) -> bool:
        return self.state == "playing"

    def pauses(self) -> bool:
        return not self.playing

    def draw(self, shown: Screen, since: int) -> None:
        shown.elsewhere = self.state == "elsewhere"

    def claim(self, now: float) -> None:
        """This tab holds the game now (at start-up, or after "Play here instead"): it says so
        in storage and, coming from another tab, resumes the latest save (every move made
        there is in it)."""
        storage = self.app.storage
        if self.tab is not None and not storage.set(OWNER_KEY, self.tab):
            storage.remove(OWNER_KEY)  # no room to say so: at least no stale owner
        if self.playing:
            return
        waiting, self.state = self.state == "waiting", "playing"
        kept = self.app.saves.resumed_from
        if waiting and kept is not None and storage.get(kept[0]) == kept[1]:
            tidy_set_aside(storage)  # the game shown is the one saved: nothing to redo
            self.app.sync_clock(now)
            return
        self.reload(now)

    def elsewhere(self, now: float) -> None:
        """Another tab holds the game: this one stops acting and saving, and only shows it."""
        if self.state == "elsewhere":
            return
        self.state = "elsewhere"
        self.app.pace.drop_bots()
        if not self.app.reading():
            self.app.opened = None
        self.app.sync_clock(now)

    def reload(self, now: float) -> None:
        """Show the game as it is saved now."""
        self.app.forget_game()
        self.app.opened = None
        self.app.saves.kept_save = None
        self.app.saves.resume(now)

    def storage_changed(self, key: str | None, now: float) -> bool:
        """Another tab wrote ``key`` (None: cleared everything). Returns True when the page
        must be drawn again: this tab lost the game, or shows the other tab's game anew."""
        if key in (OWNER_KEY, None) and self.playing and not self.holds_game():
            self.elsewhere(now)
            return True
        if self.state == "elsewhere" and key in (SAVE_KEY, LESSON_KEY, None):
            self.reload(now)
            return True
        return False

    def holds_game(self) -> bool:
        """No other tab has said it plays the game since this one did."""
        return self.tab is None or self.app.storage.get(OWNER_KEY) in (None, self.tab)

    def may_act(self, now: float) -> bool:
        """This tab plays the game (checked in storage before every action)."""
        if not self.playing:
            return False
        if not self.holds_game():
            self.elsewhere(now)
            return False
        return True

    @command("play-here", view=True)
    def play_here(self, args: Args, now: float) -> Claim | None:
        """ "Play here instead": the browser takes the game from the other tab (then
        ``claim``)."""
        return None if self.playing else Claim()
