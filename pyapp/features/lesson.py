"""The guided first game (``pyapp.tutorial``): its script played on a fixed deal, the bots' moves
made by the page, the player's moves checked against the step; its step is kept in storage,
never over a saved game, which is there again when the lesson ends."""

from __future__ import annotations

import json
from typing import Any

from engine import Action

from .. import tutorial
from ..feature import Args, Feature, Said, command
from ..screen import Screen
from ..storage import LESSON_KEY, read_json

# Why the lesson refused the player's move: she must read on (press Next) first, or it is not
# the move the step asks for.
NEXT_FIRST = Said("lesson.error.next", {})
NOT_THIS_MOVE = Said("lesson.error.wrong", {})


class LessonFeature(Feature):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.current: tutorial.Lesson | None = None  # the lesson, while it is on

    def take(self, lesson: tutorial.Lesson | None) -> None:
        """A game is put on the table: the lesson's (``lesson``) or any other, which ends it."""
        if lesson is None and self.current is not None and self.app.tabs.playing:
            self.app.storage.remove(LESSON_KEY)
        self.current = lesson

    def forget(self) -> None:
        self.current = None

    def draw(self, shown: Screen, since: int) -> None:
        if self.app.session is not None and self.current is not None:
            shown.lesson = self.current

    def saved_text(self) -> str:
        assert self.current is not None
        return json.dumps(tutorial.to_json(self.current))

    def begin(self, lesson: tutorial.Lesson, now: float) -> None:
        """The lesson's game as it is at ``lesson``'s step (from the start, or after a reload)."""
        app = self.app
        settings = tutorial.settings(app.setup.fields["speed"])
        app.adopt(app.new_session(settings, tutorial.record(lesson.at)), now, lesson)
        limit = lesson.standing_limit()
        if limit is not None:  # (a reload while the page bids for her: her limit, shown again)
            orders = app.bidding.orders_of(tutorial.YOU)
            orders.limit = limit
            app.bidding.set_orders(tutorial.YOU, orders)
            app.bidding.lapse_limits()
        summary = next(i for i, step in enumerate(tutorial.SCRIPT) if step.kind == "summary")
        app.summaries.acknowledged_round = 1 if lesson.at > summary else 0
        app.saves.save()

    def resume(self, now: float, writable: bool) -> bool:
        """Resume the lesson kept in storage, if any: True when it is on the table again."""
        try:
            lesson = tutorial.from_json(read_json(self.app.storage.get(LESSON_KEY)))
        except Exception:  # whatever is stored there: no lesson
            lesson = None
        if lesson is None:
            return False
        try:
            self.begin(lesson, now)
            return True
        except Exception:  # a lesson keeps only its step: start it no more
            self.app.forget_game()
            if writable:
                self.app.storage.remove(LESSON_KEY)
            return False

    def bot_move(self) -> Action | None:
        """The script's next move for a bot, if the step is one."""
        return None if self.current is None else self.current.bot_move()

    def play_scripted(self, now: float) -> bool:
        """Play the step's scripted move, if it is one (False: it is not): a bot's, or at her
        own seat the raise the page makes for her by her limit."""
        move = self.bot_move()
        session = self.app.session
        if move is None or session is None:
            return False
        self.advance()
        if move.seat in session.humans:
            self.app.bidding.apply(move.to_json(), now, by_order=True, seat=move.seat)
        else:
            self.app.apply_bot(move.seat, move, now)
        return True

    def allows(self, data: dict[str, Any]) -> bool:
        """In the lesson, only the step's own move is played; anything else is refused with a
        word (read on and press Next, or do what the highlighted step says)."""
        session = self.app.session
        assert self.current is not None and session is not None
        try:
            action = Action.from_json({**data, "seat": session.viewer})
        except ValueError:
            action = None
        if action is not None and self.current.expects(action):
            return True
        self.current.error = NEXT_FIRST if self.current.step.kind == "say" else NOT_THIS_MOVE
        return False

    def refuse(self) -> None:
        """A move the lesson does not ask for (it asks for its own, one at a time)."""
        assert self.current is not None
        self.current.error = NEXT_FIRST if self.current.step.kind == "say" else NOT_THIS_MOVE

    def advance(self) -> None:
        if self.current is not None:
            self.current.advance()

    def summary_closed(self) -> None:
        if self.current is not None and self.current.step.kind == "summary":
            self.current.advance()

    @command("start-tutorial")
    def start(self, args: Args, now: float) -> None:
        """The guided first game, from its first step (the saved game stays where it is)."""
        self.app.opened = None
        self.app.notice = None
        self.begin(tutorial.Lesson(0), now)

    @command("end-tutorial")
    def end(self, args: Args, now: float) -> None:
        """Leave the lesson: back to the saved game, or to the set-up."""
        if self.current is None:
            return
        self.current = None
        self.app.storage.remove(LESSON_KEY)
        self.app.session = None
        self.app.opened = None
        self.app.saves.resume(now)

    @command("lesson-next")
    def next(self, args: Args, now: float) -> None:
        if self.current is not None and self.current.step.kind == "say":
            self.current.advance()
            self.app.saves.save()
