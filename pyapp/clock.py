"""The game's clock and its timings: every pause of the page runs on a clock that stands still
while the game is paused (a dialog open, the page hidden)."""

from __future__ import annotations

# Pause before a bot (or the page, for the human's standing orders) acts, in ms, by speed.
BOT_PAUSE_MS = {"slow": 1400, "normal": 800, "fast": 350, "instant": 0}
# The online edition's countdown: "going once", "going twice", each call this long; then "sold".
COUNTDOWN_CALLS = 2
COUNTDOWN_STEP_MS = {"slow": 2000, "normal": 1600, "fast": 1200, "instant": 700}
# After a sale the bots wait this long before the next card, so the sale banner can be read.
SALE_HOLD_MS = {"slow": 3500, "normal": 2500, "fast": 1500, "instant": 0}


class GameClock:
    """Milliseconds of play: runs with the real clock, stands still while paused."""

    def __init__(self, now: float) -> None:
        self.base = 0.0
        self.since = now
        self.paused = False

    def time(self, now: float) -> float:
        return self.base if self.paused else self.base + max(0.0, now - self.since)

    def pause(self, now: float) -> None:
        if not self.paused:
            self.base = self.time(now)
            self.paused = True

    def resume(self, now: float) -> None:
        if self.paused:
            self.since = now
            self.paused = False
