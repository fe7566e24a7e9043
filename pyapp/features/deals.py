"""The same deal, played fairly (``pyapp.deals``): today's deal, a deal played again, and the
master's game on the player's deal, played as a job once such a game is over."""

from __future__ import annotations

from datetime import date
from typing import Any

from engine import Event

from .. import deals
from ..address import rollouts_from
from ..feature import Args, Feature, Said, command
from ..session import Session


class Deals(Feature):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.rollouts = rollouts_from(app.query, deals.COMPARISON_ROLLOUTS)
        self.comparison: deals.Comparison | None = None  # the master on this deal

    def adopted(self, session: Session, ui: dict[str, Any], game_now: float) -> None:
        self.app.jobs.drop("compare")
        self.comparison = deals.Comparison.from_json(session.extra.get("comparison"),
                                                     session.settings)
        if self.comparison is not None and self.comparison.rollouts != self.rollouts:
            self.comparison = None
        self.compare_if_due()

    def after(self, events: list[Event], human: bool, game_now: float) -> None:
        if any(event.kind == "game_over" for event in events):
            self.compare_if_due()

    def compare_if_due(self) -> None:
        """After a daily or replayed deal, the master plays it from the player's seat (a job)."""
        session = self.app.session
        if session is None or not session.over or self.comparison is not None or \
                "compare" in self.app.jobs or not deals.comparable(session.settings):
            return
        self.app.jobs.start("compare", deals.master_game(session.settings, self.rollouts),
                            self.compared)

    def compared(self, result: deals.Comparison) -> None:
        session = self.app.session
        if session is None:
            return
        self.comparison = result
        session.extra["comparison"] = result.to_json()
        day = session.settings.daily
        if day and result.rollouts == deals.COMPARISON_ROLLOUTS:
            self.app.stats.master_played(day, result.final)
        self.app.saves.save()

    def confirm(self, name: str) -> str | None:
        if name in ("start-daily", "play-deal-again") and self.app.saves.unfinished_game():
            return "confirm.leave"
        return None

    @command("start-daily")
    def start_daily(self, args: Args, now: float) -> None:
        """Today's deal (the page's local date): the same for everyone that day."""
        try:
            day = date.fromisoformat(args.get("date", ""))
        except ValueError:
            return
        app = self.app
        app.adopt(app.new_session(deals.daily_settings(day, app.setup.fields["speed"])), now)
        app.notice = Said("notice.daily", {"date": day.isoformat()})
        app.saves.save()

    @command("play-deal-again")
    def play_again(self, args: Args, now: float) -> None:
        """The same deal, seats and bots again."""
        app = self.app
        if app.session is None:
            return
        settings = deals.again_settings(app.session.settings)
        app.adopt(app.new_session(settings), now)
        app.notice = Said("notice.again", {"seed": settings.seed})
        app.saves.save()
