"""The review's costliest decisions through the page, by role and name: after a game the master
judges the player's decisions in the page (its progress moving while the page answers), the same
verdicts as in CPython, and a "Show me" opens the replay at her move. How long its tasks take is
``scripts/bench_judge.py``'s to measure."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from e2e.support import load, open_context
from e2e.tables import save_before, storage_script
from engine.bots.base import drain
from pyapp.catalogue import text
from pyapp.narration import money
from pyapp.review import build, judge
from pyapp.review_dialog import move_words, taken_words
from pyapp.session import Session

pytestmark = pytest.mark.e2e

FINISHED = "?seed=5&players=3&levels=expert&speed=instant"
NAMES = ["You", "Bruno", "Chen"]
# Each frame the browser paints, the judging progress it shows (between 0 and 100), kept in the
# page: a judgement run in a few long tasks would paint few frames, and few values.
WATCH_PROGRESS = """() => {
  window.__judgingSeen = [];
  const look = () => {
    const bar = document.querySelector('progress[aria-label="Judging the decisions"]');
    const value = bar ? bar.value : null;
    if (value !== null && value > 0 && value < 100 && !window.__judgingSeen.includes(value)) {
      window.__judgingSeen.push(value);
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}"""


def test_the_costliest_decisions_and_a_show_me_into_her_move(browser: Browser,
                                                             site: str) -> None:
    save = save_before(FINISHED, lambda c: c.session is not None and c.dialog == "over")
    session = Session.load(save)
    review = drain(build(session))
    costly = drain(judge(session, review)).costly[0]  # the page must find the same
    assert costly, "a player who always asks the least loses money somewhere"
    context, _ = open_context(browser)
    try:
        context.add_init_script(storage_script(save))
        page = context.new_page()
        load(page, site + FINISHED)
        over = page.get_by_role("dialog", name="Game over")
        page.evaluate(WATCH_PROGRESS)
        over.get_by_role("button", name="Review", exact=True).click()
        dialog = page.get_by_role("dialog", name="Review of the game")
        expect(dialog.get_by_role("progressbar", name="Judging the decisions")).to_be_visible()
        expect(dialog.get_by_role("status")).to_contain_text("The master is judging your "
                                                             "decisions")
        table = dialog.get_by_role("table", name="Your costliest decisions")
        seen = progress_while_judging(page, table)
        assert len(seen) >= 10, (f"the page painted the progress at {sorted(seen)} only: "
                                f"the judgement ran in a few long tasks")
        rows = table.get_by_role("row")
        expect(rows).to_have_count(1 + len(costly))
        for index, found in enumerate(costly):
            said = taken_words("en", found)
            row = rows.nth(1 + index)
            expect(row).to_contain_text(said)
            expect(row).to_contain_text(move_words("en", found.step, found.best))
            expect(row).to_contain_text(text("en", "review.loss",
                                             amount=money("en", round(found.cost))))
        worst = costly[0]
        said = taken_words("en", worst)
        table.get_by_role("button", name=f"Show me: round {worst.round}, {said}").click()
        expect(dialog).to_be_hidden()
        replay = page.get_by_role("group", name="Replay")
        expect(replay).to_contain_text(f"Replay: action {worst.at} of {session.actions}")
        mine = session.record().actions[worst.at - 1]
        assert mine.seat == 0
        expect(replay.locator(".replay-last")).to_contain_text(re.compile(r"^You\b"))
        replay.get_by_role("button", name="Back to the review").click()
        expect(page.get_by_role("dialog", name="Review of the game").get_by_role(
            "table", name="Your costliest decisions")).to_be_visible()
    finally:
        context.close()


def progress_while_judging(page: Page, table: Locator) -> set[float]:
    """The judging progress values between 0 and 100 the page painted (``WATCH_PROGRESS``) until
    ``table`` is shown. The frames are painted between the page's tasks: a judgement done in one
    long task would show none. (Asking the page from here instead measures the test's own line
    to the browser, whose questions can wait behind the page's queue of short tasks.)"""
    expect(table).to_be_visible(timeout=180_000)
    return set(page.evaluate("window.__judgingSeen"))


def test_on_a_phone_an_open_lot_let_go_is_said_with_its_bid_and_no_column_is_crushed(
        browser: Browser, site: str) -> None:
    """In Chinese on a phone: the open lot she let go is said with the bid she passed at, and
    the table keeps its columns readable (scrolled sideways) rather than a character wide."""
    deal = "?seed=8&players=3&levels=expert&speed=instant"
    save = save_before(deal, lambda c: c.session is not None and c.dialog == "over")
    session = Session.load(save)
    costly = drain(judge(session, drain(build(session)))).costly[0]
    let_go = [c for c in costly if c.step == "open" and c.passed]
    assert let_go, "this deal's passive player lets an open lot go at a cost"
    context, _ = open_context(browser, locale="zh-CN", viewport={"width": 375, "height": 740})
    try:
        context.add_init_script(storage_script(save))
        page = context.new_page()
        load(page, site + deal + "&lang=zh")
        page.get_by_role("dialog", name=text("zh", "over.title")).get_by_role(
            "button", name=text("zh", "menu.review"), exact=True).click()
        dialog = page.get_by_role("dialog", name=text("zh", "review.title"))
        table = dialog.get_by_role("table", name=text("zh", "judge.caption"))
        expect(table).to_be_visible(timeout=180_000)
        expect(table).to_contain_text(taken_words("zh", let_go[0]))
        rem = page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)")
        for column in (2, 3, 4):  # the decision, her move, the master's
            widths = table.locator(f"tbody td:nth-child({column})").evaluate_all(
                "cells => cells.map(cell => cell.getBoundingClientRect().width)")
            assert min(widths) >= 6 * rem, (column, widths)
    finally:
        context.close()
