"""The table as a player meets it: a pass that holds for the lot, a limit that bids for her, a
countdown that waits while she reads the rules, a typed bid that the bots' raises leave alone, the
sale in the centre, the estimates, refusals in Chinese, and panels that hold their content at a
desktop's and a phone's size in both languages. Each test starts from a game set up in CPython
(e2e.tables) and finds every control by role and name."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from e2e.support import load, open_context, until, wait_ready
from e2e.tables import in_round, open_lot_with_a_bid, save_before, storage_script
from pyapp.storage import SAVE_KEY

pytestmark = pytest.mark.e2e

CLASSIC = "?seed=3&players=4&levels=expert&speed=fast"
ONLINE = "?seed=4&players=4&levels=expert&speed=slow&variant=online"


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context, _ = open_context(browser)
    yield context
    context.close()


def open_at(context: BrowserContext, site: str, query: str, save: str) -> Page:
    context.add_init_script(storage_script(save))
    page = context.new_page()
    load(page, site + query)
    return page


def decision(page: Page):
    return page.get_by_role("group", name="Your decision", exact=True)


def high_bid(page: Page) -> str:
    return page.locator("#status .lot-facts .high").inner_text()


def test_pass_holds_for_the_lot_then_bid_again_after_a_raise(context: BrowserContext,
                                                               site: str) -> None:
    # Slow bots: the lot stays open long enough after a raise to see "Bid again" still there.
    slow = CLASSIC.replace("speed=fast", "speed=slow")
    page = open_at(context, site, slow, save_before(slow, open_lot_with_a_bid))
    choice = decision(page)
    choice.get_by_role("button", name="Pass", exact=True).click()
    again = choice.get_by_role("button", name="Bid again")
    expect(again).to_be_visible()
    expect(page.get_by_role("region", name="Log")).to_contain_text("You pass: out of this lot.")
    before = high_bid(page)
    until(page, "h => document.querySelector('#status .lot-facts .high')?.innerText !== h",
          before)  # a bot raised
    expect(again).to_be_visible()  # no new question, only the way back in
    assert page.get_by_role("region", name="Log").get_by_text(
        "You pass: out of this lot.").count() == 1
    again.click()
    bid = choice.get_by_role("button", name="Bid", exact=True)
    expect(bid).to_be_enabled()
    field = choice.get_by_role("spinbutton", name="Your bid")
    low, high = int(field.get_attribute("data-min") or 1), int(field.get_attribute("max") or 1)
    field.fill(str(min(high, low + 15)))  # above the next raises, which race the click
    bid.click()
    expect(page.get_by_role("region", name="Log")).to_contain_text("You: bid")


def test_a_limit_bids_for_her_until_it_is_cancelled(context: BrowserContext, site: str) -> None:
    page = open_at(context, site, CLASSIC, save_before(CLASSIC, open_lot_with_a_bid))
    choice = decision(page)
    field = choice.get_by_role("spinbutton", name="Your bid")
    # Well above the bots' next raises (which race the click), within her money.
    low, money = int(field.get_attribute("data-min") or "1"), int(field.get_attribute("max") or "1")
    limit = min(money, low + 40)
    field.fill(str(limit))
    choice.get_by_role("button", name="Bid up to").click()
    expect(choice.get_by_text(f"Bidding for you up to ${limit}.")).to_be_visible()
    expect(page.locator("#status .lot-facts .high")).to_contain_text(", you")
    choice.get_by_role("button", name="Cancel the limit").click()
    expect(choice.get_by_text("Bidding for you")).to_be_hidden()


def test_the_countdown_stands_still_while_the_rules_are_open(context: BrowserContext,
                                                             site: str) -> None:
    def countdown(c) -> bool:
        return c.pace.countdown_call(c.clock.time(0)) is not None or (
            c.session.step == "open" and c.session.to_act() == [c.session.human]
            and c.bidding.shown_answer() is None)

    page = open_at(context, site, ONLINE, save_before(ONLINE, countdown))
    # At once: the countdown is short.
    page.get_by_role("button", name="Rules", exact=True).click()
    call = page.locator("#status .countdown")
    expect(call).to_have_text(re.compile("Going (once|twice)"))
    actions = page.evaluate("JSON.parse(localStorage.getItem('modern-art/save')).actions.length")
    rules = page.get_by_role("dialog", name="Rules", exact=True)
    expect(rules).to_be_visible()
    page.wait_for_timeout(6_000)  # longer than the whole countdown (2 x 2 s at this speed)
    rules.get_by_role("button", name="Close").click()
    expect(call).to_have_text(re.compile("Going (once|twice)"))
    assert page.evaluate(
        "JSON.parse(localStorage.getItem('modern-art/save')).actions.length") == actions
    expect(page.get_by_role("region", name="Log")).to_contain_text(
        "You pass: out of this lot.", timeout=10_000)  # then it ran on, and ended


def test_a_dialog_opens_at_its_top_with_its_first_control_focused(context: BrowserContext,
                                                                  site: str) -> None:
    page = open_at(context, site, CLASSIC, save_before(CLASSIC, open_lot_with_a_bid))
    page.get_by_role("button", name="Rules", exact=True).click()
    rules = page.get_by_role("dialog", name="Rules", exact=True)
    expect(rules.get_by_role("heading", name="Contents")).to_be_in_viewport()
    assert page.evaluate("document.querySelector('dialog .dialog-body').scrollTop") == 0
    expect(rules.get_by_role("button", name="Close")).to_be_focused()
    rules.get_by_role("button", name="Close").click()
    page.get_by_role("button", name="New game").click()
    setup = page.get_by_role("dialog", name="New game")
    expect(setup.get_by_role("radio", name="4")).to_be_focused()  # the group's choice


def test_question_mark_lists_the_keys_but_types_in_a_field(context: BrowserContext,
                                                           site: str) -> None:
    page = open_at(context, site, CLASSIC, save_before(CLASSIC, open_lot_with_a_bid))
    amount = decision(page).get_by_role("spinbutton")
    amount.focus()
    page.keyboard.press("?")  # typed where a field has the focus: no dialog
    expect(page.get_by_role("dialog")).to_have_count(0)
    page.get_by_role("region", name="Value board").click()  # (the focus out of the field)
    page.keyboard.press("?")
    keys = page.get_by_role("dialog", name="Keyboard", exact=True)
    expect(keys).to_be_visible()
    expect(keys.get_by_role("row", name=re.compile(r"^Esc Close the dialog"))).to_be_visible()
    expect(keys.get_by_role("button", name="Close")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog")).to_have_count(0)


def test_a_typed_bid_is_kept_while_the_bots_raise(context: BrowserContext, site: str) -> None:
    page = open_at(context, site, CLASSIC, save_before(CLASSIC, open_lot_with_a_bid))
    choice = decision(page)
    field = choice.get_by_role("spinbutton", name="Your bid")
    typed = field.get_attribute("data-min") or "1"
    field.fill(typed)
    before = high_bid(page)
    until(page, "h => document.querySelector('#status .lot-facts .high')?.innerText !== h",
          before)
    expect(field).to_have_value(typed)
    expect(field).to_be_focused()
    if choice.get_by_role("button", name="Bid", exact=True).is_enabled():
        note = choice.get_by_text("Too low now")
        expect(note).to_be_visible()
        expect(choice.get_by_role("button", name=re.compile(r"^Bid \$\d+$"))).to_be_visible()


def test_a_sale_is_shown_in_the_centre(context: BrowserContext, site: str) -> None:
    page = open_at(context, site, CLASSIC, save_before(CLASSIC, open_lot_with_a_bid))
    decision(page).get_by_role("button", name="Pass", exact=True).click()
    banner = page.get_by_role("status", name="Last sale")
    expect(banner).to_be_visible(timeout=60_000)
    expect(banner).to_contain_text(re.compile(r"(Sold!.*buys .* for \$\d+)|No sale"))
    seats = page.get_by_role("region", name="Players")
    expect(seats.get_by_role("button", name=re.compile(r"bought for \$\d+|taken free|"
                                                       r"bought with its pair")).first
           ).to_be_attached()


def test_the_estimates_toggle(context: BrowserContext, site: str) -> None:
    page = open_at(context, site, CLASSIC, save_before(CLASSIC, open_lot_with_a_bid))
    toggle = page.get_by_role("checkbox", name="Show estimates")
    board = page.get_by_role("table", name="Value board")
    expect(toggle).to_be_checked()  # the first game: on
    expect(board.get_by_role("columnheader", name="Est.")).to_be_visible()
    expect(page.locator("#status .lot-facts")).to_contain_text(
        re.compile(r"Worth paying\s*up to about \$\d+"))
    toggle.uncheck()
    expect(board.get_by_role("columnheader", name="Est.")).to_have_count(0)
    expect(page.locator("#status .lot-facts")).not_to_contain_text("Worth paying")
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("checkbox", name="Show estimates")).not_to_be_checked()


def test_an_illegal_bid_is_refused_in_chinese(context: BrowserContext, site: str) -> None:
    query = CLASSIC + "&lang=zh"
    page = open_at(context, site, query, save_before(CLASSIC, open_lot_with_a_bid))
    choice = page.get_by_role("group", name="你的决定", exact=True)
    field = choice.get_by_role("spinbutton", name="你的出价")
    field.fill("100000")
    choice.get_by_role("button", name="出价", exact=True).click()
    expect(choice.get_by_role("alert")).to_contain_text("你只有")
    field.fill("0")
    choice.get_by_role("button", name="出价", exact=True).click()
    expect(choice.get_by_role("alert")).to_contain_text("出价必须高于")


# -- every panel holds its content --

OVERFLOW = """() => {
  const out = [];
  const clipped = (el, region) => {  // inside a scroller of its own (the log): clipped there
    for (let up = el.parentElement; up && up !== region; up = up.parentElement)
      if (getComputedStyle(up).overflowY !== 'visible') return true;
    return false;
  };
  const skip = (el, region) => {
    const style = getComputedStyle(el);
    return style.visibility === 'hidden' || style.display === 'none' ||
      el.closest('.sr-only, [hidden], dialog, .tip') || clipped(el, region);
  };
  for (const region of document.querySelectorAll('#app .region')) {
    if (!region.getClientRects().length) continue;
    const box = region.getBoundingClientRect();
    for (const el of region.querySelectorAll('*')) {
      if (skip(el, region)) continue;
      const r = el.getBoundingClientRect();
      if (!r.width && !r.height) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1 ||
          r.top < box.top - 1 || r.bottom > box.bottom + 1)
        out.push(`${region.id}: <${el.tagName.toLowerCase()} class="${el.className?.baseVal ??
                  el.className}"> ${Math.round(r.left)}-${Math.round(r.right)} x ` +
                 `${Math.round(r.top)}-${Math.round(r.bottom)} outside ` +
                 `${Math.round(box.left)}-${Math.round(box.right)} x ` +
                 `${Math.round(box.top)}-${Math.round(box.bottom)}`);
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible'
          && !el.matches('.log-scroll, .dialog-body'))
        out.push(`${region.id}: <${el.tagName.toLowerCase()}> scrolls sideways`);
    }
  }
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth) out.push(`the page scrolls sideways`);
  return out;
}"""

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 375, "height": 667}}


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(("players", "round_"), [(3, 3), (5, 2)])
def test_no_panel_overflows(browser: Browser, site: str, lang: str, players: int,
                            round_: int) -> None:
    """At 1280 x 800 and at 375 x 667 (the same page, resized), mid-auction."""
    query = f"?seed={players + 3}&players={players}&levels=novice&speed=slow"
    save = save_before(query, in_round(round_, "open"))
    context, _ = open_context(browser, viewport=SIZES["desktop"], has_touch=True)
    try:
        page = open_at(context, site, query + f"&lang={lang}", save)
        expect(page.locator("#status .lot")).to_be_visible()
        for size in ("desktop", "phone"):
            page.set_viewport_size(SIZES[size])
            page.evaluate("window.scrollTo(0, 0)")
            page.wait_for_timeout(300)
            problems = page.evaluate(OVERFLOW)
            assert not problems, f"{size}:\n" + "\n".join(problems)
            if size == "desktop":  # the hand, the board and the auction fit without scrolling
                for region in ("hand", "board", "auction", "status"):
                    bottom = page.evaluate(f"document.getElementById('{region}')"
                                           ".getBoundingClientRect().bottom")
                    assert bottom <= SIZES[size]["height"], f"{region} ends at {bottom:.0f}"
                newest = page.evaluate("[...document.querySelectorAll('#log li')].pop()"
                                       ".getBoundingClientRect().bottom")
                assert newest <= SIZES[size]["height"], f"the newest log line ends at {newest}"
                centres = page.evaluate("""() => [...document.querySelectorAll(
                  '#menu h1, #menu-items > .menu-group > :not([hidden])')].map(n => {
                    const r = n.getBoundingClientRect(); return (r.top + r.bottom) / 2; })""")
                assert max(centres) - min(centres) < 16, "the header sits in one row"
            else:  # the status box stays at the top while the auction runs
                page.mouse.wheel(0, 900)
                page.wait_for_timeout(300)
                top = page.evaluate(
                    "document.getElementById('status').getBoundingClientRect().top")
                assert abs(top) <= 1, f"the status box scrolled away ({top:.0f})"
    finally:
        context.close()


def test_a_phone_folds_the_menu_behind_one_button(browser: Browser, site: str) -> None:
    context, _ = open_context(browser, viewport=SIZES["phone"], is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        load(page, f"{site}?seed=4&players=3&levels=novice&speed=slow")
        menu = page.get_by_role("button", name="Menu")
        rules = page.get_by_role("button", name="Rules", exact=True)
        expect(rules).to_be_hidden()
        top = page.evaluate("document.getElementById('status').getBoundingClientRect().top")
        assert top < 120, f"the table starts {top:.0f} px down"
        menu.click()
        expect(menu).to_have_attribute("aria-expanded", "true")
        rules.click()
        expect(page.get_by_role("dialog", name="Rules")).to_be_visible()
        expect(menu).to_have_attribute("aria-expanded", "false")
    finally:
        context.close()


# -- a click's answer --

def test_a_click_is_drawn_after_its_own_task_and_a_click_at_the_old_table_is_ignored(
        context: BrowserContext, site: str) -> None:
    # The click's own task only acts (its layout, to find what is under the pointer, stays that
    # of the old table); the new table is drawn in the next task, busy until then. A second
    # click in between was aimed at the old table: ignored, not refused ("not your turn").
    page = context.new_page()
    load(page, f"{site}?seed=1&players=4&human=1&levels=novice&speed=slow")
    hand = page.get_by_role("list", name=re.compile("Your hand"))
    expect(hand.get_by_role("button", name=re.compile("^Sell ")).first).to_be_focused()
    busy, unchanged, sold, other = page.evaluate("""() => {
      const cards = [...document.querySelectorAll('#hand .card-button')]
        .filter(b => !b.dataset.card.endsWith('/double'));
      const before = document.getElementById('hand').innerHTML;
      cards[0].click();
      const busy = document.getElementById('app').getAttribute('aria-busy');
      const unchanged = document.getElementById('hand').innerHTML === before;
      cards[1].click();
      return [busy, unchanged, cards[0].dataset.card, cards[1].dataset.card];
    }""")
    assert (busy, unchanged) == ("true", True)
    expect(page.locator("#app")).not_to_have_attribute("aria-busy", "true")
    assert page.get_by_role("alert").count() == 0  # (at once: a refusal would show by now)
    # The first card is on the block (the second click did nothing): put it up.
    expect(page.get_by_role("group", name="Put it up?")).to_contain_text("is on the block")
    page.get_by_role("button", name="Put it up for auction").click()
    until(page, "key => JSON.parse(localStorage.getItem(key)).actions.some(a => a.seat === 1)",
          SAVE_KEY)
    record = json.loads(page.evaluate("localStorage.getItem('modern-art/save')"))
    assert [a for a in record["actions"] if a["seat"] == 1] == [
        {"seat": 1, "do": "play", "card": sold}], other
