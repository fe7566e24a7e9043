"""The page's run loop (``pyapp.runner``) without a browser: games played to their end by the
runner on a page whose clock, helpers and person the test holds (``tests/support/host.py``),
checked for what a player would notice: the table drawn after every action, a slow bot shown
thinking, a new game dropping an old decision, a job's progress, and a master's helpers asked,
waited for and given up on as they should be.
"""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace
from typing import Any

import pytest

from engine.analysis.coach import advise
from engine.analysis.judge import decision_seed
from engine.bots import master
from engine.bots.base import drain
from engine.bots.helper import Helper
from pyapp import dialogs, helping
from pyapp.app import App
from pyapp.runner import SLICE_SECONDS
from pyapp.storage import PREFS_KEY, MemoryStorage
from tests.support.host import FakeHost, Late, Lost
from tests.support.table import Table, play_passively, started

# Three seats: the person at 0, a master at 1 (a few rollouts a search: a decision of many
# slices, the same every run), an expert at 2 (a decision in one slice).
GAME = "?seed=3&players=3&levels=master,expert&speed=normal"
FEW_ROLLOUTS = {"master": {"iterations": 4}}
# A master with the page's time budget: its searches have phases for helpers.
TIMED = "?seed=5&players=3&levels=master,expert&speed=fast"
TIMED_MASTER = {"master": {"seconds": 0.5}}


def new_app(query: str, bot_options: dict[str, dict[str, Any]], estimates: bool = True) -> App:
    storage = MemoryStorage()
    if not estimates:
        storage.set(PREFS_KEY, json.dumps({"estimates": False}))
    return started(storage, 0.0, query, bot_options=bot_options)


def passive(host: FakeHost) -> bool:
    """The person: closes a round's summary, and when asked passes or declines where she may,
    sells her first card, bids or prices the least she must. False when she has nothing to
    do."""
    c = host.app
    if c.dialog == "summary":
        host.dispatch("close-summary")
        return True
    session = c.session
    if session is None or c.dialog is not None or not session.human_to_act():
        return False
    play_passively(c, host.dispatch)
    return True


def game_over(host: FakeHost) -> bool:
    return host.app.dialog == "over"


@pytest.fixture(scope="module")
def whole_game() -> FakeHost:
    """A whole game against a master and an expert, played by the runner to its end."""
    host = FakeHost(new_app(GAME, FEW_ROLLOUTS))
    host.play(until=game_over, player=passive)
    return host


def test_a_whole_game_plays_to_its_end_with_a_winner(whole_game: FakeHost) -> None:
    c = whole_game.app
    assert c.session is not None and c.session.over
    assert "Winner:" in (dialogs.dialog(c.screen()) or "")


def test_the_table_is_drawn_after_every_action(whole_game: FakeHost) -> None:
    session = whole_game.session
    drawn = {d.actions for d in whole_game.drawings if d.game is session}
    assert drawn == set(range(session.actions + 1))


def test_a_bot_that_thinks_for_more_than_a_slice_shows_it_before_answering(
        whole_game: FakeHost) -> None:
    drawings = whole_game.drawings
    shown = [i for i, d in enumerate(drawings) if d.thinking is not None]
    assert shown and {drawings[i].thinking for i in shown} == {1}, "the master, not the expert"
    for i in shown:  # the table as the master found it, then with its answer
        after = next(d for d in drawings[i + 1:] if d.thinking is None)
        assert after.actions == drawings[i].actions + 1
    assert whole_game.longest["think.master"] < SLICE_SECONDS * 1000 + 5, "in slices"


def test_the_estimates_are_worked_out_and_drawn(whole_game: FakeHost) -> None:
    assert "estimate" in whole_game.longest  # (its first game: the estimates are on)
    assert not whole_game.runner.estimating


def test_the_loop_sleeps_until_the_next_thing_is_due() -> None:
    host = FakeHost(new_app(GAME, FEW_ROLLOUTS, estimates=False))
    sleeps: list[tuple[float | None, float | None, int, bool]] = []

    def person(host: FakeHost) -> bool:
        # Where the loop sleeps: for as long as the app says nothing is due.
        _, seconds = host.waits[-1]
        due = host.app.wake_in(host.now())
        actions = host.session.actions
        acted = passive(host)
        sleeps.append((seconds, None if due is None else due / 1000, actions, acted))
        return acted

    host.play(until=lambda h: h.session.state.round >= 2, player=person)
    assert len(sleeps) > 20 and all(seconds == due for seconds, due, _, _ in sleeps)
    assert any(seconds is None for seconds, _, _, _ in sleeps), "nothing due: until woken"
    timed = [k for k, (seconds, _, _, acted) in enumerate(sleeps[:-1])
             if seconds is not None and not acted]
    assert timed and all(sleeps[k][0] > 0 for k in timed), "the bots pause between actions"
    # ... and act once it is over (or after a remainder of the clock's rounding, a few fs).
    assert all(sleeps[k + 1][2] > sleeps[k][2] or (sleeps[k + 1][0] or 1.0) < 1e-9 for k in timed)


@pytest.mark.parametrize(("levels", "at"), [
    ("master", 1),  # between its first two slices
    ("master", 2),  # as its "thinking" is drawn
    ("expert", 1)])  # after its one slice, before its answer is applied
def test_a_new_game_while_a_bot_thinks_drops_its_answer(levels: str, at: int) -> None:
    query = f"?seed=3&players=3&levels={levels}&speed=normal"
    host = FakeHost(new_app(query, FEW_ROLLOUTS, estimates=False))
    old = host.session
    seen: dict[str, Any] = {"yields": 0}

    def new_game_midway(host: FakeHost) -> None:
        if host.app.session is old and host.app.thinking is not None:
            seen["yields"] += 1
            if seen["yields"] == at:
                seen["actions"] = old.actions
                host.dispatch("start")  # (the set-up's game: the person, novices, an expert)

    host.between = new_game_midway
    host.play(until=lambda h: h.session is not old, player=passive)
    assert "actions" in seen and old.actions == seen["actions"], "the answer went nowhere"
    new = host.session
    assert new.actions == 0 and host.app.thinking is None
    host.between = None  # ... and the new game plays on
    host.play(until=lambda h: h.session.actions >= 6, player=passive)
    assert host.session is new


def once(command: str) -> Any:
    """A person who does ``command`` once (her first chance), then nothing."""
    done: list[bool] = []

    def player(host: FakeHost) -> bool:
        if done:
            return False
        done.append(True)
        host.dispatch(command)
        return True

    return player


def test_a_jobs_progress_is_drawn_as_it_works() -> None:
    table = Table(GAME.replace("master", "novice"))
    table.play_until(lambda t: t.session.over)
    host = FakeHost(table.c)
    host.clock = table.now / 1000
    host.play(until=lambda h: h.drawings[-1].judging == 1.0, player=once("open-review"))
    assert {"job.review", "job.judge"} <= set(host.longest)
    assert all(d.dialog == "review" for d in host.drawings[1:])
    shown = [d.judging for d in host.drawings if d.judging is not None]
    assert len(set(shown)) > 20 and shown == sorted(shown), "the judgement moves, forward"
    percents = [int(judging * 100) for judging in shown]
    assert len(percents) < 2 * len(set(percents)), "drawn as the percentage moves, not more"


# -- a master's helpers --

def timed_host(monkeypatch: pytest.MonkeyPatch, query: str = TIMED, **helpers: Any) -> FakeHost:
    """A game with a master on the page's budget, counted on the host's clock (so that its
    searches, and what its helpers are asked, are the same every run)."""
    host = FakeHost(new_app(query, TIMED_MASTER, estimates=False), **helpers)
    monkeypatch.setattr(master, "time", SimpleNamespace(perf_counter=lambda: host.clock))
    return host


def helpers_answering(reply: Any = None) -> Any:
    """Helpers that play the phases for real (one world each, quickly); ``reply`` turns each
    helper's answer into the reply it makes (by helper and answer)."""
    helpers: dict[int, Helper] = {}

    def answer(index: int, request: dict[str, Any]) -> Any:
        helper = helpers.setdefault(index, Helper(index + 1))
        text = helper.answer(json.dumps({**request, "seconds": 0}))
        return text if reply is None else reply(index, text)

    return answer


def master_searched(host: FakeHost, searches: int = 2) -> bool:
    return host.session.bots[1].searches >= searches


def worlds(requests: list[dict[str, Any]]) -> int:
    """The rollouts helpers play for ``requests`` (one world each: every active candidate)."""
    return sum(len(request["active"]) for request in requests)


def test_a_masters_search_is_helped_once_its_helpers_are_ready(
        monkeypatch: pytest.MonkeyPatch) -> None:
    host = timed_host(monkeypatch, helpers=2, answer=helpers_answering())
    host.play(until=master_searched, player=passive)
    assert host.starts == 1 and host.stops == 0
    assert [index for index, _ in host.posted[:2]] == [0, 1]
    assert all("job" in request for _, request in host.posted[:2]), "the search, the first time"
    assert host.session.bots[1].helped == worlds([r for _, r in host.posted]) > 0


@pytest.mark.parametrize("reply", [
    lambda index, text: Late(1.0, text) if index == 0 else text,  # later than the grace
    lambda index, text: None if index == 0 else text])  # never
def test_a_helpers_late_answer_is_left_out_after_the_grace(
        reply: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    host = timed_host(monkeypatch, helpers=2, answer=helpers_answering(reply))
    waited: list[float] = []

    async def timed_hear(seconds: float, hear: Any = host.hear) -> bool:
        started = host.clock
        heard = await hear(seconds)
        waited.append(host.clock - started)
        return heard

    host.hear = timed_hear  # type: ignore[method-assign]
    host.play(until=master_searched, player=passive)
    slow = [request for index, request in host.posted if index == 0]
    quick = [request for index, request in host.posted if index == 1]
    assert len(quick) > len(slow) >= 1, "a busy helper is left out of the next phases"
    assert host.session.bots[1].helped == worlds(quick), "only the answers in time count"
    assert max(waited) <= helping.GRACE_SECONDS + 0.01, "nobody waited past the grace"
    assert sum(waited) >= helping.GRACE_SECONDS - 2 * host.step, "the grace was given"


def test_a_helper_that_is_lost_is_not_asked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    reply = lambda index, text: Lost() if index == 1 else text  # noqa: E731
    host = timed_host(monkeypatch, helpers=4, refused=(2,), gone=(3,),
                      answer=helpers_answering(reply))
    host.play(until=master_searched, player=passive)
    asked = [index for index, _ in host.posted]
    assert asked.count(1) == 1, "broken at its first request"
    assert 2 not in asked, "never started"
    assert asked.count(3) == 1, "its worker refused the first request"
    assert asked.count(0) > 1 and host.session.bots[1].helped > 0, "the other one goes on"


def test_helpers_go_with_the_last_masters_game_and_their_last_words_with_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    host = timed_host(monkeypatch, helpers=1, answer=helpers_answering())
    host.play(until=master_searched, player=passive)
    said = host.said
    assert said is not None and host.starts == 1
    old = host.session

    def new_game(host: FakeHost) -> bool:
        if host.app.session is old:
            host.dispatch("start")  # (the set-up's game has no master)
            return True
        return passive(host)

    host.play(until=lambda h: h.session is not old and h.session.actions >= 3, player=new_game)
    assert host.stops == 1 and host.runner.crew is None
    host.runner.start_helpers()  # (a later master's game: a new crew, not ready yet)
    host.runner.start_helpers()  # (one crew at a time)
    assert host.starts == 2
    said(0, json.dumps({"ready": True}))  # (the old crew's helper, already let go)
    assert host.runner.crew is not None and not host.runner.crew.seats[0].ready


def test_a_search_that_cannot_be_handed_over_goes_on_alone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(phase: Any) -> str:
        raise ValueError("not today")

    monkeypatch.setattr(helping, "encode", refuse)
    host = timed_host(monkeypatch, helpers=1, answer=helpers_answering())
    host.play(until=master_searched, player=passive)
    assert host.posted == [] and host.session.bots[1].helped == 0
    assert host.warnings and "not today" in host.warnings[0]


def test_a_master_without_helpers_decides_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Thinking with no crew at all: each phase's end is a task boundary all the same, and the
    master answers."""
    host = timed_host(monkeypatch, "?seed=5&players=3&levels=master&speed=fast")
    c = host.app

    async def think() -> None:
        for _ in range(100):
            seat = c.tick(host.now())
            if seat is not None:
                break
            if not passive(host):
                host.clock += (c.wake_in(host.now()) or 0) / 1000
        assert seat is not None
        before = host.session.actions
        await host.runner.think(seat)
        assert host.session.actions == before + 1

    asyncio.run(think())
    assert host.runner.crew is None and c.thinking is None


def test_a_game_of_bots_starts_no_helpers_its_masters_think_aloud(
        monkeypatch: pytest.MonkeyPatch) -> None:
    host = timed_host(monkeypatch, helpers=2, answer=helpers_answering())
    host.dispatch("open-bots")
    host.dispatch("bots-field", field="players", value="3")
    for seat, level in enumerate(("master", "expert", "expert")):
        host.dispatch("bots-field", field="level", seat=str(seat), value=level)
    host.dispatch("start-bots")
    host.play(until=lambda host: host.session.actions >= 8, player=passive)
    assert host.session.aloud[0].advice is not None, "the master decided, in slices"
    assert host.starts == 0 and host.posted == [], "the coach's search is its own"


def test_the_coachs_search_shares_its_worlds_with_the_helpers_to_the_same_advice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With the coach on, the page starts its helpers for a game of experts too; asked, the
    coach's search hands each phase's worlds out and comes to the advice it gives alone."""
    host = timed_host(monkeypatch, "?seed=3&players=4&levels=expert&speed=fast", helpers=2,
                      answer=helpers_answering())
    host.dispatch("toggle-coach")

    def asked_with_helpers(host: FakeHost) -> bool:
        crew = host.runner.crew
        return host.app.coach.decision() is not None and crew is not None and \
            all(seat.ready for seat in crew.seats)

    host.play(until=asked_with_helpers, player=passive)
    session = host.session
    seat = session.viewer
    alone = drain(advise(session.observation(seat),
                         decision_seed(session.settings.seed, session.actions)))
    host.play(until=lambda host: host.app.coach.advice is not None, player=once("ask-coach"))
    assert host.app.coach.advice == alone, "the same move and figures, world by world"
    seeded = [request for _, request in host.posted if "seeds" in request]
    assert seeded and all("seconds" not in request for request in seeded)
    assert host.runner.crew is not None and host.runner.crew.answered >= len(seeded) > 0, \
        "the helpers played their share of the worlds"
