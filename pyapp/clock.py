"""The game's clock and its timings: every pause of the page runs on a clock that stands still
while the game is paused (a dialog open, the page hidden)."""

from __future__ import annotations

# Pause before a bot (or the page, for the human's standing orders) acts, in ms, by speed.
BOT_PAUSE_MS = {"slow": 1400, "normal": 800, "fast": 350, "instant": 0}
# In an open auction a person still answers herself, each bot waits at least this long after
# the last move, so that she can read a raise and answer it before the next one.
OPEN_RAISE_MS = {"slow": 3000, "normal": 2000, "fast": 1000, "instant": 0}
# The online edition's countdown: "going once", "going twice", each call this long; then "sold"
# (long enough to read the call and answer it at normal speed; assets/app.css's countdown bar
# drains in the same time).
COUNTDOWN_CALLS = 2
COUNTDOWN_STEP_MS = {"slow": 3200, "normal": 2500, "fast": 1600, "instant": 700}
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
