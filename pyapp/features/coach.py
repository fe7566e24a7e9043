"""The coach at the table: at any decision of hers, "What would the master do?" shows the
master's move and why, worked out from her own observation in slices (a job: the table goes on
answering meanwhile). Off until she turns it on (the menu's light bulb, Coach, or the key that
asks); the game she asked it in is marked as coached in her statistics (``career``)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.analysis.coach import Advice, advise
from engine.analysis.judge import choices_of
from engine.bots.master import Gather, Phase

from ..feature import Args, Feature, command
from ..review import decision_seed
from ..screen import CoachShown, Screen
from ..session import Session

JOB = "coach"


@dataclass(frozen=True)
class Asked:
    """A decision she asked about: the game, her seat and where it stood (an open lot is one
    decision, whatever was bid in it since: the master's answer there is a limit for the lot)."""

    session: Session
    seat: int
    at: tuple[str, int]  # ("lot", the lot's number) or ("action", the actions played)


class CoachFeature(Feature):
    keys: ClassVar[dict[str, str]] = {"c": "ask-coach", "C": "ask-coach"}  # (Caps Lock too)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.coached = False  # she asked the coach in this game
        self.asked: Asked | None = None  # the decision being worked out or answered
        self.advice: Advice | None = None  # the master's answer to ``asked``, once worked out

    @property
    def on(self) -> bool:
        """The coach's button at her decisions: off until she turns it on; never in the lesson,
        which teaches in its own words."""
        return self.app.prefs.stored.get("coach") is True and self.app.lesson.current is None

    def takes(self, key: str) -> bool:
        return self.app.lesson.current is None and self.decision() is not None

    def decision(self) -> Asked | None:
        """The decision she faces now, if the coach can be asked about it: her own seat's, in
        the game being played here (no replay, no hand-over), with more than one answer."""
        app = self.app
        session = app.session
        if session is None or session.over or app.watching is not None or \
                not app.tabs.playing or app.handoff.to() is not None or \
                not session.human_to_act():
            return None
        seat = session.viewer
        assert seat is not None
        if choices_of({"legal": session.legal(seat)}) < 2:
            return None
        at = ("lot", session.lot_number) if session.step == "open" else \
            ("action", session.actions)
        return Asked(session, seat, at)

    @command("toggle-coach")
    def toggle(self, args: Args, now: float) -> None:
        self.app.prefs.choose("coach", self.app.prefs.stored.get("coach") is not True)

    @command("ask-coach")
    def ask(self, args: Args, now: float) -> None:
        """Ask the master about the decision she faces (the key turns the coach on too)."""
        app = self.app
        if app.lesson.current is not None:
            return
        if not self.on:
            app.prefs.choose("coach", True)
        asked = self.decision()
        if asked is None or asked == self.asked:
            return  # nothing to ask about, or asked already
        session = asked.session
        self.asked, self.advice = asked, None
        seed = decision_seed(session.settings.seed, session.actions)
        app.jobs.start(JOB, self.work(session.observation(asked.seat), seed),
                       lambda advice: self.answered(asked, advice))
        if not self.coached:
            self.coached = True
            app.saves.save()  # (kept at once: a reload does not unmark the game)

    @staticmethod
    def work(observation: dict[str, Any], seed: int
             ) -> Generator[float | Phase | Gather, Any, Advice]:
        return advise(observation, seed)

    def answered(self, asked: Asked, advice: Advice) -> None:
        if asked == self.asked:
            self.advice = advice

    def adopted(self, session: Session, ui: dict[str, Any], game_now: float) -> None:
        self.coached = ui.get("coached") is True
        self.asked = self.advice = None
        self.app.jobs.drop(JOB)

    def forget(self) -> None:
        self.coached = False
        self.asked = self.advice = None

    def keep(self, ui: dict[str, Any]) -> None:
        if self.coached:
            ui["coached"] = True

    def after(self, events: list[Any], human: bool, game_now: float) -> None:
        """Her decision was made, or passed by: its answer is let go (an open lot's stays while
        the lot is on the block, where she may be asked again)."""
        asked, session = self.asked, self.app.session
        if asked is None or session is None:
            return
        kind, at = asked.at
        gone = session.lot_number != at or session.step != "open" if kind == "lot" else \
            session.actions != at
        if gone:
            self.asked = self.advice = None
            self.app.jobs.drop(JOB)

    def draw(self, shown: Screen, since: int) -> None:
        shown.coach_on = self.on
        facing = self.decision() if self.on else None
        if facing is None:
            return
        if facing != self.asked:  # not asked yet (an answer for another decision is not shown)
            shown.coach = CoachShown()
        elif self.advice is None:
            shown.coach = CoachShown(progress=self.app.jobs.progress(JOB))
        else:
            shown.coach = CoachShown(advice=self.advice)
