"""The table's pace: the bots' turns (after a pause, on the game clock), the sale banner and the
wait that lets it be read, the online edition's countdown, and the standing orders played for a
person when they are due (``pyapp.table`` decides who acts and when)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import Event

from .. import table
from ..clock import BOT_PAUSE_MS, COUNTDOWN_CALLS, COUNTDOWN_STEP_MS, OPEN_RAISE_MS, SALE_HOLD_MS
from ..feature import Feature
from ..screen import Banner, Screen
from ..session import Session


class Pace(Feature):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.banner: Banner | None = None
        self.changed_at = 0.0  # game time of the last action
        self.hold_until = 0.0  # game time before which bots wait (a sale being read)
        self.countdown_from: float | None = None  # game time the countdown began
        self.countdown_version = -1  # the table version the countdown belongs to
        self.countdown_saved = -1  # the call last written to the save
        self.thinking: int | None = None
        self.held: tuple[int, Any, int] | None = None  # a bot's answer that arrived paused

    def speed(self) -> str:
        session = self.app.session
        return session.settings.speed if session else "normal"

    def step_ms(self) -> float:
        return float(COUNTDOWN_STEP_MS[self.speed()])

    # -- hooks --
    def adopted(self, session: Session, ui: dict[str, Any], game_now: float) -> None:
        self.banner = None
        self.drop_bots()
        self.changed_at = game_now
        self.hold_until = game_now
        self.countdown_from = None
        self.countdown_version = -1
        countdown = ui.get("countdown")
        if isinstance(countdown, dict) and countdown.get("at") == session.actions and \
                countdown.get("call") in range(COUNTDOWN_CALLS):
            # A reload in the middle of the countdown: go on from the call it had reached.
            self.countdown_from = game_now - countdown["call"] * self.step_ms()
            self.countdown_version = session.actions
        self.countdown_saved = -1

    def keep(self, ui: dict[str, Any]) -> None:
        session = self.app.session
        call = self.countdown_call(self.app.game_now)
        if call is not None and session is not None:
            ui["countdown"] = {"at": session.actions, "call": call}
            self.countdown_saved = call

    def after(self, events: list[Event], human: bool, game_now: float) -> None:
        session = self.app.session
        assert session is not None
        self.changed_at = game_now
        for event in events:
            if event.kind in ("sold", "taken_free"):
                lot_events = session.lot_events()
                started = lot_events[0] if lot_events else {}
                revealed = [e["bids"] for e in lot_events if e["event"] == "sealed_revealed"]
                self.banner = Banner(event.to_json(), str(started.get("auction", "open")),
                                     started.get("first_seller"), session.lot_number,
                                     unbid=not any(e["event"] == "bid" for e in lot_events),
                                     sealed=tuple(revealed[-1]) if revealed else ())
                self.hold_until = game_now + SALE_HOLD_MS[self.speed()]
            elif event.kind in ("auction_started", "double_offered", "round_ended"):
                self.banner = None

    def draw(self, shown: Screen, since: int) -> None:
        if self.app.session is None or self.app.watching is not None:
            return
        shown.countdown = self.countdown_call(self.app.game_now)
        shown.thinking = self.thinking
        shown.banner = self.banner

    # -- who acts next --
    def next_actor(self) -> tuple[int, float] | None:
        """Who acts next on their own (a bot, or the page for a person's standing order) and
        from what game time; None when only a person can move the game on (or nothing may
        happen now)."""
        app = self.app
        session = app.session
        if session is None or session.over or app.watching is not None:
            return None
        if app.lesson.current is not None:  # the bots' moves are the script's
            move = app.lesson.bot_move()
            due = max(self.changed_at + BOT_PAUSE_MS[self.speed()], self.hold_until)
            return None if move is None else (move.seat, due)
        answers = app.bidding.answers()
        due = max(self.changed_at + self.pause(session, answers), self.hold_until)
        return table.next_actor(session, answers, self.changed_at, due)

    def pause(self, session: Session, answers: Mapping[int, Any]) -> float:
        """How long the next actor waits after the last move: longer in an open auction while a
        person answers it herself (she has not passed out of it, no limit bids for her, and
        ``answers``, the page's answers for the people asked, has none for her), so raises do
        not outrun her."""
        speed = self.speed()
        orders_of = self.app.bidding.orders_of
        if session.step == "open" and any(
                not orders.out and orders.limit is None and answers.get(seat) is None
                for seat, orders in ((s, orders_of(s)) for s in session.humans)):
            return float(max(BOT_PAUSE_MS[speed], OPEN_RAISE_MS[speed]))
        return float(BOT_PAUSE_MS[speed])

    def countdown_call(self, game_now: float) -> int | None:
        """The online edition's countdown: which call is running (0 "going once", 1 "going
        twice"), or None when no countdown runs."""
        app = self.app
        session = app.session
        if session is None or app.watching is not None:
            return None
        viewer_answer = app.bidding.answer(session.viewer) if session.viewer is not None \
            else None
        if not table.countdown_runs(session, viewer_answer, app.handoff.to() is not None):
            return None
        started = self.countdown_from if self.countdown_version == session.actions else None
        return table.countdown_call(started, game_now, self.step_ms())

    # -- the loop's steps --
    def tick(self, now: float) -> int | None:
        """Do whatever is due at ``now`` (the people's standing orders, the countdown's end, a
        bot's answer that arrived during a pause); return the bot seat that should start
        thinking now, if any (answer with ``bot_answer``)."""
        app = self.app
        app.sync_clock(now)
        if app.tabs.playing and not app.tabs.may_act(now):
            return None  # another tab took the game
        for _ in range(64):  # each pass applies at most one action; a lot closes long before
            session = app.session
            if app.paused or session is None:
                return None
            game_now = app.clock.time(now)
            if self.held is not None:
                seat, action, version = self.held
                self.held = None
                if version == session.actions:
                    app.apply_bot(seat, action, now)
                    continue
            if self.countdown_due(game_now, now):
                continue
            actor = self.next_actor()
            if actor is None or actor[1] > game_now:
                return None
            seat, _ = actor
            if app.lesson.play_scripted(now):
                continue
            if seat not in session.humans:
                return seat if self.thinking is None else None
            order = app.bidding.answer(seat)
            assert order is not None
            app.bidding.apply(order, now, by_order=True, seat=seat)
        return None  # pragma: no cover - a safety net against a loop

    def countdown_due(self, game_now: float, now: float) -> bool:
        """Run the countdown: start it, save its call, and pass for the person at its end."""
        session = self.app.session
        assert session is not None
        call = self.countdown_call(game_now)
        if call is None:
            return False
        if self.countdown_version != session.actions or self.countdown_from is None:
            self.countdown_version = session.actions
            self.countdown_from = game_now
            self.countdown_saved = -1
        if game_now - self.countdown_from >= COUNTDOWN_CALLS * self.step_ms():
            self.countdown_from = None
            self.app.bidding.apply({"do": "pass"}, now, by_order=True)  # silence is a pass
            return True
        if call != self.countdown_saved:
            self.app.saves.save()
        return False

    def wake_in(self, now: float) -> float | None:
        """Milliseconds until ``tick`` has something to do (None: only after an input)."""
        app = self.app
        session = app.session
        if app.paused or session is None:
            return None
        game_now = app.clock.time(now)
        if self.held is not None:
            return 0.0
        waits = []
        if self.countdown_call(game_now) is not None:
            start = self.countdown_from if self.countdown_version == session.actions \
                and self.countdown_from is not None else game_now
            elapsed = game_now - start
            step = self.step_ms()
            waits.append(step - elapsed % step if elapsed < COUNTDOWN_CALLS * step else 0.0)
        actor = self.next_actor()
        if actor is not None and (actor[0] in session.humans or self.thinking is None):
            waits.append(max(0.0, actor[1] - game_now))
        return min(waits) if waits else None

    def hurry(self) -> None:
        """The next actor goes now, without the pause after the last move or the sale's wait (a
        step through a game of bots)."""
        now = self.app.game_now
        self.changed_at = now - max(BOT_PAUSE_MS.values()) - max(OPEN_RAISE_MS.values())
        self.hold_until = now

    # -- the bots --
    def bot_started(self, seat: int) -> int:
        """The bot at ``seat`` starts thinking; the table's version to hand back."""
        session = self.app.session
        assert session is not None
        self.thinking = seat
        return session.actions

    def bot_answer(self, seat: int, action: Any, version: int, now: float) -> None:
        """A bot's decision, for the table as it was at ``version``: dropped if the table has
        moved on since (the bot will be asked again), held while the game is paused."""
        app = self.app
        self.thinking = None
        if app.session is None or version != app.session.actions or not app.tabs.may_act(now):
            return
        app.sync_clock(now)
        if app.paused:
            self.held = (seat, action, version)
            return
        app.apply_bot(seat, action, now)

    def drop_bots(self) -> None:
        """No bot is thinking any more, and no answer is held (a new game, another tab's)."""
        self.thinking = None
        self.held = None
