"""The post-game review: worked out in slices when it is asked for (a job), then judged by the
master (a second job); shown in its own dialog."""

from __future__ import annotations

from typing import Any

from .. import review as review_mod
from ..feature import Args, Feature, command
from ..screen import Dialog, ReviewDialog
from ..session import Session


class ReviewFeature(Feature):
    shows = ("review",)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.current: review_mod.Review | None = None

    def dialog(self) -> str | None:
        return "review" if self.app.opened == "review" else None

    def adopted(self, session: Session, ui: dict[str, Any], game_now: float) -> None:
        self.current = None
        self.app.jobs.drop("review", "judge")

    def forget(self) -> None:
        self.current = None

    def dialog_data(self, kind: str) -> Dialog | None:
        session = self.app.session
        if session is None:
            return None
        return ReviewDialog(review=self.worked_out(), progress=self.app.jobs.progress("review"))

    def worked_out(self) -> review_mod.Review | None:
        """The review, once worked out for the game as it is now."""
        session = self.app.session
        current = self.current
        return current if current is not None and session is not None and \
            current.actions == session.actions else None

    @command("open-review")
    def open(self, args: Args, now: float) -> None:
        """The review of the game on the table (worked out in slices when it is not yet)."""
        app = self.app
        session = app.session
        if session is None or session.settings.bots_only:  # (nobody's decisions to review)
            return
        app.opened = "review"
        app.replay.watch_back = False
        stale = self.current is None or self.current.actions != session.actions
        if stale and "review" not in app.jobs:
            app.jobs.start("review", review_mod.build(session), self.built)

    def built(self, review: review_mod.Review) -> None:
        self.current = review
        session = self.app.session
        if session is not None and review.actions != session.actions:
            self.current = None  # the game moved on meanwhile: work it out again when asked
        elif session is not None:  # its second stage: the master judges the decisions
            self.app.jobs.start("judge", review_mod.judge(session, review), review.judged)
