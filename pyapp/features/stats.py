"""The player's statistics (her career: games, wins, places, the daily deals against the
master), counted as each game against bots ends, kept in storage."""

from __future__ import annotations

import json
from typing import Any

from engine import Event

from .. import career as career_mod
from ..feature import Args, Feature, command
from ..screen import Dialog, StatsDialog


class Stats(Feature):
    shows = reads = ("stats",)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.career = career_mod.load(app.storage.get(career_mod.CAREER_KEY))

    def dialog(self) -> str | None:
        return "stats" if self.app.opened == "stats" else None

    def dialog_data(self, kind: str) -> Dialog | None:
        return StatsDialog(career=self.career)

    def keep_career(self, career: dict[str, Any]) -> None:
        self.career = career
        self.app.storage.set(career_mod.CAREER_KEY, json.dumps(self.career))

    def after(self, events: list[Event], human: bool, game_now: float) -> None:
        session = self.app.session
        if session is not None and not session.pass_and_play and \
                not session.settings.bots_only and \
                any(event.kind == "game_over" for event in events):
            self.keep_career(career_mod.add_game(self.career, session, self.app.coach.coached))

    def master_played(self, day: str, final: int) -> None:
        """The master's result on the daily deal ``day``, beside the player's."""
        self.keep_career(career_mod.add_master(self.career, day, final))

    @command("open-stats", view=True)
    def open(self, args: Args, now: float) -> None:
        self.app.setup.error = None
        self.app.opened = "stats"

    @command("reset-stats", confirm="stats.confirm")
    def reset(self, args: Args, now: float) -> None:
        self.keep_career(career_mod.empty())
