"""The review's second stage: the master judges the person's decisions (read from the record, each
as she saw it), keeps her three costliest, and each "show me" opens the replay at her move."""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import Any, ClassVar

import pytest

from engine import Action, Card, GameRecord
from engine.actions import Do
from engine.analysis.judge import Choice, Verdict
from engine.match import play_game
from pyapp import dialogs, render
from pyapp import review as review_mod
from pyapp.review import (
    FINALISTS,
    MIN_COST,
    Costly,
    Decision,
    Judgement,
    Review,
    decisions,
    judgement,
)
from pyapp.review_dialog import judgement_section, move_words
from tests.scenario import game, run
from tests.support.table import Table, passive
from tests.test_app_pass_and_play import two_people_and_a_bot
from tests.test_judge import HANDS


def drained(work: Generator[float, None, Any]) -> tuple[list[float], Any]:
    shares = []
    while True:
        try:
            shares.append(next(work))
        except StopIteration as done:
            return shares, done.value


def test_decisions_are_read_as_she_saw_them_an_open_lot_as_one():
    state = game(HANDS)
    run(state, "0 play krypto/open", "1 bid 5", "2 bid 8", "0 pass", "1 bid 12", "2 pass",
        "0 pass", "1 play lite_metal/fixed_price", "1 price 10", "2 pass", "0 pass",
        "2 play yoko/fixed_price", "2 price 95", "0 pass", "1 pass")
    _, found = drained(decisions(GameRecord.of(state), [1], per_slice=4))
    assert [(d.index, d.step) for d in found] == [(1, "open"), (7, "play"), (8, "fixed_price")]
    lot, play, price = found
    assert [a.amount for a in lot.actions] == [5, 12] and lot.taken.limit == 12
    assert lot.taken.upto == 100, "she won at her top bid: any limit up to her money agrees"
    assert lot.passed is None
    assert lot.at == 5, "the replay shows her top bid"
    assert lot.lot == ("krypto/open",) and lot.auctioneer == 0 and lot.round == 1
    seen = lot.observation
    assert seen["seat"] == 1 and seen["history_start"] == 0
    assert sorted(seen["hand"]) == sorted(HANDS[1]), "her own hand, as it was"
    assert seen["hands"][0] is None and seen["money"][0] is None, "nobody else's secrets"
    assert seen["auction"]["high_bid"] == 0
    assert play.at == 8 and play.lot == () and play.taken == Choice(play.actions[0])
    assert price.lot == ("lite_metal/fixed_price",) and price.taken.action.amount == 10
    # Her last answer (a price of $95 she cannot pay: only "pass") was no decision.
    assert all(d.index != 14 for d in found)
    outbid = drained(decisions(GameRecord.of(state), [2]))[1][0]
    assert [a.do for a in outbid.actions] == [Do.BID, Do.PASS]
    assert (outbid.taken.limit, outbid.taken.upto) == (8, 12), "she let $13 go: her limit was below"
    assert outbid.passed == 12


def test_her_first_pass_after_her_top_bid_bounds_her_limit_in_an_open_lot():
    state = game(HANDS)
    run(state, "0 play krypto/open", "1 bid 5", "2 bid 8", "1 pass", "0 bid 10", "1 pass",
        "2 pass")
    lot = drained(decisions(GameRecord.of(state), [1]))[1][0]
    assert [a.do for a in lot.actions] == [Do.BID, Do.PASS, Do.PASS]
    assert (lot.taken.limit, lot.taken.upto) == (5, 8), "she declined $9 first, then $11"
    assert lot.passed == 8
    state = game(HANDS)
    run(state, "0 play krypto/open", "2 pass", "1 bid 5", "2 bid 8", "1 pass", "0 pass")
    lot = drained(decisions(GameRecord.of(state), [2]))[1][0]
    assert [a.do for a in lot.actions] == [Do.PASS, Do.BID]
    assert (lot.taken.limit, lot.taken.upto) == (8, 100), "won at $8: any limit from it up"
    assert lot.passed is None, "her pass came before her bid"


class Scripted:
    """A judge whose screening and verdicts are given: decision ``key`` (its observation's) has
    screened cost ``SCREEN[key]`` and verdict ``VERDICT[key]`` = (cost, error)."""

    SCREEN: ClassVar[dict[int, float]] = {}
    VERDICT: ClassVar[dict[int, tuple[float, float]]] = {}
    judged: ClassVar[list[int]] = []

    def __init__(self, seat: int, seed: int, observation: dict[str, Any]) -> None:
        self.key = observation["key"]

    def screen(self, taken: Choice) -> Generator[None, None, Verdict]:
        yield
        return Verdict(taken, Choice(Action(0, Do.PASS)), self.SCREEN[self.key], 0.0, 0.0, 4)

    def judge(self, taken: Choice) -> Generator[None, None, Verdict]:
        yield
        Scripted.judged.append(self.key)
        cost, error = self.VERDICT[self.key]
        return Verdict(taken, Choice(Action(0, Do.PASS)), cost, cost, error, 48)


def scripted_decisions(seats: list[int], count: int):
    def read(record: GameRecord, wanted: list[int]) -> Generator[float, None, list[Decision]]:
        yield 0.5
        return [Decision(seat, i, 1 + i // 4, "sealed", {"key": i},
                         [Action(seat, Do.BID, amount=i)], i + 1)
                for i in range(count) for seat in seats[:1]]
    return read


def test_the_three_costliest_clear_losses_are_kept(monkeypatch: pytest.MonkeyPatch):
    screened = [1, 9, 0, 7, 5, 8, 6, 2]
    verdicts = {1: (20, 2), 5: (MIN_COST - 0.5, 0.1), 3: (12, 10), 6: (15, 1), 4: (30, 1)}
    monkeypatch.setattr(Scripted, "SCREEN", dict(enumerate(screened)))
    monkeypatch.setattr(Scripted, "VERDICT", verdicts)
    monkeypatch.setattr(Scripted, "judged", [])
    monkeypatch.setattr(review_mod, "Judge", Scripted)
    monkeypatch.setattr(review_mod, "decisions", scripted_decisions([0], len(screened)))
    shares, result = drained(judgement(GameRecord(3, 1), [0, 2], seed=1))
    assert sorted(Scripted.judged) == [1, 3, 4, 5, 6], f"the {FINALISTS} screened costliest"
    assert [c.at - 1 for c in result.costly[0]] == [4, 1, 6], \
        "costliest first; too small (5) or within the noise (3) left out"
    assert [c.cost for c in result.costly[0]] == [30, 20, 15]
    assert result.costly[2] == [] and result.decisions == {0: 8, 2: 0}
    assert shares == sorted(shares) and shares[0] >= 0 and shares[-1] < 1


def test_no_loss_worth_saying_means_no_costly_decision(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(Scripted, "SCREEN", {0: 0.0, 1: 3.0})
    monkeypatch.setattr(Scripted, "VERDICT", {1: (1.0, 0.5)})
    monkeypatch.setattr(review_mod, "Judge", Scripted)
    monkeypatch.setattr(review_mod, "decisions", scripted_decisions([0], 2))
    _, result = drained(judgement(GameRecord(3, 1), [0], seed=1))
    assert result.costly == {0: []} and result.decisions == {0: 2}
    screen = Table("?seed=1&players=3&levels=expert").c.screen()
    review = Review(3, [], [], [[100] * 3], [100] * 3, judgement=result)
    shown = str(judgement_section(screen, review))
    assert "No costly decision: at none of your 2 decisions" in shown


def test_a_real_judgement_is_the_same_twice_and_names_her_own_moves():
    state = play_game(["novice", "expert", "expert"], seed=4)
    record = GameRecord.of(state)
    del record.actions[70:]  # round 1 and a little: enough decisions, a short test
    first = drained(judgement(record, [0], seed=9, finalists=3))[1]
    assert drained(judgement(record, [0], seed=9, finalists=3))[1] == first
    assert first.decisions[0] >= 8 and first.costly[0]
    for costly in first.costly[0]:
        assert costly.cost >= MIN_COST and not costly.best.same(costly.taken)
        mine = record.actions[costly.at - 1]
        assert mine.seat == 0
        if costly.step == "open":  # her top bid in the lot (or her pass when she stayed out)
            assert mine.amount == costly.taken.limit or costly.taken.limit == -1
        else:
            assert mine == costly.taken.action


def test_the_section_shows_progress_then_each_costly_decision_with_a_show_me():
    table = Table("?seed=1&players=3&levels=expert")
    screen = table.c.screen()
    review = Review(3, [], [], [[100] * 3], [100] * 3, judging=0.4)
    shown = str(judgement_section(screen, review))
    assert "The master is judging your decisions… 40%" in shown and "<progress" in shown
    price = Costly(0, 2, "fixed_price", ("yoko/fixed_price",), 0, Choice(Action(0, Do.PRICE,
                   amount=1)), Choice(Action(0, Do.PRICE, amount=18)), 14.6, 3.0, 57)
    lot = Costly(0, 3, "open", ("krypto/open",), 1, Choice(Action(0, Do.PASS), -1),
                 Choice(Action(0, Do.BID, amount=3), 25), 9.2, 2.0, 80)
    review.judgement = Judgement([0], {0: 30}, {0: [price, lot]})
    shown = str(judgement_section(screen, review))
    assert "<progress" not in shown and "Your costliest decisions" in shown
    assert shown.count('data-command="watch-to"') == 2
    assert 'data-to="57"' in shown and 'data-back="review"' in shown
    assert 'aria-label="Show me: round 2, Ask $1"' in shown
    assert "Yoko (fixed price), put up by you" in shown and "Ask $18" in shown
    assert "−$15" in shown and "−$9" in shown
    assert "Krypto (open auction), put up by Bruno" in shown
    assert "Stay out" in shown and "Bid up to $25" in shown
    screen.lang = "zh"
    shown = str(judgement_section(screen, review))
    assert "代价最大的决定" in shown and "定价1元" in shown and "出价至多25元" in shown


def test_an_open_lot_she_let_go_is_said_with_the_bid_she_passed_at():
    table = Table("?seed=1&players=3&levels=expert")
    screen = table.c.screen()
    review = Review(3, [], [], [[100] * 3], [100] * 3)
    best = Choice(Action(0, Do.BID, amount=3), 25)
    outbid = Costly(0, 1, "open", ("krypto/open",), 1, Choice(Action(0, Do.BID, amount=3), 8, 12),
                    best, 9.2, 2.0, 40, passed=12)
    out = Costly(0, 2, "open", ("yoko/open",), 1, Choice(Action(0, Do.PASS), -1, 6), best, 7.0,
                 2.0, 60, passed=6)
    won = Costly(0, 3, "open", ("krypto/open",), 2, Choice(Action(0, Do.BID, amount=5), 30, 100),
                 best, 5.0, 2.0, 80)
    review.judgement = Judgement([0], {0: 30}, {0: [outbid, out, won]})
    shown = str(judgement_section(screen, review))
    assert "Bid up to $8, passed at $12" in shown and "Passed at $6" in shown
    assert "Bid up to $30<" in shown, "a lot she won: her top bid alone"
    assert 'aria-label="Show me: round 1, Bid up to $8, passed at $12"' in shown
    screen.lang = "zh"
    shown = str(judgement_section(screen, review))
    assert "出价至多8元，12元时放弃" in shown and "6元时放弃" in shown and "出价至多30元<" in shown


def test_every_kind_of_move_is_said():
    yoko, partner = Card.parse("yoko/double"), Card.parse("yoko/open")
    said = [
        move_words("en", "play", Choice(Action(0, Do.PLAY, card=yoko))),
        move_words("en", "play", Choice(Action(0, Do.PLAY, card=yoko, partner=partner))),
        move_words("en", "double_offer", Choice(Action(0, Do.JOIN, card=partner))),
        move_words("en", "double_offer", Choice(Action(0, Do.PASS))),
        move_words("en", "once_around", Choice(Action(0, Do.BID, amount=7))),
        move_words("en", "once_around", Choice(Action(0, Do.PASS))),
        move_words("en", "sealed", Choice(Action(0, Do.BID, amount=0))),
        move_words("en", "fixed_price", Choice(Action(0, Do.BUY))),
        move_words("en", "fixed_price", Choice(Action(0, Do.PASS))),
    ]
    assert said == ["Put up Yoko (double)", "Put up Yoko (double) with Yoko (open auction)",
                    "Add Yoko (open auction)", "Add nothing", "Bid $7", "Pass", "Bid $0 sealed",
                    "Buy", "Decline"]


def reviewed() -> Table:
    """A finished 3-player game (she passes whenever allowed) with the review's accounts
    worked out: the judgement is the next job."""
    table = Table("?seed=5&players=3&levels=expert&speed=instant")
    table.play_until(lambda t: t.c.dialog == "over", human=passive)
    table.do("open-review")
    [(name, job)] = table.c.jobs_due()
    while table.c.job_step(name, job):
        pass
    return table


def test_after_a_game_the_review_judges_her_and_show_me_opens_her_move():
    table = reviewed()
    c = table.c
    review = c.review.worked_out()
    assert review is not None and review.judgement is None and "judge" in c.jobs
    shown = dialogs.dialog(c.screen())
    assert shown is not None and "The master is judging your decisions… 0%" in shown
    [(name, job)] = c.jobs_due()
    progress = []
    while c.job_step(name, job):
        progress.append(review.judging)  # what the screen shows (its review), slice by slice
    assert c.review.worked_out() is review
    assert progress == sorted(progress) and len(progress) > 100, "many short slices"
    result = c.review.worked_out().judgement
    assert result is not None and result.seats == [0]
    found = result.costly[0]
    assert 1 <= len(found) <= 3, "a player who always asks the least loses money somewhere"
    assert [x.cost for x in found] == sorted((x.cost for x in found), reverse=True)
    shown = dialogs.dialog(c.screen())
    assert shown is not None and "Your costliest decisions" in shown
    worst = found[0]
    said = move_words("en", worst.step, worst.taken)
    assert f'aria-label="Show me: round {worst.round}, {said}"' in shown
    table.do("watch-to", to=str(worst.at), back="review")
    status = render.regions(c.screen())["auction"]  # (the replay's bar)
    assert f"action {worst.at} of {table.session.actions}" in status
    last = re.search(r'id="replay-last">([^<]*)<', status)
    assert last and last.group(1).startswith("You")
    assert table.session.record().actions[worst.at - 1].seat == 0
    table.do("open-review")
    assert c.dialog == "review" and not c.jobs, "judged once"


def test_during_a_game_only_the_person_shown_sees_her_judgement():
    table = two_people_and_a_bot()
    session = table.session
    assert session.to_act() == [0]
    price = Costly(0, 1, "fixed_price", ("yoko/fixed_price",), 0,
                   Choice(Action(0, Do.PRICE, amount=1)), Choice(Action(0, Do.PRICE, amount=18)),
                   14.6, 3.0, 5)
    other = Costly(1, 1, "play", (), None,
                   Choice(Action(1, Do.PLAY, card=Card.parse("krypto/open"))),
                   Choice(Action(1, Do.PLAY, card=Card.parse("yoko/sealed"))), 20.0, 2.0, 9)
    review = Review(3, [], [], [[100] * 3], [100] * 3,
                    judgement=Judgement([0, 1], {0: 4, 1: 5}, {0: [price], 1: [other]}))
    session.viewer = 0
    shown = str(judgement_section(table.c.screen(), review))
    assert "Ask $18" in shown and "Yoko (sealed bid)" not in shown, "Bo's hand stays his"
    for viewer in (1, None):  # Bo holds the device while it must go to Ada; then nobody
        session.viewer = viewer
        screen = table.c.screen()
        assert screen.handoff == 0 or viewer is None
        shown = str(judgement_section(screen, review))
        assert "Ask $18" not in shown and "Yoko (sealed bid)" not in shown
    review.over = True
    shown = str(judgement_section(table.c.screen(), review))
    assert "Ask $18" in shown and "Put up Yoko (sealed bid)" in shown
    assert "Ada&#x27;s costliest decisions" in shown and "Bo&#x27;s costliest decisions" in shown


def test_the_kept_sections_follow_the_language():
    table = reviewed()
    c = table.c
    english = dialogs.dialog(c.screen())
    assert english is not None and "Each player&#x27;s accounts" in english
    table.do("language", value="zh")
    chinese = dialogs.dialog(c.screen())
    assert chinese is not None and "每位玩家的账目" in chinese and "Each player" not in chinese


def test_a_judgement_of_a_game_that_moved_on_stops():
    table = Table("?seed=3&players=4&levels=expert&speed=instant")
    table.play_until(lambda t: t.session.view()["round"] == 2 and t.asked_now(), human=passive)
    c = table.c
    table.do("open-review")
    [(name, job)] = c.jobs_due()
    while c.job_step(name, job):
        pass
    [(name, job)] = c.jobs_due()
    assert name == "judge"
    for _ in range(5):
        assert c.job_step(name, job)
    review = c.review.current
    table.do("close-dialog")
    passive(table)  # she answers: the game moves on
    assert table.session.actions != review.actions
    assert not c.job_step(name, job), "the old game's judgement is given up"
    assert review.judgement is None and "judge" not in c.jobs
