"""The round's summary, shown until the player closes it (even after a reload, and round 4's
too, before the game's end), and the game-over dialog, which she may close and open again."""

from __future__ import annotations

from typing import Any

from engine.scoring import place_points

from ..feature import Args, Feature, command
from ..screen import Dialog, OverDialog, SummaryDialog
from ..session import Session


class Summaries(Feature):
    shows = ("summary", "over")

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.acknowledged_round = 0
        self.over_closed = False  # the game-over dialog was closed (the table stays)

    def pending(self) -> dict[str, Any] | None:
        """The last round's summary while the player has not closed it."""
        session = self.app.session
        return None if session is None else session.round_ended(self.acknowledged_round)

    def dialog(self) -> str | None:
        app = self.app
        if app.session is None or app.watching is not None:
            return None
        if self.pending() is not None:
            return "summary"
        if app.session.over and not self.over_closed:
            return "over"
        return None

    def adopted(self, session: Session, ui: dict[str, Any], game_now: float) -> None:
        self.over_closed = False
        acknowledged = ui.get("acknowledged_round", 0)
        self.acknowledged_round = acknowledged if isinstance(acknowledged, int) and \
            not isinstance(acknowledged, bool) else 0

    def keep(self, ui: dict[str, Any]) -> None:
        ui["acknowledged_round"] = self.acknowledged_round

    def dialog_data(self, kind: str) -> Dialog | None:
        app = self.app
        session = app.session
        if session is None:
            return None
        if kind == "summary":
            summary = self.pending()
            return None if summary is None else SummaryDialog(summary=summary)
        final = list(session.state.money) if session.over else []
        return OverDialog(points=place_points(len(final), final),
                          money_rounds=session.money_by_round(), daily=session.settings.daily,
                          comparison=app.deals.comparison,
                          comparison_progress=app.jobs.progress("compare"))

    @command("close-summary")
    def close_summary(self, args: Args, now: float) -> None:
        summary = self.pending()
        if summary is not None:
            self.acknowledged_round = int(summary["round"])
            self.app.lesson.summary_closed()
            self.app.saves.save()

    @command("open-results", view=True)
    def open_results(self, args: Args, now: float) -> None:
        """The game-over dialog again, after it was closed."""
        session = self.app.session
        if session is not None and session.over:
            self.app.opened = None
            self.over_closed = False

    @command("close-dialog", view=True)
    def close_dialog(self, args: Args, now: float) -> None:
        """Close the question asked, else the dialog the player opened, else the game-over
        dialog."""
        app = self.app
        if app.confirm.pending is not None:
            app.confirm.pending = None  # (the dialog it was asked over stays)
        elif app.opened is not None:
            app.opened = None
            app.linked.wanted = None  # (from the "linked" dialog: she keeps her game)
        elif app.dialog == "over":
            self.over_closed = True

    @command("continue")
    def go_on(self, args: Args, now: float) -> None:
        self.close_dialog(args, now)
