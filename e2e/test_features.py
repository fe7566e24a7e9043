"""What no other version has, through the page by role and name: the guided first game in both
languages, the review after a game with its "show me" into the replay, the daily deal and the
master's game on it, the rules opened from the table, and a whole pass-and-play game in which
neither person's hand is on the page while the other is to act."""

from __future__ import annotations

import itertools
import json
import re
from collections import Counter
from datetime import date

import pytest
from playwright.sync_api import Browser, Page, expect

import engine
from e2e.human import SAVE_KEY, Human
from e2e.support import load, open_context, seats, settle
from e2e.tables import save_before, storage_script
from engine.bots.base import drain
from engine.rng import daily_seed
from pyapp import deals, rating, tutorial
from pyapp.catalogue import text
from pyapp.parts import card_name
from pyapp.review import build
from pyapp.review_dialog import lot_words
from pyapp.session import Session

pytestmark = pytest.mark.e2e


def words(lang: str, key: str, **params: object) -> str:
    return text(lang, key, **params)


def close_set_up(page: Page, lang: str, speed: str | None = None) -> None:
    """The first visit opens the welcome: choose the bots' speed (under More options), then
    close it."""
    setup = page.get_by_role("dialog", name=words(lang, "setup.welcome_title"))
    expect(setup).to_be_visible()
    if speed:
        setup.get_by_role("button", name=words(lang, "setup.more")).click()
        setup.get_by_label(words(lang, "setup.speed")).select_option(speed)
    setup.get_by_role("button", name=words(lang, "over.close"), exact=True).click()
    expect(setup).to_be_hidden()


# -- the guided first game --

def do_step(page: Page, lang: str, step: tutorial.Step) -> None:
    """What a player does for a lesson step, by the names she sees."""
    action = step.action or {}
    do = action.get("do")
    decision = page.get_by_role("group", name=words(lang, "do.group"), exact=True)
    hand = page.get_by_role("region", name=words(lang, "region.hand"))
    if do == "play":
        hand.get_by_role("button", name=words(lang, "hand.play",
                                              card=card_name(lang, action["card"]))).click()
    elif do == "join":
        hand.get_by_role("button", name=words(lang, "hand.join",
                                              card=card_name(lang, action["card"]))).click()
    elif do == "pass":  # (her own lot's reads "Sell to Chen for $15")
        sell = re.escape(text(lang, "do.sell_to")).replace(r"\{name\}", ".+").replace(
            r"\{amount\}", ".+")
        name = re.compile(f"^({re.escape(words(lang, 'do.pass'))}|{sell})$")
        decision.get_by_role("button", name=name).click()
    else:
        amount = decision.get_by_role("spinbutton")
        amount.fill(str(action["amount"]))
        if do == "price":
            name = words(lang, "do.name_price")
        elif do == tutorial.LIMIT:
            name = words(lang, "do.proxy")
        elif page.locator("#status .lot-facts").inner_text().find(
                words(lang, "auction.sealed")) >= 0:
            name = words(lang, "do.sealed_bid")
        else:
            name = words(lang, "do.bid")
        decision.get_by_role("button", name=name, exact=True).click()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_guided_first_game_from_the_menu_to_its_end(browser: Browser, site: str,
                                                        lang: str) -> None:
    context, _ = open_context(browser)
    try:
        page = context.new_page()
        load(page, f"{site}?lang={lang}")
        close_set_up(page, lang, "fast")
        page.get_by_role("navigation", name=words(lang, "menu.label")).get_by_role(
            "button", name=words(lang, "menu.tutorial")).click()
        coach = page.get_by_role("region", name=words(lang, "lesson.label"))
        expect(coach).to_be_visible()
        script = tutorial.SCRIPT
        for index, step in enumerate(script):
            if step.kind == "bot":
                continue
            if step.kind == "summary":
                summary = page.get_by_role("dialog")
                note = summary.get_by_role("note", name=words(lang, "lesson.label"))
                expect(note).to_contain_text(words(lang, step.key)[:20],
                                             timeout=20_000)
                summary.get_by_role("button", name=words(lang, "summary.continue")).click()
                continue
            expect(coach.locator(".coach-text")).to_have_text(words(lang, step.key),
                                                              timeout=20_000)
            where = tutorial.selector(step.focus)
            if where is not None:  # the table itself shows what the step is about
                expect(page.locator(where).first).to_have_class(re.compile("lesson-focus"))
            if step.kind == "end":
                break
            if step.kind == "say":
                coach.get_by_role("button", name=words(lang, "lesson.next")).click()
            else:
                do_step(page, lang, step)
            if step.action is not None and step.action["do"] == tutorial.LIMIT:
                # the page bids for her by her limit until Chen's bid passes it, then says so
                limit = words(lang, "money.amount", amount=step.action["amount"])
                orders = page.get_by_role("group", name=words(lang, "do.group"), exact=True)
                expect(orders).to_contain_text(words(lang, "do.proxy_reached", amount=limit),
                                               timeout=20_000)
            expect(coach).to_have_attribute("data-step", re.compile(r"\d+"))
            assert index < len(script) - 1
        expect(coach.get_by_role("button", name=words(lang, "lesson.real_game"))).to_be_visible()
        # the steps scrolled the table to what they were about; their end leaves the page at its
        # top, the menu in view (not scrolled away with the header cut off)
        expect(page.locator("#menu h1")).to_be_in_viewport()
        money = page.get_by_role("region", name=words(lang, "region.status"))
        expect(money).to_contain_text(words(lang, "money.amount", amount=tutorial.FINAL_MONEY[0]))
        # Played again from the rules, then skipped: back to no game (nothing was saved).
        page.get_by_role("button", name=words(lang, "menu.help"), exact=True).click()
        rules = page.get_by_role("dialog", name=words(lang, "help.title"), exact=True)
        rules.get_by_role("button", name=words(lang, "menu.tutorial")).click()
        expect(coach.locator(".coach-text")).to_have_text(words(lang, "lesson.welcome"))
        coach.get_by_role("button", name=words(lang, "lesson.skip")).click()
        expect(coach).to_be_hidden()
        # no game finished yet: the welcome again, its quick game a click away
        expect(page.get_by_role("dialog", name=words(lang, "setup.welcome_title"))
               ).to_be_visible()
        assert page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})") is None
    finally:
        context.close()


# -- the review --

FINISHED = "?seed=5&players=3&levels=expert&speed=instant"


def test_the_review_after_a_game_and_its_show_me_into_the_replay(browser: Browser,
                                                                 site: str) -> None:
    save = save_before(FINISHED, lambda c: c.session is not None and c.dialog == "over")
    session = Session.load(save)
    review = drain(build(session))
    names = ["You", "Bruno", "Chen"]
    index = next(i for i, lot in enumerate(review.lots) if lot.round == 3 and lot.price > 0)
    lot, at = review.lots[index], review.replay_at[index]
    context, _ = open_context(browser)
    try:
        context.add_init_script(storage_script(save))
        page = context.new_page()
        load(page, site + FINISHED)
        over = page.get_by_role("dialog", name="Game over")
        over.get_by_role("button", name="Review", exact=True).click()
        dialog = page.get_by_role("dialog", name="Review of the game")
        accounts = dialog.get_by_role("table", name="Each player's accounts")
        expect(accounts.get_by_role("row")).to_have_count(1 + 3)
        for seat, name in enumerate(names):
            net = session.state.money[seat] - 100
            said = f"+${net}" if net > 0 else f"−${-net}" if net < 0 else "$0"
            expect(accounts.get_by_role("row", name=re.compile(f"^{name} "))).to_contain_text(said)
        expect(dialog.get_by_role("table", name="Round 4")).to_be_visible()
        expect(dialog.get_by_role("img", name="Money after each round")).to_be_attached()
        show = dialog.get_by_role("button", name=f"Show me: {lot_words('en', names, lot)}")
        expect(show.first).to_be_visible()
        show.first.click()
        expect(dialog).to_be_hidden()
        replay = page.get_by_role("group", name="Replay")
        expect(replay).to_contain_text(f"Replay: action {at} of {session.actions}")
        buyer = names[lot.buyer]
        sold = "You buy" if lot.buyer == 0 else f"Sold to {buyer} for ${lot.price}"
        expect(replay.locator(".replay-last")).to_contain_text(sold)
        expect(page.get_by_role("region", name="Log")).to_contain_text(sold)
        replay.get_by_role("button", name="Back to the review").click()
        expect(page.get_by_role("dialog", name="Review of the game")).to_be_visible()
    finally:
        context.close()


# -- the daily deal --

def local_date(page: Page) -> date:
    shown = page.evaluate("(() => { const d = new Date(); return [d.getFullYear(),"
                          " d.getMonth() + 1, d.getDate()]; })()")
    return date(*shown)


def test_a_daily_deal_and_the_masters_game_on_it(browser: Browser, site: str) -> None:
    context, _ = open_context(browser)
    try:
        page = context.new_page()
        load(page, f"{site}?rollouts=2")
        close_set_up(page, "en", "instant")
        before = local_date(page)
        page.get_by_role("button", name="Daily deal").click()
        expect(page.get_by_role("alert")).to_contain_text("The daily deal of ")
        after = local_date(page)
        table = seats(page)
        expect(table).to_have_count(4)
        expect(table.filter(has_text="Expert")).to_have_count(3)
        record = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})"))
        # The deal of the browser's day when it was clicked (a run may cross midnight).
        today = date.fromisoformat(record["app"]["daily"])
        assert today in (before, after), (before, today, after)
        expect(page.get_by_role("alert")).to_contain_text(
            f"The daily deal of {today.isoformat()}: 4 players")
        settings = deals.daily_settings(today)
        assert record["seed"] == settings.seed == daily_seed(today.year, today.month, today.day)
    finally:
        context.close()
    # The same deal near its end, finished through the page: then the master plays it.
    late = save_before_daily(today)
    context, _ = open_context(browser)
    try:
        context.add_init_script(storage_script(late))
        page = context.new_page()
        load(page, f"{site}?rollouts=2")
        Human(page).play_to_the_end(limit_seconds=120)
        over = page.get_by_role("dialog", name="Game over")
        expect(over).to_contain_text(f"The daily deal of {today.isoformat()}.")
        master = over.get_by_role("table", name="You and the master on this deal")
        expect(master).to_be_visible(timeout=60_000)
        expected = drain(deals.master_game(settings, 2))
        expect(master.get_by_role("row", name=re.compile("^The master"))).to_contain_text(
            f"${expected.final}")
        expect(over).to_contain_text("searching 2 rollouts a decision")
        over.get_by_role("button", name="Close", exact=True).click()
        page.get_by_role("button", name="Statistics").click()
        stats = page.get_by_role("dialog", name="Statistics")
        expect(stats.get_by_role("table", name="Your first game of each daily deal")
               .get_by_role("row", name=re.compile(today.isoformat()))).to_be_visible()
        # The finished game moved her rating: one result against each expert at the table.
        final = Session.load(page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})"))
        money, _ = final.result()
        rated = rating.update(rating.START, rating.game_results(money, 0, final.settings.levels))
        expect(stats.locator(".rating-line")).to_contain_text(
            f"{round(rated.rating)}, provisional")
        expect(stats.get_by_role("img", name=re.compile("^Your rating after each game"))
               ).to_be_visible()
    finally:
        context.close()


def save_before_daily(day: date) -> str:
    """The day's deal played in CPython by a passive player until round 4 asks her."""
    from pyapp.app import App
    from pyapp.storage import MemoryStorage
    from tests.support.table import Table, passive

    table = Table()
    table.do("close-dialog")
    table.do("setup", field="speed", value="instant")
    table.do("start-daily", date=day.isoformat())
    table.play_until(lambda t: t.session.view()["round"] == 4 and t.asked_now(), human=passive)
    table.c.saves.save()
    assert isinstance(table.c, App) and isinstance(table.storage, MemoryStorage)
    return table.storage.data[SAVE_KEY]


# -- the rules from the table --

def test_the_auction_on_the_block_opens_the_rules_at_its_section(browser: Browser,
                                                                 site: str) -> None:
    query = "?seed=3&players=4&levels=expert&speed=slow"
    save = save_before(query, lambda c: c.session is not None and c.session.step == "open"
                       and c.session.human_to_act())
    context, _ = open_context(browser)
    try:
        context.add_init_script(storage_script(save))
        page = context.new_page()
        load(page, site + query)
        page.locator("#status").get_by_role("button", name="open auction (see the rules)").click()
        rules = page.get_by_role("dialog", name="Rules", exact=True)
        heading = rules.get_by_role("heading", name="5. Open auction")
        expect(heading).to_be_in_viewport()
        expect(heading).to_be_focused()
        rules.get_by_role("link", name="Scoring a round").click()
        expect(rules.get_by_role("heading", name="11. Scoring a round")).to_be_in_viewport()
        rules.get_by_role("link", name="中文版").click()
        expect(page.get_by_role("dialog", name="规则", exact=True).get_by_role(
            "heading", name="5. 公开竞价")).to_be_attached()
    finally:
        context.close()


# -- pass and play --

def hand_on_page(page: Page) -> list[str]:
    return page.locator("#hand .card-button").evaluate_all(
        "buttons => buttons.map(b => b.dataset.card)")


def hands_now(page: Page) -> list[list[str]]:
    record = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})"))
    state = engine.replay(engine.GameRecord.from_json(record))
    return [[str(card) for card in hand] for hand in state.hands]


def test_a_whole_pass_and_play_game_keeps_each_hand_private(browser: Browser,
                                                            site: str) -> None:
    context, _ = open_context(browser)
    try:
        page = context.new_page()
        load(page, site)
        setup = page.get_by_role("dialog", name="Welcome to Modern Art")
        setup.get_by_role("button", name="More options").click()
        setup.get_by_role("radio", name="3").check()
        setup.get_by_label("Bruno").select_option("human")
        setup.get_by_label("Chen").select_option("expert")
        setup.get_by_role("textbox", name="Name (seat 1)").fill("Ada")
        setup.get_by_role("textbox", name="Name (seat 2)").fill("Bo")
        setup.get_by_label("Bot speed").select_option("instant")
        setup.get_by_role("button", name="Start").click()
        player = Human(page)
        handoffs: list[str] = []
        checked = 0
        for _ in range(5_000):
            settle(page)  # (the table drawn after the last click)
            handoff = page.get_by_role("dialog", name=re.compile("^Pass the device to "))
            if handoff.count() and handoff.is_visible():
                who = handoff.locator("h2").inner_text().removeprefix("Pass the device to ")
                assert hand_on_page(page) == [], "nobody's hand while the device changes hands"
                assert not page.get_by_text("Your sealed bid").count()
                handoff.get_by_role("button", name=f"I am {who}: show my cards").click()
                expect(handoff).to_be_hidden()
                handoffs.append(who)
                continue
            kind = player.dialog_kind()
            if kind == "over":
                break
            you = page.evaluate(  # (read at once: no one is "you" as the device changes hands)
                "document.querySelector('#seats .seat.you')?.dataset.seat ?? null")
            if page.get_by_role("group", name="Your decision", exact=True).count() and \
                    you is not None:
                seat = int(you)
                shown = hand_on_page(page)
                hands = hands_now(page)
                if shown:  # the hand on the page is exactly the shown person's own
                    assert Counter(shown) == Counter(hands[seat]), (seat, shown)
                    other = 1 - seat
                    assert Counter(shown) != Counter(hands[other]) or not hands[other]
                    checked += 1
            if player.step() is None:
                page.wait_for_timeout(30)
        else:
            raise AssertionError("the game did not end")
        over = page.get_by_role("dialog", name="Game over")
        expect(over).to_be_visible()
        assert len(handoffs) >= 6 and set(handoffs) == {"Ada", "Bo"}
        assert all(a != b for a, b in itertools.pairwise(handoffs))
        assert checked >= 10
        record = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})"))
        assert record["app"]["names"] == ["Ada", "Bo", ""]
        assert record["app"]["levels"] == ["human", "human", "expert"]
        over.get_by_role("button", name="Review", exact=True).click()
        expect(page.get_by_role("dialog", name="Review of the game").get_by_role(
            "table", name="Each player's accounts").get_by_role("row")).to_have_count(4)
    finally:
        context.close()
