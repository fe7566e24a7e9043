"""The coach in the page: turned on from the menu, asked at a sale and at a bid, its advice the
master's (worked out again here, in CPython, from the game the page saved) and followed."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect

from e2e.human import Human
from e2e.support import load, open_context, settle
from engine.actions import Action, Do
from engine.analysis.coach import Advice, advise
from engine.bots.base import drain
from pyapp.narration import card as painting
from pyapp.parts import card_name, card_words
from pyapp.review import decision_seed
from pyapp.session import Session
from pyapp.storage import SAVE_KEY

GAME = "?seed=3&players=4&levels=expert&speed=fast"


def saved(page: Page) -> Session:
    return Session.load(page.evaluate(f"localStorage.getItem({SAVE_KEY!r})"))


def expected(page: Page) -> Advice:
    """The master's advice for her decision now, from the game the page saved."""
    session = saved(page)
    assert session.human_to_act()
    return drain(advise(session.observation(0), decision_seed(session.settings.seed,
                                                              session.actions)))


def hers_since(page: Page, at: int) -> list[Action]:
    """Her actions from action ``at`` on, as the page saved them."""
    return [a for a in saved(page).record().actions[at:] if a.seat == 0]


def ask(page: Page) -> str:
    box = page.get_by_role("region", name="The master's advice")
    box.get_by_role("button", name="What would the master do?").click()
    told = box.locator(".advice-move")
    expect(told).to_contain_text("The master's move:", timeout=30_000)
    return told.inner_text()


def bid_decision(page: Page) -> bool:
    """She is asked to bid (an amount to type, and a Bid or Place sealed bid button enabled)."""
    decision = page.get_by_role("group", name="Your decision", exact=True)
    for name in ("Bid", "Place sealed bid"):
        button = decision.get_by_role("button", name=name, exact=True)
        if button.count() and button.is_enabled():
            return True
    return False


def selling(page: Page) -> bool:
    """She is asked to sell a card (none chosen yet)."""
    sell = page.get_by_role("list", name=re.compile("Your hand")).get_by_role(
        "button", name=re.compile("^Sell "))
    return bool(sell.count()) and sell.first.is_enabled() and \
        not page.get_by_role("button", name="Put it up for auction").count()


def follow_sale(page: Page) -> None:
    """Ask at a sale: the master names a card (or a double with its partner); she sells it."""
    advice = expected(page)
    said = ask(page)
    assert advice.choice.action.do is Do.PLAY
    card = str(advice.choice.action.card)
    assert painting("en", card) in said, said
    expect(page.get_by_role("region", name="The master's advice")).to_contain_text(
        "Worth most at this round's end:")
    hand = page.get_by_role("list", name=re.compile("Your hand"))
    hand.get_by_role("button", name=f"Sell {card_name('en', card)}").first.click()
    partner = advice.choice.action.partner
    if partner is not None:
        page.get_by_role("button", name=re.compile(
            "^Sell with " + re.escape(card_words("en", str(partner))))).click()
    elif card.endswith("/double"):
        page.get_by_role("button", name="Offer the double alone").click()
    else:
        page.get_by_role("button", name="Put it up for auction").click()


def follow_bid(page: Page) -> None:
    """Ask at a bid: the master's limit (an open lot), its one bid, or a pass; she does it."""
    advice = expected(page)
    at = saved(page).actions
    said = ask(page)
    decision = page.get_by_role("group", name="Your decision", exact=True)
    amount = decision.get_by_role("spinbutton")
    limit, action = advice.choice.limit, advice.choice.action
    if advice.step == "open" and limit is not None and \
            limit >= int(amount.get_attribute("data-min") or 0):
        assert f"Bid up to ${limit}." in said, said
        amount.fill(str(limit))
        decision.get_by_role("button", name="Bid up to").click()
        settle(page)
        bids = [a.amount for a in hers_since(page, at) if a.do is Do.BID]
        assert bids and all(b is not None and b <= limit for b in bids), (bids, limit)
        return
    if action.do is Do.BID:
        assert f"Bid ${action.amount}" in said, said
        amount.fill(str(action.amount))
        decision.get_by_role("button", name=re.compile("^(Bid|Place sealed bid)$")).click()
    else:
        assert said.endswith(("Stay out.", "Pass.")), said
        decision.get_by_role("button", name=re.compile("^(Pass|Sell to )")).click()
    settle(page)
    assert hers_since(page, at)[0] == Action(0, action.do, amount=action.amount)


def test_the_coach_at_a_sale_and_at_a_bid_and_its_advice_followed(browser: Browser,
                                                                   site: str) -> None:
    context, _ = open_context(browser)  # (its watch fails the test on a console error)
    try:
        page = context.new_page()
        load(page, site + GAME)
        coach = page.get_by_role("button", name="Coach", exact=True)
        expect(coach).to_have_attribute("aria-pressed", "false")
        coach.click()
        expect(coach).to_have_attribute("aria-pressed", "true")
        # Play on; at her first sale and her first bid, ask the coach and do what it says.
        human, done = Human(page), set()
        for _ in range(600):
            settle(page)
            kind = "sale" if selling(page) else "bid" if bid_decision(page) else None
            if kind is not None and kind not in done:
                (follow_sale if kind == "sale" else follow_bid)(page)
                done.add(kind)
                if len(done) == 2:
                    break
            elif human.step() is None:
                page.wait_for_timeout(40)
        assert done == {"sale", "bid"}, done
        settle(page)
        saved = page.evaluate(f"localStorage.getItem({SAVE_KEY!r})")
        assert '"coached": true' in saved or '"coached":true' in saved, "marked as coached"
    finally:
        context.close()
