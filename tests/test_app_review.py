"""The post-game review: worked out in slices, the books balance, and every purchase's "show me"
opens the replay at its sale."""

from __future__ import annotations

import re
from collections.abc import Generator

import pytest

from engine import GameRecord
from engine.cards import STARTING_MONEY
from engine.match import play_game
from pyapp import dialogs, render
from pyapp import review as review_mod
from pyapp.review import EVENTS_PER_SLICE, Judgement, build
from tests.support.table import Table, passive


@pytest.fixture(autouse=True)
def quick_judgement(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review's second stage (the master's judgement, tested in test_app_judge) is seconds
    of rollouts: here it finds nothing at once."""
    def nothing(record: GameRecord, seats: list[int], seed: int
                ) -> Generator[float, None, Judgement]:
        yield 0.5
        return Judgement(seats, dict.fromkeys(seats, 0), {seat: [] for seat in seats})
    monkeypatch.setattr(review_mod, "judgement", nothing)


def finished(query: str = "?seed=5&players=3&levels=expert&speed=instant") -> Table:
    table = Table(query)
    table.play_until(lambda t: t.c.dialog == "over", human=passive)
    return table


def test_the_review_is_worked_out_in_slices_with_its_progress_shown():
    table = finished()
    table.do("open-review")
    c = table.c
    assert c.dialog == "review" and c.screen().dialog_data.review is None
    shown = dialogs.dialog(c.screen())
    assert shown is not None and "<progress" in shown and "0%" in shown
    [(name, job)] = c.jobs_due()
    assert c.jobs_due() == [], "a job is handed to the adapter once"
    steps, progress = 0, []
    while c.job_step(name, job):
        steps += 1
        progress.append(c.screen().dialog_data.progress)
    slices = -(-table.session.events // EVENTS_PER_SLICE)
    assert steps == slices >= 2, "a whole game is read in several slices"
    assert progress == sorted(progress) and progress[-1] == 1.0
    review = c.screen().dialog_data.review
    assert review is not None and review.over
    shown = dialogs.dialog(c.screen())
    assert shown is not None and "Working out the review" not in shown
    table.do("close-dialog")
    table.do("open-review")
    assert "review" not in c.jobs, "the same game is not worked out twice"


def test_the_books_balance_and_every_lot_is_listed_with_a_show_me():
    table = finished("?seed=8&players=5&levels=novice,expert,random&speed=instant&variant=online")
    table.do("open-review")
    table.c.finish_jobs()
    review = table.c.review.current
    assert review is not None
    money = list(table.session.state.money)
    assert [account.net for account in review.accounts] == [m - STARTING_MONEY for m in money]
    assert review.rounds[-1] == money and len(review.rounds) == 5
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None
    assert shown.count('data-back="review"') == len(review.lots)
    assert shown.count("<caption>Round ") == 4
    assert "Money after each round" in shown  # the chart
    for lot, at in zip(review.lots, review.replay_at, strict=True):
        caused = [event for event in table.session.events_of_action(at)
                  if event["event"] in ("sold", "taken_free")]
        assert caused and list(caused[0]["cards"]) == list(lot.cards)


def test_show_me_opens_the_replay_at_the_sale_and_leads_back_to_the_review():
    table = finished()
    table.do("open-review")
    table.c.finish_jobs()
    review = table.c.review.current
    assert review is not None
    index = next(i for i, lot in enumerate(review.lots) if lot.price > 0)
    lot, at = review.lots[index], review.replay_at[index]
    table.do("watch-to", to=str(at), back="review")
    c = table.c
    assert c.replay.watching == at and c.dialog is None
    screen = c.screen()
    status = render.regions(screen)["auction"]  # (the replay's bar)
    assert f"action {at} of {table.session.actions}" in status
    buyer = screen.names[lot.buyer]
    sold = re.search(r'id="replay-last">([^<]*)<', status)
    assert sold and (f"Sold to {buyer} for ${lot.price}" in sold.group(1) or
                     "You buy" in sold.group(1))
    assert "Back to the review" in status
    table.do("watch-to", to=str(at - 1))  # stepping through the replay keeps the way back
    assert "Back to the review" in render.regions(c.screen())["auction"]
    table.do("open-review")
    assert c.dialog == "review"
    assert not c.jobs


def test_an_imported_record_and_a_game_under_way_can_be_reviewed():
    state = play_game(["random"] * 4, seed=9)
    table = Table("?seed=1&players=3&levels=novice&speed=instant")
    table.c.saves.import_text(GameRecord.of(state).dumps(), table.now)
    table.do("close-dialog")
    table.do("open-review")
    table.c.finish_jobs()
    review = table.c.review.current
    assert review is not None and review.over
    assert [a.net for a in review.accounts] == [m - STARTING_MONEY for m in state.money]

    table = Table("?seed=3&players=4&levels=expert&speed=instant")
    table.play_until(lambda t: t.session.view()["round"] == 2 and any(t.session.purchases()),
                     human=passive)
    table.do("open-review")
    table.c.finish_jobs()
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None and "round not over" in shown and "is not scored yet" in shown
    assert shown.count(">secret<") == 3, "the others' money stays secret during the game"


def test_build_reads_every_event_once():
    table = finished()
    work = build(table.session, per_slice=10)
    shares = []
    while True:
        try:
            shares.append(next(work))
        except StopIteration as done:
            review = done.value
            break
    assert len(shares) == -(-table.session.events // 10)
    assert review.actions == table.session.actions
